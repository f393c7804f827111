## O Zoo le Mio scenarios: the rulebook's worked examples, and one of ours, as tutorials.
## Each scenario has a title, a setting-up sentence (said before the table is read, ending
## with what the player is to do) and an explanation (said after the move is narrated).
## The player sits at the first seat; the others are Player 2 and Player 3. The sealed bids
## of the others are told in advance, so the example always goes the same way. No variables.

# Rulebook, auctions: equal highest bids.
scenarios-o-zoo-le-mio-auction-tie-title = A tie on the highest bid
scenarios-o-zoo-le-mio-auction-tie-setup = The first auction of the game, and everyone has 8 coins. The flag pole from the top: Player 3, you, Player 2. Player 2 will bid 3 coins and Player 3 just 1. Bid 3 coins as well, then lay the tile: birds on 2N, reptiles on 2O.
scenarios-o-zoo-le-mio-auction-tie-explanation = You and Player 2 both bid 3, the highest bid. Equal bids are decided by the flag pole: your flag hung above Player 2's, so you won and paid your 3 coins to the bank, while Player 2 kept all 8. The price of winning on the flag is your place on the pole: your flag travelled to the foot of the pole, and the 2 others each rose one place, keeping their order. Player 3's flag was on top, but a flag only counts among the players tied on the highest bid.

# Rulebook, auctions: a bid of nothing.
scenarios-o-zoo-le-mio-zero-bids-title = Nobody bids a coin
scenarios-o-zoo-le-mio-zero-bids-setup = The second auction of the round. Your flag is on top of the pole. Player 2 will bid nothing for this tile. Bid 0 coins too, then lay the tile: sea life on 1O, mammals on 1P.
scenarios-o-zoo-le-mio-zero-bids-explanation = A bid of 0 is allowed. Both bids were 0, which is a tie, so the higher flag, yours, took the tile for free: no coin went to the bank. A tie at 0 is still a tie, so your flag dropped to the bottom of the pole, and the next tie goes to Player 2.

# Rulebook, building the zoo: paths must go on, and grass against grass is not enough.
scenarios-o-zoo-le-mio-placing-a-tile-title = Where a tile may go
scenarios-o-zoo-le-mio-placing-a-tile-setup = Your zoo holds only its start tile. On 1M a path leads from the entrance to the west side; on 1N a path joins the east side to the south side. The tile on auction has a straight path across each half. A new tile must carry on every path it touches, and at least one path must join it to the zoo. You will hear, in turn, why you cannot bid 9 coins, and why the tile may not lie on 2L and 2M, on 2M and 2N, on 1L and 1M, or on 2L and 3L. Then bid 1 coin and lay the tile upright: sea life on 2N, mammals below it on 3N.
scenarios-o-zoo-le-mio-placing-a-tile-explanation = Standing upright on 2N and 3N, the tile's straight path carries on the path that leaves 1N to the south, so it fits. On 2L and 2M the tile would only touch the grass under 1M: a tile joined to the zoo by grass alone is refused. On 2M and 2N its path would run east to west, and the path coming down from 1N would end in the grass of 2N: a path must always go on. On 1L and 1M it would cover the start tile, and no tile lies on another. On 2L and 3L it would meet the zoo only at the corner of 1M, and a tile must touch along a whole edge. Nor can anyone bid more coins than they have: with 8 coins, 8 is your highest bid. You are the only player with sea life and with mammals, so you take 1 blue and 1 yellow visitor; a player alone in a colour gets just 1.

# Rulebook, visitors: the example of reaching the leaders' value.
scenarios-o-zoo-le-mio-reaching-the-leaders-title = Reaching the leaders later
scenarios-o-zoo-le-mio-reaching-the-leaders-setup = The rulebook's own example, at the start of round 2. In red, the birds, Player 2 has a region of 5 stars and holds 2 red visitors, Player 3 has 3 stars and holds 1, and your birds on 2N have 2 stars. The tile on auction shows sea life with 2 stars on its left half and birds with 3 stars on its right half. Player 2 will bid 1 coin and Player 3 nothing. Bid 2 coins, then lay the tile: sea life on 3M, birds on 3N, just below your birds.
scenarios-o-zoo-le-mio-reaching-the-leaders-explanation = Your birds on 2N and 3N now form one region of 5 red stars, as many as Player 2's. When 2 regions are equally attractive, the one that reached the value later counts as more attractive, so yours comes first and Player 2's second. You therefore took one red visitor from each of them: you hold 2, Player 2 holds 1 and Player 3 none. Your sea life is the only blue region, so it brought 1 blue visitor as well.

# Rulebook, trees: most trees, and a tie goes to the later zoo.
scenarios-o-zoo-le-mio-most-trees-title = The tree figures
scenarios-o-zoo-le-mio-most-trees-setup = Player 2's zoo shows 2 trees and holds 2 tree figures; yours shows 1 tree and holds the third figure. The tile on auction has reptiles with 1 star on its left half and monkeys with 3 stars and a tree on its right half. Player 2 will bid 1 coin. Bid 2 coins, then lay the tile: reptiles on 3P, monkeys on 3O.
scenarios-o-zoo-le-mio-most-trees-explanation = Your zoo now shows 2 trees, as many as Player 2's. Trees are compared like stars: the zoo with the most trees takes 2 tree figures and the next one 1, and between equal zoos the one that reached the number later wins. You reached 2 trees later, so one tree figure passed from Player 2 to you: you hold 2 and Player 2 holds 1. Your reptiles, the only grey region, also brought 1 grey visitor.

# Rulebook, benches: a loop closed.
scenarios-o-zoo-le-mio-one-loop-title = A loop earns a bench
scenarios-o-zoo-le-mio-one-loop-setup = Your zoo: the start tile, with a path on 1N from the east side to the south side, and a tile on 1O and 1P whose path on 1O leads west, east and south. The tile on auction has a crossing on each half, with paths to all 4 sides. Player 2 will bid nothing. Bid 1 coin, then lay the tile: birds on 2N, mammals on 2O.
scenarios-o-zoo-le-mio-one-loop-explanation = The paths now run in a ring: from 1N east to 1O, down to 2O, west to 2N and back up to 1N. Each loop of paths you close earns a bench, and at every round's end a bench counts like a figure, times the round number.

# Rulebook, benches: one bench in each loop newly formed.
scenarios-o-zoo-le-mio-two-loops-at-once-title = One tile closes 2 loops
scenarios-o-zoo-le-mio-two-loops-at-once-setup = Your zoo: the start tile, a tile on 1O and 1P whose path on 1O leads west, east and south, and below 1O an upright tile on 2O and 3O with a crossing on each half. The tile on auction has monkeys with a crossing on its left half and sea life with a bend on its right half. Player 2 will bid nothing. Bid 1 coin, then lay the tile upright: monkeys on 2N, sea life below them on 3N.
scenarios-o-zoo-le-mio-two-loops-at-once-explanation = One tile closed 2 rings of paths at once: 1N, 1O, 2O and 2N above, and 2N, 2O, 3O and 3N below. Each loop newly formed gets its own bench, so you placed 2 benches. The path around all 6 halves is made of those 2 small loops, so it earns nothing more.

# Rulebook, benches: a loop made of smaller loops is not counted.
scenarios-o-zoo-le-mio-big-loop-counts-once-title = The big loop earns nothing
scenarios-o-zoo-le-mio-big-loop-counts-once-setup = The zoo of the loop example: the paths of 1N, 1O, 2O and 2N form a ring, and its bench is already in the zoo. The tile on auction has 2 bends that join into one path shaped like a U, open at the top. Player 2 will bid nothing. Bid 1 coin, then lay the tile under the ring: mammals on 3N, reptiles on 3O.
scenarios-o-zoo-le-mio-big-loop-counts-once-explanation = The U-shaped path closed a second small loop: 2N, 2O, 3O and 3N. It earned 1 bench, so the zoo has 2. The paths now also run all the way round the 6 halves from 1N to 3N, but that big loop only exists because the 2 small ones do, and it brings no bench of its own: 2 benches, not 3.

# Rulebook, the round's end: scoring times the round number, then income.
scenarios-o-zoo-le-mio-round-scoring-title = The end of a round
scenarios-o-zoo-le-mio-round-scoring-setup = The last auction of round 2. From round 1 you have 6 points and Player 2 has 5. Your zoo has 3 tiles besides the start tile and 1 bench; Player 2's has 6 tiles. Player 2 will bid nothing. Bid 1 coin, then lay the tile where it closes a second loop: birds on 3N, mammals on 3O.
scenarios-o-zoo-le-mio-round-scoring-explanation = That was the round's last tile, so round 2 was scored at once. A round brings each player as many points as visitor figures, tree figures and benches together, times the round number, here 2. You had 6 visitors and 2 benches: 8 times 2 is 16 points, 22 in all. Player 2 had 5 visitors and 1 tree figure: 6 times 2 is 12, 17 in all. The bench you had just earned already counted. Then the bank paid each player 1 coin for every tile in the zoo, the start tile not counted: 4 coins to you and 6 to Player 2. Round 3 begins with 5 new tiles.

# Rulebook, the variant: tiles are turned up until 3 show trees.
scenarios-o-zoo-le-mio-tree-variant-reveal-title = The tree variant
scenarios-o-zoo-le-mio-tree-variant-reveal-setup = A game with the tree variant: in rounds 1 to 4 tiles are turned face up until 3 of them show trees. The first 3 tiles of round 1 all showed trees, so the round has only 3 auctions, and this is its last. The tile on auction has monkeys on its left half and reptiles with a tree on its right half. Player 2 will bid nothing. Bid 1 coin, then lay the tile upright: monkeys on 1O, reptiles below them on 2O.
scenarios-o-zoo-le-mio-tree-variant-reveal-explanation = Your tile was the last of the round, so round 1 was scored, times 1, and income was paid. Then round 2 began. Tiles were turned up one by one until 3 of them showed trees: among the first 5 only 2 had trees, so a 6th was turned as well, and round 2 has 6 auctions instead of the usual 5. Round 5, the last, simply turns up every tile still left.

# Ours, in the spirit of the rulebook's visitors: halves meeting at a corner do not join.
scenarios-o-zoo-le-mio-corner-is-not-a-region-title = A corner does not join a region
scenarios-o-zoo-le-mio-corner-is-not-a-region-setup = Player 2 has a red region of 4 stars and holds 2 red visitors; you have birds with 2 stars on 2N and hold the third. The tile on auction has birds with 3 stars on its left half and mammals with 1 star on its right half. Player 2 will bid nothing. Bid 1 coin, then lay the tile: birds on 3M, mammals on 3N.
scenarios-o-zoo-le-mio-corner-is-not-a-region-explanation = Your new birds on 3M touch your birds on 2N only at one corner, and a corner is not enough to join 2 halves into one region. So you have 2 red regions, of 2 and 3 stars, and only the best one counts: 3 stars, fewer than Player 2's 4, and the red visitors stay where they were. Had you laid the birds on 3N, right below 2N, the 2 halves would have made one region of 5 stars and taken the lead.

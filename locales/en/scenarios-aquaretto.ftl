## Aquaretto scenarios: the rulebook's worked examples, and a few of ours, as tutorials.
## Each scenario has a title, a setting-up sentence (said before the table is read, ending
## with what the player is to do) and an explanation (said after the move is narrated).
## The player sits at seat 1; the other player is Player 2. Trucks are numbered from 1.
## No variables.

# Rulebook, founding a new pool: Klaus starts an orca pool next to his dolphins.
scenarios-aquaretto-klaus-orca-pool-title = Klaus starts an orca pool
scenarios-aquaretto-klaus-orca-pool-setup = Like Klaus in the rulebook, you keep a pool of 3 dolphins on 2B, 2C and 3B. Truck 1 brings your first orca. Between 2 pools there must always be a free field, but touching only at a corner is allowed. Take truck 1 and put the orca on 3D.
scenarios-aquaretto-klaus-orca-pool-explanation = The orca founded a new pool, your second species of the 3 allowed. 3D meets the dolphin on 2C only at a corner, and corners do not count. Every field sharing an edge with a dolphin, such as 2D, 3C or 4B, was closed to the orca, so a free field keeps the 2 pools apart.

# Rulebook, pool bonuses: the 3rd and 4th tile placed together still pay 1 coin.
scenarios-aquaretto-two-tiles-one-coin-title = A bonus for 2 tiles at once
scenarios-aquaretto-two-tiles-one-coin-setup = Your orca pool has 2 tiles, on 2C and 3C, and truck 1 carries 2 more orcas. A pool pays 1 coin when it grows to 3, 6, 9 or 12 tiles. Take truck 1, put the orca on 4C and the orca with lightning on 5C.
scenarios-aquaretto-two-tiles-one-coin-explanation = The first orca made the pool 3 tiles big, and the bank paid you 1 coin. The second made it 4, which pays nothing. A pool that grows by 2 tiles in a single turn still earns its bonus exactly once, so you have 2 coins now.

# Ours, pool bonuses: the 5th tile earns a worker, placed at once.
scenarios-aquaretto-fifth-tile-worker-title = The fifth tile brings a worker
scenarios-aquaretto-fifth-tile-worker-setup = Your polar bear pool has 4 tiles, all with the fish symbol, and truck 1 brings 1 more polar bear. A pool of 5 or 10 tiles earns a worker, who must be placed straight away. Take truck 1, put the polar bear on 5C and make your new worker a keeper.
scenarios-aquaretto-fifth-tile-worker-explanation = The fifth tile brought a worker from the supply, and the worker went to a feeding station at once. A keeper scores 1 point at the end for every tile with fish in your park, so your 5 polar bears now count 5 points as animals and 5 more for the keeper. You can have at most 2 keepers.

# Ours, offspring: the pair need not lie side by side.
scenarios-aquaretto-offspring-born-apart-title = A pair in the same pool has an offspring
scenarios-aquaretto-offspring-born-apart-setup = Your orca pool has a fertile male on 2B and a plain orca on 2C. Truck 1 brings a fertile female. Take truck 1, put the female on 2D, then put the offspring on 3B.
scenarios-aquaretto-offspring-born-apart-explanation = The female joined the pool of the male, so an offspring was born at once, even though the 2 parents do not lie side by side. The offspring counts as an orca of the pool: the female made the pool 3 tiles and paid a coin, the offspring made it 4. Every male and every female can have offspring only once.

# Rulebook, offspring note: a third fertile animal joining a pair has no offspring.
scenarios-aquaretto-third-fertile-waits-title = A third fertile orca waits
scenarios-aquaretto-third-fertile-waits-setup = Your orca pool holds a male and a female who already have their offspring, on 2D. Truck 1 brings a second fertile male. Take truck 1 and put the male on 2E.
scenarios-aquaretto-third-fertile-waits-explanation = No offspring this time. The first pair has had its only offspring, and the new male has no partner of his own yet. He waits until a second fertile female joins the pool; then the 2 of them have an offspring.

# Ours, offspring: a pool that cannot grow sends its offspring to the depot.
scenarios-aquaretto-offspring-to-depot-title = An offspring with no room goes to the depot
scenarios-aquaretto-offspring-to-depot-setup = Your fertile male dolphin sits on 1B, in the top row of the park. Your polar bear on 2A and your orca on 2D leave the dolphin pool only 1 field to grow into, 1C. Truck 1 brings a fertile female dolphin. Take truck 1 and put her on 1C.
scenarios-aquaretto-offspring-to-depot-explanation = The pair had an offspring at once, but the pool could not grow any more: each field next to it, 2B, 2C and 1D, touches your polar bear or your orca. An offspring cannot be refused, so it went to your depot, where every species costs 2 points at the end.

# Ours, the 2-player game: 3 trucks, face-down blockers, leftovers leave the game.
scenarios-aquaretto-two-player-trucks-title = The trucks of a 2-player game
scenarios-aquaretto-two-player-trucks-setup = With 2 players there are 3 trucks, and face-down tiles block some of their places for the whole game: truck 1 takes 3 tiles, truck 2 only 2 and truck 3 only 1. Player 2 has already taken truck 1. Take truck 2, put the orca on 3C and the orca with lightning on 4C.
scenarios-aquaretto-two-player-trucks-explanation = You got only the face-up orcas; the face-down tile stays on truck 2 for the rest of the game. Each player now had a truck, so the round ended, and the hippo on truck 3 left the game: in the 2-player game, tiles on the truck nobody took are always removed.

# Rulebook, end of a round note and FAQ: the last player in a round may go on acting.
scenarios-aquaretto-alone-in-the-round-title = Alone in the round
scenarios-aquaretto-alone-in-the-round-setup = Player 2 has already taken a truck, so you are the only one left in this round. Your depot holds a hippo with an orca on top, and you have 3 coins. Move the orca from your depot to 4C for 1 coin, then discard the hippo for 2 coins.
scenarios-aquaretto-alone-in-the-round-explanation = The last player in a round keeps taking turns until taking a truck. Each turn is 1 action, so here came 2 money actions in a row: a move for 1 coin, and a discard for 2 coins, which took the hippo out of the game. The coins went to the bank. Your depot is empty, and it is still your turn.

# Ours, money action Buy: 1 coin to the seller, 1 to the bank.
scenarios-aquaretto-buy-from-depot-title = Buying from another depot
scenarios-aquaretto-buy-from-depot-setup = The depot of Player 2 has a dolphin on top of an orca, and your dolphin pool is on 3C. You have 3 coins. Buy the dolphin and put it on 4C.
scenarios-aquaretto-buy-from-depot-explanation = A purchase costs 2 coins: 1 goes to the owner of the depot and 1 to the bank, and the owner cannot say no. Only the top tile can be bought, and it must go into your park by the usual rules. The money action was your whole turn.

# Ours, money action Expand: a large board allows one more species.
scenarios-aquaretto-expand-new-species-title = A large board for a fourth species
scenarios-aquaretto-expand-new-species-setup = Your park holds dolphins, orcas and polar bears, the limit of 3 species. Player 2 has taken a truck, so you are alone in the round, with 2 coins, and truck 2 carries a hippo. Add a large board on 2F, 2G, 3F and 3G, then take truck 2 and put the hippo on 2E.
scenarios-aquaretto-expand-new-species-explanation = A large board costs 2 coins, adds 4 fields and allows 1 more species; a small board costs 1 coin and adds 3 fields, but no species. The new pool need not lie on the new board: 2E is free and touches no other pool. Taking the truck ended the round.

# Rulebook, trainer example (picture on page 4) and FAQ: the manager becomes a trainer.
scenarios-aquaretto-trainer-three-and-five-title = Trainers score 3 and 5 points
scenarios-aquaretto-trainer-three-and-five-setup = This is the trainer picture of the rulebook. A trainer stands on 3B, your manager sits on the bench of the depot, and you have 1 coin. Orcas lie on 2B, 2C, 2D and 3D, dolphins on 4B, on 4C with lightning, and on 5C. Move your manager to 3C as a trainer.
scenarios-aquaretto-trainer-three-and-five-explanation = For 1 coin the manager became a trainer. A trainer scores 1 point for each dolphin, orca or sea lion on the 8 fields around it, but none for a tile with lightning. 3B scores 3: the orcas on 2B and 2C and the dolphin on 4B. 3C scores 5: all 4 orcas and the dolphin on 4B, so those 3 tiles count for both trainers. The lightning dolphin on 4C scores nothing, and neither does the dolphin on 5C, which is next to no trainer.

# Ours, end of the game: the first tile from under the disc starts the last round.
scenarios-aquaretto-end-stack-last-round-title = The tile under the disc starts the last round
scenarios-aquaretto-end-stack-last-round-setup = The main stacks are used up; only the 15 tiles under the disc are left. Player 2 has taken truck 1, truck 2 carries a dolphin, truck 3 is empty, and your orca is on 3C. Draw a tile and load it onto truck 3, then take truck 3 and put the tile on 4C.
scenarios-aquaretto-end-stack-last-round-explanation = The first tile from under the disc started the last round, which is always played to its end. When you took the last truck, the round ended, the dolphin left on truck 2 was removed, and the game was over, so the parks were scored.

# Rulebook, FAQ: no money actions after leaving the last round.
scenarios-aquaretto-no-money-after-leaving-title = No money actions after taking your truck
scenarios-aquaretto-no-money-after-leaving-setup = This is the last round: the tiles now come from under the disc. You have 3 coins and a hippo in your depot, which will cost 2 points. Take truck 1 and put the orca on 4C anyway, and listen to what follows.
scenarios-aquaretto-no-money-after-leaving-explanation = Once you took a truck, you were out of the round and could not act again, not even with a money action, while Player 2 finished. The hippo stayed in your depot and cost 2 points at the scoring. Discarding it for 2 coins before taking the truck would have saved those points.

# Rulebook, scoring example (picture on page 6): 30 points.
scenarios-aquaretto-scoring-thirty-points-title = The scoring example: 30 points
scenarios-aquaretto-scoring-thirty-points-setup = This is the scoring example of the rulebook, with only the last tile missing. Your park holds 6 dolphins, 5 sea lions, 6 polar bears and 1 hippo, with 2 trainers and a keeper; your depot holds 2 species, and you have 2 coins. Player 2 has taken a truck, so taking the last one ends the game. Take truck 2 and put the hippo on 3G.
scenarios-aquaretto-scoring-thirty-points-explanation = Each animal in the park scores 1 point: 6 dolphins, 6 polar bears, 5 sea lions and 2 hippos make 19. The trainer on 2C adds 6 for 4 dolphins and 2 sea lions, the one on 3C adds 4 for 2 dolphins and 2 sea lions, and the sea lion with lightning on 4D cannot be trained. The keeper adds 5 for the 5 tiles with fish. With no cashier your 2 coins score nothing, and with no manager the 2 species in the depot cost 4 points. Total: 30.

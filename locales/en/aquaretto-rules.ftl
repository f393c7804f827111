## Aquaretto: the spoken rules reference, read by "rules [topic]" one paragraph at a time.
## The command words (rules, more) are the shell's, see shell.ftl.
## Written in our own words; the Czech rulebook is the authority, and shared/RULES-FACTS.md adds
## what it leaves open. Where this app decides something the rulebook does not say, the paragraph
## says "In this app".
## Every paragraph must make sense read alone on a 40-cell Braille display: key word first,
## digits rather than number words, no symbols.
## Ids: aquaretto-rules-<topic>-title, aquaretto-rules-<topic>-<n> (n = 1, 2, ...; the same
## count in every language), aquaretto-rules-<topic>-words (comma separated words a player may
## type to reach the topic; both languages' words are accepted, diacritics optional).

# The topic names, in the order of the topics; each must be one of that topic's words.
-aquaretto-rules-list = overview, setup, turn, trucks, placement, pools, offspring, bonuses, cashier, keeper, trainer, manager, move, buy, discard, expand, end, scoring, 2 players, cells, faq

## Navigation lines

# Said for "rules" without a topic.
aquaretto-rules-topics = Rules topics, 21: { -aquaretto-rules-list }. Type rules and a topic, for example rules pools or rules trainer.
# Said after the first paragraph of a topic that has more paragraphs.
aquaretto-rules-more = Type more for the next paragraph.
# Said by "more" after the last paragraph of a topic.
aquaretto-rules-end-of-topic = End of topic. Type rules and another topic.
# $topic (string) what the player typed after "rules"
aquaretto-rules-unknown-topic = No rules topic { $topic }. Topics: { -aquaretto-rules-list }.

## Topic: overview

aquaretto-rules-overview-title = Overview of Aquaretto
aquaretto-rules-overview-words = overview, introduction, about, goal, game, aquaretto
aquaretto-rules-overview-1 = Aquaretto is a tile game for 2 to 5 players. Each player runs a water park: you collect animal tiles from delivery trucks and settle them in pools. At the end every animal in your park is worth 1 point.
aquaretto-rules-overview-2 = Goal: score the most points. Animals that find no room in your park pile up in your depot, and every species there costs points. Workers, earned by growing pools, bring extra points. Coins pay for money actions such as expanding the park.
aquaretto-rules-overview-3 = Reading the rules: type rules and a topic name, for example rules pools or rules trainer. Type more to hear the next paragraph. Topic names work in English and in Czech, and the first few letters are enough.
aquaretto-rules-overview-4 = Rules topics: { -aquaretto-rules-list }.

## Topic: setup

aquaretto-rules-setup-title = Setup
aquaretto-rules-setup-words = setup, preparation, start, components
aquaretto-rules-setup-1 = Species: dolphin, orca, sea lion, polar bear, penguin, sea turtle, crocodile and hippo. Each has 11 square animal tiles and 2 round offspring tiles.
aquaretto-rules-setup-2 = Fewer players, fewer species: with 4 players 1 species stays in the box, with 3 players 2, with 2 players 3. Dolphin, orca and sea lion always play. In this app, the species left out are picked at random.
aquaretto-rules-setup-3 = Stacks: the square tiles of the species in play are shuffled together with 10 coin tiles. 15 of them lie apart under the wooden disc and come last. The offspring tiles wait face up beside the stacks.
aquaretto-rules-setup-4 = Trucks: 1 delivery truck per player, each with room for 3 tiles. With 2 players there are 3 trucks, see the topic 2 players.
aquaretto-rules-setup-5 = Your belongings: a water park of 19 fields, a depot board, 1 coin, and 2 small and 2 large expansion boards. The bank keeps the rest of the 30 coins and the 16 worker figures.
aquaretto-rules-setup-6 = Start: in this app, the first player in seating order begins, and turns go round in that order. The rulebook lets the players agree who begins.

## Topic: turn

aquaretto-rules-turn-title = Your turn
aquaretto-rules-turn-words = turn, turns, round, actions
aquaretto-rules-turn-1 = Turn: you do exactly 1 of 3 things. Add a tile to a truck, or take a truck and leave the round, or do 1 money action. Then it is the turn of the next player still in the round.
aquaretto-rules-turn-2 = Add a tile: turn over the next tile and put it on a truck with a free place. This is not possible when every truck is full or no tile is left. See the topic trucks.
aquaretto-rules-turn-3 = Take a truck: pick any truck with at least 1 tile, place its tiles at once and sit out the rest of the round. See the topics trucks and placement.
aquaretto-rules-turn-4 = Money action: pay the bank to move, buy, discard or expand. Each has its own topic. Coins and coin tiles are worth the same. Only 1 money action fits in a turn, so a bigger rebuild takes several turns.
aquaretto-rules-turn-5 = Paying, in this app: a money action with several steps, such as choosing a field or a board position, is paid only when you choose its last step. Until then you can cancel it for free and do something else.
aquaretto-rules-turn-6 = Round end: once every player has taken a truck, the round is over. The trucks return empty, and whoever took the last truck begins the next round.
aquaretto-rules-turn-7 = Last one in the round: when all others have left, the last player keeps having turns, adding tiles or doing money actions, until taking a truck.

## Topic: trucks

aquaretto-rules-trucks-title = Delivery trucks and stacks
aquaretto-rules-trucks-words = trucks, truck, delivery, stacks, load
aquaretto-rules-trucks-1 = Trucks: each holds at most 3 tiles. A tile you turn over goes on a truck that has a free place and that nobody has taken this round. In this app, if only 1 truck has room, the tile goes there by itself.
aquaretto-rules-trucks-2 = Stacks, in this app: the face-down stacks act as 1 pile, so you simply get the next tile. The 15 tiles under the wooden disc are used only when all other tiles are gone, and the first of them starts the last round.
aquaretto-rules-trucks-3 = Taking a truck: it must carry at least 1 face-up tile. It stays in front of you until the round ends, so everyone knows you are out of this round.
aquaretto-rules-trucks-4 = Truck tiles: coin tiles go straight to your purse. Each animal tile must be placed at once, in your park or on your depot. In this app, you choose which tile to place next, and the last one is placed without asking.
aquaretto-rules-trucks-5 = Waiting: the longer you wait, the fuller the trucks, and a full truck may bring animals you have no room for. The depot is hard to empty again.

## Topic: placement

aquaretto-rules-placement-title = Placing animal tiles
aquaretto-rules-placement-words = placement, place, placing, depot
aquaretto-rules-placement-1 = Placement: an animal tile goes on a free field of your park or on top of your depot. A free field holds neither a tile nor a trainer.
aquaretto-rules-placement-2 = Species already in the park: the tile must join that species' pool, sharing a side with at least 1 of its tiles.
aquaretto-rules-placement-3 = New species: the tile starts a new pool on any free field, but only while your park has fewer species than its limit. The limit starts at 3, see the topic pools.
aquaretto-rules-placement-4 = Spacing: a tile never shares a side with a tile of another species. Touching at a corner only is fine.
aquaretto-rules-placement-5 = Depot: a truck tile may always go on your depot, even when the park has room. When no field fits, the depot is the only place; in this app the tile then goes there by itself.
aquaretto-rules-placement-6 = Depot pile: tiles lie in 1 pile, the newest on top, any number and any species. The order never changes. Every depot may be checked at any time. Only the top tile can be moved, bought or discarded.
aquaretto-rules-placement-7 = Field names: fields are named by the row number first, then the column letter, for example 3C. See the topic cells.

## Topic: pools

aquaretto-rules-pools-title = Pools and the species limit
aquaretto-rules-pools-words = pools, pool, basin, species, limit
aquaretto-rules-pools-1 = Pool: all tiles of 1 species in your park, joined side by side. A pool holds only 1 species, and each species has at most 1 pool.
aquaretto-rules-pools-2 = Keeping pools apart: tiles of different species never share a side. They may meet at a corner, or be parted by an empty field or a field with a trainer.
aquaretto-rules-pools-3 = Species limit: at first your park may hold 3 species. Each large expansion board raises the limit by 1, so up to 5. Small boards add fields, not species.
aquaretto-rules-pools-4 = New pool: it need not start on the large board that allowed it. Any free field that keeps the spacing will do.
aquaretto-rules-pools-5 = Planning: a pool grows only by tiles added next to it, so leave room around the pools you mean to make big.

## Topic: offspring

aquaretto-rules-offspring-title = Offspring
aquaretto-rules-offspring-words = offspring, baby, babies, breeding, male, female
aquaretto-rules-offspring-1 = Offspring: each species has 2 males and 2 females, marked by small symbols. When a male and a female meet in the same pool, they get 1 offspring at once. They need not lie next to each other.
aquaretto-rules-offspring-2 = Only 1 offspring each: a male or female that has had offspring never breeds again. A third fertile animal joining a pool with a pair waits until a partner of the other sex that has not bred yet joins too.
aquaretto-rules-offspring-3 = Only in pools: pairs never breed in the depot or on a truck. The round offspring tile comes from the supply beside the stacks and counts as a normal animal of its species.
aquaretto-rules-offspring-4 = Placing offspring: it joins its pool if any field fits. In this app, you cannot refuse it: it goes to the depot only when no field fits, and when exactly 1 field fits it is placed by itself.
aquaretto-rules-offspring-5 = Offspring first: in this app, the offspring is placed before a worker earned by the same tile. The offspring can earn bonuses of its own, see the topic bonuses.
aquaretto-rules-offspring-6 = Symbols: offspring show neither fish nor lightning. In this app, an offspring dolphin, orca or sea lion scores for a trainer next to it, like any of its kind without lightning.

## Topic: bonuses

aquaretto-rules-bonuses-title = Bonuses for growing pools
aquaretto-rules-bonuses-words = bonuses, bonus, reward
aquaretto-rules-bonuses-1 = Coin bonus: a pool reaching 3, 6, 9 or 12 tiles earns 1 coin from the bank. 12 is possible only with offspring, since a species has 11 square tiles.
aquaretto-rules-bonuses-2 = Worker bonus: a pool reaching 5 or 10 tiles earns 1 worker. Place it at once as a cashier, keeper, trainer or manager; each job has its own topic. In this app, if only 1 position is open, it goes there by itself.
aquaretto-rules-bonuses-3 = Any source: in this app, a bonus counts whenever a tile joins a pool, from a truck, as offspring, by a move or by a buy. Tiles join 1 at a time, so no size is skipped.
aquaretto-rules-bonuses-4 = Order, in this app: when 1 tile brings several rewards, the coin comes first, then any offspring is placed, then the new worker.
aquaretto-rules-bonuses-5 = Nothing left: in this app, an empty bank means no bonus coin. A worker with no open position for it stays in the supply, and once all 16 figures are handed out, no more workers come.

## Topic: cashier

aquaretto-rules-cashier-title = Cashier
aquaretto-rules-cashier-words = cashier, cashiers, cash desk
aquaretto-rules-cashier-1 = Cashier: a worker at 1 of the 2 cash desks at the bottom left of your park board. At most 2 cashiers.
aquaretto-rules-cashier-2 = Cashier points: at the end, each cashier gives 1 point per coin you own, so with 2 cashiers each coin is worth 2 points. You keep the coins; they also break ties.

## Topic: keeper

aquaretto-rules-keeper-title = Keeper
aquaretto-rules-keeper-words = keeper, keepers, fish, feeding station
aquaretto-rules-keeper-1 = Keeper: a worker at 1 of the 2 feeding stations at the bottom left of your park board. At most 2 keepers.
aquaretto-rules-keeper-2 = Keeper points: at the end, each keeper gives 1 point per tile with the fish symbol in your park, so with 2 keepers each such tile is worth 2 points. Fish in the depot score nothing.
aquaretto-rules-keeper-3 = Fish symbol: only polar bear, penguin, sea turtle, crocodile and hippo have it, on 6 of the 11 tiles of each. Offspring never show a fish.

## Topic: trainer

aquaretto-rules-trainer-title = Trainer
aquaretto-rules-trainer-words = trainer, trainers, lightning
aquaretto-rules-trainer-1 = Trainer: a worker standing on a free field of your park; that field then takes no tile. Any number of trainers.
aquaretto-rules-trainer-2 = Trainer points: at the end, each trainer gives 1 point for each dolphin, orca and sea lion without lightning on the 8 fields around it, sides and corners alike. A tile next to 2 trainers scores for both.
aquaretto-rules-trainer-3 = Lightning: 2 tiles each of dolphin, orca and sea lion show lightning. They score nothing from trainers, though they still count 1 point as animals. Other species never score from trainers.
aquaretto-rules-trainer-4 = Trainer example: a trainer on 3C, orcas on 2B and 2C, a dolphin with lightning on 3D and a penguin on 4C. The trainer scores 2 points, for the 2 orcas.

## Topic: manager

aquaretto-rules-manager-title = Manager
aquaretto-rules-manager-words = manager, bench
aquaretto-rules-manager-1 = Manager: a worker on the bench of your depot board. Only 1 manager.
aquaretto-rules-manager-2 = Manager points: at the end, each species in your depot costs you 1 point instead of 2.

## Topic: move

aquaretto-rules-move-title = Money action move, 1 coin
aquaretto-rules-move-words = move, moving, relocate
aquaretto-rules-move-1 = Move costs 1 coin to the bank. Either the top tile of your depot goes into your park, or 1 of your workers changes position.
aquaretto-rules-move-2 = Depot tile, in this app: move is offered only when your top depot tile fits a field of your park; it cannot return to the depot. The usual placing rules apply, and it may earn bonuses and offspring.
aquaretto-rules-move-3 = Worker: any worker may take another job, for example the manager becomes a trainer on a free field, or a trainer steps to another free field. The job limits still hold. In this app, a cashier, keeper or manager cannot move to the same job, since nothing would change.
aquaretto-rules-move-4 = Paying, in this app: the coin is paid when you choose the field or the new position. Before that you can cancel for free.

## Topic: buy

aquaretto-rules-buy-title = Money action buy, 2 coins
aquaretto-rules-buy-words = buy, buying, purchase
aquaretto-rules-buy-1 = Buy costs 2 coins: the top tile of another player's depot goes into your park. 1 coin goes to that player, 1 to the bank. The seller cannot refuse.
aquaretto-rules-buy-2 = Buy, in this app: only a tile that fits a field of your park can be bought, and it never goes to your depot. The usual placing rules apply, and it may earn bonuses and offspring.
aquaretto-rules-buy-3 = Paying, in this app: the 2 coins are paid when you choose the field. Before that you can cancel for free.

## Topic: discard

aquaretto-rules-discard-title = Money action discard, 2 coins
aquaretto-rules-discard-words = discard, discarding, remove
aquaretto-rules-discard-1 = Discard costs 2 coins, both to the bank: the top tile of your own depot leaves the game for good.
aquaretto-rules-discard-2 = Why discard: it shrinks your depot penalty when the tile is the last of its species there, and it uncovers the tile below for a later move.

## Topic: expand

aquaretto-rules-expand-title = Money action expand
aquaretto-rules-expand-words = expand, expansion, expansion boards, boards
aquaretto-rules-expand-1 = Expand: add an expansion board to your park; from then on its fields belong to the park. Each player has 2 small and 2 large boards for the whole game.
aquaretto-rules-expand-2 = Small board: 1 coin, 3 fields in an L shape, that is a square of 2 by 2 fields with 1 corner missing. More room, but no extra species.
aquaretto-rules-expand-3 = Large board: 2 coins, a square of 2 by 2 fields. More room, and your species limit rises by 1. The new species may start its pool anywhere in the park.
aquaretto-rules-expand-4 = Position: a board may be turned any way and lies on the same grid as the park, covering no field. In this app, it must share at least 1 full field side with the park or an earlier board.
aquaretto-rules-expand-5 = Printed board, in this app: a board never covers the square 1A to 5E, not even its corners without fields, where the cash desks, feeding stations and pictures are.
aquaretto-rules-expand-6 = Paying, in this app: the coins are paid when you choose where the board goes. Before that you can cancel for free.

## Topic: end

aquaretto-rules-end-title = End of the game
aquaretto-rules-end-words = end, ending, last round, disc
aquaretto-rules-end-1 = Last round: when someone turns over the first tile from under the wooden disc, the current round is the last. It is played out as usual.
aquaretto-rules-end-2 = Game end: when every player has taken a truck in the last round, the game is over and the parks are scored. See the topic scoring.
aquaretto-rules-end-3 = After taking a truck: a player who has left the round does nothing more in it, not even a money action. This holds in the last round too.

## Topic: scoring

aquaretto-rules-scoring-title = Scoring and winning
aquaretto-rules-scoring-words = scoring, score, points, winner, win, tie
aquaretto-rules-scoring-1 = Animals: each animal tile in your park is 1 point, offspring included. Add the points of your cashiers, keepers and trainers.
aquaretto-rules-scoring-2 = Depot: each species in your depot costs 2 points, however many tiles of it lie there; with a manager it costs 1. Example: 3 turtles in the depot cost 2 points, or 1 with a manager.
aquaretto-rules-scoring-3 = Winner: the highest total wins. Tied players compare coins, and more coins win. If still tied, they share the win.

## Topic: two-players

aquaretto-rules-two-players-title = 2 players
aquaretto-rules-two-players-words = 2 players, two players, blocked, blockers
aquaretto-rules-two-players-1 = 2 players: the usual rules, with these changes. 3 species are left out, 3 trucks are used, and some truck places stay blocked all game.
aquaretto-rules-two-players-2 = Blocked places, in this app: truck 2 carries 1 face-down tile and truck 3 carries 2, taken from the species left out. So truck 1 holds 3 tiles, truck 2 holds 2 and truck 3 holds 1.
aquaretto-rules-two-players-3 = Taking: a truck needs at least 1 face-up tile to be taken, and you get only its face-up tiles. The face-down tiles stay on the truck.
aquaretto-rules-two-players-4 = Round end: once both players have taken a truck, any face-up tiles on the third truck leave the game.

## Topic: cells

aquaretto-rules-cells-title = Field names
aquaretto-rules-cells-words = cells, cell, fields, names, map, coordinates
aquaretto-rules-cells-1 = Field names: the row number first, then the column letter, like a seat in a theatre: 3C. On the printed board rows run from 1 at the top to 5 at the bottom, and columns from A on the left to E on the right.
aquaretto-rules-cells-2 = Printed board, 19 fields. Row 1: 1B, 1C, 1D. Row 2: 2A, 2B, 2C, 2D, 2E. Row 3: 3A, 3B, 3C, 3D, 3E. Row 4: 4B, 4C, 4D, 4E. Row 5: 5C, 5D. 1A, 1E, 4A, 5A, 5B and 5E are corners without fields.
aquaretto-rules-cells-3 = Names stay, in this app: a field keeps its name as the park grows. Columns right of E go on F, G, H and so on. Columns left of A count back from the end of the alphabet: Z, then Y, X. So 3Z lies just left of 3A.
aquaretto-rules-cells-4 = Rows: below row 5 come rows 6, 7 and so on. Above row 1 come row 0, then row -1, -2, said minus 1, minus 2. So 0C lies just above 1C, and -1C just above 0C.
aquaretto-rules-cells-5 = Neighbours: 2 fields share a side when they are in 1 row with letters next to each other, like 3C and 3D, or in 1 column with numbers next to each other, like 3C and 4C. 3C and 4D touch only at a corner.

## Topic: faq

aquaretto-rules-faq-title = Frequent questions
aquaretto-rules-faq-words = faq, questions, question
aquaretto-rules-faq-1 = Alone in the round, may I go on? Yes. You keep having turns with all 3 choices, for example several money actions or more tiles while a truck has room, until you take the last truck.
aquaretto-rules-faq-2 = 2 pools of 1 species? No. Each species has at most 1 pool in your park.
aquaretto-rules-faq-3 = Different species in 1 pool? No. A pool holds 1 species only.
aquaretto-rules-faq-4 = Can move turn my manager into a trainer? Yes. For 1 coin the manager leaves the bench and stands on a free field of your park.
aquaretto-rules-faq-5 = A dolphin next to 2 of my trainers, 2 points? Yes. Each trainer counts it, so it brings 2 extra points.
aquaretto-rules-faq-6 = Money action after taking a truck in the last round? No. Taking a truck ends your part of that round.

## Aquaretto and Zooloretto combined: the spoken rules reference, read by "rules [topic]"
## one paragraph at a time. Only what the variant changes; each game's own rules are in
## aquaretto-rules.ftl and zooloretto-rules.ftl.
## Written in our own words; the authority is the variant at the end of the Czech
## Aquaretto rulebook. Where this app decides something the rulebook does not say, the
## paragraph says "In this app".
## Every paragraph must make sense read alone on a 40-cell Braille display: key word first,
## digits rather than number words, no symbols.
## Ids: aquaretto-zooloretto-rules-<topic>-title, -<n> (the same count in every language),
## -words (comma separated words a player may type to reach the topic).

# The topic names, in the order of the topics; each must be one of that topic's words.
-aquaretto-zooloretto-rules-list = overview, setup, turn, trucks, taking, placing, money, end, scoring, 2 players, expansions, commands

## Navigation lines

# Said for "rules" without a topic.
aquaretto-zooloretto-rules-topics = Rules topics, 12: { -aquaretto-zooloretto-rules-list }. Type rules and a topic, for example rules trucks or rules scoring.
# Said after the first paragraph of a topic that has more paragraphs.
aquaretto-zooloretto-rules-more = Type more for the next paragraph.
# Said by "more" after the last paragraph of a topic.
aquaretto-zooloretto-rules-end-of-topic = End of topic. Type rules and another topic.
# $topic (string) what the player typed after "rules"
aquaretto-zooloretto-rules-unknown-topic = No rules topic { $topic }. Topics: { -aquaretto-zooloretto-rules-list }.

## Topic: overview

aquaretto-zooloretto-rules-overview-title = Overview of Aquaretto and Zooloretto combined
aquaretto-zooloretto-rules-overview-words = overview, introduction, about, goal, game, combined, variant
aquaretto-zooloretto-rules-overview-1 = Aquaretto and Zooloretto combined is a variant for 2 to 5 players who know both games well. Each player builds a Zooloretto zoo and an Aquaretto water park at the same time, with 1 purse for both.
aquaretto-zooloretto-rules-overview-2 = Goal: the most points for the zoo and the water park together. The zoo is scored by the Zooloretto rules, the water park by the Aquaretto rules, with 2 small changes, see scoring.
aquaretto-zooloretto-rules-overview-3 = Reading the rules: type rules and a topic name, for example rules trucks or rules scoring. Type more to hear the next paragraph. Each game's own rules are read in that game; here is only what the variant changes.
aquaretto-zooloretto-rules-overview-4 = Rules topics: { -aquaretto-zooloretto-rules-list }.

## Topic: setup

aquaretto-zooloretto-rules-setup-title = Setup
aquaretto-zooloretto-rules-setup-words = setup, preparation, start, components
aquaretto-zooloretto-rules-setup-1 = Both boxes are needed. Each player gets a zoo with its expansion board, and a water park with its expansion boards and depot board, just as each game deals them.
aquaretto-zooloretto-rules-setup-2 = Trucks: 1 per player, but 3 with 2 players. Coins: each player starts with only 2, and every other coin of both boxes goes to 1 common bank. In this app the bank starts with all 60 coins of both boxes, less the players' coins.
aquaretto-zooloretto-rules-setup-3 = Species: with fewer than 5 players each game leaves out as many species as its own rules say. In this app they are picked at random, and Aquaretto never leaves out dolphin, orca or sea lion.
aquaretto-zooloretto-rules-setup-4 = Stacks: each game's tiles are shuffled on their own and stay in 2 separate stacks, each with its own end stack of 15 tiles under a disc. In this app the player in the first seat starts.

## Topic: turn

aquaretto-zooloretto-rules-turn-title = A turn
aquaretto-zooloretto-rules-turn-words = turn, turns, actions, choices, draw
aquaretto-zooloretto-rules-turn-1 = A turn offers the usual 3 choices: add a tile to a truck, take a truck and leave the round, or do 1 money action.
aquaretto-zooloretto-rules-turn-2 = Adding a tile: you choose which game to draw from. In this app the list offers draw a zoo tile and draw a water park tile, each with the number of tiles left.
aquaretto-zooloretto-rules-turn-3 = End stacks: a game's stack under its disc is drawn from only once that game's main stack is empty.
aquaretto-zooloretto-rules-turn-4 = In this app a drawn tile that only 1 truck may take goes onto that truck by itself.

## Topic: trucks

aquaretto-zooloretto-rules-trucks-title = Loading the trucks
aquaretto-zooloretto-rules-trucks-words = trucks, truck, loading, load, delivery truck
aquaretto-zooloretto-rules-trucks-1 = One game per truck: a truck carries zoo tiles only or water park tiles only, never both. The first tile put on it in a round decides which, for the whole round.
aquaretto-zooloretto-rules-trucks-2 = A truck for each game: every round at least 1 truck must be left for each game. So when all trucks but 1 carry zoo tiles, the last one takes water park tiles only, and the other way round.
aquaretto-zooloretto-rules-trucks-3 = These restrictions end once the tiles of one game have left the game, see end.

## Topic: taking

aquaretto-zooloretto-rules-taking-title = Taking a truck
aquaretto-zooloretto-rules-taking-words = taking, take, first truck, leave the round
aquaretto-zooloretto-rules-taking-1 = First truck of a round: nobody may take a truck until 1 truck carries zoo tiles and another carries water park tiles. Until then the only choices are drawing and money actions.
aquaretto-zooloretto-rules-taking-2 = Otherwise taking works as in each game: the truck needs at least 1 face-up tile, you take it and leave the round. The last player still in the round keeps playing until taking a truck.
aquaretto-zooloretto-rules-taking-3 = In this app the list always names a truck's game: take truck 2, zoo, and its tiles.

## Topic: placing

aquaretto-zooloretto-rules-placing-title = Placing tiles
aquaretto-zooloretto-rules-placing-words = placing, place, placement, where tiles go
aquaretto-zooloretto-rules-placing-1 = Zoo tiles go only into the zoo or the barn, by the Zooloretto rules. Water park tiles go only into the water park or the depot, by the Aquaretto rules.
aquaretto-zooloretto-rules-placing-2 = Coin tiles of both games go into the single purse. Offspring, bonus coins and workers follow the rules of their own game.
aquaretto-zooloretto-rules-placing-3 = In this app every step in one of them is asked with the place first, Zoo or Water park, then the usual question of that game.

## Topic: money

aquaretto-zooloretto-rules-money-title = Money actions
aquaretto-zooloretto-rules-money-words = money, money action, money actions, coins, bank
aquaretto-zooloretto-rules-money-1 = A money action is 1 action in either the zoo or the water park, never 1 in each on the same turn.
aquaretto-zooloretto-rules-money-2 = Every money action is paid from the single purse into the single bank, and every coin earned comes from that bank.
aquaretto-zooloretto-rules-money-3 = In this app, when one place offers more than 3 money actions, they wait behind 1 entry: zoo, money actions, or water park, money actions.

## Topic: end

aquaretto-zooloretto-rules-end-title = The end of the game
aquaretto-zooloretto-rules-end-words = end, end of game, disc, end stack, last round
aquaretto-zooloretto-rules-end-1 = First disc: when someone draws the first tile under the disc of one game, the rest of that game's tiles leave the game at the end of the round. From the next round only the other game's tiles are played.
aquaretto-zooloretto-rules-end-2 = From then on the truck restrictions end: the tiles go on any truck, and a truck may be taken at any time.
aquaretto-zooloretto-rules-end-3 = Second disc: when someone later draws the first tile under the other disc, the round is played out as usual. Once every player has a truck, the game ends and is scored.
aquaretto-zooloretto-rules-end-4 = In this app the game also ends after a round in which no tile of the games still played is left to draw.

## Topic: scoring

aquaretto-zooloretto-rules-scoring-title = Scoring
aquaretto-zooloretto-rules-scoring-words = scoring, score, points, winner, tie, cashiers, manager
aquaretto-zooloretto-rules-scoring-1 = The water park and its depot score by the Aquaretto rules, the zoo and its barn by the Zooloretto rules, and each player adds the 2 results.
aquaretto-zooloretto-rules-scoring-2 = Cashiers: with 1 or 2 cashiers in the water park, each brings 1 point for every coin you still own, and that is the single purse for both games.
aquaretto-zooloretto-rules-scoring-3 = Manager: with a manager in the water park, each animal species in the barn costs only 1 point instead of 2. In this app each stall type in the barn still costs 2.
aquaretto-zooloretto-rules-scoring-4 = The most points win. In this app a tie goes to more coins owned, as in both games; if still tied, the win is shared.

## Topic: two-players

aquaretto-zooloretto-rules-two-players-title = 2 players
aquaretto-zooloretto-rules-two-players-words = 2 players, two players, blocked, blockers
aquaretto-zooloretto-rules-two-players-1 = 2 players: 3 trucks. In this app truck 2 carries 1 face-down tile and truck 3 carries 2, from the Zooloretto species left out, so the trucks hold 3, 2 and 1 tiles.
aquaretto-zooloretto-rules-two-players-2 = Only a truck with at least 1 face-up tile may be taken, and only those tiles are yours; face-down tiles stay. When both players have a truck, the face-up tiles on the third truck leave the game.

## Topic: expansions

aquaretto-zooloretto-rules-expansions-title = Mini-expansions
aquaretto-zooloretto-rules-expansions-words = expansions, mini-expansions, savings book, expansion
aquaretto-zooloretto-rules-expansions-1 = Zooloretto mini-expansions: in this app only the savings book may join the combined game. The rulebooks do not say how the others would work here, so the app refuses them.
aquaretto-zooloretto-rules-expansions-2 = Savings book: instead of the usual choices you may put 1 coin from your purse on the savings book, as in Zooloretto. In this app that coin still counts as yours for the cashiers and for ties.

## Topic: commands

aquaretto-zooloretto-rules-commands-title = Playing in this app
aquaretto-zooloretto-rules-commands-words = commands, keys, typing, words, controls
aquaretto-zooloretto-rules-commands-1 = In this app zoo means the Zooloretto zoo with its barn, and water park means the Aquaretto park with its depot. Every list and every answer names the one it is about.
aquaretto-zooloretto-rules-commands-2 = Questions: zoo and barn for the zoo; park, map, pools, depot and cell for the water park. Map alone says both, map zoo or map water just one. Trucks, stacks, coins and scores cover both games.
aquaretto-zooloretto-rules-commands-3 = Typing: draw zoo or draw water, take 2, and in a step of one place that game's own words, such as enclosure 3, barn, a cell like 3C or depot. Why and a number from the list explains that choice, for example why 3 while a tile waits for a truck; why truck 3 names the truck.

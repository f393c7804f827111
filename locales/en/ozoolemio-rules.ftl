## O Zoo le Mio: the spoken rules reference, read by "rules [topic]" one paragraph at a time.
## The command words (rules, more) are the shell's, see shell.ftl.
## Written in our own words; the Czech rulebook is the authority, and shared/RULES-FACTS.md adds
## what it leaves open. Where this app decides something the rulebook does not say, the paragraph
## says "in this app".
## Every paragraph must make sense read alone on a 40-cell Braille display: key word first,
## digits rather than number words, no symbols.
## Ids follow the rules reader (accessible_games/narration/rules.py), which builds them from the
## game id "o-zoo-le-mio": o-zoo-le-mio-rules-<topic>-title, o-zoo-le-mio-rules-<topic>-<n>
## (n = 1, 2, ...; the same count in every language), o-zoo-le-mio-rules-<topic>-words (comma
## separated words a player may type to reach the topic; both languages' words are accepted,
## diacritics optional).
## The rulebook has no special rules for 2 players, so that note lives in the overview.

# The topic names, in the order of the topics; each must be one of that topic's words.
-o-zoo-le-mio-rules-list = overview, components, tile set, setup, round, auction, placing, cells, visitors, trees, benches, scoring, income, end, variant

## Navigation lines

# Said for "rules" without a topic.
o-zoo-le-mio-rules-topics = Rules topics, 15: { -o-zoo-le-mio-rules-list }. Type rules and a topic, for example rules auction or rules benches.
# Said after the first paragraph of a topic that has more paragraphs.
o-zoo-le-mio-rules-more = Type more for the next paragraph.
# Said by "more" after the last paragraph of a topic.
o-zoo-le-mio-rules-end-of-topic = End of topic. Type rules and another topic.
# $topic (string) what the player typed after "rules"
o-zoo-le-mio-rules-unknown-topic = No rules topic { $topic }. Topics: { -o-zoo-le-mio-rules-list }.

## Topic: overview

o-zoo-le-mio-rules-overview-title = Overview of O Zoo le Mio
o-zoo-le-mio-rules-overview-words = overview, introduction, about, goal, game, o zoo le mio, players, 2 players, two players
o-zoo-le-mio-rules-overview-1 = O Zoo le Mio is an auction and tile laying game for 2 to 4 players. You run a zoo and try to make it the most attractive one for visitors.
o-zoo-le-mio-rules-overview-2 = Years: the game lasts 5 rounds, 1 for each year of your zoo. In every round you bid coins in secret for new zoo tiles, and each tile you win joins your zoo.
o-zoo-le-mio-rules-overview-3 = Attractiveness: big regions of stars of 1 colour draw visitor figures, many trees draw tree figures, and every path loop you close earns a bench.
o-zoo-le-mio-rules-overview-4 = Points: at the end of each round your figures and benches score, times the round number. After round 5 the highest total wins.
o-zoo-le-mio-rules-overview-5 = 2 players: the game plays the same with 2, 3 or 4 players. The rulebook has no special rules for 2.
o-zoo-le-mio-rules-overview-6 = Tiles: the published tile list is unknown, so in this app you play with our own reconstruction. See the topic tile set.
o-zoo-le-mio-rules-overview-7 = Reading the rules: type rules and a topic name, for example rules auction or rules benches. Type more to hear the next paragraph; topic names work in English and in Czech, and the first few letters are enough.
o-zoo-le-mio-rules-overview-8 = Rules topics: { -o-zoo-le-mio-rules-list }.

## Topic: components

o-zoo-le-mio-rules-components-title = Components
o-zoo-le-mio-rules-components-words = components, material, contents, box, pieces, animals, categories
o-zoo-le-mio-rules-components-1 = Zoo tiles: 25, each shaped like a domino of 2 square halves. The 2 halves of a tile always show different animal categories.
o-zoo-le-mio-rules-components-2 = Star colours: each half shows 1 to 3 stars of its category. Birds have red stars, mammals yellow, reptiles grey, monkeys orange and sea life blue.
o-zoo-le-mio-rules-components-3 = Paths and trees: every tile carries paths, straight, bent or branching, and some halves show trees. Only stars, trees and paths matter; the animal pictures are decoration.
o-zoo-le-mio-rules-components-4 = Start tiles: 4, 1 per player, with paths only and no animals. Each lies beside its player's entrance pavilion.
o-zoo-le-mio-rules-components-5 = Figures: 15 visitor figures, 3 in each star colour, then 3 tree figures and 15 benches.
o-zoo-le-mio-rules-components-6 = Money and flags: 35 coins, 4 player flags and 1 flag pole.

## Topic: tile-set

o-zoo-le-mio-rules-tile-set-title = The tile set
o-zoo-le-mio-rules-tile-set-words = tile set, tiles, reconstruction, tile file, own tiles
o-zoo-le-mio-rules-tile-set-1 = Tile list: the published list of all 25 tiles is not available to us. In this app you play with our own reconstruction, which keeps to everything the rulebook says about the tiles.
o-zoo-le-mio-rules-tile-set-2 = Balance: no colour is favoured. Each colour appears on 10 halves with 20 stars in all, and on 3 halves with trees.
o-zoo-le-mio-rules-tile-set-3 = Trees: 13 tiles show trees, 15 trees in all. Tiles with trees carry a few stars less.
o-zoo-le-mio-rules-tile-set-4 = Paths: bends, straight paths, junctions, crossings and dead ends, and some tiles whose halves no path joins. Each start tile has 1 path from the entrance and 3 open path ends.
o-zoo-le-mio-rules-tile-set-5 = Your own tiles: start a game with the option --tiles and a file name to play with another set of 25 tiles and 4 start tiles. The file is checked first, and each problem is reported with its tile and half.
o-zoo-le-mio-rules-tile-set-6 = File format: the document ozoolemio-tiles.md in the docs folder describes it. A saved game keeps its tiles, so you can resume it without the file.

## Topic: setup

o-zoo-le-mio-rules-setup-title = Setup
o-zoo-le-mio-rules-setup-words = setup, preparation, start, start tile, entrance, pavilion
o-zoo-le-mio-rules-setup-1 = Start tile: each player begins with a start tile laid against the entrance pavilion. Your zoo grows outwards from it.
o-zoo-le-mio-rules-setup-2 = Coins: each player gets 8 coins and keeps them hidden. The bank holds the rest of the 35.
o-zoo-le-mio-rules-setup-3 = Flags: the players' flags hang on the flag pole, one below another. In this app their order is drawn at random; it settles tied bids, see the topic auction.
o-zoo-le-mio-rules-setup-4 = Tiles: the 25 zoo tiles are shuffled face down. Round 1 starts at once, see the topic round.

## Topic: round

o-zoo-le-mio-rules-round-title = A round
o-zoo-le-mio-rules-round-words = round, rounds, year, years, course of play
o-zoo-le-mio-rules-round-1 = Rounds: the game has 5, 1 for each year. At the start of a round, 5 tiles from the stack are turned face up.
o-zoo-le-mio-rules-round-2 = Order: the face-up tiles go up for auction one at a time, in the order they were turned. So you know all of the round's tiles before the first auction.
o-zoo-le-mio-rules-round-3 = After each auction: the winner lays the tile in the zoo at once. Visitor figures, tree figures and benches are updated straight away.
o-zoo-le-mio-rules-round-4 = Round end: when the round's last tile is laid, every zoo is scored and income is paid. See the topics scoring and income.
o-zoo-le-mio-rules-round-5 = Trees variant: in rounds 1 to 4 the number of tiles turned up depends on trees. See the topic variant.

## Topic: auction

o-zoo-le-mio-rules-auction-title = Auctions
o-zoo-le-mio-rules-auction-words = auction, auctions, bid, bids, bidding, flag, flags, flag pole
o-zoo-le-mio-rules-auction-1 = Sealed bids: every player secretly picks a number of coins, from 0 up to all the coins they have. Then all the bids are shown at once.
o-zoo-le-mio-rules-auction-2 = Winner: the highest bidder takes the tile and pays that many coins to the bank. Everyone else keeps their coins.
o-zoo-le-mio-rules-auction-3 = Tie: among equal highest bids, the player whose flag hangs highest on the pole wins. That flag then drops to the bottom, and the flags below it move up 1 place.
o-zoo-le-mio-rules-auction-4 = Flags: they move only when they settle a tie. If everybody bids 0, the player with the highest flag gets the tile for free, and that flag drops to the bottom.
o-zoo-le-mio-rules-auction-5 = Secret bids, in this app: players at a shared keyboard bid one after another. Before you type your bid, the app asks you to make sure nobody else is listening.
o-zoo-le-mio-rules-auction-6 = Hidden amounts: the others hear only that your bid is in, not how much. All amounts are read out together once everybody has bid.
o-zoo-le-mio-rules-auction-7 = Your coins: only you hear how many coins you have. The bots bid without seeing anyone's bid, just like you.
o-zoo-le-mio-rules-auction-8 = A tile that fits nowhere: you can still win it, and you pay for it. See the topic placing.

## Topic: placing

o-zoo-le-mio-rules-placing-title = Placing a tile
o-zoo-le-mio-rules-placing-words = placing, place, lay, laying, placement, paths, set aside
o-zoo-le-mio-rules-placing-1 = Grid: picture your zoo on a grid of squares, each the size of half a tile. Every tile covers 2 neighbouring squares; you may turn it any way, but never flip it over.
o-zoo-le-mio-rules-placing-2 = Contact: the new tile must share at least 1 whole square side with your zoo. Touching only at a corner is not enough.
o-zoo-le-mio-rules-placing-3 = Paths: on every side the new tile shares with your zoo, a path must meet a path. No path may end against grass, whether it leaves the new tile or leads into it.
o-zoo-le-mio-rules-placing-4 = Connection: at least 1 path must lead from the new tile into your zoo. Laying grass only against grass is not allowed.
o-zoo-le-mio-rules-placing-5 = Free squares: a tile never covers another tile or the entrance pavilion. In this app the pavilion is not part of the zoo: touching it does not count, and a path may end at its wall.
o-zoo-le-mio-rules-placing-6 = No table edge: in this app your zoo may grow in every direction, so it never has to be moved to make room.
o-zoo-le-mio-rules-placing-7 = Fits nowhere: in this app a won tile that cannot be laid anywhere in your zoo is set aside for the rest of the game. You still pay your bid.
o-zoo-le-mio-rules-placing-8 = Choosing: the app offers every legal placement, each as the cell of the first half and the direction of the second half. See the topic cells.

## Topic: cells

o-zoo-le-mio-rules-cells-title = Cell names
o-zoo-le-mio-rules-cells-words = cells, cell, cell names, grid, coordinates, map, squares
o-zoo-le-mio-rules-cells-1 = Cell names: the row number first, then the column letter, like a seat in a theatre: 1M is row 1, column M. Each cell is 1 square, that is half a tile.
o-zoo-le-mio-rules-cells-2 = Start: every start tile lies on 1M and 1N. The entrance pavilion stands just above it, on 0M and 0N.
o-zoo-le-mio-rules-cells-3 = Columns: right of N come O to Z, then AA, AB and so on. Left of M come L back to A, then ZZ, ZY and so on, so 3ZZ lies just left of 3A.
o-zoo-le-mio-rules-cells-4 = Rows: numbers grow downwards, so rows 2, 3 and further lie below the start tile. Above row 1 come row 0, then row minus 1, written -1M, and so on.
o-zoo-le-mio-rules-cells-5 = Names stay: a cell keeps its name however your zoo grows. Typing ignores capitals, spaces and the order: m 2, m2 and 2m all mean 2M.
o-zoo-le-mio-rules-cells-6 = Neighbours: 2 cells share a side when they lie in 1 row with neighbouring letters, like 2M and 2N, or in 1 column with neighbouring numbers, like 2M and 3M.
o-zoo-le-mio-rules-cells-7 = Direction: a tile lies with its first half on the chosen cell and its second half east, south, west or north of it. East is to the right, south is down.

## Topic: visitors

o-zoo-le-mio-rules-visitors-title = Visitors
o-zoo-le-mio-rules-visitors-words = visitors, visitor, visitor figures, regions, region, stars, star, attractiveness
o-zoo-le-mio-rules-visitors-1 = Regions: squares with stars of the same colour that share a side form a region. Squares that meet only at a corner are not joined.
o-zoo-le-mio-rules-visitors-2 = Attractiveness: a region is worth the number of its stars. In each colour only your single best region counts, not all of them together.
o-zoo-le-mio-rules-visitors-3 = Visitor figures: 3 in each colour. The player with the most attractive region of a colour holds 2 of them, and the runner-up holds 1.
o-zoo-le-mio-rules-visitors-4 = Only region of a colour: if just 1 player has any region of a colour, that player holds just 1 figure of it.
o-zoo-le-mio-rules-visitors-5 = Ties: of 2 equal regions, the one that reached its value later wins. So a new tile that only draws level with the leader already puts you ahead.
o-zoo-le-mio-rules-visitors-6 = Timing, in this app: a region reaches its value when a tile last grew or joined it. This holds even when the value only equals your older best region of that colour.
o-zoo-le-mio-rules-visitors-7 = When: figures change hands after every tile laid. What you hold when the round ends is what scores.

## Topic: trees

o-zoo-le-mio-rules-trees-title = Trees
o-zoo-le-mio-rules-trees-words = trees, tree, tree figures
o-zoo-le-mio-rules-trees-1 = Trees: every tree drawn in your zoo counts. Only their number matters, not where they grow.
o-zoo-le-mio-rules-trees-2 = Tree figures: there are 3. The zoo with the most trees holds 2, and the zoo with the second most holds 1.
o-zoo-le-mio-rules-trees-3 = Only zoo with trees: if just 1 zoo has any trees, it holds just 1 tree figure.
o-zoo-le-mio-rules-trees-4 = Ties: of 2 zoos with equal trees, the one that reached that number later wins, just as with visitors.
o-zoo-le-mio-rules-trees-5 = Points: a tree figure is worth as much as a visitor figure. See the topic scoring.

## Topic: benches

o-zoo-le-mio-rules-benches-title = Benches
o-zoo-le-mio-rules-benches-words = benches, bench, loops, loop
o-zoo-le-mio-rules-benches-1 = Loops: when a tile you lay closes a path into a ring, you put 1 bench into that loop. Benches stay with you for the rest of the game.
o-zoo-le-mio-rules-benches-2 = New loops only, in this app: a loop that is just made of smaller loops earns nothing. Count the areas your paths enclose: each newly enclosed area earns 1 bench.
o-zoo-le-mio-rules-benches-3 = Example: a tile that closes 2 small loops side by side earns 2 benches. The big ring around both earns no extra bench.
o-zoo-le-mio-rules-benches-4 = Supply: benches never run out; the app counts them for you.

## Topic: scoring

o-zoo-le-mio-rules-scoring-title = Scoring
o-zoo-le-mio-rules-scoring-words = scoring, score, points, round scoring
o-zoo-le-mio-rules-scoring-1 = Round scoring: at the end of each round, your visitor figures, tree figures and benches are added up. The sum is multiplied by the round number.
o-zoo-le-mio-rules-scoring-2 = Example: in round 4, 3 visitor figures, 1 tree figure and 2 benches make 6, and 6 times 4 is 24 points.
o-zoo-le-mio-rules-scoring-3 = Weight: round 1 counts once and round 5 counts 5 times, so the late rounds matter most. Figures won early may still be lost later.
o-zoo-le-mio-rules-scoring-4 = Total: the points of all 5 rounds add up. Coins are not points, see the topic end.

## Topic: income

o-zoo-le-mio-rules-income-title = Income
o-zoo-le-mio-rules-income-words = income, coins, money, bank
o-zoo-le-mio-rules-income-1 = Income: after each round is scored, the bank pays you 1 coin for each auctioned tile in your zoo. The start tile does not count.
o-zoo-le-mio-rules-income-2 = Set aside tiles: a tile that fitted nowhere is not in your zoo, so it brings no income.
o-zoo-le-mio-rules-income-3 = Last round: in this app income is paid after round 5 as well. By then it matters only for a tie at the end.
o-zoo-le-mio-rules-income-4 = Short bank: in this app, if the bank cannot pay everyone in full, it pays 1 coin at a time. It starts at the top flag and goes down the pole, round and round, until the bank is empty.
o-zoo-le-mio-rules-income-5 = Spending: coins are spent only on bids. Coins left at the end only settle ties.

## Topic: end

o-zoo-le-mio-rules-end-title = End of the game
o-zoo-le-mio-rules-end-words = end, game end, winner, tie, ties, tie break
o-zoo-le-mio-rules-end-1 = Game end: once round 5 is scored and paid, the game is over. The highest total of points wins.
o-zoo-le-mio-rules-end-2 = Ties, in this app: of the players with equal points, the one with more coins left wins. The rulebook names no tie break; the translator of the Czech rules suggests the coins.
o-zoo-le-mio-rules-end-3 = Still tied: players with equal points and equal coins share the place.

## Topic: variant

o-zoo-le-mio-rules-variant-title = Trees variant
o-zoo-le-mio-rules-variant-words = variant, trees variant, tree variant, variation
o-zoo-le-mio-rules-variant-1 = Trees variant: you choose it when you set up a game. It changes only how many tiles each round offers.
o-zoo-le-mio-rules-variant-2 = Rounds 1 to 4: tiles are turned face up 1 at a time until 3 of them show trees. A round can therefore offer fewer or more than 5 tiles.
o-zoo-le-mio-rules-variant-3 = Round 5: all tiles still in the stack are turned up and auctioned.
o-zoo-le-mio-rules-variant-4 = Tile set: the variant needs at least 12 tiles with trees, and our set has 13. A tile file with fewer cannot be used for it.

## Zooloretto: the spoken rules reference, read by "rules [topic]" one paragraph at a time.
## The command words (rules, more) are the shell's, see shell.ftl.
## Written in our own words; the Czech rulebooks are the authority, and shared/RULES-FACTS.md adds
## what they leave open. Where this app decides something the rulebook does not say, the paragraph
## says "In this app".
## Every paragraph must make sense read alone on a 40-cell Braille display: key word first,
## digits rather than number words, no symbols.
## Ids: zooloretto-rules-<topic>-title, zooloretto-rules-<topic>-<n> (n = 1, 2, ...; the same
## count in every language), zooloretto-rules-<topic>-words (comma separated words a player may
## type to reach the topic; both languages' words are accepted, diacritics optional).
## Topics: the base game first, then the 9 mini-expansions, then combining them.

# The topic names, in the order of the topics; each must be one of that topic's words.
-zooloretto-rules-list = overview, components, setup, zoo, turn, placing, offspring, coins, money actions, 2 players, end, scoring, ties, faq, buildings, petting zoo, specialised enclosures, polar bear, construction sites, task cards, gorilla, savings book, reindeer, combining

## Navigation lines

# Said for "rules" without a topic.
zooloretto-rules-topics = Rules topics, 24: { -zooloretto-rules-list }. Type rules and a topic, for example rules zoo or rules gorilla.
# Said after the first paragraph of a topic that has more paragraphs.
zooloretto-rules-more = Type more for the next paragraph.
# Said by "more" after the last paragraph of a topic.
zooloretto-rules-end-of-topic = End of topic. Type rules and another topic.
# $topic (string) what the player typed after "rules"
zooloretto-rules-unknown-topic = No rules topic { $topic }. Topics: { -zooloretto-rules-list }.

## Topic: overview

zooloretto-rules-overview-title = Overview of Zooloretto
zooloretto-rules-overview-words = overview, introduction, about, goal, game, zooloretto
zooloretto-rules-overview-1 = Zooloretto is a tile game for 2 to 5 players. Each player builds a zoo: you collect animals and vending stalls from delivery trucks and settle them in your zoo.
zooloretto-rules-overview-2 = Goal: score the most points. Full enclosures and a good mix of stalls bring points, while animals and stalls stuck in your barn cost points.
zooloretto-rules-overview-3 = Coins: they pay for money actions, which rebuild your zoo: move, exchange, purchase, discard and expand.
zooloretto-rules-overview-4 = Mini-expansions: the app also offers the 9 small expansions of the base game, each with its own topic. You switch them on when you set up a game.
zooloretto-rules-overview-5 = Reading the rules: type rules and a topic name, for example rules zoo or rules gorilla. Type more to hear the next paragraph; topic names work in English and in Czech, and the first few letters are enough.
zooloretto-rules-overview-6 = Rules topics: { -zooloretto-rules-list }.

## Topic: components

zooloretto-rules-components-title = Components
zooloretto-rules-components-words = components, material, tiles, species, animals, vending stalls, stall types
zooloretto-rules-components-1 = Species: camel, elephant, flamingo, kangaroo, leopard, chimpanzee, panda and zebra. Each has 11 animal tiles: 2 males, 2 females and 7 without a symbol.
zooloretto-rules-components-2 = Offspring: 16 offspring tiles, 2 per species. They are never shuffled in; they wait beside the stacks until a pair in an enclosure has young.
zooloretto-rules-components-3 = Vending stalls: 12 stall tiles, 3 of each of 4 types. In this app the types are called food, drinks, ice cream and balloons.
zooloretto-rules-components-4 = Money: 12 coin tiles are shuffled in with the animals and stalls. There are 30 coins; each player starts with 2 and the bank keeps the rest.
zooloretto-rules-components-5 = Boards: each player has a zoo board with 3 enclosures and a barn. Expansion boards wait for the money action expand, see the topic zoo.

## Topic: setup

zooloretto-rules-setup-title = Setup
zooloretto-rules-setup-words = setup, preparation, start, species left out, end stack, disc
zooloretto-rules-setup-1 = Species left out: with 2 players 3 species stay in the box, with 3 players 2, with 4 players 1, and with 5 players all 8 play. In this app the species left out are chosen at random.
zooloretto-rules-setup-2 = Stacks: the animal tiles of the species in play, the 12 stalls and the 12 coin tiles are shuffled face down. 15 of them lie apart under the wooden disc as the end stack, and the rest form the main stack.
zooloretto-rules-setup-3 = Trucks: 1 delivery truck per player, each with room for 3 tiles. With 2 players it is different, see the topic 2 players.
zooloretto-rules-setup-4 = Start: in this app the first player in seating order begins, and turns go round in that order.

## Topic: zoo

zooloretto-rules-zoo-title = Your zoo
zooloretto-rules-zoo-words = zoo, enclosures, enclosure, barn, stall spaces, expansion board
zooloretto-rules-zoo-1 = Enclosures: your zoo board has 3, for 5, 4 and 6 animals. Each has stall spaces beside it, and most of them earn coins when filled.
zooloretto-rules-zoo-2 = 5-space enclosure: 1 stall space, 2 coins when filled. It scores 8 points when full and 5 points when 1 animal short.
zooloretto-rules-zoo-3 = 4-space enclosure: 2 stall spaces side by side, 1 coin when filled. It scores 5 points when full and 4 points when 1 animal short.
zooloretto-rules-zoo-4 = 6-space enclosure: 1 stall space, no coins when filled. It scores 10 points when full and 6 points when 1 animal short.
zooloretto-rules-zoo-5 = Barn: it takes any number of animals and stalls of any kind. Whatever is still in it at the end costs points, see the topic scoring.
zooloretto-rules-zoo-6 = Expansion board: bought with the money action expand, it adds an enclosure for 5 animals with 1 stall space and 1 coin when filled. It scores 9 points when full and 5 points when 1 animal short.

## Topic: turn

zooloretto-rules-turn-title = Your turn
zooloretto-rules-turn-words = turn, turns, round, trucks, truck, delivery truck
zooloretto-rules-turn-1 = Turn: you do exactly 1 of 3 things: add a tile to a truck, take a truck and leave the round, or do 1 money action. Then the next player still in the round goes.
zooloretto-rules-turn-2 = Add a tile: draw the top tile and load it onto a truck that has room and that nobody has taken; when every such truck is full, you cannot add a tile. In this app a tile that only 1 truck has room for goes onto it by itself.
zooloretto-rules-turn-3 = End stack: the 15 tiles under the disc are drawn only once the main stack is empty. The first of them starts the last round, see the topic end.
zooloretto-rules-turn-4 = Take a truck: choose a truck with at least 1 tile, place all its tiles at once and sit out the rest of the round. See the topic placing.
zooloretto-rules-turn-5 = Money action: pay coins to rebuild your zoo, see the topic money actions. Once you have taken a truck, you do no more money actions that round.
zooloretto-rules-turn-6 = Last one in: when everybody else has taken a truck, the last player keeps taking turns until taking the last truck.
zooloretto-rules-turn-7 = Next round: once every player has a truck, the empty trucks go back to the middle. The player who took the last truck starts the next round.

## Topic: placing

zooloretto-rules-placing-title = Placing tiles
zooloretto-rules-placing-words = placing, place, placement
zooloretto-rules-placing-1 = Animals: an animal goes into an empty enclosure or into one that already holds its species, as long as a space is free. An enclosure never holds more than 1 species.
zooloretto-rules-placing-2 = Several enclosures: a species may live in more than 1 enclosure at a time, unlike in Aquaretto.
zooloretto-rules-placing-3 = Barn: any tile may go into the barn instead, even when the zoo has room. When nothing fits in the zoo, the barn is the only place.
zooloretto-rules-placing-4 = Stalls: a vending stall goes on any free stall space of your zoo, or into the barn. It need not suit the animals beside it.
zooloretto-rules-placing-5 = Coin tiles: a coin tile from a truck turns into 1 coin in your purse at once.
zooloretto-rules-placing-6 = Order: you place the tiles of your truck 1 at a time, in the order you choose.

## Topic: offspring

zooloretto-rules-offspring-title = Offspring
zooloretto-rules-offspring-words = offspring, baby, babies, breeding, male, female
zooloretto-rules-offspring-1 = Offspring: each species has 2 males and 2 females. When a male and a female of the same species meet in 1 enclosure, they have 1 offspring at once.
zooloretto-rules-offspring-2 = Once each: a male or female that has had offspring never breeds again, wherever it goes later. A third fertile animal waits for a new partner that has not bred yet.
zooloretto-rules-offspring-3 = Where it goes: the offspring joins its parents' enclosure. If that enclosure is full, it goes to the barn.
zooloretto-rules-offspring-4 = Only in enclosures: animals in the barn or on a truck never breed. An offspring counts as a normal animal of its species and can fill an enclosure, see the topic coins.

## Topic: coins

zooloretto-rules-coins-title = Coins and the coin bonus
zooloretto-rules-coins-words = coins, coin, coin bonus, bonus, money
zooloretto-rules-coins-1 = Coin bonus: whenever an animal fills the last free space of an enclosure, you take its coins from the bank. The 5-space enclosure gives 2, the 4-space one and an expansion board 1, the 6-space one none.
zooloretto-rules-coins-2 = Any source: the bonus counts for an animal from a truck, a move or a purchase, and for an offspring. It comes again each time the enclosure is filled anew.
zooloretto-rules-coins-3 = No bonus from exchange: an exchange never earns coins, not even when the offspring it brings about fills an enclosure.
zooloretto-rules-coins-4 = Empty bank: in this app the bonus is paid only as far as the coins left in the bank allow.
zooloretto-rules-coins-5 = Other coins: each coin tile from a truck is 1 coin. You pay money actions with coins, and coins break ties at the end.

## Topic: money-actions

zooloretto-rules-money-actions-title = Money actions
zooloretto-rules-money-actions-words = money actions, money action, move, exchange, purchase, buy, discard, expand
zooloretto-rules-money-actions-1 = Money actions: at most 1 per turn, instead of adding a tile or taking a truck. You pay the bank, except that half of a purchase goes to the seller.
zooloretto-rules-money-actions-2 = Move, 1 coin: bring 1 animal or 1 stall from your barn into your zoo, or move 1 stall to another free stall space.
zooloretto-rules-money-actions-3 = Exchange, 1 coin: swap all animals of 2 enclosures, or all animals of 1 species in your barn with all animals of 1 enclosure.
zooloretto-rules-money-actions-4 = Exchange limits: both sides must hold animals, of different species, and each group must fit where it goes. Stalls stay where they are.
zooloretto-rules-money-actions-5 = Purchase, 2 coins: take any 1 tile from another player's barn and place it in your zoo; the seller cannot refuse. 1 coin goes to the seller and 1 to the bank.
zooloretto-rules-money-actions-6 = Discard, 2 coins: 1 tile of your choice leaves your barn and the game for good.
zooloretto-rules-money-actions-7 = Expand, 3 coins: add an expansion board with a new enclosure, see the topic zoo. Each player may expand once, or twice in a game with 2 players.

## Topic: two-players

zooloretto-rules-two-players-title = 2 players
zooloretto-rules-two-players-words = 2 players, two players, blocked, blockers
zooloretto-rules-two-players-1 = 2 players: the usual rules with these changes. 3 species are left out, and 3 trucks are used, holding 3, 2 and 1 tiles.
zooloretto-rules-two-players-2 = Blocked places: truck 2 carries 1 face-down tile and truck 3 carries 2, taken from the species left out. They stay there all game and are never placed.
zooloretto-rules-two-players-3 = Round end: each player takes 1 truck, so 1 truck is left over. Any face-up tiles on it leave the game.
zooloretto-rules-two-players-4 = Expand: with 2 players each player may add up to 2 expansion boards.

## Topic: end

zooloretto-rules-end-title = End of the game
zooloretto-rules-end-words = end, ending, last round, game end
zooloretto-rules-end-1 = Last round: when a tile is drawn from the end stack under the disc, the round being played becomes the last. It is played out as usual.
zooloretto-rules-end-2 = Game end: when every player has taken a truck in the last round, the game ends and the zoos are scored. See the topic scoring.

## Topic: scoring

zooloretto-rules-scoring-title = Scoring
zooloretto-rules-scoring-words = scoring, score, points, barn penalty
zooloretto-rules-scoring-1 = Full enclosure: it scores its high value, for example 8 points for the 5-space enclosure. With 1 animal short it scores its low value, for example 5 points.
zooloretto-rules-scoring-2 = Fewer animals: with 2 or more spaces empty, an enclosure scores 1 point per animal if at least 1 stall stands beside it, otherwise nothing. For the 4-space enclosure 1 stall is enough.
zooloretto-rules-scoring-3 = Stalls: 2 points for each different stall type in your zoo. Several stalls of the same type count only once.
zooloretto-rules-scoring-4 = Double use: a stall beside a nearly empty enclosure still counts for the stall types too.
zooloretto-rules-scoring-5 = Barn: each species in your barn costs 2 points, and so does each stall type there, however many tiles of it lie there.
zooloretto-rules-scoring-6 = Example: 2 zebras, 1 camel and 2 food stalls in the barn cost 6 points, 2 each for the zebras, the camel and the food.
zooloretto-rules-scoring-7 = Expansions: some mini-expansions add or change points; each of their topics says how.

## Topic: ties

zooloretto-rules-ties-title = Ties
zooloretto-rules-ties-words = ties, tie, tie break, winner, win
zooloretto-rules-ties-1 = Ties: among players with the same total, the one with more coins wins. If they are still tied, they share the win.

## Topic: faq

zooloretto-rules-faq-title = Frequently asked questions
zooloretto-rules-faq-words = faq, questions, frequently asked questions
zooloretto-rules-faq-1 = Exchange with an empty enclosure? No. Both sides of an exchange must hold animals; to bring animals from the barn into an empty enclosure, use move.
zooloretto-rules-faq-2 = Coins when an exchange fills an enclosure? No. An exchange never earns the coin bonus, not even when the offspring it brings about fills the enclosure.
zooloretto-rules-faq-3 = Same species in 2 enclosures? Yes. Unlike in Aquaretto, a species may live in several enclosures.
zooloretto-rules-faq-4 = Money action after taking a truck? No. Taking a truck ends your part in that round.
zooloretto-rules-faq-5 = Stall into the barn while stall spaces are free? Yes, any tile may go into the barn, but it costs points there at the end.

## Topic: buildings (mini-expansion: restaurant, souvenir shop, pavilions)

zooloretto-rules-buildings-title = Expansion: 3 new buildings
zooloretto-rules-buildings-words = buildings, restaurant, souvenir shop, souvenirs, pavilion, pavilions
zooloretto-rules-buildings-1 = Buildings: 1 restaurant, 1 souvenir shop and 2 pavilions wait face up in the middle of the table.
zooloretto-rules-buildings-2 = Restaurant: a new stall type, bought as a money action for 3 coins. It needs 2 free stall spaces side by side, which the base zoo has only beside the 4-space enclosure.
zooloretto-rules-buildings-3 = Fixed: once placed, the restaurant never moves again, not even by the money action move.
zooloretto-rules-buildings-4 = Restaurant points: its owner scores 2 points for every stall standing on a stall space, whatever its type, and the restaurant itself counts once. This replaces the usual points for different stall types.
zooloretto-rules-buildings-5 = Restaurant and barn: each stall type in the barn still costs 2 points. The enclosure beside the restaurant scores even when 2 or more animals are missing.
zooloretto-rules-buildings-6 = Restaurant tips: with 2 players it can bring up to 10 stall points. With 5 players it is a risky buy, since money is short.
zooloretto-rules-buildings-7 = Souvenir shop: a stall with a type of its own. The first player whose animals have an offspring must take it, onto a free stall space, or into the barn if none is free.
zooloretto-rules-buildings-8 = Souvenir points: on a stall space at the end, the shop earns 1 point for each offspring in your enclosures, plus the usual 2 points for its own type; offspring in the barn do not count, and a shop in the barn earns nothing extra. In this app offspring in the petting zoo do not count either.
zooloretto-rules-buildings-9 = Pavilions: 2 special tiles, 3 coins each as a money action. A pavilion goes on a free space of one of your enclosures and stays there for good.
zooloretto-rules-buildings-10 = Pavilion effect: the enclosure needs 1 animal less to be full and to earn its coin bonus. Both pavilions may stand in the same enclosure.
zooloretto-rules-buildings-11 = Pavilion limits: an exchange moves the animals but leaves the pavilion in place, and a pavilion is not a stall. The rulebook advises against pavilions with other expansions; in this app you may still combine them, and the app warns you once.

## Topic: petting-zoo

zooloretto-rules-petting-zoo-title = Expansion: petting zoo
zooloretto-rules-petting-zoo-words = petting zoo, petting
zooloretto-rules-petting-zoo-1 = Petting zoo: each player gets 1, an extra enclosure with room for 2 offspring of any species.
zooloretto-rules-petting-zoo-2 = Choice at birth: when you get an offspring, choose at once where it goes: the petting zoo, or the parents' enclosure, or the barn if that enclosure is full. There is no other way into the petting zoo.
zooloretto-rules-petting-zoo-3 = Coins: you earn 1 coin for the first offspring in your petting zoo and 2 coins for the second.
zooloretto-rules-petting-zoo-4 = Closed: no move or exchange brings an animal into the petting zoo or takes one out. In this app, as the rulebook is silent, its offspring score nothing at the end and do not count for the souvenir shop.
zooloretto-rules-petting-zoo-5 = Breeding: each animal still has offspring only once, wherever its offspring ends up.
zooloretto-rules-petting-zoo-6 = Combining: the rulebook advises against the petting zoo with other expansions. In this app you may still combine them, and the app warns you once.

## Topic: specialised-enclosures

zooloretto-rules-specialised-enclosures-title = Expansion: specialised enclosures
zooloretto-rules-specialised-enclosures-words = specialised enclosures, specialized enclosures, special enclosures, specialised enclosure
zooloretto-rules-specialised-enclosures-1 = Specialised enclosures: 8, 1 for each species, lie in the middle of the table. You can buy any of them as a money action for 2 coins.
zooloretto-rules-specialised-enclosures-2 = Room: a specialised enclosure holds 2 animals, of its own species only. It has no stall spaces and earns no coin bonus.
zooloretto-rules-specialised-enclosures-3 = Points: the rulebook gives them no points. In this app each animal in a specialised enclosure scores 1 point; this is our own decision.
zooloretto-rules-specialised-enclosures-4 = Use: late in the game they are a handy home for surplus animals, but they are not always worth the coins.

## Topic: polar-bear

zooloretto-rules-polar-bear-title = Expansion: polar bear
zooloretto-rules-polar-bear-words = polar bear, bear
zooloretto-rules-polar-bear-1 = Polar bear: the first player to fill the 6-space enclosure takes the polar bear enclosure and keeps it until the end. Nothing can ever be placed in it.
zooloretto-rules-polar-bear-2 = Points: its owner loses only half the usual points for the barn. With gorilla or reindeer too, see the topic combining.

## Topic: construction-sites

zooloretto-rules-construction-sites-title = Expansion: construction sites
zooloretto-rules-construction-sites-words = construction sites, construction site, construction, sites, hand off
zooloretto-rules-construction-sites-1 = Construction sites: 9 tiles, 3 for enclosures, 3 for stall spaces and 3 for barns. They are shuffled in with the other tiles.
zooloretto-rules-construction-sites-2 = Truck with a site: whoever takes it places the site in another player's zoo, never in their own. Several sites may go to the same player.
zooloretto-rules-construction-sites-3 = Where: an enclosure site goes on a free space of any enclosure, a stall space site on a free stall space, and a barn site into the barn. If no other player has a free place of that kind, the site leaves the game.
zooloretto-rules-construction-sites-4 = Blocking: a site blocks its space for other tiles. For the coin bonus and for scoring, that space counts as empty.
zooloretto-rules-construction-sites-5 = Example: the 4-space enclosure holds 3 elephants and a site. It earns no coin bonus, and at the end it scores only 4 points, as if 1 animal were missing.
zooloretto-rules-construction-sites-6 = Fixed: move and exchange never touch a site. The animals of an enclosure with a site can still be exchanged.
zooloretto-rules-construction-sites-7 = Hand off: a new money action for 1 coin. Pass up to 2 sites from your zoo to other players, placed by the usual rules.
zooloretto-rules-construction-sites-8 = Barn sites: 1 or more barn sites in your barn cost 2 points in total.

## Topic: task-cards

zooloretto-rules-task-cards-title = Expansion: task cards
zooloretto-rules-task-cards-words = task cards, task card, tasks, cards
zooloretto-rules-task-cards-1 = Task cards: 5 secret cards; each player gets 1 and shows it only at the end. The rest go back in the box.
zooloretto-rules-task-cards-2 = Species left out: with fewer than 5 players, only flamingo, kangaroo and leopard may stay in the box.
zooloretto-rules-task-cards-3 = Scoring: at the end all cards are shown. You earn 3 points for each full enclosure of your card's 3-point species, and 2 points for each full enclosure of its 2-point species.
zooloretto-rules-task-cards-4 = Spared species: the third species on your card costs you no barn points, however many of its tiles lie there.
zooloretto-rules-task-cards-5 = Our reconstruction: the rulebook does not print the cards, so in this app they are our own. They cover camel, elephant, chimpanzee, panda and zebra, each once for 3 points, once for 2 points and once spared.
zooloretto-rules-task-cards-6 = Card 1: 3 points per full camel enclosure, 2 points per full elephant enclosure, and chimpanzees in the barn cost nothing.
zooloretto-rules-task-cards-7 = Card 2: 3 points per full elephant enclosure, 2 points per full chimpanzee enclosure, and pandas in the barn cost nothing.
zooloretto-rules-task-cards-8 = Card 3: 3 points per full chimpanzee enclosure, 2 points per full panda enclosure, and zebras in the barn cost nothing.
zooloretto-rules-task-cards-9 = Card 4: 3 points per full panda enclosure, 2 points per full zebra enclosure, and camels in the barn cost nothing.
zooloretto-rules-task-cards-10 = Card 5: 3 points per full zebra enclosure, 2 points per full camel enclosure, and elephants in the barn cost nothing.
zooloretto-rules-task-cards-11 = Full enclosures: in this app a full specialised enclosure of the species counts too, like any other full enclosure.

## Topic: gorilla

zooloretto-rules-gorilla-title = Expansion: gorilla
zooloretto-rules-gorilla-words = gorilla
zooloretto-rules-gorilla-1 = Gorilla: the first player to fill the 6-space enclosure takes the gorilla enclosure and keeps it until the end. Nothing can be placed in it; with polar bear or reindeer too, see the topic combining.
zooloretto-rules-gorilla-2 = Investment: once per game, when you draw a tile, you may put 1 coin on your gorilla enclosure and place that tile straight into your zoo instead of on a truck. In this app it goes into an enclosure or on a stall space, never into the barn.
zooloretto-rules-gorilla-3 = Lost coin: that coin stays on the gorilla enclosure. It does not count at the end, not even to break a tie.

## Topic: savings-book

zooloretto-rules-savings-book-title = Expansion: savings book
zooloretto-rules-savings-book-words = savings book, savings, interest
zooloretto-rules-savings-book-1 = Savings book: each player gets 1. On your turn you may use it instead of the usual actions: take 1 of your coins and lay it on field 1.
zooloretto-rules-savings-book-2 = 1 coin at a time: only 1 coin may lie on the book. Once it has come back, you may use the book again.
zooloretto-rules-savings-book-3 = Interest: at the end of each round the coin moves up 1 field. On field 4 it returns to your purse with 1 coin of interest from the bank, in the last round too.
zooloretto-rules-savings-book-4 = Locked: the coin cannot be taken off before it reaches field 4. A coin still on the book at the end of the game counts for ties.
zooloretto-rules-savings-book-5 = Moving up: in this app the coin moves up by itself, so it is never forgotten.

## Topic: reindeer

zooloretto-rules-reindeer-title = Expansion: reindeer
zooloretto-rules-reindeer-words = reindeer, christmas
zooloretto-rules-reindeer-1 = Reindeer: the first player to fill the 6-space enclosure takes the reindeer enclosure and keeps it until the end. Nothing can be placed in it; with polar bear or gorilla too, see the topic combining.
zooloretto-rules-reindeer-2 = Points: its owner scores 1 point for each empty space in the enclosures of the base game, on the zoo board and on expansion boards.
zooloretto-rules-reindeer-3 = Christmas only: the rulebook lets the reindeer play only at Christmas, and we keep our word. In this app it comes to visit from 24 to 26 December.
zooloretto-rules-reindeer-4 = Impatient players: in this app you may switch on the setting reindeer all year, and it comes any day. Flying round the world once a year keeps it fit anyway.

## Topic: combining

zooloretto-rules-combining-title = Combining expansions
zooloretto-rules-combining-words = combining, combine, combinations
zooloretto-rules-combining-1 = Several 6-space bonuses: with more than 1 of polar bear, gorilla and reindeer in play, the first player to fill the 6-space enclosure chooses 1 of them. The next player to fill theirs takes 1 of the rest.
zooloretto-rules-combining-2 = At most 1: no player ever gets more than 1 of these enclosures.
zooloretto-rules-combining-3 = Not recommended: the rulebook advises against playing pavilions or the petting zoo with other expansions. In this app you may still do so, and the app warns you in 1 sentence when the game is set up.
zooloretto-rules-combining-4 = The rest: the other expansions combine freely.

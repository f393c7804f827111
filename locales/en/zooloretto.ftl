### Zooloretto: everything the app says during a game of Zooloretto.
###
### Conventions for translators:
### - Tiles, species and stalls arrive already formatted by the narrator, in
###   the grammatical case named in the comment. Lists arrive joined with
###   common-list-comma and common-list-and (common.ftl).
### - $you is yes when the listener is the player named, otherwise no.
### - Enclosures, trucks and stall spaces arrive as numbers counted from 1.
### - Attributes named .short are the brief forms, at most 40 characters where
###   possible, for a Braille display line.

## Species. The value is the plain name. Attributes: case forms (.nom, .acc,
## .gen, .ins), plural forms for counts (.one for 1, .few for 2 to 4, .many
## for 5 or more), .accpl the plural as an object ("swap the camels"), the
## grammatical gender (.gender: m-anim, f or n; English has none, so n) and
## .words, what a player may type for the species, comma separated, lowercase.

# Camel.
zooloretto-species-camel = camel
    .nom = camel
    .acc = camel
    .gen = camel
    .ins = camel
    .one = camel
    .few = camels
    .many = camels
    .accpl = camels
    .gender = n
    .words = camel
# Elephant.
zooloretto-species-elephant = elephant
    .nom = elephant
    .acc = elephant
    .gen = elephant
    .ins = elephant
    .one = elephant
    .few = elephants
    .many = elephants
    .accpl = elephants
    .gender = n
    .words = elephant
# Flamingo.
zooloretto-species-flamingo = flamingo
    .nom = flamingo
    .acc = flamingo
    .gen = flamingo
    .ins = flamingo
    .one = flamingo
    .few = flamingos
    .many = flamingos
    .accpl = flamingos
    .gender = n
    .words = flamingo
# Kangaroo.
zooloretto-species-kangaroo = kangaroo
    .nom = kangaroo
    .acc = kangaroo
    .gen = kangaroo
    .ins = kangaroo
    .one = kangaroo
    .few = kangaroos
    .many = kangaroos
    .accpl = kangaroos
    .gender = n
    .words = kangaroo
# Leopard.
zooloretto-species-leopard = leopard
    .nom = leopard
    .acc = leopard
    .gen = leopard
    .ins = leopard
    .one = leopard
    .few = leopards
    .many = leopards
    .accpl = leopards
    .gender = n
    .words = leopard
# Chimpanzee.
zooloretto-species-chimpanzee = chimpanzee
    .nom = chimpanzee
    .acc = chimpanzee
    .gen = chimpanzee
    .ins = chimpanzee
    .one = chimpanzee
    .few = chimpanzees
    .many = chimpanzees
    .accpl = chimpanzees
    .gender = n
    .words = chimpanzee, chimp
# Panda.
zooloretto-species-panda = panda
    .nom = panda
    .acc = panda
    .gen = panda
    .ins = panda
    .one = panda
    .few = pandas
    .many = pandas
    .accpl = pandas
    .gender = n
    .words = panda
# Zebra.
zooloretto-species-zebra = zebra
    .nom = zebra
    .acc = zebra
    .gen = zebra
    .ins = zebra
    .one = zebra
    .few = zebras
    .many = zebras
    .accpl = zebras
    .gender = n
    .words = zebra

## Vending stalls, by type. The value is the stall's name; attributes as for
## species, and .type, the type alone as it appears in a list of types.

# A stall selling food.
zooloretto-stall-food = food stall
    .nom = food stall
    .acc = food stall
    .gen = food stall
    .ins = food stall
    .one = food stall
    .few = food stalls
    .many = food stalls
    .type = food
    .gender = n
    .words = food
# A stall selling drinks.
zooloretto-stall-drinks = drinks stall
    .nom = drinks stall
    .acc = drinks stall
    .gen = drinks stall
    .ins = drinks stall
    .one = drinks stall
    .few = drinks stalls
    .many = drinks stalls
    .type = drinks
    .gender = n
    .words = drinks, drink
# A stall selling ice cream.
zooloretto-stall-ice-cream = ice cream stall
    .nom = ice cream stall
    .acc = ice cream stall
    .gen = ice cream stall
    .ins = ice cream stall
    .one = ice cream stall
    .few = ice cream stalls
    .many = ice cream stalls
    .type = ice cream
    .gender = n
    .words = ice cream, ice
# A stall selling balloons.
zooloretto-stall-balloons = balloon stall
    .nom = balloon stall
    .acc = balloon stall
    .gen = balloon stall
    .ins = balloon stall
    .one = balloon stall
    .few = balloon stalls
    .many = balloon stalls
    .type = balloons
    .gender = n
    .words = balloons, balloon
# The restaurant (a mini-expansion building, a stall type of its own).
zooloretto-stall-restaurant = restaurant
    .nom = restaurant
    .acc = restaurant
    .gen = restaurant
    .ins = restaurant
    .one = restaurant
    .few = restaurants
    .many = restaurants
    .type = restaurant
    .gender = n
    .words = restaurant
# The souvenir shop (a mini-expansion building, a stall type of its own).
zooloretto-stall-souvenir-shop = souvenir shop
    .nom = souvenir shop
    .acc = souvenir shop
    .gen = souvenir shop
    .ins = souvenir shop
    .one = souvenir shop
    .few = souvenir shops
    .many = souvenir shops
    .type = souvenirs
    .gender = n
    .words = souvenir shop, souvenirs
# Any stall, when the type does not matter.
zooloretto-stall-any = stall
    .nom = stall
    .acc = stall
    .gen = stall
    .ins = stall

## Tiles.

# One tile. $kind: male, female, plain, offspring, stall, coin or other;
# $case: the grammatical case wanted (nom, acc, gen, ins); $animal: the
# species in that case; $of: the species in the genitive (as in "male of
# the camel"); $stall: the stall in that case; $code: the tile's code, for
# tiles of a mini-expansion the app cannot name yet.
zooloretto-tile = { $kind ->
        [male] male { $of }
        [female] female { $of }
        [offspring] { $of } offspring
        [stall] { $stall }
        [coin] coin
        [plain] { $animal }
       *[other] tile { $code }
    }

## Counts. $count is the number; $one, $few and $many the noun's forms for
## 1, for 2 to 4 and for 5 or more.

# A number of animals or stalls: "3 camels".
zooloretto-count = { $count ->
        [one] 1 { $one }
        [few] { $count } { $few }
       *[other] { $count } { $many }
    }

## Lists and small pieces.

# A name with a number, as in a brief score or coins list ("Points: Ann: 10"):
# $name is a player, $number the figure.
zooloretto-player-number = { $name }: { $number }
# A player and their coins in the coins list ("Ann has 3"): $name, $coins.
zooloretto-player-coins = { $name } has { $coins }
# A player and their points in the points list ("Ann has 10"): $name, $points.
zooloretto-player-points = { $name } has { $points }
# One player in the players list: $name; $kind is bot, you or other.
zooloretto-player-entry = { $kind ->
        [bot] { $name } (bot)
        [you] { $name } (you)
       *[other] { $name }
    }
# Nothing, in a list.
zooloretto-none = none
# An enclosure without animals, in a list entry.
zooloretto-no-animals = no animals

## Events. $player is the acting player; $you as above.

# The first line of a game. $count players; $players listed; $removed: how
# many species are left out, listed in $species; $trucks: how many trucks;
# $first: the starting player.
zooloretto-game-started = Zooloretto, { $count } players: { $players }. { $removed ->
        [0] All 8 species are in play.
       *[other] Left out of this game: { $species }.
    } { $trucks } trucks. { $you ->
        [yes] You start.
       *[no] { $first } starts.
    }
# 2 players: $blockers places of truck $truck are blocked for the whole game.
zooloretto-truck-blocked = Truck { $truck }: { $blockers ->
        [one] 1 place blocked by a face-down tile for the whole game.
       *[other] { $blockers } places blocked by face-down tiles for the whole game.
    }
# A new round: $round; $player starts it.
zooloretto-round-started = Round { $round }. { $you ->
        [yes] You start.
       *[no] { $player } starts.
    }
# A tile was turned face up: $tile (nominative); $end is yes when it comes from
# the end stack under the disc.
zooloretto-tile-drawn = { $end ->
        [yes] { $you ->
            [yes] You draw from the end stack: { $tile }.
           *[no] { $player } draws from the end stack: { $tile }.
        }
       *[no] { $you ->
            [yes] You draw: { $tile }.
           *[no] { $player } draws: { $tile }.
        }
    }
    .short = { $end ->
        [yes] From the end stack: { $tile }.
       *[no] Drawn: { $tile }.
    }
# The first tile from under the disc: this round is the last.
zooloretto-final-round = Last round: the end stack under the disc is reached.
# The drawn $tile (accusative) went on truck $truck; $only is yes when no other truck
# had room (then the app does not ask).
zooloretto-tile-loaded = { $you ->
        [yes] You put the { $tile } on truck { $truck }
       *[no] { $player } puts the { $tile } on truck { $truck }
    }{ $only ->
        [yes] , the only truck with room.
       *[no] .
    }
    .short = Truck { $truck }: { $tile_nom }.
# $player took truck $truck with $tiles (nominative, listed).
zooloretto-truck-taken = { $you ->
        [yes] You take truck { $truck }: { $tiles }.
       *[no] { $player } takes truck { $truck }: { $tiles }.
    }
    .short = { $you ->
        [yes] You take truck { $truck }: { $tiles }.
       *[no] { $player } takes truck { $truck }.
    }
# A coin tile went to the purse; $coins is the purse now.
zooloretto-coin-tile-cashed = { $you ->
        [yes] Coin: you have { $coins ->
            [one] 1 coin.
           *[other] { $coins } coins.
        }
       *[no] Coin: { $player } has { $coins ->
            [one] 1 coin.
           *[other] { $coins } coins.
        }
    }
    .short = { $you ->
        [yes] Coin, you have { $coins }.
       *[no] Coin, { $player } has { $coins }.
    }
# An animal went into an enclosure. $tile (accusative); $enclosure its
# number; $count animals in it now, of $size ($size is 0 when not known);
# $empty spaces still empty.
zooloretto-animal-placed = { $you ->
        [yes] You put the { $tile } in enclosure { $enclosure }
       *[no] { $player } puts the { $tile } in enclosure { $enclosure }
    }{ $size ->
        [0] .
       *[other] { $empty ->
            [0] , now full.
           *[other] , now { $count } of { $size }.
        }
    }
    .clause = the { $tile } in enclosure { $enclosure }{ $size ->
        [0] {""}
       *[other] { $empty ->
            [0] , now full
           *[other] , now { $count } of { $size }
        }
    }
    .short = { $you ->
        [yes] Enclosure { $enclosure }: { $tile_nom }.
       *[no] { $player }, enclosure { $enclosure }: { $tile_nom }.
    }
    .clause-short = { $tile_nom }, enclosure { $enclosure }
# A stall went on a stall space. $tile (accusative); $enclosure; $slot the
# space's number and $slots how many spaces the enclosure has.
zooloretto-stall-placed = { $you ->
        [yes] You put the { $tile } at enclosure { $enclosure }
       *[no] { $player } puts the { $tile } at enclosure { $enclosure }
    }{ $slots ->
        [one] .
       *[other] , stall space { $slot }.
    }
    .clause = the { $tile } at enclosure { $enclosure }{ $slots ->
        [one] {""}
       *[other] , stall space { $slot }
    }
    .short = { $you ->
        [yes] Enclosure { $enclosure }: { $tile_nom }.
       *[no] { $player }, enclosure { $enclosure }: { $tile_nom }.
    }
    .clause-short = { $tile_nom }, enclosure { $enclosure }
# A tile went into the barn: $tile (accusative).
zooloretto-put-in-barn = { $you ->
        [yes] You put the { $tile } in your barn.
       *[no] { $player } puts the { $tile } in the barn.
    }
    .clause = { $you ->
        [yes] the { $tile } in your barn
       *[no] the { $tile } in the barn
    }
    .short = { $you ->
        [yes] Barn: { $tile_nom }.
       *[no] { $player }, barn: { $tile_nom }.
    }
    .clause-short = { $tile_nom }, barn
# A tile from a truck went into the barn unasked, no enclosure or stall space of the
# zoo taking it: $player (or $you), $tile (accusative).
zooloretto-only-barn = { $you ->
        [yes] You put the { $tile } in your barn: it has no place in your zoo.
       *[no] { $player } puts the { $tile } in the barn: it has no place in the zoo.
    }
# A pair had an offspring, $tile (nominative), in enclosure $enclosure.
# $barn is yes when the enclosure was full and the offspring went to the
# barn; otherwise $count animals are in the enclosure now, of $size.
zooloretto-offspring-born = { $you ->
        [yes] Offspring in your enclosure { $enclosure }: { $tile }
       *[no] Offspring for { $player } in enclosure { $enclosure }: { $tile }
    }{ $barn ->
        [yes] ; the enclosure is full, so it goes to the barn.
       *[no] { $size ->
            [0] .
           *[other] , now { $count } of { $size }.
        }
    }
# An offspring, $tile_nom (nominative), was born in enclosure $enclosure and
# waits for its owner to choose its place (mini-expansion petting zoo).
zooloretto-offspring-arrived = { $you ->
        [yes] Offspring in your enclosure { $enclosure }: { $tile_nom }; choose where it goes.
       *[no] Offspring for { $player } in enclosure { $enclosure }: { $tile_nom }.
    }
# An animal filled enclosure $enclosure: $earned coins from the bank; $coins the purse now.
zooloretto-coin-bonus = Enclosure { $enclosure } is full: { $you ->
        [yes] you get { $earned ->
            [one] 1 coin
           *[other] { $earned } coins
        }, now { $coins }.
       *[no] { $player } gets { $earned ->
            [one] 1 coin
           *[other] { $earned } coins
        }, now { $coins }.
    }
# A money action was paid for. $action: move, exchange, purchase, discard,
# expand, the mini-expansions' restaurant, pavilion, special (a specialised
# enclosure), hand-off (construction sites) and gorilla, or other; $cost coins
# paid to the bank; $coins the purse now.
zooloretto-money-paid = { $you ->
        [yes] You pay
       *[no] { $player } pays
    } { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    } for { $action ->
        [move] a move
        [exchange] an exchange
        [purchase] a purchase
        [discard] a discard
        [expand] an expansion board
        [restaurant] the restaurant
        [pavilion] a pavilion
        [special] a specialised enclosure
        [hand-off] handing off construction sites
        [gorilla] the gorilla
       *[other] a money action
    }, { $coins ->
        [one] 1 coin left.
       *[other] { $coins } coins left.
    }
# The animals of enclosures $first and $second swapped places. $detail is
# yes when the new contents are known: $first_animals in enclosure $first,
# $second_animals in enclosure $second (counts with species).
zooloretto-enclosures-exchanged = { $you ->
        [yes] You swap the animals of enclosures { $first } and { $second }.
       *[no] { $player } swaps the animals of enclosures { $first } and { $second }.
    }{ $detail ->
        [yes] { " " }Now { $first }: { $first_animals }; { $second }: { $second_animals }.
       *[no] {""}
    }
# The barn's animals of one species, $species (accusative plural), swapped
# with the animals of enclosure $enclosure.
zooloretto-barn-exchanged = { $you ->
        [yes] You swap the { $species } in your barn with the animals of enclosure { $enclosure }.
       *[no] { $player } swaps the { $species } in the barn with the animals of enclosure { $enclosure }.
    }
# A purchase: $tile (accusative) from the barn of $seller for 2 coins, 1 of
# them to the seller, who has $seller_coins now; $seller_you is yes when the
# listener is the seller.
zooloretto-tile-purchased = { $you ->
        [yes] You buy the { $tile } from the barn of { $seller }; { $seller } gets 1 coin, now { $seller_coins }.
       *[no] { $seller_you ->
            [yes] { $player } buys the { $tile } from your barn; you get 1 coin, now { $seller_coins }.
           *[no] { $player } buys the { $tile } from the barn of { $seller }; { $seller } gets 1 coin, now { $seller_coins }.
        }
    }
# A tile, $tile (accusative), was removed from the barn for good.
zooloretto-tile-discarded = { $you ->
        [yes] You discard the { $tile } from your barn.
       *[no] { $player } discards the { $tile } from the barn.
    }
# An expansion board was added: enclosure $enclosure with $size spaces ($size
# is 0 when not known).
zooloretto-zoo-expanded = { $you ->
        [yes] You add an expansion board: new enclosure { $enclosure }
       *[no] { $player } adds an expansion board: new enclosure { $enclosure }
    }{ $size ->
        [0] .
       *[other] , { $size } spaces.
    }
# A move or purchase was called off before anything was paid.
zooloretto-money-action-cancelled = { $you ->
        [yes] You cancel the money action; nothing is paid.
       *[no] { $player } cancels the money action; nothing is paid.
    }
# 2 players: nobody took truck $truck; its $count tiles, listed in $tiles, leave the game.
zooloretto-leftovers-removed = Nobody took truck { $truck }, so its tiles leave the game: { $tiles }.
# Every player has taken a truck.
zooloretto-round-ended = Round { $round } ends: every player has a truck.
    .short = Round { $round } ends.

## The end of the game.

# First result line: $scores lists every player with their points.
zooloretto-game-ended = Game over. Points: { $scores }.
# One line per player: $name, $total points; $categories: the categories listed;
# $coins: the coins left, said apart because they only break a tie.
zooloretto-result-player = { $name }: { $total ->
        [one] 1 point
       *[other] { $total } points
    }. { $categories }. Coins for a tie-break: { $coins }.
# Score categories, each with its figure $points. Enclosures: points of all enclosures.
zooloretto-category-enclosures = enclosures { $points }
# Stalls: 2 points per different stall type in the zoo.
zooloretto-category-stalls = stalls { $points }
# Barn: the penalty, $minus is its size as a positive number.
zooloretto-category-barn = { $minus ->
        [0] barn 0
       *[other] barn minus { $minus }
    }
# A category of a mini-expansion with no name of its own: $name its id, $points the figure.
zooloretto-category-other = { $name } { $points }
# Final places with 3 or more players: $places lists place number and name.
zooloretto-places = Places: { $places }.
# The winner. $name: the winner, or the winners listed; $you; $tiebreak: none,
# coins (won on more coins) or shared (a shared win).
zooloretto-winner = { $tiebreak ->
        [shared] Shared win: { $name }.
        [coins] { $you ->
            [yes] You win on coins, { $name }.
           *[no] { $name } wins on coins.
        }
       *[none] { $you ->
            [yes] You win, { $name }.
           *[no] { $name } wins.
        }
    }
# Tie on points broken by coins. $tied: the tied players listed; $count: how
# many; $score: their points; $name: the winner; $coins: the winner's coins;
# $others: the other tied players' coins listed.
zooloretto-tie-break-coins = { $tied } { $count ->
        [2] both have
       *[other] all have
    } { $score ->
        [one] 1 point
       *[other] { $score } points
    }; { $name } wins with more coins, { $coins } against { $others }.
# Shared win: $winners listed; $score their points; $coins the coins each has.
zooloretto-tie-break-shared = Shared win: { $winners }, { $score ->
        [one] 1 point
       *[other] { $score } points
    } and { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    } each.

## Describing the table. The value is the sentence for normal and full
## verbosity; .short is the brief form.

# Whose turn: $player; $you; $coins in the listener's purse; $final is yes in the last round.
zooloretto-turn = { $you ->
        [yes] Your turn, { $player }. { $coins ->
            [one] 1 coin.
           *[other] { $coins } coins.
        }
       *[no] { $player }'s turn.
    }{ $final ->
        [yes] { " " }Last round.
       *[no] {""}
    }
    .short = { $you ->
        [yes] { $player }, coins { $coins }
       *[no] Turn: { $player }
    }
# Whose turn it is, as the head of a long list of the turn's choices
# ("Your turn, Anna, 3 coins, 5 choices:"); variables as in zooloretto-turn.
zooloretto-turn-what = { $final ->
        [yes] Last round.{ " " }
       *[no] {""}
    }{ $you ->
        [yes] Your turn, { $player }, { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        }
       *[no] { $player }'s turn
    }
    .short = { $you ->
        [yes] { $player }, coins { $coins }
       *[no] Turn: { $player }
    }
# The game has ended.
zooloretto-turn-over = Game over.
# One truck. $number: the truck's number; $state: loaded, full, empty or
# taken; $tiles: its face-up tiles listed; $player: who took it.
zooloretto-truck-entry = { $state ->
        [taken] { $number } taken by { $player }
        [empty] { $number } empty
        [full] { $number } full, carries { $tiles }
       *[loaded] { $number } carries { $tiles }
    }
# A truck with face-down blockers: $entry as above, $blockers places blocked.
zooloretto-truck-with-blockers = { $entry }, { $blockers ->
        [one] 1 blocked
       *[other] { $blockers } blocked
    }
# The heading before the trucks said one a line: $count trucks.
zooloretto-trucks-heading = Trucks, { $count }:
# One truck on a line of its own: $entry as in zooloretto-truck-entry.
zooloretto-truck-line = Truck { $entry }.
# The trucks: $trucks, the entries joined with semicolons.
zooloretto-trucks = Trucks: { $trucks }.
    .short = Trucks: { $trucks }
# The round and the stacks: $round; $stack tiles in the main stack; $end under the disc.
zooloretto-stacks = Round { $round }. Stack: { $stack } tiles, { $end } under the disc.
    .short = Round { $round }, stack { $stack }, end { $end }
# Everyone's coins: $players lists who has how many (zooloretto-player-coins);
# $short the same, brief (zooloretto-player-number); $bank coins in the bank.
zooloretto-coins = Coins: { $players }. Bank: { $bank }.
    .short = Coins: { $short }
# Points if the game ended now: $scores lists who has how many
# (zooloretto-player-points); $short the same, brief (zooloretto-player-number).
zooloretto-scores = Points now: { $scores }.
    .short = Points: { $short }

# The players: $count is how many, $players the entries listed.
zooloretto-players = { $count } players: { $players }.
# The tile being placed, $tile (nominative), and $count more from the truck, listed in $tiles.
zooloretto-hand-placing = { $count ->
        [0] Placing: { $tile }.
       *[other] Placing: { $tile }. Still to place: { $tiles }.
    }
    .short = Placing: { $tile }
# Tiles of the taken truck still to place: $count, listed in $tiles.
zooloretto-hand-waiting = { $count ->
        [one] To place: { $tiles }.
       *[other] To place, in the order you choose: { $tiles }.
    }
    .short = To place: { $tiles }
# The tile just drawn, $tile (nominative), waits to go on a truck.
zooloretto-hand-drawn = Drawn: { $tile }, to put on a truck.
    .short = Drawn: { $tile }
# Nothing to place.
zooloretto-hand-empty = Nothing in hand.
    .short = Hand empty

## A zoo, described as a list.

# Zoo heading: $name owns it; $you; $enclosures how many; $barn tiles in the
# barn; $coins; $points if the game ended now.
zooloretto-zoo-title = { $you ->
        [yes] Your zoo
       *[no] Zoo of { $name }
    }: { $enclosures } enclosures, barn { $barn }, { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }, { $points ->
        [one] 1 point now.
       *[other] { $points } points now.
    }
    .short = { $you ->
        [yes] Your zoo
       *[no] Zoo { $name }
    }: { $points } points
# One enclosure. $number; $kind: five, four, six, expansion, special (a
# specialised enclosure for $species only, plural object) or other; $capacity
# its spaces; $pavilions of them hold a pavilion, so $size animals complete
# it; $sites of them hold a construction site (blocked, counted as empty);
# $count animals, shown with their species in $animals; $empty spaces free
# for animals; $waiting: male, female or none, a fertile animal still without
# partner; $stalls: its stall spaces described; $coins it pays when an animal
# fills it (not said when it is full already); $full and $short its points full
# and one short; $points its points now; $best the most it can still score (said
# when a site stands there).
zooloretto-enclosure = Enclosure { $number }{ $kind ->
        [expansion] , expansion board
        [special] , specialised for { $species } only
       *[other] {""}
    }, { $capacity } spaces{ $pavilions ->
        [0] {""}
        [one] , 1 under a pavilion, so { $size } animals complete it
       *[other] , { $pavilions } under pavilions, so { $size } animals complete it
    }{ $sites ->
        [0] {""}
        [one] , 1 blocked by a construction site that counts as empty
       *[other] , { $sites } blocked by construction sites that count as empty
    }: { $count ->
        [0] empty.
       *[other] { $animals }, { $empty ->
            [0] full.
            [one] 1 empty.
           *[other] { $empty } empty.
        }
    }{ $waiting ->
        [male] { " " }A male waits for a female.
        [female] { " " }A female waits for a male.
       *[none] {""}
    } { $stalls } { $sites ->
        [0] { $empty ->
            [0] {""}
           *[other] { $coins ->
                [0] Filling it pays no coins.
                [one] Filling it pays 1 coin.
               *[other] Filling it pays { $coins } coins.
            }{ " " }
        }Points: full { $full }, one short { $short }, now { $points }.
       *[other] It can never be complete: no coins for filling it, at best { $best } points, now { $points }.
    }
    .short = Enclosure { $number }: { $count ->
        [0] empty, { $size } spaces
       *[other] { $animals }, { $empty } empty
    }
# The stall spaces of an enclosure: $count spaces; $spaces lists each as
# number and content (a stall, or free).
zooloretto-stall-spaces = { $count ->
        [0] No stall space.
        [one] Stall space: { $spaces }.
       *[other] Stall spaces: { $spaces }.
    }
# One stall space in a list: $number (0 when the enclosure has only one
# space); $free is yes when it is free; $site is yes when a construction site
# blocks it; otherwise $stall is the stall on it (nominative).
zooloretto-stall-space = { $number ->
        [0] { $free ->
            [yes] free
           *[no] { $site ->
                [yes] blocked by a construction site, not a stall
               *[no] { $stall }
            }
        }
       *[other] { $free ->
            [yes] space { $number } is free
           *[no] { $site ->
                [yes] space { $number } is blocked by a construction site, not a stall
               *[no] { $stall } on space { $number }
            }
        }
    }

# The restaurant stands on all the stall spaces of an enclosure ($count of them).
zooloretto-stall-spaces-restaurant = Both stall spaces: the restaurant.
# The stall types in a zoo: $count types, listed in $types; $points they are
# worth; $restaurant is yes when the restaurant stands there (2 points per stall).
zooloretto-zoo-stalls = { $count ->
        [0] Stalls in the zoo: none yet.
       *[other] Stall types in the zoo: { $types }, worth { $points ->
            [one] 1 point
           *[other] { $points } points
        }{ $restaurant ->
            [yes] , 2 points for every stall thanks to the restaurant.
           *[no] .
        }
    }
    .short = Stall types: { $count }
# A barn. $name; $you; $count tiles, listed by species and stall type in
# $tiles; $species different species and $stalls stall types; $sites
# construction sites (2 points for any number); $halved is yes when the polar
# bear halves the penalty; $penalty the points it would cost now.
zooloretto-barn = { $count ->
        [0] { $you ->
            [yes] Your barn is empty.
           *[no] Barn of { $name } is empty.
        }
       *[other] { $you ->
            [yes] Your barn
           *[no] Barn of { $name }
        }, { $count ->
            [one] 1 tile
           *[other] { $count } tiles
        }: { $tiles }. It costs { $penalty } points now: { $species ->
            [one] 1 species
           *[other] { $species } species
        }, { $stalls ->
            [one] 1 stall type
           *[other] { $stalls } stall types
        }{ $sites ->
            [0] {""}
           *[other] , construction sites
        }{ $halved ->
            [yes] , halved by the polar bear.
           *[no] .
        }
    }
    .short = { $you ->
        [yes] Barn
       *[no] Barn { $name }
    } { $count }: { $tiles }
# Points by category if the game ended now: $name; $total; $categories listed;
# $coins: the coins now, said apart because they only break a tie.
zooloretto-score-player = { $name }: { $total ->
        [one] 1 point
       *[other] { $total } points
    }. { $categories }. Coins for a tie-break: { $coins }.

## Options in the numbered lists.

# Add a tile to a truck (draw one and load it).
zooloretto-action-draw = add a tile to a truck
    .short = draw
# Take truck $truck with $tiles (nominative, listed).
zooloretto-action-take = take truck { $truck }: { $tiles }
    .short = truck { $truck }: { $tiles }
# Put the drawn tile on truck $truck holding $count tiles, listed in $tiles.
zooloretto-action-load = { $count ->
        [0] truck { $truck }, empty
       *[other] truck { $truck }: { $tiles }
    }
    .short = truck { $truck }{ $count ->
        [0] {""}
       *[other] : { $tiles }
    }
# Put the animal in enclosure $enclosure: $count animals there, shown with
# their species in $animals; $empty spaces free; $fills is yes when this animal fills it.
zooloretto-action-enclosure = enclosure { $enclosure }: { $count ->
        [0] empty, { $empty } spaces
       *[other] { $animals }, { $empty } free
    }{ $fills ->
        [yes] , fills it
       *[no] {""}
    }
    .short = enclosure { $enclosure }, { $empty } free{ $fills ->
        [yes] , fills it
       *[no] {""}
    }
# Put the stall on a stall space of enclosure $enclosure; $slot the space,
# $slots how many the enclosure has; $animals the enclosure's animals or none.
zooloretto-action-stall-space = { $slots ->
        [one] stall space at enclosure { $enclosure }
       *[other] stall space { $slot } at enclosure { $enclosure }
    }, { $animals }
# Put the tile in the barn.
zooloretto-action-barn = barn
# Back out of the money action; nothing is paid.
zooloretto-action-cancel = cancel
# Money action move: $tile (accusative) from the barn into the zoo for $cost.
zooloretto-action-move = move the { $tile } from the barn, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Money action move: the stall $tile (accusative) at enclosure $enclosure to another space.
zooloretto-action-move-stall = move the { $tile } at enclosure { $enclosure }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Money action exchange: the animals of enclosures $first and $second,
# $first_animals and $second_animals (counts with species), for $cost.
zooloretto-action-exchange = swap enclosures { $first } and { $second }: { $first_animals } with { $second_animals }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
    .short = swap { $first } and { $second }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Money action exchange: the barn's $animals (count with species) with
# enclosure $enclosure's $other, for $cost.
zooloretto-action-exchange-barn = swap { $animals } in the barn with enclosure { $enclosure }: { $other }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Money action purchase: $tile (accusative) from the barn of $player, for $cost.
zooloretto-action-purchase = buy the { $tile } from { $player }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Money action discard: $tile (accusative) from one's barn, for $cost.
zooloretto-action-discard = discard the { $tile } from the barn, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Money action expand: an expansion board with a $size space enclosure, for $cost.
zooloretto-action-expand = add an expansion board, { $size } spaces, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
    .short = expansion board, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# A group of choices that opens its own list: $kind (money, move, exchange,
# purchase, discard, expand, and the mini-expansions' build, special and
# hand-off, or other) with $count choices.
zooloretto-group = { $kind ->
        [money] money actions
        [move] move
        [exchange] exchange
        [purchase] buy
        [discard] discard
        [expand] expand
        [build] buildings
        [special] specialised enclosures
        [hand-off] hand off construction sites
       *[other] more
    }, { $count ->
        [one] 1 choice
       *[other] { $count } choices
    }
    .short = { $kind ->
        [money] money actions
        [move] move
        [exchange] exchange
        [purchase] buy
        [discard] discard
        [expand] expand
        [build] buildings
        [special] specialised enclosures
        [hand-off] hand off construction sites
       *[other] more
    }, { $count }

## Questions at the player's turn. $options is the numbered list.

# A turn: add a tile, take a truck, or a money action.
zooloretto-prompt-turn = Choose: { $options }.
    .short = { $options }.
# A group's own list in one line: $what as in zooloretto-group-what.
zooloretto-prompt-group = { $what }: { $options }. Back returns.
# What a group's own list holds: $kind as in zooloretto-group.
zooloretto-group-what = { $kind ->
        [money] Money actions
        [move] Move
        [exchange] Exchange
        [purchase] Buy
        [discard] Discard
        [expand] Expand
        [build] Buildings
        [special] Specialised enclosures
        [hand-off] Hand off construction sites
       *[other] More
    }
# Said after a group's own list when its entries take a line each.
zooloretto-back = Back returns.
# The drawn $tile (accusative) goes on a truck.
zooloretto-prompt-load = Put the { $tile } on which truck? { $options }.
    .short = { $options }.
# The taken truck's tiles: which one is placed next.
zooloretto-prompt-choose = Which tile next? { $options }.
    .short = { $options }.
# Place $tile (accusative). $source: truck, move, move_stall, purchase or
# other; $seller: who sells it (purchase); $count places in the zoo;
# $options all choices numbered.
zooloretto-prompt-place = { $source ->
        [move] Move the { $tile } from your barn to
        [move_stall] Move the { $tile } to
        [purchase] The { $tile } from { $seller } goes to
       *[other] Place the { $tile }
    }{ $count ->
        [0] : no place in your zoo. { $options }.
       *[other] : { $options }.
    }
    .short = { $count ->
        [0] No place in your zoo. { $options }.
       *[other] { $options }.
    }
# Any other question: $options numbered.
zooloretto-prompt-other = Choose: { $options }.
    .short = { $options }.
# What the decision now asks, in a few words: the line before a long list
# ("Truck for the camel, 12 choices:") and the prompt before the cursor
# ("Truck for the camel, 1 to 3:"). $kind: turn, load (the drawn $tile goes
# on a truck), choose (which tile next), place, move, move_stall, purchase
# (from $seller), born, gift, buy, site, gorilla, bonus, or other; $tile is
# the tile to place. .short: the same without the tile, for a prompt that
# would pass 40 characters.
zooloretto-decision = { $kind ->
        [turn] Your turn
        [load] Truck for the { $tile }
        [choose] Next tile
        [move] Move the { $tile } to
        [move_stall] New space for the { $tile }
        [purchase] Place for the { $tile } from { $seller }
        [gift] Space for the { $tile }
        [site] Zoo for the { $tile }
        [gorilla] Gorilla, place for the { $tile }
        [bonus] Bonus enclosure
        [place] Place for the { $tile }
        [born] Place for the { $tile }
        [buy] Place for the { $tile }
       *[other] Choose
    }
    .short = { $kind ->
        [turn] Your turn
        [load] Truck
        [choose] Next tile
        [move] Move to
        [move_stall] New stall space
        [purchase] Place for the purchase
        [gift] Stall space
        [site] Zoo for the site
        [gorilla] Gorilla, place
        [bonus] Bonus enclosure
        [born] Place for the newborn
        [buy] Place for the building
        [place] Place
       *[other] Choose
    }

## Why a choice is allowed: what it would do.

# Putting $tile (accusative) in enclosure $enclosure: $count animals then, of
# $size; $fills yes when it fills it, with $coins coins; $breed yes when an
# offspring is born; $points the enclosure's points then.
zooloretto-why-enclosure = Enclosure { $enclosure } is allowed for the { $tile }: { $count } of { $size } then{ $fills ->
        [yes] { $coins ->
            [0] , full.
            [one] , full, and pays 1 coin.
           *[other] , full, and pays { $coins } coins.
        }
       *[no] .
    }{ $breed ->
        [yes] { " " }An offspring is born.
       *[no] {""}
    } Points then: { $points }.
# Putting a stall on a space at enclosure $enclosure; $new is yes when the zoo
# has no stall of this type yet (2 more points); $helps is yes when the
# enclosure then scores its animals although 2 or more spaces are empty.
zooloretto-why-stall-space = Stall space at enclosure { $enclosure } is allowed{ $new ->
        [yes] : a new stall type, plus 2 points
       *[no] : this stall type is already in your zoo
    }{ $helps ->
        [yes] ; it also lets the enclosure score its animals.
       *[no] .
    }
# Putting $tile (nominative) in the barn; $penalty: the points it adds to the
# barn penalty now (0 when its kind is already there).
zooloretto-why-barn = The barn is allowed: { $penalty ->
        [0] the { $tile } costs nothing more, its kind is already there.
       *[other] the { $tile } costs { $penalty } points at the end unless it leaves the barn.
    }

## Why an action is refused. Each says what is wrong and what is possible.

# Wrong number of players: allowed from $min to $max.
zooloretto-error-player-count = Zooloretto is for { $min } to { $max } players; change the number of players.
# The expansion $name is not known.
zooloretto-error-unknown-expansion = There is no expansion called { $name }.
# The stacks are empty.
zooloretto-error-no-tiles-left = No tiles left to draw; take a truck instead.
# Every truck is full or taken.
zooloretto-error-trucks-full = Every truck is full or taken; take a truck, or do a money action.
# There is no truck $truck; trucks run from 1 to $trucks.
zooloretto-error-no-such-truck = There is no truck { $truck }; trucks run from 1 to { $trucks }.
# Truck $truck was taken this round by $player.
zooloretto-error-truck-taken = Truck { $truck } is already taken by { $player } this round; choose another truck.
# Truck $truck has no free place.
zooloretto-error-truck-full = Truck { $truck } is full; put the tile on another truck.
# Truck $truck holds no face-up tile.
zooloretto-error-truck-empty = Truck { $truck } is empty, and an empty truck cannot be taken; choose a truck with tiles.
# $tile (nominative) is not among the tiles of the taken truck.
zooloretto-error-not-in-hand = The { $tile } is not on your truck; choose one of the tiles still to place.
# There is no enclosure $enclosure; the zoo has $enclosures.
zooloretto-error-no-such-enclosure = There is no enclosure { $enclosure }; your zoo has enclosures 1 to { $enclosures }.
# Enclosure $enclosure has no free space.
zooloretto-error-enclosure-full = Enclosure { $enclosure } is full; choose another enclosure, or the barn.
# Enclosure $enclosure holds another species, $species_plural (plural).
zooloretto-error-other-species = Enclosure { $enclosure } holds { $species_plural }; an animal goes only into an empty enclosure or one with its own species, or into the barn.
# $tile (nominative) is not an animal, so it cannot go into an enclosure.
zooloretto-error-not-an-animal = The { $tile } is not an animal; it cannot go into an enclosure.
# $tile (nominative) is not a stall, so it cannot go on a stall space.
zooloretto-error-not-a-stall = The { $tile } is not a stall; only stalls go on stall spaces.
# Enclosure $enclosure has no stall space $slot.
zooloretto-error-no-such-stall-space = Enclosure { $enclosure } has no stall space { $slot }; choose a space from the list.
# Stall space $slot at enclosure $enclosure is taken.
zooloretto-error-stall-space-taken = Stall space { $slot } at enclosure { $enclosure } is taken; choose a free space, or the barn.
# The tile may not go to the barn; $source: move, move_stall, purchase or other.
zooloretto-error-barn-not-allowed = { $source ->
        [move] This tile comes from your barn; choose a place in the zoo, or cancel.
        [move_stall] A moved stall goes on another stall space; choose one, or cancel.
        [purchase] A bought tile goes into your zoo; choose a place, or cancel.
       *[other] This tile cannot go into the barn; choose a place from the list.
    }
# Nothing to cancel.
zooloretto-error-nothing-to-cancel = Nothing to cancel; choose from the list.
# Not enough coins: $cost needed, $coins in the purse.
zooloretto-error-not-enough-coins = This costs { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    } and you have { $coins }; choose something cheaper.
# $tile_acc (object) is not in the barn of $player; $own is yes when that is
# the barn of the player asking.
zooloretto-error-not-in-barn = { $own ->
        [yes] The { $tile_acc } is not in your barn
       *[no] The { $tile_acc } is not in the barn of { $player }
    }; say barn to hear what is there.
# $tile_acc (accusative) has no place in the zoo.
zooloretto-error-no-room = There is no place for the { $tile_acc } in your zoo; choose another action.
# No stall stands on space $slot at enclosure $enclosure.
zooloretto-error-no-stall-there = No stall stands on stall space { $slot } at enclosure { $enclosure }; say zoo to hear where your stalls are.
# A player tried to buy from their own barn.
zooloretto-error-buy-from-self = You cannot buy from your own barn; move a tile from it for 1 coin instead.
# No such player: $player.
zooloretto-error-no-such-player = There is no player { $player }; say players to hear who plays.
# An exchange needs animals on both sides.
zooloretto-error-exchange-empty-side = An exchange needs animals on both sides; choose two groups that are not empty.
# Both sides hold the same species, $species.
zooloretto-error-exchange-same-species = Both sides hold { $species_plural }; swapping them changes nothing.
# One side has more animals than the other enclosure has spaces.
zooloretto-error-exchange-does-not-fit = These animals do not fit: one side has more animals than the other enclosure has spaces.
# The zoo already has $limit expansion boards.
zooloretto-error-no-expansions-left = { $limit ->
        [one] Your zoo already has its expansion board; only 1 is allowed.
       *[other] Your zoo already has { $limit } expansion boards, the most allowed.
    }
# The action belongs to another step; $phase says what is asked now.
zooloretto-error-not-now = { $phase ->
        [turn] Not now: first choose a turn action from the list.
        [load_truck] Not now: first put the drawn tile on a truck.
        [choose_tile] Not now: first choose which tile of your truck to place next.
        [place_tile] Not now: first place the tile in hand.
        [over] Not now: the game is over.
       *[other] Not now: first answer the question asked.
    }
# $code is not a tile.
zooloretto-error-unknown-tile = Unknown tile: { $code }; choose from the list.

## The mini-expansions (each is its own rules topic).

# A mini-expansion's name, in a list: $name is its id.
zooloretto-expansion-name = { $name ->
        [buildings] 3 new buildings
        [petting-zoo] petting zoo
        [specialised-enclosures] specialised enclosures
        [polar-bear] polar bear
        [construction-sites] construction sites
        [task-cards] task cards
        [gorilla] gorilla
        [savings-book] savings book
        [reindeer] reindeer
       *[other] { $name }
    }
# Said at the start: $count mini-expansions in play, their names listed in $names.
zooloretto-expansions-in-play = { $count ->
        [0] No mini-expansions: the base game.
       *[other] Mini-expansions in play: { $names }.
    }
# A bonus enclosure's name, in a list: $name is polar-bear, gorilla or reindeer.
zooloretto-bonus-name = { $name ->
        [polar-bear] polar bear
        [gorilla] gorilla
       *[reindeer] reindeer
    }

## The mini-expansions' tiles. Attributes are the case forms, as for species;
## $key says which tile; $species is the species of a specialised enclosure
## (plural object).

# A pavilion, fixed on an animal space.
zooloretto-tile-pavilion = pavilion
    .nom = pavilion
    .acc = pavilion
    .gen = pavilion
    .ins = pavilion
# A construction site; $key is what it blocks: enclosure, stall (a stall space) or barn.
zooloretto-tile-site = { $key ->
        [enclosure] construction site for an enclosure
        [stall] construction site for a stall space
       *[barn] construction site for the barn
    }
    .nom = { $key ->
        [enclosure] construction site for an enclosure
        [stall] construction site for a stall space
       *[barn] construction site for the barn
    }
    .acc = { $key ->
        [enclosure] construction site for an enclosure
        [stall] construction site for a stall space
       *[barn] construction site for the barn
    }
    .gen = { $key ->
        [enclosure] construction site for an enclosure
        [stall] construction site for a stall space
       *[barn] construction site for the barn
    }
    .ins = { $key ->
        [enclosure] construction site for an enclosure
        [stall] construction site for a stall space
       *[barn] construction site for the barn
    }
# A specialised enclosure board for $species.
zooloretto-tile-special = specialised enclosure for { $species }
    .nom = specialised enclosure for { $species }
    .acc = specialised enclosure for { $species }
    .gen = specialised enclosure for { $species }
    .ins = specialised enclosure for { $species }
# A bonus enclosure board; $key: polar-bear, gorilla or reindeer.
zooloretto-tile-bonus = { $key ->
        [polar-bear] polar bear enclosure
        [gorilla] gorilla enclosure
       *[reindeer] reindeer enclosure
    }
    .nom = { $key ->
        [polar-bear] polar bear enclosure
        [gorilla] gorilla enclosure
       *[reindeer] reindeer enclosure
    }
    .acc = { $key ->
        [polar-bear] polar bear enclosure
        [gorilla] gorilla enclosure
       *[reindeer] reindeer enclosure
    }
    .gen = { $key ->
        [polar-bear] polar bear enclosure
        [gorilla] gorilla enclosure
       *[reindeer] reindeer enclosure
    }
    .ins = { $key ->
        [polar-bear] polar bear enclosure
        [gorilla] gorilla enclosure
       *[reindeer] reindeer enclosure
    }
# A number of construction sites, in a barn's contents: $count.
zooloretto-sites-count = { $count ->
        [one] 1 construction site
       *[other] { $count } construction sites
    }
# Where a construction site stands. $where: enclosure, stall or barn;
# $enclosure; $slot the stall space and $slots how many the enclosure has.
zooloretto-site-where = { $where ->
        [enclosure] in enclosure { $enclosure }
        [stall] { $slots ->
            [one] on the stall space at enclosure { $enclosure }
           *[other] on stall space { $slot } at enclosure { $enclosure }
        }
       *[barn] in the barn
    }
# The bonus enclosure being chosen.
zooloretto-hand-bonus = Choosing a bonus enclosure.
    .short = Choosing a bonus enclosure

## The mini-expansions in a zoo.

# A petting zoo. $name; $you; $count offspring there, listed in $tiles; $room
# spaces left; $next coins the next offspring there earns.
zooloretto-petting-zoo = { $you ->
        [yes] Your petting zoo
       *[no] Petting zoo of { $name }
    }: { $count ->
        [0] empty
       *[other] { $tiles }
    }{ $room ->
        [0] , full.
       *[other] , room for { $room }; the next newborn there earns { $next ->
            [one] 1 coin.
           *[other] { $next } coins.
        }
    }
    .short = { $you ->
        [yes] Petting zoo
       *[no] Petting zoo { $name }
    }: { $count } offspring
# The bonus enclosure a player holds. $name; $you; $bonus: polar-bear,
# gorilla, reindeer or none; $used is yes when the gorilla's coin is spent.
zooloretto-bonus-held = { $you ->
        [yes] Your bonus enclosure
       *[no] Bonus enclosure of { $name }
    }: { $bonus ->
        [polar-bear] the polar bear, the barn costs only half.
        [gorilla] { $used ->
            [yes] the gorilla, its coin is used.
           *[no] the gorilla, once a drawn tile may go straight into the zoo for 1 coin.
        }
        [reindeer] the reindeer, 1 point for each empty space in the enclosures.
       *[none] none yet; the first to complete the 6-space enclosure takes one.
    }
    .short = { $you ->
        [yes] Bonus
       *[no] Bonus { $name }
    }: { $bonus ->
        [polar-bear] polar bear
        [gorilla] gorilla
        [reindeer] reindeer
       *[none] none
    }
# A savings book. $name; $you; $field where its coin lies, 0 when empty.
zooloretto-savings-book = { $you ->
        [yes] Your savings book
       *[no] Savings book of { $name }
    }: { $field ->
        [0] empty.
       *[other] a coin on field { $field }; it moves up at each round end and comes back on field 4 with 1 coin of interest.
    }
    .short = { $you ->
        [yes] Savings
       *[no] Savings { $name }
    }: field { $field }

## The table: what the mini-expansions lay out.

# Buildings for sale, $cost coins each: $restaurant yes when the restaurant
# is still there; $pavilions left; $shop yes while the souvenir shop waits
# for the first offspring.
zooloretto-table-buildings = Buildings for sale, { $cost } coins each: { $restaurant ->
        [yes] the restaurant
       *[no] no restaurant
    }, { $pavilions ->
        [0] no pavilion
        [one] 1 pavilion
       *[other] { $pavilions } pavilions
    }. { $shop ->
        [yes] The souvenir shop goes to the first player with an offspring.
       *[no] The souvenir shop is given away.
    }
# Specialised enclosures left: $count, for $species (plural objects, listed), $cost each.
zooloretto-table-special = { $count ->
        [0] Specialised enclosures: none left.
       *[other] Specialised enclosures, { $cost } coins each, { $count } left: for { $species }.
    }
# Bonus enclosures left: $count, named in $names.
zooloretto-table-bonus = { $count ->
        [0] Bonus enclosures: none left.
       *[other] Bonus enclosures left for completing the 6-space enclosure: { $names }.
    }

## Task cards (our reconstruction; see the rules topic task cards).

# A task card. $you is yes when told to its owner; $name its owner; $number
# the card (1 to 5); $three and $two the species (plural, as in "enclosure of
# camels") worth 3 and 2 points per full enclosure; $zero the species (plural
# object) that costs nothing in the barn.
zooloretto-task-card = { $you ->
        [yes] Task card, for you only: card { $number }
       *[no] Task card of { $name }: card { $number }
    }, 3 points for each full enclosure of { $three }, 2 points for each full enclosure of { $two }, and { $zero } in the barn cost nothing.

## Events of the mini-expansions. $player is the acting player; $you as above.

# The restaurant was built on both stall spaces of enclosure $enclosure.
zooloretto-restaurant-built = { $you ->
        [yes] You build the restaurant at enclosure { $enclosure }, on both its stall spaces.
       *[no] { $player } builds the restaurant at enclosure { $enclosure }, on both its stall spaces.
    }
# A pavilion was built in enclosure $enclosure, which now needs $size animals.
zooloretto-pavilion-built = { $you ->
        [yes] You build a pavilion in enclosure { $enclosure }
       *[no] { $player } builds a pavilion in enclosure { $enclosure }
    }: it now needs { $size ->
        [one] 1 animal
       *[other] { $size } animals
    } to be complete.
# The first offspring brings the souvenir shop; $in_barn is yes when no stall
# space was free, so it went to the barn.
zooloretto-souvenir-shop-given = { $you ->
        [yes] First offspring: you get the souvenir shop{ $in_barn ->
            [yes] ; no stall space is free, so it goes to your barn.
           *[no] ; choose a free stall space for it.
        }
       *[no] First offspring: { $player } gets the souvenir shop{ $in_barn ->
            [yes] ; no stall space is free, so it goes to the barn.
           *[no] .
        }
    }
# A newborn, $tile (accusative), went into the petting zoo: $earned coins,
# $coins the purse now.
zooloretto-petting-zoo-placed = { $you ->
        [yes] You put the { $tile } in your petting zoo
       *[no] { $player } puts the { $tile } in the petting zoo
    }{ $earned ->
        [0] ; the bank has no coins left.
        [one] : 1 coin, now { $coins }.
       *[other] : { $earned } coins, now { $coins }.
    }
# A specialised enclosure for $species_accpl (plural object) was bought; it is
# enclosure $enclosure.
zooloretto-special-enclosure-bought = { $you ->
        [yes] You buy the specialised enclosure for { $species_accpl }: it is your enclosure { $enclosure }.
       *[no] { $player } buys the specialised enclosure for { $species_accpl }: enclosure { $enclosure }.
    }
# A player completed the 6-space enclosure and took the bonus enclosure $name
# (polar-bear, gorilla or reindeer).
zooloretto-bonus-enclosure-taken = { $you ->
        [yes] Bonus enclosure for you: { $name ->
            [polar-bear] the polar bear; your barn will cost only half.
            [gorilla] the gorilla; once, you may put a drawn tile straight into your zoo for 1 coin.
           *[reindeer] the reindeer; 1 point for each empty space in your enclosures.
        }
       *[no] Bonus enclosure for { $player }: { $name ->
            [polar-bear] the polar bear, which halves the barn penalty.
            [gorilla] the gorilla, which once puts a drawn tile straight into the zoo.
           *[reindeer] the reindeer, 1 point for each empty space.
        }
    }
# $count construction sites were shuffled in with the tiles.
zooloretto-sites-shuffled-in = { $count } construction sites are shuffled in with the tiles.
# $player put a construction site into the zoo of $owner ($mine is yes when
# that is the listener). $where: enclosure, stall or barn; $enclosure; $slot
# the stall space and $slots how many the enclosure has.
zooloretto-site-placed = { $mine ->
        [yes] { $player } puts a construction site in your zoo
       *[no] Construction site for { $owner }{ $you ->
            [yes] , from you
           *[no] , from { $player }
        }
    }: { $where ->
        [enclosure] in enclosure { $enclosure }, a blocked space that counts as empty.
        [stall] { $slots ->
            [one] on the stall space at enclosure { $enclosure }, where no stall can stand now.
           *[other] on stall space { $slot } at enclosure { $enclosure }, where no stall can stand now.
        }
       *[barn] in the barn, where construction sites cost 2 points in all.
    }
# No other zoo had room for the site $tile_nom; it left the game.
zooloretto-site-removed = No other zoo has room: the { $tile_nom } leaves the game.
# $player paid $coins to hand off $tiles_count sites, listed in $tiles; they
# are placed next.
zooloretto-sites-handed-off = { $you ->
        [yes] You hand off { $tiles_count ->
            [one] 1 construction site: { $tiles }; now place it in another zoo.
           *[other] { $tiles_count } construction sites: { $tiles }; now place them in other zoos.
        }
       *[no] { $player } hands off { $tiles_count ->
            [one] 1 construction site: { $tiles }.
           *[other] { $tiles_count } construction sites: { $tiles }.
        }
    }
# Private: the listener's own task card, card $number; $three, $two and $zero
# as in zooloretto-task-card.
zooloretto-task-card-dealt = Task card, for you only: card { $number }, 3 points for each full enclosure of { $three }, 2 points for each full enclosure of { $two }, and { $zero } in your barn cost nothing. Say task to hear it again.
# What the others hear: $player got a secret task card.
zooloretto-task-card-hidden = { $you ->
        [yes] You get a secret task card.
       *[no] { $player } gets a secret task card.
    }
# At the end the $count task cards are shown (one line per player follows).
zooloretto-task-cards-revealed = The task cards are shown.
# A coin went on the savings book; $coins the purse now.
zooloretto-coin-saved = { $you ->
        [yes] You put 1 coin on your savings book, field 1
       *[no] { $player } puts 1 coin on the savings book, field 1
    }; { $coins ->
        [one] 1 coin left.
       *[other] { $coins } coins left.
    }
# At a round end a saved coin moved up to $field.
zooloretto-savings-moved = { $you ->
        [yes] Your savings book
       *[no] Savings book of { $player }
    }: the coin moves to field { $field }.
# A saved coin came back with $interest coins of interest; $coins the purse now.
zooloretto-savings-paid-out = { $you ->
        [yes] Your savings book pays out: your coin back
       *[no] Savings book of { $player } pays out: the coin back
    }{ $interest ->
        [0] , but the bank has no interest left
        [one] { " " }and 1 coin of interest
       *[other] { " " }and { $interest } coins of interest
    }, now { $coins }.

## Score categories of the mini-expansions, each with its figure $points.

# The souvenir shop: 1 point per offspring in the enclosures.
zooloretto-category-souvenir-shop = souvenir shop { $points }
# The reindeer: 1 point per empty space.
zooloretto-category-reindeer = reindeer { $points }
# The task card's points.
zooloretto-category-task-card = task card { $points }

## Options of the mini-expansions in the numbered lists. $cost in coins.

# Money action: buy the restaurant.
zooloretto-action-buy-restaurant = buy the restaurant, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Money action: buy a pavilion.
zooloretto-action-buy-pavilion = buy a pavilion, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Build the restaurant at enclosure $enclosure on stall spaces $first and
# $second; $animals the enclosure's animals.
zooloretto-action-place-restaurant = enclosure { $enclosure }, stall spaces { $first } and { $second }: { $animals }
# Build a pavilion in enclosure $enclosure: $count animals, shown in $animals;
# then $size animals complete it ($complete yes: it is complete at once).
zooloretto-action-place-pavilion = enclosure { $enclosure }: { $count ->
        [0] empty
       *[other] { $animals }
    }, then { $complete ->
        [yes] complete
       *[no] { $size ->
            [one] 1 animal completes it
           *[other] { $size } animals complete it
        }
    }
# The newborn into the petting zoo: it earns $coins.
zooloretto-action-petting-zoo = the petting zoo, { $coins ->
        [0] no coins, the bank is empty
        [one] 1 coin
       *[other] { $coins } coins
    }
# Money action: the specialised enclosure for $species (plural object), $size spaces.
zooloretto-action-buy-special = buy the specialised enclosure for { $species }, { $size } spaces, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Choose the bonus enclosure $bonus (polar-bear, gorilla or reindeer).
zooloretto-action-bonus = { $bonus ->
        [polar-bear] the polar bear: halves your barn penalty
        [gorilla] the gorilla: once, a drawn tile straight into your zoo for 1 coin
       *[reindeer] the reindeer: 1 point for each empty space
    }
# Use the gorilla: the drawn $tile (accusative) straight into the zoo.
zooloretto-action-gorilla = the gorilla: the { $tile } straight into your zoo, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Save $cost coins on the savings book; back with $interest after $rounds rounds.
zooloretto-action-save = savings book: put { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    } on it, back with { $interest ->
        [one] 1 coin
       *[other] { $interest } coins
    } of interest after { $rounds } rounds
# A place for a construction site in the zoo of $name. $where: enclosure,
# stall or barn; $enclosure; $count animals there, shown in $animals; $empty
# spaces free; $slot the stall space and $slots how many the enclosure has.
zooloretto-action-place-site = { $where ->
        [enclosure] enclosure { $enclosure } in { $name }'s zoo: { $count ->
            [0] empty, { $empty } spaces
           *[other] { $animals }, { $empty } free
        }
        [stall] { $slots ->
            [one] stall space at enclosure { $enclosure } in { $name }'s zoo
           *[other] stall space { $slot } at enclosure { $enclosure } in { $name }'s zoo
        }, { $animals }
       *[barn] { $name }'s barn
    }
# No other zoo has room: the site leaves the game.
zooloretto-action-remove-site = remove it from the game, no other zoo has room
# Money action: hand off $count sites, standing at $places (listed).
zooloretto-action-hand-off = hand off { $count ->
        [one] the construction site
       *[other] the construction sites
    } { $places }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# A menu entry for the places in the zoo of $name: $count places.
zooloretto-group-owner = { $name }'s zoo, { $count ->
        [one] 1 place
       *[other] { $count } places
    }
# What the list of places in the zoo of $name holds.
zooloretto-group-owner-what = { $name }'s zoo
# The places in the zoo of $name, numbered in $options.
zooloretto-prompt-group-owner = Places in { $name }'s zoo: { $options }. Back returns.
# Place a mini-expansion's tile. $source: born (a newborn, $tile), gift (the
# souvenir shop), buy (a building, $tile), site (a construction site, $tile,
# $count places in other zoos), gorilla (the drawn $tile) or bonus (choose a
# bonus enclosure); $tile is in the accusative; $options numbered.
zooloretto-prompt-place-expansion = { $source ->
        [born] Newborn { $tile }: where does it go? { $options }.
        [gift] Souvenir shop: choose a free stall space for it. { $options }.
        [buy] Build the { $tile }: { $options }.
        [site] { $count ->
            [0] No other zoo has room for the { $tile }: { $options }.
           *[other] Place the { $tile } in another zoo: { $options }.
        }
        [gorilla] Gorilla: where does the { $tile } go in your zoo? { $options }.
       *[bonus] Your 6-space enclosure is complete: choose a bonus enclosure. { $options }.
    }

## Why an action of a mini-expansion is refused.

# Enclosure $enclosure takes only $species_accpl (plural object).
zooloretto-error-special-species = Enclosure { $enclosure } is only for { $species_accpl }; choose another enclosure, or the barn.
# A newborn may go only to its parents, the petting zoo or the barn.
zooloretto-error-newborn-with-parents = A newborn goes to its parents' enclosure, into the petting zoo, or to the barn when its parents' enclosure is full; choose from the list.
# The $building (restaurant or pavilion) is no longer for sale.
zooloretto-error-building-gone = { $building ->
        [restaurant] The restaurant is already built; there is only 1.
       *[pavilion] Both pavilions are already built; none is left.
    }
# The zoo has no room for the $building (restaurant or pavilion).
zooloretto-error-no-room-for-building = { $building ->
        [restaurant] The restaurant needs 2 free stall spaces side by side at one enclosure; your zoo has none.
       *[pavilion] A pavilion needs a free animal space in an enclosure that is not specialised; your zoo has none.
    }
# Only a newborn, at its birth, goes into the petting zoo.
zooloretto-error-petting-zoo-newborns-only = Only a newborn goes into the petting zoo, right when it is born.
# The petting zoo is full with $spaces offspring.
zooloretto-error-petting-zoo-full = Your petting zoo is full, it has room for { $spaces } offspring; the newborn joins its parents or goes to the barn.
# The specialised enclosure for $species_accpl is gone.
zooloretto-error-special-gone = The specialised enclosure for { $species_accpl } is not on the table any more; choose another.
# The bonus enclosure $name (polar-bear, gorilla or reindeer) is gone.
zooloretto-error-bonus-gone = The { $name ->
        [polar-bear] polar bear
        [gorilla] gorilla
       *[reindeer] reindeer
    } enclosure is not on the table any more; choose one that is.
# The player does not hold the gorilla enclosure.
zooloretto-error-gorilla-not-yours = You do not have the gorilla enclosure; it goes to the first player to complete the 6-space enclosure.
# The gorilla's coin is already spent.
zooloretto-error-gorilla-used = Your gorilla is used already: it works once per game.
# Nothing to hand off: at most $limit own sites at a time.
zooloretto-error-no-sites-to-hand-off = Handing off needs construction sites in your own zoo, at most { $limit } at a time; say zoo to hear where yours are.
# The site may not leave the game: another zoo has room.
zooloretto-error-site-has-places = Another zoo still has room for this construction site, so it cannot leave the game; choose a place from the list.
# A site never goes into one's own zoo.
zooloretto-error-site-own-zoo = A construction site goes into another player's zoo, never into your own.
# No room there for a site of $kind (enclosure, stall or barn).
zooloretto-error-site-no-room = No room for the construction site there: { $kind ->
        [enclosure] it needs a free space in an enclosure
        [stall] it needs a free stall space
       *[other] it needs another place
    }; choose a place from the list.
# The savings book already holds a coin, on field $field.
zooloretto-error-savings-busy = Your savings book already holds a coin, on field { $field }; only 1 coin at a time.

## One player's events in a row, said together (normal and brief verbosity).
## .short: the brief form.

# A drawn tile, $tile_nom, went on truck $truck; $end is yes when it came from
# the end stack.
zooloretto-run-drawn-loaded = { $you ->
        [yes] You put the drawn { $tile_nom }
       *[no] { $player } puts the drawn { $tile_nom }
    }{ $end ->
        [yes] { " " }from the end stack
       *[no] {""}
    } on truck { $truck }.
    .short = { $you ->
        [yes] You: { $tile_nom } on truck { $truck }.
       *[no] { $player }: { $tile_nom } on truck { $truck }.
    }
# A truck taken with coins on it: truck $truck with $tiles (listed); $coins the purse now.
zooloretto-run-truck-taken = { $you ->
        [yes] You take truck { $truck }: { $tiles }, and have { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        } now.
       *[no] { $player } takes truck { $truck }: { $tiles }, and has { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        } now.
    }
    .short = { $you ->
        [yes] You take truck { $truck }: { $tiles }, { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        } now.
       *[no] { $player } takes truck { $truck }, { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        } now.
    }
# Tiles placed in a row: $clauses, each the .clause form of its event, joined by semicolons.
zooloretto-run-placed = { $you ->
        [yes] You put { $clauses }.
       *[no] { $player } puts { $clauses }.
    }
    .short = { $you ->
        [yes] You put { $clauses }.
       *[no] { $player }: { $clauses }.
    }
# Two sentences of one player on one line: $line so far, then $sentence.
zooloretto-run-line = { $line } { $sentence }
# Another player's event that changes the listener's own zoo or purse: $line.
zooloretto-for-you = For you: { $line }

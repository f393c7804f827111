### Aquaretto: everything the app says during a game of Aquaretto.
###
### Conventions for translators:
### - Tiles, species, workers and boards arrive already formatted by the
###   narrator, in the grammatical case named in the comment. Lists arrive
###   joined with common-list-comma and common-list-and (common.ftl).
### - $pool is a species as it names a pool: "orca" in "the orca pool"; in
###   Czech the genitive plural, "nádrž kosatek".
### - $you is yes when the listener is the player named, otherwise no.
### - Cells are named row number first, then column letter (3C, -1B), so that a
###   speech synthesizer says the letter and the minus.
### - Attributes named .short are the brief forms, at most 40 characters where
###   possible, for a Braille display line.

## Species. The value is the plain name. Attributes: case forms (.nom, .acc,
## .gen, .ins), .genpl as the species names a pool ("orca" pool), the
## grammatical gender (.gender: m-anim, f or n; English has none, so n) and
## .words, what a player may type for the species, comma separated, lowercase.

# Dolphin, trainable.
aquaretto-species-dolphin = dolphin
    .nom = dolphin
    .acc = dolphin
    .gen = dolphin
    .ins = dolphin
    .genpl = dolphin
    .gender = n
    .words = dolphin
# Orca, trainable.
aquaretto-species-orca = orca
    .nom = orca
    .acc = orca
    .gen = orca
    .ins = orca
    .genpl = orca
    .gender = n
    .words = orca, killer whale
# Sea lion, trainable.
aquaretto-species-sea-lion = sea lion
    .nom = sea lion
    .acc = sea lion
    .gen = sea lion
    .ins = sea lion
    .genpl = sea lion
    .gender = n
    .words = sea lion, sealion
# Polar bear.
aquaretto-species-polar-bear = polar bear
    .nom = polar bear
    .acc = polar bear
    .gen = polar bear
    .ins = polar bear
    .genpl = polar bear
    .gender = n
    .words = polar bear, bear
# Penguin.
aquaretto-species-penguin = penguin
    .nom = penguin
    .acc = penguin
    .gen = penguin
    .ins = penguin
    .genpl = penguin
    .gender = n
    .words = penguin
# Sea turtle.
aquaretto-species-turtle = sea turtle
    .nom = sea turtle
    .acc = sea turtle
    .gen = sea turtle
    .ins = sea turtle
    .genpl = sea turtle
    .gender = n
    .words = sea turtle, turtle
# Crocodile.
aquaretto-species-crocodile = crocodile
    .nom = crocodile
    .acc = crocodile
    .gen = crocodile
    .ins = crocodile
    .genpl = crocodile
    .gender = n
    .words = crocodile, croc
# Hippo.
aquaretto-species-hippo = hippo
    .nom = hippo
    .acc = hippo
    .gen = hippo
    .ins = hippo
    .genpl = hippo
    .gender = n
    .words = hippo, hippopotamus

## Tiles.

# One tile. $kind: male, female, fish, lightning, plain, offspring or coin;
# $case: the grammatical case wanted (nom, acc, gen, ins); $animal: the species
# in that case; $of: the species in the genitive (as in "male of the orca").
aquaretto-tile = { $kind ->
        [male] male { $of }
        [female] female { $of }
        [fish] { $animal } with fish
        [lightning] { $animal } with lightning
        [offspring] { $of } offspring
        [coin] coin
       *[plain] { $animal }
    }

## Workers and expansion boards. .nom, .acc and .gen are the case forms;
## .words is what a player may type.

# A worker at the cash desk.
aquaretto-worker-cashier = cashier
    .nom = cashier
    .acc = cashier
    .gen = cashier
    .words = cashier
# A worker at the feeding station.
aquaretto-worker-keeper = keeper
    .nom = keeper
    .acc = keeper
    .gen = keeper
    .words = keeper
# The worker on the manager's bench.
aquaretto-worker-manager = manager
    .nom = manager
    .acc = manager
    .gen = manager
    .words = manager
# A trainer, without saying where.
aquaretto-worker-trainer = trainer
    .nom = trainer
    .acc = trainer
    .gen = trainer
    .words = trainer
# A trainer standing on $cell.
aquaretto-worker-trainer-at = trainer on { $cell }
    .nom = trainer on { $cell }
    .acc = trainer on { $cell }
    .gen = trainer on { $cell }
# The small expansion board, 3 fields.
aquaretto-board-small = small board
    .nom = small board
    .acc = small board
    .words = small
# The large expansion board, 4 fields, one more species.
aquaretto-board-large = large board
    .nom = large board
    .acc = large board
    .words = large, big

## Lists and small pieces.

# A name with a number, as in a score list: $name is a player, $number the figure.
aquaretto-player-number = { $name }: { $number }
# One player in the players list: $name; $kind is bot, you or other.
aquaretto-player-entry = { $kind ->
        [bot] { $name } (bot)
        [you] { $name } (you)
       *[other] { $name }
    }
# A run of neighbouring cells in a row: from $first to $last.
aquaretto-cell-run = { $first } to { $last }

## Events. $player is the acting player; $you as above.

# The first line of a game. $count players; $players listed; $removed: how
# many species are left out, listed in $species; $trucks: how many trucks;
# $first: the starting player.
aquaretto-game-started = Aquaretto, { $count } players: { $players }. { $removed ->
        [0] All 8 species are in play.
       *[other] Left out of this game: { $species }.
    } { $trucks } trucks. { $you ->
        [yes] You start.
       *[no] { $first } starts.
    }
# 2 players: $blockers places of truck $truck are blocked for the whole game.
aquaretto-truck-blocked = Truck { $truck }: { $blockers ->
        [one] 1 place blocked by a face-down tile for the whole game.
       *[other] { $blockers } places blocked by face-down tiles for the whole game.
    }
# A new round: $round; $player starts it.
aquaretto-round-started = Round { $round }. { $you ->
        [yes] You start.
       *[no] { $player } starts.
    }
# A tile was turned face up: $tile (nominative); $end is yes when it comes from
# the end stack under the disc.
aquaretto-tile-drawn = { $end ->
        [yes] { $you ->
            [yes] You draw from the end stack: { $tile }.
           *[no] { $player } draws from the end stack: { $tile }.
        }
       *[no] { $you ->
            [yes] You draw: { $tile }.
           *[no] { $player } draws: { $tile }.
        }
    }
# The first tile from under the disc: this round is the last.
aquaretto-end-stack-reached = Last round: the end stack under the disc is reached.
# The drawn $tile (accusative) went on truck $truck.
aquaretto-tile-loaded = { $you ->
        [yes] You put the { $tile } on truck { $truck }.
       *[no] { $player } puts the { $tile } on truck { $truck }.
    }
# $player took truck $truck with $tiles (nominative, listed).
aquaretto-truck-taken = { $you ->
        [yes] You take truck { $truck }: { $tiles }.
       *[no] { $player } takes truck { $truck }: { $tiles }.
    }
# A coin tile went to the purse; $coins is the purse now.
aquaretto-coin-tile-taken = { $you ->
        [yes] Coin: you have { $coins ->
            [one] 1 coin.
           *[other] { $coins } coins.
        }
       *[no] Coin: { $player } has { $coins ->
            [one] 1 coin.
           *[other] { $coins } coins.
        }
    }
# A tile from a truck went into the park. $tile (accusative) on $cell; $size:
# its pool's tiles now; $pool: the species naming the pool; with a new pool,
# $species is the number of species in the park and $limit the allowed number
# (0 when not known).
aquaretto-tile-placed = { $you ->
        [yes] You put the { $tile } on { $cell }.
       *[no] { $player } puts the { $tile } on { $cell }.
    } { $size ->
        [1] New { $pool } pool{ $limit ->
            [0] .
           *[other] : { $species } of { $limit } allowed species.
        }
       *[other] The { $pool } pool has { $size } tiles now.
    }
# A tile from a truck went on top of the depot; $count tiles are there now. $reason:
# chosen (the player put it there), species-limit (no new pool: the park already has
# $limit species) or no-cell (no free field of the park fits it).
aquaretto-tile-to-depot = { $you ->
        [yes] You put the { $tile } in your depot
       *[no] { $player } puts the { $tile } in the depot
    }, { $count ->
        [one] now 1 tile
       *[other] now { $count } tiles
    }{ $reason ->
        [species-limit] : the park already holds { $limit } species, so no new pool.
        [no-cell] : no cell of the park is legal for it.
       *[chosen] .
    }
# A male and a female met: an offspring of $species (genitive) is born.
aquaretto-offspring-born = { $you ->
        [yes] Your { $species } pair has an offspring.
       *[no] { $player }'s { $species } pair has an offspring.
    }
# The offspring joined its pool on $cell; the $pool pool has $size tiles now.
aquaretto-offspring-placed = The offspring goes to { $cell }. The { $pool } pool has { $size } tiles now.
# The pool had no room: the offspring $tile (accusative) went to the depot, now $count tiles.
aquaretto-offspring-to-depot = No room in the pool for the { $tile }: it goes to the depot, { $count ->
        [one] now 1 tile.
       *[other] now { $count } tiles.
    }
# A pool reached $size tiles: 1 coin from the bank; $coins is the purse now.
aquaretto-bonus-coin = { $you ->
        [yes] Bonus coin: the { $pool } pool reached { $size }. You have { $coins ->
            [one] 1 coin.
           *[other] { $coins } coins.
        }
       *[no] Bonus coin for { $player }: the { $pool } pool reached { $size }. Now { $coins ->
            [one] 1 coin.
           *[other] { $coins } coins.
        }
    }
# A pool reached $size tiles, but the bank is empty.
aquaretto-bonus-coin-bank-empty = The { $pool } pool reached { $size }, but the bank has no coin left.
# A pool reached $size tiles: a new worker.
aquaretto-worker-earned = { $you ->
        [yes] New worker for you: the { $pool } pool reached { $size }.
       *[no] New worker for { $player }: the { $pool } pool reached { $size }.
    }
# The new worker took its position: $worker (nominative, e.g. cashier, trainer on 3C).
aquaretto-worker-placed = { $you ->
        [yes] Your new worker: { $worker }.
       *[no] { $player }'s new worker: { $worker }.
    }
# A worker was earned but no position is free.
aquaretto-worker-no-place = No free place for the new worker: it stays in the supply.
# A worker was earned but all 16 figures are in use.
aquaretto-worker-supply-empty = No workers left in the supply: no new worker comes.
# Money action move: $tile (accusative) from the depot to $cell for 1 coin;
# $size and $pool as for a placed tile; $coins is the purse now.
aquaretto-depot-tile-moved = { $you ->
        [yes] You pay 1 coin and move the { $tile } from your depot to { $cell }.
       *[no] { $player } pays 1 coin and moves the { $tile } from the depot to { $cell }.
    } { $size ->
        [1] New { $pool } pool.
       *[other] The { $pool } pool has { $size } tiles now.
    } Coins: { $coins }.
    .short = { $you ->
        [yes] Moved { $tile } from depot to { $cell }.
       *[no] { $player } moves { $tile } from depot to { $cell }.
    }
# Money action move: a worker changed position. $from (genitive) and $to
# (nominative) are the positions, e.g. cashier, trainer on 3C; $coins the purse now.
aquaretto-worker-moved = { $you ->
        [yes] You pay 1 coin: your { $from } becomes a { $to }.
       *[no] { $player } pays 1 coin: the { $from } becomes a { $to }.
    } Coins: { $coins }.
    .short = { $you ->
        [yes] Worker moved: { $to }.
       *[no] { $player }, worker moved: { $to }.
    }
# Money action buy: $tile (accusative) from $seller's depot for 2 coins, 1 to
# the seller; it went on $cell; $size and $pool as for a placed tile; $seller_you is
# yes when the listener sold it.
aquaretto-tile-bought = { $you ->
        [yes] You buy the { $tile } from { $seller }'s depot for 2 coins, 1 of them to { $seller }. It goes on { $cell }.
       *[no] { $seller_you ->
            [yes] { $player } buys the { $tile } from your depot for 2 coins, 1 of them to you. It goes on { $cell }.
           *[no] { $player } buys the { $tile } from { $seller }'s depot for 2 coins, 1 of them to { $seller }. It goes on { $cell }.
        }
    } { $size ->
        [1] New { $pool } pool.
       *[other] The { $pool } pool has { $size } tiles now.
    }
    .short = { $you ->
        [yes] Bought { $tile } from { $seller }, to { $cell }.
       *[no] { $player } buys { $tile } from { $seller_you ->
            [yes] you
           *[no] { $seller }
        }, to { $cell }.
    }
# Money action discard: $tile (accusative) left the game for 2 coins; $coins the purse now.
aquaretto-depot-tile-discarded = { $you ->
        [yes] You pay 2 coins and discard the { $tile } from your depot.
       *[no] { $player } pays 2 coins and discards the { $tile } from the depot.
    } Coins: { $coins }.
    .short = { $you ->
        [yes] Discarded { $tile }.
       *[no] { $player } discards { $tile }.
    }
# Money action expand: $board (accusative) for $cost coins; its new fields
# are $cells; $limit species are allowed now.
aquaretto-park-expanded = { $you ->
        [yes] You add a { $board } for { $cost ->
            [one] 1 coin
           *[other] { $cost } coins
        }: new fields { $cells }.
       *[no] { $player } adds a { $board } for { $cost ->
            [one] 1 coin
           *[other] { $cost } coins
        }: new fields { $cells }.
    } Species allowed: { $limit }.
    .short = { $you ->
        [yes] New fields: { $cells }.
       *[no] { $player }, new fields: { $cells }.
    }
# 2 players: nobody took truck $truck; its $count tiles, listed in $tiles, leave the game.
aquaretto-leftover-tiles-removed = Nobody took truck { $truck }, so its tiles leave the game: { $tiles }.
# Every player has taken a truck.
aquaretto-round-ended = Round { $round } ends: every player has a truck.
    .short = Round { $round } over.

## Another player's turn in a line or two (normal and brief verbosity). A turn is
## a sentence and its parts, joined with semicolons; .short is the brief form of a part.

# A tile drawn and put on a truck: $tile (nominative) on truck $truck; $end is yes
# when it came from the end stack under the disc.
aquaretto-turn-load = { $you ->
        [yes] You add a tile{ $end ->
            [yes] {" "}from the end stack
           *[no] {""}
        } to truck { $truck }: { $tile }.
       *[no] { $player } adds a tile{ $end ->
            [yes] {" "}from the end stack
           *[no] {""}
        } to truck { $truck }: { $tile }.
    }
    .short = { $you ->
        [yes] { $tile } on truck { $truck }.
       *[no] { $player }: { $tile } on truck { $truck }.
    }
# $player took truck $truck; $parts: where each tile went, or the tiles listed.
aquaretto-turn-take = { $you ->
        [yes] You take truck { $truck }: { $parts }.
       *[no] { $player } takes truck { $truck }: { $parts }.
    }
# More of the same turn: $parts as above.
aquaretto-turn-then = { $you ->
        [yes] Then: { $parts }.
       *[no] { $player }, then: { $parts }.
    }
# A player's events that follow no action of theirs in this act (a tile placed): $parts.
aquaretto-turn-parts = { $you ->
        [yes] { $parts }.
       *[no] { $player }: { $parts }.
    }
# A line about the listener's own park or depot in another player's turn: $text.
aquaretto-for-you = For you: { $text }
# $tile (nominative) went on truck $truck.
aquaretto-part-loaded = { $tile } on truck { $truck }
# A coin tile from the truck; $coins the purse now.
aquaretto-part-coin = coin tile, now { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }
    .short = coin tile
# $tile (nominative) went on $cell; its pool has $size tiles; with a new pool,
# $species species of $limit allowed (0: not known).
aquaretto-part-placed = { $tile } on { $cell }, { $size ->
        [1] new pool{ $limit ->
            [0] {""}
           *[other] , { $species } of { $limit } species
        }
       *[other] pool of { $size }
    }
    .short = { $tile } on { $cell }
# $tile (nominative) went to the depot, which holds $count tiles now; $reason and
# $limit as in aquaretto-tile-to-depot.
aquaretto-part-depot = { $tile } to the depot, now { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    }{ $reason ->
        [species-limit] , no new pool allowed
        [no-cell] , no legal cell
       *[chosen] {""}
    }
    .short = { $tile } to the depot{ $reason ->
        [chosen] {""}
       *[other] , no legal cell
    }
# A bonus coin; $coins the purse now.
aquaretto-part-bonus = bonus coin, now { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }
    .short = bonus coin
aquaretto-part-bank-empty = no bonus coin, the bank is empty
# An offspring of $species (genitive) is born.
aquaretto-part-born = { $species } offspring born
# The offspring $tile (nominative) went on $cell; its pool has $size tiles.
aquaretto-part-offspring-placed = new { $tile } on { $cell }, pool of { $size }
    .short = new { $tile } on { $cell }
# The offspring $tile (nominative) went to the depot ($count tiles there), no room in its pool.
aquaretto-part-offspring-depot = new { $tile } to the depot, no room in the pool
    .short = new { $tile } to the depot
aquaretto-part-worker-earned = new worker earned
# The new worker's place: $worker (nominative).
aquaretto-part-worker = new worker: { $worker }
aquaretto-part-worker-no-place = new worker, but no free place
aquaretto-part-worker-none-left = no worker left in the supply

## The end of the game.

# First result line: $scores lists every player with their points.
aquaretto-game-ended = Game over. Final points. { $scores }.
# One line per player: $name, $total points; the categories $animals,
# $cashiers, $keepers, $trainers; $depot the depot penalty as a positive number.
aquaretto-result-player = { $name }: { $total ->
        [one] { $total } point
       *[other] { $total } points
    }. Animals { $animals }, cashiers { $cashiers }, keepers { $keepers }, trainers { $trainers }, { $depot ->
        [0] depot 0.
       *[other] depot minus { $depot }.
    }
# Final places with 3 or more players: $places lists place number and name.
aquaretto-places = Places: { $places }.
# The winner. $name: the winner, or the winners listed; $you; $tiebreak: none,
# coins (won on more coins) or shared (a shared win).
aquaretto-winner = { $tiebreak ->
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
aquaretto-tie-break-coins = { $tied } { $count ->
        [2] both have
       *[other] all have
    } { $score ->
        [one] { $score } point
       *[other] { $score } points
    }; { $name } wins with more coins, { $coins } against { $others }.
# Shared win: $winners listed; $score their points; $coins the coins each has.
aquaretto-tie-break-shared = Shared win: { $winners }, { $score ->
        [one] { $score } point
       *[other] { $score } points
    } and { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    } each.

## Describing the table. The value is the sentence for normal and full
## verbosity; .short is the brief form.

# Whose turn: $player; $you; $coins in the listener's purse; $final is yes in the last round.
aquaretto-turn = { $you ->
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
        [yes] { $player }, { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        }
       *[no] Turn: { $player }
    }
# The game has ended.
aquaretto-turn-over = Game over.
# One truck. $number: the truck's number; $state: loaded, full, empty or
# taken; $tiles: its face-up tiles listed ($tiles_acc the same, accusative); $player: who took it.
aquaretto-truck-entry = { $state ->
        [taken] { $number } taken by { $player }
        [empty] { $number } empty
        [full] { $number } full, carries { $tiles_acc }
       *[loaded] { $number } carries { $tiles_acc }
    }
    .short = { $state ->
        [taken] { $number } taken
        [empty] { $number } empty
        [full] { $number } full: { $tiles }
       *[loaded] { $number }: { $tiles }
    }
# A truck with face-down blockers: $entry as above, $blockers places blocked.
aquaretto-truck-with-blockers = { $entry }, { $blockers ->
        [one] 1 blocked
       *[other] { $blockers } blocked
    }
# The trucks: $trucks, the entries joined with semicolons.
aquaretto-trucks = Trucks: { $trucks }.
    .short = Trucks: { $trucks }
# The round and the stacks: $round; $stack tiles in the main stacks; $end under the disc.
aquaretto-stacks = Round { $round }. Stacks: { $stack } tiles, { $end } under the disc.
    .short = Round { $round }, stack { $stack }, end { $end }
# Everyone's coins: $players lists name and coins; $bank coins in the bank.
aquaretto-coins = Coins. { $players }. Bank: { $bank }.
    .short = Coins. { $players }
# Points if the game ended now: $scores lists name and points.
aquaretto-scores = Points now. { $scores }.
    .short = Points. { $scores }
# The players: $count is how many, $players the entries listed.
aquaretto-players = { $count } players: { $players }.
# The tile being placed, $tile (nominative), and $count more from the truck, listed in $tiles.
aquaretto-hand-placing = { $count ->
        [0] Placing: { $tile }.
       *[other] Placing: { $tile }. Still to place: { $tiles }.
    }
    .short = Placing: { $tile }
# Tiles of the taken truck still to place: $count, listed in $tiles.
aquaretto-hand-waiting = { $count ->
        [one] To place: { $tiles }.
       *[other] To place, in the order you choose: { $tiles }.
    }
    .short = To place: { $tiles }
# Nothing to place.
aquaretto-hand-empty = Nothing in hand.
    .short = Hand empty

## The water park.

# Map heading: $name owns the park; $you; $fields fields; $species species of $limit allowed.
aquaretto-map-title = { $you ->
        [yes] Your park
       *[no] Park of { $name }
    }: { $fields } fields, { $species } of { $limit } species.
    .short = { $you ->
        [yes] Your park
       *[no] Park { $name }
    }, { $fields } fields
# One row of the map: $row number; $cells, the row's fields left to right.
aquaretto-map-row = Row { $row }: { $cells }.
    .short = Row { $row }: { $cells }
# One piece of a row: $cells, one cell or a run; $kind: empty, trainer or
# tile; $label: the tile (nominative).
aquaretto-map-entry = { $kind ->
        [empty] { $cells } empty
        [trainer] { $cells } trainer
       *[tile] { $cells } { $label }
    }
# A run of one species whose tiles carry marks: $entry (the run) and $marks, each
# marked cell (aquaretto-map-mark) listed.
aquaretto-map-marked = { $entry } ({ $marks })
# One marked cell of a run: $cell; $kind: male, female, fish, lightning or offspring.
aquaretto-map-mark = { $cell } { $kind ->
        [male] male
        [female] female
        [fish] fish
        [lightning] lightning
       *[offspring] young
    }
# Pools heading: $name; $you; $count pools; $limit species allowed.
aquaretto-pools-title = { $you ->
        [yes] Your pools
       *[no] Pools of { $name }
    }: { $count ->
        [0] none yet
        [one] 1
       *[other] { $count }
    }, { $limit } species allowed.
    .short = { $you ->
        [yes] Your pools
       *[no] Pools { $name }
    }: { $count } of { $limit }
# One pool. $pool: the species naming it; $size tiles on $cells; $offspring:
# offspring born so far; $waiting: male, female or none, a fertile tile still
# without partner; $next: the size of the next bonus (0: none left); $reward:
# coin or worker; $room: free cells it can still grow into.
aquaretto-pool = { $pool } pool, { $size ->
        [one] 1 tile
       *[other] { $size } tiles
    }: { $cells }. { $offspring ->
        [0] No offspring yet
        [one] 1 offspring
       *[other] { $offspring } offspring
    }{ $waiting ->
        [male] , a male waits for a female.
        [female] , a female waits for a male.
       *[none] .
    } { $next ->
        [0] No more bonuses.
       *[other] Next bonus at { $next }: { $reward ->
            [worker] a worker.
           *[coin] a coin.
        }
    } { $room ->
        [0] No room to grow.
        [one] Room: 1 cell.
       *[other] Room: { $room } cells.
    }
    .short = { $pool } { $size }: { $cells }
# A depot. $name; $you; $count tiles listed top first in $tiles; $species
# different species; $penalty the points it costs at the end.
aquaretto-depot = { $count ->
        [0] { $you ->
            [yes] Your depot is empty.
           *[no] Depot of { $name } is empty.
        }
       *[other] { $you ->
            [yes] Your depot
           *[no] Depot of { $name }
        }, { $count ->
            [one] 1 tile
           *[other] { $count } tiles
        }, top first: { $tiles }. { $species ->
            [one] 1 species
           *[other] { $species } species
        }, minus { $penalty } at the end.
    }
    .short = { $you ->
        [yes] Depot
       *[no] Depot { $name }
    } { $count }: { $tiles }
# A long depot said one tile a line, this its heading: $name; $you; $count tiles.
aquaretto-depot-heading = { $you ->
        [yes] Your depot
       *[no] Depot of { $name }
    }, { $count } tiles, top first:
# After a long depot: $species different species; $penalty the points it costs at the end.
aquaretto-depot-cost = { $species ->
        [one] 1 species
       *[other] { $species } species
    }, minus { $penalty } at the end.
# A park in one line. $name; $you; $fields; $species of $limit; $workers
# listed; $depot tiles in the depot; $coins.
aquaretto-park-summary = { $you ->
        [yes] Your park
       *[no] Park of { $name }
    }: { $fields } fields, { $species } of { $limit } species. Workers: { $workers }. Depot: { $depot }. Coins: { $coins }.
# No worker yet, in a list of workers.
aquaretto-workers-none = none
# One cell. $cell; $kind: off (not a field), empty, trainer or tile; $label:
# the tile (nominative); $pool and $size: its pool; $legal: yes or no when a
# tile is being placed in this park, unknown otherwise; $tile: the tile being
# placed (nominative).
aquaretto-cell = { $kind ->
        [off] { $cell }: not a field.
        [trainer] { $cell }: trainer.
        [tile] { $cell }: { $label }, { $pool } pool of { $size }.
       *[empty] { $cell }: empty field{ $legal ->
            [yes] , legal for the { $tile }.
            [no] , not for the { $tile }.
           *[unknown] .
        }
    }
# Why a worker's place is allowed and what it scores: $option, the place and its points
# (aquaretto-worker-option); $kind: cashier, keeper, manager or trainer.
aquaretto-why-worker = Allowed: { $option } if the game ended now. { $kind ->
        [cashier] A cashier scores 1 for each of your coins.
        [keeper] A keeper scores 1 for each tile with fish in your park.
        [manager] With a manager your depot costs 1 point less for each species in it.
       *[trainer] A trainer scores 1 for each dolphin, orca or sea lion without lightning on the 8 fields around it.
    }
# Why a cell is legal: $tile (nominative) on $cell; $size: its pool after;
# $pool the species naming it; $bonus: coin, worker or none; $breed: yes when
# an offspring would be born.
aquaretto-why-place = { $cell } is legal: { $size ->
        [1] the { $tile } starts a new pool.
       *[other] the { $tile } joins the { $pool } pool, { $size } tiles then.
    }{ $bonus ->
        [coin] { " " }Bonus: a coin.
        [worker] { " " }Bonus: a worker.
       *[none] {""}
    }{ $breed ->
        [yes] { " " }An offspring is born.
       *[no] {""}
    }

## Options in the numbered lists.

# Add a tile to a truck (draw one and load it).
aquaretto-action-draw = add a tile to a truck
    .short = add a tile
# Take truck $truck (the trucks line just before says its tiles).
aquaretto-action-take = take truck { $truck }
# Move the depot's top $tile (accusative) into the park for $cost coin.
aquaretto-action-move-depot = move { $tile } from your depot to the park, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
    .short = move { $tile } from depot, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Move $worker (accusative) to another position for $cost coin.
aquaretto-action-move-worker = move your { $worker }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
    .short = move { $worker }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Buy $tile (accusative), the top of $player's depot, for $cost coins.
aquaretto-action-buy = buy { $tile } from { $player }'s depot, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
    .short = buy { $tile } from { $player }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Discard $tile (accusative), the top of one's depot, for $cost coins.
aquaretto-action-discard = discard { $tile } from your depot, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
    .short = discard { $tile }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Add $board (accusative) for $cost coins; $size is small or large.
aquaretto-action-expand = add a { $board }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
    .short = { $size ->
        [small] small board
       *[large] large board
    }, { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    }
# Put the drawn tile on truck $truck holding $count tiles, listed in $tiles.
aquaretto-action-load = { $count ->
        [0] truck { $truck }, empty
       *[other] truck { $truck }: { $tiles }
    }
# Put the tile in the depot.
aquaretto-action-depot = depot
# Back out of the money action; nothing is paid.
aquaretto-action-cancel = cancel
# An expansion board placement covering $cells.
aquaretto-action-board = covering { $cells }
    .short = { $cells }
# A group of board placements: $side (above, right, below, left) with $count placements.
aquaretto-board-side = { $side ->
        [above] above the park
        [below] below the park
        [left] left of the park
       *[right] right of the park
    }, { $count ->
        [one] 1 placement
       *[other] { $count } placements
    }
# A group of legal cells: row $row, its cells listed in $cells.
aquaretto-group-row = row { $row }: { $cells }
# The money actions behind one entry of the turn's list: $count of them.
aquaretto-group-money = money actions, { $count } choices
# A group of worker places: a trainer on one of $count cells.
aquaretto-group-trainer = trainer, { $count ->
        [one] 1 place
       *[other] { $count } places
    }

## Questions at the player's turn. $options is the numbered list.

# A turn: add a tile, take a truck, or a money action.
aquaretto-prompt-turn = Choose: { $options }.
    .short = { $options }.
# Whose turn ($turn, a sentence) and the trucks ($trucks, a sentence) in one line.
aquaretto-turn-and-trucks = { $turn } { $trucks }
    .short = { $turn }. { $trucks }
# The heading of the trucks said one a line.
aquaretto-trucks-heading = Trucks:
# One truck on a line of its own: $entry as in aquaretto-truck-entry.
aquaretto-truck-line = Truck { $entry }.
    .short = Truck { $entry }.
# The drawn $tile (accusative) goes on a truck.
aquaretto-prompt-load = Put the { $tile } on which truck? { $options }.
    .short = Truck for the { $tile }: { $options }.
# None of the taken truck's tiles has a legal cell, so all went to the depot without a
# question: $tiles (nominative) listed in the truck's order; $count tiles in the depot now.
aquaretto-all-to-depot = { $you ->
        [yes] All to your depot, as no cell of your park is legal for any of them: { $tiles }. The depot holds { $count } tiles now.
       *[no] All to the depot of { $player }, as no cell of the park is legal for any of them: { $tiles }. The depot holds { $count } tiles now.
    }
# The taken truck's tiles: which one is placed next.
aquaretto-prompt-choose = Which tile next? { $options }.
    .short = Next: { $options }.
# Place $tile (accusative): $count legal cells numbered in $cells; $extra is
# depot, cancel or none, with the number $number to type for it.
aquaretto-prompt-place = Place the { $tile }. { $count ->
        [0] No legal cell.
        [one] Legal cell: { $cells }.
       *[other] Legal cells: { $cells }.
    }{ $extra ->
        [depot] { " " }Or { $number }: depot.
        [cancel] { " " }Or { $number }: cancel.
       *[none] {""}
    }
    .short = { $count ->
        [0] Place the { $tile }: no legal cell
       *[other] Place the { $tile }: { $cells }
    }{ $extra ->
        [depot] , { $number }: depot.
        [cancel] , { $number }: cancel.
       *[none] .
    }
# A worker's place in a list: $worker (nominative) and the $points it would score there
# if the game ended now.
aquaretto-worker-option = { $worker }, { $points ->
        [one] 1 point
       *[other] { $points } points
    }
# Place a worker. $moving: the worker being moved (accusative), or new for a new one.
aquaretto-prompt-worker = { $moving ->
        [new] Place the new worker: { $options }.
       *[other] Move the { $moving } to: { $options }.
    }
# Place $board (accusative): $count placements in $options; $back is yes when these are
# only some of the placements (a side, or those covering a cell).
aquaretto-prompt-board = Place the { $board }, { $count ->
        [one] 1 placement
       *[other] { $count } placements
    }: { $options }.{ $back ->
        [yes] { " " }Back returns to the previous list.
       *[no] {""}
    }
# Too many placements to list: choose a side first, or type a cell to cover.
aquaretto-prompt-board-sides = Place the { $board }, { $count } placements. Choose a side, or type a cell it should cover: { $options }.
# The same question before the sides said one a line: $board (accusative), $count placements.
aquaretto-board-sides-intro = Place the { $board }, { $count } placements. Choose a side, or type a cell it should cover.
    .short = Place the { $board }: { $count } placements, by side.
# Many legal cells, listed by row: $tile (accusative), $count cells; $options the rows numbered.
aquaretto-prompt-place-rows = Place the { $tile }, { $count } legal cells. Choose a row, or type a cell: { $options }.
# The same question before the rows said one a line.
aquaretto-place-rows-intro = Place the { $tile }, { $count } legal cells. Choose a row, or type a cell.
    .short = Place the { $tile }: { $count } cells, by row.
# The cells of one row: $tile (accusative), $row, $options numbered.
aquaretto-prompt-place-row = Place the { $tile } in row { $row }: { $options }. Back returns to all rows.
    .short = Row { $row }: { $options }.
# The trainer's places: $options numbered.
aquaretto-prompt-trainer = Place the trainer: { $options }. Back returns to all places.
# The money actions: $options numbered.
aquaretto-prompt-money = Money actions: { $options }. Back returns to the turn.
# Said after a part of a list shown one entry a line.
aquaretto-back-to-all = Back returns to the whole list.

## What a long list holds, for its count line ("Actions, 7 choices:").

aquaretto-list-turn = Actions
# $tile (accusative): the tile just drawn.
aquaretto-list-load = Truck for the { $tile }
aquaretto-list-choose = Next tile
# $tile (accusative): the tile to place.
aquaretto-list-place = Place the { $tile }
# $tile (accusative), $row: the cells of one row.
aquaretto-list-place-row = Place the { $tile } in row { $row }
aquaretto-list-rows = Rows
# $moving: new, or the worker being moved (accusative).
aquaretto-list-worker = { $moving ->
        [new] Place the new worker
       *[other] Move the { $moving }
    }
aquaretto-list-trainer = Trainer's place
aquaretto-list-money = Money actions
# $board (accusative).
aquaretto-list-board = Place the { $board }
aquaretto-list-sides = Sides

## The prompt before the cursor: the decision in a few words, then the range
## (common-prompt-range adds ", 1 to 7:"). At most 40 characters with the range.

aquaretto-ask-turn = Action
# $tile: the drawn tile's species (accusative), or coin.
aquaretto-ask-load = Truck for the { $tile }
aquaretto-ask-choose = Next tile
# $tile: the species to place (accusative).
aquaretto-ask-place = Place the { $tile }
# $row: the row whose cells are listed.
aquaretto-ask-row = Cell in row { $row }
aquaretto-ask-trainer = Trainer's cell
aquaretto-ask-money = Money action
# $moving: new, or the worker being moved (accusative).
aquaretto-ask-worker = { $moving ->
        [new] New worker
       *[other] Move the { $moving }
    }
# An expansion board. $size: small or large; $kind: all (every placement), sides (the
# sides list), side (one side, $side above, right, below or left) or cell (those covering $cell).
aquaretto-ask-board = { $size ->
        [small] Small
       *[large] Large
    } board{ $kind ->
        [sides] , side
        [side] { $side ->
            [above] {" "}above
            [below] {" "}below
            [left] {" "}left
           *[right] {" "}right
        }
        [cell] {" "}on { $cell }
       *[all] {""}
    }
# While exploring a park.
aquaretto-ask-explore = Explore, n s e w, back ends:

## Why an action is refused. Each says what is wrong and what is possible.

# Wrong number of players: allowed from $min to $max.
aquaretto-error-player-count = Aquaretto is for { $min } to { $max } players; change the number of players.
# A coin tile never goes into the park: $tile.
aquaretto-error-not-an-animal = A coin goes to your purse, not into the park; choose an animal tile.
# $cell is not a field of the park.
aquaretto-error-not-a-field = { $cell } is not a field of your park; choose one of the legal cells, or say map.
# $cell already holds a tile; $pool is its species as it names a pool.
aquaretto-error-occupied = { $cell } is already part of your { $pool } pool; choose a free field from the list.
# A trainer stands on $cell.
aquaretto-error-trainer-there = A trainer stands on { $cell }; choose a free field from the list.
# The park already holds $limit species, so $species_acc (accusative) cannot start a pool.
aquaretto-error-species-limit = No new pool for the { $species_acc }: your park already has { $limit } species. Put it in the depot, or add a large board.
# The species already has a pool, named by $pool, and $cell does not touch it.
aquaretto-error-not-adjacent-to-pool = { $cell } does not touch your { $pool } pool, and each species keeps to one pool. Say pools to hear where it is.
# $cell touches the pool named by $other_pool at $neighbour.
aquaretto-error-touches-other-species = { $cell } is next to your { $other_pool } pool at { $neighbour }; pools of different species must not touch. Choose another cell.
# The tile may not go to the depot; $source: offspring, depot or purchase.
aquaretto-error-depot-not-allowed = { $source ->
        [offspring] An offspring goes to the depot only when its pool has no room; choose one of the cells.
        [depot] This tile comes from your depot; choose a cell, or cancel.
       *[purchase] A bought tile goes into your park; choose a cell, or cancel.
    }
# A board of $size does not have this shape.
aquaretto-error-board-shape = That is not the shape of the { $size ->
        [small] small board, 3 fields in an L
       *[large] large board, 4 fields in a square
    }; choose a placement from the list.
# The board would cover $cell, a field or the printed board.
aquaretto-error-board-overlaps = The board would cover { $cell }, which is already part of the park; choose a placement from the list.
# The board would reach $cell, beyond the named cells.
aquaretto-error-board-out-of-range = The board would reach { $cell }, too far out; choose a placement from the list.
# The board does not touch the park.
aquaretto-error-board-not-touching = The board must share an edge with your park; choose a placement from the list.
# The stacks are empty.
aquaretto-error-no-tiles-left = No tiles left to draw; take a truck instead.
# Every truck is full or taken.
aquaretto-error-trucks-full = Every truck in play is full; take a truck, or do a money action.
# There is no truck $truck; trucks run from 1 to $trucks.
aquaretto-error-no-such-truck = There is no truck { $truck }; trucks run from 1 to { $trucks }.
# Truck $truck was taken this round by $player.
aquaretto-error-truck-taken = Truck { $truck } is already taken by { $player } this round; choose another truck.
# Truck $truck has no free place.
aquaretto-error-truck-full = Truck { $truck } is full; put the tile on another truck.
# Truck $truck holds no face-up tile.
aquaretto-error-truck-empty = Truck { $truck } is empty, and an empty truck cannot be taken; choose a truck with tiles.
# $tile (nominative) is not among the tiles of the taken truck.
aquaretto-error-not-in-hand = The { $tile } is not on your truck; choose one of the tiles still to place.
# Not enough coins: $cost needed, $coins in the purse.
aquaretto-error-not-enough-coins = This costs { $cost ->
        [one] 1 coin
       *[other] { $cost } coins
    } and you have { $coins }; choose something cheaper.
# $player's depot is empty.
aquaretto-error-depot-empty = The depot of { $player } is empty; there is nothing to take from it.
# The depot top, $tile_acc (accusative), has no legal cell in the park.
aquaretto-error-no-room = The { $tile_acc } has no legal cell in your park; expand your park first, or choose another action.
# A player tried to buy from their own depot.
aquaretto-error-buy-from-self = You cannot buy from your own depot; move its top tile for 1 coin instead.
# No such player: $player.
aquaretto-error-no-such-player = There is no player { $player }; say players to hear who plays.
# No such worker: $kind (nominative).
aquaretto-error-no-such-worker = You have no { $kind } there; say park to hear where your workers are.
# The worker $kind has nowhere else to go.
aquaretto-error-nowhere-to-move = Your { $kind } has no other place to go; choose another action.
# No board of $size left.
aquaretto-error-no-boards-left = { $size ->
        [small] You have no small board left; a large one may still be free.
       *[large] You have no large board left; a small one may still be free.
    }
# No place for a board of $size.
aquaretto-error-no-board-placement = { $size ->
        [small] A small board
       *[large] A large board
    } fits nowhere next to your park; choose another action.
# Nothing to cancel.
aquaretto-error-nothing-to-cancel = Nothing to cancel; choose from the list.
# At most $limit workers of kind $kind.
aquaretto-error-worker-limit = You already have { $limit } of this worker, { $kind }; choose another place.
# The moving worker already is a $kind.
aquaretto-error-worker-already-there = The worker is already a { $kind }; choose another place, or cancel.
# The action belongs to another step; $phase says what is asked now.
aquaretto-error-not-now = { $phase ->
        [turn] Not now: first choose a turn action from the list.
        [load_truck] Not now: first put the drawn tile on a truck.
        [choose_tile] Not now: first choose which tile of your truck to place next.
        [place_tile] Not now: first place the tile in hand.
        [place_worker] Not now: first place the worker.
        [place_board] Not now: first place the expansion board, or cancel.
       *[over] Not now: the game is over.
    }
# $text is not a cell name.
aquaretto-error-cell-syntax = { $text } is not a cell; name a cell by row number and column letter, for example 3C.
# $code is not a tile.
aquaretto-error-unknown-tile = Unknown tile: { $code }; choose from the list.

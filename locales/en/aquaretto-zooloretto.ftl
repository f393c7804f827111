### Aquaretto and Zooloretto combined: what the app says that neither game says alone.
###
### Conventions for translators:
### - The zoo is Zooloretto's zoo with its barn; the water park is Aquaretto's
###   park with its depot. $place is zoo or water and names which one.
### - Tiles arrive already formatted by the two games' own narration, in the
###   case named in the comment. Lists arrive joined with the list messages below.
### - $you is yes when the listener is the player named, otherwise no.
### - Trucks arrive as numbers counted from 1.
### - Attributes named .short are the brief forms for a Braille display line.
### Everything else (placing tiles, money actions, zoo and park descriptions) is
### said by zooloretto.ftl and aquaretto.ftl.

## Words and lists.

# Which zoo, inside a sentence or list: $place is zoo or water.
aquaretto-zooloretto-place = { $place ->
        [zoo] zoo
       *[water] water park
    }
# A line about one zoo: $place as above, $text the line itself.
aquaretto-zooloretto-about = { $place ->
        [zoo] Zoo
       *[water] Water park
    }: { $text }
# A list entry about one zoo: $place as above, $label the entry.
aquaretto-zooloretto-option = { $place ->
        [zoo] zoo
       *[water] water park
    }: { $label }
# A whole number that may be negative: $number its size; $minus yes below 0.
aquaretto-zooloretto-signed = { $minus ->
        [yes] minus { $number }
       *[no] { $number }
    }
# Points with their word: $number their size; $minus yes below 0.
aquaretto-zooloretto-points = { $minus ->
        [yes] minus { $number }
       *[no] { $number }
    } { $number ->
        [one] point
       *[other] points
    }
# A name with a number, as in a score list: "Anna: 10".
aquaretto-zooloretto-player-number = { $name }: { $number }
# One player in the players list: $name; $kind is bot, you or other.
aquaretto-zooloretto-player-entry = { $kind ->
        [bot] { $name } (bot)
        [you] { $name } (you)
       *[other] { $name }
    }

## Events. $player is the acting player; $you as above.

# First line of a game (the players follow on a line of their own): $trucks
# trucks; $coins each player starts with.
aquaretto-zooloretto-game-started = Aquaretto and Zooloretto: { $trucks } trucks, { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    } each.
# The species left out of one game: $place; $count of them, listed in $species.
aquaretto-zooloretto-species-removed = { $place ->
        [zoo] Zoo
       *[water] Water park
    }: { $count ->
        [0] every species plays.
       *[other] left out: { $species }.
    }
# None of the water park tiles of the taken truck has a legal cell, so all went to the
# depot without a question: $tiles (nominative) listed in the truck's order; $count
# tiles in the depot now; $player, $you as above.
aquaretto-zooloretto-all-to-depot = { $you ->
        [yes] Water park: all to your depot, as no cell of your park is legal for any of them: { $tiles }. The depot holds { $count } tiles now.
       *[no] Water park: all to the depot of { $player }, as no cell of the park is legal for any of them: { $tiles }. The depot holds { $count } tiles now.
    }
# 2 players: $blockers places of truck $truck are blocked for the whole game.
aquaretto-zooloretto-truck-blocked = Truck { $truck }: { $blockers ->
        [one] 1 place blocked by a face-down tile for the whole game.
       *[other] { $blockers } places blocked by face-down tiles for the whole game.
    }
# A new round: $round; $player starts it; $supplies is both, zoo or water:
# which games' tiles are still played.
aquaretto-zooloretto-round-started = Round { $round }. { $you ->
        [yes] You start.
       *[no] { $player } starts.
    }{ $supplies ->
        [zoo] { " " }Zoo tiles only.
        [water] { " " }Water park tiles only.
       *[both] {""}
    }
# A tile was turned face up: $place its game; $tile (nominative); $end is yes
# when it comes from that game's stack under the disc.
aquaretto-zooloretto-tile-drawn = { $you ->
        [yes] You draw
       *[no] { $player } draws
    } a { $place ->
        [zoo] zoo
       *[water] water park
    } tile{ $end ->
        [yes] { " " }from under the disc
       *[no] {""}
    }: { $tile }.
# The first tile under one game's disc: $place is that game.
aquaretto-zooloretto-supply-ending = { $place ->
        [zoo] Zoo end stack reached. The other zoo tiles leave at the end of this round; then only water park tiles are played.
       *[water] Water park end stack reached. The other water park tiles leave at the end of this round; then only zoo tiles are played.
    }
# The second game's end stack is reached too: this round is the last.
aquaretto-zooloretto-final-round = Last round: the { $place ->
        [zoo] zoo
       *[water] water park
    } end stack is reached too.
# The drawn $tile (accusative) went on truck $truck.
aquaretto-zooloretto-tile-loaded = { $you ->
        [yes] You put the { $tile } on truck { $truck }.
       *[no] { $player } puts the { $tile } on truck { $truck }.
    }
# The first tile on truck $truck fixed its game for this round: $place.
aquaretto-zooloretto-truck-supply-fixed = Truck { $truck } carries { $place ->
        [zoo] zoo
       *[water] water park
    } tiles only this round.
# A tile drawn and put on a truck, in one line (a bot's, or one that could go on
# 1 truck only): $player, $you; $tile (accusative),
# $tile_nom (nominative, in .short); $place its game; $end yes when it came from
# under the disc; $truck; $fixed yes when it was the truck's first tile, which fixes
# the truck's game for this round.
aquaretto-zooloretto-tile-drawn-loaded = { $you ->
        [yes] You draw
       *[no] { $player } draws
    } the { $tile }, a { $place ->
        [zoo] zoo
       *[water] water park
    } tile{ $end ->
        [yes] { " " }from under the disc
       *[no] {""}
    }, and { $you ->
        [yes] put
       *[no] puts
    } it on truck { $truck }{ $fixed ->
        [yes] , now for { $place ->
            [zoo] zoo
           *[water] water park
        } tiles only
       *[no] {""}
    }.
    .short = { $you ->
        [yes] You
       *[no] { $player }
    }, truck { $truck }{ $fixed ->
        [yes] , { $place ->
            [zoo] zoo
           *[water] water park
        }
       *[no] {""}
    }: { $tile_nom }.
# The first tile on truck $truck, which fixes its game ($place) for this round:
# $tile (accusative), $tile_nom (nominative, in .short).
aquaretto-zooloretto-tile-loaded-fixed = { $you ->
        [yes] You put
       *[no] { $player } puts
    } the { $tile } on truck { $truck }, now for { $place ->
        [zoo] zoo
       *[water] water park
    } tiles only.
    .short = { $you ->
        [yes] You
       *[no] { $player }
    }, truck { $truck }, { $place ->
        [zoo] zoo
       *[water] water park
    }: { $tile_nom }.
# 2 players: nobody took truck $truck; its $count tiles, listed in $tiles, leave the game.
aquaretto-zooloretto-leftovers-removed = Nobody took truck { $truck }, so { $count ->
        [one] its tile leaves
       *[other] its tiles leave
    } the game: { $tiles }.
# Every player has taken a truck.
aquaretto-zooloretto-round-ended = Round { $round } ends: every player has a truck.
# Round $ended ended (every player has a truck) and round $round starts: $player
# starts it ($you); $supplies is both, zoo or water: which games' tiles are played.
aquaretto-zooloretto-round-next = Round { $ended } ends: every player has a truck. Round { $round }: { $you ->
        [yes] you start.
       *[no] { $player } starts.
    }{ $supplies ->
        [zoo] { " " }Zoo tiles only.
        [water] { " " }Water park tiles only.
       *[both] {""}
    }
    .short = Round { $round }: { $you ->
        [yes] you start.
       *[no] { $player } starts.
    }{ $supplies ->
        [zoo] { " " }Zoo tiles only.
        [water] { " " }Water park tiles only.
       *[both] {""}
    }
# One game's stack leaves: $place that game, $count tiles left unseen.
aquaretto-zooloretto-supply-removed = { $place ->
        [zoo] Zoo tiles out
       *[water] Water park tiles out
    }: { $count ->
        [0] none were left.
        [one] the last tile leaves the game unseen.
       *[other] the last { $count } tiles leave the game unseen.
    }
# Said on the next line: $other the game still played.
aquaretto-zooloretto-supply-left = From now on only { $other ->
        [zoo] zoo
       *[water] water park
    } tiles, on any truck, and a truck may be taken at any time.

## The end of the game.

# First result line: $scores lists every player with their points.
aquaretto-zooloretto-game-ended = Game over. Final points. { $scores }.
# One player's total: $name; $points with their word (aquaretto-zooloretto-points);
# $zoo of them from the zoo, $water from the water park (aquaretto-zooloretto-signed).
aquaretto-zooloretto-result-player = { $name }: { $points }, zoo { $zoo } and water park { $water }.
# The zoo's categories of one player: $name; $points the zoo's total;
# $categories listed by the Zooloretto narration.
aquaretto-zooloretto-result-zoo = { $name }, zoo { $points }: { $categories }.
# The water park's categories: $name; $points its total; $animals, $cashiers,
# $keepers, $trainers; $depot the depot penalty as a positive number.
aquaretto-zooloretto-result-water = { $name }, water park { $points }: animals { $animals }, cashiers { $cashiers }, keepers { $keepers }, trainers { $trainers }, { $depot ->
        [0] depot 0.
       *[other] depot minus { $depot }.
    }
# Final places with 3 or more players: $places lists place number and name.
aquaretto-zooloretto-places = Places: { $places }.
# The winner: $name (or names); $tiebreak: none, coins or shared; $you.
aquaretto-zooloretto-winner = { $tiebreak ->
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
# A tie on points broken by coins: $tied the tied players, $count of them,
# $score their points; $name the winner with $coins; $others the others' coins.
aquaretto-zooloretto-tie-break-coins = { $tied } { $count ->
        [2] both have
       *[other] all have
    } { $score ->
        [one] 1 point
       *[other] { $score } points
    }; { $name } wins with more coins, { $coins } against { $others }.
# Shared win: $winners listed; $score their points; $coins the coins each owns.
aquaretto-zooloretto-tie-break-shared = Shared win: { $winners }, { $score ->
        [one] 1 point
       *[other] { $score } points
    } and { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    } each.

## Describing the table.

# Whose turn: $player; $you; $coins in the listener's purse (one purse for
# both zoos); $final is yes in the last round.
aquaretto-zooloretto-turn = { $you ->
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
        [yes] Your turn, { $coins } coins
       *[no] Turn: { $player }
    }
# The game is over.
aquaretto-zooloretto-turn-over = The game is over.
# The round and both stacks: $round; $stacks lists each game's stacks.
aquaretto-zooloretto-stacks = Round { $round }. Stacks: { $stacks }.
    .short = Round { $round }: { $stacks }
# One game's stacks: $place; $state is open or out (its tiles left the game);
# $stack tiles in the main stack; $end under the disc.
aquaretto-zooloretto-stack-entry = { $place ->
        [zoo] zoo
       *[water] water park
    } { $state ->
        [out] out of play
       *[open] { $stack } and { $end } under the disc
    }
# A truck in the trucks list: $number; $state taken, empty, full or loaded;
# $player who took it; $place the game of its tiles; $tiles listed.
aquaretto-zooloretto-truck-entry = { $state ->
        [taken] { $number } taken by { $player }
        [empty] { $number } empty
        [full] { $number } full, { $place ->
            [zoo] zoo
           *[water] water park
        }: { $tiles }
       *[loaded] { $number } { $place ->
            [zoo] zoo
           *[water] water park
        }: { $tiles }
    }
# One truck on a line of its own, in a list of the trucks: as above.
aquaretto-zooloretto-truck-line = { $state ->
        [taken] Truck { $number }: taken by { $player }
        [empty] Truck { $number }: empty
        [full] Truck { $number }, full, { $place ->
            [zoo] zoo
           *[water] water park
        }: { $tiles }
       *[loaded] Truck { $number }, { $place ->
            [zoo] zoo
           *[water] water park
        }: { $tiles }
    }
# The heading of the trucks said one a line.
aquaretto-zooloretto-trucks-heading = Trucks:
# A truck with face-down blockers: $entry as above, $blockers places blocked.
aquaretto-zooloretto-truck-with-blockers = { $entry }, { $blockers ->
        [one] 1 blocked
       *[other] { $blockers } blocked
    }
# Every truck: $trucks the entries.
aquaretto-zooloretto-trucks = Trucks: { $trucks }.
    .short = Trucks: { $trucks }
# Everyone's coins, one purse each for both zoos: $players lists name and coins;
# $bank coins in the one bank.
aquaretto-zooloretto-coins = Coins. { $players }. Bank: { $bank }.
    .short = Coins. { $players }
# The coins said one purse a line: the heading, then each player's ($name, $coins),
# then the bank's ($coins).
aquaretto-zooloretto-coins-heading = Coins:
aquaretto-zooloretto-coins-item = { $name }: { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }
aquaretto-zooloretto-bank-item = Bank: { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }
# The heading of the points now when each player's line follows.
aquaretto-zooloretto-scores-heading = Points now:
# Points if the game ended now: $scores lists name and points.
aquaretto-zooloretto-scores = Points now. { $scores }.
    .short = Points. { $scores }
# The players: $count; $players listed.
aquaretto-zooloretto-players = { $count } players: { $players }.
# The heading of the players said one a line: $count of them.
aquaretto-zooloretto-players-heading = { $count } players:
# Nothing to place at the start of a turn.
aquaretto-zooloretto-hand-empty = Nothing in hand: draw a tile, take a truck or do a money action.
    .short = Hand empty
# The tile just drawn, $tile (nominative), of the game $place, waits for a truck.
aquaretto-zooloretto-hand-drawn = Drawn { $place ->
        [zoo] zoo
       *[water] water park
    } tile: { $tile }. It goes on a truck next.
    .short = Drawn: { $tile }

## Choices in numbered lists.

# Draw from one game's stacks: $place; $count tiles left there; $end is yes
# when the main stack is empty and the tile comes from under the disc.
aquaretto-zooloretto-action-draw = draw a { $place ->
        [zoo] zoo
       *[water] water park
    } tile, { $end ->
        [yes] from under the disc, { $count } left
       *[no] { $count } left
    }
    .short = draw { $place ->
        [zoo] zoo
       *[water] water park
    }, { $end ->
        [yes] under the disc, { $count } left
       *[no] { $count } left
    }
# Take truck $truck with $tiles (nominative, listed) of the game $place.
aquaretto-zooloretto-action-take = take truck { $truck }, { $place ->
        [zoo] zoo
       *[water] water park
    }: { $tiles }
    .short = truck { $truck }, { $place ->
        [zoo] zoo
       *[water] water park
    }: { $tiles }
# Put the drawn tile on truck $truck holding $count tiles, listed in $tiles.
aquaretto-zooloretto-action-load = { $count ->
        [0] truck { $truck }, empty
       *[other] truck { $truck }: { $tiles }
    }

## Questions: what a decision asks, its list and its prompt (the text before the
## cursor, which gets ", 1 to N:" added and must stay short: at most 40 characters
## with the range). A long list is said as "$what, N choices:" and one entry a line.

# A short list in one sentence: $what the question, $options numbered.
aquaretto-zooloretto-choose = { $what }: { $options }.
# The start of a turn: $player; $coins in the purse of both zoos; $final is yes
# in the last round. Said before the choices, as "Your turn, Anna, 3 coins, 7 choices:".
aquaretto-zooloretto-turn-what = Your turn, { $player }, { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }{ $final ->
        [yes] , last round
       *[no] {""}
    }
    .short = Your turn, { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }{ $final ->
        [yes] , last round
       *[no] {""}
    }
# A short list of a turn in one sentence: $what as above, $options numbered.
aquaretto-zooloretto-prompt-turn = { $what }. Choose: { $options }.
# The prompt of a turn.
aquaretto-zooloretto-ask-turn = Play
# A list entry opening a list of its own: $kind money, move, exchange, purchase,
# discard, expand or other (a kind of money action); $count choices in it.
aquaretto-zooloretto-group = { $kind ->
        [money] money actions
        [move] move
        [exchange] exchange
        [purchase] buy
        [discard] discard
        [expand] expand
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
       *[other] more
    }, { $count }
# The question (and prompt) of such a list: $place zoo or water; $kind as above.
aquaretto-zooloretto-group-what = { $place ->
        [zoo] Zoo
       *[water] Water park
    }, { $kind ->
        [money] money actions
        [move] move
        [exchange] exchange
        [purchase] buy
        [discard] discard
        [expand] expand
       *[other] more
    }
# Said after the list of a group.
aquaretto-zooloretto-back-returns = Back returns to the list before.
# The drawn tile goes on a truck: $tile (accusative).
aquaretto-zooloretto-load-what = Truck for the { $tile }
# The prompt of the same; .short without the tile when the prompt is too long.
aquaretto-zooloretto-ask-load = Truck for the { $tile }
    .short = Truck for the tile
# Which of the taken truck's tiles goes next: $place zoo or water.
aquaretto-zooloretto-next-what = { $place ->
        [zoo] Zoo
       *[water] Water park
    }, which tile next
# The prompt of the same.
aquaretto-zooloretto-ask-next = { $place ->
        [zoo] Zoo
       *[water] Water park
    }, which tile next
# Place a tile in the zoo: $tile (accusative); $source truck, move (from your
# barn), move_stall, purchase (from $seller's barn) or other; $count places in
# the zoo (0: only the barn or discarding are left).
aquaretto-zooloretto-zoo-place-what = Zoo, { $source ->
        [move] move the { $tile } from your barn
        [move_stall] move the { $tile }
        [purchase] the { $tile } from { $seller }'s barn
       *[other] place the { $tile }
    }{ $count ->
        [0] , no room in your zoo
       *[other] {""}
    }
# The prompt of placing a tile in either place: $tile (accusative); in the
# water park its species only. .short when the prompt is too long.
aquaretto-zooloretto-ask-place = Place for the { $tile }
    .short = Place for the tile
# Place a tile in the water park: $tile (accusative); $count legal cells;
# $grouped is yes when the cells are listed by row.
aquaretto-zooloretto-water-place-what = Water park, place the { $tile }{ $count ->
        [0] , no legal cell
       *[other] {""}
    }{ $grouped ->
        [yes] , cells by row
       *[no] {""}
    }
# Said after the rows of cells.
aquaretto-zooloretto-type-cell = Or type a cell, such as 3C.
# A list entry opening the legal cells of one row: $first and $last cell; $count cells.
aquaretto-zooloretto-cell-row = { $count ->
        [one] { $first }, 1 cell
       *[other] { $first } to { $last }, { $count } cells
    }
# Place a worker: $moving the worker being moved (accusative), or new; $grouped
# is yes when the trainers' cells are listed by row.
aquaretto-zooloretto-worker-what = Water park, { $moving ->
        [new] place the new worker
       *[other] move the { $moving }
    }{ $grouped ->
        [yes] , trainers' cells by row
       *[no] {""}
    }
# The prompt of placing a worker.
aquaretto-zooloretto-ask-worker = Place for the worker
# Place an expansion board: $board (accusative).
aquaretto-zooloretto-board-what = Water park, place the { $board }
# Said after the placements of one side or one cell.
aquaretto-zooloretto-board-back = Back returns to the choice of side.
# The prompt of placing a board.
aquaretto-zooloretto-ask-board = Board placement
# Too many placements of $board (accusative) to list: $count of them, by side first.
aquaretto-zooloretto-board-sides-what = Water park, place the { $board }, { $count } placements, by side
# One side of the park in that list: $side above, below, left or right; $count placements.
aquaretto-zooloretto-board-side = { $side ->
        [above] above the park
        [below] below the park
        [left] left of the park
       *[right] right of the park
    }, { $count ->
        [one] 1 placement
       *[other] { $count } placements
    }
# Said after the sides.
aquaretto-zooloretto-type-cover = Or type a cell the board should cover.
# The prompt of choosing a side.
aquaretto-zooloretto-ask-side = Side for the board
# Any other question (and its prompt).
aquaretto-zooloretto-other-what = Choose

## Why a choice is allowed: what it would do.

# Loading truck $truck, empty now, fixes its game for this round: $place.
aquaretto-zooloretto-why-load-fixes = Allowed: truck { $truck } is empty; this tile makes it a { $place ->
        [zoo] zoo
       *[water] water park
    } truck for this round.

## Refusals of the combined game. Trucks count from 1; $supply is zoo or water.

# $min and $max: the player range.
aquaretto-zooloretto-error-player-count = The combined game takes { $min } to { $max } players.
# $name: a Zooloretto mini-expansion, named in words.
aquaretto-zooloretto-error-expansion-unsupported = Not in the combined game: { $name }. Of the mini-expansions only the savings book is supported.
# A mini-expansion's name in words, in a resumed game's first line. $name: its id.
aquaretto-zooloretto-expansion-name = { $name ->
       *[savings-book] savings book
    }
aquaretto-zooloretto-error-supply-closed = { $supply ->
        [zoo] Zoo tiles are out of play: only water park tiles are drawn now.
       *[water] Water park tiles are out of play: only zoo tiles are drawn now.
    }
aquaretto-zooloretto-error-no-tiles-left = { $supply ->
        [zoo] No zoo tiles are left to draw.
       *[water] No water park tiles are left to draw.
    }
aquaretto-zooloretto-error-no-truck-for = { $supply ->
        [zoo] No truck can take a zoo tile now: each is full, taken, or carries or is kept for water park tiles.
       *[water] No truck can take a water park tile now: each is full, taken, or carries or is kept for zoo tiles.
    }
# $truck asked for; $trucks how many there are.
aquaretto-zooloretto-error-no-such-truck = There is no truck { $truck }; the trucks are 1 to { $trucks }.
# $truck; $player who took it.
aquaretto-zooloretto-error-truck-taken = Truck { $truck } is already taken by { $player }.
aquaretto-zooloretto-error-truck-full = Truck { $truck } is full.
aquaretto-zooloretto-error-truck-empty = Truck { $truck } is empty: a truck needs at least 1 face-up tile to be taken.
# $truck carries the tiles of $supply this round.
aquaretto-zooloretto-error-truck-other-supply = Truck { $truck } carries { $supply ->
        [zoo] zoo
       *[water] water park
    } tiles only this round; a truck never mixes the 2 games.
# $truck must stay free for the first tile of $supply.
aquaretto-zooloretto-error-truck-kept-for = Truck { $truck } is kept for { $supply ->
        [zoo] zoo
       *[water] water park
    } tiles: each round needs a truck for each game, and no other truck can carry them.
aquaretto-zooloretto-error-take-needs-both = No truck may be taken yet: first 1 truck must carry zoo tiles and another water park tiles.
aquaretto-zooloretto-error-trucks-are-shared = The trucks belong to both games: draw, load and take them from the main list.
# $phase: what is asked now (turn, load_truck, zoo, water or over).
aquaretto-zooloretto-error-not-now = Not now: { $phase ->
        [load_truck] first put the drawn tile on a truck.
        [zoo] first finish the step in your zoo.
        [water] first finish the step in your water park.
        [over] the game is over.
       *[turn] that is not a choice at the start of a turn.
    }

### O Zoo le Mio: everything the app says during a game of O Zoo le Mio.
###
### For translators:
### - Categories, sides, tiles, cells and lists arrive ready made; the comment
###   of each message says in which form.
### - $colour is red, yellow, grey, orange or blue (the colour of a category's
###   stars and visitors); messages that name a colour agree with it.
### - $you is yes when the sentence is about the player at the keyboard.
### - Cells are named row number first, then column letters (2M, -1AA), so that
###   a speech synthesizer says the letters and the minus. Row 1 holds the start
###   tile; row numbers grow downwards.
### - A tile is described lying as drawn, pointing east: its left half first.
### - Attributes .short are brief forms, for the brief verbosity.

## Lists and small pieces.

# A name with a number, as in a list of bids or points.
ozoolemio-player-number = { $name }: { $number }
# A player in the list of players: $name; $kind is bot, you or other.
ozoolemio-player-entry = { $kind ->
        [bot] { $name } (bot)
        [you] { $name } (you)
       *[other] { $name }
    }
# Nobody holds any figure of this kind.
ozoolemio-nobody = nobody
# Two whole sentences said on one line: $first, then $second.
ozoolemio-sentences = { $first } { $second }
# A list said in one sentence: $heading (ending in a colon), then $items.
ozoolemio-items = { $heading } { $items }.

## Categories (the animals of a half, in the plural) and sides. .gen is the
## form after "region of".

ozoolemio-category-birds = birds
    .gen = birds
ozoolemio-category-mammals = mammals
    .gen = mammals
ozoolemio-category-reptiles = reptiles
    .gen = reptiles
ozoolemio-category-monkeys = monkeys
    .gen = monkeys
ozoolemio-category-sea-life = sea life
    .gen = sea life
# A half of a start tile: no animals.
ozoolemio-start-half = start tile
# $count stars of the colour $colour.
ozoolemio-stars = { $count } { $colour ->
        [red] red
        [yellow] yellow
        [grey] grey
        [orange] orange
       *[blue] blue
    } { $count ->
        [one] star
       *[other] stars
    }
# $count stars without their colour (normal and brief verbosity: the colour is the
# category's).
ozoolemio-stars-plain = { $count } { $count ->
        [one] star
       *[other] stars
    }
# The visitor figures of one colour, as a heading: $colour; $category the animals.
ozoolemio-visitors-of = { $colour ->
        [red] Red
        [yellow] Yellow
        [grey] Grey
        [orange] Orange
       *[blue] Blue
    } visitors, { $category }
# One colour's visitor figures held, in a player's list: $colour, $number.
ozoolemio-colour-number = { $colour ->
        [red] red
        [yellow] yellow
        [grey] grey
        [orange] orange
       *[blue] blue
    } { $number }
# The tree figures, as a heading.
ozoolemio-tree-figures = Tree figures
# Sides of a half. .from starts a path, .to ends it.
ozoolemio-side-n = north
    .from = north
    .to = north
ozoolemio-side-e = east
    .from = east
    .to = east
ozoolemio-side-s = south
    .from = south
    .to = south
ozoolemio-side-w = west
    .from = west
    .to = west

## Paths, halves and tiles.

# One path of a half. $kind: dead-end, straight, bend, junction or crossing;
# $from and $to its two ends (a dead end has only $to); $sides every side, listed.
ozoolemio-path = { $kind ->
        [dead-end] dead end { $to }
        [straight] straight { $from } to { $to }
        [bend] bend { $from } to { $to }
        [junction] junction { $sides }
       *[crossing] crossing to all 4 sides
    }
# A half without any path.
ozoolemio-path-none = no path
# The animals of a half: $category, $stars (a ready stars phrase), $trees drawn.
ozoolemio-animals = { $category }, { $stars }{ $trees ->
        [0] {""}
        [one] , 1 tree
       *[other] , { $trees } trees
    }
# A half: $animals as above, $paths its paths listed.
ozoolemio-half = { $animals }, { $paths }
# A tile in short: $first and $second the halves' animals, with their stars;
# $trees drawn on the tile.
ozoolemio-tile-label = { $first } with { $first_stars ->
        [one] 1 star
       *[other] { $first_stars } stars
    } and { $second } with { $second_stars ->
        [one] 1 star
       *[other] { $second_stars } stars
    }{ $trees ->
        [0] {""}
        [one] , 1 tree
       *[other] , { $trees } trees
    }
# One half of a tile lying as drawn: $position left or right; $half as above.
ozoolemio-tile-half = { $position ->
        [left] Left half
       *[right] Right half
    }: { $half }.

## Events. $player is the player the event is about; $you as above.

# The first sentence of a game: $count players, listed in $players.
ozoolemio-game-started = O Zoo le Mio, { $count } players: { $players }.
# The rules, said after the players: $variant standard or trees; $tiles zoo tiles;
# $rounds; $coins each player starts with.
ozoolemio-game-rules = { $variant ->
        [trees] Tree variant: rounds 1 to 4 reveal tiles until 3 show trees; { $tiles } tiles, { $rounds } rounds, { $coins } coins each.
       *[standard] Standard rules: { $tiles } tiles, { $rounds } rounds, { $coins } coins each.
    }
# Which tile set is in play: $kind standard (the app's own), file (a tile
# file, $name its name) or unnamed (a tile set without a name, from an older save).
ozoolemio-tileset = { $kind ->
        [file] Tiles: from the tile file { $name }.
        [unnamed] Tiles: from a tile file.
       *[standard] Tiles: the app's standard set.
    }
# The flag pole, top first: $flags, the players listed.
ozoolemio-flags = Flag pole, top first: { $flags }. A tie goes to the highest flag.
    .short = Flags: { $flags }
# A new round: $round of $rounds.
ozoolemio-round-started = Round { $round } of { $rounds }.
# The round's tiles turned face up: round $round of $rounds; $count tiles,
# numbered in auction order in $tiles; $left still face down.
ozoolemio-tiles-revealed = Round { $round } of { $rounds }: { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    } face up, { $left } face down, auctioned in this order: { $tiles }.
    .short = Round { $round } of { $rounds }: { $count } face up, { $left } face down.
# The same as a heading, the tiles following one a line.
ozoolemio-tiles-revealed-heading = Round { $round } of { $rounds }: { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    } face up, { $left } face down, auctioned in this order:
# No tiles are left for round $round of $rounds (a tile file's tree variant can use
# them all up): the round has no auction and is scored at once.
ozoolemio-tiles-none-left = Round { $round } of { $rounds }: no tiles are left to auction, so the round is scored at once.
# Bidding opens: auction $number of $of this round; $tile in short.
ozoolemio-auction-started = Auction { $number } of { $of }: { $tile }.
# Bidding opens, said with the tile's halves (the right half follows as
# ozoolemio-tile-half): auction $number of $of; $half the left half.
ozoolemio-auction-left = Auction { $number } of { $of }, left half: { $half }.
# What the others hear of a sealed bid.
ozoolemio-bid-hidden = { $you ->
        [yes] You have bid.
       *[no] { $player } has bid.
    }
# A sealed bid, heard only by the bidder: $amount coins.
ozoolemio-bid-placed = { $you ->
        [yes] Your bid: { $amount ->
            [one] 1 coin
           *[other] { $amount } coins
        }, sealed.
       *[no] { $player } bids { $amount }, sealed.
    }
# All bids revealed: $bids by player; $winner; $you when the listener wins;
# $tie yes when the flag pole decided; $price paid to the bank.
ozoolemio-bids-revealed = Bids: { $bids }; { $you ->
        [yes] you win
       *[no] { $winner } wins
    }{ $tie ->
        [yes] {" "}on the flag
       *[no] {""}
    }, { $price ->
        [0] paying nothing.
        [one] paying 1 coin.
       *[other] paying { $price } coins.
    }
    .short = Bids: { $bids }; { $you ->
        [yes] you win
       *[no] { $winner } wins
    }{ $tie ->
        [yes] {" "}on the flag
       *[no] {""}
    }.
# The flag of the tie's winner moved to the bottom; $flags the pole now, top first.
ozoolemio-flag-moved = { $you ->
        [yes] Your flag drops to the bottom.
       *[no] { $player }'s flag drops to the bottom.
    } Flag pole, top first: { $flags }.
    .short = Flags now: { $flags }.
# Coins left, heard only by their owner.
ozoolemio-coins-left = { $you ->
        [yes] You have { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        } left.
       *[no] { $player } has { $coins } coins left.
    }
# A tile laid: $cells says which half lies where; $joins the cells whose paths
# it meets ($count of them).
ozoolemio-tile-placed = { $you ->
        [yes] You lay the tile
       *[no] { $player } lays the tile
    }: { $cells }{ $count ->
        [0] .
       *[other] ; joins { $joins }.
    }
    .short = { $you ->
        [yes] You lay
       *[no] { $player } lays
    } { $cells }.
# The tile won fits nowhere: $tile in short.
ozoolemio-tile-set-aside = { $you ->
        [yes] Set aside: { $tile } fits nowhere in your zoo; it leaves the game, paid all the same.
       *[no] Set aside: { $tile } fits nowhere in { $player }'s zoo; it leaves the game, paid all the same.
    }
# Visitor figures of one colour changed hands: $who the colour heading;
# $changes who takes how many from whom; $holders who holds them now.
ozoolemio-visitors-moved = { $who }: { $changes }. Now { $holders }.
# Tree figures changed hands, as above.
ozoolemio-tree-figures-moved = Tree figures: { $changes }. Now { $holders }.
# Figures changing hands after a tile was laid, in short. $kind: birds, mammals,
# reptiles, monkeys or sea-life (that category's visitor figures), or trees (the
# tree figures); $changes who takes how many from whom; $now yes to add $holders,
# who holds them now.
ozoolemio-figures-moved = { $kind ->
        [birds] Bird visitors
        [mammals] Mammal visitors
        [reptiles] Reptile visitors
        [monkeys] Monkey visitors
        [sea-life] Sea life visitors
       *[trees] Tree figures
    }: { $changes }{ $now ->
        [yes] ; now { $holders }.
       *[no] .
    }
# One player gains figures: $to gains $count; $kind is supply (all from the
# supply), transfer (all from one other player) or many; $sources lists where
# they come from (figure-source and figure-supply pieces). .short (brief
# verbosity) leaves the supply unsaid when all come from it. $figure (visitors or
# trees) is for languages whose numerals agree with the figure; English ignores it.
ozoolemio-figure-gain = { $kind ->
        [supply] { $to } takes { $count } from the supply
        [transfer] { $to } takes { $sources }
       *[many] { $to } takes { $count }: { $sources }
    }
    .short = { $kind ->
        [supply] { $to } takes { $count }
        [transfer] { $to } takes { $sources }
       *[many] { $to } takes { $count }: { $sources }
    }
# $count figures taken from the player $from.
ozoolemio-figure-source = { $count } from { $from }
# $count figures taken from the supply.
ozoolemio-figure-supply = { $count } from the supply
# $from returns $count figures to the supply.
ozoolemio-figure-to-supply = { $from } returns { $count } to the supply
# New path loops: $count benches; $total in the zoo now.
ozoolemio-benches-placed = { $you ->
        [yes] You close
       *[no] { $player } closes
    } { $count ->
        [one] 1 loop: 1 bench
       *[other] { $count } loops: { $count } benches
    }, { $total } in the zoo.
# Round end: $player's $visitors visitor figures, $trees tree figures and
# $benches benches, times $round, make $points; $total so far.
ozoolemio-round-scored = Round { $round } score, { $player }: visitors { $visitors }, trees { $trees }, benches { $benches }, times { $round }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }, { $total } in all.
# Every player's points at a round's end, in one line: $round; $scores the
# entries (ozoolemio-round-points-entry) joined with semicolons.
ozoolemio-round-points = Round { $round } points: { $scores }.
# One player's points: $name, $points this round, $total so far (.short: this round's).
ozoolemio-round-points-entry = { $name }: { $points }, { $total } in all
    .short = { $name }: { $points }
# Every player's income at a round's end, in one line: $entries
# (ozoolemio-income-entry) listed; $short yes when the bank could not pay in full.
ozoolemio-income = Income, 1 coin per tile laid: { $entries }.{ $short ->
        [yes] {" "}The bank is empty.
       *[no] {""}
    }
# One player's income: $name, $amount paid; $short yes when it is less than $owed.
ozoolemio-income-entry = { $short ->
        [yes] { $name }: { $amount } of { $owed }
       *[no] { $name }: { $amount }
    }
# Income: $amount coins of $owed (1 per tile laid); $short yes when the bank ran dry.
ozoolemio-income-paid = { $short ->
        [yes] Income, { $player }: only { $amount } of { $owed } coins; the bank is empty.
       *[no] Income, { $player }: { $amount ->
            [one] 1 coin
           *[other] { $amount } coins
        }, 1 per tile laid.
    }

## The end of the game.

# First result line: $scores lists every player with their points.
ozoolemio-game-ended = Game over. Points: { $scores }.
# One line per player: $total points, of them $visitors from visitors, $trees
# from trees, $benches from benches; $coins left.
ozoolemio-result-player = { $name }: { $total ->
        [one] 1 point
       *[other] { $total } points
    }: visitors { $visitors }, trees { $trees }, benches { $benches }; { $coins ->
        [one] 1 coin left.
       *[other] { $coins } coins left.
    }
# Final places with 3 or more players: $places lists place and name.
ozoolemio-places = Places: { $places }.
# The winner: $name (or the winners listed, $count of them); $you.
ozoolemio-winner = { $count ->
        [one] { $you ->
            [yes] You win, { $name }.
           *[no] { $name } wins.
        }
       *[other] Shared win: { $name }.
    }
# Equal points broken by coins: $tied players on $score points; $name wins
# with $coins coins; $others the other tied players' coins.
ozoolemio-tie-break-coins = { $tied } have { $score } points each; { $name } wins with more coins left, { $coins } against { $others }.
# Shared win: $winners on $score points and $coins coins each.
ozoolemio-tie-break-shared = Shared win: { $winners }, { $score } points and { $coins } coins each.

## The table.

# Bidding: round, auction $number of $of; $count players, listed in $waiting, still to bid.
ozoolemio-turn-bid = Round { $round }, auction { $number } of { $of }: waiting for { $count ->
        [one] the bid of { $waiting }.
       *[other] bids from { $waiting }.
    }
    .short = Auction { $number } of { $of }: waiting for { $waiting }
# A tile being laid by $player.
ozoolemio-turn-place = Round { $round }, auction { $number } of { $of }: { $you ->
        [yes] you lay the tile.
       *[no] { $player } lays the tile.
    }
    .short = Auction { $number } of { $of }: { $player } lays
# The game has ended.
ozoolemio-turn-over = The game is over.
# The round's face-up tiles still to auction: $count, numbered in $tiles; $left face down.
ozoolemio-tiles = Round { $round }, { $count ->
        [0] no tiles face up
        [one] 1 tile face up: { $tiles }
       *[other] { $count } tiles face up: { $tiles }
    }. { $left } face down.
# The same as a heading, the tiles following one a line.
ozoolemio-tiles-heading = Round { $round }, { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    } face up, { $left } face down:
# The tile on auction: $number of $of, $tile in short.
ozoolemio-tile-on-auction = On auction, { $number } of { $of }: { $tile }.
# The tile being laid by $player, in short.
ozoolemio-tile-in-hand = { $you ->
        [yes] Your tile to lay: { $tile }.
       *[no] { $player } lays { $tile }.
    }
ozoolemio-tile-none = No tile on auction now.
# Coins: the listener's own ($you yes, $coins) and the bank's $bank.
ozoolemio-coins = { $you ->
        [yes] You have { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        }; the others' coins are secret.
       *[no] Players' coins are secret.
    } The bank holds { $bank }.
    .short = { $you ->
        [yes] Coins { $coins }, bank { $bank }
       *[no] Bank { $bank }
    }
# $count players, listed in $players.
ozoolemio-players = Players, { $count }: { $players }.
# A game loaded from the autosave: $game (its name and variant); the turn line after it
# says the round and the auction.
ozoolemio-resumed = { $game }, resumed.

## A zoo.

# A zoo's heading: $name's zoo ($you), $tiles tiles with the start tile; rows
# $first_row to $last_row, columns $first_column to $last_column; $benches,
# $trees, $ends open path ends; $rows and $columns: how many.
ozoolemio-zoo-title = { $you ->
        [yes] Your zoo
       *[no] { $name }'s zoo
    }: { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }, { $rows ->
        [1] row { $first_row }
       *[other] rows { $first_row } to { $last_row }
    }, { $columns ->
        [1] column { $first_column }
       *[other] columns { $first_column } to { $last_column }
    }; benches { $benches }, trees { $trees }, open path ends { $ends }.
    .short = { $you ->
        [yes] Your zoo
       *[no] { $name }
    }: tiles { $tiles }, rows { $first_row } to { $last_row }
# One row: $row number, $count halves, listed in $cells.
ozoolemio-row = Row { $row }, { $count ->
        [one] 1 half
       *[other] { $count } halves
    }: { $cells }.
# A row as a heading, its $count halves following one a line.
ozoolemio-row-heading = Row { $row }, { $count ->
        [one] 1 half
       *[other] { $count } halves
    }:
# A cell in a row: $cell name, $half what lies there.
ozoolemio-row-entry = { $cell } { $half }
# The entrance pavilion, in row 0.
ozoolemio-row-pavilion = 0M and 0N entrance pavilion
# A cell of the pavilion.
ozoolemio-cell-pavilion = { $cell }: the entrance pavilion; no tile goes here.
# A covered cell: $half what lies there; $other the cell of the same tile's
# other half, $partner what that is; $category's region has $stars stars (0: a start tile).
ozoolemio-cell = { $cell }: { $half }. Other half { $other }, { $partner }.{ $stars ->
        [0] {""}
        [one] {" "}Region of { $category }: 1 star.
       *[other] {" "}Region of { $category }: { $stars } stars.
    }
# An empty cell: $paths paths lead in, from $sources; $tile yes when a tile
# is in hand or on auction, and $count of its placements cover the cell.
ozoolemio-cell-empty = { $cell }: empty.{ $paths ->
        [0] {""}
        [one] {" "}A path leads in from { $sources }.
       *[other] {" "}Paths lead in from { $sources }.
    }{ $tile ->
        [yes] { $count ->
            [0] {" "}The tile cannot cover it.
            [one] {" "}1 placement of the tile covers it.
           *[other] {" "}{ $count } placements of the tile cover it.
        }
       *[no] {""}
    }
# Regions heading: $name's zoo ($you).
ozoolemio-regions-title = { $you ->
        [yes] Regions of your zoo, the best of each kind:
       *[no] Regions of { $name }'s zoo, the best of each kind:
    }
    .short = Regions, { $name }:
# No half of $category in the zoo.
ozoolemio-region-none = { $category }: none yet.
# The best region of $category: $stars (a ready stars phrase) on $cells
# (empty and $brief yes in brief verbosity); $count regions of it in all.
ozoolemio-region-best = { $category }: best region { $stars }{ $brief ->
        [yes] {""}
       *[no] , on { $cells }
    }; { $count ->
        [one] 1 region.
       *[other] { $count } regions in all.
    }
# One player in a contest: $figures held; $value best value (stars or trees, $kind).
ozoolemio-standing-entry = { $value ->
        [0] { $name } none
       *[other] { $name } { $figures }, with { $value } { $kind ->
            [trees] { $value ->
                [one] tree
               *[other] trees
            }
           *[stars] { $value ->
                [one] star
               *[other] stars
            }
        }
    }
# One contest: $who (a colour's visitors or the trees); $entries every player.
ozoolemio-standing = { $who }: { $entries }.
# A player's figures: $visitors in all, by colour in $colours; $trees tree
# figures; $benches; this round (number $round) they make $points.
ozoolemio-figures = { $name }: { $visitors ->
        [0] no visitors
        [one] 1 visitor, { $colours }
       *[other] { $visitors } visitors, { $colours }
    }; tree figures { $trees }; benches { $benches }; round { $round } would give { $points }.
# Points so far: $scores.
ozoolemio-scores = Points: { $scores }.
    .short = Points: { $scores }
# The score sheet before the first round's end: nothing scored yet.
ozoolemio-scores-none = No round scored yet.
    .short = No round scored
# One player's score sheet on one line: $name, $total points so far, then
# $rounds: the round entries (ozoolemio-scores-entry) one after the other.
ozoolemio-scores-player = { $name }: { $total ->
        [one] 1 point
       *[other] { $total } points
    }. { $rounds }
    .short = { $name }: { $total }. { $rounds }
# One round on a score sheet: round number $round; at its end $visitors visitor
# figures, $trees tree figures and $benches benches, added up and multiplied by
# $multiplier (the round number) make $points points.
ozoolemio-scores-entry = Round { $round }: { $visitors ->
        [one] 1 visitor
       *[other] { $visitors } visitors
    }, { $trees ->
        [one] 1 tree
       *[other] { $trees } trees
    }, { $benches ->
        [one] 1 bench
       *[other] { $benches } benches
    }, times { $multiplier }, { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
    .short = Round { $round }: { $visitors } plus { $trees } plus { $benches }, times { $multiplier }, { $points }.
# One player's score sheet as a heading, its rounds following one a line: $name,
# $total points so far.
ozoolemio-scores-heading = { $name }: { $total ->
        [one] 1 point
       *[other] { $total } points
    }, round by round:
# What round $round would add if it ended now: $scores.
ozoolemio-scores-round = Round { $round } would add: { $scores }.
    .short = Round { $round } adds: { $scores }

## Placements of a tile.

# Where the halves go: $first (animals) on $first_cell, $second on $second_cell.
ozoolemio-placement-cells = { $first } on { $first_cell }, { $second } on { $second_cell }
# A region after a placement: $category (the .gen form), $stars.
ozoolemio-region-after = { $category } region of { $stars ->
        [one] 1 star
       *[other] { $stars } stars
    }
# A placement in a list: $cells as above; $joins the cells whose paths it
# meets; $regions its halves' regions; $benches loops it would close.
ozoolemio-placement-label = { $cells }; joins { $joins }; { $regions }{ $benches ->
        [0] {""}
        [one] ; closes 1 loop
       *[other] ; closes { $benches } loops
    }
# A placement in a list, in short (normal verbosity): $cells and $joins as above;
# $stars the stars of its halves' regions afterwards, in the halves' order, listed;
# $benches loops it would close.
ozoolemio-placement-short = { $cells }; joins { $joins }; region stars { $stars }{ $benches ->
        [0] {""}
        [one] ; closes 1 loop
       *[other] ; closes { $benches } loops
    }
# An empty $cell where paths of the zoo end, from $sources; $count placements cover it.
ozoolemio-path-end = { $cell }, path from { $sources }, { $count ->
        [one] 1 placement
       *[other] { $count } placements
    }
# The answer to places: where the tile on auction (or in hand) fits in the
# player's own zoo, $count placements following.
ozoolemio-fits = { $count ->
        [one] The tile fits your zoo in 1 placement:
       *[other] The tile fits your zoo in { $count } placements:
    }
# The same, only the $count placements covering $cell.
ozoolemio-fits-covering = { $count ->
        [one] 1 placement covers { $cell }:
       *[other] { $count } placements cover { $cell }:
    }
# Too many placements to list: $count of them, at $ends cells where paths end,
# which follow.
ozoolemio-fits-ends = The tile fits your zoo in { $count } placements, at { $ends } cells where paths end:
ozoolemio-fits-ends-hint = Say places and a cell to hear the placements there.
# Why a placement: $number in the list (0 if not listed), $cells, $joins.
ozoolemio-why-place = { $number ->
        [0] Allowed
       *[other] Placement { $number }
    }: { $cells }; joins { $joins }.
# The regions its halves would make.
ozoolemio-why-regions = Regions after it: { $regions }.
# Visitor and tree figures the player would hold, and holds now.
ozoolemio-why-figures = Figures after it: visitors { $visitors }, now { $visitors_now }; trees { $trees }, now { $trees_now }.
# Benches it would add; open path ends afterwards.
ozoolemio-why-paths = Paths after it: { $benches ->
        [0] no new bench
        [one] 1 new bench
       *[other] { $benches } new benches
    }; open path ends { $ends }.

## Prompts. The lines said before a decision, and the prompt: the words before
## the cursor, which a Braille display shows while the app waits (at most 40
## characters, ending with a colon).

# The line before a sealed bid: $name; $fits placements of the tile in their zoo.
# .short (brief verbosity) is said only when it fits nowhere.
ozoolemio-prompt-bid = Your bid, { $name }: { $fits ->
        [0] careful, the tile fits nowhere in your zoo; won, it is set aside.
        [one] the tile fits your zoo in 1 placement.
       *[other] the tile fits your zoo in { $fits } placements.
    }
    .short = Careful: the tile fits nowhere in your zoo.
# $name has no coins: the bid is 0, said instead of a question.
ozoolemio-prompt-bid-none = Your bid, { $name }: you have no coins, so you bid 0.
# The prompt of a sealed bid: $coins the most one may bid (1 or more).
ozoolemio-ask-bid = { $coins ->
        [one] Bid, 0 or 1 coin:
       *[other] Bid, 0 to { $coins } coins:
    }
# What the list of placements holds (common-list-count adds how many); $named is yes in
# hot seat, where everyone hears it and it names the player $name.
ozoolemio-placements-what = { $named ->
        [yes] Placements of { $name }'s tile
       *[no] Placements of your tile
    }
# The prompt of that list (common-prompt-range adds the range).
ozoolemio-ask-placement = Placement
# Many placements: the cells where paths end come first. $count placements in all;
# $named and $name as above.
ozoolemio-ends-what = { $named ->
        [yes] Path ends for { $name }'s { $count } placements
       *[no] Path ends for your { $count } placements
    }
# The prompt of the list of path ends.
ozoolemio-ask-end = Path end
# The placements at one path end or covering one cell: $kind end or cell; $group the cell.
ozoolemio-group-what = { $kind ->
        [end] Placements at path end { $group }
       *[cell] Placements covering { $group }
    }
# Said after the placements of a group.
ozoolemio-group-back = { $kind ->
        [end] Back returns to the path ends.
       *[cell] Back returns to the full list.
    }
# The prompt of a group's placements, as above.
ozoolemio-ask-group = { $kind ->
        [end] Placement at { $group }
       *[cell] Placement over { $group }
    }
# A short list to choose from, in one sentence: $what, then the numbered $options.
ozoolemio-choices = { $what }: { $options }.
# The prompt while exploring a zoo: $cell under the cursor.
ozoolemio-ask-explore = Explore { $cell }: n, s, e, w or back:

## Refusals from the rules core.

ozoolemio-error-player-count = O Zoo le Mio takes { $min } to { $max } players.
ozoolemio-error-unknown-option = O Zoo le Mio has no option { $option }.
ozoolemio-error-unknown-variant = O Zoo le Mio has no variant { $variant }; choose standard or trees.
ozoolemio-error-tiles-too-few-trees = The tree variant needs at least { $needed } tiles with trees; this tile set has { $found }.
# $phase: bid, place or over, what the table does now.
ozoolemio-error-not-now = { $phase ->
        [bid] Not now: the table is bidding.
        [place] Not now: a tile is being laid.
       *[over] The game is over.
    }
ozoolemio-error-already-bid = You have already bid { $amount } on this tile; a sealed bid stays.
ozoolemio-error-bid-negative = A bid of { $amount } is not possible: bids start at 0.
ozoolemio-error-bid-too-high = You cannot bid { $amount }: you have only { $coins ->
        [one] 1 coin.
       *[other] { $coins } coins.
    }
ozoolemio-error-pavilion = { $cell } is the entrance pavilion; no tile may cover it.
ozoolemio-error-occupied = { $cell } is already covered.
ozoolemio-error-path-meets-grass = The path on { $cell } would run into grass on { $neighbour }.
ozoolemio-error-path-not-continued = The path of { $neighbour } would end at grass on { $cell }.
ozoolemio-error-not-touching = The tile must touch your zoo along an edge.
ozoolemio-error-grass-only = The tile must join a path of your zoo, not grass alone.
ozoolemio-error-cell-syntax = { $text } is not a cell; cells are named like 2M or -1L.
ozoolemio-error-tile-syntax = { $text } is not a tile in the short tile notation.

## Tile files (accessible-games play o-zoo-le-mio --tiles FILE). $file is the
## file's name; $where names the part at fault: the top level, a tile or a half.

# $kind: document, tile or half; $tile the tile's id; $half 1 or 2.
ozoolemio-tiles-where = { $kind ->
        [document] top level
        [half] tile { $tile }, half { $half }
       *[tile] tile { $tile }
    }
ozoolemio-error-tiles-unreadable = The tile file { $file } cannot be read.
ozoolemio-error-tiles-too-large = The tile file { $file } is larger than { $limit } bytes.
ozoolemio-error-tiles-not-json = The tile file { $file } is not valid JSON, near line { $line }.
ozoolemio-error-tiles-format = This is not an O Zoo le Mio tile file: its format must be ozoolemio-tiles.
ozoolemio-error-tiles-version = The tile file has version { $version }; this app reads version { $expected }.
ozoolemio-error-tiles-field = Tile file, { $where }: the entry { $field } is missing, wrong or not allowed.
ozoolemio-error-tiles-count = The tile file must hold { $expected } zoo tiles, not { $found }.
ozoolemio-error-tiles-start-count = The tile file must hold { $expected } start tiles, not { $found }.
# $tile: the tile's position from 1; $list: zoo or start.
ozoolemio-error-tiles-bad-tile = Tile file: { $list ->
        [start] start tile
       *[zoo] zoo tile
    } number { $tile } is not a tile.
ozoolemio-error-tiles-bad-id = Tile file: { $list ->
        [start] start tile
       *[zoo] zoo tile
    } number { $tile } has no valid id: 1 to 12 small letters, digits or hyphens.
ozoolemio-error-tiles-duplicate-id = Tile file: the id { $tile } is used twice.
ozoolemio-error-tiles-halves = Tile file, tile { $tile }: a tile needs exactly 2 halves.
ozoolemio-error-tiles-category = Tile file, { $where }: { $value } is not a category; use birds, mammals, reptiles, monkeys or sea-life.
ozoolemio-error-tiles-same-category = Tile file, tile { $tile }: both halves show { $category }; they must differ.
ozoolemio-error-tiles-stars = Tile file, { $where }: { $value } stars; a half has 1 to 3.
ozoolemio-error-tiles-trees = Tile file, { $where }: { $value } trees; a half has 0 to 2.
ozoolemio-error-tiles-path-syntax = Tile file, { $where }: the path { $path } must be made of the letters n, e, s and w, each at most once.
ozoolemio-error-tiles-path-reused = Tile file, { $where }: 2 paths leave by the { $side } side.
ozoolemio-error-tiles-paths-cross = Tile file, { $where }: 2 paths would cross; draw a crossing as one path, nesw.
ozoolemio-error-tiles-inner-path = Tile file, tile { $tile }: a path crosses the middle edge on one half only.
ozoolemio-error-tiles-no-path = Tile file, tile { $tile }: the tile has no path at all.
ozoolemio-error-tiles-no-outer-path = Tile file, tile { $tile }: no path leads to the tile's outer edge, so it could never be laid.
ozoolemio-error-tiles-start-animals = Tile file, { $where }: a start tile has no animals, so no entry { $field }.
ozoolemio-error-tiles-start-branch = Tile file, { $where }: the paths of a start tile may not branch.
ozoolemio-error-tiles-start-entrance = Tile file, start tile { $tile }: no path leads north into the entrance.

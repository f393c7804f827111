## The O Zoo le Mio session: help, answers to commands, and the words a player may type.

shell-ozoolemio-help-1 = Bidding: type your bid, a number from 0 to your coins; nobody else hears it.
shell-ozoolemio-help-2 = Laying a tile: a number from the list, a cell like 4M for the placements covering it, or two cells like 4M 5M, the left half first. Back or Escape returns to the full list.
shell-ozoolemio-help-3 = Zoos: zoo and regions, each with a player's name if you like; cell and a cell name, for example cell 2M; tile, tiles, places, coins, flags, visitors, standings, scores, players, turn, table.
# $arrows: yes when the arrow keys also move the cursor (rich input mode).
shell-ozoolemio-help-4 = { $arrows ->
        [yes] Explore: explore, then the arrow keys or n, s, e and w walk the zoo cell by cell; back ends it.
       *[no] Explore: explore, then n, s, e and w walk the zoo cell by cell; back ends it.
    } Why and a bid, a number, a cell or two cells says why it is or is not allowed.
shell-ozoolemio-help-5 = Review: repeat or r, comma for older, full stop for newer, history or review and a number. Also rules, about and an animal, more, hint, settings, save, stop, quit.
# $name: what was typed; $players: the players' names.
shell-ozoolemio-no-such-player = No player { $name }. Players: { $players }.
shell-ozoolemio-cell-usage = Say cell and a cell name, for example cell 2M.
# Explore mode begins. $you: yes for the listener's own zoo; $name: the zoo's owner;
# $arrows: yes when the arrow keys also move the cursor.
shell-ozoolemio-explore-start = { $you ->
        [yes] Exploring your zoo.
       *[no] Exploring { $name }'s zoo.
    } { $arrows ->
        [yes] Arrow keys or n, s, e and w move; back ends.
       *[no] n, s, e and w move; back ends.
    }
# The cursor cannot go further: $cell is one cell beyond the zoo.
shell-ozoolemio-explore-edge = Edge at { $cell }: nothing lies further out.
shell-ozoolemio-explore-end = Exploring ended.
shell-ozoolemio-no-tile = No tile is on auction or in hand now.
# No placement covers the typed $cell.
shell-ozoolemio-none-covers = No placement covers { $cell }.
shell-ozoolemio-fits-nowhere = The tile on auction fits nowhere in your zoo; won, it is set aside.
shell-ozoolemio-why-not-now = The why command explains a bid or a placement when you decide.
# Two typed cells that do not touch: $first, $second.
shell-ozoolemio-apart = { $first } and { $second } do not touch; a tile covers 2 cells side by side.
shell-ozoolemio-why-usage = Say why and a bid, a number from the list, a cell such as 4M, or a placement such as 4M 5M.
# A bid of $amount is allowed; $left coins would remain.
shell-ozoolemio-why-bid = A bid of { $amount } is allowed; if you win, you keep { $left }.
# The list entry $number stands for the placements at $cell, $count of them.
shell-ozoolemio-why-group = { $number } is the cell { $cell }, where paths end: { $count ->
        [one] 1 placement
       *[other] { $count } placements
    }. Choose it to hear them.
# $count placements cover $cell.
shell-ozoolemio-why-cell = { $count ->
        [one] 1 placement covers { $cell }; type { $cell } to hear it.
       *[other] { $count } placements cover { $cell }; type { $cell } to hear them.
    }
shell-ozoolemio-empty-bid = Nothing typed. Type your bid as a number, or help.
shell-ozoolemio-word-not-now = That does not fit now. Type a number, or say help.
shell-ozoolemio-cannot-cancel = Nothing to go back to; choose from the list.
shell-ozoolemio-bid-no-back = Nothing to cancel; type your bid as a number.
# Main menu: the rules to play.
shell-ozoolemio-ask-variant = Rules: 1: standard, 2: tree variant, where rounds 1 to 4 reveal tiles until 3 show trees.
# Main menu, after the rules: which tiles to play with.
shell-ozoolemio-ask-tiles = Tiles: press Enter for the app's standard set, or type the path of a tile file.
# The prompt of that question (at most 40 characters).
shell-ozoolemio-prompt-tiles = Tile file, Enter for standard:

## Words the player may type for each O Zoo le Mio command, comma separated. Both
## languages are always accepted. n, s, e and w are the directions in both.
shell-ozoolemio-words-zoo = zoo, map, rows
shell-ozoolemio-words-regions = regions, region
shell-ozoolemio-words-standings = standings, majorities, attractiveness
shell-ozoolemio-words-visitors = visitors, figures
shell-ozoolemio-words-tile = tile
shell-ozoolemio-words-tiles = tiles, display
shell-ozoolemio-words-coins = coins, money
shell-ozoolemio-words-flags = flags, flag, pole
shell-ozoolemio-words-places = places, placements, fits
shell-ozoolemio-words-explore = explore, x
shell-ozoolemio-words-cell = cell, look
shell-ozoolemio-words-north = n, north, up
shell-ozoolemio-words-south = s, south, down
shell-ozoolemio-words-east = e, east, right
shell-ozoolemio-words-west = w, west, left
# The listener's own zoo, as an argument: zoo me.
shell-ozoolemio-words-me = me, mine, my

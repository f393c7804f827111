## The Aquaretto session: help, answers to commands, and the words a player may type.

shell-aquaretto-help-1 = Play: a number from the list. Also a cell like 3C to place a tile, depot, or words like take 2, buy Bob, expand small. Back or Escape cancels a money action.
shell-aquaretto-help-2 = Parks: map, pools, depot, park, each with a player's name if you like; cell and a cell name; hand, trucks, stacks, coins, scores, players, turn, table.
# $arrows: yes when the arrow keys also move the cursor (rich input mode).
shell-aquaretto-help-3 = { $arrows ->
        [yes] Explore: explore, then the arrow keys or n, s, e and w walk the park cell by cell; back ends it.
       *[no] Explore: explore, then n, s, e and w walk the park cell by cell; back ends it.
    } Why and a number, cell or action says why it is or is not allowed.
shell-aquaretto-help-4 = Review: repeat or r, comma for older, full stop for newer, history or review and a number. Also rules, about and an animal, more, hint, settings, save, stop, quit.
# Explore mode begins. $you: yes for the listener's own park; $name: the park's owner;
# $arrows: yes when the arrow keys also move the cursor.
shell-aquaretto-explore-start = { $you ->
        [yes] Exploring your park.
       *[no] Exploring the park of { $name }.
    } { $arrows ->
        [yes] Arrow keys or n, s, e and w move; back ends.
       *[no] n, s, e and w move; back ends.
    }
# The cursor cannot go further: $cell is the last field of the park that way.
shell-aquaretto-explore-edge = Edge of the park at { $cell }: no field lies further that way.
shell-aquaretto-explore-end = Exploring ended.
shell-aquaretto-cannot-cancel = This step cannot be cancelled any more; choose from the list.
shell-aquaretto-cancelled = Cancelled: nothing was paid.
# A question had one choice only, so it was made at once: $action, the choice in words.
shell-aquaretto-only-choice = Only one choice, made at once: { $action }.
shell-aquaretto-word-not-now = That does not fit this step. Choose a number from the list, or say help.
# A word such as take fits several choices: $options lists them with their numbers.
shell-aquaretto-which = Which one? { $options }.
# One entry of that list: $typed is what to type for it, $action the choice.
shell-aquaretto-which-entry = { $typed } { $action }
# A word names a kind of action of which none is allowed now, for different reasons;
# $what: take, buy, move or expand.
shell-aquaretto-none-allowed = { $what ->
        [take] No truck can be taken now: each one is empty or already taken.
        [buy] Nothing to buy: no other player's depot has a top tile that fits your park.
        [move] Nothing to move: no worker has another place, and the top tile of your depot has no legal cell.
       *[expand] No board can be added: none is left that fits next to your park.
    }
# $name: what was typed; $players: the players' names.
shell-aquaretto-no-such-player = No player { $name }. Players: { $players }.
shell-aquaretto-why-not-now = The why command explains a choice at your own turn.
shell-aquaretto-why-usage = Say why and a number from the list, a cell such as 3C, or an action such as take 2.
# $action: the choice described in words.
shell-aquaretto-why-legal = Allowed: { $action }.
# A cell was named where no tile or trainer is being placed.
shell-aquaretto-why-cell-not-now = Cells are explained while you place a tile or a trainer; to hear what is on a cell, say cell and its name, for example cell 3C.
# $cell: the cell typed while placing an expansion board.
shell-aquaretto-board-none-covers = No placement of the board covers { $cell }; choose from the list, or type another cell.
shell-aquaretto-cell-usage = Say cell and a cell name, for example cell 3C.

## Words the player may type for each Aquaretto command, comma separated. Both
## languages are always accepted. n, s, e and w are the directions in both.
shell-aquaretto-words-map = map
shell-aquaretto-words-pools = pools, pool, basins
shell-aquaretto-words-depot = depot
shell-aquaretto-words-trucks = trucks
shell-aquaretto-words-stacks = stacks, stack
shell-aquaretto-words-park = park
shell-aquaretto-words-coins = coins, money
shell-aquaretto-words-explore = explore, x
shell-aquaretto-words-cell = cell, look
shell-aquaretto-words-north = n, north, up
shell-aquaretto-words-south = s, south, down
shell-aquaretto-words-east = e, east, right
shell-aquaretto-words-west = w, west, left

## Words for the actions of a turn.
shell-aquaretto-words-draw = draw, add
shell-aquaretto-words-take = take
shell-aquaretto-words-truck = truck
shell-aquaretto-words-move = move
shell-aquaretto-words-buy = buy, purchase
shell-aquaretto-words-discard = discard
shell-aquaretto-words-expand = expand, expansion
# The listener's own park, as an argument: park me.
shell-aquaretto-words-me = me, mine, my

## The Zooloretto session: help, answers to commands, and the words a player may type.

shell-zooloretto-help-1 = Play: a number from the list. Also words like draw, take 2, enclosure 3, space 2 1, expand, or move, exchange, buy and discard to open their lists.
shell-zooloretto-help-2 = Back or Escape returns from a list, or cancels a move or a purchase.
shell-zooloretto-help-3 = Zoos: zoo and barn, each with a player's name if you like; trucks, stacks, coins, score, hand, players, turn, table; task for your task card.
shell-zooloretto-help-4 = Why and a number from the list, or a place such as enclosure 2, space 2 1 or barn, says why it is or is not allowed and what it would bring.
shell-zooloretto-help-5 = Review: repeat or r, comma for older, full stop for newer, history or review and a number. Also rules, about and an animal, more, hint, settings, save, stop, quit.
shell-zooloretto-cannot-cancel = This step cannot be cancelled; choose from the list.
shell-zooloretto-word-not-now = That does not fit this step. Choose a number from the list, or say help.
# A money action word typed at a turn when no action of its kind is possible, and
# why. $kind: move, exchange, purchase or discard; $empty: yes when the barns it
# would take from are empty (move: your own barn; purchase: every other barn), else no.
shell-zooloretto-nothing-to = { $kind ->
        [move] { $empty ->
            [yes] Nothing to move: your barn is empty and no stall can go to another free stall space.
           *[no] Nothing to move: no tile of your barn has a place in your zoo, and no stall can go to another free stall space.
        }
        [exchange] Nothing to exchange: no 2 groups of animals of different species fit into each other's places.
        [purchase] { $empty ->
            [yes] Nothing to buy: no other barn has tiles.
           *[no] Nothing to buy: no tile of another barn has a place in your zoo.
        }
       *[discard] Nothing to discard: your barn is empty.
    }
# $name: what was typed; $players: the players' names.
shell-zooloretto-no-such-player = No player { $name }. Players: { $players }.
shell-zooloretto-why-not-now = The why command explains a choice at your own turn.
shell-zooloretto-why-usage = Say why and a number from the list, or a place such as enclosure 2, space 2 1 or barn.
# $action: the choice described in words.
shell-zooloretto-why-legal = Allowed: { $action }.
# $group: a list entry that opens a list of its own, with its number of choices.
shell-zooloretto-why-group = This opens a list: { $group }.

## Words the player may type for each Zooloretto command, comma separated.
## Both languages are always accepted.
shell-zooloretto-words-zoo = zoo
shell-zooloretto-words-barn = barn
shell-zooloretto-words-trucks = trucks
# The round and the tiles left in the stack and under the disc, as table says them.
shell-zooloretto-words-stacks = stacks, stack
shell-zooloretto-words-coins = coins, money
# Your own secret task card (mini-expansion task cards).
shell-zooloretto-words-task = task, card

## Words for the actions of a turn and for places.
shell-zooloretto-words-draw = draw, add
shell-zooloretto-words-take = take
shell-zooloretto-words-truck = truck
shell-zooloretto-words-move = move
shell-zooloretto-words-exchange = exchange, swap
shell-zooloretto-words-buy = buy, purchase
shell-zooloretto-words-discard = discard
shell-zooloretto-words-expand = expand, expansion
# An enclosure by its number: enclosure 2.
shell-zooloretto-words-enclosure = enclosure, pen
# A stall space by its enclosure and its number: space 2 1.
shell-zooloretto-words-space = space
# The listener's own zoo, as an argument: zoo me.
shell-zooloretto-words-me = me, mine, my

## Task cards: only their owner hears them.
shell-zooloretto-task-none = There are no task cards in this game.
shell-zooloretto-task-hidden = A task card is read only to its owner, at the owner's turn.

## Choosing the mini-expansions before a game.
# Said before the numbered expansions.
shell-zooloretto-expansions-ask = Mini-expansions: type a number or a name to add or drop one, then press Enter to start.
# What the list holds, for its count line.
shell-zooloretto-expansions-what = Mini-expansions
# The list in one line. $items: the numbered expansions.
shell-zooloretto-expansions-line = Mini-expansions: { $items }.
# What is chosen so far: $count expansions, named in $names.
shell-zooloretto-expansions-chosen = Chosen: { $count ->
        [0] none, the base game.
       *[other] { $names }.
    }
# $count: how many expansions the list has.
shell-zooloretto-expansions-invalid = Type a number from 1 to { $count } or an expansion's name, or press Enter to start.
# Words that end the choice and start the game, comma separated.
shell-zooloretto-words-done = done, start, ok
# The rulebook advises against combining these with others: $names.
shell-zooloretto-combine-warning = Careful: the rulebook advises playing these on their own, without other mini-expansions: { $names }; the game starts anyway.
# The reindeer asked for outside Christmas, with the setting off.
shell-zooloretto-reindeer-not-in-season = The reindeer only flies in at Christmas, from 24 to 26 December, and is busy elsewhere today; if you cannot wait, switch on reindeer all year in the settings.

## The session of Aquaretto and Zooloretto combined: help, answers to commands, and the
## words a player may type. The zoo and water park commands are the two games' own
## (shell-zooloretto.ftl, shell-aquaretto.ftl).

shell-aquaretto-zooloretto-help-1 = Play: a number from the list, or draw zoo, draw water, take 2. Back or Escape returns from a list, or cancels a money action.
shell-aquaretto-zooloretto-help-2 = In a step of one zoo, its own words: enclosure 3, barn, a cell like 3C, depot.
shell-aquaretto-zooloretto-help-3 = Zoo: zoo and barn. Water park: park, map, pools, depot, cell 3C, explore. Each with a player's name if you like.
shell-aquaretto-zooloretto-help-4 = Map zoo and map water say one place, map alone says both. Table: trucks, stacks, coins, scores, hand, players, turn, table.
shell-aquaretto-zooloretto-help-5 = Why and a number, or take 2, truck 3, draw water, says why it is or is not allowed. Hint suggests a choice.
shell-aquaretto-zooloretto-help-6 = Review: repeat or r, comma older, full stop newer, history or review and a number. Also rules, more, settings, save, stop, quit.
shell-aquaretto-zooloretto-word-not-now = That does not fit this step. Choose a number from the list, or say help.
# The typed action words fit both zoos.
shell-aquaretto-zooloretto-which-place = Both the zoo and the water park have that action. Say zoo or park first, such as zoo move or park expand, or choose its number.
shell-aquaretto-zooloretto-why-not-now = The why command explains a choice at your own turn.
shell-aquaretto-zooloretto-why-usage = Say why and a number from the list, or an action such as take 2, truck 3 or draw water.
# $action: the choice described in words.
shell-aquaretto-zooloretto-why-legal = Allowed: { $action }.
# $group: a list entry that opens a list of its own, with its number of choices.
shell-aquaretto-zooloretto-why-group = This opens a list: { $group }.
shell-aquaretto-zooloretto-cannot-cancel = This step cannot be cancelled any more; choose from the list.

# The prompt while exploring the park: $cell under the cursor.
shell-aquaretto-zooloretto-prompt-explore = Explore { $cell }: n, s, e, w or back:
# Main menu, a new combined game: with the savings book or not.
shell-aquaretto-zooloretto-ask-savings-book = Mini-expansions: 1: none, 2: the savings book, the only one the combined game supports.

## Words the player may type, comma separated. Both languages are always accepted.
# The stacks of both games.
shell-aquaretto-zooloretto-words-stacks = stacks, stack, tiles
# Words naming Zooloretto's zoo after map or draw: map zoo, draw zoo.
shell-aquaretto-zooloretto-words-place-zoo = zoo, zooloretto, land
# Words naming Aquaretto's water park after map or draw: map water, draw water.
shell-aquaretto-zooloretto-words-place-water = water, water park, park, aquaretto, sea

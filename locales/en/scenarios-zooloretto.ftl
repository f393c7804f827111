## Zooloretto scenarios: the rulebooks' worked examples, and a few of ours, as tutorials.
## Each scenario has a title, a setting-up sentence (said before the zoo is read, ending
## with what the player is to do) and an explanation (said after the move is narrated).
## Enclosures and trucks are numbered as the game reads them, from 1. No variables.

# Ours, base game: the coin bonus.
scenarios-zooloretto-coin-bonus-last-space-title = Coins for the last space
scenarios-zooloretto-coin-bonus-last-space-setup = Enclosure 1 has 5 spaces, and 4 zebras already live there. Truck 1 carries one more zebra. Take truck 1 and put the zebra into enclosure 1.
scenarios-zooloretto-coin-bonus-last-space-explanation = The zebra took the last free space of enclosure 1, so the bank paid you its coin bonus: 2 coins for the 5-space enclosure. The 4-space enclosure pays 1 coin when it fills up, the 6-space one pays nothing. The bonus comes every time an animal fills an enclosure, whether it arrives on a truck, comes out of a barn or is born there. Only an exchange never pays it.

# Ours, base game: offspring.
scenarios-zooloretto-offspring-fills-enclosure-title = A newborn fills the enclosure
scenarios-zooloretto-offspring-fills-enclosure-setup = Enclosure 2 has 4 spaces and holds a male camel and one more camel. Truck 1 carries a female camel. Take truck 1 and put the female into enclosure 2.
scenarios-zooloretto-offspring-fills-enclosure-explanation = A fertile male and a fertile female now share enclosure 2, so they had an offspring at once, and it stayed with them. The newborn took the last space, and the enclosure paid its bonus of 1 coin, as it does for any animal that fills it. Each parent has only one offspring in a game. Had the enclosure been full already, the newborn would have gone to the barn.

# Ours, base game, money actions: exchange needs animals on both sides.
scenarios-zooloretto-exchange-needs-animals-both-sides-title = An exchange needs animals on both sides
scenarios-zooloretto-exchange-needs-animals-both-sides-setup = Enclosure 3 has 6 spaces and holds 5 camels, one short. Enclosure 1 has 5 spaces and holds 2 zebras. Enclosure 2 is empty. Your 5 camels would fill enclosure 1 exactly. Pay 1 coin and exchange the animals of enclosures 1 and 3.
scenarios-zooloretto-exchange-needs-animals-both-sides-explanation = The camels moved into enclosure 1 and fill it: 8 points instead of the 6 they scored one short in enclosure 3. The zebras went the other way. An exchange swaps all the animals of 2 enclosures, and both must hold animals, of different species, that fit into the other one. That is why the empty enclosure 2 could never be part of an exchange: animals only enter an empty enclosure one at a time, from a truck or from a barn. And although the camels fill enclosure 1 now, an exchange never earns the coin bonus.

# Ours, base game: no coin bonus from an exchange, even through offspring.
scenarios-zooloretto-exchange-offspring-no-coin-title = No coins from an exchange
scenarios-zooloretto-exchange-offspring-no-coin-setup = Your barn holds a male camel, a female camel and one more camel. Enclosure 2 has 4 spaces and holds a single panda. Pay 1 coin and exchange the camels in your barn with the panda.
scenarios-zooloretto-exchange-offspring-no-coin-explanation = The 3 camels moved into enclosure 2 and the panda into the barn. The fertile pair had an offspring at once, and the newborn took the last space. Still no coin came: an exchange never earns the coin bonus, not even when its offspring fills the enclosure. Had the female come from a truck instead, the same newborn would have earned you 1 coin.

# Ours, base game, scoring: one stall beside the 4-space enclosure is enough.
scenarios-zooloretto-one-stall-is-enough-title = One stall is enough
scenarios-zooloretto-one-stall-is-enough-setup = Enclosure 2 has 4 spaces and 2 stall spaces beside it. It holds 2 camels, so 2 spaces are empty and it would score nothing now. Truck 1 carries a food stall. Take truck 1 and put the stall on the first stall space of enclosure 2.
scenarios-zooloretto-one-stall-is-enough-explanation = An enclosure with 2 or more empty spaces scores 1 point per animal if at least one stall stands beside it. Enclosure 2 has 2 stall spaces, but one stall is enough: its 2 camels now score 2 points. The food stall also brings 2 points as a stall type of your zoo.

# Ours, base game, scoring: the same stall helps an enclosure and counts as a stall type.
scenarios-zooloretto-stall-counts-for-variety-title = A stall counts twice
scenarios-zooloretto-stall-counts-for-variety-setup = Enclosure 1 has 5 spaces and holds 3 chimpanzees. A drinks stall stands beside the empty enclosure 3. Truck 1 carries a food stall. Take truck 1 and put the stall beside enclosure 1.
scenarios-zooloretto-stall-counts-for-variety-explanation = With the food stall beside it, enclosure 1 scores 1 point per chimpanzee, 3 points, although 2 of its spaces are empty. The same stall still counts for variety: your zoo now shows 2 stall types, food and drinks, worth 2 points each. A stall never has to choose between the 2.

# Rulebook, three new buildings, the restaurant: 10 points for stalls with 2 players.
scenarios-zooloretto-restaurant-ten-stall-points-title = The restaurant with 2 players
scenarios-zooloretto-restaurant-ten-stall-points-setup = You play with 2 players and have added 2 expansion boards, so your zoo has 6 stall spaces. 4 of them hold stalls: 2 food stalls, a drinks stall and an ice cream stall, 3 types worth 6 points. Only the 2 stall spaces of enclosure 2 are free. Buy the restaurant for 3 coins and build it there.
scenarios-zooloretto-restaurant-ten-stall-points-explanation = The restaurant needs 2 free stall spaces side by side, which only the 4-space enclosure offers. Its owner scores stalls in a new way: 2 points for every stall on a stall space, whatever its type, and the restaurant counts too. So 4 stalls and the restaurant bring 10 points, where the 3 types gave only 6. The restaurant stays where it is built, and stall types in your barn still cost 2 points each.

# Ours, three new buildings: the souvenir shop goes to the first breeder.
scenarios-zooloretto-souvenir-shop-first-offspring-title = The souvenir shop for the first newborn
scenarios-zooloretto-souvenir-shop-first-offspring-setup = Nobody has had an offspring yet, so the souvenir shop still waits on the table. Enclosure 3 has 6 spaces and holds a male zebra and one more zebra. Truck 1 carries a female zebra. Take truck 1 and put the female into enclosure 3, then put the souvenir shop on the stall space of enclosure 3.
scenarios-zooloretto-souvenir-shop-first-offspring-explanation = Your zebras had the first offspring of the game, so the souvenir shop was yours, and it had to go on a free stall space of your choice (into the barn if none had been free). It is a stall type of its own, worth 2 points, and the enclosure beside it scores 1 point per animal even with 2 spaces empty. On a stall space it also brings 1 point for every offspring in your enclosures at the end.

# Ours, petting zoo: a newborn of a full enclosure goes to the petting zoo.
scenarios-zooloretto-petting-zoo-newborn-title = A newborn for the petting zoo
scenarios-zooloretto-petting-zoo-newborn-setup = Enclosure 2 has 4 spaces and holds a male camel and 2 more camels. Truck 1 carries a female camel. Take truck 1 and put the female into enclosure 2, then put the newborn into your petting zoo.
scenarios-zooloretto-petting-zoo-newborn-explanation = The female filled enclosure 2, which paid 1 coin. Then the pair had an offspring. Its enclosure was full, so without the petting zoo the newborn would have gone to the barn and cost you points. An offspring enters the petting zoo only when it is born, never by a move or an exchange. The first one there earns 1 coin, the second 2 coins; there is room for 2, and they score nothing.

# Ours, polar bear: the first to fill the 6-space enclosure.
scenarios-zooloretto-polar-bear-halves-barn-title = The polar bear halves the barn
scenarios-zooloretto-polar-bear-halves-barn-setup = Nobody has filled the 6-space enclosure yet. Your enclosure 3 has 6 spaces and holds 5 pandas. Your barn holds a zebra and a food stall, which would cost 4 points. Truck 1 carries a panda. Take truck 1 and put the panda into enclosure 3.
scenarios-zooloretto-polar-bear-halves-barn-explanation = You were the first to fill the 6-space enclosure, so you took the polar bear enclosure from the table. Its owner loses only half the points for the barn: 2 instead of 4. The full 6-space enclosure scores 10 points, but it pays no coins. Nothing is ever put into the polar bear enclosure, and it stays with you to the end.

# Rulebook, construction sites, the example: Claus adds a third elephant.
scenarios-zooloretto-construction-site-third-elephant-title = The third elephant beside a construction site
scenarios-zooloretto-construction-site-third-elephant-setup = Enclosure 2 has 4 spaces: 2 elephants live there, and another player has put a construction site on a third space. Truck 1 carries another elephant. Take truck 1 and put the elephant into enclosure 2.
scenarios-zooloretto-construction-site-third-elephant-explanation = The elephant took the last free space, yet no coin came. A construction site blocks its space, but for the coin bonus and for scoring that space counts as empty. So enclosure 2 stays one animal short: no bonus now, and 4 points at the end instead of 5. The money action hand-off, for 1 coin, passes up to 2 sites on to other players.

# Ours, savings book: interest at the end of a round.
scenarios-zooloretto-savings-book-interest-title = Interest from the savings book
scenarios-zooloretto-savings-book-interest-setup = You have 2 coins, and a saved coin lies on field 3 of your savings book. The other player has already taken a truck, so the round ends as soon as you take one. Take truck 1 and put its zebra into enclosure 1.
scenarios-zooloretto-savings-book-interest-explanation = At the end of the round your saved coin moved on to field 4, so it came back to your purse with 1 coin of interest from the bank: you have 4 coins now. A saved coin cannot leave the book before field 4, and only one coin may lie there at a time. On a later turn you may save again instead of your usual action.

## Beasty Bar: the spoken rules reference, read by "rules [topic]" one paragraph at a time.
## The command words (rules, more) are the shell's, see shell.ftl.
## Written in our own words; the Czech Braille edition's rulebook is the authority.
## Every paragraph must make sense read alone on a 40-cell Braille display: key word first,
## digits rather than number words, no symbols.
## Ids: beasty-bar-rules-<topic>-title, beasty-bar-rules-<topic>-<n> (n = 1, 2, ...; the same
## count in every language), beasty-bar-rules-<topic>-words (comma separated words a player may
## type to reach the topic; both languages' words are accepted, diacritics optional).

# The topic names, in the order of the topics; each must be one of that topic's words.
-beasty-bar-rules-list = overview, setup, turn, lion, hippo, crocodile, snake, giraffe, zebra, seal, chameleon, monkey, kangaroo, parrot, skunk, recurring, gate, end, scoring, advanced, notation

## Navigation lines

# Said for "rules" without a topic.
beasty-bar-rules-topics = Rules topics, 21: { -beasty-bar-rules-list }. Type rules and a topic, for example rules lion or rules 12.
# Said after the first paragraph of a topic that has more paragraphs.
beasty-bar-rules-more = Type more for the next paragraph.
# Said by "more" after the last paragraph of a topic.
beasty-bar-rules-end-of-topic = End of topic. Type rules and another topic.
# $topic (string) what the player typed after "rules"
beasty-bar-rules-unknown-topic = No rules topic { $topic }. Topics: { -beasty-bar-rules-list }.

## Topic: overview

beasty-bar-rules-overview-title = Overview of Beasty Bar
beasty-bar-rules-overview-words = overview, introduction, about, goal, game
beasty-bar-rules-overview-1 = Beasty Bar is a card game for 2 to 4 players. Animals wait in a queue outside the Beasty Bar, and on your turn you add 1 of your animals to the back of the queue. Whenever 5 animals are waiting, the 2 at the front get into the bar and the last one is thrown out.
beasty-bar-rules-overview-2 = Goal: get more animals of your own colour into the bar than anyone else. Each player has the 12 animals of 1 colour: green, yellow, blue or red. Every animal has a strength from 1 to 12 and an action of its own.
beasty-bar-rules-overview-3 = Reading the rules: type rules and a topic name, for example rules lion or rules 12. Type more to hear the next paragraph. Topic names work in English and in Czech.
beasty-bar-rules-overview-4 = Rules topics: { -beasty-bar-rules-list }.

## Topic: setup

beasty-bar-rules-setup-title = Setup
beasty-bar-rules-setup-words = setup, preparation, start
beasty-bar-rules-setup-1 = Cards: each player takes the 12 cards of one colour and shuffles them. 4 cards form the hand; the other 8 lie face down as that player's draw pile. Nobody looks into a draw pile.
beasty-bar-rules-setup-2 = Table: the queue lies between 2 cards. At one end stands Heaven's Gate, the entrance to the bar. At the other end lies the card THAT'S IT, where thrown out animals go. There is room for 5 animals in between.
beasty-bar-rules-setup-3 = Start: the rulebook lets the wildest looking player begin. In this app the first player is drawn by lot (the same --seed draws the same player), unless the new-game menu or --first N names one; the game says who starts. Turns then pass round in seating order. With 2 players the rules do not change.
beasty-bar-rules-setup-4 = Advanced variant: each player first sets 4 cards aside, so the draw pile holds only 4 cards. See the topic advanced.

## Topic: turn

beasty-bar-rules-turn-title = A turn in 5 steps
beasty-bar-rules-turn-words = turn, turns, steps
beasty-bar-rules-turn-1 = Turn, step 1, play: put 1 card from your hand at the back of the queue, the end farthest from the gate. In an empty queue the card stands right at the gate. Any card in your hand may always be played.
beasty-bar-rules-turn-2 = Turn, step 2, action: the animal you played carries out its action, if it can. Every animal has its own topic, for example rules parrot.
beasty-bar-rules-turn-3 = Turn, step 3, recurring: the hippos, crocodiles, giraffes and zebras in the queue act again, starting at the gate end. See the topic recurring.
beasty-bar-rules-turn-4 = Turn, step 4, gate: if 5 animals are now waiting, the 2 nearest the gate go into the bar and the last one goes to THAT'S IT. With fewer than 5, nothing happens. See the topic gate.
beasty-bar-rules-turn-5 = Turn, step 5, draw: take the top card of your draw pile, so that you hold 4 cards again. Once your pile is empty you draw nothing and play on with the cards still in your hand.
beasty-bar-rules-turn-6 = Queue size: at the end of a turn at most 4 animals are waiting, because 5 animals always open the gate.

## Topic: lion

beasty-bar-rules-lion-title = Lion, strength 12
beasty-bar-rules-lion-words = lion
beasty-bar-rules-lion-1 = Lion, strength 12, not recurring. When played, the lion goes straight to the front of the queue, right at the gate, and scares every monkey in the queue away to THAT'S IT.
beasty-bar-rules-lion-2 = Lion meets lion: if a lion is already waiting, the lion just played goes to THAT'S IT at once. Only 1 lion can wait in the queue.
beasty-bar-rules-lion-3 = Lion example: the queue is parrot, monkey, zebra. A lion is played: the monkey goes to THAT'S IT, and the queue becomes lion, parrot, zebra.
beasty-bar-rules-lion-4 = Lion and chameleon: in this app, a chameleon that copies a lion counts as a second lion, so it goes to THAT'S IT at once. The lion's move to the front comes from the summary card; the rulebook text does not mention it.

## Topic: hippo

beasty-bar-rules-hippo-title = Hippo, strength 11
beasty-bar-rules-hippo-words = hippo, hippopotamus
beasty-bar-rules-hippo-1 = Hippo, strength 11, recurring. The hippo pushes forward past every weaker animal in front of it, but never past a zebra. So it stops behind a zebra, another hippo or a lion.
beasty-bar-rules-hippo-2 = Hippo, recurring: after every later card the hippo pushes forward again, if it can. In this app, a hippo played this turn also acts in the recurring phase of the same turn, which usually changes nothing.
beasty-bar-rules-hippo-3 = Hippo example: the queue is lion, zebra, snake, and a hippo is played. It passes the snake and stops behind the zebra, so the queue becomes lion, zebra, hippo, snake.

## Topic: crocodile

beasty-bar-rules-crocodile-title = Crocodile, strength 10
beasty-bar-rules-crocodile-words = crocodile, croc
beasty-bar-rules-crocodile-1 = Crocodile, strength 10, recurring. The crocodile eats the animal directly in front of it if that animal is weaker and not a zebra, then the next one, and so on. Eaten animals go to THAT'S IT. It stops at a zebra, another crocodile or a stronger animal.
beasty-bar-rules-crocodile-2 = Crocodile, recurring: after every later card the crocodile eats again, whenever a weaker animal other than a zebra stands right in front of it. It never eats the animals behind it.
beasty-bar-rules-crocodile-3 = Crocodile example: the queue is zebra, parrot, skunk, and a crocodile is played. It eats the skunk, then the parrot, and stops behind the zebra. The queue is now zebra, crocodile.
beasty-bar-rules-crocodile-4 = Crocodile, in this app: it eats 1 animal at a time, always the one directly in front of it. A crocodile played this turn also acts in the recurring phase of the same turn, usually without effect.

## Topic: snake

beasty-bar-rules-snake-title = Snake, strength 9
beasty-bar-rules-snake-words = snake
beasty-bar-rules-snake-1 = Snake, strength 9, not recurring. The snake sorts the whole queue by strength: the strongest animal ends up at the gate and the weakest at the back.
beasty-bar-rules-snake-2 = Snake and equal strength: animals of the same species do not swap places while sorting; they keep the order they had.
beasty-bar-rules-snake-3 = Snake example: the queue is parrot, lion, kangaroo, zebra, and a snake is played. The new order is lion, snake, zebra, kangaroo, parrot. Now 5 animals wait, so the lion and the snake enter the bar and the parrot is thrown out.

## Topic: giraffe

beasty-bar-rules-giraffe-title = Giraffe, strength 8
beasty-bar-rules-giraffe-words = giraffe
beasty-bar-rules-giraffe-1 = Giraffe, strength 8, recurring. When played, the giraffe steps past the 1 animal directly in front of it, if that animal is weaker than 8. It never passes more than 1 animal in a turn.
beasty-bar-rules-giraffe-2 = Giraffe, recurring: on every later turn it again steps past 1 weaker animal in front of it. In this app, a giraffe played this turn does not act again in the recurring phase of that same turn.
beasty-bar-rules-giraffe-3 = Giraffe example: the queue is hippo, monkey, and a giraffe is played. It steps past the monkey: hippo, giraffe, monkey. On later turns it stays put, because the hippo in front is stronger.
beasty-bar-rules-giraffe-4 = Giraffe and giraffe: 2 giraffes never pass each other, since neither is weaker. In this app, the giraffe always steps when it can; you make no choice.

## Topic: zebra

beasty-bar-rules-zebra-title = Zebra, strength 7
beasty-bar-rules-zebra-words = zebra
beasty-bar-rules-zebra-1 = Zebra, strength 7, recurring. The zebra does nothing when played and never moves by itself.
beasty-bar-rules-zebra-2 = Zebra as a shield: a hippo cannot push past a zebra and a crocodile cannot eat it, so the animals in front of a zebra are safe from both.
beasty-bar-rules-zebra-3 = Zebra, no shield against others: it does not stop a kangaroo, parrot, snake, seal, skunk or monkey gang. A kangaroo may even jump over it.
beasty-bar-rules-zebra-4 = Zebra example: the queue is parrot, zebra, kangaroo, and a crocodile is played. It eats the kangaroo and stops behind the zebra, so the parrot at the gate stays safe.

## Topic: seal

beasty-bar-rules-seal-title = Seal, strength 6
beasty-bar-rules-seal-words = seal, sea lion
beasty-bar-rules-seal-1 = Seal, strength 6, not recurring. The seal swaps the 2 ends of the queue: Heaven's Gate and THAT'S IT change places, so the whole queue turns round. The animal that was last is now first.
beasty-bar-rules-seal-2 = Seal, in this app: we simply turn the queue round, so position 1 is always the animal nearest the gate. After a seal, the recurring animals start from the new gate end.
beasty-bar-rules-seal-3 = Seal example: the queue is lion, parrot, kangaroo, and a seal is played. The queue turns round: seal, kangaroo, parrot, lion. The seal now stands at the gate and the lion at the back.

## Topic: chameleon

beasty-bar-rules-chameleon-title = Chameleon, strength 5
beasty-bar-rules-chameleon-words = chameleon
beasty-bar-rules-chameleon-1 = Chameleon, strength 5, not recurring. When played, the chameleon copies the action of 1 other animal already in the queue, and for that moment it takes that animal's strength as well.
beasty-bar-rules-chameleon-2 = Chameleon choices: copying a parrot, you also pick the victim; copying a kangaroo, you also pick a jump of 1 or 2. It cannot copy another chameleon. With nothing to copy, it just joins the queue.
beasty-bar-rules-chameleon-3 = Chameleon afterwards: in the recurring phase and later it is a plain chameleon of strength 5 with no action. As a snake it sorts itself as 9; as a crocodile it eats animals weaker than 10.
beasty-bar-rules-chameleon-4 = Chameleon and lion: in this app, a chameleon that copies a lion is a second lion, so it goes to THAT'S IT at once. Copying the only monkey in the queue starts the monkey gang, just as a second monkey would.
beasty-bar-rules-chameleon-5 = Chameleon example: the queue is hippo, parrot, and a chameleon copies the hippo. With strength 11 it pushes past the parrot and stops behind the hippo: hippo, chameleon, parrot.

## Topic: monkey

beasty-bar-rules-monkey-title = Monkey, strength 4
beasty-bar-rules-monkey-words = monkey, monkeys
beasty-bar-rules-monkey-1 = Monkey, strength 4, not recurring. A monkey alone in the queue does nothing.
beasty-bar-rules-monkey-2 = Monkey gang: if at least 1 other monkey is already waiting, every hippo and crocodile goes to THAT'S IT. The monkey just played goes to the gate, the other monkeys line up behind it in reverse order, then all the rest in their old order.
beasty-bar-rules-monkey-3 = Monkey example: the queue is red monkey, crocodile, blue monkey, and a green monkey is played. The crocodile goes to THAT'S IT, and the queue becomes green monkey, blue monkey, red monkey.
beasty-bar-rules-monkey-4 = Monkey and lion: a lion played later scares every monkey away to THAT'S IT. In this app, a chameleon that copies the only monkey in the queue starts the gang too.

## Topic: kangaroo

beasty-bar-rules-kangaroo-title = Kangaroo, strength 3
beasty-bar-rules-kangaroo-words = kangaroo, roo
beasty-bar-rules-kangaroo-1 = Kangaroo, strength 3, not recurring. The kangaroo jumps over 1 or 2 animals directly in front of it, whatever their strength. You choose how far.
beasty-bar-rules-kangaroo-2 = Kangaroo, in this app: with only 1 animal in front it can jump only 1. In an empty queue it simply stands at the gate.
beasty-bar-rules-kangaroo-3 = Kangaroo example: the queue is snake, zebra, crocodile, and a kangaroo jumps 2. It lands between the snake and the zebra: snake, kangaroo, zebra, crocodile. Written as a move, for example R3 2.

## Topic: parrot

beasty-bar-rules-parrot-title = Parrot, strength 2
beasty-bar-rules-parrot-words = parrot
beasty-bar-rules-parrot-1 = Parrot, strength 2, not recurring. The parrot scares 1 animal of your choice out of the queue, and that animal goes to THAT'S IT. You may pick any other animal in the queue, whatever its strength.
beasty-bar-rules-parrot-2 = Parrot, in this app: it cannot scare itself away. In an empty queue it just joins the queue and nothing happens.
beasty-bar-rules-parrot-3 = Parrot example: the queue is giraffe, kangaroo, zebra, crocodile, and the parrot scares the zebra away. In the recurring phase the crocodile is no longer blocked and eats the kangaroo, then the giraffe.

## Topic: skunk

beasty-bar-rules-skunk-title = Skunk, strength 1
beasty-bar-rules-skunk-words = skunk
beasty-bar-rules-skunk-1 = Skunk, strength 1, not recurring. The skunk finds the 2 strongest species in the queue and sends every animal of those 2 species to THAT'S IT. Other skunks are never driven out.
beasty-bar-rules-skunk-2 = Skunk and species: 2 crocodiles are 1 species, so both go. In this app, if only 1 other species is present, all of its animals go; if the queue holds only skunks or nothing, nothing happens.
beasty-bar-rules-skunk-3 = Skunk example: the queue is lion, red giraffe, parrot, blue giraffe, and a skunk is played. The lion and both giraffes go to THAT'S IT; the parrot and the skunk stay.

## Topic: recurring

beasty-bar-rules-recurring-title = Recurring animals
beasty-bar-rules-recurring-words = recurring, recurrence, repeating
beasty-bar-rules-recurring-1 = Recurring animals: hippo, crocodile, giraffe and zebra. The Braille edition marks their cards with the letter O, and this app adds O to their card code, for example R10O for the red crocodile.
beasty-bar-rules-recurring-2 = Recurring phase: once the played animal has acted, every recurring animal in the queue acts again, in order from the gate end to the back. The zebra has no action of its own; it only blocks.
beasty-bar-rules-recurring-3 = Recurring order, in this app: the order is fixed before the phase starts. Each of those animals still in the queue then takes its turn in that order, even if another animal has moved it meanwhile. None acts a second time.
beasty-bar-rules-recurring-4 = Recurring and the card just played: in this app, a giraffe played this turn does not act again that turn. A hippo or crocodile played this turn does, though usually without effect. A chameleon never recurs.
beasty-bar-rules-recurring-5 = Recurring after a seal: the phase starts at whichever end of the queue is at the gate after the seal has turned it round.

## Topic: gate

beasty-bar-rules-gate-title = Heaven's Gate and THAT'S IT
beasty-bar-rules-gate-words = gate, heaven's gate, bar, that's it
beasty-bar-rules-gate-1 = Gate check: at the end of every turn, after the recurring phase, count the queue. With 5 animals, Heaven's Gate opens; with fewer, nothing happens.
beasty-bar-rules-gate-2 = Gate opens: the 2 animals nearest the gate enter the Beasty Bar and stay there to the end of the game. The last animal in the queue goes to THAT'S IT. The 2 animals left move up to the gate.
beasty-bar-rules-gate-3 = THAT'S IT: animals thrown out by the gate or by other animals, such as the parrot, crocodile or skunk, lie on the card THAT'S IT and take no further part. The rest of the queue always closes up towards the gate.

## Topic: end

beasty-bar-rules-end-title = End of the game
beasty-bar-rules-end-words = end, ending, finish
beasty-bar-rules-end-1 = Game end: the game is over when no player has any cards left, neither in hand nor in the draw pile. Your last 4 cards are played from your hand without drawing.
beasty-bar-rules-end-2 = Queue at the end: animals still waiting in the queue do not count. In this app they score nothing for anyone, because they never got into the bar.

## Topic: scoring

beasty-bar-rules-scoring-title = Scoring and winning
beasty-bar-rules-scoring-words = scoring, score, winner, win, tie
beasty-bar-rules-scoring-1 = Scoring, basic game: the player with the most animals of their own colour in the bar wins.
beasty-bar-rules-scoring-2 = Tie: among the tied players, the one whose animals in the bar have the lower total strength wins. In this app, that total counts only the player's own animals in the bar.
beasty-bar-rules-scoring-3 = Still tied: if the totals are equal too, the tied players share the win. In this app, the same tie rules apply in the advanced variant.

## Topic: advanced

beasty-bar-rules-advanced-title = Advanced variant
beasty-bar-rules-advanced-words = advanced, variant, points
beasty-bar-rules-advanced-1 = Advanced variant: before play, each player looks at all 12 cards of their colour and secretly sets 4 aside. Those 4 take no part in the game. The other 8 are shuffled; 4 form the hand and 4 the draw pile.
beasty-bar-rules-advanced-2 = Advanced scoring: each animal in the bar is worth points instead of counting as 1. The most points wins; ties are broken as in the basic game.
beasty-bar-rules-advanced-3 = Points, part 1: lion 2, hippo 2, crocodile 3, snake 2, giraffe 3, zebra 4.
beasty-bar-rules-advanced-4 = Points, part 2: seal 2, chameleon 3, monkey 3, kangaroo 4, parrot 4, skunk 4.

## Topic: notation

beasty-bar-rules-notation-title = Card codes and moves
beasty-bar-rules-notation-words = notation, codes, card codes, moves, positions
beasty-bar-rules-notation-1 = Card codes: a colour letter, then the strength. G is green, Y yellow, B blue and R red. So R12 is the red lion and G1 the green skunk.
beasty-bar-rules-notation-2 = Recurring mark: as on the Braille edition's cards, the app writes the letter O after a recurring card, for example R10O for the red crocodile and B7O for the blue zebra. You may type a code with or without the O.
beasty-bar-rules-notation-3 = Positions count from the gate. Position 1 is the animal nearest Heaven's Gate, position 2 the one behind it, and so on.
beasty-bar-rules-notation-4 = Moves: the card code, then any choices as numbers. R2 1 plays the red parrot and scares away the animal at position 1. Y3 2 plays the yellow kangaroo, jumping 2.
beasty-bar-rules-notation-5 = Chameleon moves: first the position of the animal to copy, then that animal's own choice, if it has one. G5 3 2 plays the green chameleon, copying the kangaroo at position 3 and jumping 2.

## Beasty Bar scenarios: the rulebook's worked examples, and a few of ours, as tutorials.
## Each scenario has a title, a setting-up sentence (said before the queue is read, ending
## with what the player is to do) and an explanation (said after the move is narrated).
## The player owns the colour of the animal they play. No variables.

# Rulebook, how a turn goes, examples 1 to 4.
scenarios-beasty-bar-turn-steps-title = How a turn goes
scenarios-beasty-bar-turn-steps-setup = 4 animals wait. Your yellow giraffe joins the end of the queue and then acts. Play it.
scenarios-beasty-bar-turn-steps-explanation = The giraffe stepped past the weaker parrot in front of it. Then the recurring animals acted, from the gate back: the hippo at the gate had nobody to pass, the red giraffe stepped past the monkey, and your giraffe, played this turn, did not step again. 5 animals waited, so the first 2, the hippo and the red giraffe, entered the bar, and the last one, the parrot, was thrown out to That's it.

# Rulebook, how a turn goes, examples 2 and 3 without the hippo: the gate stays closed.
scenarios-beasty-bar-turn-steps-before-gate-title = The same turn without the gate
scenarios-beasty-bar-turn-steps-before-gate-setup = The queue from the last example, but without the hippo: only 3 animals wait. Play your yellow giraffe.
scenarios-beasty-bar-turn-steps-before-gate-explanation = Your giraffe stepped past the parrot. In the recurring phase the red giraffe stepped past the monkey, and your giraffe, played this turn, stayed where it was. Only 4 animals wait, so the gate stays closed.

# Ours: the lion's action.
scenarios-beasty-bar-lion-scares-monkeys-title = The lion scares the monkeys
scenarios-beasty-bar-lion-scares-monkeys-setup = 2 monkeys and a parrot wait. Play your red lion, the strongest animal.
scenarios-beasty-bar-lion-scares-monkeys-explanation = The lion threw every monkey in the queue out to That's it and walked to the head of the queue. Other animals, like the parrot, simply let it pass.

# Ours: a second lion.
scenarios-beasty-bar-lion-meets-lion-title = No place for a second lion
scenarios-beasty-bar-lion-meets-lion-setup = A green lion already waits at the gate. Play your red lion anyway.
scenarios-beasty-bar-lion-meets-lion-explanation = A lion that finds another lion in the queue goes straight to That's it, and does nothing else. Keep your lion for a queue without one.

# Ours: the hippo's action, and the zebra stopping it.
scenarios-beasty-bar-hippo-stops-at-zebra-title = The zebra stops the hippo
scenarios-beasty-bar-hippo-stops-at-zebra-setup = A kangaroo, a zebra and a parrot wait. Play your red hippo.
scenarios-beasty-bar-hippo-stops-at-zebra-explanation = The hippo pushed past every weaker animal in front of it, here the parrot, until it reached the zebra. No hippo and no crocodile can pass a zebra. The hippo is recurring: it will try to push again every turn, but the zebra keeps blocking it.

# Rulebook, hippo card.
scenarios-beasty-bar-hippo-pushes-kangaroo-back-title = The hippos push the kangaroo back
scenarios-beasty-bar-hippo-pushes-kangaroo-back-setup = 2 hippos wait. Play your red kangaroo and jump over both of them.
scenarios-beasty-bar-hippo-pushes-kangaroo-back-explanation = The kangaroo jumped over both hippos. Then, in the recurring phase, each hippo pushed past the weaker kangaroo, so the kangaroo is last again.

# Rulebook, hippo card, with a lion at the gate.
scenarios-beasty-bar-hippo-stops-at-lion-title = The hippos stop at the lion
scenarios-beasty-bar-hippo-stops-at-lion-setup = A blue lion waits at the gate, then 2 hippos. Play your red kangaroo and jump over both hippos.
scenarios-beasty-bar-hippo-stops-at-lion-explanation = The kangaroo jumped the 2 hippos, and the hippos pushed back past it. They could not pass the lion, which is stronger, so the lion stays at the gate.

# Rulebook, crocodile card.
scenarios-beasty-bar-crocodile-eats-kangaroo-title = The crocodile eats forwards only
scenarios-beasty-bar-crocodile-eats-kangaroo-setup = A red crocodile waits at the gate with a blue parrot behind it. Play your yellow kangaroo and jump over both.
scenarios-beasty-bar-crocodile-eats-kangaroo-explanation = The kangaroo landed in front of the crocodile. In the recurring phase the crocodile ate the weaker kangaroo in front of it and sent it to That's it. The parrot behind the crocodile is safe: a crocodile only eats forwards.

# Rulebook, snake card.
scenarios-beasty-bar-snake-sorts-queue-title = The snake sorts the queue
scenarios-beasty-bar-snake-sorts-queue-setup = A blue snake, a green zebra, a red hippo and a blue parrot wait. Play your green snake.
scenarios-beasty-bar-snake-sorts-queue-explanation = The snake sorted the queue, strongest first: the hippo, then both snakes, the blue one first because it was there first, then the zebra and the parrot. 5 animals waited, so the hippo and the blue snake entered the bar, and the parrot was thrown out.

# Rulebook, zebra card, first turn. The rulebook forgets the red giraffe's recurring step.
scenarios-beasty-bar-zebra-stops-crocodile-title = The zebra stops the crocodile
scenarios-beasty-bar-zebra-stops-crocodile-setup = A yellow parrot, a red giraffe, a green zebra and a red parrot wait. Play your yellow crocodile.
scenarios-beasty-bar-zebra-stops-crocodile-explanation = The crocodile ate the red parrot in front of it and stopped at the zebra: a crocodile cannot pass a zebra. In the recurring phase the red giraffe stepped past the yellow parrot. The rulebook's own example forgets this step of the giraffe, but the rules make it happen.

# Rulebook, zebra card, next turn, from the queue the rules give.
scenarios-beasty-bar-zebra-shields-kangaroo-title = The kangaroo hides behind the zebra
scenarios-beasty-bar-zebra-shields-kangaroo-setup = The queue from the last example, one turn later. Play your blue kangaroo and jump over the zebra and the crocodile.
scenarios-beasty-bar-zebra-shields-kangaroo-explanation = The kangaroo landed in front of the zebra, where the crocodile cannot reach it. 5 animals waited: the red giraffe and the yellow parrot entered the bar, and the crocodile, last, was thrown out to That's it.

# Rulebook, zebra card, next turn, from the queue as the rulebook writes it.
scenarios-beasty-bar-zebra-shields-kangaroo-as-written-title = The kangaroo and the zebra as the rulebook tells it
scenarios-beasty-bar-zebra-shields-kangaroo-as-written-setup = The same turn, from the queue the rulebook writes, with the parrot at the gate. Play your blue kangaroo and jump over the zebra and the crocodile.
scenarios-beasty-bar-zebra-shields-kangaroo-as-written-explanation = This time the red giraffe stepped past the parrot in the recurring phase, and the kangaroo stayed safe in front of the zebra. The same 2 animals entered the bar, the giraffe first, and the crocodile was thrown out.

# Rulebook, seal card.
scenarios-beasty-bar-seal-swaps-ends-title = The seal swaps the gate and the exit
scenarios-beasty-bar-seal-swaps-ends-setup = A red lion, a yellow crocodile, a blue zebra and a green hippo wait. Play your yellow seal.
scenarios-beasty-bar-seal-swaps-ends-explanation = The seal turned the whole queue around: the hippo came to the gate and the lion to the end. The hippo then pushed past the seal, and the zebra kept the crocodile from eating anyone. 5 animals waited: the hippo and the seal entered the bar, and the lion, now last, was thrown out.

# Rulebook, chameleon card.
scenarios-beasty-bar-chameleon-as-hippo-title = The chameleon is a hippo for a moment
scenarios-beasty-bar-chameleon-as-hippo-setup = A red hippo and a yellow crocodile wait. Play your green chameleon and copy the hippo.
scenarios-beasty-bar-chameleon-as-hippo-explanation = As a hippo, the chameleon pushed past the crocodile. In the recurring phase it was a plain chameleon of strength 5 again, so the crocodile ate it.

# Rulebook, monkey card.
scenarios-beasty-bar-monkey-gang-title = The monkeys gang up
scenarios-beasty-bar-monkey-gang-setup = A red snake, a yellow monkey, a blue monkey and a green parrot wait. Play your red monkey.
scenarios-beasty-bar-monkey-gang-explanation = With another monkey in the queue, the monkeys form a gang: they throw out every hippo and crocodile, of which there were none here, and go to the gate, your monkey first and the others after it in reverse order. 5 animals waited: your monkey and the blue monkey entered the bar, and the parrot was thrown out.

# Rulebook, monkey card, the note on the chameleon.
scenarios-beasty-bar-monkey-chameleon-title = A chameleon joins the monkey gang
scenarios-beasty-bar-monkey-chameleon-setup = A red hippo, a yellow monkey and a blue crocodile wait. Play your green chameleon and copy the monkey.
scenarios-beasty-bar-monkey-chameleon-explanation = Posing as a monkey, the chameleon formed a gang with the yellow monkey. Together they threw the hippo and the crocodile out to That's it, and the chameleon went to the gate with the monkey behind it.

# Rulebook, kangaroo card.
scenarios-beasty-bar-kangaroo-jumps-behind-zebra-title = The kangaroo jumps in front of the zebra
scenarios-beasty-bar-kangaroo-jumps-behind-zebra-setup = A green zebra waits at the gate and a red crocodile behind it. Play your yellow kangaroo and jump over both.
scenarios-beasty-bar-kangaroo-jumps-behind-zebra-explanation = A kangaroo jumps over 1 or 2 animals of any strength. It landed at the gate, and the zebra behind it shields it from the crocodile.

# Rulebook, parrot card.
scenarios-beasty-bar-parrot-removes-zebra-title = The parrot chases the zebra away
scenarios-beasty-bar-parrot-removes-zebra-setup = A yellow kangaroo, a blue monkey, a red zebra and a green crocodile wait. Play your yellow parrot and chase away the zebra, at position 3.
scenarios-beasty-bar-parrot-removes-zebra-explanation = The parrot sent the zebra to That's it. Without the zebra in the way, the crocodile ate in the recurring phase: first the monkey, then the kangaroo. The parrot, behind the crocodile, is safe.

# Rulebook, skunk card.
scenarios-beasty-bar-skunk-two-species-title = The skunk drives out the 2 strongest kinds
scenarios-beasty-bar-skunk-two-species-setup = A yellow crocodile, a blue crocodile, a red zebra and a red hippo wait. Play your green skunk.
scenarios-beasty-bar-skunk-two-species-explanation = The skunk drove out the strongest kind of animal in the queue, the hippo, and the next strongest, both crocodiles. The zebra is now first and the skunk second.

# Rulebook, skunk card, the closing note on the chameleon.
scenarios-beasty-bar-skunk-chameleon-title = A chameleon can stink too
scenarios-beasty-bar-skunk-chameleon-setup = A red zebra, a green skunk, a blue giraffe and a yellow snake wait. Play your yellow chameleon and copy the skunk.
scenarios-beasty-bar-skunk-chameleon-explanation = Posing as a skunk, the chameleon drove out the 2 strongest kinds, leaving skunks aside: the snake and the giraffe. The zebra and the real skunk stay in the queue.

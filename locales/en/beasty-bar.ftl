### Beasty Bar: everything the app says during a game of Beasty Bar.
###
### Conventions for translators:
### - Variables holding an animal or a card ($card, $cards, $victim ...) arrive
###   already formatted by the narrator, in the grammatical case named in the
###   comment (nominative or accusative). Lists arrive joined with
###   common-list-comma and common-list-and (common.ftl).
### - $animal at the start of a sentence arrives capitalised.
### - $gender is the grammatical gender of the animal that acts (m-anim, f or n,
###   from the animal's .gender attribute); it only makes verbs agree.
### - $you is yes when the listener is the player named, otherwise no.
### - $variant is basic or advanced.
### - The recurring actions of hippo, crocodile and giraffe have their own
###   messages: the event id followed by -recurring.
### - Attributes named .short are the brief forms, at most 40 characters where
###   possible, for a Braille display line.

## Animals. The value is the plain name. Attributes: the case forms the narrator
## picks (.nom, .acc, .gen, .ins), the grammatical gender (.gender: m-anim, f or
## n; English has none, so n) and .words, the words a player may type for the
## animal, comma separated, lowercase.

# Lion, strength 12.
beasty-bar-animal-12 = lion
    .nom = lion
    .acc = lion
    .gen = lion
    .ins = lion
    .gender = n
    .words = lion
# Hippo, strength 11, recurring.
beasty-bar-animal-11 = hippo
    .nom = hippo
    .acc = hippo
    .gen = hippo
    .ins = hippo
    .gender = n
    .words = hippo, hippopotamus
# Crocodile, strength 10, recurring.
beasty-bar-animal-10 = crocodile
    .nom = crocodile
    .acc = crocodile
    .gen = crocodile
    .ins = crocodile
    .gender = n
    .words = crocodile, croc
# Snake, strength 9.
beasty-bar-animal-9 = snake
    .nom = snake
    .acc = snake
    .gen = snake
    .ins = snake
    .gender = n
    .words = snake
# Giraffe, strength 8, recurring.
beasty-bar-animal-8 = giraffe
    .nom = giraffe
    .acc = giraffe
    .gen = giraffe
    .ins = giraffe
    .gender = n
    .words = giraffe
# Zebra, strength 7, recurring (it only blocks).
beasty-bar-animal-7 = zebra
    .nom = zebra
    .acc = zebra
    .gen = zebra
    .ins = zebra
    .gender = n
    .words = zebra
# Seal, strength 6.
beasty-bar-animal-6 = seal
    .nom = seal
    .acc = seal
    .gen = seal
    .ins = seal
    .gender = n
    .words = seal, sea lion
# Chameleon, strength 5.
beasty-bar-animal-5 = chameleon
    .nom = chameleon
    .acc = chameleon
    .gen = chameleon
    .ins = chameleon
    .gender = n
    .words = chameleon
# Monkey, strength 4.
beasty-bar-animal-4 = monkey
    .nom = monkey
    .acc = monkey
    .gen = monkey
    .ins = monkey
    .gender = n
    .words = monkey
# Kangaroo, strength 3.
beasty-bar-animal-3 = kangaroo
    .nom = kangaroo
    .acc = kangaroo
    .gen = kangaroo
    .ins = kangaroo
    .gender = n
    .words = kangaroo, roo
# Parrot, strength 2.
beasty-bar-animal-2 = parrot
    .nom = parrot
    .acc = parrot
    .gen = parrot
    .ins = parrot
    .gender = n
    .words = parrot
# Skunk, strength 1.
beasty-bar-animal-1 = skunk
    .nom = skunk
    .acc = skunk
    .gen = skunk
    .ins = skunk
    .gender = n
    .words = skunk

## Colours. $gender (m-anim, f or n) and $case (nom, acc, gen or ins) choose the
## form of the adjective; English ignores both. For a player's colour the
## narrator passes f and nom. .words: what a player may type, comma separated.

# The colour green.
beasty-bar-colour-green = green
    .words = green, g
# The colour yellow.
beasty-bar-colour-yellow = yellow
    .words = yellow, y
# The colour blue.
beasty-bar-colour-blue = blue
    .words = blue, b
# The colour red.
beasty-bar-colour-red = red
    .words = red, r

## Cards, labels and lists.

# Cards in brief verbosity: codes (R10O, short for a Braille line) or words (colour
# and animal, as a voice reads them: red crocodile).
beasty-bar-brief-cards = codes

# A card: $colour is the colour adjective and $animal the animal, both already
# in the same case. Example: red lion.
beasty-bar-card = { $colour } { $animal }
# A card or animal in full verbosity: $label is its name, $strength its strength
# 1 to 12, $recurring yes for hippo, crocodile, giraffe and zebra.
beasty-bar-label-full = { $recurring ->
        [yes] { $label } (strength { $strength }, recurring)
       *[no] { $label } (strength { $strength })
    }
# A card with its points, advanced game: $label is the card, $points its points.
beasty-bar-label-points = { $label } ({ $points ->
        [one] 1 point
       *[other] { $points } points
    })
# A name with a number, as in a score list: $name is a player, $number the figure. The
# colon keeps the name's own digits apart from the figure ("Player 1: 12").
beasty-bar-player-number = { $name }: { $number }

## Players and the start of the game.

# One player in the players list: $name; $colour is the player's colour;
# $kind is bot, you or other.
beasty-bar-player-entry = { $kind ->
        [bot] { $name } ({ $colour }, bot)
        [you] { $name } ({ $colour }, you)
       *[other] { $name } ({ $colour })
    }
# The players: $count is how many, $players the entries listed.
beasty-bar-players = { $count ->
        [one] 1 player: { $players }.
       *[other] { $count } players: { $players }.
    }
# The first line of a game. $variant; $count: number of players; $players:
# the players listed with their colours; $first: the starting player's name; $you.
beasty-bar-game-started = Beasty Bar, { $variant ->
        [advanced] advanced game
       *[basic] basic game
    }, { $count } players: { $players }. { $you ->
        [yes] You start.
       *[no] { $first } starts.
    }
# New-game menu: who starts. 1: drawn by lot (the rulebook lets the wildest-looking
# player start); 2: player 1, whose name was asked first.
beasty-bar-ask-first = Who starts: 1 drawn by lot, as the rules say; 2 player 1, the first name given.
# The prompt of that question (at most 30 characters).
beasty-bar-prompt-first = First player
# Advanced game only: every player now leaves $count animals out of this game.
beasty-bar-set-aside-begins = Setting aside: each player picks { $count } animals to leave out of this game, unseen by the others.
# Heard only by that player: $card (nominative) was set aside; $remaining are still to go.
beasty-bar-card-set-aside = { $remaining ->
        [0] Set aside: { $card }. That was the last one.
        [one] Set aside: { $card }. 1 more to go.
       *[other] Set aside: { $card }. { $remaining } more to go.
    }
# $player finished setting animals aside; $you.
beasty-bar-set-aside-done = { $you ->
        [yes] Setting aside done: you are ready.
       *[no] Setting aside done: { $player } is ready.
    }
# Heard only by that player: the starting hand of $count cards; $cards are the
# animals listed (nominative, without colour).
beasty-bar-hand-dealt = Your hand, { $count } cards: { $cards }.
# The first turn begins: $player plays first; $you.
beasty-bar-play-begins = { $you ->
        [yes] Play begins. You play first.
       *[no] Play begins. { $player } plays first.
    }

## What happens in the queue. $animal is the acting animal, capitalised, without
## colour (with colour in the -recurring messages); $gender its gender.

# $player plays $card (accusative); $you.
beasty-bar-card-played = { $you ->
        [yes] You play the { $card }.
       *[no] { $player } plays the { $card }.
    }
    .short = { $you ->
            [yes] You: { $nominative }
           *[no] { $player }: { $nominative }
        }
# $animal found nothing to act on.
beasty-bar-no-effect = { $animal }: nothing to act on, it just joins the queue.
    .short = joins the queue
# A zebra was played: it has no action of its own, but hippos and crocodiles
# cannot pass it. $animal is the zebra.
beasty-bar-zebra-joins = { $animal } joins the queue: no action of its own, but no hippo or crocodile can pass it.
    .short = joins the queue, blocks hippos and crocodiles
# A hippo or crocodile just played (or a chameleon copying one), $animal, waits
# behind $zebra (accusative) and cannot pass it.
beasty-bar-blocked-by-zebra = { $animal } cannot pass the { $zebra } and stays at the end of the queue.
    .short = stopped by the { $zebra }
# A lion went to the front. $count monkeys were scared away to That's it; $cards lists
# them (accusative), $monkeys too (nominative).
beasty-bar-lion-takes-front = { $count ->
        [0] { $animal } goes to the front of the queue.
        [one] { $animal } scares away the { $cards } and goes to the front of the queue.
       *[other] { $animal } scares away { $count } monkeys to That's it: { $monkeys }. { $animal } goes to the front of the queue.
    }
    .short = { $count ->
            [0] to the front
            [one] scares away the { $cards }, to the front
           *[other] scares away { $cards }, to the front
        }
# A second lion: $animal meets $other (accusative), the lion already waiting.
beasty-bar-lion-meets-lion = { $animal } meets the { $other } already in the queue and goes straight to That's it.
    .short = meets a lion, off to That's it
# A hippo pushed past $count animals; $cards lists them (accusative).
beasty-bar-hippo-pushes = { $count ->
        [one] { $animal } pushes past the { $cards }.
       *[other] { $animal } pushes past { $count } animals: { $cards }.
    }
    .short = { $count ->
            [one] pushes past the { $cards }
           *[other] pushes past { $cards }
        }
# The same, in the recurring phase; $animal includes the colour.
beasty-bar-hippo-pushes-recurring = { $count ->
        [one] { $animal } pushes forward again, past the { $cards }.
       *[other] { $animal } pushes forward again, past { $count } animals: { $cards }.
    }
# A crocodile ate $count animals; $cards lists them (accusative).
beasty-bar-crocodile-eats = { $count ->
        [one] { $animal } eats the { $cards }.
       *[other] { $animal } eats { $count } animals: { $cards }.
    }
    .short = { $count ->
            [one] eats the { $cards }
           *[other] eats { $cards }
        }
# The same, in the recurring phase; $animal includes the colour.
beasty-bar-crocodile-eats-recurring = { $count ->
        [one] { $animal } strikes again and eats the { $cards }.
       *[other] { $animal } strikes again and eats { $count } animals: { $cards }.
    }
# A snake sorted the queue; $queue is the new queue, gate first (nominative);
# $follows is yes when the queue is read right after, so the order is left out here.
beasty-bar-snake-sorts = { $follows ->
        [yes] { $animal } sorts the queue by strength.
       *[no] { $animal } sorts the queue by strength. Queue, gate first: { $queue }.
    }
    .short = sorts the queue
# A giraffe stepped past $over (accusative).
beasty-bar-giraffe-jumps = { $animal } steps ahead of the { $over }.
    .short = passes the { $over }
# The same, in the recurring phase; $animal includes the colour.
beasty-bar-giraffe-jumps-recurring = { $animal } steps ahead again, past the { $over }.
# A seal turned the queue around; $queue is the new queue, gate first (nominative);
# $follows is yes when the queue is read right after, so the order is left out here.
beasty-bar-seal-turns = { $follows ->
        [yes] { $animal } turns the queue around.
       *[no] { $animal } turns the queue around. Queue, gate first: { $queue }.
    }
    .short = turns the queue around
# A chameleon copies $target (accusative) for this play.
beasty-bar-chameleon-copies = { $animal } copies the { $target }.
    .short = copies the { $target }
# Monkey gang: $count animals chased away, listed in $expelled (accusative);
# $monkeys is the gang now at the front (nominative).
beasty-bar-monkeys-riot = { $count ->
        [0] Monkeys gang up and take the front of the queue: { $monkeys }.
        [one] Monkeys gang up and chase away the { $expelled }. At the front now: { $monkeys }.
       *[other] Monkeys gang up and chase away { $count } animals: { $expelled }. At the front now: { $monkeys }.
    }
# A kangaroo jumped over $count animals, listed in $over (accusative), gate first.
beasty-bar-kangaroo-jumps = { $count ->
        [one] { $animal } jumps over the { $over }.
       *[other] { $animal } jumps over { $count } animals: { $over }.
    }
    .short = { $count ->
            [one] jumps over the { $over }
           *[other] jumps over { $over }
        }
# A parrot sent $victim (accusative) to That's it.
beasty-bar-parrot-scares = { $animal } scares the { $victim } away to That's it.
    .short = scares away the { $victim }
# A skunk drove out $count animals, listed in $cards (nominative; $expelled accusative).
beasty-bar-skunk-stinks = { $count ->
        [one] { $animal } stinks: the { $cards } flees to That's it.
       *[other] { $animal } stinks: { $count } animals flee to That's it: { $cards }.
    }
    .short = { $count ->
            [one] drives out the { $expelled }
           *[other] drives out { $expelled }
        }
# Five animals waited: $count animals entered the bar, listed in $entered
# (nominative); $kicked (nominative) was last and is kicked out.
beasty-bar-gate-opens = Gate opens: { $entered } { $count ->
        [one] enters
       *[other] enter
    } the bar. Last in line, { $kicked }, is kicked out to That's it.
# $player drew a card (what it is stays hidden); $you.
beasty-bar-card-drawn-hidden = { $you ->
        [yes] You draw a card.
       *[no] { $player } draws a card.
    }
# Heard only by the player who drew: $card (accusative); $left cards remain in their pile.
beasty-bar-card-drawn = You draw the { $card }. { $left ->
        [0] Your pile is now empty.
        [one] 1 card left in your pile.
       *[other] { $left } cards left in your pile.
    }

## The end of the game.

# First result line. $variant: basic, advanced, or unknown when the narrator
# was not told; $scores: each player with their score (animals in the basic
# game, points in the advanced one).
beasty-bar-game-ended = Game over. { $variant ->
        [advanced] Points
        [basic] Animals in the bar
       *[unknown] Scores
    }: { $scores }.
# One line per player: $name; $count animals of theirs in the bar; $points
# their points; $cards the animals listed; $variant.
beasty-bar-result-player = { $count ->
        [0] { $name }: no animals in the bar.
       *[other] { $variant ->
            [advanced] { $name }: { $points ->
                [one] 1 point
               *[other] { $points } points
            } from { $count ->
                [one] 1 animal
               *[other] { $count } animals
            }: { $cards }.
           *[basic] { $name }: { $count ->
                [one] 1 animal
               *[other] { $count } animals
            } in the bar: { $cards }.
        }
    }
# Final places with 3 or 4 players: $places lists place number and name.
beasty-bar-places = Places: { $places }.
# The winner. $name: the winner, or the winners listed; $you; $tiebreak: none,
# strength (won on the lower strength total) or shared (a shared win).
beasty-bar-winner = { $tiebreak ->
        [shared] Shared win: { $name }.
        [strength] { $you ->
            [yes] You win on the lower strength total, { $name }.
           *[no] { $name } wins on the lower strength total.
        }
       *[none] { $you ->
            [yes] You win, { $name }.
           *[no] { $name } wins.
        }
    }
# Tie on score broken by strength. $tied: the tied players listed; $count: how
# many; $score: their score; $variant; $name: the winner; $strength: the
# winner's strength total; $others: the other tied players' totals listed.
beasty-bar-tie-break-strength = { $tied } { $count ->
        [2] both have
       *[other] all have
    } { $variant ->
        [advanced] { $score ->
            [one] 1 point
           *[other] { $score } points
        }
       *[basic] { $score ->
            [one] 1 animal
           *[other] { $score } animals
        }
    }; { $name } wins with the lower strength total, { $strength } against { $others }.
# Shared win: $winners listed; $score their score; $variant; $strength the
# strength total they share.
beasty-bar-tie-break-shared = Shared win: { $winners } have { $variant ->
        [advanced] { $score ->
            [one] 1 point
           *[other] { $score } points
        }
       *[basic] { $score ->
            [one] 1 animal
           *[other] { $score } animals
        }
    } each and the same strength total, { $strength }.

## Describing the table. The value is the sentence for normal and full
## verbosity; .short is the brief form.

# The queue, gate first. $count: animals waiting; $cards: the numbered list.
beasty-bar-queue = { $count ->
        [0] Queue empty.
        [one] Queue, 1 animal: { $cards }.
       *[other] Queue, { $count } animals, gate first: { $cards }.
    }
    .short = { $count ->
        [0] Queue empty
       *[other] Queue { $count }: { $cards }
    }
# The bar. $count: animals in the bar in all; $players: each player's count
# (and, in full verbosity, which animals).
beasty-bar-bar = { $count ->
        [0] Bar empty.
        [one] Bar, 1 animal: { $players }.
       *[other] Bar, { $count } animals: { $players }.
    }
    .short = { $count ->
        [0] Bar empty
       *[other] Bar { $count }: { $players }
    }
# One player's share of the bar in full verbosity: $name; $count animals; $cards lists them.
beasty-bar-bar-entry-full = { $count ->
        [0] { $name }: 0
       *[other] { $name }: { $count } ({ $cards })
    }
# That's it, where kicked-out animals go. $count: how many; $cards: them listed.
beasty-bar-thats-it = { $count ->
        [0] That's it: empty.
        [one] That's it, 1 animal: { $cards }.
       *[other] That's it, { $count } animals: { $cards }.
    }
    .short = { $count ->
        [0] That's it empty
       *[other] That's it { $count }: { $cards }
    }
# The listener's hand. $count: cards in hand; $cards: the numbered list.
beasty-bar-hand = { $count ->
        [0] Hand empty.
       *[other] Hand: { $cards }.
    }
    .short = { $count ->
        [0] Hand empty
       *[other] Hand: { $cards }
    }
# A spectator asks for the hand.
beasty-bar-hand-none = Hand: you are watching and hold no cards.
# Scores so far. $variant; $scores: each player with animals in the bar (basic)
# or points and animals (advanced).
beasty-bar-scores = { $variant ->
        [advanced] Points in the bar: { $scores }.
       *[basic] Animals in the bar: { $scores }.
    }
    .short = { $variant ->
        [advanced] Points: { $scores }
       *[basic] Score: { $scores }
    }
# One player's score in the advanced game: $name; $points; $count animals.
beasty-bar-score-points = { $name }: { $points } ({ $count ->
        [one] 1 animal
       *[other] { $count } animals
    })
# Cards each player has left. $players: each player's entry.
beasty-bar-cards-left = Cards left: { $players }.
    .short = Cards: { $players }
# One player's cards: $name; $total cards left; $hand of them in hand; $pile in the draw
# pile. The players' entries are joined with semicolons.
beasty-bar-cards-entry = { $name }: { $total } ({ $hand } in hand, { $pile } in pile)
# Whose turn: $player; $you.
beasty-bar-turn = { $you ->
        [yes] Your turn, { $player }.
       *[no] { $player }'s turn.
    }
# Advanced game, setting aside. $you: yes if the listener still has to choose;
# $left: how many they still set aside; $players: those still choosing, listed.
beasty-bar-turn-set-aside = { $you ->
        [yes] { $left ->
            [one] Setting aside: choose 1 more animal.
           *[other] Setting aside: choose { $left } more animals.
        }
       *[no] Setting aside: waiting for { $players }.
    }
# The game has ended.
beasty-bar-turn-over = Game over.
# The heading of the set-aside list (the animals follow one a line, each with its
# points): $name still sets $left animals aside; $again is yes once a pick is made,
# and the list, without it, is numbered anew.
beasty-bar-set-aside-heading = { $again ->
        [yes] { $left ->
            [one] { $name }, set aside 1 more animal; the list is numbered anew:
           *[other] { $name }, set aside { $left } more animals; the list is numbered anew:
        }
       *[no] { $left ->
            [one] { $name }, set aside 1 animal to leave out of this game:
           *[other] { $name }, set aside { $left } animals to leave out of this game:
        }
    }
# The number or animal typed at the set-aside step is already set aside: $card (nominative).
beasty-bar-already-set-aside = Already set aside: { $card }; choose another animal.

## Follow-up choices after playing a parrot, kangaroo or chameleon.
## $animal is the animal that chooses, capitalised.

# The parrot (or a chameleon acting as one) picks its victim.
beasty-bar-choose-victim = { $animal }: which animal to scare away?
# The kangaroo (or a chameleon acting as one) picks the length of its jump.
beasty-bar-choose-jump = { $animal }: jump over 1 or 2 animals?
# The chameleon picks the animal to copy.
beasty-bar-choose-copy = { $animal }: which animal to copy?
# A follow-up question with one answer only, taken for the player without asking.
# The parrot (or a chameleon as one) can scare away only $card (accusative) at $position.
beasty-bar-only-victim = { $animal }: only one animal to scare away, the { $card } at { $position }.
# The kangaroo (or a chameleon as one) can only jump over $over (accusative).
beasty-bar-only-jump = { $animal }: only one jump possible, over the { $over }.
# The chameleon can copy only $card (accusative) at $position.
beasty-bar-only-copy = { $animal }: only one animal to copy, the { $card } at { $position }.
# Option: the animal at $position, $card (nominative).
beasty-bar-option-victim = { $position } { $card }
# Option: jump over the animals listed in $over (accusative); the list number is the jump.
beasty-bar-option-jump = over the { $over }
# Option: copy $card (accusative) waiting at $position.
beasty-bar-option-copy = copy the { $card } at { $position }

## One-line descriptions of a whole play, for "why" answers and lists.
## $card is the card played (accusative).

# A card with no follow-up choice.
beasty-bar-action-play = play the { $card }
# Advanced variant, before play: leave $card (accusative) out of this game.
beasty-bar-action-set-aside = set aside the { $card }
# A parrot: $victim (accusative) at $position.
beasty-bar-action-victim = play the { $card } and scare away the { $victim } at { $position }
# A kangaroo: jump over $over (accusative); how many they are gives the length.
beasty-bar-action-jump = play the { $card } and jump over the { $over }
# A chameleon: copy $target (accusative) at $position.
beasty-bar-action-copy = play the { $card } and copy the { $target } at { $position }
# A chameleon copying a parrot: then scare away $victim (accusative) at $place.
beasty-bar-action-copy-victim = play the { $card }, copy the { $target } at { $position } and scare away the { $victim } at { $place }
# A chameleon copying a kangaroo: then jump over $over (accusative).
beasty-bar-action-copy-jump = play the { $card }, copy the { $target } at { $position } and jump over the { $over }
# Choices that do not fit the queue: $choices are the numbers given.
beasty-bar-action-other = play the { $card } with the choices { $choices }

## Why an action is refused. Each says what is wrong and what is possible.

# Wrong number of players: allowed from $min to $max.
beasty-bar-error-player-count = Beasty Bar is for { $min } to { $max } players; change the number of players.
# Unknown game variant.
beasty-bar-error-variant = Unknown variant; choose the basic or the advanced game.
# The first player given is not a seat: seats run from 1 to $count.
beasty-bar-error-first-player = First player not at the table; choose a seat from 1 to { $count }.
# Setting aside is over.
beasty-bar-error-not-setting-aside = Setting aside is over; play a card from your hand instead.
# An animal typed as a word is not in the player's hand: $animal its name (accusative).
beasty-bar-animal-not-in-hand = No { $animal } in your hand.
# $card (nominative, or the text typed) is not in the player's hand.
beasty-bar-error-not-in-hand = Not in your hand: { $card }; choose one of the cards you hold.
# Play has not started: the player still has to set $left animals aside.
beasty-bar-error-set-aside-first = { $left ->
        [one] Not yet: first set aside 1 more animal, then play begins.
       *[other] Not yet: first set aside { $left } more animals, then play begins.
    }
# $code is not a card code.
beasty-bar-error-unknown-card = Unknown card: { $code }; name an animal, or give a colour letter G, Y, B or R and a strength 1 to 12.
# A move could not be read.
beasty-bar-error-move-syntax = Move not understood; give the card, then its choices as numbers, for example R2 1.
# The same card appears twice in a queue.
beasty-bar-error-card-twice = Queue not valid: a card appears twice; each card can wait only once.
# The queue already has 5 animals.
beasty-bar-error-queue-full = Queue not valid: it already holds 5 animals; at most 4 can wait before a play.
# $card (nominative) is already waiting in the queue.
beasty-bar-error-card-in-queue = Already in the queue: { $card }; play a card from your hand.
# A chameleon tried to copy a chameleon.
beasty-bar-error-chameleon-copies-chameleon = Chameleon cannot copy another chameleon; choose a different animal in the queue.
# A chameleon needs the position of the animal to copy.
beasty-bar-error-chameleon-needs-target = Chameleon needs an animal to copy; add the position of an animal in the queue.
# $position is not a place in the queue; valid places run from 1 to $count.
beasty-bar-error-bad-position = { $count ->
        [one] No animal at position { $position }; the only position is 1.
       *[other] No animal at position { $position }; choose a position from 1 to { $count }.
    }
# A parrot needs a victim among $count waiting animals.
beasty-bar-error-parrot-needs-victim = { $count ->
        [one] Parrot needs a victim; add 1 for the animal waiting at position 1.
       *[other] Parrot needs a victim; add its position, from 1 to { $count }.
    }
# A kangaroo jumps at most $most animals.
beasty-bar-error-kangaroo-jump = { $most ->
        [one] Kangaroo can jump over only 1 animal here; add 1.
       *[other] Kangaroo jumps over 1 or 2 animals; add 1 or 2.
    }
# A number was given to a card that needs no choice.
beasty-bar-error-no-choice-needed = This card needs no further choice; play it without a number.

## Prompts: the text before the cursor while the game waits (at most 40 characters).
beasty-bar-prompt-play = Play a card
beasty-bar-prompt-set-aside = Set aside
beasty-bar-prompt-victim = Animal to scare away
beasty-bar-prompt-jump = Animals to jump over
beasty-bar-prompt-copy = Animal to copy
# The heading of That's it said one animal a line. $count: how many animals.
beasty-bar-thats-it-heading = That's it, { $count } animals:

# Brief verbosity: a play and what the card does, in one line. $played: who played which
# card (the .short form of beasty-bar-card-played); $actions: what it did, comma separated.
beasty-bar-play-brief = { $played }, { $actions }.

## Tutorials: the rulebook's worked examples, played one at a time.

# Words the player may type in a tutorial, comma separated (Czech words are accepted too).
tutorial-words-show = show
tutorial-words-next = next
tutorial-words-again = again
tutorial-words-list = list

# The player's name at the table during a tutorial: a short first name that reads well in
# every sentence of the games ("Your turn, Alex.", "Alex wins."), for a player of any gender.
tutorial-learner-name = Alex
# The other seats during a tutorial. $number: the seat number, 2 to 4.
tutorial-other-player = Player { $number }

# What the list of games holds, said before it when it goes one game a line.
tutorial-games-what = Tutorials
# What the list of examples holds. $game: the game's name.
tutorial-list-what = { $game } tutorial
# Choosing a game. $count: how many games; $items: numbered list of game names.
tutorial-games = Tutorials for { $count } games: { $items }. Type a number, or back to leave.
# Choosing an example. $game: the game's name; $count: how many; $items: numbered titles.
tutorial-list = { $game } tutorial, { $count } examples: { $items }. Type a number, or back to leave.
# A wrong choice in a list. $count: the highest number.
tutorial-choose-number = Type a number from 1 to { $count }, or back to leave.
# $game: what was asked for; $games: the games that have tutorials.
tutorial-unknown-game = No tutorial for { $game }. Tutorials: { $games }.
# $name: what was asked for; $count: how many examples the game has (listed next).
tutorial-unknown-name = No example { $name }. Choose an example by its number, 1 to { $count }.
# The examples by number, in one line. $count: how many; $items: numbered titles.
tutorial-examples = { $count ->
    [one] Example: { $items }.
   *[other] Examples: { $items }.
    }

# Starting an example. $number: its place in the list; $count: how many; $title: its title.
tutorial-title = Example { $number } of { $count }: { $title }.
# What the player may do now.
tutorial-ask = Make the move as in a game. Or type show to see it played; why, rules and queue work too.
# The player chose another legal move. $move: the move the example asks for, as a phrase.
tutorial-other-move = That move is legal, but this example asks you to { $move }. Try again, or type show.
# Before the shown move is narrated. $move: the move as a phrase; $typed: what to type for it.
tutorial-showing = The move: { $move }. To type it yourself: { $typed }.
# In an example of several decisions, what the player may do now. $count: how many of the
# decisions are the player's.
tutorial-ask-steps = { $count ->
        [one] Make the decision as in a game.
       *[other] Make the { $count } decisions as in a game, one at a time.
    } Or type show to see the next one made; questions, why and rules work too.
# The player chose another legal decision. $move: the one the example asks for, as a list names it.
tutorial-other-step = That is legal, but this example asks for: { $move }. Try again, or type show.
# Before a shown decision is narrated. $move: the decision as a list names it.
tutorial-showing-step = The decision: { $move }.
# The same, with what to type for it. $typed: the numbers to type, such as 2 or 2 1.
tutorial-showing-typed = The decision: { $move }. To type it yourself: { $typed }.
# A sealed bid, as the decision an example asks for. $amount: the coins bid.
tutorial-step-bid = bid { $amount }
# After the move: the example's explanation. $explanation: its text.
tutorial-explanation = Why: { $explanation }
# After an example. $number and $title: the next example.
tutorial-next = Press Enter or type next for example { $number }: { $title }. Or again, list, or back to leave.
# After the last example.
tutorial-last = That was the last example. Type again to repeat it, list for all examples, or back to leave.
# The prompt after an example. $number: the next example's number.
tutorial-prompt-next = Example { $number }, Enter starts:
# The prompt after the last example.
tutorial-prompt-last = Again, list or back:
# An unknown answer after an example.
tutorial-after-usage = Type next, again, list, or back.
# The save command during a tutorial.
tutorial-no-save = Tutorials are not saved.
# Leaving the tutorials.
tutorial-closed = Tutorial closed.
# Some example files could not be read (a damaged installation); the rest are offered.
# $count: how many were left out.
tutorial-examples-skipped = { $count ->
        [one] 1 example could not be read and is left out.
       *[other] { $count } examples could not be read and are left out.
    }

## The interactive shell: prompts, menus, commands and their answers.

# Ctrl-C pressed at the prompt.
shell-ctrl-c = Ctrl-C does not leave the game. Type quit, or press Ctrl-D; the game is saved either way.
shell-settings-not-saved = Settings could not be saved to disk; they apply until you quit.
# The first line of a resumed game. $game: the game's name and variant (shell-game-variant);
# $turn: the number of the turn that comes next; $count: how many mini-expansions are in
# play, named in $names.
shell-resumed = { $count ->
        [0] { $game }, resumed at turn { $turn }.
       *[other] { $game }, resumed at turn { $turn }. Mini-expansions: { $names }.
    }
# A game's name with its variant. $game: the name; $variant: basic, advanced, standard or trees.
shell-game-variant = { $game }, { $variant ->
        [advanced] advanced game
        [standard] standard rules
        [trees] tree variant
       *[basic] basic game
    }
# Hot-seat privacy. $name: the player who must take the keyboard.
shell-privacy-ask = Next: { $name }. Press Enter when only { $name } is listening.
shell-privacy-enter = Press Enter to continue, { $name }.
# Typed after the game something that is not a question about it.
shell-game-over-usage = The game is over: nothing more to play. History, scores, the table and rules still answer; Enter or quit leaves.
shell-saved-resume-hint = Game saved. To continue later, run accessible-games resume.
shell-saved = Game saved. To continue later, run accessible-games resume.
shell-empty-line = Nothing typed. Type a number from the list, or help for commands.
# $word: what was typed; $candidates: the words it could mean.
shell-ambiguous = { $word } could mean: { $candidates }. Type more letters.
shell-unknown-command = Unknown command: { $word }. Type help for commands.
shell-beasty-bar-set-aside-first = First set your 4 animals aside: choose them by number.
shell-nothing-to-cancel = Nothing to cancel.
shell-cancelled = Cancelled. Nothing was played.
# $number: what was typed; $count: how many items the list has.
shell-number-out-of-range = No item { $number }. Choose 1 to { $count }.
# A word came where a number from the list was asked for. $word: what was typed;
# $count: the entries of the list.
shell-word-not-a-choice = The word { $word } means nothing here. Type a number from 1 to { $count }.
shell-beasty-bar-choice-not-number = After the card, give the choices as numbers, for example 2 1.
# $card: the card's name.
shell-beasty-bar-card-not-yours = The { $card } is not in your hand.
# $options: the numbered options.
shell-choose-or-back = Choose: { $options }. Or back to cancel.
shell-why-not-now = The why command explains a card in your hand, at your turn.
shell-why-usage = Say why and a card: a number from your hand, an animal, or a move like R2 1.
# $question: what is still to be chosen; $options: numbered options.
shell-why-needs-more = Not complete yet. { $question } { $options }.
# $action: the move described in words.
shell-why-legal = Legal: { $action }. It would go like this.
shell-hand-hidden = Hands are read only to their owner, at the owner's turn.
shell-nothing-to-repeat = Nothing to repeat yet.
shell-help-1 = Play: a number from your hand, or an animal name. Follow-up questions take a number; back or Escape cancels.
shell-help-2 = Table: queue or q, bar or b, out or o, table, hand or h, scores or s, cards, players, turn or t.
shell-help-3 = Review: repeat or r, comma for older, full stop for newer, history or review and a number.
shell-help-4 = Also: rules and a topic, about and an animal, more, why and a card, hint, settings, save, stop, quit.
# Stop typed while speech is off: the game only prints lines, so nothing is silenced.
shell-stop-print = Nothing to stop: speech is set to printed lines only. Your screen reader's own key silences it, such as Control.
shell-review-start = Start of the history.
shell-review-end = End of the history.
# $most: the largest number allowed.
shell-history-usage = Say history or review and a number from 1 to { $most }.
# $topic: what was typed (the topics follow on lines of their own).
shell-rules-unknown = No rules topic { $topic }.
shell-more-nothing = Nothing more to read. Say rules and a topic.
shell-rules-menu = Type a topic, more for the next paragraph, or Enter to go back.
# The end of a rules topic in the main menu's rules; the topics follow on lines of their own.
shell-rules-menu-end = End of the topic. Type another topic, or Enter to go back.

## Settings.
# $seconds: a number of seconds, possibly with a fraction.
shell-value-seconds = { $seconds ->
    [0] no delay
    [0.5] half a second
    [one] { $seconds } second
   *[other] { $seconds } seconds
    }
shell-value-language-en = English
shell-value-language-cs = Czech
shell-value-verbosity-brief = brief
shell-value-verbosity-normal = normal
shell-value-verbosity-full = full
shell-value-speech-auto = automatic (printed lines)
shell-value-speech-print = printed lines only
shell-value-speech-screen-reader = screen reader
shell-value-speech-tts = built-in voice
# $rate: words per minute of the built-in voice.
shell-value-rate = { $rate } words per minute
shell-value-rate-default = the voice's own
shell-value-voice-auto = automatic, by language
shell-settings-voice-ask = Type the voice's name or id as your system lists it. An empty line chooses by language.
# $most: the longest voice name allowed.
shell-settings-voice-invalid = A voice name has at most { $most } characters. Nothing changed.
shell-value-input-mode-auto = automatic
shell-value-input-mode-plain = plain
shell-value-input-mode-rich = rich, from the next start
# The bot kinds (random, greedy, strong), as menus and settings name them.
shell-value-bot-kind-random = easy, random moves
shell-value-bot-kind-greedy = normal, the move that looks best now
shell-value-bot-kind-strong = strong, plays many games ahead in its head
# Each setting's name: the value starts a sentence, .lower stands inside a list,
# .acc follows "Choose".
shell-setting-language = Language
    .lower = language
    .acc = the language
shell-setting-verbosity = Verbosity
    .lower = verbosity
    .acc = the verbosity
shell-setting-speech = Speech
    .lower = speech
    .acc = the speech output
shell-setting-rate = Speaking rate
    .lower = speaking rate
    .acc = the speaking rate
shell-setting-voice = Voice
    .lower = voice
    .acc = the voice
shell-setting-bot-delay = Bot delay
    .lower = bot delay
    .acc = the bot delay
shell-setting-bot-kind = Bot strength
    .lower = bot strength
    .acc = the bot strength
shell-setting-thinking = Strong bots' thinking time
    .lower = strong bots' thinking time
    .acc = the strong bots' thinking time
shell-setting-input-mode = Input mode
    .lower = input mode
    .acc = the input mode
shell-setting-reindeer-all-year = Reindeer all year
    .lower = reindeer all year
    .acc = reindeer all year
# Hot seat: clear the terminal and its scrollback when the next player presses Enter.
shell-setting-clear-at-handover = Clear screen at handover
    .lower = clear screen at handover
    .acc = whether to clear the screen at a handover
shell-setting-hints = Hints
    .lower = hints
    .acc = whether the hint command answers
shell-value-on = on
shell-value-off = off
# One item of the settings list. $number: its number; $setting: name (.lower); $value: current value.
shell-settings-item = { $number }: { $setting } ({ $value })
# $items: the numbered settings with their values.
shell-settings-menu = Settings. { $items }. Choose a number, or Enter to go back.
shell-settings-closed = Settings closed.
# $setting: the setting's name (.acc); $options: numbered values.
shell-settings-choose = Choose { $setting }. { $options }.
# $setting: the setting's name; $value: the new value.
shell-settings-changed = { $setting } is now { $value }.

## Players and the main menu.
# $number: the seat number.
shell-default-name = Player { $number }
shell-bot-colour-R = Red
shell-bot-colour-G = Green
shell-bot-colour-B = Blue
shell-bot-colour-Y = Yellow
shell-bot-colour-O = Orange
# $colour: the bot's colour.
shell-bot-name = Bot { $colour }
# $items: the numbered menu.
shell-menu = Main menu. { $items }.
shell-menu-play = new game
# $items: the numbered games.
shell-ask-game = Which game? { $items }.
shell-menu-resume = resume the saved game
shell-menu-rules = rules
shell-menu-settings = settings
shell-menu-quit = quit
shell-menu-tutorial = learn from the rulebook examples
shell-menu-about = about the animals
shell-about-menu = Type an animal's name, more for the next paragraph, or Enter to go back.
shell-goodbye = Goodbye.
# Said in both languages on the very first start.
shell-choose-language = Language, jazyk. 1: English, 2: čeština.
# $low, $high: the allowed range.
shell-number-between = Type a number from { $low } to { $high }.
# $number: the seat number; $default: the name used if Enter is pressed.
shell-ask-name = Name of player { $number }? Enter keeps { $default }.
# $most: the longest name allowed.
shell-name-invalid = A name has at most { $most } letters and no comma. Try again.
# $low, $high: the range; $default: the value Enter gives.
shell-ask-players = How many players, { $low } to { $high }? Enter gives { $default }.
shell-ask-bots = How many of them are bots, { $low } to { $high }? Enter gives { $default }.
# $options: the numbered bot kinds; $default: the number Enter gives.
shell-ask-bot-kind = How strong are the bots? { $options }. Enter gives { $default }.
shell-ask-variant = Variant. 1: basic game, 2: advanced, with points.

## Words the player may type for each command, comma separated. Both languages are always accepted.
shell-words-queue = queue, q
shell-words-bar = bar, b
shell-words-out = out, o, thatsit
shell-words-hand = hand, h
shell-words-table = table
shell-words-scores = scores, s, score
shell-words-turn = turn, t
shell-words-players = players
shell-words-cards = cards
shell-words-repeat = repeat, r
shell-words-older = older
shell-words-newer = newer
shell-words-history = history, review
shell-words-rules = rules
shell-words-about = about, animal
shell-words-more = more, m
shell-words-why = why, w
shell-words-hint = hint
shell-words-help = help
shell-words-settings = settings
shell-words-save = save
shell-words-quit = quit, exit
shell-words-back = back, cancel
shell-words-stop = stop, silence

## Prompts: the text before the cursor, which a Braille display shows while the app waits
## for input. A few words naming what is asked; at most 40 characters with every value.
# A decision whose game said no prompt of its own.
shell-prompt-decision = Your decision:
shell-prompt-main-menu = Main menu
shell-prompt-game = Game
shell-prompt-variant = Variant
# Said in both languages on the very first start.
shell-prompt-language = 1: English, 2: čeština:
shell-prompt-settings = Settings
# A whole number with a default. $what: what is asked; $low, $high: the range; $default: Enter's.
shell-prompt-number = { $what }, { $low } to { $high }, Enter { $default }:
shell-prompt-players = Players
shell-prompt-bots = Bots
shell-prompt-bot-kind = Bot strength
# $number: the seat number.
shell-prompt-name = Name of player { $number }, Enter keeps:
shell-prompt-topic = Rules topic, Enter goes back:
shell-prompt-animal = Animal, Enter goes back:
shell-prompt-voice = Voice, Enter for automatic:
shell-prompt-expansions-choice = Expansions
shell-prompt-example = Example
# Hot-seat privacy. $name: the player who must take the keyboard.
shell-prompt-privacy = { $name }, press Enter:
# After the result, until Enter.
shell-prompt-game-over = Game over, Enter to leave:
# $count: how many expansions are offered.
shell-prompt-expansions = Expansions 1 to { $count }, Enter starts:
# The settings list said one setting a line. $setting: its name (.lower); $value: its value.
shell-settings-line = { $setting }, now { $value }

# Hardening of sessions (issue 20): Ctrl-C, failed saves, replacing a saved game, a second app.
# Ctrl-C outside a game (the menus, a tutorial): nothing is saved there.
shell-ctrl-c-unsaved = Ctrl-C does not leave. To leave, type quit or back, or press Ctrl-D.
# Ctrl-C stopped the app where nothing could go on (starting, loading).
shell-ctrl-c-leave = Stopped by Ctrl-C. A saved game stays as it was.
# A save failed. $reason: not-writable, disk-full, not-a-folder or other; $detail: the
# system's words (for other); $leaving: yes when the player is leaving; $folder: the data folder;
# $variable: the name of the environment variable that chooses the data folder.
shell-save-failed = Saving failed: { $reason ->
        [not-writable] the data folder is not writable.
        [disk-full] the disk is full.
        [not-a-folder] the data folder is a file, not a folder.
       *[other] { $detail }.
    } { $leaving ->
        [yes] The game is not saved.
       *[no] The game goes on unsaved.
    } { $reason ->
        [not-writable] Make { $folder } writable, or set { $variable } to a folder you can write to.
        [disk-full] Free some space on the disk.
        [not-a-folder] Move the file { $folder } away, or set { $variable } to a folder.
       *[other] Check the folder { $folder }.
    }
shell-save-works-again = Saving works again: the game is saved.
# Leaving after the reason of the failed save was said already.
shell-left-unsaved = Leaving. The game is not saved, so it cannot be resumed.
shell-answer-yes = yes, y
shell-answer-no = no, n
shell-yes-or-no = Type yes or no; Enter is no.
# $game: the name of the saved game.
shell-replace-ask = An unfinished game of { $game } is saved. Replace it with a new game?
shell-prompt-replace = Replace it, yes or no, Enter no:
shell-replace-kept-menu = The saved game is kept. Resume it from the main menu.
# $game: the game's id, as typed after play.
shell-replace-kept = The saved game is kept. To continue it, run accessible-games resume; to start anyway, run accessible-games play { $game } --replace.
# $folder: the data folder.
shell-instance-running = Another accessible-games is running with the data folder { $folder }; finish that one first.
cli-help-replace = start even though an unfinished game is saved, replacing it

## Hint: what the strong bot would choose at the player's decision, and why.
# $choice: the choice as the lists name it; $typed: what to type for it.
shell-hint = Hint: { $choice } (type { $typed }).
# The same when no list said now holds the choice.
shell-hint-untyped = Hint: { $choice }.
# Why, in points. $points: how many more than the next best choice, $other (as the lists
# name it).
shell-hint-points = { $points ->
        [one] About one point
       *[other] About { $points } points
    } more than the next best choice, { $other }.
# Why, in games won, when the points are about even.
shell-hint-wins = About as many points as the next best choice, { $other }, but you win more often.
# Neither points nor wins tell the choices apart.
shell-hint-close = A close call: the next best choice, { $other }, does about as well.
# After the hint's first line. $share: the percent of the trial games won with the hinted
# choice.
shell-hint-share = { $share ->
        [0] With the hint you win hardly any of the trial games.
       *[other] With the hint you win about { $share } percent of the trial games.
    }
shell-hint-only = It is the only choice here.
# In a tutorial the hint names the example's next step.
shell-hint-example = That is the step this example teaches.
shell-hint-off = Hints are off. Turn them on in the settings.
shell-hint-not-now = Nothing to decide here, so no hint.

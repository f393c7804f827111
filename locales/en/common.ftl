## Messages shared by every game: refusals from the match layer, saves, and the command line.

core-error-game-over = The game is over. Start a new one from the main menu.
core-error-not-your-turn = It is not your turn. Type turn to hear whose it is.
core-error-illegal-action = That move is not allowed now. Type help for what you can do.

## Saves.
save-error-no-game = There is no saved game to resume. Starting the main menu.
save-error-missing = There is no saved game to resume. Starting the main menu.
# A damaged save's problem, said before save-put-aside on the same line.
save-error-too-large = The save file is far too large to load.
save-error-unreadable = The save file is damaged and cannot be read.
save-error-not-a-file = The save file is not an ordinary file but a folder, a pipe or a device.
save-error-too-deep = The save file is nested far too deeply to be a save.
save-error-number = The save file holds a number far too long to be a save's.
save-error-invalid = The save file is not a valid save.
save-error-options = The save file's game options or number of players are not valid for its game.
save-error-name = A player's name in the save file is empty, longer than 40 letters, or holds control characters.
save-error-bot = The save file names a kind of bot this app does not have.
save-error-replay = The save file holds a move that is not legal.
save-error-mismatch = The save file does not match its own moves.
# After a damaged save's problem. $kept: yes if the file was renamed; $file: its new path.
save-put-aside = { $kept ->
    [yes] The file is kept as { $file } and will not be loaded again.
   *[no] The file could not be moved aside.
} Starting the main menu.

## The command line: help texts and errors.
cli-description = Zoo board games by speech, Braille and keyboard. With no command, the main menu opens.
cli-help-lang = language: cs for Czech, en for English
cli-help-speech = speech: auto, print, screen-reader or tts
cli-help-plain = plain input: no escape sequences at all
cli-help-rich = rich input: prompt_toolkit line editing
cli-help-bot-delay = pause before each bot move, in seconds
cli-help-thinking = the strong bots' thinking time per move, in seconds: 0.5, 1, 2 or 4 (default 1)
cli-help-verbosity = how much is said: brief, normal or full
cli-help-play = start a new game
cli-help-game = the game: beasty-bar, aquaretto, zooloretto, o-zoo-le-mio or aquaretto-zooloretto
cli-help-players = number of players: 2 to 4 for Beasty Bar and O Zoo le Mio, 2 to 5 for Aquaretto, Zooloretto and both combined
cli-help-bots = how many of the players are bots; humans sit first
cli-help-names = human players' names, comma separated
cli-help-variant = Beasty Bar: basic, or advanced with points; O Zoo le Mio: standard, or trees for the tree variant
cli-help-tiles = O Zoo le Mio: play with the tiles of this file instead of the app's own set
cli-help-seed = a number that fixes the shuffle, for replaying a deal
cli-help-bot = bot kind: random (easy), greedy (normal) or strong (thinks ahead, about a second a move)
cli-help-expansion = include a mini-expansion by its name, English or Czech (buildings, polar-bear, savings-book); repeat for several
cli-help-first = Beasty Bar: the seat number of the player who starts, from 1 (humans sit first); without it the shuffle decides
cli-help-rules = print the rules, or one topic
cli-help-topic = a rules topic, such as lion or scoring
cli-help-resume = continue the last saved game
# $saved: yes (a game is saved), aside (loading it caused this; $save: where it was put),
# stuck (loading it caused this and it could not be moved), no (no game is saved).
cli-crash = Sorry, something went wrong inside the app. { $saved ->
    [yes] Your game was saved after its last move: type accessible-games resume to go on.
    [aside] It happened while your saved game was loading, so that save is kept aside as { $save } and the next start will not load it.
    [stuck] It happened while your saved game was loading, and that save could not be moved aside: start a new game instead of resuming.
   *[no] No game was saved.
} { $logged ->
    [yes] The details are in { $file }.
   *[no] The details could not be written down.
}
cli-help-tutorial = learn a game from its rulebook's examples, step by step
cli-help-example = an example's name or number in the list
cli-help-about = read about an animal of the games
cli-help-animal = the animal's name, in English or Czech
# $detail: argparse's description of the problem (its texts are the cli-argparse-* messages).
cli-bad-arguments = Wrong command line: { $detail }. Try accessible-games --help.
# $low, $high: the game's player range.
cli-error-players = This game takes { $low } to { $high } players.
cli-error-bots = The number of bots must be between 0 and the number of players.
# $name: the expansion asked for; $count: how many are known; $known: their names.
cli-error-unknown-expansion = { $count ->
        [0] There is no expansion called { $name }; this game has no expansions yet.
       *[other] There is no expansion called { $name }; known expansions: { $known }.
    }
# $variant: the variant asked for; $count: how many the game has; $known: their names.
cli-error-variant = { $count ->
        [0] There is no variant { $variant } here; this game has no variants.
       *[other] There is no variant { $variant } here; this game's variants: { $known }.
    }
cli-error-tiles-game = Only O Zoo le Mio plays with a tile file.
cli-error-first-game = Only Beasty Bar lets you choose who starts.
# $players: how many players the table has.
cli-error-first = First player: give a seat number from 1 to { $players }.
# $name: the expansion named more than once.
cli-error-expansion-twice = Expansion { $name } is named twice; name each expansion once.
cli-error-names = Give at most one name per human player, each up to 20 letters, separated by commas.

## The command line: argparse's own texts (help headings and errors).
## The variables are where argparse fills in names and values. Each English text is
## argparse's own, word for word: that is how argparse's text finds its message.
cli-argparse-usage = usage:
cli-argparse-positionals = positional arguments
cli-argparse-options = options
cli-argparse-help = show this help message and exit
# $argument: the option or argument; $message: what is wrong with it.
cli-argparse-argument = argument { $argument }: { $message }
# $arguments: what the command line does not know.
cli-argparse-unrecognized = unrecognized arguments: { $arguments }
# $argument: the option this one cannot go with.
cli-argparse-not-allowed = not allowed with argument { $argument }
# $value: the value the option does not take.
cli-argparse-ignored = ignored explicit argument { $value }
# $arguments: the missing arguments.
cli-argparse-required = the following arguments are required: { $arguments }
# $arguments: the arguments one of which is needed.
cli-argparse-one-required = one of the arguments { $arguments } is required
cli-argparse-expected-one = expected one argument
cli-argparse-expected-at-most-one = expected at most one argument
cli-argparse-expected-at-least-one = expected at least one argument
# $count: how many values the option takes.
cli-argparse-expected-count = expected { $count } arguments
# $option: the option typed; $matches: the options it could mean.
cli-argparse-ambiguous = ambiguous option: { $option } could match { $matches }
# $option: an option that has no place here.
cli-argparse-unexpected = unexpected option string: { $option }
# $value: the value typed, which is not a number.
cli-error-not-a-number = { $value } is not a number
cli-error-number-too-long = a number may have at most { $most } digits
# $value: the value typed; $choices: the values allowed.
cli-argparse-invalid-choice = invalid choice: { $value } (choose from { $choices })
# Names of values in the help (capitals, as argparse shows them).
cli-metavar-command = command
cli-metavar-game = game
cli-metavar-topic = topic
cli-metavar-example = example
cli-metavar-animal = animal
cli-metavar-seconds = SECONDS
cli-metavar-number = N
cli-metavar-name = NAME
cli-metavar-names = NAMES
cli-metavar-file = FILE
cli-metavar-bots = KINDS
# $name: the game typed; $known: the games there are.
cli-error-unknown-game = There is no game { $name }; the games are { $known }.

## Selfplay: bots against bots.
cli-help-selfplay = let bots play many games and print the figures
cli-help-games = how many games to play
cli-help-selfplay-bot = bot kinds by seat, comma separated and repeated as needed: random, greedy, strong
# $game: the game's name; $games: how many were played; $players: seats; $seed: the first seed.
cli-selfplay-summary = { $game }: { $games ->
    [one] 1 game
   *[other] { $games } games
    }, { $players } players, seed { $seed }.
# $seat: seat number; $bot: random, greedy or strong; $mean: mean score; $best: best score;
# $wins: games won alone; $shared: games won together with others.
cli-selfplay-seat = Seat { $seat }, { $bot } bot: mean score { $mean }, best { $best }, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
    }, { $shared } shared.
# $ms: milliseconds per game.
cli-selfplay-time = Time per game: { $ms } milliseconds.
# $most: the largest number of games.
cli-error-games = The number of games must be from 1 to { $most }.
cli-error-selfplay-bots = Bot kinds are random, greedy and strong, separated by commas.
game-name-beasty-bar = Beasty Bar
game-name-aquaretto = Aquaretto
game-name-zooloretto = Zooloretto
game-name-o-zoo-le-mio = O Zoo le Mio
game-name-aquaretto-zooloretto = Aquaretto and Zooloretto combined

## Lists, shared by every game's narration.

# Builds a list: $head is the list so far, $item the next entry.
common-list-comma = { $head }, { $item }
# Ends a list: $head is the list so far, $item the last entry.
common-list-and = { $head } and { $item }
# Joins entries that hold commas themselves: $head so far, $item the next.
common-list-semicolon = { $head }; { $item }
# The last two cell names of a list: $head the list so far, $item the last cell.
common-list-cells-last = { $head } and { $item }
# An entry of a numbered list: $number is the number to type, $label the entry.
common-list-numbered = { $number }: { $label }

# A numbered entry said on a line of its own: $number to type, $label the entry.
common-list-numbered-line = { $number }: { $label }
# The line before a list said one entry a line. $what: what the list holds; $count: entries.
common-list-count = { $what }, { $count ->
    [one] 1 choice
   *[other] { $count } choices
    }:

## The prompt: the text before the cursor, which a Braille display shows while the app
## waits.  It names the decision in a few words and what may be typed; at most 40 characters.

# A choice from a numbered list. $what: the decision in a word or two; $count: entries.
common-prompt-range = { $count ->
    [one] { $what }, 1:
   *[other] { $what }, 1 to { $count }:
    }

# The rules topics said as a list. $count: how many topics.
common-rules-topics = Rules topics, { $count }:
# The same list said in one line. $topics: the topic names, comma separated.
common-rules-topics-line = Rules topics: { $topics }.
cli-help-serve = run the game server, so that friends can play with each other from their own computers
cli-help-host = the address to listen on (127.0.0.1: this computer only; 0.0.0.0: the whole network)
cli-help-port = the port to listen on (8765)
cli-help-data = the folder where the server keeps its tables
cli-help-tls-cert = the TLS certificate file (with --tls-key, clients connect securely)
cli-help-tls-key = the TLS private key file
cli-help-password-file = a file holding the password players must give
cli-metavar-folder = FOLDER

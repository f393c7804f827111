### Speech output: messages about the speech channels themselves.
### The game reports each of these at most once, as one printed line, and then
### carries on; the player still reads every line on screen or Braille.

# Reported once at startup when the chosen speech output cannot be used; the game
# goes on with printed lines only (which the player's screen reader still reads).
# Variables:
#   $mode (String) - the value of the --speech option as the player typed it:
#                    "tts" (the built-in voice), "screen-reader", or any other word
#                    (only for the unknown-mode reason). Keep the option values
#                    auto, print, screen-reader and tts untranslated.
#   $reason (String) - why; each value is one variant below:
#       not-installed     the Python package for that output cannot be loaded
#       no-espeak         Linux: the espeak-ng speech engine is not installed
#       no-player         Linux: the aplay sound player (package alsa-utils) is missing
#       no-speechd        Linux: the Python module for Speech Dispatcher is missing
#       no-screen-reader  no running screen reader was found
#       failed            the engine started but failed
#       timeout           the engine did not answer in time
#       unknown-mode      $mode is not a speech mode
speech-engine-missing = { $reason ->
    [no-espeak] Speech off: the built-in voice needs espeak-ng; install the espeak-ng package.
    [no-player] Speech off: the built-in voice needs the aplay sound player; install the alsa-utils package.
    [no-speechd] Speech off: screen reader speech needs Speech Dispatcher for Python; install the python3-speechd package.
    [no-screen-reader] Speech off: no running screen reader was found.
    [failed] Speech off: { $mode ->
            [tts] the built-in voice
            [screen-reader] the screen reader
           *[other] { $mode }
        } could not be started.
    [timeout] Speech off: { $mode ->
            [tts] the built-in voice
            [screen-reader] the screen reader
           *[other] { $mode }
        } did not respond in time.
    [unknown-mode] Speech off: { $mode } is not a speech mode; use auto, print, screen-reader or tts.
   *[not-installed] Speech off: { $mode ->
            [tts] the pyttsx3 package for the built-in voice
            [screen-reader] the accessible-output2 package for screen readers
           *[other] the package for { $mode }
        } is not installed.
}

# Said when the player chooses, in the settings, a speech output (or a rate or voice of
# the built-in voice) that cannot start: the setting keeps its previous value and the
# speech in use goes on. Variables and reasons as in speech-engine-missing.
speech-engine-refused = { $reason ->
    [no-espeak] Speech unchanged: the built-in voice needs espeak-ng; install the espeak-ng package.
    [no-player] Speech unchanged: the built-in voice needs the aplay sound player; install the alsa-utils package.
    [no-speechd] Speech unchanged: screen reader speech needs Speech Dispatcher for Python; install the python3-speechd package.
    [no-screen-reader] Speech unchanged: no running screen reader was found.
    [failed] Speech unchanged: { $mode ->
            [tts] the built-in voice
            [screen-reader] the screen reader
           *[other] { $mode }
        } could not be started.
    [timeout] Speech unchanged: { $mode ->
            [tts] the built-in voice
            [screen-reader] the screen reader
           *[other] { $mode }
        } did not respond in time.
    [unknown-mode] Speech unchanged: { $mode } is not a speech mode.
   *[not-installed] Speech unchanged: { $mode ->
            [tts] the pyttsx3 package for the built-in voice
            [screen-reader] the accessible-output2 package for screen readers
           *[other] the package for { $mode }
        } is not installed.
}

# Reported once when speech that was working stops responding during the game;
# from then on the game only prints lines.
# Variables:
#   $mode (String) - "tts" (the built-in voice) or "screen-reader".
speech-engine-stopped = Speech off: { $mode ->
        [tts] the built-in voice
        [screen-reader] the screen reader
       *[other] { $mode }
    } stopped responding.

# Reported once when the built-in voice works but has no voice for the game's
# language, so it reads the text with its default voice.
# Variables:
#   $lang (String) - the game's language code: "cs" (Czech) or "en" (English).
speech-voice-missing = { $lang ->
    [cs] No Czech voice: the built-in voice reads Czech with its default voice; install a Czech voice for your system or espeak-ng.
   *[other] No English voice: the built-in voice reads English with its default voice; install an English voice for your system or espeak-ng.
}

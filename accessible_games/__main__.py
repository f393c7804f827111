"""``python -m accessible_games`` runs the same command as ``accessible-games``.

It is also the frozen build's entry point (packaging/accessible-games.spec), whose
built-in voice starts the app itself as its speech child: with the speech child's
argument first, this runs the child, before anything of the game is loaded.
"""

import sys

from accessible_games.speech._tts_child import CHILD_MODE_ARGUMENT

if sys.argv[1:2] == [CHILD_MODE_ARGUMENT]:
    from accessible_games.speech._tts_child import main as speech_child

    raise SystemExit(speech_child(sys.argv[2:]))

from accessible_games.cli import main  # noqa: E402 - only once it is not the child

raise SystemExit(main())

"""``python -m accessible_games`` runs the same command as ``accessible-games``."""

from accessible_games.cli import main

raise SystemExit(main())

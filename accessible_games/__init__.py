"""accessible_games: zoo board games played by speech, Braille and keyboard."""

__version__ = "0.1.0"

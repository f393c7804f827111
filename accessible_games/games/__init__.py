"""The games, one package each.

A game's package holds everything of that game: its pure rules in ``rules/`` (which
the purity test guards), its narration, keyboard session, queries, tutorial and
worked examples beside them, and ``entry.py``, where it declares itself once
(``accessible_games.entry.GameEntry``).  ``accessible_games.registry`` lists the
entries.  ``delivery`` holds the trucks that Aquaretto, Zooloretto and their
combination share (pure rules too).
"""

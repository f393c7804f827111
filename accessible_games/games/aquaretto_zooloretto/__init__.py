"""Aquaretto and Zooloretto combined: its rules (``rules``, composed from both games'),
narration, session and queries, built on both games' own.

The game declares itself in ``entry``; the rest of the app reaches it only there.
"""

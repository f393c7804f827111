"""Beasty Bar: its pure rules (``rules``), its narration, session, tutorial and examples.

The game declares itself in ``entry``; the rest of the app reaches it only there.
"""

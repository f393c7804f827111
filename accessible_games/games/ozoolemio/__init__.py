"""O Zoo le Mio: its pure rules (``rules``), narration, session, queries and examples.

The game declares itself in ``entry``; the rest of the app reaches it only there.
"""

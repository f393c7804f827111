"""What a test that drives the real command in a pty waits for: the prompt of a decision.

Every prompt names its decision and ends with a colon and a space ("Play, 1 to 4: "),
and it is the last thing printed before the app waits: so in plain mode the prompt is
a line that ends the output so far with ": ".  Rich mode (prompt_toolkit) draws the
prompt with cursor moves; its start is the bracketed-paste switch.
"""

from __future__ import annotations

import re

PLAIN_PROMPT = re.compile(rb"(?:^|\n)([^\n]*?): \Z")
"""The prompt at the end of the output so far; group 1 is its text without the colon."""

RICH_PROMPT = re.escape(b"\x1b[?2004h")
"""The start of a prompt in rich mode."""

PROMPTS = {"--plain": PLAIN_PROMPT, "--rich": re.compile(RICH_PROMPT)}
"""The prompt pattern of each input mode, for ``child.expect``."""

MAX_PROMPT = 40
"""A prompt fits a 40-cell Braille display."""

"""The built-in voice on macOS: the system's ``say`` program, no pyobjc needed.

pyttsx3 reaches the macOS voices through pyobjc, a large dependency, so on
macOS the speech child speaks with ``/usr/bin/say`` instead, which every macOS
has.  ``say -v '?'`` lists the voices with a locale tag each::

    Daniel              en_GB    # Hello, my name is Daniel.
    Zuzana              cs_CZ    # Dobrý den, jmenuji se Zuzana.

One utterance is one ``say`` process, run until it ends; the speech child
interrupts it by being killed together with its process group, as it does with
pyttsx3's audio player.  The text goes to ``say`` on its standard input, so a
line starting with a dash is spoken, not read as an option.
"""

from __future__ import annotations

import shutil
import subprocess

from .base import EngineUnavailable
from .voices import VoiceInfo

SAY_PROGRAM = "say"
DRIVER_NAME = "say"

# Seconds ``say -v '?'`` may take (it is quick; a hang means a broken speech system).
LIST_TIMEOUT = 10.0

# ``say`` writes AIFF unless told otherwise; a ``.wav`` file gets 16-bit PCM, which the
# WAV tools of the standard library (and ``export.measure_wav``) read.
WAV_OPTIONS = ("--data-format=LEI16@22050",)


def find_say() -> str | None:
    """The path of the ``say`` program on PATH, or None."""
    return shutil.which(SAY_PROGRAM)


def parse_voice_list(listing: str) -> list[VoiceInfo]:
    """Read the output of ``say -v '?'``: one voice a line, its name (which may hold
    spaces and brackets), its locale tag and ``#`` with a sample sentence.

    >>> [(v.id, v.languages) for v in parse_voice_list(
    ...     "Eddy (English (UK)) en_GB    # Hello!\\nZuzana   cs_CZ  # Ahoj.\\nbroken\\n")]
    [('Eddy (English (UK))', ('en_GB',)), ('Zuzana', ('cs_CZ',))]
    """
    voices: list[VoiceInfo] = []
    for line in listing.splitlines():
        described, hash_sign, _sample = line.partition("#")
        fields = described.rstrip().rsplit(None, 1)
        if not hash_sign or len(fields) != 2:
            continue
        name, locale = fields[0].strip(), fields[1]
        voices.append(VoiceInfo(name, name, (locale,)))
    return voices


class SayEngine:
    """Speaks and saves through ``say``; the speech child's engine on macOS.

    Raises ``EngineUnavailable("failed")`` when ``say`` is missing or cannot list
    its voices.
    """

    driver = DRIVER_NAME

    def __init__(self, program: str | None = None) -> None:
        found = program or find_say()
        if found is None:
            raise EngineUnavailable("failed", "no say program on PATH")
        self.program = found
        self._voice: str | None = None
        self._rate: int | None = None
        try:
            listing = subprocess.run([found, "-v", "?"], capture_output=True,
                                     timeout=LIST_TIMEOUT, check=True)
        except (OSError, subprocess.SubprocessError) as exc:
            raise EngineUnavailable("failed", repr(exc)) from None
        self._voices = parse_voice_list(listing.stdout.decode("utf-8", "replace"))

    def voices(self) -> list[VoiceInfo]:
        """The voices ``say`` offers."""
        return list(self._voices)

    def current_voice(self) -> str | None:
        """The voice in use; None while it is the system's default voice."""
        return self._voice

    def use_voice(self, voice_id: str) -> None:
        """Speak with the voice named ``voice_id`` from now on."""
        self._voice = voice_id

    def use_rate(self, words_per_minute: int) -> None:
        """Speak at ``words_per_minute`` from now on."""
        self._rate = words_per_minute

    def speak(self, text: str) -> None:
        """Say ``text`` aloud and return when it has been said."""
        self._run(text, ())

    def save(self, text: str, path: str) -> None:
        """Write ``text`` spoken to the audio file ``path`` (WAV for ``.wav``, else AIFF)."""
        options = WAV_OPTIONS if path.lower().endswith(".wav") else ()
        self._run(text, ("-o", path, *options))

    def command(self, output: tuple[str, ...] = ()) -> list[str]:
        """The ``say`` command line with the voice, the rate and ``output`` options;
        the text is read from standard input."""
        command = [self.program]
        if self._voice:
            command += ["-v", self._voice]
        if self._rate:
            command += ["-r", str(self._rate)]
        return [*command, *output, "-f", "-"]

    def _run(self, text: str, output: tuple[str, ...]) -> None:
        try:
            subprocess.run(self.command(output), input=text.encode("utf-8"),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        except OSError:
            pass  # nothing was said; the parent's deadline and retries take over

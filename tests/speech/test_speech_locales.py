"""locales/*/speech.ftl: valid Fluent, the same ids and variables, every reason worded."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast, visitor

from accessible_games.speech import (
    MSG_ENGINE_MISSING,
    MSG_ENGINE_REFUSED,
    MSG_ENGINE_STOPPED,
    MSG_VOICE_MISSING,
    REASONS,
)

LOCALES = Path(__file__).resolve().parents[2] / "locales"
LANGS = ("en", "cs")


class Variables(visitor.Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def parse(lang: str) -> dict[str, set[str]]:
    resource = FluentParser().parse((LOCALES / lang / "speech.ftl").read_text("utf-8"))
    junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, junk
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            names = Variables()
            names.visit(entry)
            found[entry.id.name] = names.names
            assert entry.comment is not None, f"{lang}: {entry.id.name} needs a translator comment"
    return found


def bundle(lang: str) -> FluentBundle:
    result = FluentBundle([lang], use_isolating=False)
    result.add_resource(FluentResource((LOCALES / lang / "speech.ftl").read_text("utf-8")))
    return result


def fmt(messages: FluentBundle, msg_id: str, args: dict[str, str]) -> str:
    pattern = messages.get_message(msg_id).value
    assert pattern is not None
    text, errors = messages.format_pattern(pattern, args)
    assert not errors, errors
    return str(text)


def test_same_ids_and_variables_in_every_language() -> None:
    english = parse("en")
    assert english == parse("cs")
    assert english == {MSG_ENGINE_MISSING: {"mode", "reason"},
                       MSG_ENGINE_REFUSED: {"mode", "reason"},
                       MSG_ENGINE_STOPPED: {"mode"},
                       MSG_VOICE_MISSING: {"lang"}}


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_has_its_own_sentence(lang: str) -> None:
    messages = bundle(lang)
    sentences = {}
    for mode in ("tts", "screen-reader"):
        for reason in REASONS:
            text = fmt(messages, MSG_ENGINE_MISSING, {"mode": mode, "reason": reason})
            assert "{" not in text and text.endswith(".") and "\n" not in text
            sentences[(mode, reason)] = text
            refused = fmt(messages, MSG_ENGINE_REFUSED, {"mode": mode, "reason": reason})
            assert "{" not in refused and refused.endswith(".") and refused != text
    per_reason = {reason: sentences[("tts", reason)] for reason in REASONS}
    assert len(set(per_reason.values())) == len(REASONS)  # no reason falls to the default
    assert sentences[("tts", "failed")] != sentences[("screen-reader", "failed")]


@pytest.mark.parametrize("lang", LANGS)
def test_other_messages_format(lang: str) -> None:
    messages = bundle(lang)
    for msg_id, args in ((MSG_ENGINE_STOPPED, {"mode": "tts"}),
                         (MSG_ENGINE_STOPPED, {"mode": "screen-reader"}),
                         (MSG_VOICE_MISSING, {"lang": "cs"}),
                         (MSG_VOICE_MISSING, {"lang": "en"})):
        text = fmt(messages, msg_id, args)
        assert "{" not in text and "\n" not in text and text.endswith(".")


def test_czech_is_czech() -> None:
    messages = bundle("cs")
    text = fmt(messages, MSG_ENGINE_MISSING, {"mode": "tts", "reason": "no-espeak"})
    assert text.startswith("Řeč vypnuta") and "nainstaluj balíček" in text


def test_czech_speech_messages_say_ty_like_the_rest_of_the_app() -> None:
    """N23: tykání ("nainstaluj", "použij"), never vykání ("nainstalujte", "použijte")."""
    messages = bundle("cs")
    texts = [fmt(messages, msg_id, {"mode": mode, "reason": reason, "lang": lang})
             for msg_id in (MSG_ENGINE_MISSING, "speech-engine-refused", MSG_VOICE_MISSING)
             for reason in ("no-espeak", "no-player", "no-speechd", "unknown-mode")
             for mode in ("tts", "xyz") for lang in ("cs", "en")]
    assert any("použij auto" in text for text in texts)
    assert not [text for text in texts if "nainstalujte" in text or "použijte" in text]

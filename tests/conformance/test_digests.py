"""Seeded games stay the same game: a digest of every conformance playout, recorded once.

Each digest hashes, step by step, who acted, the action's JSON and the state's JSON
after it, then the outcome.  Making an engine faster must not change a single seeded
game (nor the order of legal actions the bots choose from); a rule fix that does
changes a digest on purpose, and the new value is recorded with
``python -m tests.conformance.test_digests``.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from tests.conformance.playout import Case, Playout, played
from tests.conformance.test_conformance import CASES, IDS

DIGESTS: dict[str, str] = {
    "beasty-bar-basic-2p-seed1-random":
        "418c1da2d26efada577b59e2ed251a1254eb08675790eb4c9ce73c777534d71c",
    "beasty-bar-basic-3p-seed2-mixed":
        "5455b3e6c18156a974feda89046ed4f8f436edb92104301d7888a56e805594ea",
    "beasty-bar-basic-4p-seed3-random":
        "45ddb58109ddcf741a466c1e590935c1853e01982e834f629a96c672efcd61d1",
    "beasty-bar-advanced-2p-seed4-greedy":
        "d688e20604369082ca1e0d6beed4844363b1853f5653af9ff84146cd269fea12",
    "beasty-bar-advanced-3p-seed5-random":
        "728d697153368357fa2965166e7717ba10b7d399156e7e9a4af1d68ec51bb6b4",
    "beasty-bar-advanced-4p-seed6-mixed":
        "bb0f42a83651b28c7b4ca98b952b0dcae109d298439f661202173fe00f593f05",
    "aquaretto-base-2p-seed1-mixed":
        "56d1e50c7c336d053e2e5791b1a5ffdee9383aaee4068eee6de5c1c1a107daaf",
    "aquaretto-base-3p-seed2-random":
        "e078456b465e7795e3c5528a59fdc79de1af26aa51e833ee27cd07bc713af790",
    "aquaretto-base-4p-seed3-greedy":
        "b602d41640629ffba3b217354471af78dddce5bc260acec432d96561597f47f7",
    "aquaretto-base-5p-seed4-mixed":
        "98f5e72e9f956ec6660d7dbd4b28ab523641b8c0e35aab4f84088023bf088c1a",
    "zooloretto-base-2p-seed1-random":
        "a3207d81cbaa633c738c73a4262c305cac926beb10dabca7ce8c123532fd567f",
    "zooloretto-base-5p-seed4-random":
        "0aad430a3a793df15b16a4688115d4517f9ae58d541345256d49d217b5f365bc",
    "zooloretto-all-expansions-2p-seed5-mixed":
        "e30924d09159b54b948a6abca779bdab4663a574ca4437c593d198ef5dd32294",
    "zooloretto-all-expansions-5p-seed7-greedy":
        "03f146852ad6c9233b52fd4d8e5b6dfca8b70d1139851eba2106010900f5012d",
    "zooloretto-task-cards-3p-seed8-mixed":
        "453b9b0ad42087123a9dea168e69b4d809c898b7c2cafc5a18e3adb7043ea8fc",
    "zooloretto-buildings-4p-seed9-mixed":
        "20a765668e2518e2ba3aa2acc7c4178ebae5256c9862071ac1e9e2ab9c10a26c",
    "zooloretto-construction-sites-2p-seed10-greedy":
        "7afff6f5e3ecb3d039f6c6ee3b20703a43c8517929bd6502465d58d72f43cbcb",
    "zooloretto-savings-book-3p-seed11-random":
        "570641e0741d6c0cfd6c91d63adeeff643e36bc988ae34d7e0c5b97561131b77",
    "zooloretto-specialised-petting-4p-seed12-mixed":
        "3940429b9f504261100c75952d216c115109a32bc158d40e3530bcc757424b02",
    "zooloretto-bonus-enclosures-2p-seed13-mixed":
        "9a6e3b34ce965893a352383732dbff7e602cc6fd9e48f83f1baa99d1834ae1bc",
    "o-zoo-le-mio-standard-2p-seed1-random":
        "5dc2397b7f37ff84f127e931c1d7dbe6f75e3606b9b645dd30edf97855526170",
    "o-zoo-le-mio-standard-3p-seed2-mixed":
        "df79ed97747ec504ead7e4090341473645951daf071725b6ab049350de970144",
    "o-zoo-le-mio-standard-4p-seed3-greedy":
        "6239a99edb98ad1783c81dd4ec33f1a15745a14babb193198155686480a61fd7",
    "o-zoo-le-mio-trees-2p-seed4-greedy":
        "8d295e2d654eab84a710454204dbe0dda5e59fada303a70f9d83d8912e57adc9",
    "o-zoo-le-mio-trees-3p-seed5-random":
        "af819e807667020e76d587dc4686c01b55fcbe6c1f20af5afe43aeae7ed1e0f8",
    "o-zoo-le-mio-trees-4p-seed6-mixed":
        "8e57a075a9357af90fd3b564289a95270d7457fa621cd0834c705c9e6350c27f",
    "aquaretto-zooloretto-base-2p-seed1-mixed":
        "3eea1aff764395e588ab850e37c8573032b0e886f1899704020108571528857a",
    "aquaretto-zooloretto-base-5p-seed3-random":
        "713d008933a1b0f2ddbf093f55176018723491945a2d19106dce357bd9c1bc0e",
    "aquaretto-zooloretto-savings-book-2p-seed4-random":
        "0c6cb45adfe8881b795cd7ab555a660f237d98725c98db9915d1bdeabf20e2c2",
}
"""The recorded digest of each case, by case id."""


def digest(playout: Playout) -> str:
    """Return the hex digest of a playout: every step's seat, action and state, the outcome."""
    game, sha = playout.game, hashlib.sha256()
    for step in playout.steps:
        record = [step.player, game.action_to_json(step.action), game.state_to_json(step.after)]
        sha.update(json.dumps(record, sort_keys=True).encode())
    outcome = playout.outcome
    sha.update(json.dumps([outcome.scores, outcome.places, outcome.tie_break,
                           {k: list(v) for k, v in outcome.details.items()}],
                          sort_keys=True).encode())
    return sha.hexdigest()


def test_every_case_has_a_recorded_digest() -> None:
    assert set(DIGESTS) == set(IDS)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_seeded_game_is_the_game_recorded(case: Case) -> None:
    assert digest(played(case)) == DIGESTS[case.case_id]


if __name__ == "__main__":
    for case in CASES:
        print(f'    "{case.case_id}":\n        "{digest(played(case))}",')

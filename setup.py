"""Packaging: everything else is in pyproject.toml.

The packages are found here, not listed: every ``accessible_games`` package (so a new
game's folder ships by itself) and the message files in ``locales/``, installed as
``accessible_games.locales``.
"""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["accessible_games", "accessible_games.*"]),
                "accessible_games.locales"],
      package_dir={"accessible_games.locales": "locales"})

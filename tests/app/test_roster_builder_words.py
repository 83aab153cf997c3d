"""What the Mordheim Roster Builder save cannot hold is said by the catalogue
(roster_builder.left.*, roster_builder.not_carried), so the pseudo-language and a third language
say it too; each kind the export leaves out has its words."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from app.exports import roster_builder
from app.exports.roster_builder import TOOL, Left, not_carried_line
from rules.catalogue import PSEUDO, text

NAMES = ("Zork", "Otto")  # a thing's name and whose it was: the player's words


def left_kinds() -> set[str]:
    """Every kind of thing the export writes down as left out (`Left("kind", ...)`)."""
    tree = ast.parse(Path(roster_builder.__file__).read_text(encoding="utf-8"))
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", "") == "Left"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    }


def test_the_export_leaves_out_things_of_several_kinds() -> None:
    assert len(left_kinds()) >= 8


@pytest.mark.parametrize("kind", sorted(left_kinds()))
def test_each_kind_left_out_is_said_in_the_pseudo_language(kind: str) -> None:
    assert text(f"roster_builder.left.{kind}", "en") is not None, kind
    name = "2" if kind == "battle_log" else NAMES[0]  # the battle log's: how many battles
    line = not_carried_line((Left(kind, name, NAMES[1]),), PSEUDO)
    assert line.startswith("[")
    plain = line.replace(TOOL, " ")
    for word in NAMES:
        plain = plain.replace(word, " ")
    assert not re.findall(r"[A-Za-z]+", plain), line

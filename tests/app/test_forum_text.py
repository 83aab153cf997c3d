"""Forum text (export-text, Edit > Copy as text's source): every format in both languages."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from app import usecases as uc
from app.command_line.cli import main
from app.domain import base_profile
from app.exports.forum_text import FORMATS, MARKUPS, escape_bbcode, escape_markdown, warband_text
from app.pdf.labels import label
from app.plumbing.context import open_store
from app.store.repository import Store
from rules import CHARACTERISTICS

LANGS = ("en", "ru")


@pytest.fixture
def demo(demo_database: Path, tmp_path: Path) -> Iterator[Store]:
    copy = tmp_path / "demo.sqlite3"
    shutil.copyfile(demo_database, copy)
    store = open_store(copy)
    yield store
    store.database.close()


def warband_ids(store: Store) -> list[int]:
    return [summary.id for summary in store.list_warbands()]


def wolves_of(store: Store) -> int:
    return next(s.id for s in store.list_warbands() if s.name == "The Grey Wolves of Altdorf")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("fmt", FORMATS)
def test_every_demo_warband_in_every_format(demo: Store, fmt: str, lang: str) -> None:
    ruleset = demo.ruleset
    escape = MARKUPS[fmt].escape  # type: ignore[index]
    assert len(warband_ids(demo)) == 4
    for warband_id in warband_ids(demo):
        state = demo.load(warband_id)
        text = warband_text(demo, warband_id, fmt, lang)  # type: ignore[arg-type]
        assert escape(state.name) in text
        assert ruleset.warband(state.type_id).name.get(lang) in text
        for word in ("treasury", "rating", "shards", "members", "heroes"):
            assert label(word, lang) in text, word
        assert re.search(
            rf"{label('treasury', lang)}\S{{0,4}}: {state.treasury} {label('gc', lang)}", text
        )
        for warrior in state.warriors:
            assert escape(warrior.name) in text, warrior.name
            values = [value for _, value in warrior.profile(base_profile(ruleset, warrior))]
            row = re.compile(r"\s*" + r"\s+".join(str(v) for v in values) + r"\s*$", re.M)
            assert row.search(text), (warrior.name, values)
            for item in warrior.equipment:
                assert escape(ruleset.items[item].name.get(lang)) in text
            for skill in warrior.skills:
                assert escape(ruleset.skills[skill].name.get(lang)) in text
        for item in state.stash:
            assert escape(ruleset.items[item].name.get(lang)) in text


@pytest.mark.parametrize("fmt", FORMATS)
def test_russian_text_has_russian_words(demo: Store, fmt: str) -> None:
    text = warband_text(demo, wolves_of(demo), fmt, "ru")  # type: ignore[arg-type]
    for word in ("Казна", "Рейтинг отряда", "Герои", "Опыт", "Оружие и доспехи"):
        assert word in text
    assert "Treasury" not in text and "Heroes" not in text


def test_profile_is_a_fixed_width_table_in_a_code_block(demo: Store) -> None:
    wolves = wolves_of(demo)
    header = re.compile(r"^\s*" + r"\s+".join(CHARACTERISTICS) + r"$", re.M)
    markdown = warband_text(demo, wolves, "markdown")
    assert re.search(r"```\n" + header.pattern[1:].rstrip("$"), markdown)
    bbcode = warband_text(demo, wolves, "bbcode")
    assert re.search(r"\[code\]\n" + r"\s+".join(CHARACTERISTICS) + r"\n", bbcode)
    plain = warband_text(demo, wolves, "plain")
    for text in (markdown, bbcode, plain):
        rows = text.splitlines()
        headers = [i for i, row in enumerate(rows) if header.match(row)]
        assert headers
        for i in headers:  # the values sit under their characteristics
            assert len(rows[i]) == len(rows[i + 1])


def test_advance_owed_and_injuries_are_shown(demo: Store) -> None:
    wolves = wolves_of(demo)
    state = demo.load(wolves)
    young = next(w for w in state.warriors if w.kind == "hero" and w.experience == 0)
    uc.record_experience(demo, wolves, young.id, 2)  # crosses the first advance box
    text = warband_text(demo, wolves, "plain")
    line = next(row for row in text.splitlines() if row.startswith(young.name))
    assert "advance rolls owed: 1" in line
    assert "Serious injuries: Old battle wound" in text
    ru = warband_text(demo, wolves, "plain", "ru")
    assert "не сделано бросков на продвижение: 1" in ru


def test_markup_in_names_is_shown_literally(demo: Store) -> None:
    wolves = wolves_of(demo)
    uc.rename_warband(demo, wolves, "[b]x")
    hero = demo.load(wolves).warriors[0]
    uc.rename_warrior(demo, wolves, hero.id, "*x* _y_ `z` # [l](u)")
    bbcode = warband_text(demo, wolves, "bbcode")
    assert "[b]x" not in bbcode.replace("[b]x[/b]", "")  # no bold tag opened by the name
    assert escape_bbcode("[b]x") in bbcode
    markdown = warband_text(demo, wolves, "markdown")
    assert r"\*x\* \_y\_ \`z\` \# \[l\](u)" in markdown
    assert "## \\[b\\]x" in markdown
    assert "*x*" in warband_text(demo, wolves, "plain")


def test_escapes() -> None:
    assert escape_bbcode("[b]x[/b]") == "[[b][/b]b]x[[b][/b]/b]"
    assert escape_markdown("- a") == r"\- a"
    assert escape_markdown("1. a") == r"\1. a"
    assert escape_markdown("a\\b") == r"a\\b"
    # Control and invisible characters go; a line break cannot start a heading or a tag.
    assert escape_markdown("a\x1b[31m\u202eb\n# c") == r"a\[31mb \# c"
    assert escape_bbcode("x\x00\ny") == "x y"


def test_cli_writes_to_stdout_and_to_a_file(
    demo_database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "cli.sqlite3"
    shutil.copyfile(demo_database, db)
    argv = ["--db", str(db), "export-text", "The Grey Wolves of Altdorf"]
    assert main([*argv, "--format", "bbcode", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("[b][u]The Grey Wolves of Altdorf[/u][/b]")
    assert "Казна" in out and "Captain Dieter Stahl" in out
    target = tmp_path / "wolves.md"
    assert main([*argv, str(target)]) == 0
    assert f"Wrote {target}" in capsys.readouterr().out
    written = target.read_text(encoding="utf-8")
    assert written.startswith("## The Grey Wolves of Altdorf") and "Treasury" in written
    assert main([*argv, str(tmp_path), "--format", "plain"]) == 0  # a folder: named file
    assert (tmp_path / "The Grey Wolves of Altdorf.txt").read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["--db", str(db), "export-text", "No such band"]) == 1
    assert capsys.readouterr().err.startswith("error:")
    blocked = tmp_path / "missing" / "x.txt"
    assert main([*argv, str(blocked)]) == 1
    assert "x.txt" in capsys.readouterr().err and not blocked.exists()

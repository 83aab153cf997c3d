"""The battle report to post after a game (#29): Markdown or BBCode, English or Russian, cut into
messages a chat takes (2,000 characters)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.command_line.cli import main
from app.exports.battle_report import CHAT_LIMIT, NoSuchBattle, chat_messages, report_messages
from app.plumbing.context import open_store
from app.store.repository import Store

WARBAND = "The Grey Wolves of Altdorf"
REPORT = {
    "scenario": "wyrdstone_hunt",
    "result": "won",
    "date": "2026-11-29",
    "opponent": {"name": "The *Rat* [b]Pack", "type": "skaven", "rating": 150},
    "took_part": ["Captain Dieter Stahl", "Otto the Axe", "Reikland Marksmen"],
    "out_of_action": {"heroes": ["Otto the Axe"], "henchmen": {"Reikland Marksmen": 1}},
    "enemies_out_of_action": {"Captain Dieter Stahl": 2},
    "awards": [],
    "pit_fights_won": {},
    "extra_exploration_dice": 0,
    "sell_shards": 2,
    "let_go": [],
    "dice": [4, 1, 2, 6, 6, 3],
}


@pytest.fixture
def fought(demo_copy: Path, tmp_path: Path) -> Path:
    """The demo with one battle of the Grey Wolves recorded by the post-battle sequence."""
    report = tmp_path / "report.json"
    report.write_text(json.dumps(REPORT), encoding="utf-8")
    assert main(["--db", str(demo_copy), "post-battle", WARBAND, str(report)]) == 0
    return demo_copy


def _store(path: Path) -> Store:
    return open_store(path)


def _grey_wolves(store: Store) -> int:
    return next(s.id for s in store.list_warbands() if s.name == WARBAND)


def test_the_report_says_the_battle_in_markdown_and_bbcode(fought: Path) -> None:
    store = _store(fought)
    wolves = _grey_wolves(store)
    markdown = "".join(report_messages(store, wolves, None, "markdown", "en"))
    assert markdown.startswith(f"## {WARBAND}: Wyrdstone Hunt against The \\*Rat\\* \\[b\\]Pack")
    assert "won" in markdown.splitlines()[0]
    battle = store.battles(wolves)[-1]
    before, after = battle["rating_before"], battle["rating_after"]
    assert before != after and f"Rating {before} → **{after}**" in markdown
    assert "- Otto the Axe: 41: Full recovery" in markdown
    assert "Sold 2 shards for 50 gc" in markdown
    assert "- D6 exploration: 6" in markdown
    bbcode = "".join(report_messages(store, wolves, 1, "bbcode", "en"))
    assert bbcode.startswith(f"[b][u]{WARBAND}: ")
    assert "[b]Pack" not in bbcode  # the opponent's name cannot open a tag
    store.database.close()


def test_the_report_is_in_russian(fought: Path) -> None:
    store = _store(fought)
    wolves = _grey_wolves(store)
    russian = "".join(report_messages(store, wolves, None, "markdown", "ru"))
    after = store.battles(wolves)[-1]["rating_after"]
    assert "Охота за камнями против" in russian and "победа" in russian
    assert "Полностью здоров" in russian and f"→ **{after}**" in russian
    assert "Full recovery" not in russian and " against " not in russian
    store.database.close()


def test_a_battle_the_log_has_not_is_refused(fought: Path, capsys) -> None:
    store = _store(fought)
    with pytest.raises(NoSuchBattle):
        report_messages(store, _grey_wolves(store), 2)
    store.database.close()
    assert main(["--db", str(fought), "export-text", WARBAND, "--battle", "2"]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "no battle 2" in err


def test_the_command_line_prints_the_last_battle(fought: Path, capsys) -> None:
    capsys.readouterr()
    assert main(["--db", str(fought), "--lang", "ru", "export-text", WARBAND, "--battle"]) == 0
    out = capsys.readouterr().out
    assert "Охота за камнями" in out and "message" not in out  # one message: no marks


@given(st.lists(st.text(alphabet="ab \u0416*", max_size=300), max_size=40), st.integers(20, 400))
def test_messages_keep_within_the_limit_and_lose_nothing(lines: list[str], limit: int) -> None:
    text = "\n".join(lines)
    messages = chat_messages(text, limit)
    assert all(len(message) <= limit for message in messages)
    assert "".join("".join(messages).split()) == "".join(text.split())


def test_a_long_report_is_cut_between_lines() -> None:
    lines = [f"- line {n} " + "x" * 80 for n in range(60)]
    messages = chat_messages("\n".join(lines))
    assert len(messages) == 3 and all(len(m) <= CHAT_LIMIT for m in messages)
    assert all(m.startswith("- line ") for m in messages)
    assert "\n".join(messages) == "\n".join(lines)

"""Two programs writing one warband at once (issue 23, point 5): on SQLite the writers queue
for the file; on a server the warband's row is locked, so they queue there too. A change that
still finds the warband changed meanwhile is one line of refusal, never an "unexpected error".
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import app.usecases as uc
from app.command_line.cli import main
from app.plumbing.context import open_store
from app.plumbing.demo import create_demo_campaign
from app.store.repository import ConflictError, Transaction
from rules.messages import Message

pytestmark = pytest.mark.backends("sqlite", "postgresql")

ROOT = Path(__file__).resolve().parents[2]


def _demo(url: str) -> None:
    store = open_store(url)
    try:
        create_demo_campaign(store)
    finally:
        store.database.close()


def _report(tmp_path: Path) -> Path:
    report = tmp_path / "report.json"
    report.write_text(
        json.dumps({"scenario": "skirmish", "result": "won", "opponent": {"rating": 150}}),
        encoding="utf-8",
    )
    return report


def test_three_post_battles_at_once_all_apply(database_url: str, tmp_path: Path) -> None:
    _demo(database_url)
    report = _report(tmp_path)
    command = [
        sys.executable, "-m", "mordheim_roster", "--db", database_url,
        "post-battle", "The Grey Wolves of Altdorf", str(report),
    ]  # fmt: skip
    runs = [
        subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for _ in range(3)
    ]
    results = []
    for run in runs:
        _out, err = run.communicate(timeout=120)
        results.append((run.returncode, err.decode()))
    assert [code for code, _err in results] == [0, 0, 0], results
    store = open_store(database_url)
    try:
        wid = store.find("The Grey Wolves of Altdorf")
        assert len(store.battles(wid)) == 3
    finally:
        store.database.close()


def test_a_change_made_meanwhile_is_one_line_of_refusal(
    database_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """What a server says when another writer got in between (the revision moved on)."""
    _demo(database_url)
    capsys.readouterr()

    def conflict(self: Transaction, state: object, **_kwargs: object) -> None:
        raise ConflictError(Message.of("changed_meanwhile", row="The Grey Wolves of Altdorf"))

    monkeypatch.setattr(Transaction, "save", conflict)
    argv = ["--db", database_url, "post-battle", "The Grey Wolves of Altdorf"]
    assert main([*argv, str(_report(tmp_path))]) == 1
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith("error: ") and "changed meanwhile" in lines[0], err
    assert "try again" in lines[0]


def test_a_figure_set_from_an_old_one_is_refused_and_nothing_written(store, warband) -> None:
    """The window's dialogs say what figure the player saw (`was`): another program's change
    meanwhile refuses the write with the figure as it is now (issue 23, point 4)."""
    uc.set_treasury(store, warband, 214)  # another program: the battle's gold
    uc.set_shards(store, warband, 3)
    with pytest.raises(ConflictError, match="holds 214 gc now, not 164"):
        uc.set_treasury(store, warband, 154, was=164)
    with pytest.raises(ConflictError, match="3 now, not 1"):
        uc.set_shards(store, warband, 0, was=1)
    state = store.load(warband)
    assert (state.treasury, state.shards) == (214, 3)
    uc.set_treasury(store, warband, 204, was=214)  # from the figure as it is: taken
    uc.set_shards(store, warband, 2, was=3)
    assert (store.load(warband).treasury, store.load(warband).shards) == (204, 2)


def test_notes_saved_over_other_notes_saved_meanwhile_are_refused(store, crew, warband) -> None:
    otto = crew["champion"]
    uc.set_warrior_notes(store, warband, otto, "Lost an eye")  # the first window
    with pytest.raises(ConflictError, match=r"saved meanwhile.*'Lost an eye'"):
        uc.set_warrior_notes(store, warband, otto, "Owes 20 gc", was="")
    assert store.load(warband).warrior(otto).notes == "Lost an eye"
    uc.set_warrior_notes(store, warband, otto, "Lost an eye", was="")  # the same words: no harm
    uc.set_warrior_notes(store, warband, otto, "Owes 20 gc", was="Lost an eye")
    assert store.load(warband).warrior(otto).notes == "Owes 20 gc"


def test_the_watch_sees_another_programs_write_and_its_own(database_url: str) -> None:
    """What the window asks twice a second (app/store/watch.py): nothing written, no; another
    program's commit (a store of its own on the same database), yes, once."""
    from app.store.watch import ChangeWatch

    _demo(database_url)
    window, other = open_store(database_url), open_store(database_url)
    watch = ChangeWatch(window)
    try:
        assert not watch.changed()
        wid = other.find("The Grey Wolves of Altdorf")
        uc.set_treasury(other, wid, 214)
        assert watch.changed() and not watch.changed()
        uc.create_warband(other, "reikland", "Latecomers")
        assert watch.changed()
        other.load(wid)  # a read is no change
        assert not watch.changed()
    finally:
        watch.close()
        window.database.close()
        other.database.close()


def test_experience_ticked_from_an_old_figure_is_refused(store, crew, warband) -> None:
    otto = crew["champion"]
    shown = store.load(warband).warrior(otto).experience  # what the window's boxes show
    uc.record_experience(store, warband, otto, 2)  # another program: the battle's experience
    with pytest.raises(ConflictError, match=f"{shown + 2} now, not {shown}"):
        uc.set_experience(store, warband, otto, shown + 1, was=shown)  # one box ticked
    assert store.load(warband).warrior(otto).experience == shown + 2
    uc.set_experience(store, warband, otto, shown + 3, was=shown + 2)
    assert store.load(warband).warrior(otto).experience == shown + 3

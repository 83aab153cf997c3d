"""A campaign file of another tool imported whole: its warbands and its league campaign as one
change (app/usecases/campaign_import.py; issue 26)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.command_line.cli import main
from app.importers import read_foreign
from app.store.repository import Store
from app.usecases import league
from app.usecases.campaign_import import NothingImported, import_campaign
from app.usecases.merge import export_copy, merge_copy, preview_merge
from tests.app.test_merge import theirs  # noqa: F401 (a fixture)

FOREIGN = Path(__file__).parent / "data" / "foreign"
CAMPAIGN = FOREIGN / "roster_builder" / "campaign.json"
BACKUP = FOREIGN / "mordheim_manager" / "mordheim-backup-2026-11-29.json"

BATTLE = {
    "id": 1,
    "round": 1,
    "opponents": [{"name": "Die Eisernen", "wb": "reikland"}],
    "district": "merchants",
    "outcome": "Victory",
    "notes": "Snikch took the well.",
}


def _campaign_file() -> bytes:
    """The sample campaign file, its first roster with one battle in its own log."""
    document = json.loads(CAMPAIGN.read_bytes())
    document["warbands"][0]["roster"]["campaign"] = {"on": True, "battles": [BATTLE]}
    return json.dumps(document).encode()


def _listed(store: Store) -> list[tuple[int, str, bool]]:
    return [(s.id, s.name, s.deleted) for s in store.list_warbands(include_deleted=True)]


def test_a_campaign_file_comes_in_as_one_change_with_its_league_campaign(store: Store) -> None:
    drafts = read_foreign(store.ruleset, _campaign_file())
    change = import_campaign(store, drafts)
    assert [c.after.name for c in change.warbands] == ["Klaue des Verrats", "Die Eisernen"]
    assert (change.campaign, change.players, change.refused) == (
        "Mordheim Nights",
        ("Rob", "Klaus"),
        (),
    )
    assert change.campaign_id is not None
    shown = league.load_league(store, change.campaign_id)
    assert shown.campaign.name == "Mordheim Nights"
    entered = {shown.player(e.player_id).name: e.warband_id for e in shown.entries}
    assert entered == {"Rob": change.warbands[0].warband_id, "Klaus": change.warbands[1].warband_id}
    battles = store.battles(change.warbands[0].warband_id)
    assert [(b["opponent"], b["scenario"], b["result"]) for b in battles] == [
        ("Die Eisernen", "merchants", "won")
    ]
    assert battles[0]["changes"] == [{"code": "text", "values": {"text": "Snikch took the well."}}]


def test_undo_takes_the_campaign_and_every_warband_away_and_redo_brings_them_back(
    store: Store,
) -> None:
    before = _listed(store)
    change = import_campaign(store, read_foreign(store.ruleset, _campaign_file()))
    assert change.campaign_id is not None
    made, ids = _listed(store), [c.warband_id for c in change.warbands]
    campaign = league.load_league(store, change.campaign_id)
    battles = [store.battles(i) for i in ids]

    undone = change.undo(store)
    assert league.list_campaigns(store) == []
    assert [s for s in _listed(store) if not s[2]] == [s for s in before if not s[2]]
    assert {i for i, _, deleted in _listed(store) if deleted} == set(ids)

    redone = undone.redo(store)
    assert _listed(store) == made
    assert league.load_league(store, change.campaign_id) == campaign
    assert [store.battles(i) for i in ids] == battles
    redone.undo(store).redo(store)  # as often as the player likes
    assert _listed(store) == made


def test_a_warband_the_import_refuses_is_named_and_the_others_make_the_campaign(
    store: Store,
) -> None:
    drafts = read_foreign(store.ruleset, CAMPAIGN.read_bytes())
    drafts[0].warband["treasury"] = -5  # a broken warband: no file of ours has that
    change = import_campaign(store, drafts)
    assert [c.after.name for c in change.warbands] == ["Die Eisernen"]
    ((place, name, why),) = change.refused
    assert (place, name) == (0, "Klaue des Verrats")
    assert "treasury" in str(why)
    assert change.players == ("Klaus",)
    assert [n for _, n, _ in league.list_campaigns(store)] == ["Mordheim Nights"]


@pytest.mark.parametrize("fmt", ["roster builder", "mordheim manager"])
def test_a_warband_that_cannot_be_read_is_refused_alone(store: Store, fmt: str) -> None:
    document = json.loads((CAMPAIGN if fmt == "roster builder" else BACKUP).read_bytes())
    if fmt == "roster builder":
        document["warbands"][0]["roster"]["models"][0]["exp"] = 10**9
    else:
        document["warbands"][0].update(gold=-5)
    drafts = read_foreign(store.ruleset, json.dumps(document).encode())
    change = import_campaign(store, drafts)
    ((place, name, why),) = change.refused
    assert (place, name) == (0, drafts[0].name) and name in json.dumps(document)
    assert "file.warbands[0]" in str(why)
    assert [c.after.name for c in change.warbands] == [drafts[1].name]
    assert change.campaign == "Mordheim Nights"


def test_when_every_warband_is_refused_nothing_is_written(store: Store) -> None:
    before = _listed(store)
    drafts = read_foreign(store.ruleset, CAMPAIGN.read_bytes())
    for draft in drafts:
        draft.warband["treasury"] = -5
    with pytest.raises(NothingImported) as refused:
        import_campaign(store, drafts)
    assert [name for _, name, _ in refused.value.refused] == [d.name for d in drafts]
    assert _listed(store) == before
    assert league.list_campaigns(store) == []


def test_a_backup_keeps_its_campaign_notes_and_a_file_of_no_campaign_gets_the_name_given(
    store: Store,
) -> None:
    document = json.loads(BACKUP.read_bytes())
    document.update(campaignName="", campaignNotes="")
    drafts = read_foreign(store.ruleset, json.dumps(document).encode())
    assert import_campaign(store, drafts).campaign_id is None
    drafts = read_foreign(store.ruleset, json.dumps(document).encode())
    named = import_campaign(store, drafts, name="backup")
    assert named.campaign == "backup"
    assert named.players == ("Die Flamme von Sigmar (2)", "Da Red Gitz (2)")


def test_the_command_line_says_what_it_did_as_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "campaign.json"
    path.write_bytes(_campaign_file())
    db = str(tmp_path / "cli.sqlite3")
    assert main(["--db", db, "--no-demo", "import", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "Imported Klaue des Verrats (id 1) from Mordheim Roster Builder (campaign file).",
        "Imported Die Eisernen (id 2) from Mordheim Roster Builder (campaign file).",
        "Not understood in the file (3 things):",
        "  - item 'Hasenpfote' (the warband)",
        "  - item 'Laserschwert' (Youngblood)",
        "  - skill 'Tanz der Klingen' (Youngblood)",
        "Made the file's campaign Mordheim Nights (id 1), its players: Rob, Klaus.",
    ]


def test_a_backups_campaign_notes_are_the_league_campaigns_and_travel_in_its_copies(
    store: Store,
    theirs: Store,  # noqa: F811
) -> None:
    document = json.loads(BACKUP.read_bytes())
    document["campaignNotes"] = "Winter in the ruins. The well is poisoned."
    change = import_campaign(store, read_foreign(store.ruleset, json.dumps(document).encode()))
    assert change.campaign_id is not None
    notes = league.load_league(store, change.campaign_id).campaign.notes
    assert notes == "Winter in the ruins. The well is poisoned."
    merge_copy(theirs, export_copy(store))
    (copied,) = league.list_campaigns(theirs)
    assert league.load_league(theirs, copied[0]).campaign.notes == notes
    assert preview_merge(store, export_copy(theirs)).items == ()

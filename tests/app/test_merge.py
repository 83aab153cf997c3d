"""Sharing without a server: a copy of the campaign exported to a file and merged into another
copy, by stable ids and histories; conflicts chosen by the player; one transaction with an
exact undo; a hostile file refused with nothing written. On SQLite and PostgreSQL (their copy
is a SQLite file, as a player's own copy of a club's book would be)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import app.usecases as uc
from app.campaign.league import Casualty
from app.copies.merging import MergeError
from app.store.database import open_database
from app.store.repository import ConflictError, Store
from app.usecases.league import MatchReport
from app.usecases.merge import export_copy, merge_copy, preview_merge, undo_merge
from app.usecases.post_battle import post_battle
from app.usecases.warbands import empty_bin
from rules import Ruleset
from rules.dice import RandomDice
from rules.post_battle import BattleReport

pytestmark = pytest.mark.backends("sqlite", "postgresql")


@pytest.fixture
def theirs(empty_database: Path, tmp_path: Path, ruleset: Ruleset) -> Iterator[Store]:
    """Another player's copy: an empty SQLite file of his own."""
    path = tmp_path / "theirs.sqlite3"
    shutil.copyfile(empty_database, path)
    opened = Store(open_database(path), ruleset)
    yield opened
    opened.database.close()


@pytest.fixture
def league(store: Store) -> dict[str, int]:
    campaign = uc.create_campaign(store, "Autumn in Mordheim", "2026-09-01").campaign_id
    ids = {"campaign": campaign}
    for player, kind, warband in (
        ("Anna", "reikland", "Grey Wolves"),
        ("Boris", "skaven", "Clan Eshin"),
        ("Clara", "witch_hunters", "Pyres"),
    ):
        uc.add_player(store, campaign, player)
        ids[warband] = uc.create_warband(store, kind, warband).warband_id
        uc.enter_warband(store, campaign, player, ids[warband], "2026-09-01")
    wolves, eshin = ids["Grey Wolves"], ids["Clan Eshin"]
    post_battle(store, wolves, BattleReport("skirmish", "won", 100, date="2026-09-08"),
                RandomDice(1))  # fmt: skip
    battle = store.load(wolves).battles[-1]["id"]
    report = MatchReport(
        (wolves, eshin), wolves, "2026-09-08", "skirmish",
        (Casualty(wolves, eshin, 3, 1),), {wolves: battle},
    )  # fmt: skip
    ids["match"] = uc.record_match(store, campaign, report).details["match_id"]
    return ids


def _copy_of(store: Store, other: Store) -> None:
    """`other` becomes a copy of `store`: the whole book merged into an empty database."""
    change = merge_copy(other, export_copy(store))
    assert change.preview is not None and not change.preview.conflicts


def _league_view(store: Store) -> list[object]:
    """The campaigns as the players see them: names, not database ids."""
    names = {s.id: s.name for s in store.list_warbands(include_deleted=True)}
    out: list[object] = []
    for cid, name, day in uc.list_campaigns(store):
        league = uc.load_league(store, cid)
        out.append((name, day, [p.name for p in league.players]))
        out += sorted((names[e.warband_id], e.joined_on, e.retired_on) for e in league.entries)
        for m in league.matches:
            battles = {s.warband_id: s.battle_id for s in m.sides}
            logged = {
                names[w]: [b["id"] for b in store.load(w).battles].index(b)
                for w, b in battles.items() if b is not None
            }  # fmt: skip
            sides = [(names[s.warband_id], s.result, s.rating) for s in m.sides]
            hurt = [(names[k.by], names[k.against], k.out_of_action) for k in m.casualties]
            out.append((m.played_on, m.scenario_id, sides, hurt, logged))
    return out


def _sheets(store: Store) -> dict[str, object]:
    return {
        s.name: (store.load(s.id, include_deleted=True).warriors, store.battles(s.id))
        for s in store.list_warbands(include_deleted=True)
    }


def test_a_copy_merged_into_an_empty_book_is_the_same_campaign_and_back_nothing_is_new(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    _copy_of(store, theirs)
    assert _league_view(theirs) == _league_view(store)
    assert _sheets(theirs) == _sheets(store)
    back = preview_merge(store, export_copy(theirs))
    assert back.items == () and back.unchanged > 0
    again = preview_merge(theirs, export_copy(store))
    assert again.items == ()


def test_changes_made_in_one_copy_only_are_taken_or_kept_without_a_question(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    _copy_of(store, theirs)
    c_theirs = uc.list_campaigns(theirs)[0][0]
    pyres, eshin = (theirs.find(n) for n in ("Pyres", "Clan Eshin"))
    uc.set_treasury(theirs, pyres, 321)  # their change
    report = MatchReport(
        (pyres, eshin), None, "2026-09-15", casualties=(Casualty(pyres, eshin, 1, 0),)
    )
    uc.record_match(theirs, c_theirs, report)
    uc.set_treasury(store, league["Grey Wolves"], 77)  # my change
    preview = preview_merge(store, export_copy(theirs))
    assert sorted((i.kind, i.action, i.label) for i in preview.items) == [
        ("match", "add", "2026-09-15: Pyres - Clan Eshin"),
        ("warband", "take", "Pyres"),
    ]
    merge_copy(store, export_copy(theirs))
    assert store.load(league["Pyres"]).treasury == 321
    assert store.load(league["Grey Wolves"]).treasury == 77  # mine kept
    assert len(uc.load_league(store, league["campaign"]).matches) == 2
    merge_copy(theirs, export_copy(store))  # and back: both copies the same
    assert _league_view(theirs) == _league_view(store)
    assert _sheets(theirs) == _sheets(store)


def test_a_conflict_needs_a_choice_then_is_resolved_and_undone_exactly(
    store: Store, theirs: Store, league: dict[str, int], dump
) -> None:
    _copy_of(store, theirs)
    wolves = league["Grey Wolves"]
    uc.set_treasury(store, wolves, 10)
    uc.set_treasury(theirs, theirs.find("Grey Wolves"), 20)
    copy = export_copy(theirs)
    (conflict,) = preview_merge(store, copy).conflicts
    assert (conflict.kind, conflict.label) == ("warband", "Grey Wolves")
    assert conflict.mine is not None and conflict.mine["treasury"] == 10
    assert conflict.theirs is not None and conflict.theirs["treasury"] == 20
    before = dump()
    with pytest.raises(MergeError, match=r"1 conflict.*Grey Wolves"):
        merge_copy(store, copy)
    assert dump() == before  # refused: nothing written
    before = _rows(store)
    change = merge_copy(store, copy, {conflict.uid: "theirs"})
    assert store.load(wolves).treasury == 20
    after = _rows(store)
    undone = undo_merge(store, change)
    assert _rows(store) == before
    assert store.load(wolves).treasury == 10
    undo_merge(store, undone)  # redo
    assert store.load(wolves).treasury == 20
    assert _rows(store) == after
    # Resolved: the same file again brings nothing, and my copy merged into theirs is taken.
    assert preview_merge(store, copy).items == ()
    assert [i.action for i in preview_merge(theirs, export_copy(store)).items] == []


def _rows(store: Store) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table, but the warbands' revision numbers: an undo writes a warband
    row back with a newer one (a sheet remembered by its revision is never mistaken for
    another); everything else is exactly as it was."""
    from sqlalchemy import select
    from sqlmodel import SQLModel

    out = {}
    with store.database.connect() as conn:
        for table in SQLModel.metadata.sorted_tables:
            query = select(*(c for c in table.c if c.name != "revision" or table.name != "warband"))
            out[table.name] = sorted((tuple(r) for r in conn.execute(query)), key=repr)
    return out


def test_keeping_mine_in_a_conflict_keeps_my_sheet_and_their_copy_then_takes_it(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    _copy_of(store, theirs)
    uc.set_treasury(store, league["Pyres"], 10)
    uc.set_treasury(theirs, theirs.find("Pyres"), 20)
    merge_copy(store, export_copy(theirs), default="mine")
    assert store.load(league["Pyres"]).treasury == 10
    (step,) = preview_merge(theirs, export_copy(store)).items
    assert step.action == "take"
    merge_copy(theirs, export_copy(store))
    assert theirs.load(theirs.find("Pyres")).treasury == 10


def test_a_match_removed_in_their_copy_is_kept_unless_chosen_and_undo_brings_it_back(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    _copy_of(store, theirs)
    c_theirs = uc.list_campaigns(theirs)[0][0]
    (match,) = uc.load_league(theirs, c_theirs).matches
    uc.remove_match(theirs, c_theirs, match.id)
    copy = export_copy(theirs)
    (item,) = preview_merge(store, copy).items
    assert (item.kind, item.action, item.theirs) == ("match", "delete", None)
    merge_copy(store, copy)  # no choice: kept, and the next merge of it asks again
    assert len(uc.load_league(store, league["campaign"]).matches) == 1
    assert [i.action for i in preview_merge(store, copy).items] == ["delete"]
    change = merge_copy(store, copy, {item.uid: "theirs"})
    assert uc.load_league(store, league["campaign"]).matches == ()
    undo_merge(store, change)
    (back,) = uc.load_league(store, league["campaign"]).matches
    assert back.id == league["match"] and back.casualties == (
        Casualty(league["Grey Wolves"], league["Clan Eshin"], 3, 1),
    )
    merge_copy(store, copy, {item.uid: "mine"})  # kept by choice: their copy then takes it back
    assert preview_merge(store, copy).items == ()
    assert [i.action for i in preview_merge(theirs, export_copy(store)).items] == ["take"]


def test_undo_of_a_merge_is_refused_once_a_row_it_wrote_changed(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    _copy_of(store, theirs)
    uc.set_treasury(theirs, theirs.find("Pyres"), 20)
    change = merge_copy(store, export_copy(theirs))
    export_copy(store)  # an export only brings the histories up to date: undo still possible
    uc.set_treasury(store, league["Pyres"], 30)
    with pytest.raises(ConflictError, match="changed after"):
        undo_merge(store, change)


def test_one_warband_exported_alone_merges_as_that_warband(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    merge_copy(theirs, export_copy(store, warband_id=league["Clan Eshin"]))
    assert [s.name for s in theirs.list_warbands()] == ["Clan Eshin"]
    assert uc.list_campaigns(theirs) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("not json", "not valid JSON"),
        ('{"format": "mordheim-roster-warband", "version": 1, "units": []}', "import it"),
        ('{"format": "other", "version": 1, "units": []}', "not a Mordheim Roster"),
        ('{"format": "mordheim-roster-copy", "version": 9, "units": []}', "newer"),
        ('{"format": "mordheim-roster-copy", "version": 1, "units": {}}', "units"),
        ('{"format": "mordheim-roster-copy", "version": 1, "units": [{"kind": "ghost",'
         ' "uid": "a", "history": ["-"]}]}', "kind"),
        ('{"format": "mordheim-roster-copy", "version": 1, "units": [{"kind": "player",'
         ' "uid": "a", "history": ["xyz"], "content": null}]}', "not a digest"),
        ('{"format": "mordheim-roster-copy", "version": 1, "units": [{"kind": "player",'
         ' "uid": "../../etc", "history": ["-"]}]}', "not an id"),
        ('{"format": "mordheim-roster-copy", "version": 1, "units": [{"kind": "player",'
         ' "uid": "p1", "history": ["-"], "content": {"campaign": "nowhere", "name": "X"}}]}',
         "in neither copy"),
        ("[" * 100_000, "nested too deeply"),
    ],
)  # fmt: skip
def test_a_hostile_or_broken_file_is_one_clear_line_and_nothing_is_written(
    store: Store, league: dict[str, int], dump, text: str, words: str
) -> None:
    before = dump()
    with pytest.raises(MergeError, match=words) as refused:
        merge_copy(store, text)
    assert "\n" not in str(refused.value)
    assert dump() == before


def test_a_copy_whose_warband_was_edited_by_hand_counts_as_their_change(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    _copy_of(store, theirs)
    data = json.loads(export_copy(theirs))
    unit = next(u for u in data["units"] if u["kind"] == "warband" and
                u["content"]["warband"]["name"] == "Pyres")  # fmt: skip
    unit["content"]["warband"]["treasury"] = 999
    (item,) = preview_merge(store, json.dumps(data)).items
    assert (item.action, item.label) == ("take", "Pyres")


def test_a_warband_deleted_for_good_in_their_copy_is_kept_here_unless_chosen_then_binned(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    """Emptying the bin deletes a warband's rows for good, its entry and match side too: the
    merge lists each as deleted in their copy and keeps them all unless the player takes the
    deletions; a warband taken so goes to the bin here, its log and league rows as chosen."""
    _copy_of(store, theirs)
    eshin = theirs.find("Clan Eshin")
    uc.delete_warband(theirs, eshin)
    empty_bin(theirs)
    copy = export_copy(theirs)
    preview = preview_merge(store, copy)
    assert sorted((i.kind, i.action, i.label) for i in preview.items) == [
        ("entry", "delete", "Boris: Clan Eshin"),
        ("match", "drop", "2026-09-08: Grey Wolves - Clan Eshin"),
        ("warband", "delete", "Clan Eshin"),
    ]
    before = _league_view(store), _sheets(store)
    merge_copy(store, copy, default="theirs")  # --theirs is for conflicts: nothing removed
    assert (_league_view(store), _sheets(store)) == before
    change = merge_copy(store, copy, deletions="theirs")
    assert [s.name for s in store.list_warbands()] == ["Grey Wolves", "Pyres"]
    binned = store.load(league["Clan Eshin"], include_deleted=True)
    assert binned.deleted and len(binned.battles) == len(before[1]["Clan Eshin"][1])
    (match,) = uc.load_league(store, league["campaign"]).matches
    assert [s.warband_id for s in match.sides] == [league["Grey Wolves"]]
    assert preview_merge(store, copy).items == ()
    undo_merge(store, change)
    assert (_league_view(store), _sheets(store)) == before


def test_a_match_removed_there_and_changed_here_is_a_conflict_either_way(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    """Their copy took the match out; this one linked the Eshin's battle to it since: neither
    wins silently. Keeping mine keeps the match, and their copy then takes it back."""
    _copy_of(store, theirs)
    c_theirs = uc.list_campaigns(theirs)[0][0]
    uc.remove_match(theirs, c_theirs, uc.load_league(theirs, c_theirs).matches[0].id)
    eshin, c = league["Clan Eshin"], league["campaign"]
    report = BattleReport("skirmish", "lost", 100, date="2026-09-08")
    battle = post_battle(store, eshin, report, RandomDice(2)).after.battles[-1]["id"]
    uc.link_battle(store, c, league["match"], eshin, battle)
    copy = export_copy(theirs)
    conflicts = preview_merge(store, copy).conflicts
    assert [(i.kind, i.label, i.theirs) for i in conflicts] == [
        ("match", "2026-09-08: Grey Wolves - Clan Eshin", None)
    ]
    assert conflicts[0].mine is not None and conflicts[0].mine["winner"] == "Grey Wolves"
    change = merge_copy(store, copy, {conflicts[0].uid: "theirs"})
    assert uc.load_league(store, c).matches == ()
    undo_merge(store, change)
    merge_copy(store, copy, default="mine")
    (kept,) = uc.load_league(store, c).matches
    assert kept.side(eshin) is not None and kept.side(eshin).battle_id == battle
    back = preview_merge(theirs, export_copy(store)).items
    assert sorted((i.kind, i.action) for i in back) == [("match", "take"), ("warband", "take")]
    merge_copy(theirs, export_copy(store))
    assert len(uc.load_league(theirs, c_theirs).matches) == 1


def test_a_warband_put_in_the_bin_there_goes_to_the_bin_here_and_comes_back_with_it(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    _copy_of(store, theirs)
    pyres = theirs.find("Pyres")
    uc.delete_warband(theirs, pyres)
    merge_copy(store, export_copy(theirs))
    assert store.load(league["Pyres"], include_deleted=True).deleted
    uc.restore_warband(theirs, pyres)
    merge_copy(store, export_copy(theirs))
    assert not store.load(league["Pyres"]).deleted
    other = Store(open_database(Path(str(theirs.database.path) + "-3")), theirs.ruleset)
    try:  # a third copy made while it is in the bin gets it in the bin
        uc.delete_warband(theirs, pyres)
        merge_copy(other, export_copy(theirs))
        assert other.load(other.find("Pyres", include_deleted=True), include_deleted=True).deleted
    finally:
        other.database.close()


# --- crafted copies (#23 points 2 and 3): refused with one line naming the row ----------------


def _crafted(store: Store, edit) -> tuple[str, int]:
    """This book's copy with rows changed by `edit(units, uid_of)`, which returns the uid of
    the row to be named; that row's place in the file."""
    data = json.loads(export_copy(store))
    units = data["units"]
    names = {}
    for u in units:
        c = u["content"] or {}
        if u["kind"] in ("campaign", "player"):
            names[(u["kind"], c["name"])] = u["uid"]
        elif u["kind"] == "warband":
            names[("warband", c["warband"]["name"])] = u["uid"]
        else:
            names.setdefault((u["kind"], None), u["uid"])  # the first entry, the first match
    named = edit(units, lambda kind, name=None: names[(kind, name)])
    return json.dumps(data), next(n for n, u in enumerate(units) if u["uid"] == named)


def _unit(units: list[dict], uid: str) -> dict:
    return next(u for u in units if u["uid"] == uid)


def _deleted(kind: str, name: str):
    def edit(units, uid_of) -> str:
        _unit(units, uid_of(kind, name))["content"] = None
        return uid_of(kind, name)

    return edit


def _entry_warband_is_a_player(units, uid_of) -> str:
    _unit(units, uid_of("entry"))["content"]["warband"] = uid_of("player", "Anna")
    return uid_of("entry")


def _side_is_the_campaign(units, uid_of) -> str:
    sides = _unit(units, uid_of("match"))["content"]["sides"]
    sides[1]["warband"] = uid_of("campaign", "Autumn in Mordheim")
    return uid_of("match")


def _player_campaign_is_a_warband(units, uid_of) -> str:
    _unit(units, uid_of("player", "Boris"))["content"]["campaign"] = uid_of("warband", "Pyres")
    return uid_of("player", "Boris")


def _casualty_by_nothing(units, uid_of) -> str:
    _unit(units, uid_of("match"))["content"]["casualties"][0]["by"] = "nowhere0"
    return uid_of("match")


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (
            _deleted("campaign", "Autumn in Mordheim"),
            r": the campaign \w{8} is deleted in this file, and the program never deletes",
        ),
        (_deleted("player", "Anna"), r": the player \w{8} is deleted in this file"),
        (
            _entry_warband_is_a_player,
            r"\.content\.warband: \w{8} is a row of the kind «player», not «warband»",
        ),
        (
            _side_is_the_campaign,
            r"\.content\.sides\[1\]\.warband: \w{8} is a row of the kind «campaign», not «warband»",
        ),
        (
            _player_campaign_is_a_warband,
            r"\.content\.campaign: \w{8} is a row of the kind «warband», not «campaign»",
        ),
        (
            _casualty_by_nothing,
            r"\.content\.casualties\[0\]\.by: nowhere0 names a row of the kind «warband» that is "
            r"in neither copy",
        ),
    ],
)
def test_a_crafted_copy_is_refused_with_one_line_naming_its_row_and_nothing_is_written(
    store: Store, league: dict[str, int], dump, edit, words: str
) -> None:
    """#23: a campaign or player tombstone removed the campaign and all under it; an id of the
    wrong kind was linked to whatever row had that number, or failed as 'FOREIGN KEY
    constraint failed'. Each is refused, naming the row (file.units[N]...), and nothing is
    written; the preview refuses it the same."""
    text, place = _crafted(store, edit)
    before = dump()
    for attempt in (preview_merge, merge_copy):
        with pytest.raises(MergeError, match=rf"^file\.units\[{place}\]{words}") as refused:
            attempt(store, text)
        assert "\n" not in str(refused.value) and "FOREIGN KEY" not in str(refused.value)
    assert dump() == before


def test_a_crafted_copy_is_refused_in_russian_too(store: Store, league: dict[str, int]) -> None:
    from app.words import say_error

    text, _ = _crafted(store, _entry_warband_is_a_player)
    with pytest.raises(MergeError) as refused:
        merge_copy(store, text)
    said = say_error(refused.value, "ru", store.ruleset)
    assert "— строка вида «игрок», а не «отряд»" in said


def test_a_merge_that_would_break_the_leagues_rules_is_refused(
    store: Store, league: dict[str, int], dump
) -> None:
    """A player plays one warband at a time; a side of a match is a warband entered in its
    campaign. A copy that would break either is refused after the merge's writes, which are
    rolled back."""
    uc.create_warband(store, "reikland", "Spare Swords")

    def second_warband(units, uid_of) -> str:
        content = {
            "campaign": uid_of("campaign", "Autumn in Mordheim"),
            "player": uid_of("player", "Anna"),
            "warband": uid_of("warband", "Spare Swords"),
            "joined_on": "2026-09-02",
            "retired_on": "",
        }
        units.append(
            {"kind": "entry", "uid": "crafted0", "history": ["0" * 20], "content": content}
        )
        return "crafted0"

    def side_not_entered(units, uid_of) -> str:
        sides = _unit(units, uid_of("match"))["content"]["sides"]
        sides.append({"warband": uid_of("warband", "Spare Swords"), "result": "lost"})
        return uid_of("match")

    for edit, words in (
        (second_warband, "Anna would play Grey Wolves, Spare Swords at once in Autumn"),
        (side_not_entered, "the match of 2026-09-08 in Autumn in Mordheim would have Spare "
         "Swords as a side"),
    ):  # fmt: skip
        text, _ = _crafted(store, edit)
        before = dump()
        with pytest.raises(MergeError, match=words):
            merge_copy(store, text)
        assert dump() == before


def test_a_warband_deleted_for_good_there_and_kept_here_by_choice_goes_back_to_them(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    """Found by the merge property: their copy empties the bin, this one keeps the warband by
    choice; merged back, their copy takes it again (it failed with a KeyError), and undo takes
    it away again."""
    _copy_of(store, theirs)
    uc.delete_warband(theirs, theirs.find("Clan Eshin"))
    empty_bin(theirs)
    copy = export_copy(theirs)
    keep = {i.uid: "mine" for i in preview_merge(store, copy).removals}
    merge_copy(store, copy, keep)
    back = export_copy(store)
    assert ("warband", "take") in {(i.kind, i.action) for i in preview_merge(theirs, back).items}
    change = merge_copy(theirs, back)
    assert theirs.find("Clan Eshin")
    assert _league_view(theirs) == _league_view(store)
    undo_merge(theirs, change)
    assert "Clan Eshin" not in [s.name for s in theirs.list_warbands(include_deleted=True)]


def test_a_match_whose_every_side_their_copy_deleted_merges_with_no_side(
    store: Store, theirs: Store, league: dict[str, int]
) -> None:
    """Found by the merge property: both warbands of the match deleted for good in their copy,
    the deletions taken here: the match is left with no side (it failed as 'NOT NULL
    constraint failed: match_side.match_id')."""
    _copy_of(store, theirs)
    for name in ("Grey Wolves", "Clan Eshin"):
        uc.delete_warband(theirs, theirs.find(name))
    empty_bin(theirs)
    merge_copy(store, export_copy(theirs), deletions="theirs")
    (match,) = uc.load_league(store, league["campaign"]).matches
    assert match.sides == ()

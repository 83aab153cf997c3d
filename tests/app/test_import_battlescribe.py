"""Import of BattleScribe / New Recruit rosters (.ros, .rosz) of the BSData/mordheim data
(tests/app/data/foreign/battlescribe/README.md says how the samples were written)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from app.exports.exchange import ExchangeError
from app.importers import detect
from app.store.repository import Store
from app.usecases.transfer import import_foreign

SAMPLES = Path(__file__).parent / "data" / "foreign" / "battlescribe"
ROS = (SAMPLES / "reiklanders.ros").read_bytes()


def by_name(state, name: str):  # type: ignore[no-untyped-def]
    return next(w for w in state.warriors if w.name == name)


def test_rosters_are_found_by_their_content() -> None:
    assert detect(ROS) == "battlescribe"
    assert detect((SAMPLES / "witch-hunters.rosz").read_bytes()) == "battlescribe-zip"


def test_a_roster_brings_heroes_groups_injuries_the_hired_sword_and_the_stash(
    store: Store,
) -> None:
    change = import_foreign(store, ROS)
    state = store.load(change.warband_id)
    assert (state.name, state.type_id, state.treasury, state.shards, state.stash) == (
        "Die Eisernen",
        "reikland",
        47,
        2,
        ["bow"],
    )
    captain = by_name(state, "Kurt Eisenfaust")
    assert (captain.experience, captain.skills) == (27, ["strike_to_injure"])
    assert captain.equipment == ["dagger", "sword", "light_armour"]
    assert [(c.characteristic, c.delta, c.reason) for c in captain.profile_changes] == [
        ("WS", 1, "advance")
    ]
    assert [i.injury for i in captain.injuries] == ["old_battle_wound"]
    hans = by_name(state, "Hans")
    # The -1 M inside the injury is the injury's own effect: applied once.
    assert [(c.characteristic, c.delta) for c in hans.profile_changes] == [("M", -1)]
    guards = by_name(state, "Die Stadtwache")
    assert (guards.count, guards.experience, guards.equipment) == (
        4,
        3,
        ["dagger", "spear", "shield"],
    )
    ogre = by_name(state, "Grom")
    assert (ogre.type_id, ogre.equipment) == (
        "ogre_bodyguard",
        ["light_armour", "double_handed_weapon"],
    )
    assert [(u.kind, u.name, u.warrior) for u in change.details.unmapped] == [
        ("other", "Magic Flying Boots", "Hans")
    ]


def test_a_zipped_roster_brings_a_priest_and_his_prayers(store: Store) -> None:
    change = import_foreign(store, (SAMPLES / "witch-hunters.rosz").read_bytes())
    state = store.load(change.warband_id)
    priest = by_name(state, "Vater Ulrich")
    assert [s.spell for s in priest.spells] == [
        "prayers_of_sigmar.hammer_of_sigmar",
        "prayers_of_sigmar.healing_hand",
    ]
    assert by_name(state, "Matthias").equipment == ["dagger", "brace_of_pistols"]
    assert by_name(state, "Zealots").count == 3


def _zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in members.items():
            archive.writestr(name, content)
    return buffer.getvalue()


LAUGHS = (
    b'<?xml version="1.0"?><!DOCTYPE roster [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;">'
    b'<!ENTITY c "&b;&b;&b;&b;&b;">]><roster xmlns="http://www.battlescribe.net/schema/'
    b'rosterSchema" name="&c;"><forces/></roster>'
)
EXTERNAL = (
    b'<?xml version="1.0"?><!DOCTYPE roster [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
    b'<roster xmlns="http://www.battlescribe.net/schema/rosterSchema" name="&x;"/>'
)
HOSTILE = {
    "entity expansion": LAUGHS,
    "external entity": EXTERNAL,
    "broken XML": ROS[: len(ROS) // 2],
    "unknown encoding": ROS.replace(b'encoding="UTF-8"', b'encoding="klingon"', 1),
    "unknown catalogue": ROS.replace(b"ac1721e2-653d-e279-11e3-ca8ba77b0637", b"0000"),
    "experience as text": ROS.replace(b'number="27"', b'number="lots"'),
    "a million experience": ROS.replace(b'number="27"', b'number="1000000"'),
    "negative gold": ROS.replace(b'number="47"', b'number="-47"'),
    "archive of many files": _zip({f"r{n}.ros": ROS for n in range(20)}),
    "archive without a roster": _zip({"readme.txt": b"hello"}),
    "archive bomb": _zip({"big.ros": b"<" + b" " * 6_000_000}),
    "damaged archive": _zip({"r.ros": ROS})[:300],
    "roster in a zip of XML that is no roster": _zip({"r.ros": b"<catalogue/>"}),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_rosters_are_refused_in_one_line_with_nothing_written(
    store: Store, case: str
) -> None:
    data = HOSTILE[case]
    fmt = "battlescribe-zip" if data[:2] == b"PK" else "battlescribe"
    with pytest.raises(ExchangeError) as refused:
        import_foreign(store, data, fmt=fmt)
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 400
    assert store.list_warbands() == []


def test_with_no_gold_in_the_stash_the_treasury_is_the_limit_less_the_cost_said_as_inferred(
    store: Store,
) -> None:
    gold = (
        b'<selection id="1f3a-0051" name="Gold" entryId="deca-5737-6234-23a1" number="47"'
        b' type="upgrade"/>'
    )
    assert gold in ROS
    change = import_foreign(store, ROS.replace(gold, b""), lang="ru")
    state = store.load(change.warband_id)
    assert state.treasury == 500 - 453
    inferred = [u for u in change.details.unmapped if u.kind == "treasury_inferred"]
    assert [(u.name, u.warrior) for u in inferred] == [("47", "")]
    assert "казна выведена, 47 зк" in state.notes
    # With the Stash's Gold the file's own figure is kept and nothing is said.
    kept = import_foreign(store, ROS.replace(b'number="47"', b'number="12"'))
    assert store.load(kept.warband_id).treasury == 12
    assert not [u for u in kept.details.unmapped if u.kind == "treasury_inferred"]


# A house entry: a group of a unit our tables do not know, its model with a profile and cost.
HOUSE_GROUP = ROS.replace(
    b'name="Warriors" customName="Die Stadtwache"', b'name="Halberdiers" customName="Pikes"', 1
).replace(
    b'<selection id="1f3a-0041" name="Warriors" entryId="warriors-model" number="4" '
    b'type="model"/>',
    b'<selection id="1f3a-0041" name="Halberdier" entryId="h-model" number="4" type="model">'
    b'<costs><cost name=" gc" typeId="points" value="120.0"/></costs>'
    b'<profiles><profile id="p1" name="Halberdier" typeName="Model"><characteristics>'
    b'<characteristic name="M" typeId="m">4</characteristic>'
    b'<characteristic name="WS" typeId="ws">4</characteristic>'
    b'<characteristic name="Ld" typeId="ld">8</characteristic>'
    b"</characteristics></profile></profiles></selection>",
    1,
)


def test_a_group_of_an_entry_we_do_not_know_comes_in_as_a_custom_type(store: Store) -> None:
    change = import_foreign(store, HOUSE_GROUP)
    state = store.load(change.warband_id)
    pikes = by_name(state, "Pikes")
    halberdier = state.custom.type(pikes.type_id)
    assert halberdier is not None
    assert (pikes.kind, pikes.count, pikes.experience) == ("henchmen", 4, 3)
    assert (halberdier.name, halberdier.role, halberdier.cost) == ("Halberdiers", "henchman", 30)
    assert (halberdier.profile.WS, halberdier.profile.Ld, halberdier.profile.S) == (4, 8, 3)
    assert pikes.equipment.count("spear") == 1 and "shield" in pikes.equipment
    said = [(u.kind, u.name, u.warrior) for u in change.details.unmapped if u.kind == "custom"]
    assert said == [("custom", "Halberdiers", "Pikes")]

"""A hero buys a mount: in every warband whose heroes may ride, through the use case, with an
exact undo; the sheet and the PDF show the mount and its profile in both languages."""

from __future__ import annotations

import json

import pytest

import app.usecases as uc
from app.pdf.labels import label
from app.pdf.view import sheet_view
from app.store.repository import Store
from app.usecases.core import RefusedError
from app.usecases.transfer import export_warband, import_warband
from rules import Ruleset, default_ruleset
from rules.costs import allowed_items
from rules.models import Item, Warband, WarriorType
from rules.mounts import may_ride, mounts_rating, replaced_by
from tests.app.conftest import hire
from tests.app.test_pdf import all_text, pdf_bytes, squeeze

RULES = default_ruleset()


def _mounts_for(warband: Warband, warrior_type: WarriorType) -> list[Item]:
    """The mounts he may ride, those his own list offers first."""
    allowed = set(allowed_items(RULES, warband, warrior_type))
    mounts = [
        item
        for item in RULES.items.values()
        if item.mount is not None
        and item.available_to(warband.id)
        and may_ride(RULES, item, warrior_type, allowed)
    ]
    return sorted(mounts, key=lambda item: item.id not in allowed)


def _simple(warrior_type: WarriorType) -> bool:
    """A hero hired with no choices to make: no spells to roll, no mutations to buy."""
    return (
        warrior_type.may_buy_equipment
        and warrior_type.spell_list is None
        and not warrior_type.mutations_min
    )


def _beyond_the_chart(mount: Item) -> bool:
    """A mount that is not the chart's Human horse: each warband that rides it is tried."""
    return mount.mount is not None and "human" not in mount.mount.riders


def riders() -> list[tuple[str, str, str]]:
    """(warband, hero type, mount) for every warband one of whose heroes may ride (his first
    mount), and for every other mount than the chart's horses each warband that may ride it."""
    out: list[tuple[str, str, str]] = []
    for warband_id in sorted(RULES.warbands):
        warband = RULES.warband(warband_id)
        seen: set[str] = set()
        for warrior_type in (t for t in warband.heroes if _simple(t)):
            mounts = _mounts_for(warband, warrior_type)
            first = mounts[:1] if not seen else []
            wanted = first + [m for m in mounts if _beyond_the_chart(m) and m not in first]
            for mount in (m for m in wanted if m.id not in seen):
                seen.add(mount.id)
                out.append((warband_id, warrior_type.local_id, mount.id))
    return out


RIDERS = riders()


def test_the_riding_warbands_are_found() -> None:
    found = {warband for warband, _, _ in RIDERS}
    assert {"reikland", "bretonnian_knights", "imperial_outriders", "cursed_cavalcade"} <= found
    assert "marauders_of_chaos" in found  # men of the North count as Human for the chart
    assert not {"skaven", "dwarf_treasure_hunters"} & found
    assert ("orc_mob", "horse") not in {(w, m) for w, _, m in RIDERS}  # Orcs ride boars
    assert ("undead", "dregs", "horse") in RIDERS  # the Dregs are men
    assert ("cursed_cavalcade", "aristocrat", "nightmare") in RIDERS


def _warband_with(store: Store, warband_id: str, type_id: str) -> tuple[int, str]:
    warband = RULES.warband(warband_id)
    if warband.pack not in uc.enabled_packs(store):
        uc.enable_pack(store, warband.pack)
    made = uc.create_warband(store, warband_id, "Riders").warband_id
    assert made is not None
    return made, hire(store, made, type_id, "Rider")


@pytest.mark.parametrize(("warband_id", "type_id", "mount_id"), RIDERS)
def test_a_hero_buys_a_mount_and_the_sheet_shows_it(
    store: Store, warband_id: str, type_id: str, mount_id: str
) -> None:
    warband_key, hero = _warband_with(store, warband_id, type_id)
    before = export_warband(store, warband_key)
    rating_before = sheet_view(RULES, store.load(warband_key)).rating
    kit_before = store.load(warband_key).warrior(hero).equipment
    traded = replaced_by(RULES, RULES.warrior_type(f"{warband_id}.{type_id}"), mount_id)
    traded_rating = mounts_rating(RULES, [traded]) if traded in kit_before else 0
    change = uc.buy(store, warband_key, hero, mount_id)
    mount = RULES.items[mount_id]
    assert mount.mount is not None and mount.profile is not None
    state = store.load(warband_key)
    paid = change.details.cost
    assert paid > 0 and state.treasury == change.before.treasury - paid
    for lang in ("en", "ru"):
        view = sheet_view(RULES, state, lang=lang)
        rider = next(h for h in view.heroes if h.name == "Rider")
        assert rider.mount is not None and rider.mount.name == mount.name.get(lang)
        assert [c.value for c in rider.mount.profile] == list(mount.profile.as_dict().values())
        assert view.rating == (rating_before or 0) + mount.mount.rating - traded_rating
        text = all_text(pdf_bytes(store, warband_key, lang=lang))
        assert squeeze(label("mount", lang).upper()) + squeeze(mount.name.get(lang)) in text
    uc.undo(store, change)
    assert export_warband(store, warband_key) == before


def test_a_dwarf_is_refused_the_charts_horse(store: Store) -> None:
    warband_key, noble = _warband_with(store, "dwarf_treasure_hunters", "noble")
    before = export_warband(store, warband_key)
    with pytest.raises(RefusedError, match="off his own list, the Horse is only for: Human"):
        uc.buy(store, warband_key, noble, "horse")
    assert export_warband(store, warband_key) == before


def test_one_mount_and_barding_only_on_a_warhorse(store: Store, warband: int, crew) -> None:
    captain = crew["captain"]
    with pytest.raises(RefusedError, match="Barding is worn only by the Warhorse"):
        uc.buy(store, warband, captain, "barding")
    uc.buy(store, warband, captain, "horse")
    with pytest.raises(RefusedError, match="one mount at a time"):
        uc.buy(store, warband, captain, "warhorse")
    uc.sell(store, warband, captain, "horse")
    uc.buy(store, warband, captain, "warhorse")
    uc.buy(store, warband, captain, "barding")
    with pytest.raises(RefusedError, match="Barding is worn only by the Warhorse"):
        uc.sell(store, warband, captain, "warhorse")  # the barding first
    state = store.load(warband)
    otto = next(w for w in state.warriors if w.id == captain)
    assert otto.equipment.count("warhorse") == 1 and "horse" not in otto.equipment


def test_a_henchman_group_is_refused_a_mount_its_list_lacks(
    store: Store, warband: int, crew
) -> None:
    with pytest.raises(RefusedError, match="not on the Marksmen's equipment list"):
        uc.buy(store, warband, crew["marksmen"], "horse")


def test_the_mount_travels_in_the_json_exchange(store: Store, warband: int, crew) -> None:
    uc.buy(store, warband, crew["captain"], "warhorse")
    exported = export_warband(store, warband)
    captain = next(w for w in json.loads(exported)["warband"]["warriors"] if w["name"] == "Dieter")
    assert "warhorse" in captain["equipment"]
    copy = import_warband(store, exported, name="Copy").warband_id
    assert copy is not None
    view = sheet_view(RULES, store.load(copy), lang="ru")
    dieter = next(h for h in view.heroes if h.name == "Dieter")
    assert dieter.mount is not None and dieter.mount.name == "Боевой конь"
    assert view.rating == sheet_view(RULES, store.load(warband)).rating


def test_ruleset_fixture_is_the_default(ruleset: Ruleset) -> None:
    assert ruleset.items["warhorse"].mount == RULES.items["warhorse"].mount


def test_the_lists_rating_counts_the_mount(store: Store, warband: int, crew) -> None:
    uc.buy(store, warband, crew["captain"], "warhorse")
    uc.hire(store, warband, "swordsmen", "Blades", count=2)
    (summary,) = [s for s in store.list_warbands() if s.id == warband]
    assert summary.rating == sheet_view(RULES, store.load(warband)).rating


def test_an_older_database_gets_its_mounts_into_the_lists_rating(tmp_path, ruleset) -> None:
    """Migration 0009: a rating written before mounts counted is worked out again."""
    import sqlite3
    from contextlib import closing

    from app.store.database import open_database

    path = tmp_path / "old.sqlite3"
    store = Store(open_database(path), ruleset)
    made = uc.create_warband(store, "reikland", "Riders").warband_id
    assert made is not None
    rider = hire(store, made, "mercenary_captain", "Dieter", equipment=["sword"])
    uc.buy(store, made, rider, "warhorse")
    right = store.list_warbands()[0].rating
    store.database.close()
    with closing(sqlite3.connect(path)) as connection, connection:
        connection.execute("UPDATE warband SET rating = rating - 5")  # as 0008 wrote it
        connection.execute("UPDATE alembic_version SET version_num = '0008'")
    upgraded = open_database(path)
    try:
        assert upgraded.backup is not None
        assert Store(upgraded, ruleset).list_warbands()[0].rating == right
    finally:
        upgraded.close()


def test_the_text_to_post_names_the_mount_with_its_profile(
    store: Store, warband: int, crew
) -> None:
    from app.exports.forum_text import render_text

    uc.buy(store, warband, crew["captain"], "warhorse")
    state = store.load(warband)
    english = render_text(sheet_view(RULES, state, lang="en"), "plain")
    assert "Mount: Warhorse (M8 WS3 BS0 S3 T3 W1 I3 A1 Ld5)" in english
    russian = render_text(sheet_view(RULES, state, lang="ru"), "plain")
    assert "Скакун: Боевой конь (M8 WS3 BS0 S3 T3 W1 I3 A1 Ld5)" in russian


def test_a_marauder_rides_a_chaos_steed_once_he_is_chosen_of_chaos(store: Store) -> None:
    warband_key, chieftain = _warband_with(store, "marauders_of_chaos", "chieftain")
    with pytest.raises(RefusedError, match="off his own list, the Chaos steed"):
        uc.buy(store, warband_key, chieftain, "chaos_steed")
    uc.add_skill(store, warband_key, chieftain, "marauders_chosen_of_chaos")
    before = export_warband(store, warband_key)
    change = uc.buy(store, warband_key, chieftain, "chaos_steed")
    for lang in ("en", "ru"):
        rider = next(h for h in sheet_view(RULES, store.load(warband_key), lang=lang).heroes)
        assert rider.mount is not None
        assert rider.mount.name == RULES.items["chaos_steed"].name.get(lang)
    with pytest.raises(RefusedError, match="Chaos steed"):  # the skill he rides by stays
        uc.remove_skill(store, warband_key, chieftain, "marauders_chosen_of_chaos")
    uc.undo(store, change)
    assert export_warband(store, warband_key) == before


def test_a_warband_never_rides_spiders_and_wolves_together(store: Store) -> None:
    warband_key, boss = _warband_with(store, "night_goblins", "big_boss")
    other = hire(store, warband_key, "boss", "Snikk")
    uc.buy(store, warband_key, boss, "giant_spider")
    before = export_warband(store, warband_key)
    with pytest.raises(RefusedError, match="may not ride the Giant wolf as well"):
        uc.buy(store, warband_key, other, "giant_wolf")
    assert export_warband(store, warband_key) == before

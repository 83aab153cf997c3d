"""Every use case: a legal call changes exactly what it should; an illegal one writes nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import app.usecases as uc
from app.store.repository import Store
from app.usecases import RefusedError
from rules.dice import TableDice
from rules.injuries import resolve_hero_injury
from tests.app.conftest import hire

pytestmark = pytest.mark.backends("sqlite", "postgresql")  # PostgreSQL: when a server is given

# --- helpers -----------------------------------------------------------------------------------


def refused(dump: Callable[[], list[str]], call: Callable[[], object], *words: str) -> str:
    """The call is refused with a message naming every word, and the database is unchanged."""
    before = dump()
    with pytest.raises(RefusedError) as caught:
        call()
    message = str(caught.value)
    for word in words:
        assert word.lower() in message.lower(), (word, message)
    assert dump() == before, "a refused move wrote to the database"
    return message


def profile(store: Store, warband: int, warrior: str) -> dict[str, int]:
    from app.domain import base_profile

    w = store.load(warband).warrior(warrior)
    return w.profile(base_profile(store.ruleset, w)).as_dict()


# --- warbands ----------------------------------------------------------------------------------


def test_create_warband_gets_starting_gold_and_a_clean_name(store: Store) -> None:
    change = uc.create_warband(store, "reikland", "  The   Grey Wolves ")
    state = store.load(change.warband_id)
    assert state.name == "The Grey Wolves"
    assert state.type_id == "reikland"
    assert state.treasury == 500
    assert state.warriors == [] and state.stash == []
    assert change.after.revision == 1
    assert uc.create_warband(store, "marienburg", "Rich").after.treasury == 600


def test_create_warband_refuses_unknown_type_and_bad_names(store: Store, dump) -> None:
    refused(dump, lambda: uc.create_warband(store, "bretonnia", "X"), "bretonnia")
    refused(dump, lambda: uc.create_warband(store, "reikland", "   "), "name")
    refused(dump, lambda: uc.create_warband(store, "reikland", "x" * 101), "101", "100")


def test_rename_notes_and_house_rules(store: Store, warband: int) -> None:
    uc.rename_warband(store, warband, " Silver   Hawks ")
    uc.set_notes(store, warband, "Hunting wyrdstone.")
    state = store.load(warband)
    assert (state.name, state.notes) == ("Silver Hawks", "Hunting wyrdstone.")
    with pytest.raises(RefusedError, match="unknown house-rule pack"):
        uc.set_house_rules(store, warband, ["no_such_pack"])
    packs = sorted(store.ruleset.house_rules)
    if packs:
        uc.set_house_rules(store, warband, [packs[0], packs[0]])
        assert store.load(warband).house_rules == [packs[0]]


def test_set_treasury_and_shards(store: Store, warband: int, dump) -> None:
    uc.set_treasury(store, warband, 123)
    uc.set_shards(store, warband, 4)
    state = store.load(warband)
    assert (state.treasury, state.shards) == (123, 4)
    refused(dump, lambda: uc.set_treasury(store, warband, -1), "-1", "below zero")
    refused(dump, lambda: uc.set_shards(store, warband, -2), "-2", "shards")


def test_delete_and_restore_warband(store: Store, warband: int, dump) -> None:
    uc.delete_warband(store, warband)
    assert [w.id for w in store.list_warbands()] == []
    [binned] = store.list_warbands(include_deleted=True)
    assert binned.deleted and binned.id == warband
    uc.restore_warband(store, warband)
    assert [w.id for w in store.list_warbands()] == [warband]
    refused(dump, lambda: uc.restore_warband(store, warband), "not deleted")


# --- hiring ------------------------------------------------------------------------------------


def test_hire_hero_pays_cost_and_kit_with_the_first_dagger_free(store: Store, warband: int) -> None:
    change = uc.hire(store, warband, "mercenary_captain", "Dieter", equipment=["dagger", "sword"])
    assert change.details.cost == 60 + 0 + 10
    state = store.load(warband)
    assert state.treasury == 500 - 70
    [captain] = state.heroes
    assert captain.type_id == "reikland.mercenary_captain"
    assert captain.equipment == ["dagger", "sword"]
    assert captain.experience == 20 and captain.experience_floor == 20
    assert uc.advances_owed(store.ruleset, captain) == []


def test_hire_group_pays_per_model(store: Store, warband: int) -> None:
    # Three marksmen, each 25 + a free dagger + a second dagger (2) + a bow (10).
    change = uc.hire(
        store,
        warband,
        "reikland.marksmen",
        "Eagles",
        count=3,
        equipment=["dagger", "dagger", "bow"],
    )
    assert change.details.cost == 3 * (25 + 0 + 2 + 10)
    state = store.load(warband)
    assert state.treasury == 500 - 111
    [group] = state.groups
    assert (group.kind, group.count, group.equipment) == (
        "henchmen",
        3,
        ["dagger", "dagger", "bow"],
    )


def test_hire_refusals_write_nothing(store: Store, warband: int, crew, dump) -> None:
    refused(
        dump, lambda: hire(store, warband, "mercenary_captain", "Second"), "Mercenary Captain", "1"
    )
    refused(dump, lambda: hire(store, warband, "marksmen", "Six", count=6), "6 models", "1 to 5")
    refused(
        dump,
        lambda: hire(store, warband, "champion", "Bow", equipment=["long_bow"]),
        "long bow",
        "equipment list",
    )
    refused(dump, lambda: hire(store, warband, "rat_ogre", "Bob"), "rat_ogre")
    refused(dump, lambda: hire(store, warband, "skaven.rat_ogre", "Bob"), "reikland", "Rat Ogre")
    refused(dump, lambda: hire(store, warband, "champion", "Two", count=2), "one at a time")
    refused(dump, lambda: hire(store, warband, "champion", ""), "name")
    uc.set_treasury(store, warband, 20)
    refused(
        dump,
        lambda: hire(store, warband, "swordsmen", "Blades", count=2, equipment=["sword"]),
        "90 gc",
        "20 gc",
        "70 gc short",
    )


def test_too_many_warriors_is_refused(store: Store, warband: int, crew, dump) -> None:
    uc.set_treasury(store, warband, 5000)
    hire(store, warband, "warriors", "A", count=5)
    hire(store, warband, "warriors", "B", count=5)
    assert store.load(warband).treasury == 5000 - 250
    # 2 heroes + 13 henchmen: the maximum of 15.
    refused(dump, lambda: hire(store, warband, "youngblood", "Sixteenth"), "16 warriors", "15")
    refused(dump, lambda: uc.add_models(store, warband, crew["marksmen"], 1), "16 warriors")
    # Hired swords do not count towards the maximum.
    uc.hire_hired_sword(store, warband, "elf_ranger")


def test_hire_hired_sword(store: Store, warband: int) -> None:
    change = uc.hire_hired_sword(store, warband, "elf_ranger")
    assert change.details.cost == 40
    state = store.load(warband)
    [ranger] = state.hired_swords
    assert ranger.name == "Elf Ranger"
    assert ranger.equipment == list(store.ruleset.hired_swords["elf_ranger"].equipment)
    assert state.treasury == 460


def test_hired_sword_not_allowed_or_unknown_or_twice(store: Store, dump) -> None:
    skaven = uc.create_warband(store, "skaven", "Rats").warband_id
    refused(
        dump, lambda: uc.hire_hired_sword(store, skaven, "ogre_bodyguard"), "Skaven", "cannot hire"
    )
    refused(dump, lambda: uc.hire_hired_sword(store, skaven, "dragon"), "unknown hired sword")
    uc.hire_hired_sword(store, skaven, "warlock", "Magnus")
    refused(dump, lambda: uc.hire_hired_sword(store, skaven, "warlock"), "only one")


def test_add_models_pays_cost_kit_and_experience(store: Store, warband: int, crew) -> None:
    marksmen = crew["marksmen"]
    uc.record_experience(store, warband, marksmen, 1)
    before = store.load(warband).treasury
    change = uc.add_models(store, warband, marksmen, 2)
    # 25 + free dagger + bow 10 + 2 gc per experience point, for each new model.
    assert change.details.cost == 2 * (25 + 10 + 2)
    state = store.load(warband)
    assert state.warrior(marksmen).count == 5
    assert state.treasury == before - 74


def test_add_models_refusals(store: Store, warband: int, crew, dump) -> None:
    refused(dump, lambda: uc.add_models(store, warband, crew["marksmen"], 3), "6 models", "1 to 5")
    refused(dump, lambda: uc.add_models(store, warband, crew["marksmen"], 0), "at least one")
    refused(dump, lambda: uc.add_models(store, warband, crew["captain"], 1), "not a henchman")
    refused(dump, lambda: uc.add_models(store, warband, "nobody", 1), "nobody")


def test_remove_models_and_the_last_one_ends_the_group(
    store: Store, warband: int, crew, dump
) -> None:
    marksmen = crew["marksmen"]
    uc.remove_models(store, warband, marksmen, 2)
    assert store.load(warband).warrior(marksmen).count == 1
    refused(dump, lambda: uc.remove_models(store, warband, marksmen, 2), "only 1")
    uc.remove_models(store, warband, marksmen, 1)
    assert store.load(warband).groups == []


def test_dismiss_puts_kit_in_the_stash_but_a_hired_sword_keeps_his(
    store: Store, warband: int, crew
) -> None:
    uc.dismiss(store, warband, crew["champion"])
    uc.dismiss(store, warband, crew["marksmen"])
    state = store.load(warband)
    assert [w.name for w in state.warriors] == ["Dieter"]
    assert sorted(state.stash) == sorted(["dagger", "axe"] + ["dagger", "bow"] * 3)
    uc.hire_hired_sword(store, warband, "dwarf_troll_slayer", "Gotrek")
    uc.dismiss(store, warband, "Gotrek")
    assert sorted(store.load(warband).stash) == sorted(state.stash)


def test_rename_warrior_and_notes(store: Store, warband: int, crew) -> None:
    uc.rename_warrior(store, warband, crew["champion"], "  Otto   the Axe ")
    uc.set_warrior_notes(store, warband, crew["champion"], "Lost his helmet.")
    otto = store.load(warband).warrior(crew["champion"])
    assert (otto.name, otto.notes) == ("Otto the Axe", "Lost his helmet.")


# --- equipment ---------------------------------------------------------------------------------


def test_buy_for_a_hero_and_the_first_dagger_is_free(store: Store, warband: int) -> None:
    captain = hire(store, warband, "mercenary_captain", "Dieter")
    assert uc.buy(store, warband, captain, "dagger").details.cost == 0
    assert uc.buy(store, warband, captain, "dagger").details.cost == 2
    assert uc.buy(store, warband, captain, "shield").details.cost == 5
    state = store.load(warband)
    assert state.warrior(captain).equipment == ["dagger", "dagger", "shield"]
    assert state.treasury == 500 - 60 - 7


def test_group_buys_one_per_model(store: Store, warband: int, crew) -> None:
    before = store.load(warband).treasury
    change = uc.buy(store, warband, crew["marksmen"], "helmet")
    assert change.details.cost == 3 * 10
    state = store.load(warband)
    assert state.treasury == before - 30
    assert state.warrior(crew["marksmen"]).equipment == ["dagger", "bow", "helmet"]


def test_buy_refusals(store: Store, warband: int, crew, dump) -> None:
    captain = crew["captain"]
    refused(dump, lambda: uc.buy(store, warband, captain, "long_bow"), "Long bow", "equipment list")
    refused(dump, lambda: uc.buy(store, warband, captain, "laser"), "laser")
    refused(dump, lambda: uc.buy(store, warband, captain, "sword", price=-100), "-100 gc")
    refused(dump, lambda: uc.buy(store, warband, captain, "elf_bow"), "roll the dice")
    refused(dump, lambda: uc.buy(store, warband, captain, "tome_of_magic", price=5), "225 to 350")
    # A price is the rules' own: the window cannot give a fixed price, nor one no dice make.
    refused(dump, lambda: uc.buy(store, warband, captain, "sword", price=0), "10 gc, not 0 gc")
    refused(dump, lambda: uc.buy_for_stash(store, warband, "sword", price=1), "not 1 gc")
    refused(dump, lambda: uc.buy(store, warband, captain, "tome_of_magic", price=400), "not 400")
    refused(dump, lambda: uc.buy(store, warband, captain, "tome_of_magic", price=230), "not 230")
    refused(
        dump,
        lambda: uc.buy(store, warband, captain, "sigmarite_warhammer"),
        "Reikland",
        "Sigmarite",
    )
    uc.set_treasury(store, warband, 25)
    refused(
        dump,
        lambda: uc.buy(store, warband, crew["marksmen"], "helmet"),
        "30 gc",
        "25 gc",
    )
    refused(dump, lambda: uc.buy(store, warband, captain, "heavy_armour"), "50 gc", "25 gc")


def test_buy_a_variable_priced_item_at_the_price_rolled(store: Store, warband: int, crew) -> None:
    uc.set_treasury(store, warband, 500)
    change = uc.buy(store, warband, crew["captain"], "healing_herbs", price=27)
    assert change.details.cost == 27
    assert store.load(warband).treasury == 473


def test_buy_for_stash(store: Store, warband: int, dump) -> None:
    change = uc.buy_for_stash(store, warband, "sword")
    assert change.details.cost == 10
    uc.buy_for_stash(store, warband, "healing_herbs", price=25)
    state = store.load(warband)
    assert state.stash == ["sword", "healing_herbs"]
    assert state.treasury == 500 - 35
    refused(dump, lambda: uc.buy_for_stash(store, warband, "fighting_claws"), "cannot buy")
    refused(dump, lambda: uc.buy_for_stash(store, warband, "mordheim_map"), "give the price")
    refused(dump, lambda: uc.buy_for_stash(store, warband, "sword", price=-5), "-5 gc")
    refused(dump, lambda: uc.buy_for_stash(store, warband, "heavy_armour", price=999), "999 gc")


def test_sell_at_half_price(store: Store, warband: int, crew, dump) -> None:
    before = store.load(warband).treasury
    assert uc.sell(store, warband, crew["captain"], "sword").details.gold == 5
    # A group sells every model's bow: 3 x 5.
    assert uc.sell(store, warband, crew["marksmen"], "bow").details.gold == 15
    uc.buy_for_stash(store, warband, "heavy_armour")
    assert uc.sell(store, warband, None, "heavy_armour").details.gold == 25
    state = store.load(warband)
    assert state.treasury == before + 5 + 15 - 50 + 25
    assert state.warrior(crew["captain"]).equipment == ["dagger"]
    assert state.warrior(crew["marksmen"]).equipment == ["dagger"]
    assert state.stash == []
    refused(dump, lambda: uc.sell(store, warband, crew["captain"], "sword"), "no sword")
    refused(dump, lambda: uc.sell(store, warband, None, "sword"), "stash has no sword")


def test_stash_moves(store: Store, warband: int, crew, dump) -> None:
    uc.to_stash(store, warband, crew["captain"], "sword")
    uc.to_stash(store, warband, crew["marksmen"], "bow")
    state = store.load(warband)
    assert state.stash == ["sword", "bow", "bow", "bow"]
    assert state.warrior(crew["captain"]).equipment == ["dagger"]
    uc.from_stash(store, warband, crew["marksmen"], "bow")
    uc.from_stash(store, warband, crew["champion"], "sword")
    state = store.load(warband)
    assert state.stash == []
    assert state.warrior(crew["marksmen"]).equipment == ["dagger", "bow"]
    assert state.warrior(crew["champion"]).equipment == ["dagger", "axe", "sword"]
    uc.buy_for_stash(store, warband, "helmet")
    refused(dump, lambda: uc.from_stash(store, warband, crew["marksmen"], "helmet"), "fewer than 3")
    refused(dump, lambda: uc.to_stash(store, warband, crew["captain"], "bow"), "no bow")


def test_hired_swords_kit_is_fixed(store: Store, warband: int, dump) -> None:
    uc.hire_hired_sword(store, warband, "pit_fighter", "Brutus")
    refused(dump, lambda: uc.buy(store, warband, "Brutus", "sword"), "fixed")
    refused(dump, lambda: uc.to_stash(store, warband, "Brutus", "helmet"), "fixed")


# --- experience and advances -------------------------------------------------------------------


def test_record_experience_crosses_boxes_and_owes_advances(
    store: Store, warband: int, crew, dump
) -> None:
    change = uc.record_experience(store, warband, crew["champion"], 3)  # 8 -> 11
    assert change.details.crossed == [11]
    assert change.details.owed == [11]
    change = uc.record_experience(store, warband, crew["captain"], 5)  # 20 -> 25
    assert change.details.crossed == [24]
    change = uc.record_experience(store, warband, crew["marksmen"], 5)  # 0 -> 5
    assert change.details.crossed == [2, 5]
    state = store.load(warband)
    assert state.warrior(crew["champion"]).experience == 11
    assert uc.advances_owed(store.ruleset, state.warrior(crew["marksmen"])) == [2, 5]
    refused(
        dump,
        lambda: uc.record_experience(store, warband, crew["champion"], -4),
        "started with 8",
    )


def test_set_experience_and_starting_experience_earns_nothing(
    store: Store, warband: int, crew
) -> None:
    change = uc.set_experience(store, warband, crew["champion"], 14)
    assert change.details.crossed == [11, 14]
    # The captain's starting 20 crossed boxes 2..20, but they were bought with him.
    assert uc.advances_owed(store.ruleset, store.load(warband).warrior(crew["captain"])) == []
    uc.set_experience(store, warband, crew["champion"], 8)
    assert store.load(warband).warrior(crew["champion"]).experience == 8


def test_advance_raises_a_characteristic(store: Store, warband: int, crew) -> None:
    uc.record_experience(store, warband, crew["champion"], 3)
    change = uc.apply_advance(
        store, warband, crew["champion"], kind="characteristic", characteristic="WS", dice=[6, 6]
    )
    assert change.details.result == "WS"
    assert profile(store, warband, crew["champion"])["WS"] == 5
    otto = store.load(warband).warrior(crew["champion"])
    assert [(a.threshold, a.kind, a.result, a.dice) for a in otto.advances] == [
        (11, "characteristic", "WS", [6, 6])
    ]
    assert uc.advances_owed(store.ruleset, otto) == []


def test_advance_refusals(store: Store, warband: int, crew, dump) -> None:
    champion = crew["champion"]
    refused(
        dump,
        lambda: uc.apply_advance(
            store, warband, champion, kind="characteristic", characteristic="S"
        ),
        "no advance",
    )
    uc.record_experience(store, warband, champion, 3)
    # Human M is 4 already: the racial maximum.
    refused(
        dump,
        lambda: uc.apply_advance(
            store, warband, champion, kind="characteristic", characteristic="M"
        ),
        "racial maximum",
        "4",
    )
    refused(
        dump,
        lambda: uc.apply_advance(
            store, warband, champion, kind="characteristic", characteristic="X"
        ),
        "choose a characteristic",
    )
    refused(dump, lambda: uc.apply_advance(store, warband, champion, kind="magic"), "magic")
    refused(
        dump,
        lambda: uc.apply_advance(store, warband, champion, kind="skill", skill="sprint"),
        "Sprint",
        "cannot take",
    )
    refused(
        dump,
        lambda: uc.apply_advance(store, warband, champion, kind="skill", skill="no_such_skill"),
        "no_such_skill",
    )
    refused(
        dump,
        lambda: uc.apply_advance(
            store, warband, champion, kind="skill", skill="mighty_blow", threshold=14
        ),
        "box 14",
    )
    refused(
        dump,
        lambda: uc.apply_advance(
            store, warband, champion, kind="spell", spell="necromancy.lifestealer"
        ),
        "casts no spells",
    )


def test_a_racial_maximum_reached_by_advances(store: Store, warband: int, crew, dump) -> None:
    champion = crew["champion"]
    uc.set_experience(store, warband, champion, 17)  # boxes 11, 14, 17
    uc.apply_advance(store, warband, champion, kind="characteristic", characteristic="S")
    assert profile(store, warband, champion)["S"] == 4  # the human maximum
    refused(
        dump,
        lambda: uc.apply_advance(
            store, warband, champion, kind="characteristic", characteristic="S"
        ),
        "S is 4",
        "racial maximum",
    )


def test_skill_taken_and_never_twice(store: Store, warband: int, crew, dump) -> None:
    champion = crew["champion"]
    uc.set_experience(store, warband, champion, 14)
    uc.apply_advance(store, warband, champion, kind="skill", skill="strike_to_injure")
    assert store.load(warband).warrior(champion).skills == ["strike_to_injure"]
    refused(
        dump,
        lambda: uc.apply_advance(store, warband, champion, kind="skill", skill="strike_to_injure"),
        "already known",
    )


def test_henchmen_raise_each_characteristic_once(store: Store, warband: int, crew, dump) -> None:
    marksmen = crew["marksmen"]
    uc.record_experience(store, warband, marksmen, 5)
    uc.apply_advance(store, warband, marksmen, kind="characteristic", characteristic="WS")
    assert profile(store, warband, marksmen)["WS"] == 4
    refused(
        dump,
        lambda: uc.apply_advance(
            store, warband, marksmen, kind="characteristic", characteristic="WS"
        ),
        "already raised WS",
    )
    refused(
        dump,
        lambda: uc.apply_advance(store, warband, marksmen, kind="skill", skill="quick_shot"),
        "not a hero",
    )
    uc.apply_advance(store, warband, marksmen, kind="characteristic", characteristic="I")
    assert uc.advances_owed(store.ruleset, store.load(warband).warrior(marksmen)) == []


def test_spells_learned_and_rolled_twice_lower_difficulty(store: Store, dump) -> None:
    sisters = uc.create_warband(store, "sisters_of_sigmar", "Sisters").warband_id
    matriarch = hire(
        store, sisters, "sigmarite_matriarch", "Helga", spells=["prayers_of_sigmar.healing_hand"]
    )
    [known] = store.load(sisters).warrior(matriarch).spells
    assert (known.spell, known.difficulty_reduction) == ("prayers_of_sigmar.healing_hand", 0)
    uc.record_experience(store, sisters, matriarch, 4)  # 20 -> 24
    uc.apply_advance(
        store, sisters, matriarch, kind="spell", spell="prayers_of_sigmar.healing_hand"
    )
    [known] = store.load(sisters).warrior(matriarch).spells
    assert known.difficulty_reduction == 1
    refused(
        dump,
        lambda: uc.learn_spell(store, sisters, matriarch, "necromancy.lifestealer"),
        "not a spell of",
    )
    superior = hire(store, sisters, "sister_superior", "Adelheid")
    refused(
        dump,
        lambda: uc.learn_spell(store, sisters, superior, "prayers_of_sigmar.soulfire"),
        "casts no spells",
    )


def test_the_lads_got_talent(store: Store, warband: int, crew, dump) -> None:
    marksmen = crew["marksmen"]
    uc.record_experience(store, warband, marksmen, 2)
    uc.apply_advance(store, warband, marksmen, kind="characteristic", characteristic="I")
    refused(
        dump,
        lambda: uc.promote_lad(store, warband, marksmen, "Hans", ["combat", "shooting"]),
        "owes no advance",
    )
    uc.record_experience(store, warband, marksmen, 3)  # box 5
    for lists in (["combat"], ["combat", "combat"], ["combat", "skaven_special"]):
        refused(
            dump,
            lambda lists=lists: uc.promote_lad(store, warband, marksmen, "Hans", lists),
            "two different skill lists",
        )
    refused(
        dump,
        lambda: uc.promote_lad(store, warband, crew["captain"], "Hans", ["combat", "shooting"]),
        "not a henchman group",
    )
    change = uc.promote_lad(store, warband, marksmen, "Hans", ["combat", "shooting"])
    state = store.load(warband)
    group = state.warrior(marksmen)
    lad = state.warrior(change.details.warrior_id)
    assert group.count == 2
    assert [(a.threshold, a.kind, a.result) for a in group.advances][-1] == (
        5,
        "lads_got_talent",
        "Hans",
    )
    assert uc.advances_owed(store.ruleset, group) == []
    assert lad.kind == "hero" and lad.name == "Hans"
    assert lad.type_id == "reikland.marksmen" and lad.promoted_from == "reikland.marksmen"
    assert lad.extra_skill_lists == ["combat", "shooting"]
    assert lad.experience == 5 and lad.experience_floor == 5
    assert lad.equipment == ["dagger", "bow"]
    assert [(c.characteristic, c.delta) for c in lad.profile_changes] == [("I", 1)]
    assert uc.advances_owed(store.ruleset, lad) == [None]  # one hero roll at once
    assert len(state.heroes) == 3
    # His extra roll: a skill from one of his two new lists.
    uc.apply_advance(store, warband, lad.id, kind="skill", skill="quick_shot")
    lad = store.load(warband).warrior(lad.id)
    assert lad.skills == ["quick_shot"] and lad.extra_advances == 0
    assert uc.advances_owed(store.ruleset, lad) == []
    assert uc.problems_of(store, store.load(warband)) == []


def test_the_last_lad_ends_his_group(store: Store, warband: int) -> None:
    hire(store, warband, "mercenary_captain", "Dieter")
    group = hire(store, warband, "warriors", "Solo", count=1)
    uc.record_experience(store, warband, group, 2)
    uc.promote_lad(store, warband, group, "Solo", ["combat", "speed"])
    state = store.load(warband)
    assert state.groups == []
    assert [w.name for w in state.heroes] == ["Dieter", "Solo"]


def test_no_lad_when_the_heroes_are_full(store: Store, warband: int, crew, dump) -> None:
    from app.usecases.heroes import set_hero_reading

    set_hero_reading(store, "list")  # the list's sum: five for Reikland
    hire(store, warband, "champion", "Two")
    hire(store, warband, "youngblood", "Three")
    hire(store, warband, "youngblood", "Four")  # five heroes
    uc.record_experience(store, warband, crew["marksmen"], 2)
    refused(
        dump,
        lambda: uc.promote_lad(store, warband, crew["marksmen"], "Hans", ["combat", "speed"]),
        "re-roll",
    )


def test_under_the_rulebooks_six_a_lad_is_the_sixth_hero_and_no_seventh(
    store: Store, warband: int, crew, dump
) -> None:
    hire(store, warband, "champion", "Two")
    hire(store, warband, "youngblood", "Three")
    hire(store, warband, "youngblood", "Four")  # five heroes: every hero place of the list
    uc.record_experience(store, warband, crew["marksmen"], 2)
    change = uc.promote_lad(store, warband, crew["marksmen"], "Hans", ["combat", "speed"])
    state = store.load(warband)
    assert len(state.heroes) == 6 and "hero_limit" not in {p.code for p in change.problems}
    uc.record_experience(store, warband, crew["marksmen"], 3)  # the next box, at 5
    refused(
        dump,
        lambda: uc.promote_lad(store, warband, crew["marksmen"], "Karl", ["combat", "speed"]),
        "re-roll",
    )


# --- serious injuries --------------------------------------------------------------------------


def test_leg_wound_lowers_movement_and_remove_injury_restores_it(
    store: Store, warband: int, crew, dump
) -> None:
    otto = crew["champion"]
    uc.apply_injury(store, warband, otto, "leg_wound")
    assert profile(store, warband, otto)["M"] == 3
    [record] = store.load(warband).warrior(otto).injuries
    assert record.injury == "leg_wound"
    uc.remove_injury(store, warband, otto, 0)
    state = store.load(warband).warrior(otto)
    assert profile(store, warband, otto)["M"] == 4
    assert state.injuries == [] and state.profile_changes == []
    refused(dump, lambda: uc.remove_injury(store, warband, otto, 0), "no injury number 1")


def test_deep_wound_misses_games(store: Store, warband: int, crew, dump) -> None:
    otto = crew["champion"]
    refused(dump, lambda: uc.apply_injury(store, warband, otto, "deep_wound"), "D3")
    uc.apply_injury(store, warband, otto, "deep_wound", games=2)
    assert store.load(warband).warrior(otto).games_to_miss == 2
    uc.set_games_to_miss(store, warband, otto, 3)
    assert store.load(warband).warrior(otto).games_to_miss == 3
    refused(dump, lambda: uc.set_games_to_miss(store, warband, otto, 100), "0 to 99")
    uc.remove_injury(store, warband, otto, 0)
    assert store.load(warband).warrior(otto).games_to_miss == 1


def test_madness_frenzy_and_its_removal(store: Store, warband: int, crew, dump) -> None:
    otto = crew["champion"]
    refused(dump, lambda: uc.apply_injury(store, warband, otto, "madness"), "sub-roll")
    uc.apply_injury(store, warband, otto, "madness_frenzy")
    warrior = store.load(warband).warrior(otto)
    assert [(g.rule, g.source) for g in warrior.rules_gained] == [("frenzy", "injury")]
    assert warrior.injuries[0].injury == "madness_frenzy"
    uc.remove_injury(store, warband, otto, 0)
    assert store.load(warband).warrior(otto).rules_gained == []


def test_bitter_enmity_keeps_its_target(store: Store, warband: int, crew) -> None:
    uc.apply_injury(store, warband, crew["champion"], "bitter_enmity_warband", target="Rats")
    [gained] = store.load(warband).warrior(crew["champion"]).rules_gained
    assert (gained.rule, gained.detail) == ("hatred", "Rats")


def test_robbed_loses_all_kit(store: Store, warband: int, crew) -> None:
    uc.apply_injury(store, warband, crew["captain"], "robbed")
    state = store.load(warband)
    assert state.warrior(crew["captain"]).equipment == []
    assert state.stash == []


def test_dead_removes_the_hero_and_his_kit(store: Store, warband: int, crew) -> None:
    change = uc.apply_injury(store, warband, crew["champion"], "dead")
    assert change.details.removed is True
    state = store.load(warband)
    assert [w.name for w in state.heroes] == ["Dieter"]
    assert state.stash == []


def test_blinded_twice_retires(store: Store, warband: int, crew) -> None:
    otto = crew["champion"]
    uc.apply_injury(store, warband, otto, "blinded_in_one_eye")
    assert profile(store, warband, otto)["BS"] == 2
    assert [g.rule for g in store.load(warband).warrior(otto).rules_gained] == ["blinded_one_eye"]
    change = uc.apply_injury(store, warband, otto, "blinded_in_one_eye")
    assert change.details.removed is True
    assert {"type": "retired"}.items() <= change.details.effects[-1].items()
    assert [w.name for w in store.load(warband).heroes] == ["Dieter"]


def test_survives_against_the_odds_and_removal(store: Store, warband: int, crew) -> None:
    otto = crew["champion"]
    uc.apply_injury(store, warband, otto, "survives_against_the_odds")
    assert store.load(warband).warrior(otto).experience == 9
    uc.remove_injury(store, warband, otto, 0)
    assert store.load(warband).warrior(otto).experience == 8


def test_injury_refusals(store: Store, warband: int, crew, dump) -> None:
    refused(
        dump, lambda: uc.apply_injury(store, warband, crew["marksmen"], "leg_wound"), "not a hero"
    )
    refused(dump, lambda: uc.apply_injury(store, warband, crew["champion"], "sore_toe"), "sore_toe")
    refused(dump, lambda: uc.apply_injury(store, warband, "nobody", "leg_wound"), "nobody")


def test_injury_outcome_rolled_by_the_rules(store: Store, warband: int, crew) -> None:
    otto = crew["champion"]
    # 16: multiple injuries; D6 = 2 of them: 22 leg wound, 35 deep wound with D3 = 3 games.
    outcome = resolve_hero_injury(store.ruleset, TableDice([1, 6, 2, 2, 2, 3, 5, 3]))
    uc.apply_injury_outcome(store, warband, otto, outcome)
    warrior = store.load(warband).warrior(otto)
    assert [r.injury for r in warrior.injuries] == ["multiple_injuries", "leg_wound", "deep_wound"]
    assert profile(store, warband, otto)["M"] == 3
    assert warrior.games_to_miss == 3
    # 11: dead.
    outcome = resolve_hero_injury(store.ruleset, TableDice([1, 1]))
    assert uc.apply_injury_outcome(store, warband, otto, outcome).details.removed is True
    assert otto not in [w.id for w in store.load(warband).warriors]

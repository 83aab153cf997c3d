"""Casters start with their spells, and a draft from the wizard is priced by the use cases."""

from __future__ import annotations

import json

import pytest

import app.usecases as uc
from app.domain import SpellKnown, WarbandState, Warrior
from app.exports.exchange import dumps
from app.usecases.advancing import spell_choices
from app.usecases.transfer import import_warband
from rules.dice import TableDice

from .conftest import hire


def spells_of(store, warband: int, warrior: str) -> list[tuple[str, int]]:
    return [(s.spell, s.difficulty_reduction) for s in store.load(warband).warrior(warrior).spells]


# --- 4. starting spells at hire ----------------------------------------------------------------


def test_a_caster_is_hired_with_his_starting_spell_rolled(store) -> None:
    hunters = uc.create_warband(store, "witch_hunters", "Hunters").warband_id
    priest = hire(store, hunters, "warrior_priest", "Father Jakob", dice=TableDice([3]))
    assert spells_of(store, hunters, priest) == [("prayers_of_sigmar.soulfire", 0)]
    rolled = hire(store, hunters, "witch_hunter_captain", "Captain")  # casts nothing
    assert spells_of(store, hunters, rolled) == []
    assert not [p for p in uc.problems_of(store, store.load(hunters)) if p.subject]


def test_the_program_rolls_when_nothing_is_typed(store) -> None:
    undead = uc.create_warband(store, "undead", "Dead").warband_id
    necromancer = hire(store, undead, "necromancer", "Grave")
    [(spell, reduction)] = spells_of(store, undead, necromancer)
    assert spell.startswith("necromancy.") and reduction == 0


def test_the_warlock_starts_with_two_spells_a_repeat_rolled_again(store) -> None:
    skaven = uc.create_warband(store, "skaven", "Rats").warband_id
    change = uc.hire_hired_sword(store, skaven, "warlock", "Magnus", dice=TableDice([3, 3, 5]))
    warlock = change.details.warrior_id
    assert spells_of(store, skaven, warlock) == [
        ("lesser_magic.dread_of_aramar", 0),
        ("lesser_magic.luck_of_shemtek", 0),
    ]


def test_spells_typed_from_the_table_and_a_repeat_made_easier(store) -> None:
    skaven = uc.create_warband(store, "skaven", "Rats").warband_id
    twice = ["lesser_magic.fires_of_uzhul", "lesser_magic.fires_of_uzhul"]
    warlock = uc.hire_hired_sword(store, skaven, "warlock", spells=twice).details.warrior_id
    assert spells_of(store, skaven, warlock) == [("lesser_magic.fires_of_uzhul", 1)]
    sorcerer = hire(
        store, skaven, "eshin_sorcerer", "Vrask", spells=["magic_of_the_horned_rat.warpfire"]
    )
    assert spells_of(store, skaven, sorcerer) == [("magic_of_the_horned_rat.warpfire", 0)]
    assert not [p for p in uc.problems_of(store, store.load(skaven)) if p.code == "missing_spells"]


def test_a_witch_is_hired_with_two_charms_and_learns_a_third_on_an_advance(store) -> None:
    wolves = uc.create_warband(store, "middenheim", "Wolves").warband_id
    change = uc.hire_hired_sword(store, wolves, "witch", "Agnes", dice=TableDice([1, 3]))
    witch = change.details.warrior_id
    assert spells_of(store, wolves, witch) == [
        ("charms_and_hexes.scry", 0),
        ("charms_and_hexes.dust_of_the_blind", 0),
    ]
    uc.learn_spell(store, wolves, witch, "charms_and_hexes.cure")
    assert spells_of(store, wolves, witch)[-1] == ("charms_and_hexes.cure", 0)
    with pytest.raises(uc.RefusedError, match="not a spell of Charms and Hexes"):
        uc.learn_spell(store, wolves, witch, "lesser_magic.fires_of_uzhul")


def test_the_dark_mage_learns_dark_magic_or_lesser_magic_and_nothing_else(store) -> None:
    reiklanders = uc.create_warband(store, "reikland", "Grau").warband_id
    change = uc.hire_hired_sword(store, reiklanders, "dark_mage", "Ottokar", dice=TableDice([2]))
    mage = change.details.warrior_id
    assert spells_of(store, reiklanders, mage) == [("dark_magic.soul_render", 0)]
    uc.learn_spell(store, reiklanders, mage, "lesser_magic.fires_of_uzhul")
    uc.learn_spell(store, reiklanders, mage, "dark_magic.banishment")
    assert spells_of(store, reiklanders, mage)[1:] == [
        ("lesser_magic.fires_of_uzhul", 0),
        ("dark_magic.banishment", 0),
    ]
    state = store.load(reiklanders)
    offered = [s.key for s in spell_choices(store.ruleset, state.warrior(mage))]
    assert offered[:6] == [f"dark_magic.{s.id}" for s in store.ruleset.spells_of("dark_magic")]
    assert "lesser_magic.sword_of_rezhebel" in offered
    with pytest.raises(uc.RefusedError, match="not a spell of Dark Magic or Lesser Magic"):
        uc.learn_spell(store, reiklanders, mage, "charms_and_hexes.cure")
    assert not [p for p in uc.problems_of(store, store.load(reiklanders)) if "spell" in p.code]


def test_khar_mel_starts_with_a_rolled_number_of_elemental_spells(store) -> None:
    """D3 spells: rolled with the rest, or as many as the player typed from the table."""
    wolves = uc.create_warband(store, "middenheim", "Wolves").warband_id
    djinn = uc.hire_hired_sword(store, wolves, "khar_mel", dice=TableDice([2, 1, 3]))
    assert spells_of(store, wolves, djinn.details.warrior_id) == [
        ("arabian_elemental_magic.riding_the_wind", 0),
        ("arabian_elemental_magic.burning_hand", 0),
    ]
    assert not [p for p in uc.problems_of(store, store.load(wolves)) if p.code == "missing_spells"]


def test_khar_mel_keeps_exactly_the_spells_typed_from_the_table(store) -> None:
    wolves = uc.create_warband(store, "middenheim", "Wolves").warband_id
    typed = ["arabian_elemental_magic.storm_of_magic"]
    with pytest.raises(uc.RefusedError, match="he starts with 3"):
        uc.hire_hired_sword(store, wolves, "khar_mel", spells=typed * 4)
    djinn = uc.hire_hired_sword(store, wolves, "khar_mel", spells=typed, dice=TableDice([]))
    assert spells_of(store, wolves, djinn.details.warrior_id) == [
        ("arabian_elemental_magic.storm_of_magic", 0)
    ]


@pytest.mark.parametrize(
    ("sword_id", "warband", "dice", "spells"),
    [
        (
            "norse_shaman",
            "reikland",
            [6, 6, 2],
            ["norse_runes.bears_might", "norse_runes.angvars_fury"],
        ),
        (
            "elf_mage",
            "reikland",
            [1, 2, 3],
            [
                f"spells_of_the_djedhi.{s}"
                for s in ("divination_of_shirath", "shimmering_shield", "statue_of_light")
            ],
        ),
        ("priest_of_morr", "marienburg", [4], ["funerary_rites.hand_of_morr"]),
        ("wolf_priest_of_ulric", "middenheim", [2], ["prayers_of_ulric.hammerschlag"]),
        ("dark_mage", "reikland", [4], ["dark_magic.jozuns_decay"]),
        (
            "truthsayer",
            "reikland",
            [1, 2, 3],
            [f"lore_of_light.{s}" for s in ("wings_of_fate", "light_of_battle", "gift_of_life")],
        ),
        (
            "dark_emissary",
            "undead",
            [1, 2, 3, 4],
            [
                f"lore_of_darkness.{s}"
                for s in (
                    "bolt_of_dark_light",
                    "betrayal_in_death",
                    "nightmare",
                    "curse_of_the_dark_master",
                )
            ],
        ),
    ],
)
def test_a_caster_for_hire_comes_with_spells_of_his_own_list(
    store, sword_id: str, warband: str, dice: list[int], spells: list[str]
) -> None:
    made = uc.create_warband(store, warband, "Band").warband_id
    caster = uc.hire_hired_sword(store, made, sword_id, dice=TableDice(dice)).details.warrior_id
    assert [spell for spell, _ in spells_of(store, made, caster)] == spells


@pytest.mark.parametrize(
    ("type_id", "spells", "message"),
    [
        ("eshin_sorcerer", ["prayers_of_sigmar.soulfire"], "not a spell of Magic of the Horned"),
        ("eshin_sorcerer", ["magic_of_the_horned_rat.warpfire"] * 2, "he starts with 1"),
        ("black_skaven", ["magic_of_the_horned_rat.warpfire"], "casts no spells"),
    ],
)
def test_wrong_starting_spells_are_refused(store, dump, type_id, spells, message) -> None:
    skaven = uc.create_warband(store, "skaven", "Rats").warband_id
    before = dump()
    with pytest.raises(uc.RefusedError, match=message):
        uc.hire(store, skaven, type_id, "Someone", spells=spells)
    assert dump() == before


def test_an_auto_spell_cannot_be_made_easier(ruleset) -> None:
    """Spell of Awakening (auto) has no difficulty to lower: a repeat is always rolled again."""
    from rules import IllegalMoveError
    from rules.spells import KnownSpell, starting_spells

    rolled = starting_spells(ruleset, "necromancy", 2, TableDice([6, 6, 1]), lower_duplicates=True)
    assert rolled == (
        KnownSpell("necromancy.spell_of_awakening"),
        KnownSpell("necromancy.lifestealer"),
    )
    lowered = starting_spells(ruleset, "necromancy", 2, TableDice([1, 1]), lower_duplicates=True)
    assert lowered == (KnownSpell("necromancy.lifestealer", 1),)
    with pytest.raises(IllegalMoveError, match="no difficulty to lower: roll again"):
        starting_spells(
            ruleset, "necromancy", 2, TableDice([]), typed=["necromancy.spell_of_awakening"] * 2
        )


def test_a_caster_without_spells_is_a_problem_and_the_panel_adds_one(store) -> None:
    """An old file's caster without his spell is imported, listed as a problem, and fixed."""
    hunters = uc.create_warband(store, "witch_hunters", "Hunters").warband_id
    hire(store, hunters, "witch_hunter_captain", "Captain")
    hire(store, hunters, "warrior_priest", "Jakob", spells=["prayers_of_sigmar.soulfire"])
    document = json.loads(dumps(store.load(hunters)))
    document["warband"]["warriors"][1]["spells"] = []
    imported = import_warband(store, json.dumps(document), name="Old file").after
    assert imported.id is not None
    priest = imported.warriors[1].id
    [problem] = [p for p in uc.problems_of(store, imported) if p.code == "missing_spells"]
    assert problem.subject == "Jakob" and "Prayers of Sigmar" in str(problem)
    added = uc.learn_spell(store, imported.id, priest, "prayers_of_sigmar.healing_hand")
    assert "missing_spells" not in {p.code for p in added.problems}
    removed = uc.forget_spell(store, imported.id, priest, "prayers_of_sigmar.healing_hand")
    assert "missing_spells" in {p.code for p in removed.problems}
    uc.undo(store, removed)
    assert spells_of(store, imported.id, priest) == [("prayers_of_sigmar.healing_hand", 0)]
    with pytest.raises(uc.RefusedError, match="does not know the spell"):
        uc.forget_spell(store, imported.id, priest, "prayers_of_sigmar.soulfire")


# --- 6. a draft is priced by the use case --------------------------------------------------


def _draft(**warband) -> WarbandState:
    captain = Warrior(kind="hero", type_id="reikland.mercenary_captain", name="Hans")
    bowmen = Warrior(
        kind="henchmen",
        type_id="reikland.marksmen",
        name="Bowmen",
        count=5,
        equipment=["long_bow"],
    )
    return WarbandState(name="Wolves", type_id="reikland", warriors=[captain, bowmen], **warband)


def test_a_draft_pays_for_its_hires_whatever_treasury_it_claims(store) -> None:
    change = uc.create_from_draft(store, _draft(treasury=500), allow_problems=True)
    cost = 60 + 5 * (25 + 15)  # captain; five marksmen with a longbow each
    assert change.after.treasury == 500 - cost
    assert store.load(change.warband_id).treasury == 500 - cost
    status = uc.draft_status(store, _draft(treasury=9999))
    assert (status.spent, status.gold_left, status.costs) == (cost, 500 - cost, (60, 200))


def test_a_draft_cannot_smuggle_anything_but_hires(store) -> None:
    draft = _draft(treasury=5000, shards=40, stash=["gromril_armour"])
    veteran = draft.warriors[0]
    veteran.experience, veteran.skills = 90, ["strike_to_injure"]
    veteran.spells = []
    saved = uc.create_from_draft(store, draft, allow_problems=True).after
    hans = saved.warriors[0]
    assert (saved.shards, saved.stash) == (0, [])
    assert (hans.experience, hans.skills) == (20, [])


def test_a_draft_over_the_gold_is_refused(store, dump) -> None:
    draft = _draft()
    draft.warriors[1].count = 5
    draft.warriors[1].equipment = ["long_bow", "sword", "light_armour"]
    draft.warriors.append(
        Warrior(kind="henchmen", type_id="reikland.swordsmen", name="Blades", count=5)
    )
    before = dump()
    with pytest.raises(uc.RefusedError, match="gc short"):
        uc.create_from_draft(store, draft, allow_problems=True)
    assert dump() == before


def test_a_caster_in_a_draft_keeps_the_spells_rolled_in_the_wizard(store) -> None:
    priest = Warrior(
        kind="hero",
        type_id="witch_hunters.warrior_priest",
        name="Jakob",
        spells=[SpellKnown("prayers_of_sigmar.shield_of_faith")],
    )
    draft = WarbandState(name="Hunters", type_id="witch_hunters", warriors=[priest])
    saved = uc.create_from_draft(store, draft, allow_problems=True).after
    assert [s.spell for s in saved.warriors[0].spells] == ["prayers_of_sigmar.shield_of_faith"]
    priest.spells = []  # nothing typed: the use case rolls it
    saved = uc.create_from_draft(store, draft, allow_problems=True, dice=TableDice([5])).after
    assert [s.spell for s in saved.warriors[0].spells] == ["prayers_of_sigmar.healing_hand"]

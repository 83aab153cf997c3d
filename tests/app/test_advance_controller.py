"""The advance taken without a window (app/sheet/advance_controller.py): which table is rolled, what
the dice give, what may be chosen and the use-case call that writes it; no Qt here."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.domain import WarbandState
from app.sheet.advance_controller import SPELL, AdvanceController, WarriorGoneError
from app.store.repository import Store
from rules import DiceError
from rules.dice import DiceTextError, TableDice


def hire(store: Store, warband: int, type_id: str, name: str, **kwargs: object) -> str:
    warrior_id = uc.hire(store, warband, type_id, name, **kwargs).details.warrior_id
    assert isinstance(warrior_id, str)
    return warrior_id


class Sheet:
    """The warband as the store has it now, read again at every question (as the window's
    session does after each change)."""

    def __init__(self, store: Store, warband: int) -> None:
        self.store, self.warband = store, warband

    def __call__(self) -> WarbandState | None:
        return self.store.load(self.warband)


@pytest.fixture
def reikland(store: Store) -> tuple[int, dict[str, str]]:
    warband = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    crew = {
        "captain": hire(store, warband, "mercenary_captain", "Dieter", equipment=["sword"]),
        "champion": hire(store, warband, "champion", "Otto", equipment=["axe"]),
        "marksmen": hire(store, warband, "marksmen", "Marksmen", count=3, equipment=["bow"]),
    }
    return warband, crew


def controller(store: Store, warband: int, warrior_id: str) -> AdvanceController:
    return AdvanceController(store.ruleset, Sheet(store, warband), warrior_id)


def test_a_hero_rolls_the_hero_table_with_the_typed_dice(store: Store, reikland) -> None:
    warband, crew = reikland
    uc.record_experience(store, warband, crew["champion"], 3)  # 8 -> 11: the box 11
    advance = controller(store, warband, crew["champion"])
    assert advance.owed() == [11] and advance.threshold() == 11
    assert advance.type_name(advance.warrior()).en == "Champion"  # type: ignore[arg-type]

    advance.roll_typed("332")  # one die a digit, as everywhere: [3, 3, 2]

    outcome = advance.outcome
    assert outcome is not None and outcome.kind == "characteristic"
    assert outcome.characteristic == "S" and not outcome.needs_choice
    assert [r.value for r in advance.advance_rolls] == [3, 3, 2]
    request = advance.request(None, None, None)
    assert request is not None
    assert (request.kind, request.characteristic, request.threshold, request.dice) == (
        "characteristic", "S", 11, (3, 3, 2),
    )  # fmt: skip
    uc.apply_advance(
        store, warband, crew["champion"], kind=request.kind,
        characteristic=request.characteristic, threshold=request.threshold,
        dice=list(request.dice),
    )  # fmt: skip
    assert not advance.next_advance()  # nothing owed any more


def test_a_choice_is_open_until_the_player_makes_it(store: Store, reikland) -> None:
    warband, crew = reikland
    uc.record_experience(store, warband, crew["champion"], 3)
    advance = controller(store, warband, crew["champion"])

    advance.roll_typed("3 4")  # 7: WS or BS

    assert advance.outcome is not None and advance.outcome.options == ("WS", "BS")
    assert advance.request(None, None, None) is None
    assert advance.request("T", None, None) is None  # not offered by the roll
    request = advance.request("BS", None, None)
    assert request is not None and request.characteristic == "BS"


def test_text_that_is_not_dice_changes_nothing(store: Store, reikland) -> None:
    warband, crew = reikland
    uc.record_experience(store, warband, crew["champion"], 3)
    advance = controller(store, warband, crew["champion"])
    advance.roll_typed("3 4")
    with pytest.raises(DiceTextError) as raised:
        advance.roll_typed("3 x")
    assert raised.value.token == "x"
    assert advance.outcome is not None  # the result on screen stands


def test_a_henchman_reroll_wants_one_more_die(store: Store, reikland) -> None:
    warband, crew = reikland
    marksmen = crew["marksmen"]
    uc.record_experience(store, warband, marksmen, 5)  # boxes 2 and 5
    uc.apply_advance(store, warband, marksmen, kind="characteristic", characteristic="I")
    advance = controller(store, warband, marksmen)

    with pytest.raises(DiceError, match="no die left for henchman advance"):
        advance.roll_typed("1 2")  # +1 Initiative again: re-rolled, and no die is left
    assert advance.outcome is None
    assert [r.value for r in advance.advance_rolls] == [1, 2]  # shown to the player

    advance.roll_typed("1 2 4 4 6")
    outcome = advance.outcome
    assert outcome is not None and outcome.rerolled == (3,) and outcome.characteristic == "A"
    assert advance.unused() == [6]


def test_a_warrior_gone_from_the_sheet_is_said(store: Store, reikland) -> None:
    warband, crew = reikland
    uc.record_experience(store, warband, crew["champion"], 3)
    advance = controller(store, warband, crew["champion"])
    uc.dismiss(store, warband, crew["champion"])
    assert advance.warrior() is None and advance.owed() == []
    with pytest.raises(WarriorGoneError):
        advance.roll(TableDice([3, 3, 2]))


def test_skills_are_those_the_use_case_allows(store: Store, reikland) -> None:
    warband, crew = reikland
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 6)  # boxes 11 and 14
    advance = controller(store, warband, otto)
    advance.roll_typed("1 1")

    assert advance.outcome is not None and advance.outcome.kind == "skill"
    assert advance.skill_lists() == ["combat", "shooting", "strength"]
    assert advance.spell_list() is None  # he casts nothing: no spell instead
    assert "strike_to_injure" in advance.skills_open("combat")
    assert advance.request(None, "combat", None) is None
    request = advance.request(None, "combat", "strike_to_injure")
    assert request is not None and (request.kind, request.skill) == ("skill", "strike_to_injure")
    uc.apply_advance(store, warband, otto, kind="skill", skill="strike_to_injure", threshold=11)

    assert advance.next_advance()  # the box 14 is next
    assert advance.threshold() == 14 and advance.outcome is None
    assert "strike_to_injure" not in advance.skills_open("combat")  # known now


def test_a_leader_by_succession_is_offered_the_leaders_skills(store: Store) -> None:
    """A Witch Hunter made the leader (the successor: no Captain) may take Battle Tongue, as
    `apply_advance` allows; the window offered it only to a Captain."""
    warband = uc.create_warband(store, "witch_hunters", "Hunters").warband_id
    hunter = hire(store, warband, "witch_hunters.witch_hunter", "Ulli")
    uc.set_leader(store, warband, hunter)
    uc.record_experience(store, warband, hunter, 3)  # 8 -> 11
    advance = controller(store, warband, hunter)
    advance.roll_typed("1 1")

    assert "battle_tongue" in advance.skills_open("academic")
    uc.apply_advance(store, warband, hunter, kind="skill", skill="battle_tongue")


@pytest.fixture
def matriarch(store: Store) -> tuple[int, str]:
    warband = uc.create_warband(store, "sisters_of_sigmar", "Sisters").warband_id
    helga = hire(
        store, warband, "sigmarite_matriarch", "Helga", equipment=["mace"],
        spells=["prayers_of_sigmar.shield_of_faith"],
    )  # fmt: skip
    uc.record_experience(store, warband, helga, 4)
    return warband, helga


def test_a_new_spell_instead_is_rolled_once_from_the_same_dice(store: Store, matriarch) -> None:
    warband, helga = matriarch
    advance = controller(store, warband, helga)
    advance.roll_typed("1 1 5")
    assert advance.spell_list() == "prayers_of_sigmar"
    assert advance.unused() == [5]

    spell = advance.roll_spell()

    assert spell is not None and spell.key == "prayers_of_sigmar.healing_hand"
    assert advance.roll_spell() is spell  # chosen again: the same spell, no new die
    assert not advance.knows(spell)
    assert [r.value for r in advance.rolls_shown(spell_chosen=True)] == [1, 1, 5]
    assert [r.value for r in advance.rolls_shown(spell_chosen=False)] == [1, 1]
    request = advance.request(None, SPELL, None)
    assert request is not None
    assert (request.kind, request.spell, request.dice) == ("spell", spell.key, (1, 1, 5))


def test_no_die_left_for_the_spell(store: Store, matriarch) -> None:
    warband, helga = matriarch
    advance = controller(store, warband, helga)
    advance.roll_typed("1 1")
    with pytest.raises(DiceError, match="no die left for new spell"):
        advance.roll_spell()
    assert advance.request(None, SPELL, None) is None


def test_the_lads_got_talent_then_his_first_roll_then_his_group(store: Store, reikland) -> None:
    warband, crew = reikland
    marksmen = crew["marksmen"]
    uc.record_experience(store, warband, marksmen, 5)  # boxes 2 and 5
    advance = controller(store, warband, marksmen)
    advance.roll_typed("5 6")

    assert advance.outcome is not None and advance.outcome.kind == "lads_got_talent"
    assert advance.talent_lists() == ["combat", "shooting", "academic", "strength", "speed"]
    assert advance.talent(" ", "shooting", "speed") is None  # no name
    assert advance.talent("Hans", "shooting", "shooting") is None  # two different lists
    talent = advance.talent(" Hans ", "shooting", "speed")
    assert talent is not None and talent == uc_talent("Hans", ("shooting", "speed"), 2)
    change = uc.promote_lad(
        store, warband, marksmen, talent.name, list(talent.skill_lists), talent.threshold
    )

    advance.promoted(change.details.warrior_id)
    assert advance.warrior_id == change.details.warrior_id and advance.owed() == [None]
    advance.roll_typed("3 3 5")
    uc.apply_advance(store, warband, advance.warrior_id, kind="characteristic", characteristic="A")
    assert advance.next_advance()  # back to the group: its box 5 is still owed
    assert advance.warrior_id == marksmen and advance.owed() == [5]


def uc_talent(name: str, lists: tuple[str, str], box: int) -> object:
    from app.sheet.advance_controller import TalentRequest

    return TalentRequest(name, lists, box)

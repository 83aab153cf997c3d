"""Rosters as players really write them in Toolheim (`*.mordheim.yml`): the warband type in
their words, house rules, promoted heroes, US spellings, quantities and cost notes. Every
sample is written here; none is copied from a real campaign's file."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.command_line.cli import main
from app.importers import read_foreign
from app.store.repository import Store
from app.usecases.transfer import import_foreign
from rules.messages import Message

SISTERS = """\
warband: Orphans of the Rock {105GC} (Sisters of Sigmar)
gc: 23
shards: 1
equipment: 1x Dagger
heros:
  - hero: Agnes {95GC} (Sigmarite Matriarch) [40XP]
    stats: M4, WS4, BS3, S3, T3, W1, I4, A1, Ld8, Sv-
    weapons: Sigmarite Warhammer, 2x Dagger
    armour: Heavy Armor, Helmet
    rules: Leader, Pray User [Healing Hand]
  - hero: Berta (Sister Superior) [12XP]
    stats: M4, WS4, BS3, S3, T3, W1, I3, A1, Ld8, Sv-
    weapons: Flail
    armour: Light Armor
  - hero: Clara (Sister Superior) [12XP]
    stats: M4, WS4, BS3, S3, T3, W1, I3, A1, Ld8, Sv-
    weapons: Mace
  - hero: Dora (Sister Superior) [12XP]
    stats: M4, WS4, BS3, S3, T3, W1, I3, A1, Ld8, Sv-
    weapons: Mace
  - hero: Eva (Augur) [9XP]
    stats: M4, WS2, BS2, S3, T3, W1, I3, A1, Ld7, Sv-
    weapons: Mace
    rules: Step Aside
  - hero: Frieda (Novice) [7XP]
    stats: M4, WS2, BS2, S3, T3, W1, I3, A1, Ld6, Sv-
    skilllists: Combat, Speed
    weapons: Javelin, Throwing stars (shuriken)
henchmen:
  - group: Sisters (3x Sigmarite Sister) [2XP]
    stats: M4, WS3, BS3, S3, T3, W1, I3, A1, Ld7, Sv-
    weapons: Mace, 1x Dagger
"""

POSSESSED = """\
warband: Cult of the Crooked Tower (Cult of the Possessed)
gc: 7
heros:
  - hero: Ulmar (Magister) [20XP]
    stats: M4, WS4, BS4, S3, T3, W1, I3, A1, Ld8, Sv-
    weapons: Dagger
    rules: Leader, Wizard (Vision of Torment, Lure of Chaos)
  - hero: Gnarl (The Possessed) [8XP]
    stats: M5, WS4, BS0, S4, T4, W2, I4, A2, Ld7, Sv-
    rules: Fear
  - hero: Skarn (Mutant) [0XP]
    stats: M4, WS3, BS3, S3, T3, W1, I3, A1, Ld7, Sv-
    weapons: Dagger
    rules: Blackblood, Misses next game
henchmen:
  - group: Goat Men (2 Beastman) [0XP]
    stats: M4, WS4, BS3, S3, T4, W2, I3, A1, Ld7, Sv-
    weapons: Flail
"""


def _by_name(state, name: str):  # type: ignore[no-untyped-def]
    return next(w for w in state.warriors if w.name == name)


@pytest.mark.parametrize(
    ("title", "warband"),
    [
        ("Mercenaries of Middenheim", "middenheim"),
        ("Norse Explorer", "norse_explorers"),
        ("The Norse Explorers", "norse_explorers"),
        ("Orks", "orc_mob"),
        ("Orcs & Goblins", "orc_mob"),
        ("Beastmen", "beastmen_raiders"),
        ("Pit Fighter", "pit_fighters"),
        ("Skaven", "skaven"),
    ],
)
def test_the_warband_type_as_players_write_it(store: Store, title: str, warband: str) -> None:
    text = f"warband: Band ({title})\ngc: 0\nheros:\n  - hero: Ana (Nobody) [0XP]\n"
    assert read_foreign(store.ruleset, text.encode())[0].warband["type"] == warband


def test_a_house_ruled_sisters_warband_comes_in_whole_with_its_promoted_novice(
    store: Store,
) -> None:
    change = import_foreign(store, SISTERS.encode(), file_name="orphans.mordheim.yml")
    state = store.load(change.warband_id)
    assert (state.name, state.treasury, state.shards, state.stash) == (
        "Orphans of the Rock",
        23,
        1,
        ["dagger"],
    )
    assert len([w for w in state.warriors if w.kind == "hero"]) == 6
    agnes = _by_name(state, "Agnes")
    assert sorted(agnes.equipment) == [
        "dagger",
        "dagger",
        "heavy_armour",
        "helmet",
        "sigmarite_warhammer",
    ]
    assert [s.spell for s in agnes.spells] == ["prayers_of_sigmar.healing_hand"]
    assert _by_name(state, "Berta").equipment == ["flail", "light_armour"]
    assert _by_name(state, "Eva").skills == ["step_aside"]
    frieda = _by_name(state, "Frieda")
    assert (frieda.kind, frieda.type_id, frieda.promoted_from) == (
        "hero",
        "sisters_of_sigmar.novices",
        "sisters_of_sigmar.novices",
    )
    assert frieda.equipment == ["javelins", "throwing_stars"]
    assert frieda.extra_skill_lists == ["combat", "speed"]
    sisters = _by_name(state, "Sisters")
    assert (sisters.count, sisters.equipment) == (3, ["mace", "dagger"])
    codes = {p.code for p in change.problems}
    # Six Heroes with the promoted lad: the rulebook's cap (the campaign's default reading).
    assert "hero_limit" not in codes and "henchman_as_hero" not in codes
    assert "Imported from orphans.mordheim.yml as it was, against our rules" in state.notes
    assert "Step Aside" in state.notes
    assert change.details.unmapped == []


def test_under_the_lists_reading_the_sixth_hero_is_a_problem_kept_in_the_note(
    store: Store,
) -> None:
    from app.usecases.heroes import set_hero_reading

    set_hero_reading(store, "list")
    change = import_foreign(store, SISTERS.encode(), file_name="orphans.mordheim.yml")
    assert "hero_limit" in {p.code for p in change.problems}
    assert "6 heroes: the Sisters of Sigmar warband may have at most 5." in (
        store.load(change.warband_id).notes
    )


def test_the_possessed_their_magister_s_rituals_and_a_mutant_s_blackblood(store: Store) -> None:
    change = import_foreign(store, POSSESSED.encode())
    state = store.load(change.warband_id)
    assert [(w.name, w.type_id) for w in state.warriors if w.kind == "hero"] == [
        ("Ulmar", "cult_of_the_possessed.magister"),
        ("Gnarl", "cult_of_the_possessed.possessed"),
        ("Skarn", "cult_of_the_possessed.mutant"),
    ]
    assert [s.spell for s in _by_name(state, "Ulmar").spells] == [
        "chaos_rituals.vision_of_torment",
        "chaos_rituals.lure_of_chaos",
    ]
    skarn = _by_name(state, "Skarn")
    assert (skarn.mutations, skarn.games_to_miss) == (["blackblood"], 1)
    assert _by_name(state, "Goat Men").count == 2
    assert change.details.unmapped == []


def test_a_second_import_of_the_same_roster_is_named_2_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "orphans.mordheim.yml"
    path.write_text(SISTERS, encoding="utf-8")
    db = str(tmp_path / "cli.sqlite3")
    assert main(["--db", db, "--no-demo", "import", str(path)]) == 0
    assert "is here already" not in capsys.readouterr().out
    assert main(["--db", db, "--lang", "ru", "import", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Загружен отряд Orphans of the Rock (2)" in out
    assert "Отряд Orphans of the Rock уже есть: этот назван Orphans of the Rock (2)." in out


def test_the_change_of_a_renamed_import_names_both(store: Store) -> None:
    import_foreign(store, POSSESSED.encode())
    again = import_foreign(store, POSSESSED.encode())
    assert again.details.renamed_from == "Cult of the Crooked Tower"
    assert again.after.name == "Cult of the Crooked Tower (2)"
    assert again.description == Message.of(
        "did_import_from_renamed",
        warband="Cult of the Crooked Tower",
        copy="Cult of the Crooked Tower (2)",
        tool="Toolheim (.mordheim.yml)",
    )

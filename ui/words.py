"""Messages (`rules.messages.Message`) in the window's language: `app.words.say` with the
templates translated by Qt (`resources/translations`, context "Messages").

The English templates are those of `app/words.py` (tests/ui/test_words.py keeps them equal), so
the window and the command line say a message the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app import words
from rules.messages import Message
from rules.models import Lang, Ruleset


def templates() -> dict[str, str]:
    """Every template in the language of the translator installed now."""
    return {**_templates_0(), **_templates_1()}


def _templates_0() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {
        "hero_injury": translate("Messages", "{warrior}: {roll}: {injury}"),
        "hero_injury_sub_roll": translate(
            "Messages",
            "{warrior}: {roll}: {injury} ({sub_roll}: {sub_injury})",
        ),
        "henchmen_lost": translate("Messages", "{warrior}: D6 {dice} -> {lost} lost"),
        "hired_sword_gone": translate("Messages", "{warrior}: D6 {roll} -> gone"),
        "hired_sword_stays": translate("Messages", "{warrior}: D6 {roll} -> fine"),
        "mount_lost": translate("Messages", "{warrior}: {item}, D6 {roll} -> lost"),
        "mount_unhurt": translate("Messages", "{warrior}: {item}, D6 {roll} -> fine"),
        "experience": translate("Messages", "{warrior}: +{gained} experience"),
        "experience_advance": translate(
            "Messages",
            "{warrior}: +{gained} experience (advance roll owed at {boxes})",
        ),
        "exploration_found": translate(
            "Messages",
            "Exploration: {dice} (kept {kept}) -> {shards} shard(s)",
        ),
        "exploration_multiple": translate(
            "Messages",
            "Exploration: {dice} (kept {kept}) -> {shards} shard(s), {multiple}",
        ),
        "shards_sold": translate("Messages", "Sold {shards} shard(s) for {gold} gc"),
        "upkeep_paid": translate("Messages", "{warrior}: upkeep {gold} gc paid"),
        "upkeep_unpaid": translate("Messages", "{warrior}: upkeep {gold} gc not paid: he leaves"),
        "hired_sword_hired": translate("Messages", "Hired {warrior} ({hired_sword})"),
        "hired_one": translate("Messages", "Hired {warrior} ({warrior_type})"),
        "hired_group": translate("Messages", "Hired {warrior} ({warrior_type}, {count} models)"),
        "models_added": translate("Messages", "Added {count} model(s) to {warrior}"),
        "rare_bought": translate(
            "Messages",
            "{hero} searched for {item} (rarity {rarity}): 2D6 {dice} + {bonus} = {total}, found; bought for {warrior}",  # noqa: E501 (one literal for lupdate)
        ),
        "rare_bought_stash": translate(
            "Messages",
            "{hero} searched for {item} (rarity {rarity}): 2D6 {dice} + {bonus} = {total}, found; bought for the stash",  # noqa: E501 (one literal for lupdate)
        ),
        "bought": translate("Messages", "Bought {item} for {warrior}"),
        "bought_for_stash": translate("Messages", "Bought {item} for the stash"),
        "sold": translate("Messages", "Sold {item} from {warrior}"),
        "sold_from_stash": translate("Messages", "Sold {item} from the stash"),
        "moved_to_stash": translate("Messages", "{warrior}: {item} put in the stash"),
        "moved_from_stash": translate("Messages", "{warrior}: {item} taken from the stash"),
    }


def _templates_1() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {
        "treasury_below_zero": translate(
            "Messages",
            "the treasury cannot be {gold} gc: it never goes below zero",
        ),
        "shards_below_zero": translate(
            "Messages",
            "a warband cannot hold {shards} wyrdstone shards: 0 or more",
        ),
        "characteristic_out_of_range": translate(
            "Messages",
            "{characteristic} must be between 0 and 10, not {value}",
        ),
        "above_racial_maximum": translate(
            "Messages",
            "{warrior}'s {characteristic} cannot be {value}: the racial maximum is {maximum}",
        ),
        "serious_injury": translate("Messages", "serious injury of {warrior}"),
        "henchman_injury": translate("Messages", "{warrior}: model {number} out of action"),
        "hired_sword_injury": translate("Messages", "{warrior}: out of action"),
        "mount_injury": translate("Messages", "{warrior}: his mount, the rider out of action"),
        "exploration": translate("Messages", "exploration"),
        "games_missed": translate("Messages", "{injury}: games missed"),
        "injury_effect": translate("Messages", "{injury}: {effect_type}"),
        "injury_sub_roll": translate("Messages", "{injury} sub-roll"),
        "injury_count": translate("Messages", "{injury}: number of injuries"),
        "multiple_effect": translate("Messages", "{multiple}: {effect_type}"),
        "hero_advance": translate("Messages", "hero advance"),
        "hero_advance_sub_roll": translate("Messages", "hero advance {advance}"),
        "henchman_advance": translate("Messages", "henchman advance"),
        "starting_spell": translate("Messages", "starting spell {number}"),
        "new_spell": translate("Messages", "new spell"),
        "starting_spell_count": translate("Messages", "number of starting spells"),
        "rare_item": translate("Messages", "rare item"),
        "old_battle_wound": translate("Messages", "old battle wound of {warrior}"),
        "scenario": translate("Messages", "scenario"),
        "suffix_of": translate("Messages", " ({injury} {number} of {of})"),
        "suffix_pit_fight": translate("Messages", " (lost pit fight)"),
        "suffix_die_tens": translate("Messages", " (first die, tens)"),
        "suffix_die_units": translate("Messages", " (second die, units)"),
        "effect_gold": translate("Messages", "gold"),
        "effect_shards": translate("Messages", "shards"),
        "effect_experience": translate("Messages", "experience"),
        "effect_item": translate("Messages", "item"),
    }


def gc(amount: int | str) -> str:
    """An amount of gold crowns in the window's language: "45 gc", «45 зк»."""
    return QCoreApplication.translate("Money", "{0} gc").format(amount)


def say(message: Message, lang: Lang, ruleset: Ruleset) -> str:
    """The message in the window's words; rules names in `lang`."""
    return words.say(message, lang, ruleset, templates().get)


def say_data(data: object, lang: Lang, ruleset: Ruleset) -> str:
    """A message as the battle log stores it (or a line of text of an older version)."""
    try:
        return say(Message.from_data(data), lang, ruleset)
    except ValueError:
        return str(data)

"""Messages (`rules.messages.Message`: a code and its values) put into words.

`say` makes the sentence of a message in a language from a table of templates; the command
line and the PDF use `TEXTS` below, the window passes its own Qt-translated table
(`ui/words.py`), so both show the same message the same way. Rules ids among the values are
shown by their names in that language; a nested message (a die's purpose) is said too.
The Russian words follow docs/glossary.md (tests/test_glossary.py reads this table).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from rules.messages import RULE_KEYS, TEXT, Message, Value, rule_name
from rules.models import Lang, Ruleset

Templates = Callable[[str], str | None]

# Added after a die's purpose when its values hold these (first die of a D66, the third of
# several injuries, a roll after a lost pit fight).
SUFFIXES = (("of", "suffix_of"), ("lost_pit_fight", "suffix_pit_fight"), ("die", "suffix_die"))

TEXTS: dict[str, dict[Lang, str]] = {
    # What happened after a battle (rules/post_battle.py).
    "hero_injury": {"en": "{warrior}: {roll}: {injury}", "ru": "{warrior}: {roll}: {injury}"},
    "hero_injury_sub_roll": {
        "en": "{warrior}: {roll}: {injury} ({sub_roll}: {sub_injury})",
        "ru": "{warrior}: {roll}: {injury} ({sub_roll}: {sub_injury})",
    },
    "henchmen_lost": {
        "en": "{warrior}: D6 {dice} -> {lost} lost",
        "ru": "{warrior}: D6 {dice} -> потеряно: {lost}",
    },
    "hired_sword_gone": {
        "en": "{warrior}: D6 {roll} -> gone",
        "ru": "{warrior}: D6 {roll} -> выбывает навсегда",
    },
    "hired_sword_stays": {
        "en": "{warrior}: D6 {roll} -> fine",
        "ru": "{warrior}: D6 {roll} -> в порядке",
    },
    "mount_lost": {
        "en": "{warrior}: {item}, D6 {roll} -> lost",
        "ru": "{warrior}: {item}, D6 {roll} -> выбывает навсегда",
    },
    "mount_unhurt": {
        "en": "{warrior}: {item}, D6 {roll} -> fine",
        "ru": "{warrior}: {item}, D6 {roll} -> в порядке",
    },
    "experience": {"en": "{warrior}: +{gained} experience", "ru": "{warrior}: +{gained} Опыта"},
    "experience_advance": {
        "en": "{warrior}: +{gained} experience (advance roll owed at {boxes})",
        "ru": "{warrior}: +{gained} Опыта (бросок на продвижение за квадраты {boxes})",
    },
    "exploration_found": {
        "en": "Exploration: {dice} (kept {kept}) -> {shards} shard(s)",
        "ru": "Исследование: {dice} (оставлены {kept}) -> осколков: {shards}",
    },
    "exploration_multiple": {
        "en": "Exploration: {dice} (kept {kept}) -> {shards} shard(s), {multiple}",
        "ru": "Исследование: {dice} (оставлены {kept}) -> осколков: {shards}, {multiple}",
    },
    "shards_sold": {
        "en": "Sold {shards} shard(s) for {gold} gc",
        "ru": "Продано осколков: {shards} за {gold} зк",
    },
    "upkeep_paid": {
        "en": "{warrior}: upkeep {gold} gc paid",
        "ru": "{warrior}: содержание {gold} зк оплачено",
    },
    "upkeep_unpaid": {
        "en": "{warrior}: upkeep {gold} gc not paid: he leaves",
        "ru": "{warrior}: содержание {gold} зк не оплачено: он уходит",
    },
    # Trading and hiring after a battle (ui/post_battle/pages).
    "hired_sword_hired": {
        "en": "Hired {warrior} ({hired_sword})",
        "ru": "Найм: {warrior} ({hired_sword})",
    },
    "hired_one": {
        "en": "Hired {warrior} ({warrior_type})",
        "ru": "Найм: {warrior} ({warrior_type})",
    },
    "hired_group": {
        "en": "Hired {warrior} ({warrior_type}, {count} models)",
        "ru": "Найм: {warrior} ({warrior_type}, моделей: {count})",
    },
    "models_added": {
        "en": "Added {count} model(s) to {warrior}",
        "ru": "В группу {warrior} добавлено моделей: {count}",
    },
    "rare_bought": {
        "en": "{hero} searched for {item} (rarity {rarity}): 2D6 {dice} + {bonus} = {total}, "
        "found; bought for {warrior}",
        "ru": "Поиск: {hero}, {item} (редкость {rarity}): 2D6 {dice} + {bonus} = {total}, "
        "нашли; куплено для: {warrior}",
    },
    "rare_bought_stash": {
        "en": "{hero} searched for {item} (rarity {rarity}): 2D6 {dice} + {bonus} = {total}, "
        "found; bought for the stash",
        "ru": "Поиск: {hero}, {item} (редкость {rarity}): 2D6 {dice} + {bonus} = {total}, "
        "нашли; куплено на склад",
    },
    "bought": {"en": "Bought {item} for {warrior}", "ru": "Куплено: {item} для {warrior}"},
    "bought_for_stash": {"en": "Bought {item} for the stash", "ru": "Куплено на склад: {item}"},
    "sold": {"en": "Sold {item} from {warrior}", "ru": "Продано: {item} ({warrior})"},
    "sold_from_stash": {"en": "Sold {item} from the stash", "ru": "Продано со склада: {item}"},
    "moved_to_stash": {
        "en": "{warrior}: {item} put in the stash",
        "ru": "{warrior}: {item} отправлено на склад",
    },
    "moved_from_stash": {
        "en": "{warrior}: {item} taken from the stash",
        "ru": "{warrior}: {item} взято со склада",
    },
    # Refusals (rules.errors.IllegalMoveError.message).
    "treasury_below_zero": {
        "en": "the treasury cannot be {gold} gc: it never goes below zero",
        "ru": "в казне не может быть {gold} зк: она не уходит ниже нуля",
    },
    "shards_below_zero": {
        "en": "a warband cannot hold {shards} wyrdstone shards: 0 or more",
        "ru": "у отряда не может быть осколков вирдстоуна: {shards}; только 0 или больше",
    },
    "characteristic_out_of_range": {
        "en": "{characteristic} must be between 0 and 10, not {value}",
        "ru": "{characteristic} может быть от 0 до 10, но не {value}",
    },
    "above_racial_maximum": {
        "en": "{warrior}'s {characteristic} cannot be {value}: the racial maximum is {maximum}",
        "ru": "{warrior}: {characteristic} не может быть {value}, расовый максимум — {maximum}",
    },
    # What a die was rolled for.
    "serious_injury": {
        "en": "serious injury of {warrior}",
        "ru": "серьёзное повреждение: {warrior}",
    },
    "henchman_injury": {
        "en": "{warrior}: model {number} out of action",
        "ru": "{warrior}: модель {number} вне игры",
    },
    "hired_sword_injury": {"en": "{warrior}: out of action", "ru": "{warrior}: вне игры"},
    "mount_injury": {
        "en": "{warrior}: his mount, the rider out of action",
        "ru": "{warrior}: его скакун, всадник вне игры",
    },
    "exploration": {"en": "exploration", "ru": "исследование"},
    "games_missed": {"en": "{injury}: games missed", "ru": "{injury}: пропущено игр"},
    "injury_effect": {"en": "{injury}: {effect_type}", "ru": "{injury}: {effect_type}"},
    "injury_sub_roll": {"en": "{injury} sub-roll", "ru": "{injury}: дополнительный бросок"},
    "injury_count": {"en": "{injury}: number of injuries", "ru": "{injury}: число повреждений"},
    "multiple_effect": {"en": "{multiple}: {effect_type}", "ru": "{multiple}: {effect_type}"},
    "hero_advance": {"en": "hero advance", "ru": "продвижение Героя"},
    "hero_advance_sub_roll": {
        "en": "hero advance {advance}",
        "ru": "продвижение Героя: {advance}",
    },
    "henchman_advance": {"en": "henchman advance", "ru": "продвижение Рядовых"},
    "starting_spell": {"en": "starting spell {number}", "ru": "начальное заклинание {number}"},
    "new_spell": {"en": "new spell", "ru": "новое заклинание"},
    "starting_spell_count": {
        "en": "number of starting spells",
        "ru": "число начальных заклинаний",
    },
    "rare_item": {"en": "rare item", "ru": "редкий предмет"},
    "old_battle_wound": {
        "en": "old battle wound of {warrior}",
        "ru": "старая рана: {warrior}",
    },
    "scenario": {"en": "scenario", "ru": "сценарий"},
    "suffix_of": {"en": " ({injury} {number} of {of})", "ru": " ({injury}: {number} из {of})"},
    "suffix_pit_fight": {"en": " (lost pit fight)", "ru": " (проигранный бой на арене)"},
    "suffix_die_tens": {"en": " (first die, tens)", "ru": " (первый кубик, десятки)"},
    "suffix_die_units": {"en": " (second die, units)", "ru": " (второй кубик, единицы)"},
    # The kinds of effect a die decides.
    "effect_gold": {"en": "gold", "ru": "золото"},
    "effect_shards": {"en": "shards", "ru": "осколки"},
    "effect_experience": {"en": "experience", "ru": "Опыт"},
    "effect_item": {"en": "item", "ru": "предмет"},
}


def templates(lang: Lang) -> Templates:
    """The command line's table of templates in `lang`."""

    def lookup(code: str) -> str | None:
        words = TEXTS.get(code)
        return None if words is None else words.get(lang) or words["en"]

    return lookup


def say(message: Message, lang: Lang, ruleset: Ruleset, table: Templates | None = None) -> str:
    """The message in words: its template filled with its values, names in `lang`."""
    table = table or templates(lang)
    if message.code == TEXT:
        return str(message.get("text"))
    values = {key: _value(key, value, lang, ruleset, table) for key, value in message.values}
    template = table(message.code)
    if template is None:  # a code of a newer version: show what there is
        inner = ", ".join(f"{key} {value}" for key, value in values.items())
        return f"{message.code} ({inner})" if inner else message.code
    text = template.format_map(_Missing(values))
    if message.code.startswith("suffix_"):
        return text
    for key, suffix in SUFFIXES:
        value = message.get(key, "")
        if value != "" and value != 0:
            code = f"{suffix}_{value}" if key == "die" else suffix
            extra = table(code)
            if extra is not None:
                text += extra.format_map(_Missing(values))
    return text


def _value(key: str, value: Value, lang: Lang, ruleset: Ruleset, table: Templates) -> str:
    if isinstance(value, Message):
        return say(value, lang, ruleset, table)
    if key in RULE_KEYS and isinstance(value, str):
        name = rule_name(ruleset, key, value)
        return name.get(lang) if name is not None else value
    if key == "effect_type":
        return table(f"effect_{value}") or str(value)
    return str(value)


class _Missing(dict[str, str]):
    """Values for a template; a placeholder without a value stays as it is written."""

    def __init__(self, values: Mapping[str, str]) -> None:
        super().__init__(values)

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


# The labels of the command line's sheet (`show`, app/commands.py) that the printed sheet's
# words (app/pdf/labels.py) do not have: no rules message, so the window has no template.
SHEET_LABELS: dict[str, dict[Lang, str]] = {
    "sheet_figures": {
        "en": "Treasury {treasury} gc   Wyrdstone {shards}   Rating {rating}   "
        "Members {members}/{maximum}",
        "ru": "Казна {treasury} зк   Вирдстоун {shards}   Рейтинг {rating}   "
        "Воинов {members}/{maximum}",
    },
    "sheet_experience": {"en": "XP", "ru": "Опыт"},
    "sheet_kit": {"en": "Kit: {names}", "ru": "Снаряжение: {names}"},
    "sheet_save": {"en": " (save {save}+)", "ru": " (защита {save}+)"},
    "sheet_skills": {"en": "Skills: {names}", "ru": "Навыки: {names}"},
    "sheet_spells": {"en": "Spells: {names}", "ru": "Заклинания: {names}"},
    "sheet_gained": {"en": "Gained: {names}", "ru": "Приобретено: {names}"},
    "sheet_injuries": {"en": "Injuries: {count}", "ru": "Серьёзные повреждения: {count}"},
    "sheet_misses": {"en": "Misses the next {count} game(s)", "ru": "Пропускает игр: {count}"},
    "sheet_problems": {"en": "Problems:", "ru": "Проблемы:"},
}


def label(code: str, lang: Lang, **values: object) -> str:
    """One of the sheet's labels in a language, its values filled in."""
    return SHEET_LABELS[code][lang].format(**values)

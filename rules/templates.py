"""The words of every message (`rules.messages.Message`): one template per code, in English and
Russian. The window, the command line and the PDF fill them in (`app/words.py`); an error's
English text for logs and developers comes from here too (`rules.messages.english`).

A template names its values in braces ({warrior}); both languages name the same ones
(tests/test_templates.py). The Russian words follow docs/glossary.md (tests/test_glossary.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.models import Lang

TEMPLATES: dict[str, dict[Lang, str]] = {
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
    "mount_injury": {
        "en": "{warrior}: his mount, the rider out of action",
        "ru": "{warrior}: его скакун, всадник вне игры",
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

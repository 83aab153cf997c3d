"""The words of every message (`rules.messages.Message`): one template per code, in English and
Russian. The window, the command line and the PDF fill them in (`app/words.py`); an error's
English text for logs and developers comes from here too (`rules.messages.english`).

A template names its values in braces ({warrior}); both languages name the same ones
(tests/test_templates.py). The Russian words follow docs/glossary.md (tests/test_glossary.py).
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.models import Lang

PLURAL = "plural:"


def plural(count: int, forms: str) -> str:
    """`count` and its word in the form the number takes: `forms` are English "warrior|warriors"
    (one, other) or Russian "воин|воина|воинов" (one, few, many: 1 воин, 2 воина, 5 воинов,
    11 воинов, 21 воин); "1 warrior", "5 воинов"."""
    words = forms.split("|")
    if len(words) == 2:
        word = words[0] if abs(count) == 1 else words[1]
    elif len(words) == 3:
        last, tens = abs(count) % 10, abs(count) % 100
        if last == 1 and tens != 11:
            word = words[0]
        elif 2 <= last <= 4 and not 12 <= tens <= 14:
            word = words[1]
        else:
            word = words[2]
    else:
        raise ValueError(f"plural forms {forms!r}: two (English) or three (Russian), by |")
    return f"{count} {word}"


class _Words(string.Formatter):
    """str.format with one more format: {count:plural:model|models} says "1 model", "3 models"
    (`plural`); every other field is formatted as str.format does."""

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec.startswith(PLURAL):
            if isinstance(value, int):
                return plural(value, format_spec.removeprefix(PLURAL))
            return str(value)  # a placeholder kept as written ({count}) or a text
        return str(super().format_field(value, format_spec))


_WORDS = _Words()


def fill(
    template: str, values: Mapping[str, object] | None = None, args: Sequence[object] = ()
) -> str:
    """A template filled with its values (by name) or its arguments (by position), numbers
    with a `plural` format said in the form they take: every message of the program is made
    here (app/words.py, rules.messages.english, ui/plumbing/words.py: fill)."""
    return _WORDS.vformat(template, args, {} if values is None else values)


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
    "experience": {"en": "{warrior}: +{gained} experience", "ru": "{warrior}: +{gained} опыта"},
    "experience_advance": {
        "en": "{warrior}: +{gained} experience (advance roll owed at {boxes})",
        "ru": "{warrior}: +{gained} опыта (бросок на продвижение за квадраты {boxes})",
    },
    "scenario_found": {
        "en": "{scenario}: {shards:plural:shard|shards} and {gold} gc found",
        "ru": "{scenario}: найдено {shards:plural:осколок|осколка|осколков} и {gold} зк",
    },
    "scenario_found_item": {"en": "{scenario}: found {item}", "ru": "{scenario}: найдено: {item}"},
    "exploration_found": {
        "en": "Exploration: {dice} (kept {kept}) -> {shards:plural:shard|shards}",
        "ru": "Разработка: {dice} (оставлены {kept}) -> {shards:plural:осколок|осколка|осколков}",
    },
    "exploration_multiple": {
        "en": "Exploration: {dice} (kept {kept}) -> {shards:plural:shard|shards}, {multiple}",
        "ru": "Разработка: {dice} (оставлены {kept}) -> "
        "{shards:plural:осколок|осколка|осколков}, {multiple}",
    },
    "shards_sold": {
        "en": "Sold {shards:plural:shard|shards} for {gold} gc",
        "ru": "Продано: {shards:plural:осколок|осколка|осколков} за {gold} зк",
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
        "en": "Hired {warrior} ({warrior_type}, {count:plural:model|models})",
        "ru": "Найм: {warrior} ({warrior_type}, {count:plural:модель|модели|моделей})",
    },
    "models_added": {
        "en": "Added {count:plural:model|models} to {warrior}",
        "ru": "В группу {warrior} добавлено: {count:plural:модель|модели|моделей}",
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
    "treasury_changed_meanwhile": {
        "en": "the treasury of {warband} changed meanwhile in another window or program: it "
        "holds {now} gc now, not {was}; nothing was written: set it again from {now} gc",
        "ru": "казна отряда {warband} тем временем изменилась в другом окне или программе: в ней "
        "теперь {now} зк, а не {was}; ничего не записано: задайте её заново от {now} зк",
    },
    "shards_changed_meanwhile": {
        "en": "the wyrdstone shards of {warband} changed meanwhile in another window or program: "
        "{now} now, not {was}; nothing was written: set them again from {now}",
        "ru": "осколки вирдстоуна отряда {warband} тем временем изменились в другом окне или "
        "программе: теперь их {now}, а не {was}; ничего не записано: задайте их заново от {now}",
    },
    "experience_changed_meanwhile": {
        "en": "the experience of {warrior} changed meanwhile in another window or program: "
        "{now} now, not {was}; nothing was written: tick the box again",
        "ru": "опыт воина {warrior} тем временем изменился в другом окне или программе: "
        "теперь {now}, а не {was}; ничего не записано: отметьте клетку ещё раз",
    },
    "notes_changed_meanwhile": {
        "en": "the notes of {warrior} were saved meanwhile in another window or program ({now}); "
        "nothing was written, your text stays in the box: save again to replace them",
        "ru": "заметки о воине {warrior} тем временем сохранили в другом окне или программе "
        "({now}); ничего не записано, ваш текст остался в поле: сохраните ещё раз, чтобы "
        "заменить их",
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
    "exploration": {"en": "exploration", "ru": "разработка"},
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
    "scenario_find": {"en": "{scenario}: {effect_type}", "ru": "{scenario}: {effect_type}"},
    "scenario_find_check": {
        "en": "{scenario}: a D6 for {effect_type} ({need}+ finds it)",
        "ru": "{scenario}: D6 на {effect_type} ({need}+ — найдено)",
    },
    "scenario_find_item": {
        "en": "{scenario}: a D6 for {item} ({need}+ finds it)",
        "ru": "{scenario}: D6 на {item} ({need}+ — найдено)",
    },
    "suffix_of": {"en": " ({injury} {number} of {of})", "ru": " ({injury}: {number} из {of})"},
    "suffix_pit_fight": {"en": " (lost pit fight)", "ru": " (проигранный бой на арене)"},
    "suffix_die_tens": {"en": " (first die, tens)", "ru": " (первый кубик, десятки)"},
    "suffix_die_units": {"en": " (second die, units)", "ru": " (второй кубик, единицы)"},
    # The kinds of effect a die decides.
    "effect_gold": {"en": "gold", "ru": "золото"},
    "effect_shards": {"en": "shards", "ru": "осколки"},
    "effect_experience": {"en": "experience", "ru": "Опыт"},
    "effect_item": {"en": "item", "ru": "предмет"},
    # Refusals of the rules, the use cases, the files and the command line.
    "rules_problems": {"en": "{problems}", "ru": "{problems}"},
    # No rules entry by that id (rules.errors.UnknownEntryError).
    "no_such_warrior_type": {
        "en": "{warband} has no warrior type {type_id!r}; it has: {known}",
        "ru": "в отряде «{warband}» нет типа воина {type_id!r}; есть: {known}",
    },
    "no_such_warband_type": {
        "en": "unknown warband type {warband_id!r}; known: {known}",
        "ru": "неизвестный тип отряда {warband_id!r}; есть: {known}",
    },
    "unknown_pack_id": {
        "en": "unknown pack {pack_id!r}; known: {known}",
        "ru": "неизвестный пакет {pack_id!r}; есть: {known}",
    },
    "bad_warrior_type_id": {
        "en": "warrior type id {type_id!r} must look like 'reikland.marksmen'",
        "ru": "id типа воина {type_id!r} пишется так: 'reikland.marksmen'",
    },
    "no_such_characteristic": {
        "en": "unknown characteristic {key!r}; use one of {characteristics}",
        "ru": "неизвестная характеристика {key!r}; одна из {characteristics}",
    },
    "no_such_item": {"en": "unknown item {item_id!r}", "ru": "неизвестный предмет {item_id!r}"},
    "no_such_spell": {"en": "unknown spell {key!r}", "ru": "неизвестное заклинание {key!r}"},
    "unknown_injury_id": {
        "en": "unknown serious injury {injury_id!r}; the table has: {known}",
        "ru": "неизвестное серьёзное повреждение {injury_id!r}; в таблице есть: {known}",
    },
    # What a switched-off pack brings (pack_switched_off).
    "the_warband_type": {"en": "The {warband} warband", "ru": "Отряд «{warband}»"},
    "the_hired_sword": {"en": "The {hired_sword}", "ru": "Наёмный меч «{hired_sword}»"},
    "the_item": {"en": "The {item}", "ru": "Предмет «{item}»"},
    # What a name or a text is of (rules.text.noun).
    "noun_warband": {"en": "warband", "ru": "отряд"},
    "noun_hero": {"en": "hero", "ru": "Герой"},
    "noun_warrior": {"en": "warrior", "ru": "воин"},
    "noun_hired_sword": {"en": "hired sword", "ru": "Наёмный меч"},
    "noun_enemy": {"en": "enemy", "ru": "противник"},
    "noun_campaign": {"en": "campaign", "ru": "кампания"},
    "noun_scenario": {"en": "scenario", "ru": "сценарий"},
    "noun_award": {"en": "award", "ru": "награда"},
    "noun_player": {"en": "player", "ru": "игрок"},
    "noun_notes": {"en": "notes", "ru": "заметки"},
    "noun_warband_or_warrior": {"en": "warband or warrior", "ru": "отряд или воин"},
    "none_yet": {"en": "none yet", "ru": "пока нет"},
    "foreign_unknown_tool": {
        "en": "not a file of a tool this program reads ({tools})",
        "ru": "это не файл программы, которую читает Mordheim Roster ({tools})",
    },
    "undo_later_first": {
        "en": "{warband} changed after '{change}', here or in another window or program: "
        "undo the later changes first (nothing was undone)",
        "ru": "{warband} изменился после «{change}», здесь или в другом окне или программе: "
        "сначала отмените более поздние изменения (ничего не отменено)",
    },
    "campaign_undo_later_first": {
        "en": "the campaign changed after '{change}': undo the later changes first",
        "ru": "кампания изменилась после «{change}»: сначала отмените более поздние изменения",
    },
    "setting_undo_later_first": {
        "en": "the campaign's {setting} changed after '{change}': undo the later changes first",
        "ru": "настройка кампании {setting} изменилась после «{change}»: сначала отмените более "
        "поздние изменения",
    },
    "no_standings_column": {
        "en": "no column '{key}': one of {keys}",
        "ru": "нет столбца «{key}»: один из {keys}",
    },
    "head_to_head_needs_two": {
        "en": "a head-to-head record needs two different warbands",
        "ru": "для счёта личных встреч нужны два разных отряда",
    },
    "no_campaign_id": {
        "en": "there is no campaign with id {campaign_id}",
        "ru": "нет кампании с id {campaign_id}",
    },
    "no_campaign_named": {
        "en": "there is no campaign {name!r}; the campaigns: {known}",
        "ru": "нет кампании {name!r}; кампании: {known}",
    },
    "no_player_named": {
        "en": "nobody called {name!r} plays in {campaign}; the players: {known}",
        "ru": "в кампании {campaign} нет игрока {name!r}; игроки: {known}",
    },
    "file_breaks_rules": {
        "en": "the warband breaks the rules: {error}",
        "ru": "отряд нарушает правила: {error}",
    },
    "file_warband_choice": {
        "en": "the file holds {count:plural:warband|warbands}: choose 1 to {count}",
        "ru": "в файле отрядов: {count}; выберите от 1 до {count}",
    },
    "foreign_not_understood": {
        "en": "not understood: {listed}",
        "ru": "не распознано: {listed}",
    },
    "no_legal_advance": {
        "en": "no legal advance after many re-rolls",
        "ru": "нет допустимого продвижения даже после многих перебросов",
    },
    "advance_needs_no_choice": {
        "en": "this advance needs no choice",
        "ru": "этому продвижению выбор не нужен",
    },
    "characteristic_not_here": {
        "en": "{characteristic!r} cannot be raised here: choose one of {options}",
        "ru": "{characteristic!r} здесь повысить нельзя: выберите одну из {options}",
    },
    "group_cannot_advance": {
        "en": "this group can raise no characteristic any more and cannot promote a hero: no "
        "henchman advance is possible",
        "ru": "эта группа больше не может повысить ни одной характеристики и не может выдвинуть "
        "Героя: продвижение Рядовых невозможно",
    },
    "choice_not_here": {
        "en": "{choice!r} cannot be raised here: choose one of {options}",
        "ru": "{choice!r} здесь повысить нельзя: выберите одну из {options}",
    },
    "all_at_racial_maximum": {
        "en": "every characteristic is at its racial maximum: take a skill instead",
        "ru": "все характеристики на расовом максимуме: возьмите навык",
    },
    "not_on_equipment_list": {
        "en": "{warrior_type} cannot take {item}: it is not on the {warrior_type}'s equipment list",
        "ru": "{warrior_type} не может взять {item}: этого нет в списке снаряжения "
        "({warrior_type})",
    },
    "hire_at_least_one": {
        "en": "hire at least one {warrior_type}, not {count}",
        "ru": "наймите хотя бы одного: {warrior_type}, а не {count}",
    },
    "heroes_hired_one_at_a_time": {
        "en": "heroes are hired one at a time, not {count} {warrior_type}",
        "ru": "Героев нанимают по одному, а не {count} ({warrior_type})",
    },
    "no_die_left": {
        "en": "no die left for {purpose} (a D{sides}): type one more value between 1 and {sides}",
        "ru": "не осталось кубика для: {purpose} (D{sides}); введите ещё одно значение от 1 до "
        "{sides}",
    },
    "die_out_of_range": {
        "en": "{value} cannot be rolled on a D{sides} for {purpose}: use 1 to {sides}",
        "ru": "на D{sides} не выпадает {value} ({purpose}): только от 1 до {sides}",
    },
    "no_injury_result": {
        "en": "no injury result after many re-rolls",
        "ru": "нет результата повреждения даже после многих перебросов",
    },
    "pit_fight_result_needed": {
        "en": "{result}: enter whether the hero won or lost his fight in the pits",
        "ru": "{result}: укажите, выиграл Герой свой бой на арене или проиграл",
    },
    "no_mutations_for_type": {
        "en": "{name} cannot have mutations",
        "ru": "{name}: мутации невозможны",
    },
    "mutation_not_allowed": {
        "en": "{name} cannot have {wrong}; choose from {allowed}",
        "ru": "{name}: мутация {wrong} невозможна; выберите из: {allowed}",
    },
    "mutation_twice": {
        "en": "the same mutation cannot be bought twice",
        "ru": "одну и ту же мутацию нельзя купить дважды",
    },
    "too_many_mutations": {
        "en": "{name} may buy at most {most} at hire, not {count}",
        "ru": "{name}: при найме не больше {most} мутаций, а не {count}",
    },
    "not_enough_shards": {
        "en": "cannot sell {shards_to_sell} shards: the warband has {available}",
        "ru": "нельзя продать осколков: {shards_to_sell}; у отряда их {available}",
    },
    "unknown_scenario": {
        "en": "unknown scenario {scenario}; the scenarios are: {scenarios}",
        "ru": "нет сценария {scenario}; сценарии: {scenarios}",
    },
    "bad_battle_result": {
        "en": "the result is won, lost or draw, not {result}",
        "ru": "итог битвы — победа (won), поражение (lost) или ничья (draw), а не {result}",
    },
    "no_such_counter": {
        "en": "{scenario} keeps no counter {counter}; its counters: {has}",
        "ru": "{scenario}: нет маркера {counter}; маркеры сценария: {has}",
    },
    "negative_scenario_count": {
        "en": "a count of the scenario (counters held, Heroes) cannot be negative",
        "ru": "число в сценарии (маркеры, Герои) не может быть отрицательным",
    },
    "no_draw_in_scenario": {
        "en": "{scenario} cannot end in a draw",
        "ru": "{scenario}: ничьей в этом сценарии не бывает",
    },
    "negative_opponent_rating": {
        "en": "the opponent's rating cannot be negative",
        "ru": "рейтинг противника не может быть отрицательным",
    },
    "negative_sale_or_dice": {
        "en": "shards sold and extra exploration dice cannot be negative",
        "ru": "проданные осколки и дополнительные кубики разработки не могут быть отрицательными",
    },
    "report_names_stranger": {
        "en": "the report names {warrior!r}, who is not in this warband",
        "ru": "в отчёте есть {warrior!r}, но в этом отряде его нет",
    },
    "not_a_hero_here": {
        "en": "{hero!r} is not a hero of this warband",
        "ru": "{hero!r} — не Герой этого отряда",
    },
    "too_many_models_down": {
        "en": "{group!r}: {down:plural:model|models} out of action, but the group has {models}",
        "ru": "{group!r}: вне игры моделей: {down}, а в группе их {models}",
    },
    "not_a_hired_sword_here": {
        "en": "{sword!r} is not a hired sword of this warband",
        "ru": "{sword!r} — не Наёмный меч этого отряда",
    },
    "no_such_award": {
        "en": "{scenario} gives no award {award}: {has}",
        "ru": "{scenario} не даёт награды {award}: {has}",
    },
    "negative_award_count": {
        "en": "an award count cannot be negative",
        "ru": "число наград не может быть отрицательным",
    },
    "d6_out_of_range": {
        "en": "a D6 gives 1 to 6, not {face}",
        "ru": "на D6 выпадает от 1 до 6, а не {face}",
    },
    "wrong_starting_spell_count": {
        "en": "{count:plural:starting spell|starting spells} given; he starts with {wanted}",
        "ru": "дано начальных заклинаний: {count}; у него их {wanted}",
    },
    "not_a_spell_of": {
        "en": "{key} is not a spell of {name}",
        "ru": "{key} — не заклинание из списка «{name}»",
    },
    "spell_twice": {
        "en": "{spell} is given twice but has no difficulty to lower: roll again",
        "ru": "{spell} дано дважды, но его сложность уже не понизить: бросайте снова",
    },
    "no_new_spell": {
        "en": "no new spell of {name} after {rolls} rolls",
        "ru": "нет нового заклинания из списка «{name}» после бросков: {rolls}",
    },
    "name_needed": {
        "en": "give the {what} a name",
        "ru": "дайте имя: {what}",
    },
    "name_too_long": {
        "en": "the {what}'s name is {count:,} characters long: {limit:,} at most",
        "ru": "имя ({what}) длиной {count:,} знаков: не больше {limit:,}",
    },
    "name_control": {
        "en": "the {what}'s name holds a control character ({char}): type the name without it",
        "ru": "в имени ({what}) есть управляющий символ ({char}): наберите имя без него",
    },
    "text_too_long": {
        "en": "the {what} is {count:,} characters long: {limit:,} at most",
        "ru": "{what}: длина {count:,} знаков, не больше {limit:,}",
    },
    "warband_cannot_buy": {
        "en": "the {warband_id} warband cannot buy {item}",
        "ru": "отряд «{warband_id}» не может купить {item}",
    },
    "material_without_weapon": {
        "en": "{item} has no price of its own: choose the weapon made of it (a gromril axe, "
        "an ithilmar sword)",
        "ru": "у предмета «{item}» нет своей цены: выберите оружие из этого материала (топор из "
        "громрила, меч из итильмара)",
    },
    "common_item_no_search": {
        "en": "{item} is common for this warband: buy it, no search",
        "ru": "{item} — обычный предмет для этого отряда: купите его без поиска",
    },
    "two_d6_out_of_range": {
        "en": "a 2D6 roll is 2 to 12, not {roll}",
        "ru": "на 2D6 выпадает от 2 до 12, а не {roll}",
    },
    "bad_advance_kind": {
        "en": "an advance is a characteristic, a skill or a spell, not {kind!r}",
        "ru": "продвижение — это характеристика, навык или заклинание, а не {kind!r}",
    },
    "henchmen_raise_characteristics_only": {
        "en": "{warrior} is not a hero: henchmen only raise characteristics",
        "ru": "{warrior} — не Герой: Рядовые повышают только характеристики",
    },
    "casts_no_spells": {
        "en": "{warrior} casts no spells",
        "ru": "{warrior} не творит заклинаний",
    },
    "not_a_spell_of_list": {
        "en": "{spell!r} is not a spell of {spell_lists}",
        "ru": "{spell!r} — не заклинание из списка «{spell_lists}»",
    },
    "not_a_henchman_group": {
        "en": "{group} is not a henchman group",
        "ru": "{group} — не группа Рядовых",
    },
    "no_advance_for_talent": {
        "en": "{group} owes no advance: the lad's got talent comes from an advance roll",
        "ru": "{group}: броска на продвижение нет, а «Парень-то с талантом» даёт только бросок на "
        "продвижение",
    },
    "never_heroes": {
        "en": "{warrior_type} never become heroes: the lad's got talent is not open to them",
        "ru": "{warrior_type} никогда не становятся Героями: «Парень-то с талантом» им недоступен",
    },
    "window_six_heroes": {
        "en": "Six Heroes (a promoted lad may be the sixth)",
        "ru": "Шесть Героев (повышенный рядовой может стать шестым)",
    },
    "did_set_hero_reading_six": {
        "en": "Heroes: the leader and up to five others (a promoted lad may be the sixth)",
        "ru": "Герои: командир и до пяти других (повышенный рядовой может стать шестым)",
    },
    "did_set_hero_reading_list": {
        "en": "Heroes: no more than the places of the warband list's hero types",
        "ru": "Герои: не больше мест Героев в списке отряда",
    },
    "no_such_hero_reading": {
        "en": "'{reading}' is no reading of the Hero cap: say six or list",
        "ru": "«{reading}» — не прочтение предела Героев: укажите six или list",
    },
    "hero_reading_already": {
        "en": "the campaign counts its Heroes that way already",
        "ru": "кампания уже так считает Героев",
    },
    "heroes_full": {
        "en": "the warband already has its {count} heroes: re-roll the advance",
        "ru": "в отряде уже {count} Героев: перебросьте продвижение",
    },
    "two_skill_lists": {
        "en": "choose two different skill lists from: {hero_lists}",
        "ru": "выберите два разных списка навыков из: {hero_lists}",
    },
    "not_a_characteristic": {
        "en": "{key!r} is not a characteristic: use one of {characteristics}",
        "ru": "{key!r} — не характеристика: одна из {characteristics}",
    },
    "never_gains_experience": {
        "en": "{warrior} never gains experience",
        "ru": "{warrior} никогда не получает опыта",
    },
    "experience_below_start": {
        "en": "{warrior} started with {experience_floor} experience: no lower",
        "ru": "{warrior} начал с опыта {experience_floor}: меньше нельзя",
    },
    "no_advance_owed": {
        "en": "{warrior} has no advance to take: earn experience first",
        "ru": "у {warrior} нет броска на продвижение: сначала наберите опыт",
    },
    "no_advance_at_box": {
        "en": "{warrior} owes no advance for the box {box}",
        "ru": "у {warrior} нет броска на продвижение за квадрат {box}",
    },
    "choose_characteristic": {
        "en": "choose a characteristic: {characteristics}",
        "ru": "выберите характеристику: {characteristics}",
    },
    "characteristic_at_maximum": {
        "en": "{warrior}'s {characteristic} is {current}, the racial maximum of {maximum}: take "
        "the other characteristic of the row or re-roll",
        "ru": "{warrior}: {characteristic} = {current}, это расовый максимум {maximum}: возьмите "
        "другую характеристику строки или перебросьте",
    },
    "henchmen_raise_once": {
        "en": "{warrior} already raised {characteristic}: henchmen raise each one once",
        "ru": "{warrior} уже повышал {characteristic}: Рядовые повышают каждую характеристику "
        "один раз",
    },
    "skill_not_allowed": {
        "en": "{warrior} cannot take {name}: not from his lists, or already known",
        "ru": "{warrior} не может взять {name}: не из его списков или уже есть",
    },
    "spell_not_known": {
        "en": "{warrior} does not know the spell {spell}",
        "ru": "{warrior} не знает заклинания {spell}",
    },
    "henchmen_have_no_skills": {
        "en": "{warrior} is not a hero: henchmen have no skills",
        "ru": "{warrior} — не Герой: у Рядовых нет навыков",
    },
    "skill_not_known": {
        "en": "{warrior} does not have the skill {skill!r}",
        "ru": "у {warrior} нет навыка {skill!r}",
    },
    "unknown_house_rules": {
        "en": "unknown house-rule packs: {unknown}",
        "ru": "неизвестные пакеты домашних правил: {unknown}",
    },
    "unknown_hired_sword": {
        "en": "unknown hired sword {type_id!r}",
        "ru": "нет такого Наёмного меча: {type_id!r}",
    },
    "panel_mount": {"en": "Mount: {name}", "ru": "Скакун: {name}"},
    "panel_mount_included": {
        "en": "Mount: {name} (in his cost)",
        "ru": "Скакун: {name} (входит в его цену)",
    },
    "panel_mount_rating": {"en": "rating +{rating}", "ru": "рейтинг +{rating}"},
    "panel_mount_save": {"en": "armour save +{bonus}", "ru": "защита +{bonus}"},
    "panel_mount_lost": {"en": "lost on a D6 of {scores}", "ru": "теряется при D6 {scores}"},
    "included_mount_stays": {
        "en": "{warrior}'s {item} is part of his cost: it is never sold or stashed on its own",
        "ru": "{item} входит в цену воина {warrior}: отдельно не продаётся и на склад не убирается",
    },
    "hired_sword_kit_fixed": {
        "en": "{warrior} is a hired sword: his equipment is fixed",
        "ru": "{warrior} — Наёмный меч: его снаряжение неизменно",
    },
    "roll_for_price": {
        "en": "{item} costs {cost} + {dice}{multiplier} gc: roll the dice and give the price",
        "ru": "{item} стоит {cost} + {dice}{multiplier} зк: бросьте кубики и укажите цену",
    },
    "price_out_of_range": {
        "en": "{item} costs {cost} + {dice}{multiplier} gc: {low} to {high}, not {price} gc",
        "ru": "{item} стоит {cost} + {dice}{multiplier} зк: от {low} до {high}, а не {price} зк",
    },
    "wrong_price": {
        "en": "{item} costs {cost} gc, not {price} gc",
        "ru": "{item} стоит {cost} зк, а не {price} зк",
    },
    "cannot_afford_for": {
        "en": "{item} for {warrior} costs {total} gc but the treasury holds {treasury} gc",
        "ru": "{item} для {warrior} стоит {total} зк, а в казне {treasury} зк",
    },
    "warband_cannot_buy_item": {
        "en": "the {type_id} warband cannot buy {item}",
        "ru": "отряд «{type_id}» не может купить {item}",
    },
    "cannot_afford": {
        "en": "{item} costs {cost} gc but the treasury holds {treasury} gc",
        "ru": "{item} стоит {cost} зк, а в казне {treasury} зк",
    },
    "cannot_afford_short": {
        "en": "{what} costs {gold} gc but the treasury holds {treasury} gc: {value} gc short",
        "ru": "{what} стоит {gold} зк, а в казне {treasury} зк: не хватает {value} зк",
    },
    "warband_cannot_hire": {
        "en": "the {type_id} warband cannot hire {warrior_type}",
        "ru": "отряд «{type_id}» не может нанять: {warrior_type}",
    },
    "unknown_hired_sword_known": {
        "en": "unknown hired sword {sword_id}; known: {known}",
        "ru": "нет такого Наёмного меча: {sword_id}; есть: {known}",
    },
    "add_at_least_one": {
        "en": "add at least one model, not {count}",
        "ru": "добавьте хотя бы одну модель, а не {count}",
    },
    "remove_at_least_one": {
        "en": "remove at least one model, not {count}",
        "ru": "уберите хотя бы одну модель, а не {count}",
    },
    "hire_without_spells": {
        "en": "he casts no spells: hire him without any",
        "ru": "он не творит заклинаний: нанимайте его без них",
    },
    "persona_taken": {
        "en": "{name} is a dramatis persona, one in the whole campaign, and is already with "
        "{others}",
        "ru": "{name} — легендарный персонаж, один на всю кампанию, и он уже в отряде {others}",
    },
    "hired_sword_already_here": {
        "en": "{sword} is already with this warband: there is only one of him",
        "ru": "{sword} уже в этом отряде: он такой один",
    },
    "too_few_models": {
        "en": "{group} has only {count:plural:model|models}, cannot remove {wanted}",
        "ru": "в группе {group} только {count:plural:модель|модели|моделей}, "
        "нельзя убрать {wanted}",
    },
    "sub_roll_needed": {
        "en": "{result} has a sub-roll: give its result ({subs})",
        "ru": "у результата {result} есть дополнительный бросок: укажите его результат ({subs})",
    },
    "injury_for_heroes_only": {
        "en": "{warrior} is not a hero: henchmen and hired swords roll a D6 (1-2: gone); remove "
        "the models lost instead",
        "ru": "{warrior} — не Герой: за Рядовых и Наёмных мечей бросают D6 (1-2: выбывает); "
        "уберите потерянные модели",
    },
    "games_missed_range": {
        "en": "games to miss must be 0 to 99, not {games}",
        "ru": "пропущенных игр может быть от 0 до 99, а не {games}",
    },
    "roll_games_missed": {
        "en": "roll the {dice} for the games missed and give the number",
        "ru": "бросьте {dice} на число пропущенных игр и укажите его",
    },
    "roll_for_number": {
        "en": "roll the {dice} for the {kind} and give the number",
        "ru": "бросьте {dice} ({kind}) и укажите число",
    },
    "no_such_injury": {
        "en": "{warrior} has no injury number {value}",
        "ru": "у {warrior} нет повреждения номер {value}",
    },
    "games_missed_needed": {
        "en": "{result}: give the number of games missed ({dice})",
        "ru": "{result}: укажите число пропущенных игр ({dice})",
    },
    "unknown_packs": {
        "en": "unknown packs: {unknown}; see mordheim-roster packs list",
        "ru": "неизвестные пакеты: {unknown}; см. mordheim-roster packs list",
    },
    "unknown_scenarios": {
        "en": "unknown scenarios: {unknown}; the scenarios: {known}",
        "ru": "неизвестные сценарии: {unknown}; сценарии: {known}",
    },
    "bad_scenario_players": {
        "en": "players {players!r}: write two or multiplayer",
        "ru": "игроки {players!r}: укажите two (двое) или multiplayer (несколько)",
    },
    "scenario_name_taken": {
        "en": "the campaign already has a scenario called {name!r}: choose another name",
        "ru": "в кампании уже есть сценарий {name!r}: выберите другое название",
    },
    "no_custom_scenario": {
        "en": "the campaign has no scenario of its own {scenario_id!r}; its own: {known}",
        "ru": "в кампании нет своего сценария {scenario_id!r}; свои сценарии: {known}",
    },
    "too_many_awards": {
        "en": "{count} awards: a scenario has at most {limit}",
        "ru": "наград: {count}; у сценария их не больше {limit}",
    },
    "bad_award_xp": {
        "en": "an award of {xp} experience: give 1 to {limit}",
        "ru": "награда в {xp} опыта: укажите от 1 до {limit}",
    },
    "bad_award_per": {
        "en": "an award per {per!r}: write battle (once) or event (as often as it happens)",
        "ru": "награда за {per!r}: укажите battle (один раз) или event (за каждый случай)",
    },
    "campaign_name_taken": {
        "en": "there is already a campaign called {clean!r}: choose another name",
        "ru": "кампания {clean!r} уже есть: выберите другое название",
    },
    "already_in_campaign": {
        "en": "{warband} already plays in {campaign}",
        "ru": "{warband} уже играет в кампании {campaign}",
    },
    "already_in_other_campaign": {
        "en": "{warband} already plays in another campaign",
        "ru": "{warband} уже играет в другой кампании",
    },
    "warband_pack_not_allowed": {
        "en": "{warband}: its type, {kind}, comes from the pack {pack}, which {campaign} does not "
        "allow",
        "ru": "{warband}: отряд типа {kind} из пакета {pack}, который кампания {campaign} не "
        "допускает",
    },
    "battle_not_a_date": {
        "en": "the battle's date {value} is not a date: write it as YYYY-MM-DD",
        "ru": "дата битвы {value} — не дата: пишите ГГГГ-ММ-ДД",
    },
    "not_a_date": {
        "en": "the {what} {value!r} is not a date: write it as YYYY-MM-DD",
        "ru": "{what} {value!r} — не дата: пишите ГГГГ-ММ-ДД",
    },
    "player_in_campaign": {
        "en": "{same} already plays in {campaign}",
        "ru": "{same} уже играет в кампании {campaign}",
    },
    "player_has_warband": {
        "en": "{player} already plays a warband in this campaign: retire it first",
        "ru": "{player} уже играет отрядом в этой кампании: сначала выведите его из кампании",
    },
    "campaign_not_started": {
        "en": "{campaign} starts on {started_on}",
        "ru": "кампания {campaign} начинается {started_on}",
    },
    "warband_not_in_campaign": {
        "en": "warband {warband_id} does not play in {campaign}",
        "ru": "отряд {warband_id} не играет в кампании {campaign}",
    },
    "already_retired": {
        "en": "that warband retired on {retired_on} already",
        "ru": "этот отряд уже выбыл из кампании {retired_on}",
    },
    "retired_before_joining": {
        "en": "that warband joined on {joined_on}: retire it after that",
        "ru": "этот отряд вступил {joined_on}: выводите его не раньше",
    },
    "retired_before_last_match": {
        "en": "that warband played on {last}: retire it on that day or later",
        "ru": "этот отряд играл {last}: выводите его в этот день или позже",
    },
    "match_needs_two": {
        "en": "a match needs two warbands or more",
        "ru": "в матче нужны два отряда или больше",
    },
    "warband_twice_in_match": {
        "en": "a warband appears twice in the match",
        "ru": "отряд указан в матче дважды",
    },
    "winner_not_in_match": {
        "en": "the winner must be one of the warbands of the match",
        "ru": "победитель должен быть одним из отрядов матча",
    },
    "casualties_twice": {
        "en": "the casualties of one side against another are given twice",
        "ru": "потери одной стороны против другой указаны дважды",
    },
    "no_such_scenario": {
        "en": "there is no scenario {scenario_id!r}; the scenarios: {known}",
        "ru": "нет сценария {scenario_id!r}; сценарии: {known}",
    },
    "no_such_match": {
        "en": "there is no match {match_id} in {campaign}",
        "ru": "в кампании {campaign} нет матча {match_id}",
    },
    "warband_not_in_campaign_then": {
        "en": "warband {warband_id} plays in the campaign from {joined_on}{until}, not on {day}",
        "ru": "отряд {warband_id} играет в кампании с {joined_on}{until}, а не {day}",
    },
    "casualties_between_sides": {
        "en": "casualties are caused by one side of the match to another",
        "ru": "потери наносит одна сторона матча другой",
    },
    "killed_not_out_of_action": {
        "en": "a hero killed was taken out of action: killed <= out of action",
        "ru": "убитый Герой был выведен вне игры: убитых <= вне игры",
    },
    "battle_of_outsider": {
        "en": "a battle record is linked to a warband not in the match",
        "ru": "запись о битве связана с отрядом не из этого матча",
    },
    "battle_not_in_log": {
        "en": "battle {battle_id} is not in the battle log of warband {warband_id}",
        "ru": "битвы {battle_id} нет в журнале битв отряда {warband_id}",
    },
    "warband_not_in_match": {
        "en": "warband {warband_id} did not play in match {match_id}",
        "ru": "отряд {warband_id} не играл в матче {match_id}",
    },
    "casualties_range": {
        "en": "{number} {what}: a side takes 0 to {limit} models {what}",
        "ru": "{number} {what}: сторона выводит от 0 до {limit} моделей ({what})",
    },
    "pack_switched_off": {
        "en": "{what} comes from the pack {pack} ({pack2}; {source}), which is switched off in "
        "this campaign: switch it on first (mordheim-roster packs enable {pack}, or "
        "Settings > Rules packs in the window)",
        "ru": "{what} — из пакета {pack} ({pack2}; {source}), который в этой кампании выключен: "
        "сначала включите его (mordheim-roster packs enable {pack} или «Настройки > Пакеты "
        "правил» в окне)",
    },
    "item_packs_switched_off": {
        "en": "{what} comes only with the packs {packs}, all switched off in this campaign: "
        "switch one on first (mordheim-roster packs enable {pack}, or Settings > Rules packs in "
        "the window)",
        "ru": "{what} — только из пакетов {packs}, все они в этой кампании выключены: сначала "
        "включите один (mordheim-roster packs enable {pack} или «Настройки > Пакеты правил» в "
        "окне)",
    },
    "no_such_pack": {
        "en": "there is no pack {pack_id!r}; the packs are: {known}",
        "ru": "нет пакета {pack_id!r}; пакеты: {known}",
    },
    "pack_already_on": {
        "en": "the pack {pack_id} is already switched on",
        "ru": "пакет {pack_id} уже включён",
    },
    "core_pack_always_on": {
        "en": "the core rulebook cannot be switched off",
        "ru": "основную книгу правил выключить нельзя",
    },
    "pack_already_off": {
        "en": "the pack {pack_id} is already switched off",
        "ru": "пакет {pack_id} уже выключен",
    },
    "pack_needed_by": {
        "en": "the pack {pack_id} is needed by {needing}: switch those off first",
        "ru": "пакет {pack_id} нужен для: {needing}; сначала выключите их",
    },
    "cannot_pay": {
        "en": "the warband cannot pay for this: the treasury would go below zero",
        "ru": "отряду нечем заплатить: казна ушла бы ниже нуля",
    },
    "report_dice_not_list": {
        "en": "dice: expected a list of the values rolled on the table, in order",
        "ru": "dice: нужен список значений, выпавших на столе, по порядку",
    },
    "report_too_many_dice": {
        "en": "dice: {count:,} values; a battle needs far fewer",
        "ru": "dice: значений {count:,}; на битву нужно гораздо меньше",
    },
    "report_seed_not_number": {
        "en": "seed: expected a whole number",
        "ru": "seed: нужно целое число",
    },
    "report_not_object": {
        "en": "the battle report must be a JSON object",
        "ru": "отчёт о битве должен быть объектом JSON",
    },
    "report_unknown_fields": {
        "en": "unknown fields in the battle report ({count:,}): {unknown}; the fields are {fields}",
        "ru": "в отчёте о битве неизвестных полей: {count:,} ({unknown}); поля: {fields}",
    },
    "sequence_out_of_date": {
        "en": "{state} is not as it was when the sequence was worked out: run the post-battle "
        "sequence again",
        "ru": "{state} уже не тот, что при расчёте: пройдите процедуру после битвы заново",
    },
    "report_expected": {
        "en": "{where}: expected {shape}",
        "ru": "{where}: нужно {shape}",
    },
    "report_expected_list": {
        "en": "{where}: expected a list, got {value}",
        "ru": "{where}: нужен список, а не {value}",
    },
    "report_expected_text": {
        "en": "{where}: expected text, got {value}",
        "ru": "{where}: нужен текст, а не {value}",
    },
    "report_expected_warrior": {
        "en": "{where}: name a warrior by his name or id, not {value}",
        "ru": "{where}: укажите воина по имени или id, а не {value}",
    },
    "report_expected_count": {
        "en": "{where}: expected a whole number of 0 or more, got {value}",
        "ru": "{where}: нужно целое число от 0, а не {value}",
    },
    "report_too_deep": {
        "en": "the battle report is nested too deeply: not a battle report",
        "ru": "отчёт о битве вложен слишком глубоко: это не отчёт о битве",
    },
    "report_bad_json": {
        "en": "the battle report is not valid JSON: {error}",
        "ru": "отчёт о битве — не правильный JSON: {error}",
    },
    "report_no_such_warrior": {
        "en": "{where}: {state} has no warrior {value}",
        "ru": "{where}: в отряде {state} нет воина {value}",
    },
    "report_bad_award": {
        "en": 'awards[{n}]: expected {{"award": ..., "warrior": ..., "count": 1}}',
        "ru": 'awards[{n}]: нужно {{"award": ..., "warrior": ..., "count": 1}}',
    },
    "item_quantity_range": {
        "en": "from 0 to {maximum} of one item, not {quantity}",
        "ru": "от 0 до {maximum} одного предмета, а не {quantity}",
    },
    "unknown_house_rules_known": {
        "en": "unknown house-rule packs: {unknown}; known: {known}",
        "ru": "неизвестные пакеты домашних правил: {unknown}; есть: {known}",
    },
    "leader_must_be_hero": {
        "en": "{warrior} is not a hero: only a hero can lead the warband",
        "ru": "{warrior} — не Герой: вести отряд может только Герой",
    },
    "already_leader": {
        "en": "{warrior} already leads the warband",
        "ru": "{warrior} уже ведёт отряд",
    },
    "not_in_bin": {
        "en": "{state} is not deleted",
        "ru": "отряда {state} нет в корзине",
    },
    "html_needs_warband": {
        "en": "name the warband to export, or use --campaign C for a league's page",
        "ru": "укажите отряд для выгрузки или --campaign C для страницы лиги",
    },
    "print_needs_warband": {
        "en": "name the warband to print, or use --blank for an empty sheet",
        "ru": "укажите отряд для печати или --blank для пустого листа",
    },
    "unknown_warband_type": {
        "en": "there is no warband type {type!r} in the packs switched on; they are: {types} "
        "(`mordheim-roster packs list` shows the rest)",
        "ru": "во включённых пакетах нет типа отряда {type!r}; есть: {types} (остальные "
        "показывает `mordheim-roster packs list`)",
    },
    "nothing_hired": {
        "en": "{error}; nothing was hired",
        "ru": "{error}; никто не нанят",
    },
    "nothing_imported": {
        "en": "{file}: {error}; nothing was imported",
        "ru": "{file}: {error}; ничего не загружено",
    },
    "nothing_changed": {
        "en": "{error}; nothing was changed",
        "ru": "{error}; ничего не изменено",
    },
    "file_bad_kind": {
        "en": "{path}.kind: {kind} must be one of {kinds}",
        "ru": "{path}.kind: {kind} — должно быть одно из {kinds}",
    },
    "file_type_of_other_warband": {
        "en": "{where}: {type_id} does not belong to the {warband_id} warband",
        "ru": "{where}: {type_id} не относится к отряду типа {warband_id}",
    },
    "file_unknown_warband_type": {
        "en": "{path}.type: there is no warband type {type_id} in the packs switched on (the "
        "types are in New warband, the packs in `mordheim-roster packs list`)",
        "ru": "{path}.type: во включённых пакетах нет типа отряда {type_id} (типы — в окне "
        "«Новый отряд», пакеты — в `mordheim-roster packs list`)",
    },
    "file_too_large_warband": {
        "en": "the file is larger than {value} MB: not a warband file",
        "ru": "файл больше {value} МБ: это не файл отряда",
    },
    "report_title": {
        "en": "{warband}: {scenario} against {opponent}, {result}",
        "ru": "{warband}: {scenario} против {opponent}, {result}",
    },
    "report_won": {"en": "won", "ru": "победа"},
    "report_lost": {"en": "lost", "ru": "поражение"},
    "report_draw": {"en": "draw", "ru": "ничья"},
    "report_an_opponent": {"en": "an opponent", "ru": "противник"},
    "report_figures": {
        "en": "Rating {rating} → {rating_after} · treasury {gold} → {gold_after} gc · "
        "wyrdstone {shards} → {shards_after}",
        "ru": "Рейтинг {rating} → {rating_after} · казна {gold} → {gold_after} зк · "
        "вирдстоун {shards} → {shards_after}",
    },
    "report_changes": {"en": "After the battle", "ru": "После битвы"},
    "report_dice": {"en": "Dice", "ru": "Кубики"},
    "report_takedowns": {"en": "Who took out whom", "ru": "Кто кого вывел из игры"},
    "report_taken_out": {
        "en": "Turn {turn}: {by} took {model} out of action",
        "ru": "Ход {turn}: {by} выводит из игры: {model}",
    },
    "report_out_alone": {
        "en": "Turn {turn}: {model} out of action",
        "ru": "Ход {turn}: {model} вне игры",
    },
    "report_message_mark": {
        "en": "----- message {n} of {total} -----",
        "ru": "----- сообщение {n} из {total} -----",
    },
    "report_no_battle": {
        "en": "the battle log has no battle {number} (it holds {count}): give a number "
        "from 1, or none for the last",
        "ru": "в журнале нет битвы {number} (их {count}): укажите номер от 1 или ничего — "
        "для последней",
    },
    "code_unreadable": {
        "en": "this is not the whole text of a Mordheim Roster warband code, or it was damaged: "
        "scan the code again and import all of its text",
        "ru": "это не весь текст кода отряда Mordheim Roster, или он повреждён: отсканируйте "
        "код ещё раз и импортируйте весь текст",
    },
    "code_parts_missing": {
        "en": "the warband is carried by {total} codes, and these are missing: {parts}; scan "
        "every code on the sheet and import their texts together",
        "ru": "отряд записан в {total} кодах, а этих не хватает: {parts}; отсканируйте все "
        "коды на листе и импортируйте их тексты вместе",
    },
    "code_parts_differ": {
        "en": "part {part} of the warband code appears twice with different texts: the codes "
        "come from two sheets; scan the codes of one sheet",
        "ru": "часть {part} кода отряда встречается дважды с разным текстом: коды с двух "
        "листов; отсканируйте коды одного листа",
    },
    "file_not_ours": {
        "en": "file.format: {document} is not a Mordheim Roster warband file",
        "ru": "file.format: {document} — не файл отряда Mordheim Roster",
    },
    "file_bad_version": {
        "en": "file.version: {version} is not a format version",
        "ru": "file.version: {version} — не версия формата",
    },
    "file_newer_version": {
        "en": "file.version: this file was written by a newer Mordheim Roster (format {version}); "
        "this version reads format {supported}: update the program",
        "ru": "file.version: файл записан более новой версией Mordheim Roster (формат {version}); "
        "эта версия читает формат {supported}: обновите программу",
    },
    "file_bad_message_code": {
        "en": "{path}.code: a message code is a snake_case word, not {code_text!r}",
        "ru": "{path}.code: код сообщения — слово snake_case, а не {code_text!r}",
    },
    "file_too_many_values": {
        "en": "{path}.values: a table of at most {limit} values",
        "ru": "{path}.values: таблица не больше чем из {limit} значений",
    },
    "file_expected_object": {
        "en": "{path}: expected an object, got {got}",
        "ru": "{path}: нужен объект, а не {got}",
    },
    "file_unknown_fields": {
        "en": "{path}: unknown fields ({count:,}): {names}",
        "ru": "{path}: неизвестных полей: {count:,} ({names})",
    },
    "file_missing_fields": {
        "en": "{path}: missing fields: {missing}",
        "ru": "{path}: нет полей {missing}",
    },
    "file_expected_text": {
        "en": "{path}: expected text, got {got}",
        "ru": "{path}: нужен текст, а не {got}",
    },
    "file_text_too_long": {
        "en": "{path}: text longer than {limit} characters",
        "ru": "{path}: текст длиннее {limit} знаков",
    },
    "file_empty_text": {
        "en": "{path}: must not be empty",
        "ru": "{path}: не может быть пустым",
    },
    "file_expected_number": {
        "en": "{path}: expected a whole number, got {value}",
        "ru": "{path}: нужно целое число, а не {value}",
    },
    "file_number_out_of_range": {
        "en": "{path}: {value} is outside {low}..{high}",
        "ru": "{path}: {value} вне пределов {low}..{high}",
    },
    "file_expected_list": {
        "en": "{path}: expected a list, got {got}",
        "ru": "{path}: нужен список, а не {got}",
    },
    "file_list_too_long": {
        "en": "{path}: more than {limit} entries",
        "ru": "{path}: больше {limit} элементов",
    },
    "file_profile_out_of_range": {
        "en": "{path}.profile_changes: they make {key} {value}; 0 to 10 only",
        "ru": "{path}.profile_changes: с ними {key} = {value}; допустимо от 0 до 10",
    },
    "file_unknown_hired_sword": {
        "en": "{where}: unknown hired sword {type_id}",
        "ru": "{where}: неизвестный Наёмный меч {type_id}",
    },
    "file_custom_warband_unnamed": {
        "en": "{path}: a custom warband type needs its name (warband.name)",
        "ru": "{path}: у своего типа отряда должно быть название (warband.name)",
    },
    "file_bad_custom_type": {
        "en": "{path}: {type_id} is no custom type id of this warband (<warband>.custom_<id>)",
        "ru": "{path}: {type_id} — не id своего типа воина этого отряда (<отряд>.custom_<id>)",
    },
    "file_bad_custom_role": {
        "en": "{path}: role {role} is none of hero, henchman, hired_sword",
        "ru": "{path}: роль {role} — ни hero (Герой), ни henchman (Рядовые), ни hired_sword",
    },
    "file_expected_flag": {
        "en": "{path}: expected true or false, not {value}",
        "ru": "{path}: нужно true или false, а не {value}",
    },
    "file_unknown_warrior_type": {
        "en": "{where}: unknown warrior type {type_id}",
        "ru": "{where}: неизвестный тип воина {type_id}",
    },
    "file_bad_characteristic": {
        "en": "{where}.characteristic: {key} is not one of {characteristics}",
        "ru": "{where}.characteristic: {key} — не одна из {characteristics}",
    },
    "file_unknown_spell": {
        "en": "{where}.spell: unknown spell {key}",
        "ru": "{where}.spell: неизвестное заклинание {key}",
    },
    "file_unknown_injury": {
        "en": "{where}.injury: unknown serious injury {injury_id}",
        "ru": "{where}.injury: неизвестное серьёзное повреждение {injury_id}",
    },
    "file_unknown_rule": {
        "en": "{where}.rule: unknown special rule {rule}",
        "ru": "{where}.rule: неизвестное специальное правило {rule}",
    },
    "file_duplicate_warrior_id": {
        "en": "{path}.warriors[{n}].id: duplicate warrior id {parsed}",
        "ru": "{path}.warriors[{n}].id: id воина {parsed} повторяется",
    },
    "file_leader_not_hero": {
        "en": "{path}.leader: {leader_id} is not the id of a hero in the file",
        "ru": "{path}.leader: {leader_id} — не id Героя из этого файла",
    },
    "file_too_deep": {
        "en": "not a warband file: the JSON is nested too deeply",
        "ru": "не файл отряда: JSON вложен слишком глубоко",
    },
    "file_bad_json": {
        "en": "not valid JSON: {error}",
        "ru": "неправильный JSON: {error}",
    },
    "file_bad_value_name": {
        "en": "{where}: a value's name is a snake_case word",
        "ru": "{where}: имя значения — слово snake_case",
    },
    "file_refused": {
        "en": "{path}: {error}",
        "ru": "{path}: {error}",
    },
    "file_unknown_entry": {
        "en": "{path}[{n}]: unknown {what} {text}",
        "ru": "{path}[{n}]: неизвестно ({what}): {text}",
    },
    "file_too_large": {
        "en": "the file is larger than {value} MB",
        "ru": "файл больше {value} МБ",
    },
    "foreign_is_ours": {
        "en": "a Mordheim Roster file: import it as our own (import-json)",
        "ru": "это файл Mordheim Roster: загрузите его как свой (import-json)",
    },
    "unknown_format": {
        "en": "unknown format {fmt!r}; known: {formats}",
        "ru": "неизвестный формат {fmt!r}; есть: {formats}",
    },
    "foreign_not_text": {
        "en": "the file is not UTF-8 text nor a known archive",
        "ru": "файл — не текст UTF-8 и не известный архив",
    },
    "foreign_too_deep": {
        "en": "the file is nested too deeply",
        "ru": "файл вложен слишком глубоко",
    },
    "rosz_too_large": {
        "en": "the roster in the archive is larger than 5 MB",
        "ru": "лист отряда в архиве больше 5 МБ",
    },
    "battlescribe_bad_root": {
        "en": "not a BattleScribe roster: its root is <{root}>",
        "ru": "не лист отряда BattleScribe: его корень <{root}>",
    },
    "battlescribe_no_warband": {
        "en": "the roster has no warband this program knows (forces: {found})",
        "ru": "в листе отряда нет отряда, который знает эта программа (силы: {found})",
    },
    "rosz_many_files": {
        "en": "not a .rosz: the archive holds {count} files",
        "ru": "не .rosz: в архиве файлов: {count}",
    },
    "rosz_no_roster": {
        "en": "not a .rosz: the archive holds no single .ros roster",
        "ru": "не .rosz: в архиве нет единственного листа отряда .ros",
    },
    "rosz_damaged": {
        "en": "the .rosz archive is damaged ({error})",
        "ru": "архив .rosz повреждён ({error})",
    },
    "battlescribe_entities": {
        "en": "the roster declares a DTD or entities: refused",
        "ru": "лист отряда объявляет DTD или сущности: отказано",
    },
    "battlescribe_bad_xml": {
        "en": "not a BattleScribe roster: the XML is broken ({error})",
        "ru": "не лист отряда BattleScribe: XML повреждён ({error})",
    },
    "foreign_too_large": {
        "en": "the file is larger than {value} MB: not a {what}",
        "ru": "файл больше {value} МБ: это не {what}",
    },
    "foreign_json_too_deep": {
        "en": "not a {what}: the JSON is nested too deeply",
        "ru": "не {what}: JSON вложен слишком глубоко",
    },
    "foreign_bad_json": {
        "en": "not a {what}: the JSON is broken ({error})",
        "ru": "не {what}: JSON повреждён ({error})",
    },
    "foreign_text_too_long": {
        "en": "{path}: text longer than 10000 characters",
        "ru": "{path}: текст длиннее 10000 знаков",
    },
    "unknown_characteristic": {
        "en": "unknown characteristic {characteristic}",
        "ru": "неизвестная характеристика {characteristic}",
    },
    "foreign_backup_empty": {
        "en": "the {tool} backup holds no warband",
        "ru": "в резервной копии {tool} нет отряда",
    },
    "foreign_no_such_warband": {
        "en": "{path}.warbandType: {kind} has no match here{why}",
        "ru": "{path}.warbandType: для {kind} здесь нет соответствия{why}",
    },
    "foreign_not_text_export": {
        "en": "not a {tool} text export: its last line MORDHEIM-DATA: {{...}} is missing",
        "ru": "не текстовый экспорт {tool}: нет последней строки MORDHEIM-DATA: {{...}}",
    },
    "foreign_campaign_empty": {
        "en": "the {tool} campaign file holds no warband",
        "ru": "в файле кампании {tool} нет отряда",
    },
    "foreign_unknown_warband": {
        "en": "{path}.wb: {wb} is not a {tool} warband we know",
        "ru": "{path}.wb: {wb} — не известный нам отряд {tool}",
    },
    "foreign_unknown_variant": {
        "en": "{path}.subtype: {subtype} is not a variant of its warband {wb} ({variants})",
        "ru": "{path}.subtype: {subtype} — не вариант отряда {wb} ({variants})",
    },
    "roster_builder_no_type": {
        "en": "Mordheim Roster Builder has no warband type {warband}, so it cannot read this "
        "warband: share it in our own JSON instead",
        "ru": "в Mordheim Roster Builder нет типа отряда {warband}, она не прочтёт этот отряд: "
        "поделитесь им в нашем JSON",
    },
    "toolheim_too_large": {
        "en": "the file is larger than 5 MB: not a Toolheim warband",
        "ru": "файл больше 5 МБ: это не отряд Toolheim",
    },
    "toolheim_bad_warband_line": {
        "en": "file.warband: expected 'Name (Warband type)'",
        "ru": "file.warband: нужно 'Имя (Тип отряда)'",
    },
    "toolheim_unknown_warband": {
        "en": "file.warband: {label} is no warband type we know",
        "ru": "file.warband: {label} — не известный нам тип отряда",
    },
    "toolheim_bad_hero": {
        "en": "{path}.hero: expected 'Name (Type) [12XP]'",
        "ru": "{path}.hero: нужно 'Имя (Тип) [12XP]'",
    },
    "toolheim_bad_group": {
        "en": "{path}.group: expected 'Name (3x Type) [4XP]'",
        "ru": "{path}.group: нужно 'Имя (3x Тип) [4XP]'",
    },
    "toolheim_yaml_aliases": {
        "en": "the YAML uses aliases (anchors): refused",
        "ru": "YAML использует ссылки (якоря): отказано",
    },
    "toolheim_bad_yaml": {
        "en": "not a Toolheim warband: the YAML is broken{line}",
        "ru": "не отряд Toolheim: YAML повреждён{line}",
    },
    "work_cancelled": {
        "en": "cancelled: nothing was written",
        "ru": "отменено: ничего не записано",
    },
    "toolheim_huge_number": {
        "en": "not a Toolheim warband: it holds a number of thousands of digits",
        "ru": "не отряд Toolheim: в файле число из тысяч цифр",
    },
    "toolheim_bad_stat": {
        "en": "{path}.stats: {strip} is not like 'WS4'",
        "ru": "{path}.stats: {strip} — не вида 'WS4'",
    },
    "input_too_large": {
        "en": "{name} is larger than {limit}: it is not one of ours",
        "ru": "{name} больше {limit}: это не наш файл",
    },
    "input_unreadable": {
        "en": "cannot read {path}: {value}",
        "ru": "не удаётся прочитать {path}: {value}",
    },
    "input_not_a_file": {
        "en": "{path} is not a regular file (a folder, a device or a pipe): save the data to a "
        "file and name that file, or use '-' for standard input",
        "ru": "{path} — не обычный файл (папка, устройство или канал): сохраните данные в файл и "
        "укажите его или '-' для стандартного ввода",
    },
    "input_file_too_large": {
        "en": "{path} is {size:,} bytes, larger than {limit}: it is not one of ours",
        "ru": "{path}: {size:,} байт, больше {limit}: это не наш файл",
    },
    "not_a_battle_id": {
        "en": "{battle!r} is not a battle id (its number, or latest)",
        "ru": "{battle!r} — не id битвы (её номер или latest)",
    },
    "no_campaign_yet": {
        "en": "there is no campaign yet: make one with `campaign new NAME`",
        "ru": "кампании ещё нет: создайте её командой `campaign new NAME`",
    },
    "casualty_usage": {
        "en": "--casualty takes BY AGAINST OUT_OF_ACTION [HEROES_KILLED], e.g. --casualty 'Grey "
        "Wolves' Pyres 3 1",
        "ru": "--casualty принимает КТО ПРОТИВ_КОГО ВНЕ_ИГРЫ [УБИТО_ГЕРОЕВ], например --casualty "
        "'Grey Wolves' Pyres 3 1",
    },
    "no_battle_yet": {
        "en": "that warband has no battle in its log yet",
        "ru": "у этого отряда в журнале ещё нет битв",
    },
    "casualties_not_numbers": {
        "en": "{words!r}: the casualties are whole numbers",
        "ru": "{words!r}: потери — целые числа",
    },
    "database_cannot_open": {
        "en": "Mordheim Roster cannot open its database:\n\n{reason}",
        "ru": "Mordheim Roster не может открыть свою базу отрядов:\n\n{reason}",
    },
    "database_is_folder": {
        "en": "{path} is a folder, not a roster database: give a file name",
        "ru": "{path} — папка, а не база отрядов: укажите имя файла",
    },
    "database_without_version": {
        "en": "{path} is a Mordheim Roster database without its schema version (the "
        "alembic_version table is missing or empty): it may be damaged, and it was left "
        "untouched. Restore a backup (a file named like it with .backup-) or choose "
        "another.",
        "ru": "{path} — база Mordheim Roster без версии схемы (таблицы alembic_version нет или "
        "она пуста): возможно, она повреждена; её не трогали. Восстановите резервную копию "
        "(файл с таким же именем и .backup-) или выберите другую.",
    },
    "database_newer": {
        "en": "this roster database was written by a newer version of Mordheim Roster (schema "
        "{current}); update the program to open it. The file was left untouched.",
        "ru": "эта база записана более новой версией Mordheim Roster (схема {current}); обновите "
        "программу, чтобы её открыть. Файл не трогали.",
    },
    "bad_database_url": {
        "en": "{chosen!r} is not a database URL: {error}",
        "ru": "{chosen!r} — не адрес базы данных: {error}",
    },
    "database_unopenable": {
        "en": "cannot open the database {url}: {error}",
        "ru": "не удаётся открыть базу {url}: {error}",
    },
    "database_folder_missing": {
        "en": "there is no folder {folder}: check the path given to --db (or MORDHEIM_ROSTER_DB);"
        " a new campaign file is made only in a folder that exists",
        "ru": "папки {folder} нет: проверьте путь в --db (или MORDHEIM_ROSTER_DB);"
        " новый файл кампании создаётся только в существующей папке",
    },
    "database_file_made": {
        "en": "{path} did not exist: a new campaign file was made there{demo}. If you meant"
        " your campaign, check the path",
        "ru": "{path} не было: там создан новый файл кампании{demo}. Если вы имели в виду"
        " свою кампанию, проверьте путь",
    },
    "database_file_made_demo": {
        "en": " with the demo warbands (--no-demo makes it empty)",
        "ru": " с демонстрационными отрядами (--no-demo создаёт пустой)",
    },
    "folder_uncreatable": {
        "en": "cannot create the folder for {path}: {error}",
        "ru": "не удаётся создать папку для {path}: {error}",
    },
    "database_foreign_tables": {
        "en": "this database holds tables that are not Mordheim Roster's; it was left untouched",
        "ru": "в этой базе есть чужие таблицы (не Mordheim Roster); её не трогали",
    },
    "database_empty_held": {
        "en": "{path} is an empty file that another program holds open: close that program "
        "or choose another file; nothing was written",
        "ru": "{path} — пустой файл, который держит открытым другая программа: закройте её или "
        "выберите другой файл; ничего не записано",
    },
    "database_no_read": {
        "en": "{path} cannot be read (no permission to read it): allow your account to read and "
        "write it, or choose another file; it was left untouched",
        "ru": "{path} не читается (нет права на чтение): разрешите своей учётной записи читать "
        "и записывать его или выберите другой файл; его не трогали",
    },
    "database_unreadable": {
        "en": "{path} cannot be read as a database ({error}); it was left untouched.",
        "ru": "{path} не читается как база данных ({error}); её не трогали.",
    },
    "no_warband_id": {
        "en": "there is no warband with id {warband_id}",
        "ru": "нет отряда с id {warband_id}",
    },
    "no_warband_named": {
        "en": "there is no warband called {text}: see `mordheim-roster list`",
        "ru": "нет отряда {text}: см. `mordheim-roster list`",
    },
    "warband_name_taken": {
        "en": "there is already a warband called {name!r}: choose another name",
        "ru": "отряд {name!r} уже есть: выберите другое имя",
    },
    "warrior_name_taken": {
        "en": "{warband} already has a warrior called {name!r}: choose another name",
        "ru": "в отряде {warband} уже есть воин {name!r}: выберите другое имя",
    },
    "warband_name_ambiguous": {
        "en": "{count} warbands are called {text}: use the id instead",
        "ru": "отрядов с именем {text}: {count}; укажите id",
    },
    "no_warband_id_state": {
        "en": "there is no warband with id {state}",
        "ru": "нет отряда с id {state}",
    },
    "changed_meanwhile_revision": {
        "en": "{row} was changed meanwhile (revision {revision}, not {expected}): reload it and "
        "try again",
        "ru": "{row} тем временем изменили (версия {revision}, а не {expected}): загрузите заново "
        "и повторите",
    },
    "changed_meanwhile": {
        "en": "{row} was changed meanwhile: reload it and try again",
        "ru": "{row} тем временем изменили: загрузите заново и повторите",
    },
    "text_too_long_plural": {
        "en": "the {what} are {count:,} characters long: {limit:,} at most",
        "ru": "{what}: длина {count:,} знаков, не больше {limit:,}",
    },
    # Refusals of the rules, the use cases, the files and the command line.
    "warrior_gone": {
        "en": "this warrior is no longer in the warband",
        "ru": "этого воина больше нет в отряде",
    },
    "no_single_conflict": {
        "en": "{given!r} names no single conflict or deletion (give the first letters of its "
        "id; the ids: {listed}); nothing was merged",
        "ru": "{given!r} не указывает на один конфликт или удаление (укажите первые буквы его "
        "id; номера: {listed}); ничего не объединено",
    },
    "kept_and_taken": {
        "en": "{given!r} is both kept and taken; nothing was merged",
        "ru": "{given!r} и оставлен, и взят; ничего не объединено",
    },
    "nothing_merged": {
        "en": "{file}: {error}; nothing was merged",
        "ru": "{file}: {error}; ничего не объединено",
    },
    "copy_deletes_campaign": {
        "en": "{path}: the campaign {id} is deleted in this file, and the program never deletes "
        "a campaign: the file was edited by hand or made by another program",
        "ru": "{path}: кампания {id} в этом файле удалена, а программа кампаний не удаляет: файл "
        "правили вручную или создала другая программа",
    },
    "copy_deletes_player": {
        "en": "{path}: the player {id} is deleted in this file, and the program never deletes a "
        "player: the file was edited by hand or made by another program",
        "ru": "{path}: игрок {id} в этом файле удалён, а программа игроков не удаляет: файл "
        "правили вручную или создала другая программа",
    },
    "copy_wrong_kind": {
        "en": "{path}: {id} is a row of the kind «{kind}», not «{want}»: the file was edited by "
        "hand or made by another program",
        "ru": "{path}: {id} — строка вида «{kind}», а не «{want}»: файл правили вручную или "
        "создала другая программа",
    },
    "copy_names_nothing": {
        "en": "{path}: {id} names a row of the kind «{want}» that is in neither copy: the file "
        "is incomplete; export the whole campaign again",
        "ru": "{path}: {id} — такой строки вида «{want}» нет ни в одной копии: файл неполный; "
        "экспортируйте всю кампанию заново",
    },
    "copy_id_other_kind": {
        "en": "the id {id} is a row of the kind «{kind}» in the file and «{here}» here: the file "
        "was edited by hand or made by another program",
        "ru": "id {id} в файле — строка вида «{kind}», а здесь — «{here}»: файл правили вручную "
        "или создала другая программа",
    },
    "copy_row_in_neither": {
        "en": "the file names a row of the kind «{want}» ({id}) that is in neither copy: it is "
        "incomplete; export the whole campaign again",
        "ru": "файл называет строку вида «{want}» ({id}), которой нет ни в одной копии: он "
        "неполный; экспортируйте всю кампанию заново",
    },
    "conflict_needs_choice": {
        "en": "the conflict on «{kind}» {id} needs a choice: keep mine or take theirs",
        "ru": "конфликту «{kind}» {id} нужен выбор: оставить моё или взять их",
    },
    "conflicts_need_choice": {
        "en": "{count:plural:conflict needs|conflicts need} a choice, keep mine or take theirs: "
        "{listed}",
        "ru": "конфликтов без выбора: {count}; оставьте моё или возьмите их: {listed}",
    },
    "conflict_bad_choice": {
        "en": "a conflict's choice is mine or theirs, not {choice!r}",
        "ru": "выбор в конфликте — mine или theirs, а не {choice!r}",
    },
    "copy_kind_warband": {"en": "warband", "ru": "отряд"},
    "copy_kind_campaign": {"en": "campaign", "ru": "кампания"},
    "copy_kind_player": {"en": "player", "ru": "игрок"},
    "copy_kind_entry": {"en": "warband entered", "ru": "участие отряда"},
    "copy_kind_match": {"en": "match", "ru": "бой"},
    "merge_player_elsewhere": {
        "en": "after the merge, {player} would have a warband entered in {campaign}, a campaign "
        "he does not play in: keep this copy's entry",
        "ru": "после объединения у игрока {player} был бы отряд в кампании {campaign}, где он не "
        "играет: оставьте участие отряда из этой копии",
    },
    "merge_two_warbands": {
        "en": "after the merge, {player} would play {names} at once in {campaign} (one warband "
        "at a time): choose the other copy's row for one of their entries",
        "ru": "после объединения {player} играл бы в кампании {campaign} сразу отрядами {names} "
        "(только одним за раз): для участия одного из них выберите строку другой копии",
    },
    "merge_entered_twice": {
        "en": "after the merge, the warband {name} would be entered in two campaigns (one at "
        "most): choose the other copy's row for one of its entries",
        "ru": "после объединения отряд {name} участвовал бы в двух кампаниях (не больше чем в "
        "одной): для одного из его участий выберите строку другой копии",
    },
    "merge_side_not_entered": {
        "en": "after the merge, the match of {day} in {campaign} would have {name} as a side, "
        "a warband not entered in the campaign: take or keep its entry and the match alike",
        "ru": "после объединения в бою {day} кампании {campaign} была бы сторона {name} — отряд, "
        "не участвующий в кампании: участие отряда и бой возьмите или оставьте одинаково",
    },
    "dice_do_not_match": {
        "en": "the dice do not match the steps: go back and roll again",
        "ru": "кубики не подходят к шагам: вернитесь и бросьте снова",
    },
    "nothing_found_yet": {
        "en": "nothing was found: roll the search first",
        "ru": "ничего не найдено: сначала бросьте на поиск",
    },
    "battle_dice_do_not_fit": {
        "en": "the battle's dice do not fit the steps: go back and roll again",
        "ru": "кубики битвы не подходят к шагам: вернитесь и бросьте снова",
    },
    "copy_is_warband_file": {
        "en": "this is one warband's file, not a campaign copy: import it instead",
        "ru": "это файл одного отряда, а не копия кампании: загрузите его как отряд",
    },
    "copy_not_ours": {
        "en": "file.format: {kind} is not a Mordheim Roster campaign copy (export one with File > "
        "Export campaign copy, or `export-copy`)",
        "ru": "file.format: {kind} — не копия кампании Mordheim Roster (создайте её через «Файл > "
        "Экспорт копии кампании» или `export-copy`)",
    },
    "copy_newer_version": {
        "en": "file.version: written by a newer Mordheim Roster (format {version}); this version "
        "reads format {supported}: update the program",
        "ru": "file.version: записано более новой версией Mordheim Roster (формат {version}); эта "
        "версия читает формат {supported}: обновите программу",
    },
    "copy_units_not_list": {
        "en": "file.units: expected a list of at most {limit} rows",
        "ru": "file.units: нужен список не больше чем из {limit} строк",
    },
    "copy_duplicate_id": {
        "en": "file.units: the same id appears twice",
        "ru": "file.units: один и тот же id встречается дважды",
    },
    "copy_bad_kind": {
        "en": "{path}.kind: {kind} must be one of {kinds}",
        "ru": "{path}.kind: {kind} — должно быть одно из {kinds}",
    },
    "copy_bad_history": {
        "en": "{path}.history: expected a list of 1 to {limit} digests",
        "ru": "{path}.history: нужен список от 1 до {limit} хешей",
    },
    "copy_bad_id": {
        "en": "{path}: {value} is not an id (letters and digits)",
        "ru": "{path}: {value} — не id (буквы и цифры)",
    },
    "copy_bad_deleted": {
        "en": "{path}.deleted: expected true or false",
        "ru": "{path}.deleted: нужно true или false",
    },
    "copy_unknown_scenario": {
        "en": "{path}.scenario: unknown scenario {scenario}",
        "ru": "{path}.scenario: неизвестный сценарий {scenario}",
    },
    "copy_bad_sides": {
        "en": "{path}.sides: a match has 2 to {limit} sides",
        "ru": "{path}.sides: у матча от 2 до {limit} сторон",
    },
    "copy_bad_result": {
        "en": "{path}.result: {result} is not won, lost or draw",
        "ru": "{path}.result: {result} — не won, lost или draw",
    },
    "copy_too_deep": {
        "en": "not a campaign copy: the JSON is nested too deeply",
        "ru": "не копия кампании: JSON вложен слишком глубоко",
    },
    "copy_bad_digest": {
        "en": "{path}.history[{n}]: {digest} is not a digest",
        "ru": "{path}.history[{n}]: {digest} — не хеш",
    },
    "copy_bad_date": {
        "en": "{path}: {text} is not a date (YYYY-MM-DD)",
        "ru": "{path}: {text} — не дата (ГГГГ-ММ-ДД)",
    },
    # What a change did: the Edit menu's Undo and Redo, the command line.
    "did_experience": {"en": "Experience {amount}", "ru": "Опыт {amount}"},
    "did_advance": {"en": "Advance: {kind}", "ru": "Продвижение: {kind}"},
    "did_learn_spell": {"en": "Learn {spell}", "ru": "Выучить заклинание {spell}"},
    "did_forget_spell": {"en": "Forget {spell}", "ru": "Забыть заклинание {spell}"},
    "did_lads_got_talent": {
        "en": "{hero}: the lad's got talent",
        "ru": "{hero}: «Парень-то с талантом»",
    },
    "did_set_characteristic": {
        "en": "Set {characteristic} to {value}",
        "ru": "{characteristic} = {value}",
    },
    "did_add_skill": {"en": "Add skill {skill}", "ru": "Добавить навык {skill}"},
    "did_remove_skill": {"en": "Remove skill {skill}", "ru": "Убрать навык {skill}"},
    "did_buy": {"en": "Buy {item}", "ru": "Купить {item}"},
    "did_buy_for_stash": {"en": "Buy {item} for the stash", "ru": "Купить на склад: {item}"},
    "did_sell": {"en": "Sell {item}", "ru": "Продать {item}"},
    "did_put_in_stash": {"en": "Put {item} in the stash", "ru": "Отправить на склад: {item}"},
    "did_take_from_stash": {"en": "Take {item} from the stash", "ru": "Взять со склада: {item}"},
    "did_hire": {"en": "Hire {warrior}", "ru": "Нанять: {warrior}"},
    "did_add_models": {"en": "Add {count} to group", "ru": "Добавить в группу моделей: {count}"},
    "did_remove_models": {
        "en": "Remove {count} from group",
        "ru": "Убрать из группы моделей: {count}",
    },
    "did_dismiss": {"en": "Dismiss warrior", "ru": "Исключить воина из отряда"},
    "did_duplicate_group": {"en": "Duplicate a group", "ru": "Копировать группу"},
    "did_rename": {"en": "Rename to {name}", "ru": "Переименовать в {name}"},
    "did_edit_warrior_notes": {"en": "Edit warrior notes", "ru": "Изменить заметки о воине"},
    "did_serious_injury": {
        "en": "Serious injury: {injury}",
        "ru": "Серьёзное повреждение: {injury}",
    },
    "did_remove_injury": {"en": "Remove serious injury", "ru": "Убрать серьёзное повреждение"},
    "did_set_games_missed": {"en": "Set games to miss", "ru": "Изменить число пропускаемых игр"},
    "did_merge": {"en": "Merge a campaign copy", "ru": "Объединить с копией кампании"},
    "did_undo": {"en": "Undo {change}", "ru": "Отмена: {change}"},
    "did_create_campaign": {
        "en": "Create campaign {campaign}",
        "ru": "Создать кампанию {campaign}",
    },
    "did_add_player": {"en": "Add player {player}", "ru": "Добавить игрока {player}"},
    "did_set_campaign_scenarios": {
        "en": "Choose the campaign's scenarios ({count:plural:scenario|scenarios})",
        "ru": "Выбрать сценарии кампании ({count:plural:сценарий|сценария|сценариев})",
    },
    "did_add_custom_scenario": {
        "en": "Add scenario {name}",
        "ru": "Добавить сценарий {name}",
    },
    "did_remove_custom_scenario": {
        "en": "Remove scenario {name}",
        "ru": "Убрать сценарий {name}",
    },
    "did_enter_a_warband": {"en": "Enter a warband", "ru": "Записать отряд в кампанию"},
    "did_enter_warband": {"en": "Enter {warband}", "ru": "Записать в кампанию: {warband}"},
    "did_retire_warband": {"en": "Retire a warband", "ru": "Вывести отряд из кампании"},
    "did_record_match": {"en": "Record the match of {day}", "ru": "Записать матч {day}"},
    "did_link_battle": {"en": "Link a battle to its match", "ru": "Связать битву с её матчем"},
    "did_remove_match": {"en": "Remove match {match}", "ru": "Удалить матч {match}"},
    "did_switch_on": {"en": "Switch on {pack}", "ru": "Включить {pack}"},
    "did_switch_off": {"en": "Switch off {pack}", "ru": "Выключить {pack}"},
    "did_post_battle": {"en": "Post-battle sequence", "ru": "Процедура после битвы"},
    "did_import": {"en": "Import {warband}", "ru": "Загрузить {warband}"},
    "did_import_from": {"en": "Import {warband} ({tool})", "ru": "Загрузить {warband} ({tool})"},
    "did_import_renamed": {
        "en": "Import {warband} as {copy} (that name is taken here)",
        "ru": "Загрузить {warband} как {copy} (это имя уже занято)",
    },
    "did_import_from_renamed": {
        "en": "Import {warband} ({tool}) as {copy} (that name is taken here)",
        "ru": "Загрузить {warband} ({tool}) как {copy} (это имя уже занято)",
    },
    "did_duplicate": {
        "en": "Duplicate {warband} as {copy}",
        "ru": "Копия отряда {warband}: {copy}",
    },
    "did_create": {"en": "Create {warband}", "ru": "Создать {warband}"},
    "did_choose_leader": {"en": "Choose the leader", "ru": "Выбрать предводителя"},
    "did_set_treasury": {"en": "Set treasury to {gold} gc", "ru": "Казна: {gold} зк"},
    "did_set_shards": {
        "en": "Set wyrdstone to {shards} shards",
        "ru": "Осколков вирдстоуна: {shards}",
    },
    "did_edit_notes": {"en": "Edit notes", "ru": "Изменить заметки"},
    "did_change_house_rules": {"en": "Change house rules", "ru": "Изменить домашние правила"},
    "did_delete_warband": {"en": "Delete warband", "ru": "Удалить отряд"},
    "did_empty_bin": {
        "en": "Empty the bin ({count:plural:warband|warbands})",
        "ru": "Очистить корзину ({count:plural:отряд|отряда|отрядов})",
    },
    "did_restore_warband": {"en": "Restore warband", "ru": "Восстановить отряд"},
    "advance_kind_characteristic": {"en": "characteristic", "ru": "характеристика"},
    "advance_kind_skill": {"en": "skill", "ru": "навык"},
    "advance_kind_spell": {"en": "spell", "ru": "заклинание"},
    # The command line's own lines.
    "cli_error": {"en": "error: {error}", "ru": "ошибка: {error}"},
    "cannot_write": {
        "en": "cannot write {path}: {reason}; nothing was written",
        "ru": "не удаётся записать {path}: {reason}; ничего не записано",
    },
    "cli_no_warbands": {
        "en": "No warbands yet: create one with `mordheim-roster new TYPE NAME`.",
        "ru": "Отрядов пока нет: создайте отряд командой `mordheim-roster new TYPE NAME`.",
    },
    "cli_list_columns": {
        "en": "name|type|rating|gc|shards|members",
        "ru": "название|тип|рейтинг|зк|осколки|воинов",
    },
    "cli_in_the_bin": {"en": "deleted", "ru": "в корзине"},
    "cli_created": {
        "en": "Created {warband} (id {id}) with {gold} gc.",
        "ru": "Создан отряд {warband} (id {id}), в казне {gold} зк.",
    },
    "cli_hired": {
        "en": "Hired {warrior} for {cost} gc{spells}. Treasury {treasury} gc.",
        "ru": "Нанят {warrior} за {cost} зк{spells}. В казне {treasury} зк.",
    },
    "cli_hired_spells": {"en": " (spells: {spells})", "ru": " (заклинания: {spells})"},
    "cli_wrote": {"en": "Wrote {path}", "ru": "Записан файл {path}"},
    "cli_wrote_page": {
        "en": "Wrote {path} ({pages} page).",
        "ru": "Записан файл {path} (страниц: {pages}).",
    },
    "cli_wrote_pages": {
        "en": "Wrote {path} ({pages} pages).",
        "ru": "Записан файл {path} (страниц: {pages}).",
    },
    "cli_imported": {
        "en": "Imported {warband} (id {id}).",
        "ru": "Загружен отряд {warband} (id {id}).",
    },
    "cli_import_campaign": {
        "en": "Made the file's campaign {campaign} (id {id}), its players: {players}.",
        "ru": "Создана кампания файла {campaign} (id {id}), её игроки: {players}.",
    },
    "cli_import_renamed": {
        "en": "A warband named {warband} is here already: this one is called {copy}.",
        "ru": "Отряд {warband} уже есть: этот назван {copy}.",
    },
    "cli_imported_from": {
        "en": "Imported {warband} (id {id}) from {source}.",
        "ru": "Загружен отряд {warband} (id {id}) из {source}.",
    },
    "cli_import_refused": {
        "en": "error: {file}: {error} (warband {n} of {total}); that warband was not imported",
        "ru": "ошибка: {file}: {error} (отряд {n} из {total}); этот отряд не загружен",
    },
    "cli_binned": {
        "en": "Moved {warband} to the bin (bring it back with `{hint}`).",
        "ru": "Отряд {warband} перемещён в корзину (вернуть: `{hint}`).",
    },
    "cli_restored": {"en": "Restored {warband}.", "ru": "Отряд {warband} восстановлен."},
    "cli_renamed": {"en": "Renamed {old} to {new}.", "ru": "{old} теперь зовётся {new}."},
    "cli_rename_usage": {
        "en": "rename takes the new name, or a warrior and his new name: "
        "rename WARBAND [WARRIOR] NEW_NAME",
        "ru": "rename принимает новое имя или воина и его новое имя: rename ОТРЯД [ВОИН] НОВОЕ_ИМЯ",
    },
    "no_warrior_named": {
        "en": "{warband} has no warrior called {text!r}: see `mordheim-roster show {id}`",
        "ru": "в отряде {warband} нет воина {text!r}: см. `mordheim-roster show {id}`",
    },
    "warrior_name_ambiguous": {
        "en": "{count} warriors of {warband} are called {text!r}: use his id instead "
        "(`mordheim-roster export-json {id}` lists them)",
        "ru": "воинов отряда {warband} с именем {text!r}: {count}; укажите его id "
        "(`mordheim-roster export-json {id}` их перечисляет)",
    },
    "cli_post_battle_done": {
        "en": "{warband}: post-battle sequence applied.",
        "ru": "{warband}: процедура после битвы проведена.",
    },
    "cli_dice": {"en": "Dice: {dice}", "ru": "Кубики: {dice}"},
    "cli_post_battle_figures": {
        "en": "Rating {before} -> {after}, treasury {gold} gc, wyrdstone {shards}.",
        "ru": "Рейтинг {before} -> {after}, казна {gold} зк, вирдстоун {shards}.",
    },
    "cli_advances_owed": {
        "en": "Advance rolls owed (take them in the window): {owed}",
        "ru": "Броски на продвижение (сделайте их в окне): {owed}",
    },
    "cli_pack_columns": {
        "en": "on|grade|kind|name|source",
        "ru": "вкл|класс|вид|название|источник",
    },
    "cli_yes": {"en": "yes", "ru": "да"},
    "cli_pack_grade_core": {"en": "core", "ru": "основа"},
    "cli_pack_kind_core": {"en": "rulebook", "ru": "книга правил"},
    "cli_pack_kind_warband": {"en": "warband", "ru": "отряд"},
    "cli_pack_kind_hired_swords": {"en": "hired swords", "ru": "наёмные мечи"},
    "cli_pack_kind_dramatis_personae": {"en": "dramatis personae", "ru": "особые персонажи"},
    "cli_pack_kind_items": {"en": "items", "ru": "снаряжение"},
    "cli_pack_switched_on": {"en": "{pack} switched on", "ru": "Включён пакет «{pack}»"},
    "cli_pack_switched_off": {"en": "{pack} switched off", "ru": "Выключен пакет «{pack}»"},
    "cli_packs_on": {
        "en": "{change}. Packs on: {packs}",
        "ru": "{change}. Включены пакеты: {packs}",
    },
    # The labels of the command line's sheet (`show`, app/command_line/commands.py) that the printed
    # sheet's words (app/pdf/labels.py) do not have.
    "sheet_figures": {
        "en": "Treasury {treasury} gc   Wyrdstone {shards}   Rating {rating}   "
        "Members {members}/{maximum}",
        "ru": "Казна {treasury} зк   Вирдстоун {shards}   Рейтинг {rating}   "
        "Воинов {members}/{maximum}",
    },
    "sheet_warband_rules": {"en": "Warband rules: {names}", "ru": "Правила отряда: {names}"},
    "sheet_experience": {"en": "XP", "ru": "Опыт"},
    "sheet_kit": {"en": "Kit: {names}", "ru": "Снаряжение: {names}"},
    "sheet_save": {"en": " (save {save}+)", "ru": " (защита {save}+)"},
    "sheet_skills": {"en": "Skills: {names}", "ru": "Навыки: {names}"},
    "sheet_spells": {"en": "Spells: {names}", "ru": "Заклинания: {names}"},
    "sheet_gained": {"en": "Gained: {names}", "ru": "Приобретено: {names}"},
    "sheet_injuries": {"en": "Injuries: {count}", "ru": "Серьёзные повреждения: {count}"},
    "sheet_misses": {
        "en": "Misses the next {count:plural:game|games}",
        "ru": "Пропускает {count:plural:игру|игры|игр}",
    },
    "sheet_problems": {"en": "Problems:", "ru": "Проблемы:"},
    # A battle tracked at the table (rules/battle/): refusals.
    "battle_bad_event": {
        "en": "not an event of a battle: {text}",
        "ru": "это не событие битвы: {text}",
    },
    "battle_bad_setup": {
        "en": "the battle cannot start: {text}",
        "ru": "битву нельзя начать: {text}",
    },
    "battle_over": {
        "en": "the battle is over: undo its end to go on",
        "ru": "битва окончена: отмените её конец, чтобы продолжить",
    },
    "battle_no_such_model": {
        "en": "no model {model} in this battle: choose one of its models",
        "ru": "в этой битве нет модели {model}: выберите одну из её моделей",
    },
    "battle_out_of_action_twice": {
        "en": "{model} is already out of action: a model is put out of action once "
        "(undo the first to change it)",
        "ru": "{model} уже вне игры: модель выводится из игры один раз "
        "(отмените первый раз, чтобы изменить)",
    },
    "battle_is_out": {
        "en": "{model} is out of action: undo his taking out to bring him back",
        "ru": "{model} вне игры: отмените его вывод из игры, чтобы вернуть его",
    },
    "battle_use_out_of_action": {
        "en": "a model is put out of action with 'Out of action', which asks who took him out",
        "ru": "модель выводится из игры действием «Вне игры», которое спрашивает, кто её вывел",
    },
    "battle_attacker_same_side": {
        "en": "{by} is on the side of {model}: choose an enemy model, or nobody",
        "ru": "{by} на стороне {model}: выберите модель противника или никого",
    },
    "battle_wounds_out_of_range": {
        "en": "{model} has {wounds} of {most} wounds: wounds left go from 0 to {most}",
        "ru": "у {model} ран: {wounds} из {most}: оставшихся ран от 0 до {most}",
    },
    "battle_counter_out_of_range": {
        "en": "{model} has {count} of {key}: a counter goes up or down by a whole number "
        "and never below 0",
        "ru": "у {model} {key}: {count}: счётчик меняется на целое число и не бывает меньше 0",
    },
    "battle_rout_test_owed": {
        "en": "{side} must take the rout test before the turn ends (or rout)",
        "ru": "{side} должен пройти тест на Разгром до конца хода (или бежать)",
    },
    "battle_rout_test_not_due": {
        "en": "{side} has no rout test to take now: a side tests at the start of its turn "
        "when a quarter or more of its models are out of action",
        "ru": "{side} сейчас не проходит тест на Разгром: отряд проходит его в начале своего "
        "хода, если четверть его моделей или больше вне игры",
    },
    "battle_voluntary_rout_not_allowed": {
        "en": "{side} may not rout of its own will now: only at the start of its turn, when "
        "its rout test is due",
        "ru": "{side} не может сейчас бежать добровольно: только в начале своего хода, когда "
        "он должен пройти тест на Разгром",
    },
    "battle_bad_rout_dice": {
        "en": "a rout test is two D6 from 1 to 6, not {dice}: type two dice like 3 5",
        "ru": "тест на Разгром: два D6 от 1 до 6, а не {dice}: введите два кубика, например 3 5",
    },
    "battle_bad_winner": {
        "en": "the winner is side 1, side 2 or nobody (a draw), not {winner}",
        "ru": "победитель: сторона 1, сторона 2 или никто (ничья), а не {winner}",
    },
    # A battle tracked at the table (app/battle/): what each action did, for undo and the log.
    "battle_not_found": {
        "en": "no tracked battle {battle}: list them with 'battle list'",
        "ru": "нет отслеживаемой битвы {battle}: список даёт «battle list»",
    },
    "battle_changed_since": {
        "en": "the battle changed since it was shown (another window or program): "
        "it is shown again, try once more",
        "ru": "битва изменилась с тех пор, как её показали (другое окно или программа): "
        "она показана заново, попробуйте ещё раз",
    },
    "battle_nothing_to_undo": {
        "en": "the battle has no action to take back",
        "ru": "в битве нет действия, которое можно отменить",
    },
    "battle_abandoned": {
        "en": "the battle was abandoned: take back its abandonment (undo) to play it again",
        "ru": "битва брошена: отмените это, чтобы играть её дальше",
    },
    "battle_started": {
        "en": "Battle: {warband} against {opponent}",
        "ru": "Битва: {warband} против {opponent}",
    },
    "battle_abandoned_now": {"en": "Battle abandoned", "ru": "Битва брошена"},
    "battle_event_taken_back": {
        "en": "Last battle action taken back",
        "ru": "Последнее действие в битве отменено",
    },
    "battle_did_standing": {"en": "{model} stands up", "ru": "{model} встаёт"},
    "battle_did_knocked_down": {"en": "{model} knocked down", "ru": "{model} сбит с ног"},
    "battle_did_stunned": {"en": "{model} stunned", "ru": "{model} оглушён"},
    "battle_did_wounds": {
        "en": "{model}: {wounds:plural:wound|wounds} left",
        "ru": "{model}: осталось {wounds:plural:рана|раны|ран}",
    },
    "battle_did_out_of_action": {"en": "{model} out of action", "ru": "{model} вне игры"},
    "battle_did_taken_out": {
        "en": "{model} taken out of action by {by}",
        "ru": "{model} выведен из игры: {by}",
    },
    "battle_did_counter": {"en": "{model}: {key} {count}", "ru": "{model}: {key} {count}"},
    "battle_did_next_turn": {"en": "Turn {turn}: {side}", "ru": "Ход {turn}: {side}"},
    "battle_did_hold": {
        "en": "{side}: rout test {dice} against Ld {leadership}: holds",
        "ru": "{side}: тест на Разгром {dice} против Лидерства {leadership}: пройден",
    },
    "battle_did_rout": {
        "en": "{side}: rout test {dice} against Ld {leadership}: routs",
        "ru": "{side}: тест на Разгром {dice} против Лидерства {leadership}: провален, отряд бежит",
    },
    "battle_did_voluntary_rout": {
        "en": "{side} routs of its own will",
        "ru": "{side} добровольно бежит с поля боя",
    },
    "battle_did_end": {"en": "Battle ended", "ru": "Битва окончена"},
    # The battle on the command line (app/command_line/battle_command.py), a battle's values.
    "battle_number": {"en": "Battle {battle}", "ru": "Битва {battle}"},
    "battle_listed": {"en": "{battle}: {sides}", "ru": "{battle}: {sides}"},
    "battle_shown": {
        "en": "Battle {battle}, turn {turn}: {side} plays",
        "ru": "Битва {battle}, ход {turn}: ходит {side}",
    },
    "battle_model_standing": {
        "en": "{side} {model} ({id}): standing, {wounds:plural:wound|wounds}",
        "ru": "{side} {model} ({id}): стоит, {wounds:plural:рана|раны|ран}",
    },
    "battle_model_knocked_down": {
        "en": "{side} {model} ({id}): knocked down, {wounds:plural:wound|wounds}",
        "ru": "{side} {model} ({id}): сбит с ног, {wounds:plural:рана|раны|ран}",
    },
    "battle_model_stunned": {
        "en": "{side} {model} ({id}): stunned, {wounds:plural:wound|wounds}",
        "ru": "{side} {model} ({id}): оглушён, {wounds:plural:рана|раны|ран}",
    },
    "battle_model_out_of_action": {
        "en": "{side} {model} ({id}): out of action",
        "ru": "{side} {model} ({id}): вне игры",
    },
    "battle_rout_due": {
        "en": "{side} must take the rout test now ('battle event N rout-test')",
        "ru": "{side} должен пройти тест на Разгром сейчас («battle event N rout-test»)",
    },
    "battle_rout_die": {"en": "rout test", "ru": "тест на Разгром"},
    "battle_needs_opponent": {
        "en": "a battle needs an opponent: --against WARBAND or --anonymous TYPE RATING COUNT",
        "ru": "битве нужен противник: --against ОТРЯД или --anonymous ТИП РЕЙТИНГ ЧИСЛО",
    },
    "battle_bad_numbers": {
        "en": "the rating and the model count are whole numbers from 1, not {words}",
        "ru": "рейтинг и число моделей: целые числа от 1, а не {words}",
    },
    "battle_counter_words": {
        "en": "a counter is changed with: counter MODEL KEY DELTA "
        "(e.g. counter Dieter wyrdstone 1)",
        "ru": "счётчик меняется так: counter МОДЕЛЬ КЛЮЧ ИЗМЕНЕНИЕ (например counter Dieter "
        "wyrdstone 1)",
    },
    "battle_which_model": {
        "en": "which model is {model}? Name one by its id or its own name ('battle show' "
        "lists them)",
        "ru": "какая модель {model}? Назовите её по id или по имени (список даёт «battle show»)",
    },
    "battle_not_over": {
        "en": "the battle is not over: end it first",
        "ru": "битва не окончена: сначала завершите её",
    },
    "battle_opponent_not_in_book": {
        "en": "the opponent is not a warband of this book: record the match by hand",
        "ru": "противник не отряд этой книги: запишите матч вручную",
    },
    "battle_not_in_campaign": {
        "en": "the battle was not started in a campaign: give its campaign",
        "ru": "битва начата не в кампании: укажите её кампанию",
    },
    "battle_match_recorded": {
        "en": "the battle is recorded already as match {match_id}",
        "ru": "битва уже записана как матч {match_id}",
    },
    "battle_not_their_battle": {
        "en": "this warband did not fight in battle {battle}",
        "ru": "этот отряд не сражался в битве {battle}",
    },
    # The battle log of a tracked battle and the league's figures (app/battle/log.py).
    "battle_log_line": {"en": "Turn {turn}, {side}: {what}", "ru": "Ход {turn}, {side}: {what}"},
    "battle_stats_battles": {
        "en": "{count:plural:tracked battle|tracked battles} played",
        "ru": "Сыграно отслеженных битв: {count}",
    },
    "battle_stats_warband": {
        "en": "{name}: {count:plural:enemy|enemies} out of action",
        "ru": "{name}: {count:plural:противник|противника|противников} выведено из игры",
    },
    "battle_stats_hero": {
        "en": "{name}: {count:plural:enemy|enemies} out of action",
        "ru": "{name}: {count:plural:противник|противника|противников} выведено из игры",
    },
    "battle_stats_rout": {
        "en": "{name} routed in turn {turn} (battle {battle})",
        "ru": "{name}: бегство на ходу {turn} (битва {battle})",
    },
    "battle_stats_voluntary_rout": {
        "en": "{name} routed of its own will in turn {turn} (battle {battle})",
        "ru": "{name}: добровольное бегство на ходу {turn} (битва {battle})",
    },
}

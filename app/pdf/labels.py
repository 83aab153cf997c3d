"""The interface words printed on a sheet, in English and Russian.

Rule names (warrior types, items, skills, spells, injuries, special rules) come from the ruleset
in the chosen language; only the sheet's own words live here. The Russian terms follow
docs/glossary.md (tests/test_glossary.py checks them).
"""

from __future__ import annotations

from rules.models import Lang

LABELS: dict[str, dict[Lang, str]] = {
    "warband": {"en": "Warband", "ru": "Отряд"},
    "warband_type": {"en": "Warband type", "ru": "Тип отряда"},
    "treasury": {"en": "Treasury", "ru": "Казна"},
    "gc": {"en": "gc", "ru": "зк"},  # золотые кроны (docs/glossary.md)
    "shards": {"en": "Wyrdstone shards", "ru": "Осколки вирдстоуна"},
    "rating": {"en": "Warband rating", "ru": "Рейтинг отряда"},
    "members": {"en": "Members", "ru": "Воинов"},
    "warriors": {"en": "Warriors", "ru": "Воины"},
    "large": {"en": "Large creatures", "ru": "Крупные существа"},
    "mounts": {"en": "Mounts", "ru": "Скакуны"},
    "mount": {"en": "Mount", "ru": "Скакун"},
    "hired_rating": {"en": "Hired swords", "ru": "Наёмные мечи"},
    "experience": {"en": "Experience", "ru": "Опыт"},
    "stash": {"en": "Stash", "ru": "Склад"},
    "notes": {"en": "Notes", "ru": "Заметки"},
    "warband_rules": {"en": "Warband rules", "ru": "Правила отряда"},
    "heroes": {"en": "Heroes", "ru": "Герои"},
    "henchmen": {"en": "Henchmen", "ru": "Рядовые"},
    "hired_swords": {"en": "Hired swords", "ru": "Наёмные мечи"},
    "name": {"en": "Name", "ru": "Имя"},
    "type": {"en": "Type", "ru": "Тип"},
    "group": {"en": "Group", "ru": "Группа"},
    "models": {"en": "Models", "ru": "Моделей"},
    "kit": {"en": "Weapons and armour", "ru": "Оружие и доспехи"},
    "save": {"en": "Armour save", "ru": "Защита доспехами"},
    "no_save": {"en": "none", "ru": "нет"},
    "skills": {"en": "Skills", "ru": "Навыки"},
    "spells": {"en": "Spells", "ru": "Заклинания"},
    "prayers": {"en": "Prayers", "ru": "Молитвы"},
    "special_rules": {"en": "Special rules", "ru": "Специальные правила"},
    "mutations": {"en": "Mutations", "ru": "Мутации"},
    "injuries": {"en": "Serious injuries", "ru": "Серьёзные повреждения"},
    "skills_injuries": {
        "en": "Skills, injuries, special rules",
        "ru": "Навыки, повреждения, правила",
    },
    "misses_games": {
        "en": "Misses the next {0:plural:game|games}",
        "ru": "Пропускает {0:plural:следующую игру|следующие игры|следующих игр}",
    },
    "warrior_notes": {"en": "Notes", "ru": "Заметки"},
    "upkeep": {"en": "Upkeep", "ru": "Содержание"},
    "sword_rating": {"en": "Rating", "ru": "Рейтинг"},
    "advances": {"en": "Advances", "ru": "Продвижения"},
    "battles": {"en": "Battle log", "ru": "Журнал битв"},
    "date": {"en": "Date", "ru": "Дата"},
    "scenario": {"en": "Scenario", "ru": "Сценарий"},
    "opponent": {"en": "Opponent", "ru": "Противник"},
    "result": {"en": "Result", "ru": "Итог"},
    "won": {"en": "won", "ru": "победа"},
    "lost": {"en": "lost", "ru": "поражение"},
    "draw": {"en": "draw", "ru": "ничья"},
    "page": {"en": "page {0} of {1}", "ru": "стр. {0} из {1}"},
    "continued": {"en": "continued", "ru": "продолжение"},
    "legend": {
        "en": "4 (+1): raised by an advance; 3 (−1): lowered by an injury; "
        "shaded: racial maximum reached; thick boxes: an advance",
        "ru": "4 (+1): повышено продвижением; 3 (−1): понижено повреждением; "
        "серый фон: расовый максимум; жирные квадраты: продвижение",
    },
    "warband_code": {"en": "Warband code", "ru": "Код отряда"},
    "warband_code_help": {
        "en": "Scan the code with a phone and import its text in Mordheim Roster (File > "
        "Import, or mordheim-roster import FILE): the whole warband comes in.",
        "ru": "Отсканируйте код телефоном и импортируйте его текст в Mordheim Roster (Файл > "
        "Импорт или mordheim-roster import ФАЙЛ): отряд придёт целиком.",
    },
    "warband_codes_help": {
        "en": "Scan all {0} codes with a phone and import their texts together in Mordheim "
        "Roster (File > Import, or mordheim-roster import FILE): the whole warband comes in.",
        "ru": "Отсканируйте все коды ({0}) телефоном и импортируйте их "
        "тексты вместе в Mordheim Roster (Файл > Импорт или mordheim-roster import ФАЙЛ): "
        "отряд придёт целиком.",
    },
    "code_part": {"en": "{0} of {1}", "ru": "{0} из {1}"},
    "blank_title": {"en": "Mordheim warband roster", "ru": "Лист отряда Мордхейма"},
    "program": {"en": "Mordheim Roster", "ru": "Mordheim Roster"},
}


def label(key: str, lang: Lang) -> str:
    """The sheet's word for `key` in `lang` (English when a language lacks it)."""
    words = LABELS[key]
    return words.get(lang) or words["en"]

"""What an import did not understand, in the player's language (the CLI's and the notes')."""

from __future__ import annotations

from collections.abc import Iterable

from app.importers.common import Unmapped
from rules.models import Lang, Text

_KINDS: dict[str, Text] = {
    "warrior_type": Text("warrior type", "тип воина"),
    "hired_sword": Text("hired sword", "наёмный меч"),
    "item": Text("item", "предмет"),
    "skill": Text("skill", "умение"),
    "spell": Text("spell", "заклинание"),
    "injury": Text("injury", "ранение"),
    "mutation": Text("mutation", "мутация"),
    "advance": Text("advance", "улучшение"),
    "subtype": Text("warband variant", "вариант отряда"),
    "other": Text("entry", "запись"),
    "treasury_inferred": Text(
        "treasury inferred, {0} gc: the file keeps no gold, so its cost limit less its cost",
        "казна выведена, {0} зк: золота в файле нет, это предел стоимости минус стоимость",
    ),
    "city_state": Text(
        "no city-state in the file: it came in as {0}",
        "в файле нет города-государства: загружен как {0}",
    ),
    "custom": Text(
        "came in as a custom type, {0}: its profile, kit and cost as the file gives them",
        "загружен как свой тип, {0}: профиль, снаряжение и цена как в файле",
    ),
    "free_dagger": Text(
        "left out: the tool's free {0}, which this warrior may not carry",
        "не перенесён бесплатный {0} из программы: этому воину он не положен",
    ),
}
_NOT_CARRIED = Text("Not carried over from {0}", "Не перенесено из {0}")
_HEADER = Text(
    "{0} thing(s) of the file were not understood:",
    "Не распознано в файле: {0}",
)
_WARBAND = Text("the warband", "отряд")
_BREAKS = Text(
    "Imported from {0} as it was, against our rules: {1}",
    "Загружено из {0} как было, вопреки правилам: {1}",
)


def thing(unmapped: Unmapped, lang: Lang) -> str:
    kind = _KINDS.get(unmapped.kind, _KINDS["other"]).get(lang)
    quoted = f"«{unmapped.name}»" if lang == "ru" else f"'{unmapped.name}'"
    if unmapped.kind == "treasury_inferred":
        quoted = unmapped.name  # a number of gold crowns
    return kind.format(quoted) if "{0}" in kind else f"{kind} {quoted}"


def note_line(things: Iterable[Unmapped], tool: str, lang: Lang) -> str:
    """The note kept on a warrior (or the warband) for what it had in the other tool."""
    listed = "; ".join(thing(u, lang) for u in things)
    return f"{_NOT_CARRIED.get(lang).format(tool)}: {listed}" if listed else ""


_CAMPAIGN = Text("Campaign {0} in {1}", "Кампания {0} в {1}")
_PLAYER = Text(", player {0}", ", игрок {0}")


def campaign_line(campaign: str, notes: str, player: str, tool: str, lang: Lang) -> str:
    """The note kept on a warband of the campaign a file held: its name, notes and player."""
    if not campaign:
        return ""
    line = _CAMPAIGN.get(lang).format(campaign, tool)
    line += _PLAYER.get(lang).format(player) if player else ""
    return f"{line}: {notes}" if notes else line


def breaks_line(problems: list[str], source: str, lang: Lang) -> str:
    """The note kept on the warband for what it brought from the file against our rules."""
    return _BREAKS.get(lang).format(source, " ".join(problems)) if problems else ""


_AGAINST = Text(
    "It breaks our rules (it comes in as it is; the sheet lists each on its problems):",
    "Нарушает наши правила (загрузится как есть; лист отряда покажет каждое в проблемах):",
)


def breaks_report(breaks: list[str], lang: Lang) -> list[str]:
    """Lines for the player before the import: what the warband breaks of our rules."""
    return [_AGAINST.get(lang), *(f"  - {said}" for said in breaks)] if breaks else []


def report(things: list[Unmapped], lang: Lang) -> list[str]:
    """Lines for the player: a header, then each thing with whose it was."""
    if not things:
        return []
    lines = [_HEADER.get(lang).format(len(things))]
    for u in things:
        lines.append(f"  - {thing(u, lang)} ({u.warrior or _WARBAND.get(lang)})")
    return lines

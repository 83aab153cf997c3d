"""What an import did not understand, in the player's language (the CLI's and the notes')."""

from __future__ import annotations

from collections.abc import Iterable

from app.importers.common import UNMAPPED_KINDS, Unmapped
from rules.catalogue import say
from rules.models import Lang


def thing(unmapped: Unmapped, lang: Lang) -> str:
    """One thing said by the catalogue's `import.kind.<kind>` with its name, quoted as the
    language quotes (`import.quoted`); a sum of gold crowns is said as it is."""
    kind = unmapped.kind if unmapped.kind in UNMAPPED_KINDS else "other"
    quoted = say("import.quoted", lang, name=unmapped.name)
    if unmapped.kind == "treasury_inferred":
        quoted = unmapped.name  # a number of gold crowns
    return say(f"import.kind.{kind}", lang, name=quoted)


def note_line(things: Iterable[Unmapped], tool: str, lang: Lang) -> str:
    """The note kept on a warrior (or the warband) for what it had in the other tool."""
    listed = "; ".join(thing(u, lang) for u in things)
    return say("import.not_carried", lang, tool=tool, things=listed) if listed else ""


def campaign_line(campaign: str, notes: str, player: str, tool: str, lang: Lang) -> str:
    """The note kept on a warband of the campaign a file held: its name, notes and player."""
    if not campaign:
        return ""
    line = say("import.campaign", lang, campaign=campaign, tool=tool)
    line += say("import.player", lang, player=player) if player else ""
    return f"{line}: {notes}" if notes else line


def breaks_line(problems: list[str], source: str, lang: Lang) -> str:
    """The note kept on the warband for what it brought from the file against our rules."""
    return (
        say("import.breaks", lang, source=source, problems=" ".join(problems)) if problems else ""
    )


def breaks_report(breaks: list[str], lang: Lang) -> list[str]:
    """Lines for the player before the import: what the warband breaks of our rules."""
    return [say("import.against", lang), *(f"  - {said}" for said in breaks)] if breaks else []


def report(things: list[Unmapped], lang: Lang) -> list[str]:
    """Lines for the player: a header, then each thing with whose it was."""
    if not things:
        return []
    lines = [say("import.header", lang, count=len(things))]
    for u in things:
        lines.append(f"  - {thing(u, lang)} ({u.warrior or say('import.warband', lang)})")
    return lines

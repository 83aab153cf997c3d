"""Warbands from other Mordheim tools' files.

`read_foreign` recognises the format by the content (or takes the one named), maps the other
tool's names to our ids with that tool's table (`*_names.py`) and returns our own exchange
documents (`Draft`), with every name it could not map listed. Writing is left to the import use
case (`app.usecases.transfer.import_foreign`): the same validated, one-transaction, undoable
path as our own JSON. A broken or hostile file raises `ForeignFileError` with one line.
"""

from __future__ import annotations

import codecs
from collections.abc import Callable

from app.importers.common import Draft, ForeignFileError, Unmapped, parse_json
from rules import Ruleset
from rules.messages import Message
from rules.models import Lang, Text

OWN = "mordheim-roster"  # our own exchange format: app.exports.exchange reads it
__all__ = [
    "FORMATS",
    "OWN",
    "TOOLS",
    "Draft",
    "ForeignFileError",
    "Unmapped",
    "detect",
    "preview",
    "read_foreign",
    "tool_name",
]

# Format id -> the tool's name, as the player knows it, and the kind of file in his language.
FORMATS: dict[str, Text] = {
    "mordheim-roster": Text("Mordheim Roster (JSON)", "Mordheim Roster (JSON)"),
    "roster-builder": Text("Mordheim Roster Builder (JSON)", "Mordheim Roster Builder (JSON)"),
    "roster-builder-text": Text(
        "Mordheim Roster Builder (text export)", "Mordheim Roster Builder (текстовый экспорт)"
    ),
    "roster-builder-campaign": Text(
        "Mordheim Roster Builder (campaign file)", "Mordheim Roster Builder (файл кампании)"
    ),
    "mordheim-manager": Text("MordheimManager (backup)", "MordheimManager (резервная копия)"),
    "battlescribe": Text("BattleScribe / New Recruit (.ros)", "BattleScribe / New Recruit (.ros)"),
    "battlescribe-zip": Text(
        "BattleScribe / New Recruit (.rosz)", "BattleScribe / New Recruit (.rosz)"
    ),
    "toolheim": Text("Toolheim (.mordheim.yml)", "Toolheim (.mordheim.yml)"),
}
# The tools by their own names, the same in every language (a refusal lists them).
TOOLS = ", ".join(
    [
        "Mordheim Roster",
        "Mordheim Roster Builder",
        "MordheimManager",
        "BattleScribe / New Recruit",
        "Toolheim",
    ]
)


def tool_name(fmt: str, lang: Lang) -> str:
    """The tool and its kind of file, in the player's language."""
    return FORMATS[fmt].get(lang) if fmt in FORMATS else FORMATS["mordheim-roster"].get(lang)


def _decode(data: bytes) -> str:
    """UTF-8 (a byte order mark or none) or UTF-16 and UTF-32 with one, as editors on Windows
    save a file: what `import-json` reads (json.loads), `import` reads too."""
    encoding = "utf-8-sig"
    if data.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        encoding = "utf-32"
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encoding = "utf-16"
    try:
        return data.decode(encoding)
    except UnicodeDecodeError:
        raise ForeignFileError(Message.of("foreign_not_text")) from None


def detect(data: bytes) -> str:
    """The format of a file by its content; one clear line when it is none we read."""
    from app.exports.exchange import FORMAT, MAX_BYTES
    from app.exports.warband_code import looks_like_code
    from app.importers import battlescribe as bs
    from app.importers import mordheim_manager as mm
    from app.importers import roster_builder as rb
    from app.importers import toolheim as th

    if len(data) > MAX_BYTES:
        raise ForeignFileError(Message.of("file_too_large", value=MAX_BYTES // 1_000_000))
    if bs.looks_like_zip(data):
        return bs.ROSZ
    text = _decode(data).strip()
    if looks_like_code(text):  # our own warband, as the text of its scanned QR codes
        return OWN
    if bs.looks_like_roster(text):
        return bs.ROS
    if th.looks_like_warband(text):
        return th.YAML
    if text.startswith("{"):
        try:
            document = parse_json(text, "warband file")
        except ForeignFileError:
            document = None
        if isinstance(document, dict) and document.get("format") == FORMAT:
            return OWN
        if rb.looks_like_campaign(document):
            return rb.CAMPAIGN
        if rb.looks_like_save(document):
            return rb.SAVE
        if mm.looks_like_backup(document):
            return mm.BACKUP
    if rb.data_line(text) is not None:
        return rb.TEXT
    raise ForeignFileError(Message.of("foreign_unknown_tool", tools=TOOLS))


def read_foreign(ruleset: Ruleset, data: bytes, fmt: str | None = None) -> list[Draft]:
    """The warbands of a foreign file, as drafts of our format (not yet validated)."""
    fmt = fmt or detect(data)
    reader = _READERS.get(fmt)
    if fmt == OWN:
        raise ForeignFileError(Message.of("foreign_is_ours"))
    if reader is None:
        raise ForeignFileError(Message.of("unknown_format", fmt=fmt, formats=", ".join(FORMATS)))
    try:
        return reader(ruleset, data)
    except RecursionError:
        raise ForeignFileError(Message.of("foreign_too_deep")) from None


def preview(ruleset: Ruleset, data: bytes) -> list[Draft]:
    """The warbands a foreign file holds, with what has no match, before anything is written
    (for the player to choose one and agree); [] for our own format."""
    fmt = detect(data)
    return [] if fmt == OWN else read_foreign(ruleset, data, fmt)


def _roster_builder(ruleset: Ruleset, data: bytes) -> list[Draft]:
    from app.importers import roster_builder as rb

    return [rb.read_save(ruleset, parse_json(_decode(data), "Mordheim Roster Builder file"))]


def _roster_builder_text(ruleset: Ruleset, data: bytes) -> list[Draft]:
    from app.importers import roster_builder as rb

    return rb.read_text(ruleset, _decode(data))


def _roster_builder_campaign(ruleset: Ruleset, data: bytes) -> list[Draft]:
    from app.importers import roster_builder as rb

    document = parse_json(_decode(data), "Mordheim Roster Builder campaign file")
    drafts = rb.read_campaign(ruleset, document)
    rb.name_campaign(document, drafts)
    return drafts


def _mordheim_manager(ruleset: Ruleset, data: bytes) -> list[Draft]:
    from app.importers import mordheim_manager as mm

    document = parse_json(_decode(data), "MordheimManager backup")
    drafts = mm.read_backup(ruleset, document)
    mm.name_campaign(document, drafts)
    return drafts


def _battlescribe(ruleset: Ruleset, data: bytes) -> list[Draft]:
    from app.importers import battlescribe as bs

    return [bs.read_roster(ruleset, bs.parse(data))]


def _battlescribe_zip(ruleset: Ruleset, data: bytes) -> list[Draft]:
    from app.importers import battlescribe as bs

    draft = bs.read_roster(ruleset, bs.parse(bs.unzip(data)))
    draft.source = bs.ROSZ
    return [draft]


def _toolheim(ruleset: Ruleset, data: bytes) -> list[Draft]:
    from app.importers import toolheim as th

    return [th.read_warband(ruleset, th.parse(_decode(data)))]


_READERS: dict[str, Callable[[Ruleset, bytes], list[Draft]]] = {
    "roster-builder": _roster_builder,
    "roster-builder-text": _roster_builder_text,
    "roster-builder-campaign": _roster_builder_campaign,
    "mordheim-manager": _mordheim_manager,
    "battlescribe": _battlescribe,
    "battlescribe-zip": _battlescribe_zip,
    "toolheim": _toolheim,
}

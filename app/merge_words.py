"""The words of merging copies on the command line, in English and Russian (the glossary's
terms: отряд, зк, вирдстоун). The use cases give values (app.usecases.merge); words are made
here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.models import Lang
from rules.templates import fill

WORDS: dict[str, tuple[str, str]] = {
    "warband": ("warband", "отряд"),
    "campaign": ("campaign", "кампания"),
    "player": ("player", "игрок"),
    "entry": ("warband entered", "участие отряда"),
    "match": ("match", "бой"),
    "add": ("  new        {kind} {label}", "  новое      {kind} {label}"),
    "take": (
        "  theirs     {kind} {label} (changed in their copy only)",
        "  их         {kind} {label} (изменено только в их копии)",
    ),
    "keep": (
        "  mine       {kind} {label} (changed in this copy only)",
        "  моё        {kind} {label} (изменено только в этой копии)",
    ),
    "delete": (
        "  DELETED    {kind} {label} [{id}] (deleted in their copy)",
        "  УДАЛЕНО    {kind} {label} [{id}] (удалено в их копии)",
    ),
    "drop": (
        "  SIDE OUT   {kind} {label} [{id}] (their copy took {sides} out of it)",
        "  БЕЗ СТОРОНЫ {kind} {label} [{id}] (в их копии из него убран {sides})",
    ),
    "kept_removals": (
        "Kept {count:plural:row|rows} their copy removed: {listed}; to remove them here too, give "
        "--take ID for each or --accept-deletions (a warband goes to the bin)",
        "Оставлено строк, удалённых в их копии: {count}: {listed}; чтобы удалить их и здесь, "
        "укажите --take ID для каждой или --accept-deletions (отряд уйдёт в корзину)",
    ),
    "conflict": (
        "  CONFLICT   {kind} {label} [{id}]: mine {mine}; theirs {theirs}",
        "  КОНФЛИКТ   {kind} {label} [{id}]: моё {mine}; их {theirs}",
    ),
    "w_brief": (
        "{treasury} gc, {shards} wyrdstone, {models:plural:model|models}, "
        "{battles:plural:battle|battles}",
        "{treasury} зк, вирдстоун {shards}, {models:plural:модель|модели|моделей}, "
        "{battles:plural:битва|битвы|битв}",
    ),
    "in_bin": (" (in the bin)", " (в корзине)"),
    "m_brief": (
        "{day}, {result}, {casualties} out of action",
        "{day}, {result}, вне игры {casualties}",
    ),
    "won_by": ("{warband} won", "победил {warband}"),
    "draw": ("a draw", "ничья"),
    "c_brief": ("{name} from {day}", "{name} с {day}"),
    "retired": ("retired on {day}", "ушёл {day}"),
    "playing": ("playing", "играет"),
    "deleted": ("deleted", "удалено"),
    "nothing": (
        "Nothing new: the two copies agree ({unchanged} rows).",
        "Ничего нового: копии совпадают (строк: {unchanged}).",
    ),
    "dry_run": ("Dry run: nothing was written.", "Пробный прогон: ничего не записано."),
    "open": (
        "{count:plural:conflict needs|conflicts need} a choice: --mine or --theirs for all, "
        "or --keep ID / --take ID for each (the ids in brackets above); nothing was merged",
        "конфликтов без выбора: {count}; укажите --mine или --theirs для всех, или --keep ID / "
        "--take ID для каждого (номера в скобках выше); ничего не объединено",
    ),
    "merged": (
        "Merged {file}: {added} new, {taken} taken from their copy, "
        "{resolved:plural:conflict|conflicts} resolved, {removed} removed as in their copy, "
        "{kept} kept though removed there, {unchanged} unchanged.",
        "Объединено {file}: новых {added}, взято из их копии {taken}, конфликтов решено "
        "{resolved}, удалено как в их копии {removed}, оставлено вопреки их удалению {kept}, "
        "без изменений {unchanged}.",
    ),
    "wrote": ("Wrote {path} ({count} rows).", "Записан {path} (строк: {count})."),
}


def say(key: str, lang: Lang, **values: object) -> str:
    en, ru = WORDS[key]
    return fill(ru if lang == "ru" else en, values)


def brief_words(kind: str, brief: Mapping[str, Any] | None, lang: Lang) -> str:
    """One copy's row in a few words (None: deleted, or not in that copy)."""
    if brief is None:
        return say("deleted", lang)
    if kind == "warband":
        text = say("w_brief", lang, **brief)
        return text + (say("in_bin", lang) if brief["deleted"] else "")
    if kind == "match":
        winner = brief["winner"]
        result = say("won_by", lang, warband=winner) if winner else say("draw", lang)
        return say(
            "m_brief", lang, day=brief["played_on"], result=result,
            casualties=brief["casualties"],
        )  # fmt: skip
    if kind == "campaign":
        return say("c_brief", lang, name=brief["name"], day=brief["started_on"])
    if kind == "entry":
        day = brief["retired_on"]
        return say("retired", lang, day=day) if day else say("playing", lang)
    return str(brief.get("name", ""))

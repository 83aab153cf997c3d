"""Sharing without a server on the command line: `export-copy` writes a copy of the book (one
campaign, or one warband), `merge FILE` merges another player's copy into this one. Values
from the use cases (app.usecases.merge), words from app.merge_words."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from app.command_line.common import CommandError, find_warband, read_file_input, store_for
from app.command_line.league_commands import _campaign, _lang
from app.copies.merging import ADD, CONFLICT, DELETE, DROP, MINE, TAKE, THEIRS, MergeError
from app.copies.sharing import MAX_COPY_BYTES
from app.merge_words import brief_words, say
from app.plumbing.files import write_error, write_text_atomic
from app.store.repository import ConflictError, NotFoundError
from app.usecases.merge import MergeItem, MergePreview, export_copy, merge_copy, preview_merge
from rules.messages import Message, message_of
from rules.models import Lang


def cmd_export_copy(args: argparse.Namespace) -> int:
    store = store_for(args)
    try:
        if args.warband is not None:
            text = export_copy(store, warband_id=find_warband(store, args.warband))
        elif args.campaign is not None:
            text = export_copy(store, campaign_id=_campaign(store, args.campaign))
        else:
            text = export_copy(store)
    except NotFoundError as exc:
        raise CommandError(message_of(exc)) from None
    rows = text.count('"uid":')
    if args.output == "-":
        sys.stdout.write(text + "\n")
        return 0
    try:
        write_text_atomic(args.output, text + "\n")
    except OSError as exc:
        raise CommandError(write_error(args.output, exc)) from None
    print(say("wrote", _lang(args), path=args.output, count=rows))
    return 0


def _item_line(item: MergeItem, lang: Lang) -> str:
    kind = say(item.kind, lang)
    if item.action == DROP:
        gone = dropped_sides(item)
        return say(DROP, lang, kind=kind, label=item.label, id=item.uid[:8], sides=gone)
    if item.action == DELETE:
        return say(DELETE, lang, kind=kind, label=item.label, id=item.uid[:8])
    if item.action != CONFLICT:
        return say(item.action, lang, kind=kind, label=item.label)
    mine, theirs = (brief_words(item.kind, b, lang) for b in (item.mine, item.theirs))
    return say(
        "conflict", lang, kind=kind, label=item.label, id=item.uid[:8], mine=mine, theirs=theirs
    )


def dropped_sides(item: MergeItem) -> str:
    """The warbands their copy took out of a match (a `drop` item), by name."""
    mine = item.mine["sides"] if item.mine else []
    theirs = item.theirs["sides"] if item.theirs else []
    return ", ".join(name for name in mine if name not in theirs)


def _chosen(preview: MergePreview, keep: Sequence[str], take: Sequence[str]) -> dict[str, str]:
    """Each --keep / --take ID (the start of a conflict's or removal's id, as listed) to it."""
    choices: dict[str, str] = {}
    asked = preview.conflicts + preview.removals
    for given, choice in [(k, MINE) for k in keep] + [(t, THEIRS) for t in take]:
        found = [c.uid for c in asked if c.uid.startswith(given.strip().lower())]
        if len(given.strip()) < 4 or len(found) != 1:
            listed = ", ".join(c.uid[:8] for c in asked) or "none"
            raise CommandError(Message.of("no_single_conflict", given=given, listed=listed))
        if choices.get(found[0], choice) != choice:
            raise CommandError(Message.of("kept_and_taken", given=given))
        choices[found[0]] = choice
    return choices


def _kept_line(kept: Sequence[MergeItem], lang: Lang) -> str:
    """One line: the rows their copy removed that this merge keeps, and how to take them."""
    listed = "; ".join(f"{say(i.kind, lang)} {i.label} [{i.uid[:8]}]" for i in kept)
    return say("kept_removals", lang, count=len(kept), listed=listed)


def cmd_merge(args: argparse.Namespace) -> int:
    lang = _lang(args)
    data = read_file_input(args.file, MAX_COPY_BYTES)
    store = store_for(args)
    try:
        preview = preview_merge(store, data)
        for item in preview.items:
            print(_item_line(item, lang))
        if not preview.items:
            print(say("nothing", lang, unchanged=preview.unchanged))
            return 0
        choices = _chosen(preview, args.keep or (), args.take or ())
        default = MINE if args.mine else THEIRS if args.theirs else None
        deletions = THEIRS if args.accept_deletions else None
        open_ = [c for c in preview.conflicts if c.uid not in choices and default is None]
        removed = [r for r in preview.removals if choices.get(r.uid, deletions) == THEIRS]
        kept = [r for r in preview.removals if r not in removed]
        if kept:
            print(_kept_line(kept, lang))
        if args.dry_run:
            print(say("dry_run", lang))
            return 0
        if open_:
            raise CommandError(say("open", lang, count=len(open_)))
        merge_copy(store, data, choices, default, deletions)
    except (MergeError, ConflictError) as exc:
        raise CommandError(
            Message.of("nothing_merged", file=args.file, error=message_of(exc))
        ) from None
    print(
        say(
            "merged",
            lang,
            file=args.file,
            added=preview.count(ADD),
            taken=preview.count(TAKE),
            resolved=len(preview.conflicts),
            removed=len(removed),
            kept=len(kept),
            unchanged=preview.unchanged,
        )
    )
    return 0

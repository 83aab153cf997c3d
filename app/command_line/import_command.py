"""`mordheim-roster import FILE`: a warband from our own file or another tool's."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app.command_line.common import CommandError, read_file_input, store_for
from app.exports.exchange import MAX_BYTES, ExchangeError
from app.importers import tool_name
from app.importers.report import report
from app.store.repository import Store
from app.usecases.core import RefusedError
from app.usecases.transfer import import_draft, import_foreign
from app.words import line, say
from rules.messages import Message, message_of

if TYPE_CHECKING:
    from app.importers import Draft
    from app.usecases.core import Change
    from app.usecases.details import Imported


def cmd_import_any(args: argparse.Namespace) -> int:
    """Every warband of the file (or the one `--warband N` names), each its own change; one
    that is refused is said in one line and the others are still imported."""
    from app.importers import OWN, detect, read_foreign

    data = read_file_input(args.file, MAX_BYTES)
    store = store_for(args)
    try:  # the file is read once, whatever the number of warbands in it (#23)
        fmt = args.import_format or detect(data)
        drafts = [] if fmt == OWN else read_foreign(store.ruleset, data, fmt)
    except ExchangeError as exc:
        raise CommandError(
            Message.of("nothing_imported", file=args.file, error=message_of(exc))
        ) from None
    count = len(drafts) or 1
    chosen = [args.which - 1] if args.which is not None else list(range(count))
    refused: list[tuple[int, Message]] = []
    joined: list[tuple[str, str, int]] = []  # the file's campaign, the player, the warband
    for which in chosen:
        try:
            change = _import_one(args, store, data, fmt, drafts, which)
        except (ExchangeError, RefusedError) as exc:
            refused.append((which, message_of(exc)))
            continue
        if change.details.campaign:
            joined.append((change.details.campaign, change.details.player, change.warband_id))
        source = tool_name(change.details.format, args.lang)
        print(
            line(
                args.lang,
                "cli_imported_from",
                warband=change.after.name,
                id=change.warband_id,
                source=source,
            )
        )
        if change.details.renamed_from:
            renamed, copy = change.details.renamed_from, change.after.name
            print(line(args.lang, "cli_import_renamed", warband=renamed, copy=copy))
        for said in report(change.details.unmapped, args.lang):
            print(said)
    if joined:
        _league(args, store, joined)
    if refused and len(chosen) == 1:
        raise CommandError(Message.of("nothing_imported", file=args.file, error=refused[0][1]))
    for which, refusal in refused:
        said = say(refusal, args.lang, store.ruleset)
        number, file = which + 1, args.file
        print(
            line(args.lang, "cli_import_refused", file=file, error=said, n=number, total=count),
            file=sys.stderr,
        )
    return 1 if refused else 0


def _import_one(
    args: argparse.Namespace, store: Store, data: bytes, fmt: str, drafts: list[Draft], which: int
) -> Change[Imported]:
    """The `which`-th warband of a file read once (our own file, or a number the file has not:
    `import_foreign` says which)."""
    file_name = Path(args.file).name
    if not drafts or not 0 <= which < len(drafts):
        return import_foreign(
            store,
            data,
            fmt=fmt,
            which=which,
            strict=args.strict,
            lang=args.lang,
            file_name=file_name,
        )
    names = [d.name for d in drafts]
    return import_draft(
        store, drafts[which], names, strict=args.strict, lang=args.lang, file_name=file_name
    )


def _league(args: argparse.Namespace, store: Store, joined: list[tuple[str, str, int]]) -> None:
    """The campaign the file held, made a league campaign with its players and warbands."""
    from app.usecases.transfer import import_league

    entries = [(player, warband_id) for _, player, warband_id in joined]
    campaign_id, name, players, refusals = import_league(store, joined[0][0], entries)
    listed = ", ".join(players)
    print(line(args.lang, "cli_import_campaign", campaign=name, id=campaign_id, players=listed))
    for refusal in refusals:
        print(say(refusal, args.lang, store.ruleset), file=sys.stderr)

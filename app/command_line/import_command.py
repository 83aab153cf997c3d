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
from app.usecases.campaign_import import CampaignImported, NothingImported, import_campaign
from app.usecases.core import RefusedError
from app.usecases.transfer import import_foreign
from app.words import line, say
from rules.messages import Message, message_of

if TYPE_CHECKING:
    from app.usecases.core import Change
    from app.usecases.details import Imported


def cmd_import_any(args: argparse.Namespace) -> int:
    """Every warband of the file (or the one `--warband N` names) and the campaign the file
    holds, as one change; one that is refused is said in one line and the others are still
    imported."""
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
    if not drafts or not all(0 <= which < len(drafts) for which in chosen):
        _import_one(args, store, data, fmt)  # our own file, or a number the file has not
        return 0
    try:
        imported = import_campaign(
            store,
            drafts,
            which=chosen,
            strict=args.strict,
            lang=args.lang,
            file_name=Path(args.file).name,
        )
    except NothingImported as exc:
        if len(chosen) == 1:
            error = exc.refused[0][2]
            raise CommandError(
                Message.of("nothing_imported", file=args.file, error=error)
            ) from None
        _say_refused(args, store, list(exc.refused), count)
        return 1
    for change in imported.warbands:
        _say_imported(args, change)
    _say_campaign(args, store, imported)
    _say_refused(args, store, list(imported.refused), count)
    return 1 if imported.refused else 0


def _import_one(args: argparse.Namespace, store: Store, data: bytes, fmt: str) -> None:
    """Our own file (or the `--warband` number the file has not: `import_foreign` says which)."""
    try:
        change = import_foreign(
            store,
            data,
            fmt=fmt,
            which=(args.which or 1) - 1,
            strict=args.strict,
            lang=args.lang,
            file_name=Path(args.file).name,
        )
    except (ExchangeError, RefusedError) as exc:
        raise CommandError(
            Message.of("nothing_imported", file=args.file, error=message_of(exc))
        ) from None
    _say_imported(args, change)


def _say_imported(args: argparse.Namespace, change: Change[Imported]) -> None:
    """The warband imported, its new name if its own was taken, what had no match here."""
    source = tool_name(change.details.format, args.lang)
    warband, warband_id = change.after.name, change.warband_id
    print(line(args.lang, "cli_imported_from", warband=warband, id=warband_id, source=source))
    if change.details.renamed_from:
        renamed, copy = change.details.renamed_from, change.after.name
        print(line(args.lang, "cli_import_renamed", warband=renamed, copy=copy))
    for said in report(change.details.unmapped, args.lang):
        print(said)


def _say_campaign(args: argparse.Namespace, store: Store, imported: CampaignImported) -> None:
    """The campaign the file held, made a league campaign with its players and warbands."""
    if imported.campaign_id is None:
        return
    listed, campaign = ", ".join(imported.players), imported.campaign
    print(
        line(
            args.lang,
            "cli_import_campaign",
            campaign=campaign,
            id=imported.campaign_id,
            players=listed,
        )
    )
    for refusal in imported.not_entered:
        print(say(refusal, args.lang, store.ruleset), file=sys.stderr)


def _say_refused(
    args: argparse.Namespace, store: Store, refused: list[tuple[int, str, Message]], total: int
) -> None:
    for which, _name, refusal in refused:
        said = say(refusal, args.lang, store.ruleset)
        number, file = which + 1, args.file
        print(
            line(args.lang, "cli_import_refused", file=file, error=said, n=number, total=total),
            file=sys.stderr,
        )

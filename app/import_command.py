"""`mordheim-roster import FILE`: a warband from our own file or another tool's."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.commands import CommandError, _read_input, _store
from app.exchange import MAX_BYTES, ExchangeError
from app.importers import tool_name
from app.importers.report import report
from app.store.repository import Store
from app.usecases.core import RefusedError
from app.usecases.transfer import import_foreign
from app.words import line, say
from rules.messages import Message, message_of


def cmd_import_any(args: argparse.Namespace) -> int:
    """Every warband of the file (or the one `--warband N` names), each its own change; one
    that is refused is said in one line and the others are still imported."""
    from app.importers import OWN, detect, read_foreign

    data = _read_input(args.file, MAX_BYTES)
    store = _store(args)
    try:
        fmt = args.import_format or detect(data)
        count = 1 if fmt == OWN else len(read_foreign(store.ruleset, data, fmt))
    except ExchangeError as exc:
        raise CommandError(
            Message.of("nothing_imported", file=args.file, error=message_of(exc))
        ) from None
    chosen = [args.which - 1] if args.which is not None else list(range(max(count, 1)))
    refused: list[tuple[int, Message]] = []
    joined: list[tuple[str, str, int]] = []  # the file's campaign, the player, the warband
    for which in chosen:
        try:
            change = import_foreign(
                store,
                data,
                fmt=fmt,
                which=which,
                strict=args.strict,
                lang=args.lang,
                file_name=Path(args.file).name,
            )
        except (ExchangeError, RefusedError) as exc:
            refused.append((which, message_of(exc)))
            continue
        if change.details.campaign:
            joined.append((change.details.campaign, change.details.player, change.warband_id))
        source = tool_name(change.details.format, args.lang)
        print(
            line(
                args.lang, "cli_imported_from", warband=change.after.name,
                id=change.warband_id, source=source,
            )
        )  # fmt: skip
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


def _league(args: argparse.Namespace, store: Store, joined: list[tuple[str, str, int]]) -> None:
    """The campaign the file held, made a league campaign with its players and warbands."""
    from app.usecases.transfer import import_league

    entries = [(player, warband_id) for _, player, warband_id in joined]
    campaign_id, name, players, refusals = import_league(store, joined[0][0], entries)
    listed = ", ".join(players)
    print(line(args.lang, "cli_import_campaign", campaign=name, id=campaign_id, players=listed))
    for refusal in refusals:
        print(say(refusal, args.lang, store.ruleset), file=sys.stderr)

"""`mordheim-roster import FILE`: a warband from our own file or another tool's."""

from __future__ import annotations

import argparse
import sys

from app.commands import CommandError, _read_input, _store
from app.exchange import MAX_BYTES, ExchangeError
from app.importers import tool_name
from app.importers.report import report
from app.usecases.core import RefusedError
from app.usecases.transfer import import_draft, import_foreign
from app.words import line, say
from rules.messages import Message, message_of


def cmd_import_any(args: argparse.Namespace) -> int:
    """Every warband of the file (or the one `--warband N` names), each its own change; one
    that is refused is said in one line and the others are still imported."""
    from app.importers import OWN, detect, read_foreign

    data = _read_input(args.file, MAX_BYTES)
    store = _store(args)
    try:  # the file is read once, whatever the number of warbands in it (#23)
        fmt = args.import_format or detect(data)
        drafts = [] if fmt == OWN else read_foreign(store.ruleset, data, fmt)
    except ExchangeError as exc:
        raise CommandError(
            Message.of("nothing_imported", file=args.file, error=message_of(exc))
        ) from None
    count = len(drafts) or 1
    chosen = [args.which - 1] if args.which is not None else list(range(count))
    names = [d.name for d in drafts]
    refused: list[tuple[int, Message]] = []
    for which in chosen:
        try:
            if drafts and 0 <= which < count:
                change = import_draft(
                    store, drafts[which], names, strict=args.strict, lang=args.lang
                )
            else:  # our own file, or a number the file has not: import_foreign says which
                change = import_foreign(
                    store, data, fmt=fmt, which=which, strict=args.strict, lang=args.lang
                )
        except (ExchangeError, RefusedError) as exc:
            refused.append((which, message_of(exc)))
            continue
        source = tool_name(change.details.format, args.lang)
        print(
            line(
                args.lang, "cli_imported_from", warband=change.after.name,
                id=change.warband_id, source=source,
            )
        )  # fmt: skip
        for said in report(change.details.unmapped, args.lang):
            print(said)
    if refused and len(chosen) == 1:
        raise CommandError(Message.of("nothing_imported", file=args.file, error=refused[0][1]))
    for which, refusal in refused:
        said = say(refusal, args.lang, store.ruleset)
        number, file = which + 1, args.file
        print(
            line(args.lang, "cli_import_refused", file=file, error=said, n=number, of=count),
            file=sys.stderr,
        )
    return 1 if refused else 0

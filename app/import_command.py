"""`mordheim-roster import FILE`: a warband from our own file or another tool's."""

from __future__ import annotations

import argparse

from app.commands import CommandError, _read_input, _store
from app.exchange import MAX_BYTES, ExchangeError
from app.importers import FORMATS
from app.importers.report import report
from app.usecases.core import RefusedError
from app.usecases.transfer import import_foreign


def cmd_import_any(args: argparse.Namespace) -> int:
    data = _read_input(args.file, MAX_BYTES)
    store = _store(args)
    which = 0 if args.which is None else args.which - 1
    while True:
        try:
            change = import_foreign(
                store,
                data,
                fmt=args.import_format,
                which=which,
                strict=args.strict,
                lang=args.lang,
            )
        except (ExchangeError, RefusedError) as exc:
            raise CommandError(f"{args.file}: {exc}; nothing was imported") from None
        source = FORMATS.get(str(change.details.get("format", "")), "Mordheim Roster (JSON)")
        print(f"Imported {change.after.name} (id {change.warband_id}) from {source}.")
        for line in report(list(change.details.get("unmapped", [])), args.lang):
            print(line)
        which += 1
        if args.which is not None or which >= len(change.details.get("warbands", [])):
            return 0

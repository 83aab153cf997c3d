"""`mordheim-roster packs list|enable ID|disable ID`: the rules packs a campaign plays with."""

from __future__ import annotations

import argparse

from app.command_line.common import CommandError, store_for
from app.usecases import RefusedError, disable_pack, enable_pack, enabled_packs
from app.usecases.packs import GRADE_ORDER
from app.words import line
from rules.messages import message_of


def cmd_packs(args: argparse.Namespace) -> int:
    store = store_for(args)
    if args.packs_command == "list":
        enabled = enabled_packs(store)
        packs = sorted(
            store.ruleset.packs.values(), key=lambda p: (GRADE_ORDER.index(p.grade), p.id)
        )
        yes = line(args.lang, "cli_yes")
        rows = [line(args.lang, "cli_pack_columns").split("|")]
        rows[0][1:1] = [line(args.lang, "cli_id_column")]
        rows += [
            [
                yes if p.id in enabled else "-",
                p.id,
                line(args.lang, "cli_pack_grade_core") if p.grade == "core" else p.grade,
                line(args.lang, f"cli_pack_kind_{p.kind}"),
                p.name.get(args.lang),
                p.source.get(args.lang),
            ]
            for p in packs
        ]
        print_columns(rows)
        return 0
    use_case = enable_pack if args.packs_command == "enable" else disable_pack
    try:
        use_case(store, args.pack)
    except RefusedError as exc:
        raise CommandError(message_of(exc)) from None
    code = "cli_pack_switched_on" if args.packs_command == "enable" else "cli_pack_switched_off"
    said = line(args.lang, code, pack=store.ruleset.packs[args.pack].name.get(args.lang))
    packs_on = ", ".join(sorted(enabled_packs(store)))
    print(line(args.lang, "cli_packs_on", change=said, packs=packs_on))
    return 0


def print_columns(rows: list[list[str]]) -> None:
    """Rows as columns as wide as their longest cell, the last one as it is: no name cut."""
    widths = [max(len(row[n]) for row in rows) for n in range(len(rows[0]) - 1)]
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row[:-1], widths, strict=True)]
        print(" ".join(cells), row[-1])

"""`mordheim-roster`: the program's command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from app import __version__
from rules.cli import add_dump_parser, run_dump


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mordheim-roster",
        description="Mordheim Roster: warband sheets and the campaign's post-battle sequence.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command")
    rules = sub.add_parser("rules", help="the rulebook as data")
    rules_sub = rules.add_subparsers(dest="rules_command", required=True)
    add_dump_parser(rules_sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "rules":
        return run_dump(args.lang, args.indent)
    # The window arrives with the roster editor; until then the command line is the program.
    parser.print_help()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

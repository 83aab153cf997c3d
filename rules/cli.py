"""`python -m rules dump [--lang en|ru]`: the ruleset as JSON on standard output."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rules.errors import RulesDataError

if TYPE_CHECKING:
    from rules.models import Lang


def build_parser(prog: str = "python -m rules") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description="The Mordheim rulebook as data.")
    sub = parser.add_subparsers(dest="command", required=True)
    add_dump_parser(sub)
    return parser


def add_dump_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    dump = sub.add_parser("dump", help="print the whole ruleset as JSON")
    dump.add_argument(
        "--lang", choices=("en", "ru"), default="en", help="language of names and texts"
    )
    dump.add_argument("--indent", type=int, default=2, help="JSON indentation (0 for one line)")


def run_dump(lang: str, indent: int) -> int:
    from rules.compiled import compiled_output

    chosen: Lang = "ru" if lang == "ru" else "en"
    try:
        # The JSON is a pure function of the data: made once per change of the data or code.
        text = compiled_output(f"dump-{chosen}-{indent}.json", lambda: dump_json(chosen, indent))
    except RulesDataError as exc:
        print(f"error: broken rules data: {exc}", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(text.decode("utf-8"))
        sys.stdout.flush()
    except BrokenPipeError:  # `... | head` closed the pipe: not an error for a shell user
        sys.stderr.close()
    return 0


def dump_json(lang: Lang, indent: int) -> bytes:
    """The shipped ruleset as JSON (UTF-8, ending with a newline)."""
    import json

    from rules import default_ruleset
    from rules.dump import ruleset_to_dict

    data = ruleset_to_dict(default_ruleset(), lang)
    return (json.dumps(data, ensure_ascii=False, indent=indent or None) + "\n").encode()


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "dump":
        return run_dump(args.lang, args.indent)
    return 2  # pragma: no cover - argparse refuses unknown commands


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

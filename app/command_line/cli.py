"""`mordheim-roster`: the program's command line. With no command the window opens, started by
the caller's `start_window` (the composition root, mordheim_roster/__main__.py: `app` never
imports `ui` or Qt).

Exit codes: 0 done, 1 refused or not found (the message says why), 2 bad usage.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, TextIO

from app import __version__
from app.command_line.battle_command import add_battle_parser
from app.command_line.exports import add_export_parsers
from app.command_line.heroes_command import add_heroes_parser
from app.command_line.languages import language
from app.command_line.league_cli import add_league_parsers
from app.command_line.rename_command import add_rename_parser
from rules.cli import add_dump_parser, run_dump
from rules.text import printable

if TYPE_CHECKING:
    import os

    from rules.models import Lang


class WindowStarter(Protocol):
    """Opens the window and returns the exit code when it closes (ui.launch.run_gui)."""

    def __call__(
        self, db: str | os.PathLike[str] | None, *, demo: bool, lang: Lang | None
    ) -> int: ...


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mordheim-roster",
        description="Mordheim Roster: warband sheets and the campaign's post-battle sequence.",
        epilog="With no command the window opens. The database is a SQLite file in your data "
        "folder unless --db or MORDHEIM_ROSTER_DB names another file or a database URL.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--db", metavar="PATH|URL", help="database file or SQLAlchemy URL")
    parser.add_argument(
        "--no-demo", action="store_true", help="do not add the demo campaign to a new database"
    )
    parser.add_argument(
        "--lang",
        type=language,
        metavar="{en,ru,...}",
        help="language of rule names and of the window (default: English on the command "
        "line; the window's own setting)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    _add_warband_commands(sub)
    _add_exchange_commands(sub)
    _add_bin_commands(sub)
    add_export_parsers(sub)
    _add_battle_command(sub)
    add_packs_parser(sub)
    add_heroes_parser(sub)
    add_battle_parser(sub)
    add_rename_parser(sub)
    add_league_parsers(sub)

    rules = sub.add_parser("rules", help="the rulebook as data")
    rules_sub = rules.add_subparsers(dest="rules_command", required=True)
    add_dump_parser(rules_sub)
    # `mordheim-roster --lang ru rules dump` keeps the language given before the command.
    for action in rules_sub.choices["dump"]._actions:
        if action.dest == "lang":
            action.default = argparse.SUPPRESS
    return parser


def _add_warband_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """list, new, hire, show."""
    listing = sub.add_parser("list", help="list the warbands")
    listing.add_argument("--all", action="store_true", help="include deleted warbands")

    new = sub.add_parser("new", help="create a warband: new TYPE NAME")
    new.add_argument("type", help="warband type, e.g. reikland, skaven, witch_hunters")
    new.add_argument("name", help="the warband's name")

    hire = sub.add_parser(
        "hire",
        help="hire: hire WARBAND TYPE [NAME] (a caster's spells rolled if not given)",
    )
    hire.add_argument("warband", help="name or id")
    hire.add_argument("type", help="warrior type (e.g. warrior_priest) or hired sword (warlock)")
    hire.add_argument("name", nargs="?", default="", help="his name (default: the type's)")
    hire.add_argument("--count", type=int, default=1, help="models in a henchman group")
    hire.add_argument("--kit", nargs="+", default=[], metavar="ITEM", help="equipment ids")
    hire.add_argument("--mutation", nargs="+", default=[], metavar="ID", help="mutations")
    hire.add_argument(
        "--spell",
        nargs="+",
        default=[],
        metavar="LIST.SPELL",
        help="starting spells rolled at the table (the rest are rolled by the program)",
    )
    hire.add_argument("--seed", type=int, help="seed for the spells the program rolls")

    show = sub.add_parser("show", help="print a warband's sheet")
    show.add_argument("warband", help="name or id")


def _add_exchange_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """import-json, import (the exports: app/command_line/exports.py)."""
    imported = sub.add_parser("import-json", help="add a warband from a JSON file")
    imported.add_argument("file", help="file to read ('-': standard input)")
    imported.add_argument("--name", help="give the imported warband another name")

    add_import_parser(sub)


def _add_bin_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """delete, restore."""
    delete = sub.add_parser("delete", help="move a warband to the bin")
    delete.add_argument("warband", help="name or id")
    restore = sub.add_parser("restore", help="bring a warband back from the bin")
    restore.add_argument("warband", help="name or id")


def _add_battle_command(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    battle = sub.add_parser(
        "post-battle",
        help="apply a battle report: post-battle WARBAND REPORT.json (dice in the file or rolled)",
    )
    battle.add_argument("warband", help="name or id")
    battle.add_argument("report", help="the battle report, JSON ('-': standard input)")
    battle.add_argument(
        "--seed", type=int, help="seed for dice the program rolls (repeatable runs)"
    )


def add_import_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "import",
        help="add a warband from our JSON or another tool's file (its format found by content)",
        description="Add a warband from a file of Mordheim Roster or of another Mordheim tool "
        "(Mordheim Roster Builder: saved JSON, text export, campaign file; MordheimManager: "
        "backup; BattleScribe / New Recruit: .ros, .rosz; Toolheim: .mordheim.yml). What the "
        "other tool has and this program does not is listed and kept as notes on the warrior.",
    )
    parser.add_argument("file", help="file to read ('-': standard input)")
    parser.add_argument(
        "--format",
        dest="import_format",
        help="the file's format when its content does not tell: mordheim-roster, "
        "roster-builder, roster-builder-text, roster-builder-campaign, mordheim-manager, "
        "battlescribe, battlescribe-zip, toolheim",
    )
    parser.add_argument(
        "--warband",
        dest="which",
        type=int,
        metavar="N",
        help="of a file with several warbands, only the N-th (default: every one)",
    )
    parser.add_argument(
        "--strict",
        action="store_true",
        help="refuse the file when anything in it cannot be mapped (default: keep it as notes)",
    )


def add_packs_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    packs = sub.add_parser(
        "packs",
        help="list the rules packs (supplement warbands, hired swords, items) or switch one on "
        "or off",
        description="The campaign's rules packs: the core rulebook and the supplements. "
        "A switched-off pack's warbands and hired swords cannot be newly made or hired, nor "
        "its items bought; warbands already made keep working and keep what they own.",
    )
    packs_sub = packs.add_subparsers(dest="packs_command", required=True)
    packs_sub.add_parser("list", help="every pack with its grade, source and whether it is on")
    enable = packs_sub.add_parser("enable", help="switch a pack on (and the packs it needs)")
    enable.add_argument("pack", help="pack id, as `packs list` shows it")
    disable = packs_sub.add_parser("disable", help="switch a pack off")
    disable.add_argument("pack", help="pack id, as `packs list` shows it")


def main(argv: Sequence[str] | None = None, *, start_window: WindowStarter | None = None) -> int:
    """Run the command in `argv` (the process's arguments when None). With no command the
    window opens through `start_window`; without one that is a usage error."""
    from app.plumbing.runtime import use_rules_cache

    use_rules_cache()
    if argv is None:  # the program itself, not a call from a test or a script
        from app.plumbing.runtime import install_crash_hooks, use_utf8_streams

        # A command is a short process that frees its memory at exit: collecting reference
        # cycles among the imports' objects took a sixth of `list` and `show`. The window
        # turns collection back on once it is up (ui.launch.settle_garbage_collection).
        gc.disable()
        use_utf8_streams()
        install_crash_hooks()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        if start_window is None:
            parser.error("a command is needed (the window opens with: python -m mordheim_roster)")
        return start_window(args.db, demo=not args.no_demo, lang=args.lang)
    args.lang = args.lang or "en"
    if args.command == "rules":
        return run_dump(args.lang, args.indent)
    return _run_store_command(args)


def error_line(error: BaseException, lang: Lang) -> str:
    """`error: ...` in the command line's language; rules entries named in it by their names."""
    from app.words import line, say_error
    from rules import default_ruleset

    return line(lang, "cli_error", error=say_error(error, lang, default_ruleset()))


class PrintableWriter:
    """A terminal stream through which no control character passes: names and notes stored
    by an older version, or read from a file, cannot act on the player's terminal."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(printable(text))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _run_store_command(args: argparse.Namespace) -> int:
    from app.command_line.commands import COMMANDS
    from app.command_line.common import CommandError, close_stores
    from app.command_line.exports import export_command
    from app.store.errors import StoreError

    out, err = PrintableWriter(sys.stdout), PrintableWriter(sys.stderr)
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            return (COMMANDS.get(args.command) or export_command(args.command))(args)
        except (CommandError, StoreError) as exc:  # StoreError: the database failed (busy, full)
            print(error_line(exc, args.lang), file=sys.stderr)
            return 1
        except Exception as exc:
            from app.plumbing.refusal import is_refusal

            if not is_refusal(exc):
                raise  # a fault of the program: logged, one line naming the log (runtime.py)
            # A refusal the command did not word itself (another program wrote the same warband
            # first, a file that cannot be read): one line, not a crash.
            print(error_line(exc, args.lang), file=sys.stderr)
            return 1
        finally:
            close_stores()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

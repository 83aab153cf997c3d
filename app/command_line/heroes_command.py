"""`mordheim-roster heroes [six|list]`: how the campaign counts a warband's Heroes. The parser
imports nothing else (the command line's start stays light); the command its use case."""

from __future__ import annotations

import argparse

_READINGS = ("six", "list")  # app.usecases.heroes.READINGS


def add_heroes_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    heroes = sub.add_parser(
        "heroes",
        help="how many Heroes a warband may have: six (the default) or list",
        description="six: the rulebook's leader and up to five other Heroes, each hero type at "
        "its listed number, so the lad's got talent may make a sixth; list: no more than the "
        "sum of the warband list's hero types (docs/rules-notes.md). Without a reading it says "
        "the campaign's.",
    )
    heroes.add_argument("reading", nargs="?", choices=_READINGS, help="six or list")


def cmd_heroes(args: argparse.Namespace) -> int:
    from app.command_line.common import CommandError, store_for
    from app.usecases.core import RefusedError
    from app.usecases.heroes import hero_reading, set_hero_reading
    from app.words import say
    from rules.messages import Message, message_of

    store = store_for(args)
    if args.reading is not None:
        try:
            set_hero_reading(store, args.reading)
        except RefusedError as exc:
            raise CommandError(message_of(exc)) from None
    reading = Message.of(f"did_set_hero_reading_{hero_reading(store)}")
    print(say(reading, args.lang, store.ruleset))
    return 0

"""`mordheim-roster rename WARBAND [WARRIOR] NEW_NAME`: a warband, a hero, a henchmen group or
a hired sword under a new name, through the use cases the window's rename calls (a name taken
is refused there). The parser imports nothing else (the command line's start stays light)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.domain import WarbandState, Warrior


def add_rename_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    rename = sub.add_parser(
        "rename",
        help="rename a warband, or a warrior or group of it: rename WARBAND [WARRIOR] NEW_NAME",
    )
    rename.add_argument("warband", help="name or id")
    rename.add_argument(
        "names",
        nargs="+",
        metavar="NAME",
        help="the warband's new name, or a warrior's (or group's) name or id and his new name",
    )


def find_warrior_named(state: WarbandState, name_or_id: str) -> Warrior:
    """The warband's warrior with this id, or this name in any case and spacing; a refusal
    in one line when none or several have it."""
    from app.command_line.common import CommandError
    from app.store.repository import name_key
    from rules.messages import Message

    for warrior in state.warriors:
        if warrior.id == name_or_id:
            return warrior
    found = [w for w in state.warriors if name_key(w.name) == name_key(name_or_id)]
    if len(found) == 1:
        return found[0]
    warband, warband_id = state.name, state.id or 0
    if not found:
        raise CommandError(
            Message.of("no_warrior_named", warband=warband, text=name_or_id, id=warband_id)
        )
    raise CommandError(
        Message.of(
            "warrior_name_ambiguous",
            count=len(found),
            warband=warband,
            text=name_or_id,
            id=warband_id,
        )
    )


def cmd_rename(args: argparse.Namespace) -> int:
    from app.command_line.common import CommandError, find_warband, store_for
    from app.usecases import RefusedError, rename_warband, rename_warrior
    from app.words import line
    from rules.messages import Message, message_of

    if len(args.names) > 2:
        raise CommandError(Message.of("cli_rename_usage"))
    store = store_for(args)
    warband_id = find_warband(store, args.warband)
    try:
        if len(args.names) == 1:
            old = store.load(warband_id).name
            change = rename_warband(store, warband_id, args.names[0])
            new = change.after.name
        else:
            warrior = find_warrior_named(store.load(warband_id), args.names[0])
            change = rename_warrior(store, warband_id, warrior.id, args.names[1])
            old, new = warrior.name, change.after.warrior(warrior.id).name
    except RefusedError as exc:
        raise CommandError(message_of(exc)) from None
    print(line(args.lang, "cli_renamed", old=old, new=new))
    return 0

"""`mordheim-roster packs list|enable ID|disable ID`: the rules packs a campaign plays with."""

from __future__ import annotations

import argparse

from app.commands import CommandError, _store
from app.usecases import RefusedError, disable_pack, enable_pack, enabled_packs
from app.usecases.packs import GRADE_ORDER
from app.words import line, say
from rules.messages import Message, message_of


def cmd_packs(args: argparse.Namespace) -> int:
    store = _store(args)
    if args.packs_command == "list":
        enabled = enabled_packs(store)
        packs = sorted(
            store.ruleset.packs.values(), key=lambda p: (GRADE_ORDER.index(p.grade), p.id)
        )
        on, grade, kind, name, source = line(args.lang, "cli_pack_columns").split("|")
        print(f"{on:<3} {'id':<28} {grade:<5} {kind:<17} {name:<30} {source}")
        yes = line(args.lang, "cli_yes")
        for p in packs:
            mark = yes if p.id in enabled else "-"
            print(
                f"{mark:<3} {p.id:<28} {p.grade:<5} {p.kind:<17} "
                f"{p.name.get(args.lang)[:30]:<30} {p.source.get(args.lang)}"
            )
        return 0
    use_case = enable_pack if args.packs_command == "enable" else disable_pack
    try:
        change = use_case(store, args.pack)
    except RefusedError as exc:
        raise CommandError(message_of(exc)) from None
    described = change.description
    said = say(described, args.lang, store.ruleset) if isinstance(described, Message) else described
    packs_on = ", ".join(sorted(enabled_packs(store)))
    print(line(args.lang, "cli_packs_on", change=said, packs=packs_on))
    return 0

"""The store commands of the command line: list, new, show, export-json, import-json, ..."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TYPE_CHECKING

from app.command_line.common import (
    CommandError,
    database_for,
    find_warband,
    read_file_input,
    store_for,
)
from app.words import line
from rules.messages import Message, message_of

if TYPE_CHECKING:
    from app.domain import WarbandState, Warrior, WarriorKind
    from app.store.repository import Store
    from rules.models import Lang, Ruleset
    from rules.roster import Roster

# The use cases, the exchange format and most rules are imported by the commands that use
# them: `list`, `show` and `export-json` start as fast as the store allows (`list` makes
# neither the sheets' classes nor the rules': app.store.listing, rules.names).

MAX_REPORT_BYTES = 1_000_000  # a battle report is a few hundred bytes


def cmd_list(args: argparse.Namespace) -> int:
    from app.store.listing import custom_warband_names, list_warbands
    from rules.names import warband_type_names

    database = database_for(args)
    warbands = list_warbands(database, include_deleted=args.all)
    if not warbands:
        print(line(args.lang, "cli_no_warbands"))
        return 0
    name, kind, rating, gc, shards, members = line(args.lang, "cli_list_columns").split("|")
    # A column is as wide as its heading in the language, at least as in English.
    widths = [
        max(width, len(word))
        for width, word in zip((6, 6, 6, 7), (rating, gc, shards, members), strict=True)
    ]
    number = line(args.lang, "cli_id_column")
    print(
        f"{number:>4}  {name:<32} {kind:<28} {rating:>{widths[0]}} {gc:>{widths[1]}} "
        f"{shards:>{widths[2]}} {members:>{widths[3]}}"
    )
    binned = line(args.lang, "cli_in_the_bin")
    type_names = warband_type_names(args.lang)
    if any(w.type_id not in type_names for w in warbands):  # a custom one: its own name, marked
        for type_id, given in custom_warband_names(database).items():
            type_names[type_id] = line(args.lang, "custom.mark", name=given)
    for w in warbands:
        type_name = type_names.get(w.type_id, w.type_id)  # a type of a newer version: its id
        mark = f" ({binned})" if w.deleted else ""
        print(
            f"{w.id:>4}  {w.name[:32]:<32} {type_name[:28]:<28} {w.rating:>{widths[0]}} "
            f"{w.treasury:>{widths[1]}} {w.shards:>{widths[2]}} {w.members:>{widths[3]}}{mark}"
        )
    return 0


def cmd_new(args: argparse.Namespace) -> int:
    from app.usecases import RefusedError, create_warband

    store = store_for(args)
    try:
        change = create_warband(store, args.type, args.name)
    except RefusedError as exc:
        if args.type in store.ruleset.warbands:  # a known type: the refusal says it all
            raise CommandError(message_of(exc)) from None
        from app.usecases import warband_types_by_pack

        types = [w.id for _pack, warbands in warband_types_by_pack(store) for w in warbands]
        raise CommandError(
            Message.of("unknown_warband_type", type=args.type, types=", ".join(sorted(types)))
        ) from None
    after = change.after
    print(
        line(
            args.lang, "cli_created", warband=after.name, id=change.warband_id, gold=after.treasury
        )
    )
    return 0


def cmd_hire(args: argparse.Namespace) -> int:
    """Hire a warrior, a group or a hired sword; a caster gets his starting spells."""
    from app.domain import warband_of
    from app.usecases import RefusedError, hire, hire_hired_sword
    from rules.dice import RandomDice

    store = store_for(args)
    warband_id = find_warband(store, args.warband)
    dice = RandomDice(args.seed)
    try:
        if args.type in store.ruleset.hired_swords:
            change = hire_hired_sword(
                store, warband_id, args.type, args.name, spells=args.spell, dice=dice
            )
        else:
            state = store.load(warband_id)
            full = args.type if "." in args.type else f"{state.type_id}.{args.type}"
            known = full in {t.id for t in warband_of(store.ruleset, state).types}
            name = args.name or (store.ruleset.warrior_type(full).name.en if known else args.type)
            change = hire(
                store,
                warband_id,
                args.type,
                name,
                count=args.count,
                equipment=args.kit,
                mutations=args.mutation,
                spells=args.spell,
                dice=dice,
            )
    except RefusedError as exc:
        raise CommandError(Message.of("nothing_hired", error=message_of(exc))) from None
    warrior = change.after.warrior(change.details.warrior_id)
    spells = ""
    if warrior.spells:
        names = [store.ruleset.spell(s.spell).name.get(args.lang) for s in warrior.spells]
        spells = line(args.lang, "cli_hired_spells", spells=", ".join(names))
    print(
        line(
            args.lang,
            "cli_hired",
            warrior=warrior.name,
            cost=change.details.cost,
            spells=spells,
            treasury=change.after.treasury,
        )
    )
    return 0


def _profile_rows(ruleset: Ruleset, warriors: list[Warrior]) -> list[dict[str, str]]:
    """Each warrior's profile as printed: a characteristic rolled in play shows its dice."""
    from app.domain import base_profile, rolled_texts

    rows = []
    for warrior in warriors:
        profile = warrior.profile(base_profile(ruleset, warrior))
        rolled = rolled_texts(ruleset, warrior, profile)
        rows.append({key: rolled.get(key, str(value)) for key, value in profile})
    return rows


_SECTIONS: tuple[tuple[str, WarriorKind], ...] = (
    ("heroes", "hero"),
    ("henchmen", "henchmen"),
    ("hired_swords", "hired_sword"),
)


def _warrior_lines(
    ruleset: Ruleset, roster: Roster, w: Warrior, values: str, lang: Lang
) -> list[str]:
    """A warrior's profile line (`values`: his characteristics laid out) and the lines of
    what he has (`roster`: the warband, for what it changes of his mount: a farrier)."""
    from app.sheet.sheet_figures import warrior_figures
    from app.words import label
    from rules.mounts import mount_of

    if w.kind == "hired_sword":
        type_name = ruleset.hired_swords[w.type_id].name.get(lang)
    else:
        type_name = ruleset.warrior_type(w.type_id).name.get(lang)
    title = (
        f"{w.name} ({w.count} {type_name})" if w.kind == "henchmen" else f"{w.name} ({type_name})"
    )
    lines = [f"  {title[:44]:<44}  {values}  {w.experience}"]
    kit = ", ".join(ruleset.items[i].name.get(lang) for i in w.equipment)
    save = warrior_figures(ruleset, w).save
    if kit:
        lines.append("      " + label("sheet_kit", lang, names=kit))
        lines[-1] += label("sheet_save", lang, save=save) if save else ""
    if mount_of(ruleset, w.equipment) is not None:  # only a rider needs the panel view
        from app.sheet.panel_view import mount_lines, ridden_mount

        mount = ridden_mount(ruleset, roster, w)
        if mount is not None:
            lines.append("      " + " · ".join(mount_lines(mount, lang)))
    if w.skills:
        skills = ", ".join(ruleset.skills[s].name.get(lang) for s in w.skills)
        lines.append("      " + label("sheet_skills", lang, names=skills))
    if w.spells:
        spells = ", ".join(ruleset.spell(known.spell).name.get(lang) for known in w.spells)
        lines.append("      " + label("sheet_spells", lang, names=spells))
    if w.rules_gained:
        gained = ", ".join(ruleset.special_rules[g.rule].name.get(lang) for g in w.rules_gained)
        lines.append("      " + label("sheet_gained", lang, names=gained))
    from rules.injuries import leaves_a_mark  # the rules' classes: not for `list`

    lasting = [i for i in w.injuries if leaves_a_mark(ruleset, i.injury)]
    if lasting:
        lines.append("      " + label("sheet_injuries", lang, count=len(lasting)))
    if w.games_to_miss:
        lines.append("      " + label("sheet_misses", lang, count=w.games_to_miss))
    return lines


def format_sheet(store: Store, state: WarbandState, lang: Lang = "en") -> str:
    """A warband's sheet as plain text, its labels in `lang`."""
    from app.domain import to_roster
    from app.pdf.labels import label as sheet_word  # the printed sheet's own words
    from app.sheet.origin import warband_origin, warband_rules
    from app.sheet.sheet_figures import sheet_figures
    from app.usecases import problems_of
    from app.words import label
    from rules import CHARACTERISTICS

    ruleset = store.ruleset
    warband = ruleset.warband(state.type_id)
    figures = sheet_figures(ruleset, state)
    roster = to_roster(ruleset, state)
    lines = [
        f"{state.name} - {warband.name.get(lang)} ({warband_origin(ruleset, state.type_id, lang)})",
        label(
            "sheet_figures",
            lang,
            treasury=figures.treasury,
            shards=figures.shards,
            rating=figures.rating,
            members=figures.members,
            maximum=figures.maximum,
        ),
    ]
    rules = warband_rules(ruleset, state.type_id, lang)
    if rules:
        lines.append(label("sheet_warband_rules", lang, names=", ".join(rules)))
    for title, kind in _SECTIONS:
        warriors = state.of_kind(kind)
        if not warriors:
            continue
        rows = _profile_rows(ruleset, warriors)
        widths = {key: max(2, *(len(row[key]) for row in rows)) for key in CHARACTERISTICS}
        header = "  ".join(f"{key:>{widths[key]}}" for key in CHARACTERISTICS)
        lines += [
            "",
            sheet_word(title, lang),
            f"  {'':<44}  {header}  {label('sheet_experience', lang)}",
        ]
        for w, row in zip(warriors, rows, strict=True):
            values = "  ".join(f"{row[key]:>{widths[key]}}" for key in CHARACTERISTICS)
            lines += _warrior_lines(ruleset, roster, w, values, lang)
    if state.stash:
        stash = ", ".join(ruleset.items[i].name.get(lang) for i in state.stash)
        lines += ["", f"{sheet_word('stash', lang)}: {stash}"]
    problems = problems_of(store, state)
    if problems:
        lines += ["", label("sheet_problems", lang)] + [f"  - {p.text(lang)}" for p in problems]
    if state.notes:
        lines += ["", f"{sheet_word('notes', lang)}: {state.notes}"]
    return "\n".join(lines)


def cmd_show(args: argparse.Namespace) -> int:
    store = store_for(args)
    state = store.load(find_warband(store, args.warband))
    print(format_sheet(store, state, args.lang))
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from app.exports.exchange import MAX_BYTES, ExchangeError
    from app.usecases import RefusedError
    from app.usecases.transfer import import_warband

    data = read_file_input(args.file, MAX_BYTES)
    store = store_for(args)
    try:
        change = import_warband(store, data, name=args.name)
    except (ExchangeError, RefusedError) as exc:
        raise CommandError(
            Message.of("nothing_imported", file=args.file, error=message_of(exc))
        ) from None
    print(line(args.lang, "cli_imported", warband=change.after.name, id=change.warband_id))
    said = change.description
    if isinstance(said, Message) and said.code == "did_import_renamed":  # a name taken here
        print(
            line(
                args.lang, "cli_import_renamed", warband=said.get("warband"), copy=said.get("copy")
            )
        )
    return 0


def cmd_delete(args: argparse.Namespace) -> int:
    from app.usecases import delete_warband

    store = store_for(args)
    change = delete_warband(store, find_warband(store, args.warband))
    hint = f"mordheim-roster restore {change.warband_id}"
    print(line(args.lang, "cli_binned", warband=change.after.name, hint=hint))
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    from app.store.repository import ConflictError
    from app.usecases import RefusedError, restore_warband

    store = store_for(args)
    try:
        change = restore_warband(store, find_warband(store, args.warband, include_deleted=True))
    except (RefusedError, ConflictError) as exc:
        raise CommandError(message_of(exc)) from None
    print(line(args.lang, "cli_restored", warband=change.after.name))
    return 0


def cmd_post_battle(args: argparse.Namespace) -> int:
    """Resolve and apply the post-battle sequence from a report file, in one transaction."""
    from app.usecases import RefusedError, advances_owed
    from app.usecases.post_battle import post_battle, report_from_json
    from rules.dice import DiceSource, RandomDice, TableDice
    from rules.errors import DiceError

    text = read_file_input(args.report, MAX_REPORT_BYTES)
    store = store_for(args)
    warband_id = find_warband(store, args.warband)
    try:
        report, typed, seed = report_from_json(store.load(warband_id), text)
        dice: DiceSource = (
            TableDice(typed)
            if typed is not None
            else RandomDice(args.seed if args.seed is not None else seed)
        )
        change = post_battle(store, warband_id, report, dice)
    except (RefusedError, DiceError) as exc:
        raise CommandError(Message.of("nothing_changed", error=message_of(exc))) from None
    from app.words import say

    result = change.details.result
    ruleset = store.ruleset
    print(line(args.lang, "cli_post_battle_done", warband=change.after.name))
    for event in result.events:
        print(f"  {say(event, args.lang, ruleset)}")
    dice_said = (f"{say(r.purpose, args.lang, ruleset)} {r.value}" for r in result.rolls)
    print(line(args.lang, "cli_dice", dice=", ".join(dice_said)))
    print(
        line(
            args.lang,
            "cli_post_battle_figures",
            before=result.rating_before,
            after=change.details.rating_after,
            gold=change.after.treasury,
            shards=change.after.shards,
        )
    )
    # Every roll owed, whatever gave the experience and however long ago the box was crossed.
    owed = [(w.name, len(advances_owed(store.ruleset, w))) for w in change.after.warriors]
    owed = [(name, count) for name, count in owed if count]
    if owed:
        listed = ", ".join(f"{name} x{count}" for name, count in owed)
        print(line(args.lang, "cli_advances_owed", owed=listed))
    return 0


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "post-battle": cmd_post_battle,
    "list": cmd_list,
    "new": cmd_new,
    "hire": cmd_hire,
    "show": cmd_show,
    "import-json": cmd_import,
    "delete": cmd_delete,
    "restore": cmd_restore,
    "rename": lambda args: _rename(args),
    "packs": lambda args: _packs(args),
    "heroes": lambda args: _heroes(args),
    "battle": lambda args: _battle(args),
    "import": lambda args: _import_any(args),
    "campaign": lambda args: _league(args),
    "match": lambda args: _league(args),
    "standings": lambda args: _league(args),
    "export-copy": lambda args: _sharing(args),
    "merge": lambda args: _sharing(args),
}


def _rename(args: argparse.Namespace) -> int:
    from app.command_line.rename_command import cmd_rename  # it imports this module

    return cmd_rename(args)


def _sharing(args: argparse.Namespace) -> int:
    from app.command_line.merge_commands import (  # imported when run: a light start
        cmd_export_copy,
        cmd_merge,
    )

    return cmd_export_copy(args) if args.command == "export-copy" else cmd_merge(args)


def _league(args: argparse.Namespace) -> int:
    from app.command_line.league_commands import cmd_league  # imported when run: a light start

    return cmd_league(args)


def _import_any(args: argparse.Namespace) -> int:
    from app.command_line.import_command import cmd_import_any  # imported when run: a light start

    return cmd_import_any(args)


def _battle(args: argparse.Namespace) -> int:
    from app.command_line.battle_command import cmd_battle  # imported when run: a light start

    return cmd_battle(args)


def _heroes(args: argparse.Namespace) -> int:
    from app.command_line.heroes_command import cmd_heroes  # imported when run: a light start

    return cmd_heroes(args)


def _packs(args: argparse.Namespace) -> int:
    from app.command_line.pack_commands import cmd_packs  # imported when run: a light start

    return cmd_packs(args)

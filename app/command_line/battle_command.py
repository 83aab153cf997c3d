"""`mordheim-roster battle ...`: a battle tracked from the command line, one action a command,
each saved at once (scriptable; the tests drive it and kill it).

    battle start WARBAND (--against WARBAND | --anonymous TYPE RATING COUNT) [--first 0|1]
                 [--scenario ID] [--campaign ID]
    battle event BATTLE down|stunned|stand|wound|heal|out MODEL [--by MODEL|nobody]
    battle event BATTLE counter MODEL KEY DELTA
    battle event BATTLE turn | rout-test [D D] | rout
    battle end BATTLE won|lost|draw [--reason objective|other]
    battle undo|abandon|show|record|log BATTLE    battle list [WARBAND]    battle stats CAMPAIGN

A model is named by its id (`battle show` lists them) or its name when no other model has it.
A refusal is one line (`error: ...`) and exit code 1; nothing is written.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from app.battle.store import Battle
    from app.battle.usecases import BattleChange
    from app.store.repository import Store
    from app.usecases.league import LeagueChange
    from rules.battle import Event
    from rules.messages import Message
    from rules.models import Lang

    Written = BattleChange | LeagueChange

KINDS = ("down", "stunned", "stand", "wound", "heal", "out", "counter", "turn", "rout-test", "rout")


def add_battle_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    battle = sub.add_parser("battle", help="track a battle at the table, one action a command")
    steps = battle.add_subparsers(dest="battle_command", required=True)
    start = steps.add_parser("start", help="start a battle of WARBAND against an opponent")
    start.add_argument("warband", help="name or id")
    start.add_argument("--against", help="the opponent's warband in this book (name or id)")
    start.add_argument(
        "--anonymous",
        nargs=3,
        metavar=("TYPE", "RATING", "COUNT"),
        help="an opponent known only by warband type, rating and model count",
    )
    start.add_argument("--first", type=int, choices=(0, 1), default=0, help="who plays first")
    start.add_argument("--scenario", default="", help="the scenario's id")
    start.add_argument("--campaign", type=int, help="the campaign the battle is played in")
    event = steps.add_parser("event", help="one action: " + ", ".join(KINDS))
    event.add_argument("battle", type=int)
    event.add_argument("kind", choices=KINDS)
    event.add_argument("words", nargs="*", help="the model, and what the action needs")
    event.add_argument("--by", help="the enemy model who did it ('nobody' for none)")
    end = steps.add_parser("end", help="end the battle: won, lost or draw for the warband")
    end.add_argument("battle", type=int)
    end.add_argument("result", choices=("won", "lost", "draw"))
    end.add_argument("--reason", choices=("objective", "other"), default="objective")
    for name, words in (
        ("undo", "take the last action back"),
        ("abandon", "leave the battle unfinished"),
        ("show", "the battle now: every model's state"),
        ("record", "record the finished battle as its campaign's match"),
        ("log", "the battle turn by turn: who took out whom, the rout tests"),
    ):
        steps.add_parser(name, help=words).add_argument("battle", type=int)
    stats = steps.add_parser("stats", help="a campaign's tracked battles: enemies, routs")
    stats.add_argument("campaign", type=int)
    listing = steps.add_parser("list", help="the battles still being played")
    listing.add_argument("warband", nargs="?", help="of this warband only (name or id)")


def cmd_battle(args: argparse.Namespace) -> int:
    from app.command_line.common import CommandError, store_for
    from app.store.repository import ConflictError, NotFoundError
    from rules.errors import RulesError
    from rules.messages import message_of

    store = store_for(args)
    try:
        return _run(store, args)
    except (RulesError, NotFoundError, ConflictError, ValueError) as exc:
        raise CommandError(message_of(exc)) from None


def _run(store: Store, args: argparse.Namespace) -> int:
    from app.battle import usecases as uc

    step = args.battle_command
    if step == "start":
        return _start(store, args)
    if step == "list":
        warband = store.find(args.warband) if args.warband else None
        for battle in uc.battles_to_resume(store, warband_id=warband):
            _say(args.lang, "battle_listed", store, battle=battle.id, sides=_sides(battle))
        return 0
    if step == "show":
        _show(store, uc.resume_battle(store, args.battle), args.lang)
        return 0
    if step in ("log", "stats"):
        _log(store, args) if step == "log" else _stats(store, args)
        return 0
    change = _write(store, args)
    _print(change.description, args.lang, store)
    return 0


def _write(store: Store, args: argparse.Namespace) -> Written:
    from app.battle import usecases as uc
    from rules.battle import EndReason

    step = args.battle_command
    if step == "undo":
        return uc.undo_event(store, args.battle)
    if step == "abandon":
        return uc.abandon_battle(store, args.battle)
    if step == "end":
        winner = {"won": 0, "lost": 1, "draw": None}[args.result]
        return uc.end_battle(store, args.battle, winner, EndReason(args.reason))
    if step == "record":
        return _record(store, args)
    battle = uc.resume_battle(store, args.battle)
    return uc.add_event(store, args.battle, _event(battle, args), seen=len(battle.events))


def _start(store: Store, args: argparse.Namespace) -> int:
    from app.battle.sides import anonymous_side, side_of_warband
    from app.battle.usecases import Opponent, start_battle
    from app.command_line.common import CommandError
    from rules.messages import Message

    warband = store.find(args.warband)
    if args.against:
        other = store.find(args.against)
        opponent = Opponent(side_of_warband(store.ruleset, store.load(other), 1), other)
    elif args.anonymous:
        kind, rating, count = args.anonymous
        numbers = _numbers(rating, count)
        opponent = Opponent(anonymous_side(kind, kind, numbers[0], numbers[1]))
    else:
        raise CommandError(Message.of("battle_needs_opponent"))
    change = start_battle(
        store,
        warband,
        opponent,
        first=args.first,
        scenario=args.scenario,
        campaign_id=args.campaign,
    )
    _say(args.lang, "battle_number", store, battle=change.battle_id)
    _print(change.description, args.lang, store)
    return 0


def _numbers(*words: str) -> tuple[int, ...]:
    from app.command_line.common import CommandError
    from rules.messages import Message

    try:
        numbers = tuple(int(word) for word in words)
    except ValueError:
        raise CommandError(Message.of("battle_bad_numbers", words=" ".join(words))) from None
    if any(number < 1 for number in numbers):
        raise CommandError(Message.of("battle_bad_numbers", words=" ".join(words)))
    return numbers


def _event(battle: Battle, args: argparse.Namespace) -> Event:
    from rules import battle as rb

    kind, words = args.kind, list(args.words)
    if kind == "turn":
        return rb.NextTurn()
    if kind == "rout":
        return rb.VoluntaryRout()
    if kind == "rout-test":
        return rb.RoutTest(_dice(words))
    model = _model(battle, words[0] if words else "")
    by = "" if args.by in (None, "nobody") else _model(battle, args.by)
    if kind == "counter":
        if len(words) != 3:
            _refuse("battle_counter_words")
        return rb.CounterChanged(model, words[1], int(words[2]))
    if kind == "out":
        return rb.OutOfAction(model, None if args.by is None else by)
    if kind in ("wound", "heal"):
        return rb.WoundsChanged(model, -1 if kind == "wound" else 1, by)
    status = {"down": "knocked_down", "stunned": "stunned", "stand": "standing"}[kind]
    return rb.StatusChanged(model, rb.Status(status), by)


def _dice(words: list[str]) -> tuple[int, int]:
    from rules.dice import RandomDice
    from rules.messages import Message

    if not words:
        dice = RandomDice()
        purpose = Message.of("battle_rout_die")
        return dice.roll(6, purpose), dice.roll(6, purpose)
    if len(words) != 2 or not all(word.isdigit() for word in words):
        _refuse("battle_bad_rout_dice", dice=" ".join(words))
    return int(words[0]), int(words[1])


def _model(battle: Battle, word: str) -> str:
    from rules.battle import all_models

    models = [model for _, model in all_models(battle.setup)]
    if any(model.id == word for model in models):
        return word
    named = [model.id for model in models if model.name.casefold() == word.casefold()]
    if len(named) == 1:
        return named[0]
    _refuse("battle_which_model", model=word)


def _refuse(code: str, **values: str) -> NoReturn:
    from app.command_line.common import CommandError
    from rules.messages import Message

    raise CommandError(Message.of(code, **values))


def _record(store: Store, args: argparse.Namespace) -> Written:
    from app.battle.league import record_battle_match

    return record_battle_match(store, args.battle)


def _show(store: Store, battle: Battle, lang: Lang) -> None:
    from rules.battle import all_models

    state = battle.state
    side = battle.setup.sides[state.playing].name
    _say(lang, "battle_shown", store, battle=battle.id, turn=state.turn, side=side)
    for index, model in all_models(battle.setup):
        now = state.models[model.id]
        code = f"battle_model_{now.status.value}"
        values: dict[str, str | int] = {
            "side": index + 1,
            "model": model.name,
            "id": model.id,
            "wounds": now.wounds,
        }
        _say(lang, code, store, **values)
    if state.rout_due:
        _say(lang, "battle_rout_due", store, side=side)


def _log(store: Store, args: argparse.Namespace) -> None:
    from app.battle.log import timeline
    from app.battle.usecases import resume_battle

    battle = resume_battle(store, args.battle)
    for line in timeline(battle):
        side = battle.setup.sides[line.side].name
        _say(args.lang, "battle_log_line", store, turn=line.turn, side=side, what=line.message)


def _stats(store: Store, args: argparse.Namespace) -> None:
    from app.battle.log import campaign_battle_figures

    figures = campaign_battle_figures(store, args.campaign)
    _say(args.lang, "battle_stats_battles", store, count=figures.battles)
    for tally in figures.warbands:
        _say(args.lang, "battle_stats_warband", store, name=tally.name, count=tally.enemies)
    for tally in figures.heroes:
        _say(args.lang, "battle_stats_hero", store, name=tally.name, count=tally.enemies)
    for rout in figures.routs:
        code = "battle_stats_voluntary_rout" if rout.voluntary else "battle_stats_rout"
        _say(args.lang, code, store, name=rout.name, turn=rout.turn, battle=rout.battle_id)


def _sides(battle: Battle) -> str:
    return " / ".join(side.name for side in battle.setup.sides)


def _say(lang: Lang, code: str, store: Store, **values: str | int | Message) -> None:
    from rules.messages import Message

    _print(Message.of(code, **values), lang, store)


def _print(message: Message | str, lang: Lang, store: Store) -> None:
    from app.words import say
    from rules.messages import Message

    print(
        say(message if isinstance(message, Message) else Message.text(message), lang, store.ruleset)
    )

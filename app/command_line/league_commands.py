"""The league on the command line: `campaign new|list|show|player|enter|retire`, `match add`,
`standings`. Values from the use cases, words from app.league_words."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import app.usecases as uc
from app.campaign.league import Casualty, League
from app.campaign.standings import StandingsError, head_to_head, sort_standings
from app.command_line.common import CommandError, find_warband, store_for
from app.league_words import event_line, head_to_head_line, result_words, say, standings_table
from app.store.repository import ConflictError, NotFoundError, Store
from app.usecases.league import MatchReport
from rules.messages import Message, message_of
from rules.models import Lang


def _lang(args: argparse.Namespace) -> Lang:
    return str(args.lang or "en")


def _campaign(store: Store, name: str | None) -> int:
    """The campaign named, or the last one made."""
    if name is None:
        campaigns = uc.list_campaigns(store)
        if not campaigns:
            raise CommandError(Message.of("no_campaign_yet"))
        return campaigns[-1][0]
    return uc.find_campaign(store, name)


def _names(store: Store, league: League) -> dict[int, str]:
    """The name of every warband (one query: the league's and any other named)."""
    named = {s.id: s.name for s in store.list_warbands(include_deleted=True)}
    missing = {s.warband_id for m in league.matches for s in m.sides} - set(named)
    return named | dict.fromkeys(missing, "?")


def _show(store: Store, campaign_id: int, lang: Lang) -> None:
    league = uc.load_league(store, campaign_id)
    names = _names(store, league)
    c = league.campaign
    print(say("campaign_line", lang, id=c.id, name=c.name, day=c.started_on).strip())
    every = set(store.ruleset.packs) <= set(c.packs)
    print(say("packs", lang, packs=say("all_packs", lang) if every else ", ".join(c.packs)))
    if c.notes:
        print(say("notes", lang, notes=c.notes))
    print(say("players", lang))
    for p in league.players:
        entries = [e for e in league.entries if e.player_id == p.id]
        if not entries:
            print(say("no_warband", lang, player=p.name))
        for e in entries:
            until = say("until", lang, day=e.retired_on) if e.retired_on else ""
            warband = names[e.warband_id]
            print(
                say("entry", lang, player=p.name, warband=warband, joined=e.joined_on, until=until)
            )
    if not league.players:
        print(say("no_players", lang))
    print(say("timeline", lang))
    for event in uc.timeline_of(store, campaign_id):
        print("  " + event_line(store.ruleset, event, names, lang))


def _campaign_command(args: argparse.Namespace, store: Store, lang: Lang) -> None:
    action = args.campaign_command
    if action == "new":
        change = uc.create_campaign(store, args.name, args.start or "", packs=args.packs)
        league = uc.load_league(store, change.campaign_id)
        c = league.campaign
        print(say("made", lang, name=c.name, id=c.id, day=c.started_on))
    elif action == "list":
        campaigns = uc.list_campaigns(store)
        if not campaigns:
            print(say("no_campaigns", lang))
        for cid, name, day in campaigns:
            print(say("campaign_line", lang, id=cid, name=name, day=day))
    elif action == "show":
        _show(store, _campaign(store, args.campaign_name), lang)
    else:
        _roster_command(args, store, lang)


def _roster_command(args: argparse.Namespace, store: Store, lang: Lang) -> None:
    cid = _campaign(store, args.campaign)
    name = uc.load_league(store, cid).campaign.name
    if args.campaign_command == "player":
        uc.add_player(store, cid, args.player)
        print(say("player_added", lang, name=args.player.strip(), campaign=name))
    elif args.campaign_command == "enter":
        wid = find_warband(store, args.warband)
        uc.enter_warband(store, cid, args.player, wid, args.date or "")
        warband = store.load(wid).name
        print(say("entered", lang, warband=warband, campaign=name, player=args.player.strip()))
    else:
        wid = find_warband(store, args.warband)
        change = uc.retire_warband(store, cid, wid, args.date or "")
        entry = uc.load_league(store, change.campaign_id).entry_of(wid)
        day = entry.retired_on if entry else ""
        print(say("retired", lang, warband=store.load(wid, include_deleted=True).name, day=day))


def _casualties(store: Store, given: Sequence[Sequence[str]]) -> tuple[Casualty, ...]:
    out = []
    for words in given:
        if len(words) not in (3, 4):
            raise CommandError(Message.of("casualty_usage"))
        try:
            numbers = [int(n) for n in words[2:]]
        except ValueError:
            raise CommandError(
                Message.of("casualties_not_numbers", words=" ".join(words[2:]))
            ) from None
        killed = numbers[1] if len(numbers) == 2 else 0
        by, against = find_warband(store, words[0]), find_warband(store, words[1])
        out.append(Casualty(by, against, numbers[0], killed))
    return tuple(out)


def _battle_id(store: Store, warband_id: int, battle: str) -> int:
    """A battle log record's id as typed, or the warband's latest record."""
    if battle.strip().casefold() == "latest":
        battles = store.load(warband_id).battles
        if not battles:
            raise CommandError(Message.of("no_battle_yet"))
        return int(battles[-1]["id"])
    if not battle.strip().isdigit():
        raise CommandError(Message.of("not_a_battle_id", battle=battle))
    return int(battle)


def _battles(store: Store, given: Sequence[Sequence[str]]) -> dict[int, int]:
    linked = {}
    for warband, battle in given:
        wid = find_warband(store, warband)
        linked[wid] = _battle_id(store, wid, battle)
    return linked


def _match_change(args: argparse.Namespace, store: Store, lang: Lang) -> None:
    cid = _campaign(store, args.campaign)
    if args.match_command == "remove":
        uc.remove_match(store, cid, args.match_id)
        print(say("match_removed", lang, id=args.match_id))
        return
    wid = find_warband(store, args.warband)
    unlink = args.battle.strip().casefold() == "none"
    battle = None if unlink else _battle_id(store, wid, args.battle)
    uc.link_battle(store, cid, args.match_id, wid, battle)
    print(say("unlinked" if unlink else "linked", lang, id=args.match_id, battle=battle))


def _match_add(args: argparse.Namespace, store: Store, lang: Lang) -> None:
    cid = _campaign(store, args.campaign)
    sides = tuple(find_warband(store, w) for w in args.warbands)
    winner = None if args.draw else find_warband(store, args.winner)
    report = MatchReport(
        sides,
        winner,
        args.date or "",
        args.scenario or "",
        _casualties(store, args.casualty or ()),
        _battles(store, args.battle or ()),
    )
    change = uc.record_match(store, cid, report)
    league = uc.load_league(store, cid)
    match = next(m for m in league.matches if m.id == change.details["match_id"])
    result = result_words(winner, _names(store, league), lang)
    print(say("match_added", lang, id=match.id, day=match.played_on, result=result))


def _standings(args: argparse.Namespace, store: Store, lang: Lang) -> None:
    cid = _campaign(store, args.campaign_name)
    table = uc.standings_of(store, cid)
    if args.sort:
        table = sort_standings(table, args.sort, descending=not args.ascending)
    record = ""
    if args.h2h:  # worked out first: a wrong pair prints nothing but the error
        league = uc.load_league(store, cid)
        first, second = (find_warband(store, w) for w in args.h2h)
        try:
            record = head_to_head_line(
                head_to_head(league, first, second), _names(store, league), lang
            )
        except StandingsError as exc:
            raise CommandError(message_of(exc)) from None
    for line in standings_table(table, lang):
        print(line)
    if record:
        print(record)


def cmd_league(args: argparse.Namespace) -> int:
    store = store_for(args)
    lang = _lang(args)
    try:
        if args.command == "campaign":
            _campaign_command(args, store, lang)
        elif args.command == "match" and args.match_command == "add":
            _match_add(args, store, lang)
        elif args.command == "match":
            _match_change(args, store, lang)
        else:
            _standings(args, store, lang)
    except (uc.RefusedError, NotFoundError, ConflictError) as exc:
        raise CommandError(message_of(exc)) from None
    return 0

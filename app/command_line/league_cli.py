"""The command line's parsers of the league commands (no heavy imports: they run at start)."""

from __future__ import annotations

import argparse

from app.campaign.standings_columns import SORT_KEYS

_CAMPAIGN = "campaign name or id (default: the last one made)"


def add_campaign_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    campaign = sub.add_parser(
        "campaign",
        help="the campaign as a league: new, list, show, player, enter, retire",
        description="A campaign holds its players, the warband each plays (one at a time: "
        "retire one to start another), and its matches.",
    )
    actions = campaign.add_subparsers(dest="campaign_command", required=True)
    new = actions.add_parser("new", help="make a campaign: new NAME [--start DATE]")
    new.add_argument("name")
    new.add_argument("--start", metavar="YYYY-MM-DD", help="its first day (default: today)")
    new.add_argument(
        "--packs",
        nargs="+",
        metavar="PACK",
        help="the packs it allows (default: the packs switched on; the core rulebook always)",
    )
    actions.add_parser("list", help="every campaign")
    show = actions.add_parser("show", help="players, warbands and the timeline of a campaign")
    show.add_argument("campaign_name", nargs="?", metavar="CAMPAIGN", help=_CAMPAIGN)
    player = actions.add_parser("player", help="add a player: player NAME")
    player.add_argument("player")
    enter = actions.add_parser("enter", help="a player's warband joins: enter PLAYER WARBAND")
    enter.add_argument("player", help="the player's name")
    enter.add_argument("warband", help="warband name or id")
    retire = actions.add_parser("retire", help="a warband stops playing: retire WARBAND")
    retire.add_argument("warband", help="warband name or id")
    for action in (player, enter, retire):
        action.add_argument("--campaign", help=_CAMPAIGN)
    for action in (enter, retire):
        action.add_argument("--date", metavar="YYYY-MM-DD", help="default: today")


def add_match_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    match = sub.add_parser("match", help="record a match: match add WARBAND WARBAND ...")
    actions = match.add_subparsers(dest="match_command", required=True)
    add = actions.add_parser(
        "add",
        help="a match of two warbands or more: --winner WARBAND or --draw",
    )
    add.add_argument("warbands", nargs="+", metavar="WARBAND", help="name or id, two or more")
    result = add.add_mutually_exclusive_group(required=True)
    result.add_argument("--winner", metavar="WARBAND")
    result.add_argument("--draw", action="store_true")
    add.add_argument("--date", metavar="YYYY-MM-DD", help="default: today")
    add.add_argument("--scenario", metavar="ID", help="e.g. skirmish, wyrdstone_hunt")
    add.add_argument(
        "--casualty",
        nargs="+",
        action="append",
        metavar="X",
        help="BY AGAINST OUT_OF_ACTION [HEROES_KILLED]: what one side did to another "
        "(repeat for each pair)",
    )
    add.add_argument(
        "--battle",
        nargs=2,
        action="append",
        metavar=("WARBAND", "BATTLE"),
        help="link a side to its record in its battle log (BATTLE: its id, or latest)",
    )
    link = actions.add_parser(
        "link",
        help="link a side of a match to its battle log record: link MATCH WARBAND BATTLE",
    )
    link.add_argument("match_id", type=int, metavar="MATCH", help="the match's number")
    link.add_argument("warband", help="name or id")
    link.add_argument("battle", help="the battle log record's id, latest, or none to unlink")
    remove = actions.add_parser("remove", help="take a match out of the campaign: remove MATCH")
    remove.add_argument("match_id", type=int, metavar="MATCH", help="the match's number")
    for action in (add, link, remove):
        action.add_argument("--campaign", help=_CAMPAIGN)


def add_standings_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    standings = sub.add_parser("standings", help="the league table of a campaign")
    standings.add_argument("campaign_name", nargs="?", metavar="CAMPAIGN", help=_CAMPAIGN)
    standings.add_argument("--sort", choices=SORT_KEYS, help="sort by a column (most first)")
    standings.add_argument("--ascending", action="store_true", help="with --sort: least first")
    standings.add_argument(
        "--h2h", nargs=2, metavar=("WARBAND", "WARBAND"), help="and their head-to-head record"
    )


def add_sharing_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = sub.add_parser(
        "export-copy",
        help="write a copy of the book to send to another player (merge it with `merge`)",
    )
    export.add_argument("output", metavar="OUT.json", help="the file to write; - for the output")
    scope = export.add_mutually_exclusive_group()
    scope.add_argument("--campaign", help="one campaign with its warbands (default: everything)")
    scope.add_argument("--warband", help="one warband (name or id)")
    merge = sub.add_parser(
        "merge",
        help="merge another player's copy into this one: new rows added, changes taken, "
        "conflicts listed for you to choose",
    )
    merge.add_argument("file", metavar="FILE", help="a copy written by export-copy")
    side = merge.add_mutually_exclusive_group()
    side.add_argument("--mine", action="store_true", help="every conflict: keep this copy's row")
    side.add_argument("--theirs", action="store_true", help="every conflict: take their row")
    merge.add_argument(
        "--keep", nargs="+", metavar="ID", help="these conflicts or deletions: keep mine"
    )
    merge.add_argument(
        "--take",
        nargs="+",
        metavar="ID",
        help="these conflicts: take theirs; these deletions: delete here too",
    )
    merge.add_argument(
        "--accept-deletions",
        action="store_true",
        help="remove here every row their copy deleted (kept by default; a warband goes to "
        "the bin)",
    )
    merge.add_argument(
        "--dry-run", action="store_true", help="list what it would do; write nothing"
    )


def add_league_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    add_campaign_parser(sub)
    add_match_parser(sub)
    add_standings_parser(sub)
    add_sharing_parsers(sub)

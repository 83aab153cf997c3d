"""The league's rules after a merge, checked in its transaction before it is kept: a player
plays one warband at a time in a campaign, a warband is entered in one campaign, an entry's
player plays in its campaign, and each side of a match is a warband entered in that campaign.
Only a fault the merge brings refuses it (one the book had before is left as it was)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.engine import Connection

from app.copies.merging import MergeError
from app.store import league as rows
from app.store import sync
from rules.messages import Message


def _names(conn: Connection) -> tuple[dict[int, str], dict[int, str], dict[int, tuple[int, str]]]:
    warbands = {
        int(r.id): str(r.name) for r in conn.execute(select(sync.WARBAND.c.id, sync.WARBAND.c.name))
    }
    campaigns = {
        int(r.id): str(r.name)
        for r in conn.execute(select(rows.CAMPAIGN.c.id, rows.CAMPAIGN.c.name))
    }
    player = rows.PLAYER
    players = {
        int(r.id): (int(r.campaign_id), str(r.name))
        for r in conn.execute(select(player.c.id, player.c.campaign_id, player.c.name))
    }
    return warbands, campaigns, players


def league_faults(conn: Connection) -> set[Message]:
    """Every way the book breaks the league's rules, as refusals."""
    warbands, campaigns, players = _names(conn)
    faults: set[Message] = set()
    entered: dict[int, set[int]] = {}  # warband -> the campaigns it is entered in
    playing: dict[tuple[int, int], list[str]] = {}  # campaign, player -> active warbands
    e = rows.ENTRY
    query = select(e.c.campaign_id, e.c.player_id, e.c.warband_id, e.c.retired_on)
    for campaign_id, player_id, warband_id, retired_on in conn.execute(query):
        home, player = players[player_id]
        if home != campaign_id:
            faults.add(
                Message.of("merge_player_elsewhere", player=player, campaign=campaigns[campaign_id])
            )
        entered.setdefault(warband_id, set()).add(campaign_id)
        if not retired_on:
            playing.setdefault((campaign_id, player_id), []).append(warbands[warband_id])
    for (campaign_id, player_id), names in playing.items():
        if len(names) > 1:
            faults.add(
                Message.of(
                    "merge_two_warbands",
                    player=players[player_id][1],
                    campaign=campaigns[campaign_id],
                    names=", ".join(sorted(names)),
                )
            )
    faults |= {
        Message.of("merge_entered_twice", name=warbands[w])
        for w, c in entered.items()
        if len(c) > 1
    }
    return faults | _side_faults(conn, warbands, campaigns, entered)


def _side_faults(
    conn: Connection,
    warbands: dict[int, str],
    campaigns: dict[int, str],
    entered: dict[int, set[int]],
) -> set[Message]:
    m, s = rows.MATCH, rows.SIDE
    query = select(m.c.campaign_id, m.c.played_on, s.c.warband_id).join(s, s.c.match_id == m.c.id)
    return {
        Message.of(
            "merge_side_not_entered",
            day=day,
            campaign=campaigns[campaign_id],
            name=warbands[warband_id],
        )
        for campaign_id, day, warband_id in conn.execute(query)
        if campaign_id not in entered.get(warband_id, set())
    }


def check_league(conn: Connection, before: set[Message]) -> None:
    """Refuse the merge (its transaction is rolled back) when it breaks a rule of the league
    the book kept before it."""
    brought = sorted(league_faults(conn) - before, key=repr)
    if brought:
        raise MergeError(brought[0])

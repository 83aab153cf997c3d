"""How schema-0006.sqlite3 and its expected contents were made: with the program as it was at
schema 0006 (the last before stable ids, migration 0007): the demo's four warbands, their
battles, a binned warband, and a campaign of four players with matches (one multiplayer, one
draw) linked to battles, casualties, and a retired warband.

Run from a checkout of that version: python tests/app/data/make_schema_0006_db.py OUT_FOLDER
"""

import json
import sys
from pathlib import Path

from app import usecases as uc
from app.campaign.league import Casualty
from app.exports.exchange import dumps
from app.plumbing.context import open_store
from app.usecases.league import MatchReport
from app.usecases.post_battle import post_battle
from rules.dice import RandomDice
from rules.post_battle import BattleReport

out = Path(sys.argv[1])
store = open_store(out / "schema-0006.sqlite3")
ids = [s.id for s in store.list_warbands()]
for n, wid in enumerate(ids):
    for k, result in enumerate(("won", "lost", "won")[: n + 1]):
        report = BattleReport("skirmish", result, 150 + 10 * k, date=f"2026-10-{10 + k:02d}")
        post_battle(store, wid, report, RandomDice(100 * n + k))
gone = uc.create_warband(store, "witch_hunters", "Binned Templars").warband_id
uc.hire(store, gone, "witch_hunter_captain", "Gottfried", equipment=["dagger", "sword"])
uc.delete_warband(store, gone)
c = uc.create_campaign(store, "Autumn in Mordheim", "2026-10-01").campaign_id
for player, wid in zip(("Anna", "Boris", "Clara", "Dmitri"), ids, strict=True):
    uc.add_player(store, c, player)
    uc.enter_warband(store, c, player, wid, "2026-10-01")
first, second, third, fourth = ids
battles = {w: [b["id"] for b in store.load(w).battles] for w in ids}
for report in (
    MatchReport((first, second), first, "2026-10-10", "skirmish",
                (Casualty(first, second, 3, 1), Casualty(second, first, 1, 0)),
                {first: battles[first][0], second: battles[second][0]}),
    MatchReport((third, fourth, second), None, "2026-10-11", "",
                (Casualty(fourth, third, 2, 0),), {second: battles[second][1]}),
    MatchReport((third, fourth), fourth, "2026-10-12", "skirmish"),
):  # fmt: skip
    uc.record_match(store, c, report)
uc.retire_warband(store, c, fourth, "2026-10-20")
expected = {
    str(s.id): json.loads(dumps(store.load(s.id, include_deleted=True), store.battles(s.id)))
    for s in store.list_warbands(include_deleted=True)
}
league = uc.load_league(store, c)
matches = [
    [m.played_on, m.scenario_id, [[s.warband_id, s.result, s.rating, s.battle_id] for s in m.sides],
     [[k.by, k.against, k.out_of_action, k.heroes_killed] for k in m.casualties]]
    for m in league.matches
]  # fmt: skip
entries = [[e.player_id, e.warband_id, e.joined_on, e.retired_on] for e in league.entries]
(out / "schema-0006.json").write_text(
    json.dumps(
        {"warbands": expected, "campaigns": uc.list_campaigns(store),
         "players": [[p.id, p.name] for p in league.players], "entries": entries,
         "matches": matches},
        ensure_ascii=False, indent=1, sort_keys=True,
    )
    + "\n",
    encoding="utf-8",
)  # fmt: skip
store.database.close()

"""How release-0.1.0.sqlite3 and its expected exports were made (with release 0.1.0, schema 0001).

Run from the repository: python tests/app/data/make_release_db.py tests/app/data
"""

import json
import sys
from pathlib import Path

from app import usecases as uc
from app.exports.exchange import dumps
from app.plumbing.context import open_store
from app.usecases.post_battle import post_battle
from rules.dice import RandomDice
from rules.post_battle import BattleReport

out = Path(sys.argv[1])
store = open_store(out / "release-0.1.0.sqlite3")
ids = [s.id for s in store.list_warbands()]
for n, wid in enumerate(ids):
    for k, result in enumerate(("won", "lost", "won")[: n + 1]):
        post_battle(
            store, wid, BattleReport("skirmish", result, 150 + 10 * k), RandomDice(100 * n + k)
        )
gone = uc.create_warband(store, "witch_hunters", "Binned Templars").warband_id
uc.hire(store, gone, "witch_hunter_captain", "Gottfried", equipment=["dagger", "sword"])
uc.delete_warband(store, gone)
expected = {
    str(s.id): json.loads(dumps(store.load(s.id, include_deleted=True), store.battles(s.id)))
    for s in store.list_warbands(include_deleted=True)
}
summaries = {
    str(s.id): [s.name, s.rating, s.members, s.deleted]
    for s in store.list_warbands(include_deleted=True)
}
(out / "release-0.1.0.json").write_text(
    json.dumps(
        {"warbands": expected, "list": summaries}, ensure_ascii=False, indent=1, sort_keys=True
    )
    + "\n",
    encoding="utf-8",
)
store.database.close()

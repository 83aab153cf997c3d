"""A worker process for tests/app/battle/test_kill.py: one action on a tracked battle of the
campaign at PATH, run as the program would, so the test can kill it (`kill -9` from inside,
app/battle/faults.py) at a chosen moment.

    python battle_worker.py PATH start WARBAND_ID
    python battle_worker.py PATH add BATTLE_ID EVENT_JSON
    python battle_worker.py PATH undo BATTLE_ID
"""

from __future__ import annotations

import json
import sys

from app.battle.sides import anonymous_side
from app.battle.usecases import Opponent, add_event, start_battle, undo_event
from app.store.database import open_database
from app.store.repository import Store
from rules import default_ruleset
from rules.battle import event_from_data


def main(path: str, action: str, target: str, *rest: str) -> None:
    store = Store(open_database(path), default_ruleset())
    try:
        if action == "start":
            side = anonymous_side("Orcs", "orc_mob", 120, 8)
            change = start_battle(store, int(target), Opponent(side))
            print(change.battle_id)
        elif action == "add":
            add_event(store, int(target), event_from_data(json.loads(rest[0])))
        elif action == "undo":
            undo_event(store, int(target))
    finally:
        store.database.close()


if __name__ == "__main__":
    main(*sys.argv[1:])

"""How schema-0010.sqlite3 was made: with the program at schema 0010 (the last before migration
0011), when the Cursed Cavalcade's Nightmare added nothing to the warband rating: the demo's
four warbands, a Cursed Cavalcade whose Aristocrat rides a Nightmare, and one in the bin whose
Aristocrat rides one too. Its expected ratings are worked out by the test, not stored.

Run from a checkout of that version: python tests/app/data/make_schema_0010_db.py OUT_FOLDER
"""

import sys
from pathlib import Path

from app import usecases as uc
from app.plumbing.context import open_store

out = Path(sys.argv[1])
store = open_store(out / "schema-0010.sqlite3")
riders = uc.create_warband(store, "cursed_cavalcade", "Night Riders").warband_id
uc.hire(store, riders, "cursed_cavalcade.aristocrat", "Count Orlok", equipment=["nightmare"])
uc.hire(store, riders, "cursed_cavalcade.thrall", "Thralls", count=2)
gone = uc.create_warband(store, "cursed_cavalcade", "Binned Riders").warband_id
uc.hire(store, gone, "cursed_cavalcade.aristocrat", "Count Gone", equipment=["nightmare"])
uc.delete_warband(store, gone)
for summary in store.list_warbands(include_deleted=True):
    print(summary.id, summary.name, summary.rating)
store.database.close()

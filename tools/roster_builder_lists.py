"""Write app/exports/roster_builder_lists.py from a checkout of Mordheim Roster Builder
(hmVBfv/Mordheim-Roster-Builder): which equipment list each of its units buys from, the names
on each list that our name table knows, and the keys of its dramatis personae.

    python tools/roster_builder_lists.py PATH/TO/Mordheim-Roster-Builder

The tool's files carry no licence: none is copied, only these names, which the export needs to
write an item where that tool's own list shows it (an item off the list is written as a rare
item). Run it again when the tool's lists change, and look at the difference.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from app.importers.roster_builder_names import ITEMS, UNITS, WARBANDS

OUT = Path(__file__).resolve().parent.parent / "app" / "exports" / "roster_builder_lists.py"
HEAD = '''"""Mordheim Roster Builder's equipment lists, as far as our name table knows their items.

Written by tools/roster_builder_lists.py from that tool's data/warbands.json (each unit's `eq`),
data/equipment.json (`LISTS`) and data/dramatis.json; do not edit by hand.
"""

'''


def lists(root: Path) -> tuple[dict[str, str], dict[str, tuple[str, ...]], list[str]]:
    warbands = json.loads((root / "data" / "warbands.json").read_text("utf-8"))["WARBANDS"]
    equipment = json.loads((root / "data" / "equipment.json").read_text("utf-8"))["LISTS"]
    dramatis = json.loads((root / "data" / "dramatis.json").read_text("utf-8"))["DRAMATIS"]
    unit_lists: dict[str, str] = {}
    wanted = {key.split("/")[0] for key in WARBANDS}
    for wb in sorted(wanted):
        for unit in warbands[wb]["units"]:
            key = f"{wb}:{unit['id']}"
            if key in UNITS and isinstance(unit.get("eq"), str) and unit["eq"] in equipment:
                unit_lists[key] = unit["eq"]
    names: dict[str, tuple[str, ...]] = {}
    for list_key in sorted(set(unit_lists.values())):
        known = []
        for entries in equipment[list_key].values():
            for name, _price in entries:
                if name.replace(" (1. gratis)", "").strip() in ITEMS:
                    known.append(name)
        names[list_key] = tuple(known)
    return unit_lists, names, sorted(dramatis)


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not (Path(argv[0]) / "data" / "warbands.json").is_file():
        print("usage: python tools/roster_builder_lists.py PATH/TO/Mordheim-Roster-Builder")
        return 2
    unit_lists, names, dramatis = lists(Path(argv[0]))
    text = HEAD + '# Its unit ("wb:uid_def") to the key of the equipment list it buys from.\n'
    text += f"UNIT_LISTS: dict[str, str] = {unit_lists!r}\n\n"
    text += "# Each list's item names (German, as a model's `eq` keys them) our name table knows.\n"
    text += f"LISTS: dict[str, tuple[str, ...]] = {names!r}\n\n"
    text += "# Its dramatis personae keys: these go to a save's `dp`, the others to `hired`.\n"
    text += f"DRAMATIS: frozenset[str] = frozenset({dramatis!r})\n"
    OUT.write_text(text, "utf-8")
    print(f"wrote {OUT.name}: {len(unit_lists)} units, {len(names)} lists")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

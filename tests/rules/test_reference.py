"""Every number of rules/data checked against the English reference tables.

The reference lives outside the repository (`shared/rules-reference/*.md`, beside the clone, or
wherever MORDHEIM_RULES_REFERENCE points). Its markdown tables are parsed at collection time and
each table row becomes one test, so a failure names the reference row it disagrees with. Nothing
is copied from the reference into this file: only the mapping of its names onto data ids.

Where the reference reports a conflict between its sources, its table holds the value it chose,
and that is the value the data must hold.
"""

from __future__ import annotations

import dataclasses
import os
import re
import tomllib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from rules import Ruleset
from rules.loader import DATA_DIR
from rules.models import CHARACTERISTICS, Effect, HiredSword, Item, Warband, WarriorType


def _reference_dir() -> Path:
    override = os.environ.get("MORDHEIM_RULES_REFERENCE")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[3] / "shared" / "rules-reference"


REFERENCE_DIR = _reference_dir()
REFERENCE_FILES = ("campaign.md", "warbands.md", "equipment.md", "skills.md", "spells.md")
_missing = [name for name in REFERENCE_FILES if not (REFERENCE_DIR / name).is_file()]
if _missing:
    pytest.skip(
        f"rules reference not found: {REFERENCE_DIR} lacks {', '.join(_missing)} (clone shared/ "
        "beside the repository or set MORDHEIM_RULES_REFERENCE to the rules-reference folder)",
        allow_module_level=True,
    )


def _core_files() -> list[Path]:
    """The core rulebook's data files: the reference describes the core book only."""
    files = sorted(DATA_DIR.glob("*.toml")) + sorted((DATA_DIR / "warbands").glob("*.toml"))
    return [f for f in files if f.name != "supplement_equipment.toml"]


def _core_ids(table: str) -> set[str]:
    ids: set[str] = set()
    for path in _core_files():
        with path.open("rb") as f:
            ids.update(entry["id"] for entry in tomllib.load(f).get(table, []))
    return ids


@pytest.fixture(scope="module")
def ruleset(ruleset: Ruleset) -> Ruleset:
    """The loaded ruleset narrowed to what the core files define (the packs add the rest)."""
    skill_lists = _core_ids("skill_list")
    spell_lists = _core_ids("spell_list")
    races, skills = _core_ids("race"), _core_ids("skill")
    return dataclasses.replace(
        ruleset,
        races={k: v for k, v in ruleset.races.items() if k in races},
        skill_lists={k: v for k, v in ruleset.skill_lists.items() if k in skill_lists},
        skills={k: v for k, v in ruleset.skills.items() if k in skills},
        spell_lists={k: v for k, v in ruleset.spell_lists.items() if k in spell_lists},
        spells=tuple(s for s in ruleset.spells if s.list in spell_lists),
        items={k: v for k, v in ruleset.items.items() if v.pack == "core"},
        warbands={k: v for k, v in ruleset.warbands.items() if v.pack == "core"},
        hired_swords={k: v for k, v in ruleset.hired_swords.items() if v.pack == "core"},
    )


# =============================================================================================
# A small markdown parser: headings, sections and pipe tables
# =============================================================================================


@dataclass(frozen=True)
class Table:
    file: str
    line: int
    headings: tuple[str, ...]  # the enclosing headings, outermost first
    header: tuple[str, ...]
    rows: tuple[dict[str, str], ...]

    @property
    def title(self) -> str:
        return self.headings[-1] if self.headings else ""

    def __str__(self) -> str:
        return f"{self.file}:{self.line} ({' > '.join(self.headings)})"


@dataclass(frozen=True)
class Section:
    headings: tuple[str, ...]
    text: str  # the section's own lines up to the next heading of any level


@dataclass(frozen=True)
class Document:
    name: str
    text: str
    tables: tuple[Table, ...]
    sections: tuple[Section, ...]

    def table(self, heading: str, first_column: str | None = None) -> Table:
        """The one table under a heading containing `heading` (and starting with that column)."""
        found = [
            t
            for t in self.tables
            if any(heading.lower() in h.lower() for h in t.headings)
            and (first_column is None or t.header[0] == first_column)
        ]
        if len(found) != 1:
            raise LookupError(
                f"{self.name}: {len(found)} tables under {heading!r} / {first_column!r}"
            )
        return found[0]

    def tables_under(self, heading: str) -> list[Table]:
        return [t for t in self.tables if any(heading.lower() in h.lower() for h in t.headings)]

    def section(self, heading: str) -> Section:
        found = [
            s for s in self.sections if s.headings and heading.lower() in s.headings[-1].lower()
        ]
        if len(found) != 1:
            raise LookupError(f"{self.name}: {len(found)} sections titled like {heading!r}")
        return found[0]


_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_SEPARATOR = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def split_row(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [cell.strip() for cell in line.split("|")]


def parse_markdown(name: str, text: str) -> Document:
    lines = text.splitlines()
    stack: list[tuple[int, str]] = []
    tables: list[Table] = []
    sections: list[Section] = []
    body: list[str] = []

    def close_section() -> None:
        sections.append(Section(tuple(t for _, t in stack), "\n".join(body)))
        body.clear()

    n = 0
    while n < len(lines):
        line = lines[n]
        heading = _HEADING.match(line)
        if heading:
            close_section()
            level = len(heading.group(1))
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, heading.group(2)))
            n += 1
            continue
        if line.lstrip().startswith("|") and n + 1 < len(lines) and _SEPARATOR.match(lines[n + 1]):
            header = split_row(line)
            rows = []
            m = n + 2
            while m < len(lines) and lines[m].lstrip().startswith("|"):
                cells = split_row(lines[m])
                if len(cells) != len(header):
                    raise ValueError(f"{name}:{m + 1}: {len(cells)} cells, not {len(header)}")
                rows.append(dict(zip(header, cells, strict=True)))
                m += 1
            headings = tuple(t for _, t in stack)
            tables.append(Table(name, n + 1, headings, tuple(header), tuple(rows)))
            body.extend(lines[n:m])
            n = m
            continue
        body.append(line)
        n += 1
    close_section()
    return Document(name, text, tuple(tables), tuple(sections))


@cache
def doc(name: str) -> Document:
    return parse_markdown(name, (REFERENCE_DIR / name).read_text(encoding="utf-8"))


# --- cell helpers ----------------------------------------------------------------------------

_DASHES = str.maketrans({"−": "-", "–": "-", "—": "-", "’": "'"})


def clean(cell: str) -> str:
    """Markdown emphasis and code marks removed, dashes made ASCII, spaces collapsed."""
    cell = re.sub(r"[*`]", "", cell.translate(_DASHES))
    return re.sub(r"\s+", " ", cell).strip()


def strip_parens(text: str) -> str:
    previous = None
    while previous != text:
        previous = text
        text = re.sub(r"\s*\([^()]*\)", "", text)
    return text.strip()


def key(text: str) -> str:
    """A name reduced to lowercase letters and digits: how names are compared."""
    return re.sub(r"[^a-z0-9]", "", clean(text).lower())


def snake(text: str) -> str:
    text = clean(text).lower().replace("'", "")
    return re.sub(r"[^a-z0-9]+", "_", text).strip("_")


def number(cell: str) -> int:
    """A cell that is exactly one (possibly bold, signed) integer: '**70**', '+25', '−1'."""
    text = clean(cell).replace(" ", "")
    if not re.fullmatch(r"[+-]?\d+", text):
        raise ValueError(f"not a number: {cell!r}")
    return int(text)


def leading_number(cell: str) -> int:
    """The integer a cell starts with: '90 + mutations' -> 90, '20 (40 if ...)' -> 20."""
    match = re.match(r"[+-]?\d+", clean(cell))
    if not match:
        raise ValueError(f"does not start with a number: {cell!r}")
    return int(match.group())


def dice_range(cell: str) -> tuple[int, int | None]:
    """'2–5' -> (2, 5); '6' -> (6, 6); '301+' -> (301, None)."""
    text = clean(cell).replace(" ", "")
    match = re.fullmatch(r"(\d+)(?:-(\d+)|(\+))?", text)
    if not match:
        raise ValueError(f"not a dice range: {cell!r}")
    low = int(match.group(1))
    if match.group(3):
        return low, None
    return low, int(match.group(2) or low)


def slug(text: str) -> str:
    return snake(strip_parens(text)) or snake(text)


def only(values: Iterable[str], what: str) -> str:
    found = list(dict.fromkeys(values))
    if len(found) != 1:
        raise LookupError(f"{what}: {len(found)} matches {found}")
    return found[0]


def resolve_name(name: str, candidates: dict[str, str], what: str) -> str:
    """Map a reference name onto an id: exact name key, else the one candidate containing it.

    `candidates` maps each id to the data's English name.
    """
    wanted = key(name)
    exact = [cid for cid, cname in candidates.items() if key(cname) == wanted or key(cid) == wanted]
    if exact:
        return only(exact, f"{what} {name!r}")
    loose = [cid for cid, cname in candidates.items() if wanted and wanted in key(cname)]
    return only(loose, f"{what} {name!r}")


# --- names of the reference onto data ids ----------------------------------------------------

MERCENARIES = ("reikland", "middenheim", "marienburg")
ALL_WARBANDS = (
    *MERCENARIES,
    "cult_of_the_possessed",
    "witch_hunters",
    "sisters_of_sigmar",
    "undead",
    "skaven",
)
WARBAND_ALIASES: dict[str, tuple[str, ...]] = {
    "reikland": ("reikland",),
    "middenheim": ("middenheim",),
    "marienburg": ("marienburg",),
    "marienburgmercenaries": ("marienburg",),
    "mercenaries": MERCENARIES,
    "cultofthepossessed": ("cult_of_the_possessed",),
    "possessed": ("cult_of_the_possessed",),
    "witchhunters": ("witch_hunters",),
    "warriorpriests": ("witch_hunters",),  # only Witch Hunters have them
    "sistersofsigmar": ("sisters_of_sigmar",),
    "sisters": ("sisters_of_sigmar",),
    "undead": ("undead",),
    "skaven": ("skaven",),
    "orcsgoblins": (),  # not a core warband: nothing in the data
}
RACES = (
    "human",
    "elf",
    "dwarf",
    "ogre",
    "halfling",
    "beastman",
    "possessed",
    "vampire",
    "skaven",
    "ghoul",
)
SKILL_ABBREVIATIONS = {
    "C": "combat",
    "Sh": "shooting",
    "A": "academic",
    "St": "strength",
    "Sp": "speed",
}


def warbands_named(name: str) -> tuple[str, ...]:
    """'Reikland / Middenheim / Marienburg Mercenaries', 'Skaven (Clan Eshin)' -> warband ids."""
    out: list[str] = []
    for part in strip_parens(clean(name)).split("/"):
        k = key(part)
        if k not in WARBAND_ALIASES:
            raise LookupError(f"unknown warband name {part!r} in {name!r}")
        out.extend(WARBAND_ALIASES[k])
    return tuple(out)


def warband_list(text: str) -> set[str]:
    """'Witch Hunters, Warrior-Priests or Sisters' -> warband ids."""
    out: set[str] = set()
    for part in re.split(r",|\bor\b|\band\b", strip_parens(clean(text))):
        if part.strip():
            out.update(warbands_named(part))
    return out


def hireable_by(cell: str) -> set[str]:
    text = strip_parens(clean(cell))
    if text.lower().startswith("any except"):
        return set(ALL_WARBANDS) - warband_list(text[len("any except") :])
    if text.lower() == "any":
        return set(ALL_WARBANDS)
    return warband_list(text)


def cases(items: Iterable[tuple[str, object]]) -> list[object]:
    """pytest.param for each (id, value), refusing duplicate ids."""
    out = []
    seen: set[str] = set()
    for case_id, value in items:
        assert case_id not in seen, f"duplicate test id {case_id}"
        seen.add(case_id)
        out.append(pytest.param(value, id=case_id))
    return out


# =============================================================================================
# campaign.md
# =============================================================================================

CAMPAIGN = doc("campaign.md")


def test_reference_tables_found() -> None:
    """The parser sees the tables this module depends on (a moved heading fails here first)."""
    assert len(CAMPAIGN.tables) >= 12
    assert len(doc("warbands.md").tables) >= 20
    assert len(doc("equipment.md").tables) >= 7
    assert len(doc("skills.md").tables) >= 9
    assert len(doc("spells.md").tables) >= 7


# --- experience ------------------------------------------------------------------------------

THRESHOLDS = CAMPAIGN.table("Advance thresholds")


@pytest.mark.parametrize("row", cases((slug(r["Track"]), r) for r in THRESHOLDS.rows))
def test_experience_thresholds(ruleset: Ruleset, row: dict[str, str]) -> None:
    values = tuple(number(v) for v in clean(row["Advance at total XP of"]).split(","))
    maximum = number(row["Max boxes"])
    track = key(row["Track"])
    xp = ruleset.experience
    if track == "hero":
        assert xp.hero_thresholds == values
        assert xp.hero_max_experience == maximum
    else:
        assert track.startswith("henchman"), row
        assert xp.henchman_thresholds == values
        assert xp.henchman_max_experience == maximum


UNDERDOG = CAMPAIGN.table("Underdog bonus")


@pytest.mark.parametrize("row", cases((clean(r["Rating difference"]), r) for r in UNDERDOG.rows))
def test_underdog_band(ruleset: Ruleset, row: dict[str, str]) -> None:
    low, high = dice_range(row["Rating difference"])
    bands = [b for b in ruleset.experience.underdog if b.min == low]
    assert len(bands) == 1, f"experience.toml: no underdog band starting at {low}"
    assert bands[0].max == high
    assert bands[0].bonus == number(row["Bonus XP"])


def test_underdog_band_count(ruleset: Ruleset) -> None:
    assert len(ruleset.experience.underdog) == len(UNDERDOG.rows)


def _advance_options(text: str) -> tuple[str, ...]:
    return tuple(re.findall(r"\+1 (WS|BS|Ld|M|S|T|W|I|A)\b", clean(text)))


HERO_ADVANCES = CAMPAIGN.table("Hero advance table")


@pytest.mark.parametrize("row", cases((clean(r["2D6"]), r) for r in HERO_ADVANCES.rows))
def test_hero_advance(ruleset: Ruleset, row: dict[str, str]) -> None:
    low, high = dice_range(row["2D6"])
    found = [a for a in ruleset.experience.hero_advances if a.from_ == low]
    assert len(found) == 1, f"experience.toml: no hero_advance from {low}"
    advance = found[0]
    assert advance.to == high
    result, sub = clean(row["Result"]), clean(row["Sub-roll"])
    if result.lower().startswith("new skill"):
        assert advance.kind == "skill"
        assert advance.options == ()
        return
    assert result == "Characteristic", row
    assert advance.kind == "characteristic"
    if sub.startswith("D6:"):
        bands = []
        for part in sub[len("D6:") :].split(";"):
            match = re.fullmatch(r"\s*(\d+)(?:-(\d+))? \+1 (\w+)\s*", part)
            assert match, f"cannot read sub-roll {part!r}"
            bands.append((int(match[1]), int(match[2] or match[1]), match[3]))
        assert [(b.from_, b.to, b.characteristic) for b in advance.sub_roll] == bands
        assert advance.choice == ()
    else:
        assert "chooses" in sub, row
        assert sorted(advance.choice) == sorted(_advance_options(sub))
        assert advance.sub_roll == ()


def test_hero_advance_row_count(ruleset: Ruleset) -> None:
    assert len(ruleset.experience.hero_advances) == len(HERO_ADVANCES.rows)


HENCHMAN_ADVANCES = CAMPAIGN.table("Henchman advance table")


@pytest.mark.parametrize("row", cases((clean(r["2D6"]), r) for r in HENCHMAN_ADVANCES.rows))
def test_henchman_advance(ruleset: Ruleset, row: dict[str, str]) -> None:
    low, high = dice_range(row["2D6"])
    found = [a for a in ruleset.experience.henchman_advances if a.from_ == low]
    assert len(found) == 1, f"experience.toml: no henchman_advance from {low}"
    advance = found[0]
    assert advance.to == high
    result = clean(row["Result"])
    if "lad's got talent" in result.lower():
        assert advance.kind == "lads_got_talent"
        return
    options = _advance_options(result)
    assert advance.kind == "characteristic"
    if len(options) == 1:
        assert advance.characteristic == options[0]
    else:
        assert "chooses" in result, row
        assert sorted(advance.choice) == sorted(options)


def test_henchman_advance_row_count(ruleset: Ruleset) -> None:
    assert len(ruleset.experience.henchman_advances) == len(HENCHMAN_ADVANCES.rows)


# --- racial maxima ---------------------------------------------------------------------------

RACIAL_MAXIMA = CAMPAIGN.table("Racial maximum")


def _race_id(cell: str) -> str:
    race = clean(cell).split()[0].lower()
    assert race in RACES, f"unknown race row {cell!r}"
    return race


@pytest.mark.parametrize("row", cases((_race_id(r["Race"]), r) for r in RACIAL_MAXIMA.rows))
def test_racial_maximum(ruleset: Ruleset, row: dict[str, str]) -> None:
    race = _race_id(row["Race"])
    assert race in ruleset.races, f"races.toml: no race {race!r}"
    expected = {c: number(row[c]) for c in CHARACTERISTICS}
    assert ruleset.races[race].max.as_dict() == expected


def test_racial_maximum_covers_every_race(ruleset: Ruleset) -> None:
    assert sorted(_race_id(r["Race"]) for r in RACIAL_MAXIMA.rows) == sorted(RACES)
    # The packs add their own races (orc, skink, ...); the core file has exactly the rulebook's.
    core_file = Path(__file__).parents[2] / "rules" / "data" / "races.toml"
    core = re.findall(r'^id = "(\w+)"', core_file.read_text(encoding="utf-8"), re.M)
    assert sorted(core) == sorted(RACES)
    assert set(RACES) <= set(ruleset.races)


# --- serious injuries ------------------------------------------------------------------------

HERO_INJURIES = CAMPAIGN.table("Heroes – D66")


def _effects(effects: Iterable[Effect]) -> Iterator[Effect]:
    for effect in effects:
        yield effect
        yield from _effects(effect.win_effects + effect.lose_effects)


@pytest.mark.parametrize("row", cases((snake(r["Result"]), r) for r in HERO_INJURIES.rows))
def test_hero_serious_injury(ruleset: Ruleset, row: dict[str, str]) -> None:
    injury_id = snake(row["Result"])
    low, high = dice_range(row["D66"])
    found = {i.id: i for i in ruleset.hero_injuries}
    assert injury_id in found, f"injuries.toml: no hero_injury {injury_id!r}"
    injury = found[injury_id]
    assert (injury.from_, injury.to) == (low, high)
    assert key(injury.name.en) == key(row["Result"])

    effect_text = clean(row["Effect (summary)"])
    effects = list(_effects(injury.effects))
    # "−1 M permanently", "−1 BS."
    for char in re.findall(r"-1 (WS|BS|Ld|M|S|T|W|I|A)\b", effect_text):
        assert any(
            e.type == "characteristic" and e.characteristic == char and e.delta == -1
            for e in effects
        ), f"{injury_id}: no -1 {char} effect"
    # "D6: 1 = amputated ...; 2–6 = miss next game"
    sub = re.search(r"D6: (.*)", effect_text)
    if sub and " = " in sub.group(1):
        bands = [dice_range(m) for m in re.findall(r"(?:^|; )(\d+(?:-\d+)?) = ", sub.group(1))]
        assert [(s.from_, s.to) for s in injury.sub_roll] == bands
    elif sub:  # "D6: 1–3 the model ...; 4 the enemy leader; ..."
        bands = [dice_range(m) for m in re.findall(r"(?:^|; )(\d+(?:-\d+)?) ", sub.group(1))]
        assert [(s.from_, s.to) for s in injury.sub_roll] == bands
    else:
        assert injury.sub_roll == ()
    # "Misses the next D3 games"
    for dice in re.findall(r"next (D\d+) games", effect_text):
        assert any(e.type == "miss_games" and e.dice == dice for e in effects)
    # "Roll D6 more times"
    for dice in re.findall(r"Roll (D\d+) more times", effect_text):
        assert any(e.type == "roll_again" and e.dice == dice for e in effects)
    # "+50 gc", "+2 XP", "+1 XP"
    for amount in re.findall(r"\+(\d+) gc", effect_text):
        assert any(e.type == "gold" and e.amount == int(amount) for e in effects)
    for amount in re.findall(r"\+(\d+) XP(?! to)", effect_text):  # not "+1 XP to their leader"
        assert any(e.type == "experience" and e.amount == int(amount) for e in effects)
    # "roll D66 on 11–35 only"
    for low_roll, high_roll in re.findall(r"D66 on (\d+)-(\d+)", effect_text):
        assert any((e.reroll_from, e.reroll_to) == (int(low_roll), int(high_roll)) for e in effects)


def test_hero_serious_injury_count(ruleset: Ruleset) -> None:
    assert len(ruleset.hero_injuries) == len(HERO_INJURIES.rows)


def test_henchman_serious_injury(ruleset: Ruleset) -> None:
    text = clean(CAMPAIGN.section("Henchmen (and Hired Swords").text)
    removed = re.search(r"(\d+-\d+) removed", text)
    fine = re.search(r"(\d+-\d+) fine", text)
    assert removed and fine, text
    rows = {(i.from_, i.to): i for i in ruleset.henchman_injuries}
    assert set(rows) == {dice_range(removed[1]), dice_range(fine[1])}
    assert [e.type for e in rows[dice_range(removed[1])].effects] == ["dead"]
    assert rows[dice_range(fine[1])].effects == ()


# --- exploration and income ------------------------------------------------------------------

SHARDS = CAMPAIGN.table("Shards found")


@pytest.mark.parametrize("row", cases((clean(r["Dice total"]), r) for r in SHARDS.rows))
def test_shards_found(ruleset: Ruleset, row: dict[str, str]) -> None:
    low, high = dice_range(row["Dice total"])
    bands = [b for b in ruleset.campaign.exploration.shards if b.min == low]
    assert len(bands) == 1, f"campaign.toml: no shard band starting at {low}"
    assert bands[0].max == high
    assert bands[0].shards == number(row["Shards"])


def test_shard_band_count(ruleset: Ruleset) -> None:
    assert len(ruleset.campaign.exploration.shards) == len(SHARDS.rows)


MULTIPLES = CAMPAIGN.table("Multiples")
MULTIPLE_COUNTS = {"double": 2, "triple": 3, "fourofakind": 4, "fiveofakind": 5, "sixofakind": 6}


def _multiples() -> Iterator[tuple[str, tuple[int, int, str]]]:
    for row in MULTIPLES.rows:
        face = number(row["Face"])
        for column, name in row.items():
            if column != "Face":
                count = MULTIPLE_COUNTS[key(column)]
                yield f"{face}x{count}-{slug(name)}", (face, count, clean(name))


MULTIPLE_CASES = list(_multiples())


@pytest.mark.parametrize("case", cases(MULTIPLE_CASES))
def test_exploration_multiple(ruleset: Ruleset, case: tuple[int, int, str]) -> None:
    face, count, name = case
    multiples = ruleset.campaign.exploration.multiples
    found = [m for m in multiples if (m.face, m.count) == (face, count)]
    assert len(found) == 1, f"campaign.toml: no multiple for {count} x {face}"
    assert key(found[0].name.en) == key(name)


def test_exploration_multiple_count(ruleset: Ruleset) -> None:
    assert len(MULTIPLE_CASES) == 30
    assert len(ruleset.campaign.exploration.multiples) == len(MULTIPLE_CASES)


def test_exploration_max_dice(ruleset: Ruleset) -> None:
    text = clean(CAMPAIGN.section("Exploration").text)
    match = re.search(r"keep at most (\d+) dice", text)
    assert match, text
    assert ruleset.campaign.exploration.max_dice == int(match[1])


WYRDSTONE = CAMPAIGN.table("Selling wyrdstone")


def _wyrdstone() -> Iterator[tuple[str, tuple[int, int | None, int, int | None, int]]]:
    for row in WYRDSTONE.rows:
        shards, shards_high = dice_range(row["Shards sold"])
        for column in WYRDSTONE.header[1:]:
            low, high = dice_range(column)
            yield (
                f"{clean(row['Shards sold'])}-shards-{clean(column)}-warriors",
                (shards, shards_high, low, high, number(row[column])),
            )


WYRDSTONE_CASES = list(_wyrdstone())


@pytest.mark.parametrize("case", cases(WYRDSTONE_CASES))
def test_wyrdstone_price(
    ruleset: Ruleset, case: tuple[int, int | None, int, int | None, int]
) -> None:
    shards, _, low, high, price = case
    prices = ruleset.campaign.wyrdstone_prices
    assert (low, high) in prices.bands, f"campaign.toml: no wyrdstone_price_bands {low}-{high}"
    assert shards in prices.rows, f"campaign.toml: no wyrdstone_price for {shards} shards"
    assert prices.rows[shards][prices.bands.index((low, high))] == price


def test_wyrdstone_table_shape(ruleset: Ruleset) -> None:
    assert len(WYRDSTONE_CASES) == 48
    prices = ruleset.campaign.wyrdstone_prices
    assert list(prices.bands) == [dice_range(c) for c in WYRDSTONE.header[1:]]
    assert sorted(prices.rows) == [dice_range(r["Shards sold"])[0] for r in WYRDSTONE.rows]
    # the last row is "N+": open-ended
    assert dice_range(WYRDSTONE.rows[-1]["Shards sold"])[1] is None


# --- scenarios -------------------------------------------------------------------------------

SCENARIO_TABLE = CAMPAIGN.table("Scenario table")


def _scenario_numbering() -> dict[int, str]:
    match = re.search(r"Core scenario numbering: (.*?)\.\s*$", CAMPAIGN.text, re.M)
    assert match, "campaign.md has no 'Core scenario numbering' line"
    out = {}
    for part in match[1].split(","):
        number_, name = part.strip().split(" ", 1)
        out[int(number_)] = name
    return out


SCENARIO_NUMBERS = _scenario_numbering()


@pytest.mark.parametrize(
    "number_", [pytest.param(n, id=f"{n}-{slug(name)}") for n, name in SCENARIO_NUMBERS.items()]
)
def test_scenario_numbering(ruleset: Ruleset, number_: int) -> None:
    found = [s for s in ruleset.ordered_scenarios("rulebook") if s.number == number_]
    assert len(found) == 1, f"scenarios.toml: no scenario number {number_}"
    assert key(found[0].name.en) == key(SCENARIO_NUMBERS[number_])


@pytest.mark.parametrize("row", cases((clean(r["2D6"]), r) for r in SCENARIO_TABLE.rows))
def test_scenario_roll(ruleset: Ruleset, row: dict[str, str]) -> None:
    low, high = dice_range(row["2D6"])
    found = [x for x in ruleset.scenario_table if x.from_ <= low <= x.to]
    assert len(found) == 1, f"scenarios.toml: no scenario_roll for {low}"
    roll = found[0]
    assert (roll.from_, roll.to) == (low, high)
    cell = clean(row["Scenario"])
    if "chooses" in cell:
        assert roll.choose and roll.scenario is None
        return
    scenario_number = leading_number(cell)
    assert not roll.choose and roll.scenario in ruleset.scenarios
    scenario = ruleset.scenarios[roll.scenario]
    assert scenario.number == scenario_number
    assert key(scenario.name.en) == key(SCENARIO_NUMBERS[scenario_number])


def test_scenario_counts(ruleset: Ruleset) -> None:
    assert len(ruleset.scenario_table) == len(SCENARIO_TABLE.rows)
    assert len(ruleset.ordered_scenarios("rulebook")) == len(SCENARIO_NUMBERS)


# --- warband creation, rating, trading -------------------------------------------------------

MAX_SIZE = CAMPAIGN.table("Maximum warband size")


@pytest.mark.parametrize("row", cases((slug(r["Warband"]), r) for r in MAX_SIZE.rows))
def test_max_warband_size(ruleset: Ruleset, row: dict[str, str]) -> None:
    for warband in warbands_named(row["Warband"]):
        assert ruleset.warband(warband).max_size == number(row["Max warriors"]), warband


def test_max_warband_size_covers_every_warband() -> None:
    named = [w for r in MAX_SIZE.rows for w in warbands_named(r["Warband"])]
    assert sorted(named) == sorted(ALL_WARBANDS)


MAX_HEROES = CAMPAIGN.table("Maximum Heroes")


@pytest.mark.parametrize("row", cases((slug(r["Warband"]), r) for r in MAX_HEROES.rows))
def test_max_heroes(ruleset: Ruleset, row: dict[str, str]) -> None:
    for warband in warbands_named(row["Warband"]):
        assert ruleset.warband(warband).max_heroes == number(row["Max Heroes"]), warband


STARTING = {
    clean(r["Item"]): clean(r["Value"])
    for r in CAMPAIGN.table("1. Starting a warband", "Item").rows
}


@pytest.mark.parametrize("warband", ALL_WARBANDS)
def test_starting_gold(ruleset: Ruleset, warband: str) -> None:
    cell = STARTING["Starting treasury"]
    expected = leading_number(cell)
    for name, gold in re.findall(r"(\w[\w ]*?): (\d+) gc", cell):
        if warband in warbands_named(name):
            expected = int(gold)
    assert ruleset.warband(warband).starting_gold == expected


def test_creation_rules(ruleset: Ruleset) -> None:
    campaign = ruleset.campaign
    assert campaign.min_models == leading_number(STARTING["Minimum models"])
    group = re.match(r"(\d+)-(\d+) models", STARTING["Henchman group size"])
    assert group, STARTING["Henchman group size"]
    assert campaign.henchman_group_min == int(group[1])
    assert campaign.henchman_group_max == int(group[2])
    limits = STARTING["Per-model weapon limits"]
    close = re.search(r"up to (\d+) close-combat weapons", limits)
    missile = re.search(r"up to (\d+) different missile weapons", limits)
    assert close and missile, limits
    assert campaign.max_close_combat_weapons == int(close[1])
    assert campaign.max_missile_weapons == int(missile[1])


RATING = {clean(r["Component"]): clean(r["Points"]) for r in CAMPAIGN.table("Warband rating").rows}


def test_rating_rules(ruleset: Ruleset) -> None:
    campaign = ruleset.campaign
    warrior = re.match(
        r"(\d+) \+ that warrior's Experience", RATING["Each warrior (Hero or Henchman)"]
    )
    large = re.match(r"(\d+) \+ its Experience", RATING["Large creature (e.g. Rat Ogre)"])
    assert warrior and large, RATING
    assert campaign.rating_per_warrior == int(warrior[1])
    assert campaign.rating_per_large_creature == int(large[1])
    assert campaign.rating_per_experience == 1  # "+ Experience": one point per point


TRADING = {
    clean(r["Rule"]): clean(r["Value"]) for r in CAMPAIGN.table("Trading and rare items").rows
}


def test_trading_rules(ruleset: Ruleset) -> None:
    campaign = ruleset.campaign
    assert campaign.streetwise_bonus == leading_number(TRADING["Streetwise (Academic skill)"])
    veterans = re.search(r"(\d+) gc per XP point", clean(CAMPAIGN.section("Veterans").text))
    assert veterans
    assert campaign.veteran_cost_per_xp == int(veterans[1])
    assert "half its base price" in clean(CAMPAIGN.section("Income and upkeep basics").text)
    assert campaign.sell_fraction == 0.5


@pytest.mark.parametrize("warband", ALL_WARBANDS)
def test_rare_item_bonus(ruleset: Ruleset, warband: str) -> None:
    bonuses = {
        w: leading_number(value)
        for rule, value in TRADING.items()
        if rule.endswith(" warband")
        for w in warbands_named(rule[: -len(" warband")])
    }
    assert ruleset.warband(warband).rare_item_bonus == bonuses.get(warband, 0)


def test_post_battle_step_count(ruleset: Ruleset) -> None:
    text = clean(CAMPAIGN.section("Post-battle sequence").text)
    steps = [int(n) for n in re.findall(r"(?:^|\. )(\d+)\. ", text)]
    assert steps == list(range(1, len(steps) + 1)) and steps
    assert len(ruleset.campaign.post_battle_steps) == len(steps)


# =============================================================================================
# warbands.md
# =============================================================================================

WARBANDS_DOC = doc("warbands.md")


def _warband_sections() -> dict[str, tuple[str, ...]]:
    """Level-2 heading of each warband section -> the warband ids it describes."""
    out = {}
    for section in WARBANDS_DOC.sections:
        if len(section.headings) == 2 and re.match(r"\d+\. ", section.headings[1]):
            title = section.headings[1]
            if "Hired Swords" in title:
                continue
            name = re.sub(r"^\d+\. ", "", title)
            out[title] = warbands_named(name)
    return out


WARBAND_SECTIONS = _warband_sections()


def test_warband_sections_cover_every_warband() -> None:
    assert sorted(w for ids in WARBAND_SECTIONS.values() for w in ids) == sorted(ALL_WARBANDS)


def _section_tables(title: str) -> list[Table]:
    return [t for t in WARBANDS_DOC.tables if len(t.headings) >= 2 and t.headings[1] == title]


def _warband_headers() -> Iterator[tuple[str, tuple[str, int, int]]]:
    variants = WARBANDS_DOC.table("1. Mercenaries", "Variant")
    for row in variants.rows:
        for warband in warbands_named(row["Variant"]):
            yield warband, (warband, number(row["Max size"]), number(row["Start gc"]))
    for title, warbands in WARBAND_SECTIONS.items():
        own = [s.text for s in WARBANDS_DOC.sections if s.headings[-1:] == (title,)]
        text = clean("\n".join(own))
        match = re.search(r"Max size (\d+), start (\d+) gc", text)
        if match:
            for warband in warbands:
                yield warband, (warband, int(match[1]), int(match[2]))


@pytest.mark.parametrize("case", cases(_warband_headers()))
def test_warband_header(ruleset: Ruleset, case: tuple[str, int, int]) -> None:
    warband, max_size, gold = case
    assert ruleset.warband(warband).max_size == max_size
    assert ruleset.warband(warband).starting_gold == gold


def test_warband_headers_cover_every_warband() -> None:
    assert sorted(w for w, _ in _warband_headers()) == sorted(ALL_WARBANDS)


# --- heroes and henchmen ---------------------------------------------------------------------

SPELL_LIST_NAMES: dict[str, str] = {}  # reference name -> spell list id (filled from spells.md)
for _section in doc("spells.md").sections:
    _title = _section.headings[-1] if _section.headings else ""
    _match = re.fullmatch(r"(.+?) \(`([a-z_]+)`\)", _title)
    if _match:
        SPELL_LIST_NAMES[_match[1]] = _match[2]


@dataclass(frozen=True)
class TypeRow:
    warband: str
    role: str  # hero | henchman
    row: dict[str, str]
    table: Table

    @property
    def name(self) -> str:
        return clean(self.row["Type"])


def _type_rows() -> Iterator[tuple[str, TypeRow]]:
    for title, warbands in WARBAND_SECTIONS.items():
        for table in _section_tables(title):
            if table.header[0] != "Type":
                continue
            role = {"Heroes": "hero", "Henchmen": "henchman"}[table.title]
            for row in table.rows:
                for warband in warbands:
                    case_id = f"{warband}-{role}-{slug(row['Type'])}"
                    yield case_id, TypeRow(warband, role, row, table)


TYPE_ROWS = list(_type_rows())


def _find_type(warband: Warband, role: str, name: str) -> WarriorType:
    types = {t.local_id: t.name.en for t in warband.types if t.role == role}
    return warband.type(resolve_name(name, types, f"warbands/{warband.id}.toml {role}"))


def _profile_cell(cell: str, warband: str) -> int:
    """'3 (Midd. 4)': 4 for Middenheim, 3 for the others; '**3**' -> 3."""
    text = clean(cell)
    match = re.fullmatch(r"(\d+)(?: \((\w+)\.? (\d+)\))?", text)
    if not match:
        raise ValueError(f"cannot read profile cell {cell!r}")
    if match[2] and warband.startswith(match[2].lower()):
        return int(match[3])
    return int(match[1])


def _limits(cell: str) -> tuple[int, int | None]:
    text = clean(cell).lower()
    if text == "any":
        return 0, None
    low, high = dice_range(text)
    return low, high


def _equipment_list_id(warband: Warband, label: str) -> str | None:
    """'Mercenary', 'Skaven Henchmen list', 'Sisters (weapons only)' -> that warband's list id."""
    text = strip_parens(clean(label))
    text = re.sub(r" list$", "", text)
    if key(text) == "none":
        return None
    names = {
        lid: re.sub(r"equipment$", "", key(x.name.en)) for lid, x in warband.equipment_lists.items()
    }
    wanted = key(text)
    exact = [lid for lid, name in names.items() if wanted in (name, key(lid))]
    if exact:
        return only(exact, f"equipment list {label!r}")
    loose = [lid for lid, name in names.items() if name.startswith(wanted) or name.endswith(wanted)]
    return only(loose, f"warbands/{warband.id}.toml equipment list {label!r}")


@pytest.mark.parametrize("case", cases(TYPE_ROWS))
def test_warrior_type(ruleset: Ruleset, case: TypeRow) -> None:
    warband = ruleset.warband(case.warband)
    row = case.row
    warrior = _find_type(warband, case.role, case.name)
    assert warrior.cost == leading_number(row["Cost"]), "cost"
    assert (warrior.min, warrior.max) == _limits(row["Max"]), "min/max"
    expected = {c: _profile_cell(row[c], case.warband) for c in CHARACTERISTICS}
    assert warrior.profile.as_dict() == expected, "profile"
    if "Start XP" in row:
        assert warrior.experience == number(row["Start XP"]), "starting experience"
    rules = clean(row["Special rules"])
    assert warrior.is_leader == bool(re.match(r"Leader\b", rules)), "leader"
    assert warrior.gains_experience == ("no XP" not in rules), "gains_experience"
    spell_lists = [sid for name, sid in SPELL_LIST_NAMES.items() if name in rules]
    assert warrior.spell_list == (spell_lists[0] if spell_lists else None), "spell list"
    if spell_lists:
        count = re.search(r"(\d+) random (?:spell|prayer)", rules)
        assert warrior.starting_spells == (int(count[1]) if count else 1), "starting spells"
    label = row["Equipment list"]
    assert warrior.equipment_list == _equipment_list_id(warband, label), "equipment list"
    assert warrior.no_armour == ("weapons only" in clean(label)), "no_armour"
    cost_cell = clean(row["Cost"])
    if "+ mutations" in cost_cell:
        at_least = re.search(r"must take at least (\d+)", rules)
        assert warrior.mutations_min == (int(at_least[1]) if at_least else 0), "mutations_min"
    else:
        assert warrior.mutations_min is None, "mutations_min"
    if "Rating" in row:
        rating = number(row["Rating"])
        campaign = ruleset.campaign
        assert rating == (
            campaign.rating_per_large_creature if warrior.large else campaign.rating_per_warrior
        ), "rating (large)"
    else:
        assert not warrior.large


@pytest.mark.parametrize("warband", ALL_WARBANDS)
@pytest.mark.parametrize("role", ["hero", "henchman"])
def test_warrior_types_complete(ruleset: Ruleset, warband: str, role: str) -> None:
    reference = [c.name for _, c in TYPE_ROWS if c.warband == warband and c.role == role]
    data = ruleset.warband(warband)
    found = sorted(_find_type(data, role, name).local_id for name in reference)
    assert sorted(t.local_id for t in data.types if t.role == role) == found


# --- equipment lists -------------------------------------------------------------------------


@dataclass(frozen=True)
class ListEntry:
    warband: str
    list_label: str
    name: str
    cost: int
    first_free: bool = False
    heroes_only: bool = False
    brace_of: str | None = None  # "Pistol 15 (brace 30)": the brace's base weapon name


def _split_top(text: str) -> list[str]:
    """Split on commas outside parentheses."""
    parts, depth, current = [], 0, ""
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return [p.strip() for p in parts if p.strip()]


_PRICE = re.compile(
    r"(?P<name>.+?) (?:(?P<free>1st free/)?(?P<cost>\d+))(?: \(brace (?P<brace>\d+)\))?(?P<rest>.*)"
)


def _list_entries(warband: str, label: str, cell: str, heroes_only: bool) -> Iterator[ListEntry]:
    text = clean(cell)
    if text.lower() == "none":
        return
    for part in _split_top(text):
        match = _PRICE.fullmatch(part)
        assert match, f"cannot read equipment price {part!r}"
        rest = match["rest"]
        restricted = re.search(r"\(([^;)]*?) Heroes only", rest)
        if restricted and warband not in warbands_named(restricted[1]):
            continue
        name, cost = match["name"].strip(), int(match["cost"])
        hero_item = heroes_only or bool(restricted)
        yield ListEntry(warband, label, name, cost, bool(match["free"]), hero_item)
        if match["brace"]:
            yield ListEntry(
                warband,
                label,
                f"Brace of {name}s",
                int(match["brace"]),
                heroes_only=hero_item,
                brace_of=name,
            )


def _equipment_rows() -> Iterator[ListEntry]:
    for title, warbands in WARBAND_SECTIONS.items():
        for table in _section_tables(title):
            if table.header[0] == "Category":  # one list per heading: "Mercenary equipment list"
                label = re.sub(r" equipment list$", "", table.title)
                for row in table.rows:
                    heroes = "only" in row["Category"] and "Hero" in row["Category"]
                    for warband in warbands:
                        yield from _list_entries(warband, label, row[table.header[1]], heroes)
            elif table.header[0] == "List":  # one list per row
                for row in table.rows:
                    label = strip_parens(clean(row["List"]))
                    for column in table.header[1:]:
                        for warband in warbands:
                            yield from _list_entries(warband, label, row[column], False)


EQUIPMENT_ROWS = list(_equipment_rows())


def _prose_list_extras() -> Iterator[ListEntry]:
    """'Warband item: Book of the Dead, 200+D6×25 gc, Rare 12, Vampire or Necromancer only.'"""
    for title, warbands in WARBAND_SECTIONS.items():
        for section in WARBANDS_DOC.sections:
            if len(section.headings) >= 2 and section.headings[1] == title:
                for match in re.finditer(r"Warband item: ([^,]+), (\d+)", clean(section.text)):
                    for warband in warbands:
                        yield ListEntry(warband, "", match[1], int(match[2]), heroes_only=True)


PROSE_EXTRAS = list(_prose_list_extras())


def _resolve_item(ruleset: Ruleset, name: str) -> str:
    """'Light' -> light_armour, 'Double-handed' -> double_handed_weapon, 'Bow' -> bow."""
    items = {i.id: i.name.en for i in ruleset.items.values()}
    wanted = key(name)
    exact = [i for i, n in items.items() if key(n) == wanted or key(i) == wanted]
    if exact:
        return only(exact, f"item {name!r}")
    return only((i for i, n in items.items() if key(n).startswith(wanted)), f"item {name!r}")


def _list_of(ruleset: Ruleset, entry: ListEntry) -> str:
    warband = ruleset.warband(entry.warband)
    list_id = _equipment_list_id(warband, entry.list_label)
    assert list_id, entry
    return list_id


@pytest.mark.parametrize(
    "entry", cases((f"{e.warband}-{slug(e.list_label)}-{slug(e.name)}", e) for e in EQUIPMENT_ROWS)
)
def test_equipment_list_price(ruleset: Ruleset, entry: ListEntry) -> None:
    warband = ruleset.warband(entry.warband)
    list_id = _list_of(ruleset, entry)
    item_id = _resolve_item(ruleset, entry.name)
    found = warband.equipment_lists[list_id].entry(item_id)
    assert found is not None, f"warbands/{entry.warband}.toml: {list_id} has no {item_id}"
    assert found.cost == entry.cost, "cost"
    assert found.first_free == entry.first_free, "first_free"
    assert found.heroes_only == entry.heroes_only, "heroes_only"


@pytest.mark.parametrize("entry", cases((f"{e.warband}-{slug(e.name)}", e) for e in PROSE_EXTRAS))
def test_warband_item_in_list(ruleset: Ruleset, entry: ListEntry) -> None:
    warband = ruleset.warband(entry.warband)
    item_id = _resolve_item(ruleset, entry.name)
    found = [x for lst in warband.equipment_lists.values() for x in lst.items if x.item == item_id]
    assert found, f"warbands/{entry.warband}.toml: no list offers {item_id}"
    for x in found:
        assert (x.cost, x.heroes_only) == (entry.cost, entry.heroes_only)


def _list_keys() -> list[tuple[str, str]]:
    return list(dict.fromkeys((e.warband, e.list_label) for e in EQUIPMENT_ROWS))


@pytest.mark.parametrize("case", cases((f"{w}-{slug(lbl)}", (w, lbl)) for w, lbl in _list_keys()))
def test_equipment_list_complete(ruleset: Ruleset, case: tuple[str, str]) -> None:
    warband_id = case[0]
    entries = [e for e in EQUIPMENT_ROWS if (e.warband, e.list_label) == case]
    warband = ruleset.warband(warband_id)
    list_id = _list_of(ruleset, entries[0])
    extras = {_resolve_item(ruleset, e.name) for e in PROSE_EXTRAS if e.warband == warband_id}
    expected = {_resolve_item(ruleset, e.name) for e in entries}
    data = {x.item for x in warband.equipment_lists[list_id].items}
    assert data - extras == expected


def test_every_equipment_list_is_in_the_reference(ruleset: Ruleset) -> None:
    referenced = {(w, _list_of(ruleset, ListEntry(w, label, "", 0))) for w, label in _list_keys()}
    data = {(w.id, lid) for w in ruleset.warbands.values() for lid in w.equipment_lists}
    assert data == referenced


# --- mutations -------------------------------------------------------------------------------


def _mutation_rows() -> Iterator[tuple[str, tuple[str, dict[str, str]]]]:
    for title, warbands in WARBAND_SECTIONS.items():
        for table in _section_tables(title):
            if table.header[0] == "Mutation":
                for row in table.rows:
                    for warband in warbands:
                        yield f"{warband}-{slug(row['Mutation'])}", (warband, row)


MUTATION_ROWS = list(_mutation_rows())


@pytest.mark.parametrize("case", cases(MUTATION_ROWS))
def test_mutation_cost(ruleset: Ruleset, case: tuple[str, dict[str, str]]) -> None:
    warband_id, row = case
    mutations = {m.id: m for m in ruleset.warband(warband_id).mutations}
    mutation_id = resolve_name(
        row["Mutation"], {m.id: m.name.en for m in mutations.values()}, "mutation"
    )
    assert mutations[mutation_id].cost == number(row["gc"])


def test_mutations_complete(ruleset: Ruleset) -> None:
    for warband in ruleset.warbands.values():
        reference = sorted(
            key(row["Mutation"]) for w, row in (c for _, c in MUTATION_ROWS) if w == warband.id
        )
        assert sorted(key(m.name.en) for m in warband.mutations) == reference, warband.id


# --- hired swords ----------------------------------------------------------------------------

HIRED_SWORDS = WARBANDS_DOC.table("Hired Swords", "Hired Sword")


def _find_sword(ruleset: Ruleset, name: str) -> HiredSword:
    swords = {s.id: s.name.en for s in ruleset.hired_swords.values()}
    return ruleset.hired_swords[resolve_name(strip_parens(clean(name)), swords, "hired sword")]


@pytest.mark.parametrize("row", cases((slug(r["Hired Sword"]), r) for r in HIRED_SWORDS.rows))
def test_hired_sword(ruleset: Ruleset, row: dict[str, str]) -> None:
    sword = _find_sword(ruleset, row["Hired Sword"])
    assert sword.hire_fee == number(row["Hire"]), "hire fee"
    assert sword.upkeep == leading_number(row["Upkeep"]), "upkeep"
    assert sword.rating == number(row["Rating"]), "rating"
    assert sword.profile.as_dict() == {c: number(row[c]) for c in CHARACTERISTICS}, "profile"
    hirers = {w for w in ALL_WARBANDS if ruleset.may_hire(w, sword.id)}
    assert hirers == hireable_by(row["May be hired by"]), "may be hired by"
    assert sword.core == ("not in the core book" not in clean(row["Hired Sword"])), "core"
    rules = clean(row["Special rules"])
    spells = re.search(r"(\d+) random (.+?) spells", rules)
    if spells:
        assert sword.spell_list == SPELL_LIST_NAMES[spells[2]], "spell list"
        assert sword.starting_spells == int(spells[1]), "starting spells"
    else:
        assert sword.spell_list is None


def test_hired_swords_complete(ruleset: Ruleset) -> None:
    found = sorted(_find_sword(ruleset, r["Hired Sword"]).id for r in HIRED_SWORDS.rows)
    # The supplements' swords live in packs (tests/rules/test_hired_swords.py, second_source).
    core_file = (s.id for s in ruleset.hired_swords.values() if s.pack == "core")
    assert sorted(core_file) == found


# =============================================================================================
# equipment.md
# =============================================================================================

EQUIPMENT_DOC = doc("equipment.md")
ITEM_TABLES = [
    t
    for t in EQUIPMENT_DOC.tables
    if t.header[0] in ("Weapon", "Item") and "Cost" in " ".join(t.header)
]


def _item_ids(ruleset: Ruleset, name: str) -> list[str]:
    """'Mace / hammer / club / staff' -> 4 ids; 'Fist (unarmed)' -> fist."""
    items = {i.id: i.name.en for i in ruleset.items.values()}
    text = re.sub(r"\*\([^)]*\)\*", "", name)  # "*(optional mounted rules)*"
    for candidate in (clean(text), strip_parens(clean(text))):
        found = [i for i, n in items.items() if key(candidate) in (key(n), key(i))]
        if found:
            return found
    parts = [p.strip() for p in strip_parens(clean(text)).split("/")]
    return [
        only((i for i, n in items.items() if key(p) in (key(n), key(i))), f"item {p!r}")
        for p in parts
    ]


def _item_rows() -> Iterator[tuple[str, dict[str, str]]]:
    for table in ITEM_TABLES:
        for row in table.rows:
            yield slug(row[table.header[0]]), row


ITEM_ROWS = list(_item_rows())


def _cost(cell: str) -> dict[str, object]:
    """'35+3D6', '100+D6×10', '4 × the base weapon's price', '1st free, then 2', '–'."""
    text = clean(cell)
    if text in ("-", ""):
        return {"cost": 0}
    if match := re.fullmatch(r"(\d+) × the base weapon's price", text):
        return {"cost": 0, "cost_multiplier": int(match[1])}
    if match := re.fullmatch(r"1st free, then (\d+)", text):
        return {"cost": int(match[1])}
    if match := re.fullmatch(r"(\d+)\+(\d*D\d+)(?:×(\d+))?", text):
        return {
            "cost": int(match[1]),
            "cost_dice": match[2].lstrip("1"),
            "cost_dice_multiplier": int(match[3] or 1),
        }
    return {"cost": leading_number(text)}


def _brace_cost(cell: str) -> int | None:
    match = re.search(r"\(brace (\d+)\)", clean(cell))
    return int(match[1]) if match else None


def _availability(cell: str) -> tuple[set[int | None], set[str] | None, set[str] | None]:
    """-> (allowed rarities, only_warbands or None if unknown, not_warbands or None if unknown)."""
    text = clean(cell)
    if "Conflict:" in text:  # no value chosen: either side will do
        options: set[int | None] = {int(n) for n in re.findall(r"Rare (\d+)", text)}
        if "Common" in text:
            options.add(None)
        return options, None, None
    base = strip_parens(text)
    rarity = int(base.split()[1]) if base.startswith("Rare ") else None
    only_set: set[str] | None = None
    not_set: set[str] | None = None
    for inside in re.findall(r"\(([^()]*)\)", text):
        for part in (p.strip() for p in inside.split(";")):
            try:
                if match := re.fullmatch(r"(.+) only", part):
                    only_set = warband_list(match[1])
                elif match := re.fullmatch(r"not (.+)|(.+) may not buy", part):
                    not_set = warband_list(match[1] or match[2])
            except LookupError:
                continue  # "Humans only", "warhorse only": not a warband restriction
    return {rarity}, only_set, not_set


def _strength(cell: str) -> str | int | None:
    text = strip_parens(clean(cell)).replace(" ", "").lower()
    if text in ("-", "asbaseweapon"):
        return None
    if re.fullmatch(r"\d+", text):
        return int(text)
    assert re.fullmatch(r"user([+-]\d)?", text), f"cannot read strength {cell!r}"
    return text


def _check_item(item: Item, row: dict[str, str], cost_cell: str, brace: bool) -> None:
    cost = _cost(cost_cell)
    if brace:
        cost = {"cost": _brace_cost(cost_cell)}
    assert item.cost == cost["cost"], f"{item.id}: cost"
    assert item.cost_dice == cost.get("cost_dice"), f"{item.id}: cost dice"
    assert item.cost_dice_multiplier == cost.get("cost_dice_multiplier", 1), f"{item.id}: dice x"
    assert item.cost_multiplier == cost.get("cost_multiplier"), f"{item.id}: cost multiplier"
    rarities, only_set, not_set = _availability(row["Availability"])
    assert item.rarity in rarities, f"{item.id}: rarity {item.rarity}, reference {rarities}"
    if only_set is not None:
        assert set(item.only_warbands) == only_set, f"{item.id}: only_warbands"
    if not_set is not None:
        assert set(item.not_warbands) == not_set, f"{item.id}: not_warbands"
    strength_column = next((c for c in ("Strength", "S") if c in row), None)
    if strength_column:
        assert item.strength == _strength(row[strength_column]), f"{item.id}: strength"
    if "Range" in row:
        assert item.range == leading_number(row["Range"]), f"{item.id}: range"
    extra = clean(row.get("Special rules", "") + " " + row.get("Effect (summary)", ""))
    if profile := re.search(r"Profile (\d+(?:/\d+){8})", extra):
        expected = dict(zip(CHARACTERISTICS, map(int, profile[1].split("/")), strict=True))
        assert item.profile is not None, f"{item.id}: profile"
        assert item.profile.as_dict() == expected, f"{item.id}: profile"
    if modifier := re.search(r"(-\d) save modifier", extra):
        assert item.save_modifier == int(modifier[1]), f"{item.id}: save modifier"
    if initiative := re.search(r"\+(\d) I in hand-to-hand", extra):
        assert item.initiative_bonus == int(initiative[1]), f"{item.id}: initiative bonus"


@pytest.mark.parametrize("row", cases(ITEM_ROWS))
def test_item(ruleset: Ruleset, row: dict[str, str]) -> None:
    name = row.get("Weapon") or row["Item"]
    cost_cell = row.get("Cost") or row["Cost (gc)"]
    ids = _item_ids(ruleset, name)
    for item_id in ids:
        _check_item(ruleset.items[item_id], row, cost_cell, brace=False)
    if _brace_cost(cost_cell) is not None:
        assert len(ids) == 1
        brace = _resolve_item(ruleset, f"Brace of {strip_parens(clean(name))}s")
        _check_item(ruleset.items[brace], row, cost_cell, brace=True)


def test_items_cover_the_reference(ruleset: Ruleset) -> None:
    """Every item of the data is in a reference table or in the prose tested below."""
    covered = set()
    for _, row in ITEM_ROWS:
        name = row.get("Weapon") or row["Item"]
        covered.update(_item_ids(ruleset, name))
        if _brace_cost(row.get("Cost") or row["Cost (gc)"]) is not None:
            covered.add(_resolve_item(ruleset, f"Brace of {strip_parens(clean(name))}s"))
    covered.add(_resolve_item(ruleset, _WOLFCLOAK.search(clean(EQUIPMENT_DOC.text))[1]))
    for match in _PROSE_ITEM.findall(clean(WARBANDS_DOC.text)):
        covered.add(_resolve_item(ruleset, match[0]))
    for row in ARMOUR.rows:
        if key(row["Item"]) != "noarmour":
            covered.update(_item_ids(ruleset, row["Item"]))
    # A weapon made of a material (gromril axe) is its material's row: tests/rules/test_materials.py
    covered.update(i.id for i in ruleset.items.values() if i.material in covered)
    assert sorted(set(ruleset.items) - covered) == []


_WOLFCLOAK = re.compile(r"(Wolfcloak) \(([^,]+) Heroes only, (\d+) gc")
_PROSE_ITEM = re.compile(r"Warband item: ([^,]+), ([^ ]+) gc, Rare (\d+)")


def test_wolfcloak(ruleset: Ruleset) -> None:
    match = _WOLFCLOAK.search(clean(EQUIPMENT_DOC.text))
    assert match
    item = ruleset.items[_resolve_item(ruleset, match[1])]
    assert item.cost == int(match[3])
    assert set(item.only_warbands) == set(warbands_named(match[2]))


def test_warband_prose_items(ruleset: Ruleset) -> None:
    """'Book of the Dead, 200+D6×25 gc, Rare 12' in warbands.md."""
    matches = _PROSE_ITEM.findall(clean(WARBANDS_DOC.text))
    assert matches
    for name, cost, rarity in matches:
        item = ruleset.items[_resolve_item(ruleset, name)]
        cost_parts = _cost(cost)
        assert item.cost == cost_parts["cost"]
        assert item.cost_dice == cost_parts.get("cost_dice")
        assert item.cost_dice_multiplier == cost_parts.get("cost_dice_multiplier", 1)
        assert item.rarity == int(rarity)


# --- combat numbers --------------------------------------------------------------------------

SAVE_MODIFIERS = EQUIPMENT_DOC.table("Armour save modifier by Strength")


def _strength_band(cell: str) -> tuple[int | None, int | None]:
    text = clean(cell)
    if text.startswith("≤"):
        return None, int(text[1:])
    return dice_range(text)


@pytest.mark.parametrize(
    "column", [pytest.param(c, id=f"S{clean(c)}") for c in SAVE_MODIFIERS.header[1:]]
)
def test_strength_save_modifier(ruleset: Ruleset, column: str) -> None:
    low, high = _strength_band(column)
    modifier = number(SAVE_MODIFIERS.rows[0][column])
    bands = ruleset.strength_save_modifiers
    if low is None:  # "≤3": the first band ends there
        assert bands[0].strength_max == high
        assert bands[0].modifier == modifier
        return
    found = [b for b in bands if b.strength_min == low]
    assert len(found) == 1, f"equipment.toml: no strength_save_modifier from {low}"
    assert (found[0].strength_max, found[0].modifier) == (high, modifier)


def test_strength_save_modifier_count(ruleset: Ruleset) -> None:
    assert len(ruleset.strength_save_modifiers) == len(SAVE_MODIFIERS.header) - 1


ARMOUR = EQUIPMENT_DOC.table("Armour and saves")


@pytest.mark.parametrize(
    "row", cases((slug(r["Item"]), r) for r in ARMOUR.rows if key(r["Item"]) != "noarmour")
)
def test_armour_save(ruleset: Ruleset, row: dict[str, str]) -> None:
    (item_id,) = _item_ids(ruleset, row["Item"])
    item = ruleset.items[item_id]
    effect = clean(row["Base save / effect"])
    base = re.match(r"(\d)\+$", effect)
    bonus = re.match(r"\+(\d) to the save", effect)
    rider = re.match(r"\+(\d) to the rider's save", effect)
    assert item.armour_save == (int(base[1]) if base else None), "armour save"
    assert item.save_bonus == (int(bonus[1]) if bonus else 0), "save bonus"
    assert item.rider_save_bonus == (int(rider[1]) if rider else 0), "rider's save bonus"
    notes = clean(row["Notes"])
    penalty = re.search(r"-(\d) M if a shield is also carried", notes)
    assert item.movement_penalty_with_shield == (int(penalty[1]) if penalty else 0), "M penalty"


@pytest.mark.parametrize(
    "row", cases((slug(r["Item"]), r) for r in ARMOUR.rows if key(r["Item"]) != "noarmour")
)
def test_armour_price(ruleset: Ruleset, row: dict[str, str]) -> None:
    """The armour table has no prices: an armour without a trading-chart row must cost what
    every warband list of the reference charges for it."""
    (item_id,) = _item_ids(ruleset, row["Item"])
    if any(item_id in _item_ids(ruleset, r.get("Weapon") or r["Item"]) for _, r in ITEM_ROWS):
        return  # priced by test_item
    prices = {e.cost for e in EQUIPMENT_ROWS if _resolve_item(ruleset, e.name) == item_id}
    if not prices:
        pytest.skip(f"the reference gives no price or rarity for {clean(row['Item'])!r}")
    assert len(prices) == 1, f"the reference lists disagree on {item_id}: {prices}"
    assert ruleset.items[item_id].cost == prices.pop()


INJURY_ROLL = EQUIPMENT_DOC.table("Injury roll")


@pytest.mark.parametrize("row", cases((clean(r["D6"]), r) for r in INJURY_ROLL.rows))
def test_injury_roll(ruleset: Ruleset, row: dict[str, str]) -> None:
    low, high = dice_range(row["D6"])
    found = [b for b in ruleset.injury_roll if b.from_ == low]
    assert len(found) == 1
    assert found[0].to == high
    assert found[0].id == snake(row["Result"])


def _weapon_modifier_lines() -> Iterator[tuple[str, tuple[str, str]]]:
    text = EQUIPMENT_DOC.section("Armour save modifier by Strength").text
    for line in text.splitlines():
        match = re.fullmatch(r"- (.+?): (.+)", clean(line))
        if match:
            yield slug(match[1]), (match[1], match[2])


@pytest.mark.parametrize("case", cases(_weapon_modifier_lines()))
def test_weapon_save_modifier(ruleset: Ruleset, case: tuple[str, str]) -> None:
    """'Cutting edge (axe): extra −1.', 'Pistol, handgun, ...: the save is taken at −2 in total.'"""
    who, what = case
    inner = re.search(r"\(([^)]+)\)", who)
    names = [inner[1]] if inner else [n.strip() for n in who.split(",")]
    all_items = {i.id: i.name.en for i in ruleset.items.values()}
    try:
        items = [ruleset.items[resolve_name(name, all_items, "item")] for name in names]
    except LookupError:
        # "Assassin Adept (Perfect Killer)": a model's special rule, not an item
        assert inner, f"no item named in {who!r}"
        warriors = [
            t
            for w in ruleset.warbands.values()
            for t in w.types
            if key(t.name.en) == key(strip_parens(who))
        ]
        assert warriors, f"{who!r} is neither an item nor a warrior type"
        for warrior in warriors:
            rule_names = [key(ruleset.special_rules[r].name.en) for r in warrior.special_rules]
            assert key(inner[1]) in rule_names, warrior.id
        return
    for item in items:
        if total := re.search(r"(-\d) in total", what):
            assert item.save_modifier_total == int(total[1]), item.id
        elif extra := re.search(r"extra (-\d)", what):
            assert item.save_modifier == int(extra[1]), item.id
        elif improve := re.search(r"improves by \+(\d)", what):
            assert item.enemy_save_bonus == int(improve[1]), item.id
        else:
            raise AssertionError(f"cannot read {what!r}")


# =============================================================================================
# skills.md
# =============================================================================================

SKILLS_DOC = doc("skills.md")


def _skill_tables() -> Iterator[tuple[str, Table]]:
    for table in SKILLS_DOC.tables:
        if table.header[0] == "Skill":
            label = re.sub(r"^\d+\. ", "", strip_parens(table.title))
            yield label, table


SKILL_TABLES = list(_skill_tables())


def _skill_list_id(ruleset: Ruleset, label: str) -> str:
    lists = {s.id: s.name.en for s in ruleset.skill_lists.values()}
    return resolve_name(label, lists, "skill list")


@pytest.mark.parametrize(
    "case",
    cases(
        (f"{slug(label)}-{slug(r['Skill'])}", (label, clean(r["Skill"])))
        for label, table in SKILL_TABLES
        for r in table.rows
    ),
)
def test_skill_list_membership(ruleset: Ruleset, case: tuple[str, str]) -> None:
    label, name = case
    list_id = _skill_list_id(ruleset, label)
    found = [s for s in ruleset.skills.values() if key(s.name.en) == key(name)]
    assert len(found) == 1, f"skills.toml: no skill named {name!r}"
    assert found[0].list == list_id


@pytest.mark.parametrize("case", cases((slug(label), (label, t)) for label, t in SKILL_TABLES))
def test_skill_list_complete(ruleset: Ruleset, case: tuple[str, Table]) -> None:
    label, table = case
    list_id = _skill_list_id(ruleset, label)
    assert sorted(key(s.name.en) for s in ruleset.skills_of(list_id)) == sorted(
        key(r["Skill"]) for r in table.rows
    )
    count = re.search(r"\((\d+)\)", table.title)
    if count:
        assert len(table.rows) == int(count[1])


SKILL_ACCESS = SKILLS_DOC.table("Skill access by Hero type")


@pytest.mark.parametrize(
    "row", cases((f"{slug(r['Warband'])}-{slug(r['Hero'])}", r) for r in SKILL_ACCESS.rows)
)
def test_skill_access(ruleset: Ruleset, row: dict[str, str]) -> None:
    (warband_id,) = warbands_named(row["Warband"])
    warband = ruleset.warband(warband_id)
    hero = _find_type(warband, "hero", row["Hero"])
    expected = {list_id for abbr, list_id in SKILL_ABBREVIATIONS.items() if "✓" in row[abbr]}
    if "✓" in row["X"]:
        special = [s.id for s in ruleset.skill_lists.values() if s.warband == warband_id]
        assert len(special) == 1, f"skills.toml: {warband_id} needs one special skill list"
        expected.add(special[0])
    assert set(hero.skill_lists) == expected
    assert len(hero.skill_lists) == len(set(hero.skill_lists))


def test_skill_access_covers_every_hero(ruleset: Ruleset) -> None:
    listed = {
        (w, _find_type(ruleset.warband(w), "hero", r["Hero"]).local_id)
        for r in SKILL_ACCESS.rows
        for w in warbands_named(r["Warband"])
    }
    heroes = {(w.id, t.local_id) for w in ruleset.warbands.values() for t in w.heroes}
    assert heroes == listed


def test_special_skill_lists_belong_to_their_warband(ruleset: Ruleset) -> None:
    """Section 6: only Skaven and Sisters of Sigmar have a special list."""
    text = clean(SKILLS_DOC.section("Warband-specific skill lists").text)
    match = re.search(r"Only (.+?) have a special list", text)
    assert match
    expected = set(warband_list(match[1]))
    assert {s.warband for s in ruleset.skill_lists.values() if s.warband} == expected


HIRED_SKILLS = SKILLS_DOC.table("Hired Sword skill access")


@pytest.mark.parametrize("row", cases((slug(r["Hired Sword"]), r) for r in HIRED_SKILLS.rows))
def test_hired_sword_skills(ruleset: Ruleset, row: dict[str, str]) -> None:
    sword = _find_sword(ruleset, row["Hired Sword"])
    lists_cell, _, extra = clean(row["Lists"]).partition("+")
    expected = {
        SKILL_ABBREVIATIONS[t.strip()]
        for t in lists_cell.split(",")
        if t.strip() in SKILL_ABBREVIATIONS
    }
    unique = clean(row["Unique skills"])
    unique_skills: list[str] = []
    if ":" in unique:
        label, names = unique.split(":", 1)
        own = [s.id for s in ruleset.skill_lists.values() if s.hired_sword == sword.id]
        assert len(own) == 1, f"skills.toml: {sword.id} needs its own skill list"
        assert key(label) in key(ruleset.skill_lists[own[0]].name.en)
        expected.add(own[0])
        unique_skills = [strip_parens(n) for n in _split_top(names)]
        assert sorted(key(s.name.en) for s in ruleset.skills_of(own[0])) == sorted(
            key(n) for n in unique_skills
        )
    assert set(sword.skill_lists) == expected
    extra_match = re.fullmatch(r"\s*(.+?) only from (\w+)\s*", extra)
    if extra_match:
        skill = [s for s in ruleset.skills.values() if key(s.name.en) == key(extra_match[1])]
        assert len(skill) == 1 and skill[0].list == SKILL_ABBREVIATIONS[extra_match[2]]
        assert sword.extra_skills == (skill[0].id,)
    else:
        assert sword.extra_skills == ()


# =============================================================================================
# spells.md
# =============================================================================================

SPELLS_DOC = doc("spells.md")


def _spell_rows() -> Iterator[tuple[str, tuple[str, dict[str, str]]]]:
    for table in SPELLS_DOC.tables:
        match = re.fullmatch(r".+? \(`([a-z_]+)`\)", table.title)
        if match and table.header[0] == "D6":
            for row in table.rows:
                yield f"{match[1]}-{clean(row['D6'])}", (match[1], row)


SPELL_ROWS = list(_spell_rows())


@pytest.mark.parametrize("case", cases(SPELL_ROWS))
def test_spell(ruleset: Ruleset, case: tuple[str, dict[str, str]]) -> None:
    list_id, row = case
    assert list_id in ruleset.spell_lists, f"spells.toml: no spell_list {list_id!r}"
    d6 = number(row["D6"])
    found = [s for s in ruleset.spells_of(list_id) if s.d6 == d6]
    assert len(found) == 1, f"spells.toml: {list_id} has no spell on {d6}"
    spell = found[0]
    assert spell.id == clean(row["id"]), "id"
    assert key(spell.name.en) == key(row["Name"]), "name"
    difficulty = clean(row["Diff."])
    if difficulty.lower() == "auto":
        assert spell.auto and spell.difficulty == 0, "auto"
    else:
        assert not spell.auto and spell.difficulty == number(difficulty), "difficulty"


def test_spell_lists_complete(ruleset: Ruleset) -> None:
    assert sorted(ruleset.spell_lists) == sorted(set(SPELL_LIST_NAMES.values()))
    assert len(ruleset.spells) == len(SPELL_ROWS) == 6 * len(SPELL_LIST_NAMES)
    for name, list_id in SPELL_LIST_NAMES.items():
        assert key(ruleset.spell_lists[list_id].name.en) == key(name)
    prayers = SPELLS_DOC.section("Prayers of Sigmar (`prayers_of_sigmar`)").text
    assert "Prayers are not spells" in prayers
    assert ruleset.spell_lists["prayers_of_sigmar"].prayer
    assert [s.id for s in ruleset.spell_lists.values() if s.prayer] == ["prayers_of_sigmar"]


CASTERS = SPELLS_DOC.table("Who uses which list")


def _caster(ruleset: Ruleset, name: str) -> WarriorType | HiredSword:
    for warband in ruleset.warbands.values():
        for warrior in warband.heroes:
            if key(warrior.name.en) == key(name):
                return warrior
    return _find_sword(ruleset, name)


@pytest.mark.parametrize(
    "row",
    cases(
        (slug(r["Caster"]), r) for r in CASTERS.rows if not clean(r["Caster"]).startswith("Any ")
    ),
)
def test_caster_spell_list(ruleset: Ruleset, row: dict[str, str]) -> None:
    caster = _caster(ruleset, row["Caster"])
    cell = clean(row["List"])
    assert caster.spell_list == SPELL_LIST_NAMES[strip_parens(cell)]
    count = re.search(r"\((\d+) random", cell)
    assert caster.starting_spells == (int(count[1]) if count else 1)


def test_casters_complete(ruleset: Ruleset) -> None:
    listed = {key(r["Caster"]) for r in CASTERS.rows if not clean(r["Caster"]).startswith("Any ")}
    data = {key(t.name.en) for w in ruleset.warbands.values() for t in w.types if t.spell_list}
    data |= {key(s.name.en) for s in ruleset.hired_swords.values() if s.spell_list}
    assert data == listed

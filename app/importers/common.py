"""What every reader of another tool's file shares: the draft it builds, the names it could not
map, careful access to a foreign document, and name lookups in our ruleset.

A reader never guesses: a foreign name becomes one of our ids through the tool's own table or
an exact match of the English (or Russian) name after folding case, accents and punctuation;
anything else is reported as an `Unmapped` thing, by name.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from app.domain import new_id
from app.exports.exchange import FORMAT, MAX_BYTES, MAX_LIST, MAX_NAME, VERSION, ExchangeError
from rules import CHARACTERISTICS, Ruleset
from rules.custom import MAX_SIZE as CUSTOM_MAX_SIZE
from rules.custom import PREFIX as CUSTOM_PREFIX
from rules.custom import CustomRules, CustomType, learn, new_type_id, own_copy, type_to_plain
from rules.messages import Message, message_of
from rules.mounts import kit_at_hire
from rules.text import shorten

MAX_MODELS = 99  # a henchmen group, as in our own files
MAX_EXPERIENCE = 999
# Two single pistols of a kind are its brace (how Mordheim Roster Builder and BattleScribe keep a
# brace: a second pistol bought).
_BRACES = {
    "pistol": "brace_of_pistols",
    "duelling_pistol": "brace_of_duelling_pistols",
    "warplock_pistol": "brace_of_warplock_pistols",
}


class ForeignFileError(ExchangeError):
    """A file of another tool that cannot be read; the message says where and what."""


# What was not understood: `kind` is a code the interface words in the player's language.
UNMAPPED_KINDS = (
    "warrior_type",
    "hired_sword",
    "item",
    "skill",
    "spell",
    "injury",
    "mutation",
    "advance",
    "subtype",
    "other",
    "free_dagger",  # a tool's free dagger on a model that may carry none: left out
    "treasury_inferred",  # no gold in the file: the treasury worked out (the name: its gc)
    "city_state",  # the file names none: it came in as this one (the name)
    "custom",  # a type we do not know: it came in as a custom type (rules.custom) of this name
    "custom_no_profile",  # as "custom", from a file that gives no profile: to be entered
)


@dataclass(frozen=True)
class Unmapped:
    kind: str  # one of UNMAPPED_KINDS
    name: str  # the other tool's own name, as written in the file
    warrior: str = ""  # whose it was, by name ('' for the warband itself or its stash)
    warrior_id: str = ""  # the id of his draft, for the note kept on him


@dataclass
class Draft:
    """One warband read from a foreign file, as our own exchange document."""

    source: str  # the format's id (FORMATS in app.importers)
    warband: dict[str, Any]
    battles: list[dict[str, Any]] = field(default_factory=list)
    unmapped: list[Unmapped] = field(default_factory=list)
    campaign: str = ""  # the campaign of the file it came in, by name ("" when none)
    campaign_notes: str = ""
    player: str = ""  # whose warband it is in that campaign ("" when the file does not say)
    #: The rulebook with the draft's custom types learnt (`custom_type`), a copy of its own.
    rules: Ruleset | None = None
    #: Why this warband of a file of several cannot be imported (the others can); None: it can.
    refusal: Message | None = None

    def custom_warband(self, ruleset: Ruleset, name: str, size: int) -> str:
        """Make the draft's warband a custom one (a type we do not know) named so; its id."""
        warband_id = f"{CUSTOM_PREFIX}{new_id()[:12]}"
        self.warband["type"] = warband_id
        custom = self.warband.setdefault("custom", {"types": []})
        custom["warband"] = {"name": name, "max_size": max(size, CUSTOM_MAX_SIZE)}
        self.rules = own_copy(ruleset, fresh=True)
        learn(self.rules, warband_id, CustomRules(warband_name=name))
        self.miss("custom", name)
        return warband_id

    def custom_type(
        self, ruleset: Ruleset, kind: CustomType, warrior: WarriorDraft | None, *, said: bool = True
    ) -> str:
        """The id of a custom type of the draft's warband like `kind` (its id is made here;
        one made already of the same name and role is taken again), learnt by `self.rules`."""
        custom = self.warband.setdefault("custom", {"types": []})
        for known in custom["types"]:
            if fold(known["name"]) == fold(kind.name) and known["role"] == kind.role:
                # Another of the type: what he carries is on its list too.
                known["items"] = list(dict.fromkeys([*known["items"], *kind.items]))
                return str(known["id"])
        made = replace(kind, id=new_type_id(self.warband["type"], new_id()[:12]))
        custom["types"].append(type_to_plain(made))
        if self.rules is None:
            self.rules = own_copy(ruleset, fresh=True)
        learn(self.rules, self.warband["type"], CustomRules((made,)))
        if said:  # else the caller says it, once it has the warrior
            self.miss("custom", kind.name, warrior)
        return made.id

    def miss(self, kind: str, name: str, warrior: WarriorDraft | None = None) -> None:
        """Report a thing of the file that has no match here."""
        if warrior is None:
            self.unmapped.append(Unmapped(kind, name))
        else:
            self.unmapped.append(Unmapped(kind, name, warrior.data["name"], warrior.data["id"]))

    @property
    def name(self) -> str:
        return str(self.warband["name"])

    def document(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "warband": self.warband,
            "battles": self.battles,
        }

    def text(self) -> str:
        return json.dumps(self.document(), ensure_ascii=False)


def refused_draft(source: str, value: Any, place: int, error: ExchangeError) -> Draft:
    """A warband of a file of several that cannot be read: its name (else its place in the
    file) and why, so that the others are imported and this one is named as refused."""
    name = value.get("name") if isinstance(value, Mapping) else None
    name = warrior_name(name if isinstance(name, str) else "", f"#{place + 1}")
    return Draft(source, {"name": name, "type": "", "warriors": []}, refusal=message_of(error))


def parse_json(data: bytes | str, what: str) -> Any:
    """A JSON document of another tool, or one clear line."""
    if len(data) > MAX_BYTES:
        raise ForeignFileError(
            Message.of("foreign_too_large", value=MAX_BYTES // 1_000_000, what=what)
        )
    try:
        return json.loads(data)
    except RecursionError:
        raise ForeignFileError(Message.of("foreign_json_too_deep", what=what)) from None
    except ValueError as exc:
        raise ForeignFileError(
            Message.of("foreign_bad_json", what=what, error=message_of(exc))
        ) from None


class Foreign:
    """Typed access to a foreign document: a wrong type says where, a missing field is None."""

    @staticmethod
    def obj(value: Any, path: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise ForeignFileError(
                Message.of("file_expected_object", path=path, got=type(value).__name__)
            )
        return value

    @staticmethod
    def items(value: Any, path: str) -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list):
            raise ForeignFileError(
                Message.of("file_expected_list", path=path, got=type(value).__name__)
            )
        if len(value) > MAX_LIST:
            raise ForeignFileError(Message.of("file_list_too_long", path=path, limit=MAX_LIST))
        return value

    @staticmethod
    def text(value: Any, path: str, default: str = "") -> str:
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            raise ForeignFileError(
                Message.of("file_expected_text", path=path, got=type(value).__name__)
            )
        text = str(value)
        if len(text) > 10_000:
            raise ForeignFileError(Message.of("foreign_text_too_long", path=path))
        return text

    @staticmethod
    def number(value: Any, path: str, low: int, high: int, default: int = 0) -> int:
        """A whole number; numbers written as text ("3") are read, fractions are refused."""
        if value is None or value == "":
            return default
        if isinstance(value, str) and re.fullmatch(r"-?\d{1,9}", value.strip()):
            value = int(value.strip())
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise ForeignFileError(
                Message.of("file_expected_number", path=path, value=shorten(value))
            )
        if not low <= value <= high:
            raise ForeignFileError(
                Message.of(
                    "file_number_out_of_range", path=path, value=shorten(value), low=low, high=high
                )
            )
        return value


def fold(name: str) -> str:
    """A name for comparison: lower case, no accents, words of letters and digits only."""
    text = unicodedata.normalize("NFKD", name.casefold())
    text = "".join(char for char in text if not unicodedata.combining(char))
    return " ".join(re.findall(r"[^\W_]+", re.sub("['’‘`]", "", text)))


def singular(folded: str) -> str:
    """An English plural made singular, word by word rules only: "marksmen" -> "marksman"."""
    folded = re.sub(r"men\b", "man", folded)
    folded = re.sub(r"ves\b", "f", folded)
    return re.sub(r"(?<!s)s\b", "", folded)


# What players write around a name: a cost annotation ("{105GC}", "[35gc]").
_COST = re.compile(r"\s*[{\[]\s*\d+\s*(?:gc|gold|g)?\s*[}\]]\s*", re.IGNORECASE)
# A quantity before or after a name: "1x Dagger", "2 x Dagger", "Dagger x2".
_QUANTITY = re.compile(
    r"\A\s*(\d{1,2})\s*[x×]\s*(\S.*?)\s*\Z|\A\s*(\S.*?)\s+[x×]\s*(\d{1,2})\s*\Z", re.IGNORECASE
)
# US spellings and the orcs' own, word for word, to the rulebook's British ones.
_SPELLINGS = {"armor": "armour", "ork": "orc", "orks": "orcs", "boyz": "boys"}


def written_cost(name: str) -> int:
    """The cost a player wrote into a name ("Pyat Pree {67GC}" -> 67), else 0."""
    found = re.search(r"[{\[]\s*(\d{1,6})\s*(?:gc|gold|g)?\s*[}\]]", name, re.IGNORECASE)
    return int(found.group(1)) if found else 0


def without_cost(name: str) -> str:
    """A name without the cost a player wrote into it: "Pyat Pree {67GC}" -> "Pyat Pree"."""
    return " ".join(_COST.sub(" ", name).split())


def quantity(label: str) -> tuple[int, str]:
    """How many of a thing a label names, and the thing: "2x Dagger" -> (2, "Dagger")."""
    found = _QUANTITY.match(label)
    if found is None:
        return 1, label
    if found.group(1) is not None:
        return int(found.group(1)), found.group(2)
    return int(found.group(4)), found.group(3)


def variants(name: str) -> set[str]:
    """The folded forms a name may be written in: British or US spelling, singular or plural,
    with or without a leading "the", a cost annotation or the spaces ("Big'Un", "Big 'Un")."""
    words = [_SPELLINGS.get(w, w) for w in fold(without_cost(name)).split()]
    if words[:1] == ["the"] and len(words) > 1:
        words = words[1:]
    base = " ".join(words)
    forms = {base, singular(base)}
    return forms | {form.replace(" ", "") for form in forms}


def warrior_name(value: str, fallback: str) -> str:
    """A warrior's or warband's name as our files take it (1 to 100 characters)."""
    text = " ".join(value.split())[:MAX_NAME].strip()
    return text or fallback[:MAX_NAME]


class Names:
    """Our ids by folded English and Russian name (and by the id itself)."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.items, self.skills, self.hired_swords, self.spells = _indexes(ruleset)

    def item(self, label: str) -> str | None:
        """An item by the name a player wrote: "Heavy Armor", "Javelin", "Throwing stars
        (shuriken)" (the words in brackets are an aside when the rest is an item)."""
        found = self.items.get(fold(label))
        if found is not None:
            return found
        for form in (label, re.sub(r"\([^)]*\)", " ", label)):
            for variant in sorted(variants(form)) if form.strip() else ():
                if variant in self.items:
                    return self.items[variant]
        return None

    def skill(self, label: str) -> str | None:
        """A skill by its name, in British or US spelling."""
        found = self.skills.get(fold(label))
        forms = sorted(variants(label)) if found is None and label.strip() else ()
        return found or next((self.skills[f] for f in forms if f in self.skills), None)

    def spell(self, name: str, spell_list: str | None) -> str | None:
        """A spell by name; a name found in several lists is taken from the caster's own."""
        keys = self.spells.get(fold(re.sub(r"\s*\([^)]*\)\s*$", "", name)), [])
        if spell_list is not None:
            own = [k for k in keys if k.startswith(spell_list + ".")]
            if own:
                return own[0]
        return keys[0] if len(keys) == 1 else None

    def mutation(self, warband_id: str, name: str) -> str | None:
        warband = self.ruleset.warbands[warband_id]
        index = _index((m.id, m.name.en, m.name.ru) for m in warband.mutations)
        return index.get(fold(name))


_Indexes = tuple[dict[str, str], dict[str, str], dict[str, str], dict[str, list[str]]]
# The last rulebook's indexes, by identity: a campaign file of 300 warbands reads 300 saves,
# and building these for each took most of its import (#23).
_indexed: list[tuple[Ruleset, _Indexes]] = []


def _indexes(ruleset: Ruleset) -> _Indexes:
    """Items, skills, hired swords and spells by folded name, built once per rulebook."""
    if _indexed and _indexed[0][0] is ruleset:
        return _indexed[0][1]
    spells: dict[str, list[str]] = {}
    for spell in ruleset.spells:
        for name in (spell.name.en, spell.name.ru, spell.id.replace("_", " ")):
            spells.setdefault(fold(name), []).append(spell.key)
    items = _index((i, it.name.en, it.name.ru) for i, it in ruleset.items.items())
    swords = _index((i, h.name.en, h.name.ru) for i, h in ruleset.hired_swords.items())
    # After the exact names, which come first: "Heavy Armor", "1x Dagger" and such.
    for index, entries in ((items, ruleset.items), (swords, ruleset.hired_swords)):
        for key, entry in entries.items():
            for form in variants(entry.name.en) | variants(key.replace("_", " ")):
                index.setdefault(form, key)
    skills = _index((i, s.name.en, s.name.ru) for i, s in ruleset.skills.items())
    indexes = (items, skills, swords, spells)
    _indexed[:] = [(ruleset, indexes)]
    return indexes


def _index(entries: Iterable[tuple[str, str, str]]) -> dict[str, str]:
    index: dict[str, str] = {}
    for key, en, ru in entries:
        for name in (key.replace("_", " "), en, ru):
            index.setdefault(fold(name), key)
    return index


class WarriorDraft:
    """A warrior of our exchange format being filled from a foreign one."""

    def __init__(self, kind: str, type_id: str, name: str) -> None:
        self.data: dict[str, Any] = {
            "id": new_id(),
            "kind": kind,
            "type": type_id,
            "name": name,
            "count": 1,
            "experience": 0,
            "profile_changes": [],
            "equipment": [],
            "skills": [],
            "spells": [],
            "mutations": [],
            "injuries": [],
            "rules_gained": [],
            "games_to_miss": 0,
            "notes": "",
        }

    def set_experience(self, experience: int) -> None:
        """Advances earned in the other tool count as taken there: none is owed here."""
        self.data["experience"] = experience
        self.data["experience_floor"] = experience

    def standard_kit(self, ruleset: Ruleset) -> None:
        """A hired sword whose tool kept his gear as text (a dagger at most as items) comes
        with his equipment as the rulebook gives it, as when he is hired here; a warrior whose
        type comes with a mount in his cost rides it unless his kit holds a mount (the other
        tools keep that horse as words and track no lost one)."""
        if self.data["kind"] == "hired_sword":
            if set(self.data["equipment"]) <= {"dagger"}:
                self.data["equipment"] = list(ruleset.hired_swords[self.data["type"]].equipment)
            return
        try:
            warrior_type = ruleset.warrior_type(self.data["type"])
        except KeyError:
            return  # the import's own check names the unknown type
        self.data["equipment"] = kit_at_hire(ruleset, warrior_type, self.data["equipment"])

    def add_items(self, item: str, count: int) -> None:
        """`count` of an item; pistols two by two become braces."""
        brace = _BRACES.get(item)
        if brace is not None and count >= 2:
            self.data["equipment"] += [brace] * (count // 2)
            count %= 2
        self.data["equipment"] += [item] * count

    def advance(self, characteristic: str, delta: int) -> None:
        if characteristic not in CHARACTERISTICS:
            raise ForeignFileError(
                Message.of("unknown_characteristic", characteristic=shorten(characteristic))
            )
        if delta:
            self.data["profile_changes"].append(
                {"characteristic": characteristic, "delta": delta, "reason": "advance"}
            )

    def injure(self, ruleset: Ruleset, injury_id: str) -> None:
        """Record the injury with its lasting effects, as if it had been rolled here."""
        result, sub = ruleset.injury(injury_id)
        applied = []
        for effect in (*result.effects, *(sub.effects if sub else ())):
            if effect.type == "characteristic" and effect.characteristic and effect.delta:
                self.data["profile_changes"].append(
                    {
                        "characteristic": effect.characteristic,
                        "delta": effect.delta,
                        "reason": "injury",
                    }
                )
            elif effect.type in ("psychology", "special_rule") and effect.rule:
                self.data["rules_gained"].append(
                    {"rule": effect.rule, "source": "injury", "detail": ""}
                )
            else:
                continue  # what happened once (games missed, gold) is not carried over
            applied.append(effect.as_dict())
        self.data["injuries"].append({"injury": injury_id, "detail": json.dumps(applied)})

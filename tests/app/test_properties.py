"""Random sequences of use cases, legal and illegal: the stored warband always stays sound."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

import app.usecases as uc
from app.domain import WarbandState, Warrior, base_profile, to_roster
from app.store.database import open_database
from app.store.repository import ConflictError, Store
from app.usecases.core import INCOMPLETE
from app.usecases.post_battle import post_battle
from rules import default_ruleset
from rules.costs import allowed_items
from rules.dice import RandomDice
from rules.post_battle import BattleReport
from rules.rating import warband_rating

RULESET = default_ruleset()
WARBANDS = sorted(RULESET.warbands)
ITEMS = sorted(RULESET.items)
SKILLS = sorted(RULESET.skills)
SKILL_LISTS = sorted(RULESET.skill_lists)
SPELLS = sorted(spell.key for spell in RULESET.spells)
SWORDS = sorted(RULESET.hired_swords)
INJURIES = sorted(
    {r.id for r in RULESET.hero_injuries}
    | {s.id for r in RULESET.hero_injuries for s in r.sub_roll}
)
CHARACTERISTICS = ["M", "WS", "BS", "S", "T", "W", "I", "A", "Ld"]
LOCAL_TYPES = sorted({t.id.partition(".")[2] for w in RULESET.warbands.values() for t in w.types})

pick = st.integers(min_value=0, max_value=30)  # a warrior by position (modulo the roster)
gold = st.integers(min_value=-100, max_value=3000)
price = st.none() | st.integers(min_value=-50, max_value=300)


def race_limit(warrior: Warrior) -> dict[str, int]:
    """The racial maximum, or the type's own starting value where that is higher."""
    if warrior.kind == "hired_sword":
        sword = RULESET.hired_swords[warrior.type_id]
        race, base = sword.race, sword.profile
    else:
        warrior_type = RULESET.warrior_type(warrior.type_id)
        race, base = warrior_type.race, warrior_type.profile
    maximum = RULESET.races[race].max
    return {key: max(maximum[key], base[key]) for key in CHARACTERISTICS}


EMPTY: list[Path] = []  # the session's empty database (tests/conftest.py), set below


@pytest.fixture(autouse=True)
def _empty_database_to_copy(empty_database: Path) -> None:
    """Each example starts from a copy of an empty database made once per session: making a
    new one runs every migration (a tenth of a second, for each of the examples)."""
    EMPTY[:] = [empty_database]


class WarbandMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="roster-prop-"))
        path = self.folder / "p.sqlite3"
        shutil.copyfile(EMPTY[0], path)
        self.store = Store(open_database(path), RULESET)
        self.warband = 0
        self.known: set[tuple[str, str]] = set()
        self.last: uc.Change | None = None

    def teardown(self) -> None:
        self.store.database.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    # --- helpers ---------------------------------------------------------------------------

    def state(self) -> WarbandState:
        return self.store.load(self.warband)

    def warrior(self, n: int) -> str:
        warriors = self.state().warriors
        return warriors[n % len(warriors)].id if warriors else "nobody"

    def attempt(self, call, *args, **kwargs) -> uc.Change | None:
        try:
            self.last = call(self.store, self.warband, *args, **kwargs)
        except uc.RefusedError as exc:
            assert str(exc), "a refusal must say why"
            return None
        return self.last

    # --- rules -----------------------------------------------------------------------------

    @initialize(warband_type=st.sampled_from(WARBANDS))
    def create(self, warband_type: str) -> None:
        self.warband = uc.create_warband(self.store, warband_type, "Prop").warband_id
        self.known = {(p.code, str(p)) for p in uc.problems_of(self.store, self.state())}

    @rule(
        type_id=st.sampled_from(LOCAL_TYPES),
        count=st.integers(min_value=-1, max_value=7),
        kit=st.lists(st.sampled_from(ITEMS), max_size=4),
    )
    def hire(self, type_id: str, count: int, kit: list[str]) -> None:
        self.attempt(uc.hire, type_id, "Recruit", count=count, equipment=kit)

    @rule(n=pick, count=st.integers(min_value=1, max_value=3), k=st.lists(pick, max_size=2))
    def hire_from_the_list(self, n: int, count: int, k: list[int]) -> None:
        """A type of this warband with kit from its own list: hires that often succeed."""
        warband = RULESET.warband(self.state().type_id)
        warrior_type = warband.types[n % len(warband.types)]
        allowed = allowed_items(RULESET, warband, warrior_type)
        kit = [allowed[i % len(allowed)] for i in k] if allowed else []
        count = 1 if warrior_type.role == "hero" else count
        self.attempt(uc.hire, warrior_type.id, "Plain", count=count, equipment=kit)

    @rule(n=pick, k=pick, cost=price)
    def buy_from_the_list(self, n: int, k: int, cost: int | None) -> None:
        state = self.state()
        if not state.warriors:
            return
        warrior = state.warriors[n % len(state.warriors)]
        if warrior.kind == "hired_sword":
            return
        warband = RULESET.warband(state.type_id)
        allowed = allowed_items(RULESET, warband, RULESET.warrior_type(warrior.type_id))
        if allowed:
            self.buy(n, allowed[k % len(allowed)], cost)

    @rule(sword=st.sampled_from(SWORDS))
    def hire_sword(self, sword: str) -> None:
        self.attempt(uc.hire_hired_sword, sword)

    @rule(n=pick, count=st.integers(min_value=-1, max_value=6))
    def add_models(self, n: int, count: int) -> None:
        self.attempt(uc.add_models, self.warrior(n), count)

    @rule(n=pick, count=st.integers(min_value=-1, max_value=6))
    def remove_models(self, n: int, count: int) -> None:
        self.attempt(uc.remove_models, self.warrior(n), count)

    @rule(n=pick)
    def dismiss(self, n: int) -> None:
        self.attempt(uc.dismiss, self.warrior(n))

    @rule(n=pick, item=st.sampled_from(ITEMS), cost=price)
    def buy(self, n: int, item: str, cost: int | None) -> None:
        change = self.attempt(uc.buy, self.warrior(n), item, price=cost)
        if change is not None:  # buying never brings gold in
            assert change.after.treasury <= change.before.treasury

    @rule(item=st.sampled_from(ITEMS), cost=price)
    def buy_for_stash(self, item: str, cost: int | None) -> None:
        change = self.attempt(uc.buy_for_stash, item, price=cost)
        if change is not None:
            assert change.after.treasury <= change.before.treasury

    @rule(n=st.none() | pick, item=st.sampled_from(ITEMS))
    def sell(self, n: int | None, item: str) -> None:
        change = self.attempt(uc.sell, None if n is None else self.warrior(n), item)
        if change is not None:  # selling never costs gold
            assert change.after.treasury >= change.before.treasury

    @rule(n=pick, item=st.sampled_from(ITEMS), back=st.booleans())
    def move(self, n: int, item: str, back: bool) -> None:
        self.attempt(uc.from_stash if back else uc.to_stash, self.warrior(n), item)

    @rule(n=pick, amount=st.integers(min_value=-5, max_value=20))
    def experience(self, n: int, amount: int) -> None:
        self.attempt(uc.record_experience, self.warrior(n), amount)

    @rule(
        n=pick,
        kind=st.sampled_from(["characteristic", "characteristic", "skill", "spell", "magic"]),
        characteristic=st.sampled_from(CHARACTERISTICS),
        skill=st.sampled_from(SKILLS),
        spell=st.sampled_from(SPELLS),
    )
    def advance(self, n: int, kind: str, characteristic: str, skill: str, spell: str) -> None:
        self.attempt(
            uc.apply_advance,
            self.warrior(n),
            kind=kind,
            characteristic=characteristic,
            skill=skill,
            spell=spell,
        )

    @rule(n=pick, spell=st.sampled_from(SPELLS))
    def learn(self, n: int, spell: str) -> None:
        self.attempt(uc.learn_spell, self.warrior(n), spell)

    @rule(n=pick, lists=st.lists(st.sampled_from(SKILL_LISTS), min_size=1, max_size=3))
    def lad(self, n: int, lists: list[str]) -> None:
        self.attempt(uc.promote_lad, self.warrior(n), "Lad", lists)

    @rule(
        n=pick,
        injury=st.sampled_from(INJURIES),
        games=st.none() | st.integers(1, 3),
        remove=st.booleans(),
    )
    def injury(self, n: int, injury: str, games: int | None, remove: bool) -> None:
        if remove:
            self.attempt(uc.remove_injury, self.warrior(n), 0)
        else:
            self.attempt(uc.apply_injury, self.warrior(n), injury, games=games)

    @rule(amount=gold)
    def treasury(self, amount: int) -> None:
        self.attempt(uc.set_treasury, amount)

    @rule(amount=st.integers(min_value=-5, max_value=20))
    def shards(self, amount: int) -> None:
        self.attempt(uc.set_shards, amount)

    @rule(result=st.sampled_from(["won", "lost"]), seed=st.integers(0, 10_000))
    def battle(self, result: str, seed: int) -> None:
        report = BattleReport("skirmish", result, 100)  # type: ignore[arg-type]
        self.attempt(post_battle, report, RandomDice(seed))

    @rule()
    def undo(self) -> None:
        if self.last is not None:
            try:
                self.last = uc.undo(self.store, self.last)
            except ConflictError:
                self.last = None

    # --- what must always hold -------------------------------------------------------------

    @invariant()
    def the_stored_warband_is_sound(self) -> None:
        if not self.warband:
            return
        state = self.state()
        assert state.treasury >= 0
        assert state.shards >= 0
        for group in state.groups:
            assert 1 <= group.count <= 5, group
        for warrior in state.warriors:
            if warrior.kind != "henchmen":
                assert warrior.count == 1
            values = warrior.profile(base_profile(RULESET, warrior)).as_dict()
            limit = race_limit(warrior)
            for key in CHARACTERISTICS:
                assert values[key] <= limit[key], (warrior.name, key, values[key], limit[key])
            assert warrior.experience >= warrior.experience_floor >= 0
        problems = {(p.code, str(p)) for p in uc.problems_of(self.store, state)}
        new = {p for p in problems if p not in self.known and p[0] not in INCOMPLETE}
        assert not new, new
        self.known = problems

    @invariant()
    def the_rows_and_the_list_agree_with_the_sheet(self) -> None:
        """A save writes only what changed: the rows read afresh are the sheet, and the list's
        rating and members on the warband row are the rules' own."""
        if not self.warband:
            return
        state = self.state()
        assert Store(self.store.database, RULESET).load(self.warband) == state
        summary = next(s for s in self.store.list_warbands() if s.id == self.warband)
        roster = to_roster(RULESET, state)
        assert summary.rating == warband_rating(RULESET, roster)
        assert summary.members == roster.warrior_count


WarbandMachine.TestCase.settings = settings(max_examples=30, stateful_step_count=20, deadline=None)
TestWarbandProperties = WarbandMachine.TestCase

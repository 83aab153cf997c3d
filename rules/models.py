"""Typed, frozen objects for the rulebook's tables.

Everything here is plain data: the loader builds these from `rules/data/*.toml` and the pure
functions of the other modules read them. Nothing here knows about storage or Qt.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Literal

from rules.errors import UnknownEntryError
from rules.lang import Lang as Lang
from rules.lang import Text as Text
from rules.messages import Message

LANGS: tuple[Lang, ...] = ("en", "ru")

#: Profile keys in the order of the roster sheet.
CHARACTERISTICS: tuple[str, ...] = ("M", "WS", "BS", "S", "T", "W", "I", "A", "Ld")


@dataclass(frozen=True, slots=True)
class Profile:
    """A characteristic profile: M WS BS S T W I A Ld."""

    M: int
    WS: int
    BS: int
    S: int
    T: int
    W: int
    I: int  # noqa: E741 - the rulebook's own abbreviation
    A: int
    Ld: int

    def __getitem__(self, key: str) -> int:
        if key not in CHARACTERISTICS:
            raise UnknownEntryError(
                Message.of(
                    "no_such_characteristic", key=key, characteristics=" ".join(CHARACTERISTICS)
                )
            )
        value: int = getattr(self, key)
        return value

    def __iter__(self) -> Iterator[tuple[str, int]]:
        return ((key, self[key]) for key in CHARACTERISTICS)

    def as_dict(self) -> dict[str, int]:
        return dict(iter(self))

    def with_changes(self, changes: Mapping[str, int]) -> Profile:
        """A copy with each characteristic moved by the given delta (itself when none: it
        cannot change, and most warriors' profiles are their type's)."""
        if not changes:
            return self
        values = self.as_dict()
        for key, delta in changes.items():
            values[key] = self[key] + delta
        return Profile(**values)

    @classmethod
    def from_mapping(cls, values: Mapping[str, int]) -> Profile:
        return cls(**{key: int(values[key]) for key in CHARACTERISTICS})


@dataclass(frozen=True, slots=True)
class CharacteristicInfo:
    key: str
    id: str
    name: Text
    text: Text


@dataclass(frozen=True, slots=True)
class Race:
    id: str
    name: Text
    max: Profile
    #: Counts as Human where a rule names Humans (the mount chart's "Humans only"): men of
    #: every land, the Marauders of the North too.
    human: bool = False


SpecialRuleKind = Literal["psychology", "model", "weapon", "injury", "warband"]


@dataclass(frozen=True, slots=True)
class SpecialRule:
    id: str
    name: Text
    text: Text
    kind: SpecialRuleKind
    source: str  # the data file that defines it


# --- experience and advances -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SubRollCharacteristic:
    """One band of a D6 sub-roll that picks a characteristic."""

    from_: int
    to: int
    characteristic: str


AdvanceKind = Literal["skill", "characteristic", "lads_got_talent"]


@dataclass(frozen=True, slots=True)
class AdvanceResult:
    """A row of the hero or henchman 2D6 advance table."""

    id: str
    from_: int
    to: int
    kind: AdvanceKind
    name: Text
    text: Text | None = None
    characteristic: str | None = None  # a fixed characteristic
    choice: tuple[str, ...] = ()  # the player picks one of these
    sub_roll: tuple[SubRollCharacteristic, ...] = ()  # a D6 picks one of these

    @property
    def options(self) -> tuple[str, ...]:
        """Every characteristic this row can raise."""
        if self.characteristic:
            return (self.characteristic,)
        if self.choice:
            return self.choice
        return tuple(band.characteristic for band in self.sub_roll)


@dataclass(frozen=True, slots=True)
class UnderdogBand:
    min: int
    max: int | None
    bonus: int


@dataclass(frozen=True, slots=True)
class ExperienceRules:
    hero_thresholds: tuple[int, ...]
    henchman_thresholds: tuple[int, ...]
    hero_max_experience: int
    henchman_max_experience: int
    hero_advances: tuple[AdvanceResult, ...]
    henchman_advances: tuple[AdvanceResult, ...]
    underdog: tuple[UnderdogBand, ...]
    texts: Mapping[str, Text]


# --- serious injuries ----------------------------------------------------------------------

EffectType = Literal[
    "dead",
    "retired",
    "characteristic",
    "miss_games",
    "psychology",
    "special_rule",
    "lose_equipment",
    "experience",
    "gold",
    "roll_again",
    "captured",
    "pit_fight",
    "shards",
    "item",
]


@dataclass(frozen=True, slots=True)
class Effect:
    """A structured effect the store can apply to a warrior or warband."""

    type: EffectType
    characteristic: str | None = None
    delta: int | None = None
    games: int | None = None
    dice: str | None = None
    multiplier: int = 1
    rule: str | None = None
    target: str | None = None
    what: str | None = None
    amount: int | None = None
    count: int | None = None
    item: str | None = None
    reroll: tuple[str, ...] = ()
    reroll_from: int | None = None
    reroll_to: int | None = None
    win_effects: tuple[Effect, ...] = ()
    lose_effects: tuple[Effect, ...] = ()

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "multiplier" and value == 1:
                continue
            if value is None or value == ():
                continue
            if f.name in ("win_effects", "lose_effects"):
                value = [effect.as_dict() for effect in value]
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out


@dataclass(frozen=True, slots=True)
class InjuryResult:
    id: str
    from_: int
    to: int
    name: Text
    text: Text
    effects: tuple[Effect, ...] = ()
    sub_roll: tuple[InjuryResult, ...] = ()
    target: str | None = None


# --- skills and spells ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SkillList:
    id: str
    name: Text
    text: Text | None = None
    warband: str | None = None
    hired_sword: str | None = None


@dataclass(frozen=True, slots=True)
class Skill:
    id: str
    list: str
    name: Text
    text: Text
    restriction: Text | None = None
    leader_only: bool = False
    casters_only: bool = False
    only_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    not_warbands: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()
    #: A farrier's skill: the warband's equine mounts are lost only on this D6 score or less.
    mount_lost_on: int | None = None


@dataclass(frozen=True, slots=True)
class SpellList:
    id: str
    name: Text
    text: Text | None = None
    prayer: bool = False


@dataclass(frozen=True, slots=True)
class Spell:
    id: str
    list: str
    d6: int
    difficulty: int  # 0 when auto
    auto: bool
    name: Text
    text: Text

    @property
    def key(self) -> str:
        """Globally unique id: names repeat across lists."""
        return f"{self.list}.{self.id}"


# --- equipment -----------------------------------------------------------------------------

ItemCategory = Literal["hand_to_hand", "missile", "blackpowder", "armour", "misc"]


@dataclass(frozen=True, slots=True)
class Mount:
    """What makes an item a steed that its owner rides (the optional mounted rules)."""

    rating: int = 0  # added to the warband rating for each one ridden
    save_bonus: int = 0  # a mounted warrior's armour save is this much better
    #: Races, or full type ids, that may ride it when it is not on their own list (empty: any).
    riders: tuple[str, ...] = ()
    lost_on: int = 2  # D6 after a battle whose rider went out of action: lost on this or less
    equine: bool = False  # a horse: a farrier's shoes keep it (the Swordsmith's Farrier)
    #: Skills that let a hero ride it off his list too (the Marauders' Chosen of Chaos).
    rider_skills: tuple[str, ...] = ()
    #: Mounts a warband that rides this one may not ride as well (giant spiders and wolves).
    not_with: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class MaterialWeapons:
    """How a material (gromril, ithilmar) makes and names the weapons made of it."""

    prefix: str  # the weapons' ids: "gromril" + "axe" -> "gromril_axe"
    name: Text  # "Gromril {weapon}" / "{weapon} из громрила"
    text: Text  # what the material adds, after the weapon's own text


@dataclass(frozen=True, slots=True)
class Item:
    id: str
    category: ItemCategory
    name: Text
    text: Text
    cost: int
    cost_dice: str | None = None
    cost_dice_multiplier: int = 1
    cost_multiplier: int | None = None
    rarity: int | None = None
    strength: str | int | None = None
    range: int | None = None
    armour_save: int | None = None
    save_bonus: int = 0
    rider_save_bonus: int = 0  # barding: the mount's armour helps its rider
    save_modifier: int = 0
    save_modifier_total: int | None = None
    enemy_save_bonus: int = 0
    movement_penalty_with_shield: int = 0
    initiative_bonus: int = 0
    profile: Profile | None = None  # wardogs and mounts
    mount: Mount | None = None  # a steed its owner rides
    for_mounts: tuple[str, ...] = ()  # barding: only on a warrior who rides one of these
    mount_lost_on: int | None = None  # barding: his mount is lost only on this or less
    special_rules: tuple[str, ...] = ()
    only_warbands: tuple[str, ...] = ()
    not_warbands: tuple[str, ...] = ()
    pack: str = "core"  # the pack that defines it ("shared": supplement_equipment.toml)
    # A material weapon made of a base weapon (`gromril_axe`: material "gromril_weapon", base
    # "axe"), made by the loader; None for every other item (rules.materials).
    material: str | None = None
    base: str | None = None
    made_of: MaterialWeapons | None = None  # a material: the weapons made of it
    # The packs that bring it into a campaign: its own, or for a shared item every pack that
    # names it (an equipment list, a trading entry, a hired sword's kit, only_warbands).
    packs: tuple[str, ...] = ()

    @property
    def is_weapon(self) -> bool:
        return self.category in ("hand_to_hand", "missile", "blackpowder")

    @property
    def is_missile(self) -> bool:
        return self.category in ("missile", "blackpowder")

    @property
    def is_material(self) -> bool:
        """A material with no weapon (the bare `gromril_weapon`): priced only as a weapon made
        of it, so never bought as it is; an older sheet that holds one still shows it."""
        return self.cost_multiplier is not None

    def available_to(self, warband_id: str) -> bool:
        if self.only_warbands and warband_id not in self.only_warbands:
            return False
        return warband_id not in self.not_warbands


@dataclass(frozen=True, slots=True)
class StrengthSaveModifier:
    strength_min: int
    strength_max: int | None
    modifier: int


@dataclass(frozen=True, slots=True)
class DiceBand:
    """A generic row of a dice table with a named result."""

    from_: int
    to: int
    id: str
    name: Text
    text: Text | None = None


# --- warbands ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EquipmentListEntry:
    item: str
    cost: int
    first_free: bool = False
    heroes_only: bool = False
    rarity: int | None = None  # this warband's own rarity for the item (None: the item's)
    #: An upgrade of the mount he comes with: bought, it takes that mount's place (the
    #: Outriders' warhorse for 40 gc instead of the horse in their cost).
    replaces: str | None = None
    #: A material weapon made of a weapon on this list (the data's entry for the material,
    #: expanded by the loader): this many times that weapon's price on the list.
    cost_multiplier: int | None = None
    #: On the list only while the warband is being created (the Dwarfs' gromril weapons at
    #: 3x): afterwards the trading chart's price and rarity apply, as for any warband.
    at_creation: bool = False


@dataclass(frozen=True, slots=True)
class TradingTerms:
    """How one warband trades an item unlike the chart: its own rarity (or common) and price."""

    item: str
    rarity: int | None = None  # its own rarity (None: the chart's, unless common)
    common: bool = False  # bought without a search, like a common item
    cost: int | None = None  # its own fixed price (None: the chart's)


@dataclass(frozen=True, slots=True)
class EquipmentList:
    id: str
    name: Text
    items: tuple[EquipmentListEntry, ...]

    def entry(self, item_id: str) -> EquipmentListEntry | None:
        return next((e for e in self.items if e.item == item_id), None)


Role = Literal["hero", "henchman"]


@dataclass(frozen=True, slots=True)
class WarriorType:
    id: str  # "<warband>.<type>"
    local_id: str
    warband: str
    role: Role
    name: Text
    cost: int
    min: int
    max: int | None  # None: any number
    race: str
    profile: Profile
    experience: int
    special_rules: tuple[str, ...] = ()
    equipment_list: str | None = None
    no_armour: bool = False
    skill_lists: tuple[str, ...] = ()
    spell_list: str | None = None
    starting_spells: int = 0
    gains_experience: bool = True
    large: bool = False
    mutations_min: int | None = None  # None: buys no mutation; else the fewest he must have
    mutations_max: int | None = None  # the most he may buy at hire (None: no limit)
    text: Text | None = None
    may_buy_equipment: bool = True  # False: animals and beasts never carry bought kit
    may_become_hero: bool = True  # False: "the lad's got talent" is not open to this henchman
    #: Characteristics rolled in play instead of fixed, in profile order: (("M", "2D6"),) for
    #: a Cave Squig; the sheet shows the dice until the player fixes a value.
    rolled: tuple[tuple[str, str], ...] = ()
    #: May be picked as the warband's leader: the leader type itself, or in a warband whose
    #: leader is chosen (`leader = "chosen"`), every hero type unless it says `may_lead = false`.
    may_lead: bool = False
    #: The mount that comes with him in his cost (the Imperial Outriders' horses): given at
    #: hire, never sold or stashed on its own; it may be lost after a battle like any mount.
    included_mount: str | None = None

    @property
    def move_dice(self) -> str | None:
        """The dice of a rolled move ("2D6"), or None."""
        return dict(self.rolled).get("M")

    @property
    def is_leader(self) -> bool:
        """The fixed leader type (Captain, Vampire, ...); a chosen leader's type is not."""
        return "leader" in self.special_rules

    @property
    def is_caster(self) -> bool:
        return self.spell_list is not None


@dataclass(frozen=True, slots=True)
class Mutation:
    """A mutation, blessing or sacred marking a warrior buys when he is hired, never later."""

    id: str
    name: Text
    cost: int
    text: Text
    only_types: tuple[str, ...] = ()  # full type ids that may take it (empty: every type)


@dataclass(frozen=True, slots=True)
class Warband:
    id: str
    name: Text
    max_size: int
    starting_gold: int
    rare_item_bonus: int
    special_rules: tuple[str, ...]
    equipment_lists: Mapping[str, EquipmentList]
    heroes: tuple[WarriorType, ...]
    henchmen: tuple[WarriorType, ...]
    mutations: tuple[Mutation, ...] = ()
    #: What the warband calls what it buys at hire: Mutations, Blessings of Nurgle, markings.
    mutations_name: Text | None = None
    text: Text | None = None
    pack: str = "core"
    #: Hired swords and dramatis personae this warband may hire, when its book names them
    #: (None: whoever the swords' own lists allow).
    may_hire: tuple[str, ...] | None = None
    #: True: the player picks which hero leads (Lustrian Reavers); False: one leader type leads.
    leader_chosen: bool = False
    #: Items this warband trades unlike the chart (Black Lotus Rare 7 for the Skaven).
    trading: tuple[TradingTerms, ...] = ()
    #: The custom types warbands of this list brought (rules.custom), each its own warband's:
    #: known by id (`type`) but on no list; `rules.custom.owned` lists a warband's own.
    custom_types: tuple[WarriorType, ...] = ()

    @property
    def types(self) -> tuple[WarriorType, ...]:
        return self.heroes + self.henchmen

    @property
    def max_heroes(self) -> int:
        """The sum of the hero types' maxima; with a hero type of no maximum (a custom one,
        rules.custom) at least the rulebook's leader and five others."""
        listed = sum(t.max or 0 for t in self.heroes)
        return max(listed, 6) if any(t.max is None for t in self.heroes) else listed

    def type(self, type_id: str) -> WarriorType:
        """Look a type up by full id (`reikland.champion`) or local id (`champion`)."""
        for warrior_type in self.types + self.custom_types:
            if type_id in (warrior_type.id, warrior_type.local_id):
                return warrior_type
        known = ", ".join(t.local_id for t in self.types)
        raise UnknownEntryError(
            Message.of("no_such_warrior_type", warband=self.id, type_id=type_id, known=known)
        )


@dataclass(frozen=True, slots=True)
class HiredSword:
    id: str
    name: Text
    hire_fee: int
    upkeep: int
    rating: int
    race: str
    profile: Profile
    equipment: tuple[str, ...]
    equipment_text: Text
    special_rules: tuple[str, ...]
    skill_lists: tuple[str, ...]
    may_be_hired_by: tuple[str, ...]
    core: bool = True
    source: str | None = None
    spell_list: str | None = None
    starting_spells: int = 0
    upkeep_text: Text | None = None
    extra_skills: tuple[str, ...] = ()  # single skills open besides whole lists
    skill_note: Text | None = None
    text: Text | None = None
    pack: str = "core"
    may_not_be_hired_by: tuple[str, ...] = ()
    dramatis_persona: bool = False  # unique: one in a campaign, special hiring rules
    hire_text: Text | None = None  # who may hire him and how, as the book says it
    large: bool = False
    gains_experience: bool = True  # False: a construct, a daemon or a one-battle hireling
    # Characteristics rolled in play ("D6"), shown as their dice; the profile holds 0 for them.
    profile_dice: tuple[tuple[str, str], ...] = ()
    unique: bool = True  # a persona is one in the campaign, unless he may be everywhere at once
    # "D3": the number of starting spells is rolled at hire; starting_spells is then the most.
    starting_spells_dice: str | None = None
    # Lists he may learn new spells from besides his own (the Dark Mage: Lesser Magic).
    also_spell_lists: tuple[str, ...] = ()


# --- scenarios and campaign ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ScenarioRoll:
    from_: int
    to: int
    scenario: str | None  # None: the lower-rated player chooses
    choose: bool


ScenarioPlayers = Literal["two", "multiplayer"]
#: What a scenario's effect is counted by: once for the battle, per counter held at the end, per
#: Hero of the warband inside the objective at the end, per own / enemy Hero out of action.
SCENARIO_PER = (
    "battle",
    "counter",
    "hero_in_objective",
    "own_hero_out_of_action",
    "enemy_hero_out_of_action",
)
#: Who gets a scenario's effect: each warband, the winner, or the warband holding the counter.
SCENARIO_WHO = ("each", "winner", "holder")
SCENARIO_EFFECT_TYPES = ("shards", "gold", "item", "exploration_dice")


@dataclass(frozen=True, slots=True)
class ExperienceAward:
    id: str
    name: Text
    xp: int
    per: str  # battle | enemy | counter | building | event
    applies_to: str  # heroes_and_henchmen | heroes | leader | ...
    counter: str | None = None  # per = "counter": the counter kind (`Ruleset.scenario_counters`)


@dataclass(frozen=True, slots=True)
class ScenarioSource:
    """A book or magazine scenarios come from; `order` sorts lists (the rulebook first)."""

    id: str
    name: Text
    order: int


@dataclass(frozen=True, slots=True)
class ScenarioCounter:
    """A kind of counter the battle board keeps in some scenarios (wyrdstone, the chest...)."""

    id: str
    name: Text


@dataclass(frozen=True, slots=True)
class CounterUse:
    """A counter kind a scenario uses: held by a model (dropped where he falls out of action) or
    by the warband; `placed`: how many are put on the table at the start (a number or dice such
    as "D3+1"); `start`: how many each warband holds at the start."""

    kind: str
    held_by: Literal["model", "warband"]
    placed: str | None = None
    start: str | None = None


@dataclass(frozen=True, slots=True)
class ScenarioEffect:
    """What a scenario adds to the post-battle sequence: `amount` (or `dice` x `multiplier`)
    shards, gold crowns or exploration dice, or the `item`, for each `per` (`SCENARIO_PER`),
    to `who` (`SCENARIO_WHO`); `need`: only on a D6 roll of this or more; `max`: at most this
    many in all; `up_to_enemy_start`: no more than the enemy held at the start."""

    type: str
    per: str = "battle"
    who: str = "each"
    amount: int | None = None
    dice: str | None = None
    multiplier: int = 1
    need: int | None = None
    counter: str | None = None
    item: str | None = None
    max: int | None = None
    up_to_enemy_start: bool = False


@dataclass(frozen=True, slots=True)
class Scenario:
    """A scenario as data: its words in our own sentences (set-up, deployment, special rules,
    how it ends), the counters the battle board keeps, the experience awards and what it adds
    to the post-battle sequence. `number` is its number in its source."""

    id: str
    number: int
    name: Text
    setup: Text
    deployment: Text
    ending: Text
    attacker_defender: bool
    draw_possible: bool
    experience: tuple[ExperienceAward, ...]
    wyrdstone: Text | None = None  # what it gives after the battle, in words
    source: str = "rulebook"
    players: ScenarioPlayers = "two"
    special_rules: Text | None = None
    counters: tuple[CounterUse, ...] = ()
    effects: tuple[ScenarioEffect, ...] = ()
    max_turns: int | None = None
    rout_tests: bool = True
    pack: str = "core"  # the pack it comes with: a campaign offers it while the pack is on

    @property
    def text(self) -> Text:
        """Set-up, deployment, special rules and ending in one paragraph (tooltips, lists)."""
        parts = [self.setup, self.deployment, self.special_rules, self.ending]
        shown = [p for p in parts if p is not None]
        return Text(" ".join(p.en for p in shown), " ".join(p.ru for p in shown))


@dataclass(frozen=True, slots=True)
class ShardBand:
    min: int
    max: int | None
    shards: int


@dataclass(frozen=True, slots=True)
class ExplorationMultiple:
    id: str
    face: int
    count: int
    name: Text
    text: Text
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Exploration:
    max_dice: int
    shards: tuple[ShardBand, ...]
    multiples: tuple[ExplorationMultiple, ...]
    multiples_rule: Text | None = None


@dataclass(frozen=True, slots=True)
class WyrdstonePrices:
    bands: tuple[tuple[int, int | None], ...]  # warband size bands (min, max)
    rows: Mapping[int, tuple[int, ...]]  # shards sold -> price per band; the top row is "N+"


@dataclass(frozen=True, slots=True)
class PostBattleStep:
    id: str
    order: int
    name: Text
    text: Text


@dataclass(frozen=True, slots=True)
class CampaignRules:
    rating_per_warrior: int
    rating_per_large_creature: int
    rating_per_experience: int
    min_models: int
    henchman_group_min: int
    henchman_group_max: int
    max_close_combat_weapons: int
    max_missile_weapons: int
    streetwise_bonus: int
    sell_fraction: float
    veteran_cost_per_xp: int
    exploration: Exploration
    wyrdstone_prices: WyrdstonePrices
    post_battle_steps: tuple[PostBattleStep, ...]
    texts: Mapping[str, Text]


@dataclass(frozen=True, slots=True)
class PackItem:
    id: str
    category: str
    name: Text
    points: int
    text: Text
    group: str | None = None  # e.g. elixirs within enchanted items


PackGrade = Literal["core", "1a", "1b", "1c", "2"]
PackKind = Literal["core", "warband", "hired_swords", "dramatis_personae", "items", "scenarios"]
CORE_PACK = "core"
SHARED_PACK = "shared"  # supplement_equipment.toml: items several supplement packs use


@dataclass(frozen=True, slots=True)
class Pack:
    """A published book's worth of rules (a supplement warband, hired swords ...) a campaign
    switches on or off. The core rulebook is the pack "core" and is always on."""

    id: str
    name: Text
    source: Text
    grade: PackGrade
    kind: PackKind
    enabled_by_default: bool
    requires: tuple[str, ...] = ()
    text: Text | None = None
    warbands: tuple[str, ...] = ()
    hired_swords: tuple[str, ...] = ()  # and dramatis personae
    items: tuple[str, ...] = ()
    scenarios: tuple[str, ...] = ()

    @property
    def always_on(self) -> bool:
        return self.id == CORE_PACK


@dataclass(frozen=True, slots=True)
class RulesPack:
    """An optional house-rule pack a warband may take (never mixed into the core lists)."""

    id: str
    name: Text
    text: Text
    items: tuple[PackItem, ...]


@dataclass(frozen=True)
class Ruleset:
    """The whole rulebook, loaded and cross-checked."""

    characteristics: tuple[CharacteristicInfo, ...]
    races: Mapping[str, Race]
    special_rules: Mapping[str, SpecialRule]
    experience: ExperienceRules
    hero_injuries: tuple[InjuryResult, ...]
    henchman_injuries: tuple[InjuryResult, ...]
    skill_lists: Mapping[str, SkillList]
    skills: Mapping[str, Skill]
    spell_lists: Mapping[str, SpellList]
    spells: tuple[Spell, ...]
    spell_texts: Mapping[str, Text]
    items: Mapping[str, Item]
    strength_save_modifiers: tuple[StrengthSaveModifier, ...]
    injury_roll: tuple[DiceBand, ...]
    warbands: Mapping[str, Warband]
    hired_swords: Mapping[str, HiredSword]
    scenario_table: tuple[ScenarioRoll, ...]
    scenarios: Mapping[str, Scenario]
    campaign: CampaignRules
    scenario_sources: Mapping[str, ScenarioSource] = field(default_factory=dict)
    scenario_counters: Mapping[str, ScenarioCounter] = field(default_factory=dict)
    house_rules: Mapping[str, RulesPack] = field(default_factory=dict)
    packs: Mapping[str, Pack] = field(default_factory=dict)

    def warband(self, warband_id: str) -> Warband:
        try:
            return self.warbands[warband_id]
        except KeyError:
            known = ", ".join(sorted(self.warbands))
            refusal = Message.of("no_such_warband_type", warband_id=warband_id, known=known)
            raise UnknownEntryError(refusal) from None

    def pack(self, pack_id: str) -> Pack:
        try:
            return self.packs[pack_id]
        except KeyError:
            known = ", ".join(sorted(self.packs))
            raise UnknownEntryError(
                Message.of("unknown_pack_id", pack_id=pack_id, known=known)
            ) from None

    def with_scenarios_of(self, packs: Collection[str]) -> Ruleset:
        """This ruleset offering only the scenarios of these packs (the rulebook's always):
        a supplement's scenarios are played while its pack is on."""
        kept = {k: s for k, s in self.scenarios.items() if s.pack == CORE_PACK or s.pack in packs}
        if len(kept) == len(self.scenarios):
            return self
        return replace(self, scenarios=kept)

    def ordered_scenarios(self, source: str | None = None) -> tuple[Scenario, ...]:
        """The scenarios (of one source, or all) in book order: the rulebook's first."""
        order = {s.id: s.order for s in self.scenario_sources.values()}
        chosen = (s for s in self.scenarios.values() if source is None or s.source == source)
        return tuple(sorted(chosen, key=lambda s: (order.get(s.source, len(order)), s.number)))

    def default_packs(self) -> frozenset[str]:
        """The packs a new campaign starts with."""
        return frozenset(p.id for p in self.packs.values() if p.always_on or p.enabled_by_default)

    def may_hire(self, warband_id: str, sword_id: str) -> bool:
        """May this warband hire this hired sword or dramatis persona?

        The warband's own list (`may_hire`) decides when it has one; otherwise the sword's
        `may_be_hired_by` (no list: anyone). `may_not_be_hired_by` always refuses.
        """
        warband, sword = self.warband(warband_id), self.hired_swords[sword_id]
        if warband_id in sword.may_not_be_hired_by:
            return False
        if sword_id.startswith(f"{warband_id}."):  # a custom one of its own (rules.custom)
            return True
        if warband.may_hire is not None:
            return sword_id in warband.may_hire
        return not sword.may_be_hired_by or warband_id in sword.may_be_hired_by

    def warrior_type(self, type_id: str) -> WarriorType:
        """Look up `warband.type`, e.g. `reikland.marksmen`."""
        warband_id, _, local = type_id.partition(".")
        if not local:
            raise UnknownEntryError(Message.of("bad_warrior_type_id", type_id=type_id))
        return self.warband(warband_id).type(local)

    def gains_experience(self, type_id: str, *, hired_sword: bool = False) -> bool:
        """Whether a warrior of this type (or this hired sword) earns experience: animals,
        beasts, constructs and daemons never do, and their sheet has no experience boxes."""
        if hired_sword:
            return self.hired_swords[type_id].gains_experience
        return self.warrior_type(type_id).gains_experience

    def item(self, item_id: str) -> Item:
        try:
            return self.items[item_id]
        except KeyError:
            raise UnknownEntryError(Message.of("no_such_item", item_id=item_id)) from None

    def rolled_characteristics(self, kind: str, type_id: str) -> dict[str, str]:
        """The characteristics of a warrior that are rolled in play, as their dice: shown
        instead of the number (a Cave Squig's 2D6 move, Belandysh's D6 Strength)."""
        if kind == "hired_sword":
            return dict(self.hired_swords[type_id].profile_dice)
        return dict(self.warrior_type(type_id).rolled)

    def spell(self, key: str) -> Spell:
        """A spell by its `<list>.<spell>` key."""
        found = next((spell for spell in self.spells if spell.key == key), None)
        if found is None:
            raise UnknownEntryError(Message.of("no_such_spell", key=key))
        return found

    def injury(self, injury_id: str) -> tuple[InjuryResult, InjuryResult | None]:
        """A hero injury by id, or a sub-result id (`arm_wound_amputated`) with its parent."""
        for result in self.hero_injuries:
            if result.id == injury_id:
                return result, None
            for sub in result.sub_roll:
                if sub.id == injury_id:
                    return result, sub
        known = ", ".join(r.id for r in self.hero_injuries)
        raise UnknownEntryError(Message.of("unknown_injury_id", injury_id=injury_id, known=known))

    def injury_name(self, injury_id: str, lang: Lang, *, with_parent: bool = True) -> str:
        """'Arm wound: amputated' (or just the sub-result's name); an unknown id as it is."""
        try:
            result, sub = self.injury(injury_id)
        except KeyError:
            return injury_id
        if sub is None:
            return result.name.get(lang)
        return (
            f"{result.name.get(lang)}: {sub.name.get(lang)}" if with_parent else sub.name.get(lang)
        )

    def spells_of(self, list_id: str) -> tuple[Spell, ...]:
        return tuple(spell for spell in self.spells if spell.list == list_id)

    def skills_of(self, list_id: str) -> tuple[Skill, ...]:
        return tuple(skill for skill in self.skills.values() if skill.list == list_id)

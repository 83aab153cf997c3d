"""The post-battle sequence for the open warband, step by step in the rulebook's order.

Every die is rolled on the page that needs it, by the program or typed from the table, and the
rules' own functions say what it means (`rules.injuries`, `rules.exploration`, ...). Nothing is
written before Finish: the wizard then replays every die kept, in the order the rules ask for
them, through `rules.post_battle.resolve_post_battle`, so the wizard and the command line
apply the very same logic, and commits the result with ONE `apply_post_battle_result` through
the session, the trades planned on the trading page (`self.trades`, each a use case's step)
made after it in order: one transaction, one undo step, one entry in the battle log.

Dice order of the replay (the rules' order): each hero's serious injury in report order, each
henchman group's D6 per model in roster order, each hired sword's D6, the exploration dice,
then the dice of the multiple's effects.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox, QWidget, QWizard

from app.domain import WarbandState, Warrior, to_roster
from app.usecases.advancing import advances_owed
from app.usecases.core import Change
from app.usecases.details import BattleRecorded
from app.usecases.post_battle import apply_post_battle_result
from rules import DiceError, IllegalMoveError
from rules.dice import TableDice
from rules.injuries import InjuryOutcome
from rules.models import Effect, Lang, Ruleset
from rules.post_battle import PostBattleResult, resolve_post_battle
from ui.dialogs import NO_BY_DEFAULT
from ui.language import RulesLanguage
from ui.post_battle.advances import AdvanceQueue
from ui.post_battle.common import BATTLE
from ui.post_battle.dice import Slot
from ui.post_battle.pages.base import _Page
from ui.post_battle.pages.battle import BattlePage, CasualtiesPage
from ui.post_battle.pages.experience import ExperiencePage, ExplorationPage
from ui.post_battle.pages.income import IncomePage, SummaryPage
from ui.post_battle.pages.injuries import InjuriesPage
from ui.post_battle.pages.trading import TradingPage
from ui.post_battle.replay import Replay
from ui.post_battle.trades import PlannedTrade
from ui.session import Session


class PostBattleWizard(RulesLanguage, Replay, QWizard):
    """Walk the post-battle sequence for the open warband and commit it as one undo step."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        state = session.current
        if state is None or state.id is None:
            raise ValueError("open a warband before its post-battle sequence")
        self.setObjectName("postBattleWizard")
        self.session = session
        self.ruleset: Ruleset = session.ruleset
        self.state: WarbandState = state.copy()  # the sheet as it was after the battle
        self.warband_id: int = state.id
        self.roster = to_roster(self.ruleset, self.state)
        self._lang: Lang = "en"
        self.change: Change[BattleRecorded] | None = None
        self.advance_queue: AdvanceQueue | None = None
        # What the player entered on the pages that are rebuilt (Back and Next keep it).
        self.out_heroes: set[str] = set()
        self.out_groups: dict[str, int] = {}
        self.out_swords: set[str] = set()
        self.enemies: dict[str, int] = {}
        self.award_counts: dict[tuple[str, str], int] = {}
        self.pit_fights: dict[str, bool | None] = {}
        self.extra_dice = 0
        self.kept: tuple[int, ...] | None = None  # exploration dice kept (indices)
        self.shards_to_sell = 0
        self.let_go: set[str] = set()
        self.trades: list[PlannedTrade] = []  # trading and hiring, made at Finish in order
        self.slots: dict[str, Slot] = {}
        self._notes: list[str] = []

        self.setWindowTitle(self.tr("Post-battle sequence: {0}").format(state.name))
        self.battle_page = BattlePage(self)
        self.casualties_page = CasualtiesPage(self)
        self.injuries_page = InjuriesPage(self)
        self.experience_page = ExperiencePage(self)
        self.exploration_page = ExplorationPage(self)
        self.income_page = IncomePage(self)
        self.trading_page = TradingPage(self)
        self.summary_page = SummaryPage(self)
        for page_id, page in enumerate(self.pages()):
            self.setPage(page_id, page)
        self.setStartId(BATTLE)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        session.failed.connect(self.summary_page.show_error)
        self._listening = True
        self.finished.connect(self._stop_listening)
        self.resize(980, 700)

    def pages(self) -> list[_Page]:
        return [
            self.battle_page,
            self.casualties_page,
            self.injuries_page,
            self.experience_page,
            self.exploration_page,
            self.income_page,
            self.trading_page,
            self.summary_page,
        ]

    # --- language ---------------------------------------------------------------------------

    def show_language(self) -> None:
        """The rules' names (scenarios, injuries, multiples, items) in the new language."""
        self.battle_page.relabel()
        page = self.currentPage()
        if isinstance(page, _Page) and page is not self.battle_page:
            page.refresh()

    # --- names and words --------------------------------------------------------------------

    def type_name(self, warrior: Warrior) -> str:
        if warrior.kind == "hired_sword":
            return self.ruleset.hired_swords[warrior.type_id].name.get(self._lang)
        return self.ruleset.warrior_type(warrior.type_id).name.get(self._lang)

    def name_of(self, warrior_id: str) -> str:
        try:
            return self.state.warrior(warrior_id).name
        except KeyError:
            return warrior_id

    def reason_name(self, reason: str) -> str:
        if reason == "underdog":
            return self.tr("underdog")
        scenario = self.battle_page.scenario()
        award = next((a for a in scenario.experience if a.id == reason), None)
        if award is not None:
            return award.name.get(self._lang).lower()
        # Experience from the injury table: the result's name (Survives against the odds).
        return self.ruleset.injury_name(reason, self._lang).lower()

    def effect_text(self, effect: Effect) -> str:
        """One lasting effect in words."""
        kind = effect.type
        if kind == "dead":
            return self.tr("dead: he is removed with all his equipment")
        if kind == "retired":
            return self.tr("blind in both eyes: he retires")
        if kind == "characteristic":
            return f"{effect.delta or 0:+d} {effect.characteristic}"
        if kind == "miss_games":
            return self.tr("misses {0} game(s)").format(effect.games)
        if kind in ("psychology", "special_rule") and effect.rule:
            rule = self.ruleset.special_rules.get(effect.rule)
            name = rule.name.get(self._lang) if rule is not None else effect.rule
            if effect.target:
                return self.tr("gains {0} ({1})").format(name, effect.target.replace("_", " "))
            return self.tr("gains {0}").format(name)
        if kind == "lose_equipment":
            if effect.what == "all":
                return self.tr("loses all his weapons, armour and equipment")
            return self.tr("loses his weapons and armour")
        if kind == "experience":
            return self.tr("+{0} experience").format(effect.amount)
        if kind == "gold":
            if effect.amount is None:
                return self.tr("gold: {0}").format(effect.dice)
            return self.tr("+{0} gc").format(effect.amount)
        if kind == "shards":
            return self.tr("+{0} wyrdstone shard(s)").format(effect.amount)
        if kind == "captured":
            return self.tr("captured by the enemy")
        if kind == "item" and effect.item:
            item = self.ruleset.items.get(effect.item)
            name = item.name.get(self._lang) if item is not None else effect.item
            if effect.dice:
                return self.tr("found: {0} x {1}").format(effect.dice, name)
            return self.tr("found: {0}").format(name)
        return kind

    def injury_text(self, outcome: InjuryOutcome, depth: int = 0) -> str:
        """A hero's injury with its sub-roll, re-rolls, nested results and effects."""
        lang = self._lang
        pad = "    " * depth
        head = f"{outcome.roll}: {outcome.result.name.get(lang)}"
        if outcome.sub_result is not None:
            head += f" ({outcome.sub_roll}: {outcome.sub_result.name.get(lang)})"
        lines = [pad + head]
        if outcome.rerolled:
            lines.append(
                pad
                + self.tr("    re-rolled first: {0}").format(
                    ", ".join(str(v) for v in outcome.rerolled)
                )
            )
        if outcome.pit_fight_won is not None:
            fight = (
                self.tr("won his fight in the pits")
                if outcome.pit_fight_won
                else self.tr("lost his fight in the pits")
            )
            lines.append(f"{pad}    {fight}")
        if outcome.effects:
            lines.append(pad + "    -> " + "; ".join(self.effect_text(e) for e in outcome.effects))
        if any(e.type == "captured" for e in outcome.effects):
            lines.append(pad + "    " + outcome.result.text.get(lang))
        for child in outcome.nested:
            lines.append(self.injury_text(child, depth + 1))
        if depth == 0:
            if outcome.dead:
                lines.append(self.tr("He is dead."))
            elif not outcome.all_effects():
                lines.append(self.tr("No lasting effect."))
        return "\n".join(lines)

    def injury_line(self, outcome: InjuryOutcome) -> str:
        """The same in one line, for the summary."""
        lang = self._lang
        text = f"{outcome.roll}: {outcome.result.name.get(lang)}"
        if outcome.sub_result is not None:
            text += f" ({outcome.sub_roll}: {outcome.sub_result.name.get(lang)})"
        if outcome.pit_fight_won is not None:
            text += ", " + (
                self.tr("won his fight in the pits")
                if outcome.pit_fight_won
                else self.tr("lost his fight in the pits")
            )
        if outcome.effects:
            text += " [" + "; ".join(self.effect_text(e) for e in outcome.effects) + "]"
        if outcome.nested:
            text += " -> " + "; ".join(self.injury_line(child) for child in outcome.nested)
        return text

    def losses_text(self, outcomes: tuple[InjuryOutcome, ...]) -> str:
        rolls = ", ".join(str(o.roll) for o in outcomes)
        lost = sum(1 for o in outcomes if o.dead)
        if len(outcomes) == 1:
            verdict = self.tr("gone") if lost else self.tr("recovers")
            return self.tr("D6 {0}: {1}").format(rolls, verdict)
        return self.tr("D6 {0}: {1} lost").format(rolls, lost)

    def multiple_text(self, effects: tuple[Effect, ...]) -> str:
        return "; ".join(self.effect_text(e) for e in effects) or self.tr("nothing to add")

    # --- dice slots -------------------------------------------------------------------------

    def slot(self, slot_id: str, key: tuple[object, ...], label: str) -> Slot:
        """The slot for these dice; a slot whose inputs changed starts again, and says so."""
        slot = self.slots.get(slot_id)
        if slot is not None and slot.key != key:
            if slot.text:
                self._notes.append(
                    self.tr(
                        "The dice of {0} were cleared: what they depend on changed. Roll again."
                    ).format(slot.label)
                )
            slot = None
        if slot is None:
            slot = self.slots[slot_id] = Slot(key, label)
        slot.label = label
        return slot

    def drop_slots(self, prefixes: tuple[str, ...], keep: set[str]) -> None:
        for slot_id in [s for s in self.slots if s.startswith(prefixes) and s not in keep]:
            slot = self.slots.pop(slot_id)
            if slot.text:
                self._notes.append(
                    self.tr("The dice of {0} were dropped: no longer needed.").format(slot.label)
                )

    def add_note(self, note: str) -> None:
        self._notes.append(note)

    def take_notes(self) -> list[str]:
        notes, self._notes = self._notes, []
        return notes

    # --- the whole sequence (the report and the dice replayed: `Replay`) -------------------

    def full_result(self, **changes: Any) -> PostBattleResult:
        """The whole sequence replayed through the rules with every die kept on the pages."""
        fed, patched = self._fed_exploration()
        multiple = self.multiple_values()
        injuries = self.injury_values()
        dice = TableDice(injuries + fed + multiple)
        result = resolve_post_battle(self.ruleset, self.roster, self.report(**changes), dice)
        if dice.remaining:
            raise IllegalMoveError(
                self.tr("The dice do not match the steps: go back and roll again.")
            )
        if patched:
            result = self._real_exploration_dice(result, len(injuries))
        return result

    def summary_lines(self, result: PostBattleResult) -> list[str]:
        """Everything that will change, in the interface's language."""
        lines: list[str] = []
        report = result.report
        took = set(report.took_part or ())
        for warrior in self.state.warriors:
            if warrior.id not in took and warrior.games_to_miss:
                lines.append(
                    self.tr("{0} sat this game out: {1} game(s) left to miss.").format(
                        warrior.name, warrior.games_to_miss - 1
                    )
                )
        for injury in result.injuries:
            lines.append(f"{self.name_of(injury.warrior)}: {self.injury_line(injury.outcome)}")
        for loss in result.losses:
            warrior = self.state.warrior(loss.warrior)
            rolls = ", ".join(str(v) for v in loss.rolls)
            if warrior.kind == "hired_sword":
                verdict = self.tr("gone") if loss.lost else self.tr("recovers")
                lines.append(self.tr("{0}: D6 {1}, {2}").format(warrior.name, rolls, verdict))
            else:
                lines.append(
                    self.tr("{0}: D6 {1}, {2} model(s) lost").format(warrior.name, rolls, loss.lost)
                )
        for gain in result.experience:
            line = self.tr("{0}: +{1} experience ({2} -> {3})").format(
                self.name_of(gain.warrior), gain.amount, gain.old, gain.new
            )
            if gain.crossed:
                line += self.tr(", advance roll owed (box {0})").format(
                    ", ".join(str(b) for b in gain.crossed)
                )
            lines.append(line)
        exploration = result.exploration
        if exploration.dice_rolled:
            line = self.tr("Exploration: {0}, kept {1}: {2} shard(s)").format(
                " ".join(str(v) for v in exploration.dice_rolled),
                " ".join(str(v) for v in exploration.result.dice),
                result.shards_found,
            )
            if exploration.result.multiple is not None:
                line += ", " + exploration.result.multiple.name.get(self._lang)
                if exploration.effects:
                    line += " (" + self.multiple_text(exploration.effects) + ")"
            lines.append(line)
        if result.gold_found:
            lines.append(self.tr("Gold found: {0} gc").format(result.gold_found))
        if result.shards_sold:
            lines.append(
                self.tr("Sold {0} shard(s) for {1} gc").format(result.shards_sold, result.sale_gold)
            )
        for sword_id, fee, paid in result.upkeep:
            name = self.name_of(sword_id)
            if paid:
                lines.append(self.tr("{0}: upkeep {1} gc paid").format(name, fee))
            else:
                lines.append(self.tr("{0}: upkeep {1} gc not paid: he leaves").format(name, fee))
        return lines

    # --- committing -------------------------------------------------------------------------

    def commit(self) -> bool:
        """Apply the whole sequence and the trades planned: one use case, one transaction, one
        undo step."""
        if self.change is not None:
            return True
        try:
            result = self.full_result()
            preview = self.plan_preview(self.state_after(result))
        except (DiceError, IllegalMoveError) as exc:
            self.summary_page.show_error(str(exc))
            return False
        if not preview.ok:
            self.summary_page.show_error(preview.error)
            return False
        steps = [trade.step for trade in self.trades]
        change = self.session.run(apply_post_battle_result, self.warband_id, result, steps)
        if change is None:
            return False  # refused: the session said why (shown on the summary page)
        self.change = change
        return True

    def accept(self) -> None:
        if self.commit():
            super().accept()

    def take_advances(self) -> None:
        """Finish, then the advance dialog for each warrior who owes a roll."""
        if not self.commit():
            return
        state = self.session.current
        owed = [w.id for w in (state.warriors if state else []) if advances_owed(self.ruleset, w)]
        self.advance_queue = AdvanceQueue(self.session, owed, self._lang, self.parentWidget())
        self.accept()
        self.advance_queue.open_next()

    def reject(self) -> None:
        """Cancel writes nothing; with dice rolled, ask before throwing them away."""
        if self.change is None and (self.trades or any(s.text for s in self.slots.values())):
            answer = QMessageBox.question(
                self,
                self.tr("Post-battle sequence"),
                self.tr(
                    "Discard this post-battle sequence and the dice rolled? Nothing was written."
                ),
                *NO_BY_DEFAULT,  # Enter, pressed out of habit, keeps the work
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        super().reject()

    def _stop_listening(self) -> None:
        if self._listening:
            self.session.failed.disconnect(self.summary_page.show_error)
            self._listening = False

"""The post-battle draft in the interface's language: names, injuries, effects, notes, trades.

One `DraftWords` is shared by the wizard's pages; `lang` picks the rules' names, Qt's
translators the rest. It decides nothing: every value comes from the draft
(`app.postbattle.draft.PostBattleDraft`) and the rules' results.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.domain import Warrior
from app.postbattle.draft import DiceMismatch, DraftNote, PostBattleDraft, ScenarioQuestion
from app.postbattle.trading import PlannedTrade
from rules.injuries import InjuryOutcome
from rules.models import Effect, Lang
from rules.mounts import MountOutcome
from rules.post_battle import PostBattleResult
from rules.scenario_finds import ScenarioFinds
from ui.plumbing.words import fill, gc, say_error


def gold(amount: int | None) -> str:
    """A trade's gold: what it costs (-) or brings (+); nothing for a move."""
    return gc(f"{amount:+d}") if amount else ""


class DraftWords:
    """Words for what a post-battle draft holds. Not a QObject (nothing to own or delete):
    `tr` translates in this class's own context, as Qt's would."""

    def __init__(self, draft: PostBattleDraft, lang: Lang = "en") -> None:
        self.draft = draft
        self.lang: Lang = lang

    def tr(self, text: str) -> str:
        return QCoreApplication.translate("DraftWords", text)

    # --- names ----------------------------------------------------------------------------

    def type_name(self, warrior: Warrior) -> str:
        ruleset = self.draft.ruleset
        if warrior.kind == "hired_sword":
            return ruleset.hired_swords[warrior.type_id].name.get(self.lang)
        return ruleset.warrior_type(warrior.type_id).name.get(self.lang)

    def name_of(self, warrior_id: str) -> str:
        try:
            return self.draft.state.warrior(warrior_id).name
        except KeyError:
            return warrior_id

    def item_name(self, item_id: str) -> str:
        item = self.draft.ruleset.items.get(item_id)
        return item.name.get(self.lang) if item is not None else item_id

    def reason_name(self, reason: str) -> str:
        if reason == "underdog":
            return self.tr("underdog")
        award = next((a for a in self.draft.scenario().experience if a.id == reason), None)
        if award is not None:
            return award.name.get(self.lang).lower()
        # Experience from the injury table: the result's name (Survives against the odds).
        return self.draft.ruleset.injury_name(reason, self.lang).lower()

    def problem(self, exc: Exception) -> str:
        """Why the draft cannot be worked out, in words."""
        if isinstance(exc, DiceMismatch):
            return self.tr("The dice do not match the steps: go back and roll again.")
        return say_error(exc, self.lang, self.draft.ruleset)

    def refusal(self, text: str, failure: BaseException | None) -> str:
        """A refusal the draft kept (a trade, dice): in the window's language when it has its
        code, else its text."""
        return say_error(failure, self.lang, self.draft.ruleset) if failure else text

    def note(self, note: DraftNote) -> str:
        """What the draft undid by itself."""
        if note.kind == "cleared":
            return self.tr(
                "The dice of {0} were cleared: what they depend on changed. Roll again."
            ).format(note.label)
        if note.kind == "dropped":
            return self.tr("The dice of {0} were dropped: no longer needed.").format(note.label)
        if note.kind == "no_longer_search":
            return self.tr("{0} may no longer search: his find was taken off the plan.").format(
                note.label
            )
        described = self.describe(note.trade) if note.trade is not None else ""
        return self.tr("{0} is no longer in the warband: taken off the plan: {1}").format(
            note.label, described
        )

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
            return fill(self.tr("misses {0:plural:game|games}"), effect.games)
        if kind in ("psychology", "special_rule") and effect.rule:
            rule = self.draft.ruleset.special_rules.get(effect.rule)
            name = rule.name.get(self.lang) if rule is not None else effect.rule
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
            return fill(self.tr("+{0:plural:wyrdstone shard|wyrdstone shards}"), effect.amount)
        if kind == "captured":
            return self.tr("captured by the enemy")
        if kind == "item" and effect.item:
            item = self.draft.ruleset.items.get(effect.item)
            name = item.name.get(self.lang) if item is not None else effect.item
            if effect.dice:
                return self.tr("found: {0} x {1}").format(effect.dice, name)
            return self.tr("found: {0}").format(name)
        return kind

    def injury_text(self, outcome: InjuryOutcome, depth: int = 0) -> str:
        """A hero's injury with its sub-roll, re-rolls, nested results and effects."""
        lang = self.lang
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
        lang = self.lang
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

    def mount_text(self, outcome: MountOutcome | None) -> str:
        if outcome is None:
            return ""
        verdict = self.tr("lost") if outcome.lost else self.tr("fine")
        return self.tr("D6 {0}: {1}").format(outcome.roll, verdict)

    def mount_lines(self, result: PostBattleResult) -> list[str]:
        """The mounts' D6 after the injuries, for the summary."""
        return [
            self.tr("{0}: {1}, D6 {2}, {3}").format(
                self.name_of(mount.warrior),
                self.item_name(mount.outcome.mount),
                mount.outcome.roll,
                self.tr("lost") if mount.outcome.lost else self.tr("fine"),
            )
            for mount in result.mounts
        ]

    def finds_text(self, finds: ScenarioFinds) -> str:
        """What the scenario gave: shards, gold and items, or nothing."""
        parts = []
        if finds.shards:
            parts.append(fill(self.tr("{0:plural:wyrdstone shard|wyrdstone shards}"), finds.shards))
        if finds.gold:
            parts.append(gc(finds.gold))
        parts += [self.item_name(item) for item in finds.items]
        return self.tr("Found: {0}").format(", ".join(parts)) if parts else self.tr("Nothing found")

    def scenario_question(self, question: ScenarioQuestion) -> str:
        """The label of a number the scenario asks on step 2."""
        if question.counter is not None:
            counter = self.draft.ruleset.scenario_counters[question.counter].name.get(self.lang)
            if question.at_start:
                return self.tr("{0}: brought to the battle").format(counter)
            return self.tr("{0}: held at the end").format(counter)
        if question.key == "heroes_in_objective":
            return self.tr("Heroes inside the objective at the end")
        if question.key == "enemy_heroes_out_of_action":
            return self.tr("Enemy Heroes taken out of action")
        return self.tr("What the enemy brought to the battle")

    def multiple_text(self, effects: tuple[Effect, ...]) -> str:
        return "; ".join(self.effect_text(e) for e in effects) or self.tr("nothing to add")

    # --- the summary and the plan ----------------------------------------------------------

    def casualty_lines(self, result: PostBattleResult) -> list[str]:
        """Who sat the game out, the heroes' injuries and the groups' and swords' losses."""
        lines: list[str] = []
        report = result.report
        took = set(report.took_part or ())
        for warrior in self.draft.state.warriors:
            if warrior.id not in took and warrior.games_to_miss:
                lines.append(
                    fill(
                        self.tr("{0} sat this game out: {1:plural:game|games} left to miss."),
                        warrior.name,
                        warrior.games_to_miss - 1,
                    )
                )
        for injury in result.injuries:
            lines.append(f"{self.name_of(injury.warrior)}: {self.injury_line(injury.outcome)}")
        for loss in result.losses:
            warrior = self.draft.state.warrior(loss.warrior)
            rolls = ", ".join(str(v) for v in loss.rolls)
            if warrior.kind == "hired_sword":
                verdict = self.tr("gone") if loss.lost else self.tr("recovers")
                lines.append(self.tr("{0}: D6 {1}, {2}").format(warrior.name, rolls, verdict))
            else:
                lines.append(
                    fill(
                        self.tr("{0}: D6 {1}, {2:plural:model|models} lost"),
                        warrior.name,
                        rolls,
                        loss.lost,
                    )
                )
        return lines

    def summary_lines(self, result: PostBattleResult) -> list[str]:
        """Everything that will change, in the interface's language."""
        lines = self.casualty_lines(result)
        lines += self.mount_lines(result)
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
            line = fill(
                self.tr("Exploration: {0}, kept {1}: {2:plural:shard|shards}"),
                " ".join(str(v) for v in exploration.dice_rolled),
                " ".join(str(v) for v in exploration.result.dice),
                result.shards_found,
            )
            if exploration.result.multiple is not None:
                line += ", " + exploration.result.multiple.name.get(self.lang)
                if exploration.effects:
                    line += " (" + self.multiple_text(exploration.effects) + ")"
            lines.append(line)
        if result.gold_found:
            lines.append(self.tr("Gold found: {0} gc").format(result.gold_found))
        if result.shards_sold:
            lines.append(
                fill(
                    self.tr("Sold {0:plural:shard|shards} for {1} gc"),
                    result.shards_sold,
                    result.sale_gold,
                )
            )
        for sword_id, fee, paid in result.upkeep:
            name = self.name_of(sword_id)
            if paid:
                lines.append(self.tr("{0}: upkeep {1} gc paid").format(name, fee))
            else:
                lines.append(self.tr("{0}: upkeep {1} gc not paid: he leaves").format(name, fee))
        return lines

    def describe(self, trade: PlannedTrade) -> str:
        """A planned trade in the interface's language."""
        item = self.item_name(trade.item)
        kind = trade.kind
        if kind == "rare":
            where = trade.who or self.tr("the stash")
            return self.tr("{0} found {1} (2D6 {2} + {3}): bought for {4}").format(
                trade.searcher_name, item, " ".join(map(str, trade.dice)), trade.bonus, where
            )
        if kind == "buy":
            return self.tr("Buy {0} for {1}").format(item, trade.who)
        if kind == "sell":
            if not trade.who:
                return self.tr("Sell {0} from the stash").format(item)
            return self.tr("Sell {0} from {1}").format(item, trade.who)
        if kind == "to_stash":
            return self.tr("{0}: {1} to the stash").format(trade.who, item)
        if kind == "from_stash":
            return self.tr("{0}: {1} from the stash").format(trade.who, item)
        if kind == "add":
            return fill(self.tr("Add {0:plural:model|models} to {1}"), trade.count, trade.who)
        ruleset = self.draft.ruleset
        lang = self.lang
        if kind == "sword":
            sword = ruleset.hired_swords[trade.item].name.get(lang)
            return self.tr("Hire {0} ({1}, hired sword)").format(trade.who, sword)
        type_name = ruleset.warrior_type(trade.item).name.get(lang)
        text = self.tr("Hire {0} ({1})").format(trade.who, type_name)
        if trade.count > 1:
            text += self.tr(", {0} models").format(trade.count)
        if trade.kit:
            text += self.tr(", with {0}").format(", ".join(map(self.item_name, trade.kit)))
        return text

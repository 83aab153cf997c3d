"""6. Income, 7. trading and hiring, and 8. the summary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from app.domain import to_roster
from app.usecases.advancing import advances_owed
from rules import DiceError, IllegalMoveError
from rules.dice import roll_total
from rules.rating import warband_rating
from ui.post_battle.common import ERROR, _clear_layout, _html, _plain, _plain_text
from ui.post_battle.dice import DiceRow
from ui.post_battle.pages.base import _Page

if TYPE_CHECKING:
    from ui.post_battle.wizard import PostBattleWizard


class IncomePage(_Page):
    """6. Income: sell wyrdstone once; pay the hired swords' upkeep or let them go."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("6. Income"))
        self.setSubTitle(
            self.tr(
                "Sell wyrdstone once: the price depends on how many shards are sold together and "
                "on the warband's size after its losses. Then pay the hired swords' upkeep."
            )
        )
        self.available = _plain("shardsAvailable")
        self.sell = QSpinBox()
        self.sell.setObjectName("sellShards")
        self.sell.setMaximumWidth(90)
        self.price = _plain("salePrice")
        self.upkeep_box = QGroupBox()
        self.upkeep_layout = QVBoxLayout(self.upkeep_box)
        self.treasury = _plain("treasuryAfter")
        self.treasury.setStyleSheet("font-weight: bold;")
        self.error = _plain("incomeError")
        self.error.setStyleSheet(f"color: {ERROR};")
        form = QFormLayout()
        form.addRow(self.tr("Shards to sell:"), self.sell)
        layout = QVBoxLayout(self)
        layout.addWidget(self.available)
        layout.addLayout(form)
        layout.addWidget(self.price)
        layout.addWidget(self.upkeep_box)
        layout.addWidget(self.treasury)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.sell.valueChanged.connect(self._sell_changed)

    def initializePage(self) -> None:
        self.build()

    def refresh(self) -> None:
        self.build()

    def build(self) -> None:
        w = self.w
        self.error.clear()
        try:
            base = w.full_result(shards_to_sell=0)
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(str(exc))
            return
        available = w.roster.shards + base.shards_found
        self.available.setText(
            self.tr("Wyrdstone: {0} shard(s) in store and {1} found = {2}.").format(
                w.roster.shards, base.shards_found, available
            )
        )
        w.shards_to_sell = min(w.shards_to_sell, available)
        self.sell.blockSignals(True)
        self.sell.setRange(0, available)
        self.sell.setValue(w.shards_to_sell)
        self.sell.blockSignals(False)
        _clear_layout(self.upkeep_layout)
        self.upkeep_box.setTitle(self.tr("Hired swords' upkeep"))
        for sword_id, fee, _paid in base.upkeep:
            sword = w.state.warrior(sword_id)
            box = QCheckBox(self.tr("Pay {0}'s upkeep: {1} gc").format(sword.name, fee))
            box.setObjectName(f"upkeep:{sword_id}")
            box.setChecked(sword_id not in w.let_go)
            box.toggled.connect(lambda on, sid=sword_id: self._upkeep(sid, on))
            self.upkeep_layout.addWidget(box)
        if not base.upkeep:
            self.upkeep_layout.addWidget(_plain_text(self.tr("No hired sword to pay.")))
        self.show_totals()

    def _sell_changed(self, value: int) -> None:
        self.w.shards_to_sell = value
        self.show_totals()

    def _upkeep(self, sword_id: str, paid: bool) -> None:
        if paid:
            self.w.let_go.discard(sword_id)
        else:
            self.w.let_go.add(sword_id)
        self.show_totals()

    def show_totals(self) -> None:
        w = self.w
        self.error.clear()
        try:
            result = w.full_result()
            after = w.state_after(result)
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(str(exc))
            return
        size = to_roster(w.ruleset, after).warrior_count
        if result.shards_sold:
            self.price.setText(
                self.tr(
                    "{0} shard(s) sell for {1} gc (a warband of {2} after its losses; hired "
                    "swords do not count)."
                ).format(result.shards_sold, result.sale_gold, size)
            )
        else:
            self.price.setText(self.tr("No shards sold."))
        for sword_id, fee, paid in result.upkeep:
            box = self.upkeep_box.findChild(QCheckBox, f"upkeep:{sword_id}")
            if box is None:
                continue
            name = w.state.warrior(sword_id).name
            if paid:
                box.setText(self.tr("Pay {0}'s upkeep: {1} gc").format(name, fee))
            elif sword_id in w.let_go:
                box.setText(
                    self.tr("Pay {0}'s upkeep: {1} gc (let go: he leaves)").format(name, fee)
                )
            else:
                box.setText(
                    self.tr("Pay {0}'s upkeep: {1} gc (the treasury cannot pay: he leaves)").format(
                        name, fee
                    )
                )
        self.treasury.setText(
            self.tr("Treasury: {0} gc -> {1} gc. Wyrdstone: {2} -> {3} shard(s).").format(
                w.state.treasury, after.treasury, w.state.shards, after.shards
            )
        )


class TradingPage(_Page):
    """7. Trading and hiring: done on the sheet after Finish; a rare-item search helper."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("7. Trading and hiring"))
        self.setSubTitle(
            self.tr("This step is done on the warband sheet after Finish, with its usual tools.")
        )
        self.checklist = QLabel()
        self.checklist.setObjectName("checklist")
        self.checklist.setWordWrap(True)
        self.checklist.setTextFormat(Qt.TextFormat.RichText)
        self.helper = QGroupBox()
        self.hero_box = QComboBox()
        self.hero_box.setObjectName("rareHero")
        self.item_box = QComboBox()
        self.item_box.setObjectName("rareItem")
        self.bonus = _plain("rareBonus")
        self.row_holder = QVBoxLayout()
        self.row: DiceRow | None = None
        form = QFormLayout(self.helper)
        form.addRow(self.tr("Hero:"), self.hero_box)
        form.addRow(self.tr("Item:"), self.item_box)
        form.addRow("", self.bonus)
        form.addRow(self.tr("2D6:"), self.row_holder)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notes)
        layout.addWidget(self.checklist)
        layout.addWidget(self.helper)
        layout.addStretch(1)
        self.hero_box.currentIndexChanged.connect(self._choice_changed)
        self.item_box.currentIndexChanged.connect(self._choice_changed)

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        w = self.w
        lang = w.lang
        self.checklist.setText(
            "<p>{}</p><ul><li>{}</li><li>{}</li><li>{}</li><li>{}</li><li>{}</li></ul>".format(
                _html(self.tr("After Finish, on the warband sheet:")),
                _html(
                    self.tr(
                        "Look for rare items: each hero not taken out of action may roll 2D6 "
                        "for one rare item (Streetwise +2); the helper below rolls it."
                    )
                ),
                _html(self.tr("Buy and sell equipment (selling gives half the price).")),
                _html(self.tr("Hire recruits and hired swords.")),
                _html(self.tr("Reallocate equipment between warriors and the stash.")),
                _html(self.tr("The rating is worked out again by itself.")),
            )
        )
        self.helper.setTitle(self.tr("Rare item search (only shown, nothing is bought here)"))
        report = w.report()
        out = set(report.heroes_out_of_action)
        took = set(report.took_part or ())
        hero = self.hero_box.currentData()
        item = self.item_box.currentData()
        for box in (self.hero_box, self.item_box):
            box.blockSignals(True)
            box.clear()
        for warrior in w.state.heroes:
            if warrior.id in took and warrior.id not in out:
                self.hero_box.addItem(warrior.name, warrior.id)
        rare = sorted(
            (i for i in w.ruleset.items.values() if i.rarity is not None),
            key=lambda i: i.name.get(lang),
        )
        for entry in rare:
            self.item_box.addItem(
                self.tr("{0} (rare {1})").format(entry.name.get(lang), entry.rarity), entry.id
            )
        self.hero_box.setCurrentIndex(max(self.hero_box.findData(hero), 0))
        self.item_box.setCurrentIndex(max(self.item_box.findData(item), 0))
        for box in (self.hero_box, self.item_box):
            box.blockSignals(False)
        self._choice_changed()

    def _bonus(self) -> tuple[int, list[str]]:
        w = self.w
        parts = []
        total = 0
        hero_id = self.hero_box.currentData()
        if hero_id is not None and "streetwise" in w.state.warrior(str(hero_id)).skills:
            total += w.ruleset.campaign.streetwise_bonus
            parts.append(self.tr("Streetwise +{0}").format(w.ruleset.campaign.streetwise_bonus))
        warband = w.ruleset.warband(w.state.type_id)
        if warband.rare_item_bonus:
            total += warband.rare_item_bonus
            parts.append(
                self.tr("{0} +{1}").format(warband.name.get(w.lang), warband.rare_item_bonus)
            )
        return total, parts

    def _choice_changed(self) -> None:
        w = self.w
        hero_id = self.hero_box.currentData()
        item_id = self.item_box.currentData()
        _clear_layout(self.row_holder)
        self.row = None
        if hero_id is None or item_id is None:
            self.bonus.setText(self.tr("No hero may search: all were out of action."))
            return
        total, parts = self._bonus()
        self.bonus.setText(
            self.tr("Bonus: {0}").format(", ".join(parts)) if parts else self.tr("No bonus.")
        )
        w.slot("rare", ("rare", hero_id, item_id), self.tr("the rare item search"))
        rarity = w.ruleset.items[str(item_id)].rarity or 0

        def show(roll: int) -> str:
            found = roll + total >= rarity
            verdict = self.tr("found: buy it on the sheet") if found else self.tr("not found")
            return self.tr("2D6 {0} + {1} = {2} against rarity {3}: {4}").format(
                roll, total, roll + total, rarity, verdict
            )

        self.row = DiceRow(
            w,
            "rare",
            lambda dice: roll_total(dice, "2D6", "rare item"),
            show,
            self.tr("2D6, e.g. 5 6"),
        )
        self.row_holder.addWidget(self.row)
        self.show_notes()


class SummaryPage(_Page):
    """8. Summary: every change, the new rating and treasury, the dice log; Finish commits."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("8. Summary"))
        self.setSubTitle(
            self.tr(
                "Nothing is written yet. Finish applies all of it in one step (Undo takes it "
                "back) and adds the battle to the log."
            )
        )
        self.totals = _plain("summaryTotals")
        self.totals.setStyleSheet("font-weight: bold;")
        self.events = QListWidget()
        self.events.setObjectName("summaryEvents")
        self.events.setWordWrap(True)
        self.events.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.dice_log = QPlainTextEdit()
        self.dice_log.setObjectName("diceLog")
        self.dice_log.setReadOnly(True)
        self.error = _plain("summaryError")
        self.error.setStyleSheet(f"color: {ERROR};")
        self.advances = QPushButton()
        self.advances.setObjectName("takeAdvancesButton")
        self.advances.setAutoDefault(False)
        self.advances.clicked.connect(wizard.take_advances)
        bottom = QHBoxLayout()
        bottom.addWidget(self.error, 1)
        bottom.addWidget(self.advances)
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("What will change:")))
        left.addWidget(self.events, 1)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Every die rolled:")))
        right.addWidget(self.dice_log, 1)
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.totals)
        layout.addLayout(columns, 1)
        layout.addLayout(bottom)
        self._ready = False

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        w = self.w
        self.error.clear()
        self.events.clear()
        self.dice_log.clear()
        self._ready = False
        try:
            result = w.full_result()
            after = w.state_after(result)
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(str(exc))
            self.advances.setVisible(False)
            self.completeChanged.emit()
            return
        rating_after = warband_rating(w.ruleset, to_roster(w.ruleset, after))
        self.totals.setText(
            self.tr(
                "Rating {0} -> {1}.  Treasury {2} gc -> {3} gc.  Wyrdstone {4} -> {5} shard(s)."
            ).format(
                result.rating_before,
                rating_after,
                w.state.treasury,
                after.treasury,
                w.state.shards,
                after.shards,
            )
        )
        for line in w.summary_lines(result):
            self.events.addItem(line)
        self.dice_log.setPlainText(
            "\n".join(f"D{r.sides} {r.purpose}: {r.value}" for r in result.rolls)
            or self.tr("No dice were rolled.")
        )
        owed = sum(len(advances_owed(w.ruleset, warrior)) for warrior in after.warriors)
        self.advances.setText(self.tr("Finish and take advances ({0})").format(owed))
        self.advances.setVisible(owed > 0)
        self._ready = True
        self.completeChanged.emit()

    def show_error(self, message: str) -> None:
        self.error.setText(message)

    def isComplete(self) -> bool:
        return self._ready

"""6. Income and 8. the summary (7. trading and hiring: `ui.post_battle.pages.trading`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
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
from rules.rating import warband_rating
from ui.post_battle.common import ERROR, _clear_layout, _plain, _plain_text
from ui.post_battle.pages.base import _Page
from ui.post_battle.pages.trading import gold
from ui.words import say

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
            preview = w.plan_preview(w.state_after(result))
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(str(exc))
            self.advances.setVisible(False)
            self.completeChanged.emit()
            return
        if not preview.ok:
            self.error.setText(
                self.tr("A planned trade cannot be made: {0}. Go back and remove it.").format(
                    preview.error.rstrip(".")
                )
            )
            self.advances.setVisible(False)
            self.completeChanged.emit()
            return
        after = preview.after
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
        for trade, amount in zip(w.trades, preview.amounts, strict=True):
            line = self.tr("Trade: {0}").format(w.trading_page.describe(trade))
            self.events.addItem(f"{line} ({gold(amount)})" if amount else line)
        if w.trades:
            self.events.addItem(self.tr("Treasury after the trades: {0} gc").format(after.treasury))
        self.dice_log.setPlainText(
            "\n".join(
                f"D{r.sides} {say(r.purpose, w.lang, w.ruleset)}: {r.value}" for r in result.rolls
            )
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

"""6. Income and 8. the summary (7. trading and hiring: `ui.post_battle.pages.trading`)."""

from __future__ import annotations

from PySide6.QtCore import Signal
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

from app.postbattle.draft import PostBattleDraft
from rules import DiceError, IllegalMoveError
from ui.post_battle.common import ERROR, _clear_layout, _plain, _plain_text
from ui.post_battle.pages.base import _Page
from ui.post_battle.words import DraftWords, gold
from ui.words import say


class IncomePage(_Page):
    """6. Income: sell wyrdstone once; pay the hired swords' upkeep or let them go."""

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
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
        draft = self.draft
        self.error.clear()
        try:
            base = draft.full_result(shards_to_sell=0)
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(self.words.problem(exc))
            return
        available = draft.shards_available(base)
        self.available.setText(
            self.tr("Wyrdstone: {0} shard(s) in store and {1} found = {2}.").format(
                draft.roster.shards, base.shards_found, available
            )
        )
        self.sell.blockSignals(True)
        self.sell.setRange(0, available)
        self.sell.setValue(draft.shards_to_sell)
        self.sell.blockSignals(False)
        _clear_layout(self.upkeep_layout)
        self.upkeep_box.setTitle(self.tr("Hired swords' upkeep"))
        for sword_id, fee, _paid in base.upkeep:
            sword = draft.state.warrior(sword_id)
            box = QCheckBox(self.tr("Pay {0}'s upkeep: {1} gc").format(sword.name, fee))
            box.setObjectName(f"upkeep:{sword_id}")
            box.setChecked(sword_id not in draft.let_go)
            box.toggled.connect(lambda on, sid=sword_id: self._upkeep(sid, on))
            self.upkeep_layout.addWidget(box)
        if not base.upkeep:
            self.upkeep_layout.addWidget(_plain_text(self.tr("No hired sword to pay.")))
        self.show_totals()

    def _sell_changed(self, value: int) -> None:
        self.draft.shards_to_sell = value
        self.show_totals()

    def _upkeep(self, sword_id: str, paid: bool) -> None:
        self.draft.set_upkeep_paid(sword_id, paid)
        self.show_totals()

    def show_totals(self) -> None:
        draft = self.draft
        self.error.clear()
        try:
            result = draft.full_result()
            after = draft.state_after(result)
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(self.words.problem(exc))
            return
        size = draft.size_after(after)
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
            name = draft.state.warrior(sword_id).name
            if paid:
                box.setText(self.tr("Pay {0}'s upkeep: {1} gc").format(name, fee))
            elif sword_id in draft.let_go:
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
                draft.state.treasury, after.treasury, draft.state.shards, after.shards
            )
        )


class SummaryPage(_Page):
    """8. Summary: every change, the new rating and treasury, the dice log; Finish commits.
    Its button asks the wizard to finish and open the advances owed (`take_advances`)."""

    take_advances = Signal()

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
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
        self.advances.clicked.connect(self.take_advances)
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
        draft = self.draft
        self.error.clear()
        self.events.clear()
        self.dice_log.clear()
        self._ready = False
        try:
            outcome = draft.outcome()
        except (DiceError, IllegalMoveError) as exc:
            self._refuse(self.words.problem(exc))
            return
        preview = outcome.trades
        if not preview.ok:
            self._refuse(
                self.tr("A planned trade cannot be made: {0}. Go back and remove it.").format(
                    preview.error.rstrip(".")
                )
            )
            return
        result, after = outcome.result, preview.after
        self.totals.setText(
            self.tr(
                "Rating {0} -> {1}.  Treasury {2} gc -> {3} gc.  Wyrdstone {4} -> {5} shard(s)."
            ).format(
                result.rating_before,
                outcome.rating_after,
                draft.state.treasury,
                after.treasury,
                draft.state.shards,
                after.shards,
            )
        )
        for line in self.words.summary_lines(result):
            self.events.addItem(line)
        for trade, amount in zip(draft.trades, preview.amounts, strict=True):
            line = self.tr("Trade: {0}").format(self.words.describe(trade))
            self.events.addItem(f"{line} ({gold(amount)})" if amount else line)
        if draft.trades:
            self.events.addItem(self.tr("Treasury after the trades: {0} gc").format(after.treasury))
        self.dice_log.setPlainText(
            "\n".join(
                f"D{r.sides} {say(r.purpose, self.lang, draft.ruleset)}: {r.value}"
                for r in result.rolls
            )
            or self.tr("No dice were rolled.")
        )
        owed = outcome.advances_owed
        self.advances.setText(self.tr("Finish and take advances ({0})").format(owed))
        self.advances.setVisible(owed > 0)
        self._ready = True
        self.completeChanged.emit()

    def _refuse(self, message: str) -> None:
        self.error.setText(message)
        self.advances.setVisible(False)
        self.completeChanged.emit()

    def show_error(self, message: str) -> None:
        self.error.setText(message)

    def isComplete(self) -> bool:
        return self._ready

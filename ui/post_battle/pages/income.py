"""6. Income."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QSpinBox,
    QVBoxLayout,
)

from app.postbattle.draft import PostBattleDraft
from rules import DiceError, IllegalMoveError
from ui.plumbing.words import fill
from ui.post_battle.common import ERROR, _clear_layout, _plain, _plain_text
from ui.post_battle.pages.base import _Page
from ui.post_battle.words import DraftWords


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
            fill(
                self.tr("Wyrdstone: {0:plural:shard|shards} in store and {1} found = {2}."),
                draft.roster.shards,
                base.shards_found,
                available,
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
                fill(
                    self.tr(
                        "{0:plural:shard|shards} sell for {1} gc (a warband of {2} after its "
                        "losses; hired swords do not count)."
                    ),
                    result.shards_sold,
                    result.sale_gold,
                    size,
                )
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
            fill(
                self.tr("Treasury: {0} gc -> {1} gc. Wyrdstone: {2} -> {3:plural:shard|shards}."),
                draft.state.treasury,
                after.treasury,
                draft.state.shards,
                after.shards,
            )
        )

"""The battle log: the battles listed, the dice and changes of the one selected, the chart."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

import app.usecases as uc
from app.store.repository import Store
from app.usecases.post_battle import post_battle
from rules.dice import TableDice
from rules.post_battle import BattleReport
from ui.league.battle_log import BattleLogDialog, CampaignChart
from ui.session import Session


@pytest.fixture
def warband(store: Store) -> int:
    wid = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    uc.hire(store, wid, "mercenary_captain", "Hans", equipment=["sword"])
    uc.hire(store, wid, "champion", "Otto", equipment=["axe"])
    uc.hire(store, wid, "marksmen", "Shooters", count=3, equipment=["bow"])
    return wid


def fight(store: Store, warband: int, result: str, dice: list[int], **kwargs) -> None:
    report = BattleReport(
        scenario=kwargs.pop("scenario", "skirmish"),
        result=result,  # type: ignore[arg-type]
        opponent_rating=kwargs.pop("rating", 80),
        opponent="Clan Eshin",
        opponent_type="skaven",
        date=kwargs.pop("date", "2024-05-01"),
        **kwargs,
    )
    post_battle(store, warband, report, TableDice(dice))


def open_log(qtbot, store: Store, warband: int) -> BattleLogDialog:
    session = Session(store)
    session.open_warband(warband)
    dialog = BattleLogDialog(session)
    session.setParent(dialog)  # deleted with the dialog (tests/ui/qt_lifetime.py says why)
    qtbot.addWidget(dialog)
    dialog.lang = "en"
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def painted(chart: CampaignChart) -> QImage:
    pixmap = chart.grab()
    assert not pixmap.isNull()
    return pixmap.toImage()


def colours(image: QImage) -> set[int]:
    return {
        image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
    }


def test_no_battle_yet(qtbot, store: Store, warband: int):
    dialog = open_log(qtbot, store, warband)
    assert dialog.model.rowCount() == 0
    assert dialog.empty.isVisible() and "No battle yet" in dialog.empty.text()
    assert dialog.details.toPlainText() == ""
    painted(dialog.chart)


def test_one_battle_listed_with_its_dice_and_changes(qtbot, store: Store, warband: int):
    otto = store.load(warband).warrior("Otto").id
    # Otto's D66 2 2 (leg wound); two exploration dice (Hans and the win): 3 3, a Corpse.
    fight(store, warband, "won", [2, 2, 3, 3], heroes_out_of_action=(otto,))
    dialog = open_log(qtbot, store, warband)

    model = dialog.model
    assert model.rowCount() == 1
    row = [model.index(0, c).data() for c in range(model.columnCount())]
    assert row[0] == "2024-05-01" and row[1] == "Skirmish"
    skaven = store.ruleset.warbands["skaven"].name.en
    assert row[2] == f"Clan Eshin ({skaven}, 80)" and row[3] == "won"
    battle = store.battles(warband)[0]
    assert row[4] == f"{battle['rating_before']} -> {battle['rating_after']}"
    assert row[5] == f"{battle['treasury_after']} gc" and row[6] == str(battle["shards_after"])
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Scenario"
    assert not dialog.empty.isVisible()

    details = dialog.details.toPlainText()  # the latest battle is selected
    assert "Skirmish against Clan Eshin" in details
    assert "Otto: 22: Leg wound" in details
    assert "serious injury of Otto (first die, tens): 2" in details
    assert "D6 exploration: 3" in details
    image = painted(dialog.chart)
    assert len(colours(image)) > 3  # lines and labels, not a blank box


def test_several_battles_and_the_chart(qtbot, store: Store, warband: int):
    fight(store, warband, "won", [6, 6, 1, 4], date="2024-05-01")  # Ruined hovels: D6 gc
    fight(store, warband, "lost", [4, 1], date="2024-05-08", scenario="street_fight")
    fight(store, warband, "won", [2, 5, 3], date="2024-05-15", rating=300)
    dialog = open_log(qtbot, store, warband)

    assert dialog.model.rowCount() == 3
    assert [dialog.model.index(r, 0).data() for r in range(3)] == [
        "2024-05-01",
        "2024-05-08",
        "2024-05-15",
    ]
    assert dialog.table.currentIndex().row() == 2
    dialog.table.selectRow(1)
    assert "Street Fight" in dialog.details.toPlainText()
    assert "D6 exploration: 4" in dialog.details.toPlainText()
    series = dict(dialog.chart.series())
    battles = store.battles(warband)
    # From the rating before the first battle (battle 0) to after the last.
    after = tuple((n, b["rating_after"]) for n, b in enumerate(battles, 1))
    assert series["Rating"] == ((0, battles[0]["rating_before"]), *after)
    dialog.chart.resize(500, 360)
    assert len(colours(painted(dialog.chart))) > 3
    dialog.lang = "ru"
    assert dialog.model.index(1, 1).data() == store.ruleset.scenarios["street_fight"].name.ru


def test_chart_paints_alone_at_any_size(qtbot):
    chart = CampaignChart()
    qtbot.addWidget(chart)
    chart.resize(200, 120)
    painted(chart)
    battle = {"rating_after": 90, "treasury_after": 120, "shards_after": 0}
    chart.set_battles([battle])
    painted(chart)
    chart.set_battles([battle, dict(battle, rating_after=104, shards_after=2)] * 12)
    chart.resize(900, 400)
    painted(chart)


def test_one_battle_is_two_points_on_a_battle_axis_from_the_start(
    qtbot, store: Store, warband: int
):
    """One battle used to be a lone point on an axis of its own value: now the start and the
    battle, 'start' and '1' on the x axis, the rating on a scale that holds both."""

    from PySide6.QtCharts import QCategoryAxis, QLineSeries, QValueAxis

    fight(store, warband, "won", [3, 4, 1])  # three exploration dice, no doubles
    (battle,) = store.battles(warband)
    dialog = open_log(qtbot, store, warband)
    chart = dialog.chart.view.chart()
    (line,) = chart.series()
    assert isinstance(line, QLineSeries) and line.pointsVisible()
    points = [(p.x(), p.y()) for p in line.points()]
    assert points == [(0, battle["rating_before"]), (1, battle["rating_after"])]
    (x_axis,) = chart.axes(Qt.Orientation.Horizontal)
    assert isinstance(x_axis, QCategoryAxis)
    assert x_axis.categoriesLabels() == ["start", "1"] and x_axis.titleText() == "Battle"
    (y_axis,) = chart.axes(Qt.Orientation.Vertical)
    assert isinstance(y_axis, QValueAxis)
    assert y_axis.min() <= battle["rating_before"] < battle["rating_after"] <= y_axis.max()
    assert y_axis.titleText() == "Rating"
    dialog.chart.figures.setCurrentIndex(1)  # the treasury, from before the battle
    (line,) = dialog.chart.view.chart().series()
    (y_axis,) = dialog.chart.view.chart().axes(Qt.Orientation.Vertical)
    assert y_axis.min() == 0  # gold is read from 0
    assert [(p.x(), p.y()) for p in line.points()] == [
        (0, battle["treasury_before"]),
        (1, battle["treasury_after"]),
    ]


def test_an_unnamed_opponent_is_his_type_or_an_opponent(store: Store) -> None:
    """The log showed "103" for a battle against an unnamed warband of unknown type."""
    from ui.league.battle_log import opponent_text

    rules = store.ruleset
    assert opponent_text(rules, {"opponent_rating": 103}, "en") == "an opponent (103)"
    skaven = {"opponent_type": "skaven", "opponent_rating": 140}
    assert opponent_text(rules, skaven, "en") == "Skaven of Clan Eshin (140)"
    named = {"opponent": "Rats", **skaven}
    assert opponent_text(rules, named, "en") == "Rats (Skaven of Clan Eshin, 140)"
    assert opponent_text(rules, {}, "en") == ""


def test_the_selected_battle_is_copied_as_a_report_a_message_at_a_time(
    qtbot, store: Store, warband: int, monkeypatch
):
    from PySide6.QtGui import QGuiApplication

    import app.exports.battle_report as reports

    otto = store.load(warband).warrior("Otto").id
    fight(store, warband, "won", [2, 2, 3, 3], heroes_out_of_action=(otto,))
    fight(store, warband, "lost", [1, 1], date="2024-06-01", scenario="breakthrough")
    dialog = open_log(qtbot, store, warband)
    clipboard = QGuiApplication.clipboard()
    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.copy_buttons["markdown"], Qt.MouseButton.LeftButton)
    text = clipboard.text()
    assert text.startswith("## Grey Wolves: Skirmish against Clan Eshin") and "won" in text
    assert "Otto: 22: Leg wound" in text
    assert dialog.copied.text() == "Copied the battle report to the clipboard."
    qtbot.mouseClick(dialog.copy_buttons["bbcode"], Qt.MouseButton.LeftButton)
    assert clipboard.text().startswith("[b][u]Grey Wolves: Skirmish")

    # A chat's limit cut short: the next copy gives the next part, and says which.
    monkeypatch.setattr(reports, "CHAT_LIMIT", 120)
    monkeypatch.setattr(reports.report_messages, "__defaults__", (None, "markdown", "en", 120))
    dialog.table.selectRow(1)
    parts = reports.report_messages(store, warband, 2, "markdown", "en")
    assert len(parts) > 2
    for n, part in enumerate(parts, 1):
        qtbot.mouseClick(dialog.copy_buttons["markdown"], Qt.MouseButton.LeftButton)
        assert clipboard.text() == part and len(part) <= 120
        assert f"{n} of {len(parts)}" in dialog.copied.text()

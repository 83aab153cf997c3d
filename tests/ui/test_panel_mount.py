"""The warrior panel shows the mount he rides under his name: its chart profile and what it
means (rating, save, its loss roll), in both languages, as app/sheet/panel_view.py decides them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtWidgets import QLabel

import app.usecases as uc
from app.sheet.panel_view import panel_view
from app.store.repository import Store
from ui.roster.warrior_panel import WarriorPanel
from ui.session import Session

from .qt_lifetime import disposed


@pytest.fixture
def session(store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


def _outriders(store: Store) -> tuple[int, dict[str, str]]:
    if "imperial_outriders" not in uc.enabled_packs(store):
        uc.enable_pack(store, "imperial_outriders")
    made = uc.create_warband(store, "imperial_outriders", "Riders").warband_id
    assert made is not None
    crew = {
        name: uc.hire(store, made, type_id, name, **kw).details.warrior_id or ""
        for name, type_id, kw in (
            ("Ritter", "knight", {}),
            ("Hussars", "hussars", {"count": 2}),
        )
    }
    return made, crew


def _line(
    qtbot, session: Session, made: int, warrior_id: str, lang: str
) -> tuple[WarriorPanel, QLabel]:
    """The panel on the warrior (kept by the caller: the line lives in it) and its mount line."""
    session.open_warband(made)
    panel = WarriorPanel(session)
    qtbot.addWidget(panel)
    panel.lang = lang  # type: ignore[assignment]
    panel.show_state(session.current)
    panel.show_warrior(warrior_id)
    panel.show()
    line = panel.findChild(QLabel, "mountLine")
    assert line is not None, "the panel has no mount line"
    return panel, line


def test_the_panel_view_gives_the_mounts_profile_and_terms(store: Store) -> None:
    made, crew = _outriders(store)
    state = store.load(made)
    view = panel_view(store, state, crew["Ritter"])
    assert view is not None and view.mount is not None
    mount = view.mount
    assert (mount.item_id, mount.included, mount.rating, mount.save_bonus, mount.lost_on) == (
        "horse", True, 3, 1, 2,
    )  # fmt: skip
    assert dict(mount.profile) == store.ruleset.items["horse"].profile.as_dict()
    group = panel_view(store, state, crew["Hussars"])
    assert group is not None and group.mount is not None and group.mount.lost_on is None


@pytest.mark.parametrize(
    ("lang", "heading", "terms"),
    [
        ("en", "Mount: Horse (in his cost)", "rating +3 · armour save +1 · lost on a D6 of 1-2"),
        (
            "ru",
            "Скакун: Лошадь (входит в его цену)",
            "рейтинг +3 · защита +1 · теряется при D6 1-2",
        ),
    ],
)
def test_the_rider_is_shown_with_his_mounts_profile(
    qtbot, session: Session, store: Store, lang: str, heading: str, terms: str
) -> None:
    made, crew = _outriders(store)
    _panel, line = _line(qtbot, session, made, crew["Ritter"], lang)
    assert line.isVisible()
    assert line.text().split("\n") == [heading, "M8 WS0 BS0 S3 T3 W1 I3 A0 Ld5", terms]
    assert line.toolTip()


def test_the_upgrade_shows_the_warhorse_and_a_rider_on_foot_shows_none(
    qtbot, session: Session, store: Store
) -> None:
    made, crew = _outriders(store)
    uc.buy(store, made, crew["Ritter"], "warhorse")
    _panel, line = _line(qtbot, session, made, crew["Ritter"], "en")
    assert line.text().split("\n")[:2] == ["Mount: Warhorse", "M8 WS3 BS0 S3 T3 W1 I3 A1 Ld5"]
    on_foot = uc.create_warband(store, "reikland", "Walkers").warband_id
    assert on_foot is not None
    dieter = uc.hire(store, on_foot, "mercenary_captain", "Dieter").details.warrior_id or ""
    _walker, line = _line(qtbot, session, on_foot, dieter, "en")
    assert not line.isVisible()

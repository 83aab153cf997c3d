"""One read model of a sheet (app/sheet/sheet_figures.py): the window's header, list and tables, the
command line's `show`, the printed sheet and the store's copy on the warband row all give the
same rating, members, maximum, saves and advances owed, for every warband of the demo campaign
and for a supplement warband with a large creature and a hired sword."""

from __future__ import annotations

from app import usecases as uc
from app.command_line.commands import format_sheet
from app.domain import WarbandState, base_profile
from app.pdf.view import sheet_view
from app.sheet.sheet_figures import SheetFigures, sheet_figures
from app.words import label
from ui.main_window import MainWindow
from ui.roster.models import WarriorRole


def night_goblins(store) -> int:
    warband = uc.create_warband(store, "night_goblins", "Moonfang").warband_id
    uc.hire(store, warband, "night_goblins.big_boss", "Skrag", equipment=["light_armour"])
    uc.hire(store, warband, "night_goblins.night_goblin", "Stabbas", count=3)
    uc.hire(store, warband, "night_goblins.troll", "Grunt")
    uc.hire_hired_sword(store, warband, "ogre_bodyguard", "Grom")
    uc.record_experience(store, warband, store.load(warband).warrior("Stabbas").id, 2)
    return warband


def header(window: MainWindow) -> dict[str, str]:
    return {key: label.text() for key, label in window.sheet.figures.items()}


def table_saves(window: MainWindow) -> dict[str, str]:
    saves = {}
    for model in window.sheet.models.values():
        column = model.columns().index("save")
        for row in range(model.rowCount()):
            warrior = model.index(row, 0).data(WarriorRole)
            saves[warrior.id] = model.index(row, column).data()
    return saves


def check_readers(window: MainWindow, state: WarbandState, figures: SheetFigures) -> None:
    store = window.session.store
    assert state.id is not None
    # The window: its header, its tables and its list.
    assert header(window)["rating"] == f"Rating: {figures.rating}"
    assert header(window)["members"] == f"Members: {figures.members} / {figures.maximum}"
    assert header(window)["xp"] == f"Experience: {figures.experience}"
    assert table_saves(window) == {
        wid: f"{f.save}+" if f.save else "-" for wid, f in figures.warriors.items()
    }
    row = window.warbands.row_of(state.id)
    assert row is not None
    listed = window.warbands.summary(row)
    assert (listed.rating, listed.members) == (figures.rating, figures.members)
    # The store's copy on the warband row (what the list shows of a warband not open).
    stored = next(s for s in store.list_warbands() if s.id == state.id)
    assert (stored.rating, stored.members) == (figures.rating, figures.members)
    # The printed sheet, and the command line's show.
    printed = sheet_view(store.ruleset, state)
    assert (printed.rating, printed.members, printed.max_members) == (
        figures.rating, figures.members, figures.maximum,
    )  # fmt: skip
    boxes = [*printed.heroes, *printed.groups, *printed.hired_swords]
    in_order = [*state.of_kind("hero"), *state.of_kind("henchmen"), *state.of_kind("hired_sword")]
    assert [b.save for b in boxes] == [figures.warriors[w.id].save for w in in_order]
    shown = format_sheet(store, state).splitlines()[1]
    assert shown == label(
        "sheet_figures", "en", treasury=figures.treasury, shards=figures.shards,
        rating=figures.rating, members=figures.members, maximum=figures.maximum,
    )  # fmt: skip


def test_every_reader_agrees_on_every_warband(window, demo_store) -> None:
    night_goblins(demo_store)
    window.session.warbandsListed.emit()
    summaries = demo_store.list_warbands()
    assert len(summaries) >= 5
    seen_large = seen_owed = False
    for summary in summaries:
        window.open_warband(summary.id)
        state = window.session.current
        assert state is not None
        figures = sheet_figures(demo_store.ruleset, state)
        check_readers(window, state, figures)
        seen_large |= any(w.type_id == "night_goblins.troll" for w in state.warriors)
        seen_owed |= figures.owed > 0
    assert seen_large and seen_owed  # the figures that differ from a plain count were seen


def test_the_readers_follow_an_edit(window, demo_store) -> None:
    """After a change (a model added, kit bought) every reader shows the new figures."""
    warband = night_goblins(demo_store)
    window.session.warbandsListed.emit()
    window.open_warband(warband)
    stabbas = window.session.current.warrior("Stabbas")
    window.session.run_on_current(uc.add_models, stabbas.id, 1)
    window.session.run_on_current(uc.buy, stabbas.id, "shield")
    state = window.session.current
    figures = sheet_figures(demo_store.ruleset, state)
    assert figures.warriors[stabbas.id].save == 6
    check_readers(window, state, figures)


def test_a_mounted_captain_counts_alike_everywhere(window, demo_store) -> None:
    """A horse adds to the rating (rules/rating.py): the list's stored copy counts it too."""
    warband = demo_store.find("The Grey Wolves of Altdorf")
    window.open_warband(warband)
    dieter = window.session.current.warrior("Captain Dieter Stahl")
    window.session.run_on_current(uc.set_treasury, 500)
    before = sheet_figures(demo_store.ruleset, window.session.current).rating
    assert window.session.run_on_current(uc.buy, dieter.id, "horse") is not None
    state = window.session.current
    figures = sheet_figures(demo_store.ruleset, state)
    assert figures.rating > before
    check_readers(window, state, figures)


def test_an_edit_works_out_each_warriors_figures_once(window, demo_store, monkeypatch) -> None:
    """Issue 14: the header, the list's row, the tables and the panel each worked the figures
    out again (three or four times a warrior per edit); now once, and a table works out the
    profile of the edited warrior's row only."""
    import app.sheet.panel_view
    import app.sheet.sheet_figures
    import ui.roster.models

    warband = demo_store.find("The Grey Wolves of Altdorf")
    window.open_warband(warband)
    window.sheet.tables["hero"].selectRow(0)  # the panel shows a hero
    state = window.session.current
    otto = state.warrior("Otto the Axe")
    ws = otto.profile(base_profile(demo_store.ruleset, otto)).as_dict()["WS"]
    figured: list[str] = []
    profiled: list[str] = []
    real_figures = app.sheet.sheet_figures.warrior_figures
    real_profile = ui.roster.models.WarriorTableModel._profile_row

    def figures(ruleset, warrior):
        figured.append(warrior.id)
        return real_figures(ruleset, warrior)

    def profile_row(model, warrior):
        profiled.append(warrior.id)
        return real_profile(model, warrior)

    for module in (app.sheet.sheet_figures, app.sheet.panel_view, ui.roster.models):
        monkeypatch.setattr(module, "warrior_figures", figures)
    monkeypatch.setattr(ui.roster.models.WarriorTableModel, "_profile_row", profile_row)
    assert window.session.run_on_current(uc.set_characteristic, otto.id, "WS", ws - 1)

    assert sorted(figured) == sorted(w.id for w in state.warriors)
    assert profiled == [otto.id]
    after = window.session.current
    assert after is not None
    check_readers(window, after, sheet_figures(demo_store.ruleset, after))


def test_a_profile_edit_leaves_the_stash_and_problems_lists(window, demo_store) -> None:
    """Issue 14: both lists were emptied and filled again after every edit (the entry the
    player had selected lost); now only when their entries change."""
    warband = demo_store.find("The Grey Wolves of Altdorf")
    window.open_warband(warband)
    state = window.session.current
    otto = state.warrior("Otto the Axe")
    assert window.session.run_on_current(uc.to_stash, otto.id, "axe")
    stash, problems = window.sheet.stash, window.sheet.problems
    stash.setCurrentRow(0)
    puts: list[str] = []
    for name, widget in (("stash", stash), ("problems", problems)):
        model = widget.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(lambda *_args, name=name: puts.append(name))
    ws = otto.profile(base_profile(demo_store.ruleset, otto)).as_dict()["WS"]

    assert window.session.run_on_current(uc.set_characteristic, otto.id, "WS", ws - 1)
    assert puts == [] and stash.currentRow() == 0

    assert window.session.run_on_current(uc.from_stash, otto.id, "axe")
    assert "stash" in puts
    assert "Axe" not in [stash.item(n).text() for n in range(stash.count())]

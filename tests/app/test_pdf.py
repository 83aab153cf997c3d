"""Printable roster sheets: read back with pypdf, in both languages, on A4 and Letter."""

from __future__ import annotations

import io
import re
import shutil
from functools import cache
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.pdfbase.pdfmetrics import stringWidth

import resources
from app.command_line.cli import main
from app.domain import (
    base_profile,
)
from app.pdf import export_pdf, render_sheet, sheet_view
from app.pdf.fonts import FONT_DIR, SANS, SANS_BOLD, SERIF_BOLD
from app.pdf.sheet import FOOTER_Y, MARGIN_TOP, MARGIN_X
from app.plumbing.context import open_store
from app.plumbing.samples import LONG as SAMPLE_LONG
from app.plumbing.samples import full_warband
from app.store.repository import NotFoundError, Store
from rules import CHARACTERISTICS, Ruleset, default_ruleset
from rules.rating import warband_rating

LANGS = ("en", "ru")


@pytest.fixture(scope="module")
def demo(demo_database: Path, tmp_path_factory: pytest.TempPathFactory) -> Store:
    copy = tmp_path_factory.mktemp("pdf") / "x.sqlite3"
    shutil.copyfile(demo_database, copy)
    store = open_store(copy)
    yield store
    store.database.close()


@pytest.fixture(scope="module")
def rules() -> Ruleset:
    return default_ruleset()


def pdf_bytes(store: Store, warband_id: int | None, **kwargs) -> bytes:
    out = io.BytesIO()
    export_pdf(store, warband_id, out, **kwargs)
    return out.getvalue()


@cache
def _reader(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def squeeze(text: str) -> str:
    """Text without any whitespace: a name wrapped over two lines still matches."""
    return re.sub(r"\s+", "", text)


Run = tuple[str, list[float], list[float], dict, float]  # text, cm, tm, font, size


@cache
def _extracted(data: bytes) -> tuple[tuple[str, tuple[Run, ...]], ...]:
    """Each page's text and its runs of text with where they are drawn, from one pass of
    pypdf (the text and the frame checks of the same sheet once read it twice)."""
    pages = []
    for page in _reader(data).pages:
        runs: list[Run] = []

        def visit(text, cm, tm, font, size, runs=runs) -> None:
            if text.strip():
                runs.append((text.strip(), cm, tm, font, size))

        pages.append((page.extract_text(visitor_text=visit), tuple(runs)))
    return tuple(pages)


def page_texts(data: bytes) -> list[str]:
    return [text for text, _runs in _extracted(data)]


def all_text(data: bytes) -> str:
    return squeeze("".join(page_texts(data)))


def profile_text(cells) -> str:
    """The profile row as the sheet prints it: '4 5 (+1) 3 2 (−1) ...' without spaces."""
    parts = []
    for cell in cells:
        if cell.delta:
            sign = "+" if cell.delta > 0 else "−"
            parts.append(f"{cell.value}({sign}{abs(cell.delta)})")
        else:
            parts.append(str(cell.value))
    return "".join(parts)


# --- the demo warbands --------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_demo_sheets_show_every_warrior(demo: Store, rules: Ruleset, lang: str) -> None:
    spells = {spell.key: spell for spell in rules.spells}
    for summary in demo.list_warbands():
        state = demo.load(summary.id)
        data = pdf_bytes(demo, summary.id, lang=lang)
        text = all_text(data)
        assert squeeze(state.name) in text
        assert squeeze(rules.warband(state.type_id).name.get(lang)) in text
        assert f"{state.treasury}" in text and str(summary.rating) in text
        view = sheet_view(rules, state, lang=lang)
        header = "".join(CHARACTERISTICS)
        for warrior, shown in zip(
            state.heroes + state.groups + state.hired_swords,
            view.heroes + view.groups + view.hired_swords,
            strict=True,
        ):
            assert squeeze(warrior.name) in text, warrior.name
            type_name = rules.warrior_type(warrior.type_id).name.get(lang)
            assert squeeze(type_name) in text
            # The whole profile row, in order, right under its heading.
            assert header + profile_text(shown.profile) in text, warrior.name
            current = warrior.profile(base_profile(rules, warrior))
            assert [c.value for c in shown.profile] == [v for _, v in current]
            for item in warrior.equipment:
                assert squeeze(rules.items[item].name.get(lang)) in text, item
            for skill in warrior.skills:
                assert squeeze(rules.skills[skill].name.get(lang)) in text, skill
            for known in warrior.spells:
                assert squeeze(spells[known.spell].name.get(lang)) in text, known.spell
        if lang == "ru":
            assert "Казна".upper() in text and "Герои" in text
            assert rules.items["dagger"].name.en not in text  # kit is named in Russian


def test_changed_values_and_racial_maximum_are_marked(demo: Store, rules: Ruleset) -> None:
    state = demo.load(demo.find("The Grey Wolves of Altdorf"))
    view = sheet_view(rules, state)
    otto = next(h for h in view.heroes if h.name == "Otto the Axe")
    attacks = next(c for c in otto.profile if c.key == "A")
    assert (attacks.value, attacks.delta) == (2, 1)
    assert "2(+1)" in all_text(pdf_bytes(demo, state.id))
    movement = next(c for c in otto.profile if c.key == "M")
    assert movement.at_max  # a human's M 4 is his racial maximum


def test_rating_is_worked_out_to_the_total(demo: Store, rules: Ruleset) -> None:
    for summary in demo.list_warbands():
        state = demo.load(summary.id)
        view = sheet_view(rules, state)
        total = 0
        for _label, text in view.rating_parts:
            total += int(text.rsplit("=", 1)[-1])
        assert total == view.rating == summary.rating


# --- a warband as big as they come ---------------------------------------------------------

LONG = SAMPLE_LONG


def font_of(base_font: str) -> str:
    name = base_font.split("+")[-1]
    return {
        "DejaVuSansCondensed": SANS,
        "DejaVuSansCondensed-Bold": SANS_BOLD,
        "DejaVuSerifCondensed-Bold": SERIF_BOLD,
    }[name]


def assert_text_inside_the_frame(data: bytes) -> None:
    """Every run of text starts and ends inside the page's margins (none is cut off)."""
    pages = zip(_reader(data).pages, _extracted(data), strict=True)
    for number, (page, (_text, runs)) in enumerate(pages, start=1):
        width, height = float(page.mediabox.width), float(page.mediabox.height)
        assert runs
        for text, cm, tm, font, size in runs:
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            scaled = size * tm[0] * cm[0]
            longest = max(text.split("\n"), key=len)
            right = x + stringWidth(longest, font_of(font["/BaseFont"]), scaled)
            where = f"page {number}: {text[:40]!r} at {x:.1f},{y:.1f}..{right:.1f}"
            assert x >= MARGIN_X - 0.5 and right <= width - MARGIN_X + 0.5, where
            assert FOOTER_Y - 1 <= y <= height - MARGIN_TOP, where


@pytest.mark.parametrize(("lang", "paper"), [("en", "a4"), ("ru", "letter")])
def test_a_full_warband_fits_without_overflow(rules: Ruleset, lang: str, paper: str) -> None:
    state = full_warband(rules)
    out = io.BytesIO()
    pages = render_sheet(rules, state, out, lang=lang, paper=paper)  # a LayoutError would raise
    data = out.getvalue()
    assert pages == len(_reader(data).pages) > 1
    text = all_text(data)
    assert squeeze(state.name) in text
    for warrior in state.warriors:
        assert squeeze(warrior.name) in text
        for skill in warrior.skills:
            assert squeeze(rules.skills[skill].name.get(lang)) in text
        for item in warrior.equipment:
            assert squeeze(rules.items[item].name.get(lang)) in text
    assert "Ü" * 140 in text  # an unbreakable word is split, not cut
    assert_text_inside_the_frame(data)


def test_a_box_taller_than_a_page_splits_instead_of_failing(rules: Ruleset) -> None:
    state = full_warband(rules)
    hero = state.heroes[0]
    hero.skills = list(rules.skills) * 3
    hero.notes = "Wrote his memoirs on the back of the roster. " * 300
    out = io.BytesIO()
    pages = render_sheet(rules, state, out)
    assert pages >= 4
    assert_text_inside_the_frame(out.getvalue())


def test_demo_text_stays_inside_the_frame(demo: Store) -> None:
    for lang in LANGS:
        assert_text_inside_the_frame(pdf_bytes(demo, 1, lang=lang, paper="letter"))


def test_battle_log(demo: Store, rules: Ruleset) -> None:
    state = demo.load(1)
    battles = [
        {
            "date": "2026-03-01",
            "scenario": "skirmish",
            "opponent": "Clan Eshin Shadowclaws",
            "opponent_type": "skaven",
            "result": "won",
            "rating_after": 91,
        }
    ]
    for lang, word in (("en", "won"), ("ru", "победа")):
        out = io.BytesIO()
        render_sheet(rules, state, out, lang=lang, battles=battles)
        text = all_text(out.getvalue())
        assert squeeze(rules.scenarios["skirmish"].name.get(lang)) in text
        assert "2026-03-01" in text and word in text


# --- paper, blank sheets, fonts ------------------------------------------------------------


@pytest.mark.parametrize(("paper", "size"), [("a4", A4), ("letter", LETTER)])
def test_page_sizes(demo: Store, paper: str, size: tuple[float, float]) -> None:
    for blank in (False, True):
        reader = _reader(pdf_bytes(demo, 1, paper=paper, blank=blank))
        for page in reader.pages:
            box = page.mediabox
            assert (float(box.width), float(box.height)) == pytest.approx(size, abs=0.01)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", LANGS)
def test_blank_sheet(demo: Store, lang: str, paper: str) -> None:
    data = pdf_bytes(demo, None, blank=True, lang=lang, paper=paper)
    assert len(_reader(data).pages) == 2  # the warband and heroes; henchmen and hired swords
    text = all_text(data)
    names = [w.name for s in demo.list_warbands() for w in demo.load(s.id).warriors]
    assert names and not any(squeeze(name) in text for name in names)
    heroes, henchmen = ("Heroes", "Henchmen") if lang == "en" else ("Герои", "Рядовые")
    assert heroes in text and henchmen in text
    assert text.count("Ld") == 6 + 6 + 2  # six hero boxes, six groups, two hired swords
    # A blank sheet for a warband prints its name and type, and still no warrior.
    named = all_text(pdf_bytes(demo, 1, blank=True, lang=lang, paper=paper))
    assert squeeze("The Grey Wolves of Altdorf") in named
    assert not any(squeeze(name) in named for name in names)


def test_fonts_are_the_shipped_dejavu(demo: Store) -> None:
    assert FONT_DIR.parent == Path(resources.__file__).resolve().parent
    assert (FONT_DIR / "LICENSE-DejaVu.txt").exists()
    reader = _reader(pdf_bytes(demo, 2, lang="ru"))
    fonts = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            fonts.add(font["/BaseFont"].split("+")[-1])
            assert "/FontFile2" in font["/FontDescriptor"]  # the TrueType file is embedded
    assert fonts == {"DejaVuSansCondensed", "DejaVuSansCondensed-Bold", "DejaVuSerifCondensed-Bold"}


def test_unknown_warband(demo: Store, tmp_path: Path) -> None:
    with pytest.raises(NotFoundError):
        export_pdf(demo, 999, tmp_path / "x.pdf")
    assert not (tmp_path / "x.pdf").exists()
    with pytest.raises(ValueError, match="blank"):
        export_pdf(demo, None, tmp_path / "x.pdf")


def test_rating_matches_the_rules(demo: Store, rules: Ruleset) -> None:
    from app.domain import to_roster

    state = full_warband(rules)
    assert sheet_view(rules, state).rating == warband_rating(rules, to_roster(rules, state))


# --- the command line ----------------------------------------------------------------------


def test_cli_export_pdf(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "cli.sqlite3")
    out = tmp_path / "wolves.pdf"
    assert main(["--db", db, "export-pdf", "The Grey Wolves of Altdorf", str(out)]) == 0
    assert "Wrote" in capsys.readouterr().out
    assert "Otto the Axe" in "".join(page_texts(out.read_bytes()))

    russian = tmp_path / "ru.pdf"
    argv = ["--db", db, "export-pdf", "1", str(russian), "--lang", "ru", "--paper", "letter"]
    assert main(argv) == 0
    reader = PdfReader(russian)
    assert "Герои" in reader.pages[0].extract_text()
    assert float(reader.pages[0].mediabox.height) == pytest.approx(LETTER[1])
    assert main(["--db", db, "--lang", "ru", "export-pdf", "1", str(russian)]) == 0
    assert "Герои" in PdfReader(russian).pages[0].extract_text()

    blank = tmp_path / "blank.pdf"
    assert main(["--db", db, "export-pdf", str(blank), "--blank"]) == 0
    assert len(PdfReader(blank).pages) == 2
    capsys.readouterr()

    assert main(["--db", db, "export-pdf", "Nobody", str(tmp_path / "n.pdf")]) == 1
    assert "error:" in capsys.readouterr().err and not (tmp_path / "n.pdf").exists()
    assert main(["--db", db, "export-pdf", str(tmp_path / "n.pdf")]) == 1
    assert "--blank" in capsys.readouterr().err
    assert main(["--db", db, "export-pdf", "1", str(tmp_path / "no" / "dir.pdf")]) == 1
    assert "cannot write" in capsys.readouterr().err


def test_a_blank_sheet_of_no_warband_touches_no_database(tmp_path: Path, capsys) -> None:
    """`export-pdf --blank` needs only the rules: no database is opened, created or migrated."""
    db = tmp_path / "never.sqlite3"
    out = tmp_path / "blank.pdf"
    assert main(["--db", str(db), "export-pdf", str(out), "--blank", "--lang", "ru"]) == 0
    assert not db.exists() and list(tmp_path.iterdir()) == [out]
    assert len(PdfReader(out).pages) == 2
    assert "Wrote" in capsys.readouterr().out
    # Even a database that cannot be opened does not stop a blank sheet.
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"not a database at all")
    assert main(["--db", str(broken), "export-pdf", str(out), "--blank"]) == 0
    assert broken.read_bytes() == b"not a database at all"


@pytest.mark.parametrize("lang", LANGS)
def test_the_sheet_prints_the_warbands_own_rules_once(rules: Ruleset, tmp_path, lang) -> None:
    """Every Dwarf is Hard to Kill: the warband page names the warband's rules (the blank sheet
    of the type too); a warband with none prints no such line."""
    from app.usecases import create_warband, hire

    store = open_store(tmp_path / "d.sqlite3", demo=False)
    create_warband(store, "dwarf_treasure_hunters", "Deep Delvers")
    dwarfs = store.find("Deep Delvers")
    hire(store, dwarfs, "noble", "Thorin")
    create_warband(store, "witch_hunters", "Plain Men")
    wanted = rules.special_rules["hard_to_kill"].name.get(lang)
    heading = {"en": "WARBANDRULES", "ru": "ПРАВИЛАОТРЯДА"}[lang]
    for blank in (False, True):
        text = all_text(pdf_bytes(store, dwarfs, lang=lang, blank=blank))
        assert heading + squeeze(wanted) in text
        assert text.count(squeeze(wanted)) == 1  # once for the warband, not on each warrior
    assert heading not in all_text(pdf_bytes(store, store.find("Plain Men"), lang=lang))
    store.database.close()

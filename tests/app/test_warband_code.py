"""The warband code: QR codes on the printed sheet carry the warband; scanned, their text
imports it whole (#29).

The round trip is the player's: print the sheet, render its pages at 150 dpi (QtPdf), read every QR
code on them with zxing-cpp (a reader the program does not use), import the texts into
another book, and compare the warband's exchange JSON there with the one printed, exactly.
"""

from __future__ import annotations

import base64
import io
import json
import random
import zlib
from pathlib import Path

import pytest
import zxingcpp

from app.command_line.cli import main
from app.domain import SpellKnown, WarbandState, Warrior
from app.exports.exchange import MAX_BYTES, ExchangeError, export_document
from app.exports.warband_code import MAX_CHARS, PREFIX, decode, encode
from app.pdf import export_pdf, render_sheet
from app.plumbing.context import open_store
from app.store.repository import Store
from app.usecases.transfer import import_warband
from rules import default_ruleset
from rules.models import WarriorType
from tests.starting import cheapest_kit

RULES = default_ruleset()


@pytest.fixture
def demo(demo_copy: Path):
    store = open_store(demo_copy)
    yield store
    store.database.close()


@pytest.fixture
def other(empty_copy: Path):
    store = open_store(empty_copy)
    yield store
    store.database.close()


@pytest.fixture(autouse=True)
def _qt(qapp):  # type: ignore[no-untyped-def]
    """QtPdf draws the pages (as the print preview does): it needs the application."""
    return qapp


def scanned(pdf: bytes) -> list[str]:
    """Every QR code's text on every page, rendered at 150 dpi as a scanner would see it."""
    from PIL import Image

    from PySide6.QtCore import QBuffer, QIODevice

    from ui.files.pdf_pages import PdfPages

    texts: list[str] = []
    pages = PdfPages(pdf)
    for page in pages.images(dpi=150):
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        page.save(buffer, "PNG")
        image = Image.open(io.BytesIO(bytes(buffer.data().data())))
        # Only QR codes: the reader also finds a stray EAN-13 in a page of text now and then.
        found_codes = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
        texts += [found.text for found in found_codes]
    pages.close()
    return texts


def printed_document(state: WarbandState) -> dict[str, object]:
    """What the code must carry: the warband's exchange document, its battle log left out."""
    return json.loads(json.dumps(export_document(state), ensure_ascii=False))


def biggest() -> WarbandState:
    """The largest warband the rules allow, full: the type with the most models (20), every
    hero it may have and groups up to its size, every name at 100 characters, in Cyrillic."""
    warband = max(RULES.warbands.values(), key=lambda w: (w.max_size, w.max_heroes, w.id))
    name = (f"{warband.name.en} of the longest name " * 5)[:100]
    state = WarbandState(name=name, type_id=warband.id, treasury=500, shards=3)
    for t in warband.heroes:
        for _n in range(t.max or 1):
            state.warriors.append(_warrior(t, "hero", 1, len(state.warriors)))
    room = warband.max_size - len(state.warriors)
    for t in warband.henchmen:  # groups of at most five, as many as the type's maximum allows
        left = min(room, t.max if t.max is not None else room)
        while left > 0:
            count = min(left, 5)
            state.warriors.append(_warrior(t, "henchmen", count, len(state.warriors)))
            left, room = left - count, room - count
    return state


def _warrior(t: WarriorType, kind: str, count: int, n: int) -> Warrior:
    warrior = Warrior(
        kind=kind,  # type: ignore[arg-type]
        type_id=t.id,
        name=(f"{n} Жестокий воин с самым длинным именем " * 4)[:100],
        count=count,
        experience=t.experience,
        equipment=list(cheapest_kit(RULES, t)),
    )
    if t.spell_list:
        first = min(RULES.spells_of(t.spell_list), key=lambda s: s.d6)
        warrior.spells = [SpellKnown(first.key)]
    if t.mutations_min:
        mutations = RULES.warband(t.warband).mutations
        warrior.mutations = [m.id for m in mutations[: t.mutations_min]]
    return warrior


def round_trip(store: Store, warband_id: int, other: Store, lang: str) -> None:
    state = store.load(warband_id)
    out = io.BytesIO()
    export_pdf(store, warband_id, out, lang=lang)
    texts = scanned(out.getvalue())
    assert texts and all(t.startswith(f"{PREFIX}:") for t in texts)
    change = import_warband(other, "\n".join(texts))
    assert printed_document(other.load(change.warband_id)) == printed_document(state)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_demo_warband_comes_back_whole_from_its_printed_codes(
    demo: Store, other: Store, lang: str
) -> None:
    summaries = demo.list_warbands()
    assert len(summaries) >= 4
    for summary in summaries:
        round_trip(demo, summary.id, other, lang)


def test_the_largest_warband_comes_back_whole_from_its_code(
    demo: Store, other: Store, lang: str = "ru"
) -> None:
    change = import_warband(demo, json.dumps(export_document(biggest()), ensure_ascii=False))
    round_trip(demo, change.warband_id, other, lang)


def storied_notes() -> str:
    """3,000 characters of a campaign's story that compress as prose does, not as a pattern."""
    words = [f"{word}{n % 97}" for n, word in enumerate(("battle", "ruin", "gold", "Жрец") * 200)]
    random.Random(29).shuffle(words)
    return " ".join(words)[:3000]


def test_a_warband_with_a_long_story_comes_back_whole_from_several_codes(
    demo: Store, other: Store, tmp_path: Path
) -> None:
    state = biggest()
    assert sum(w.count for w in state.warriors) >= 20
    state.notes = storied_notes()  # a campaign's story: more than one code holds
    change = import_warband(demo, json.dumps(export_document(state), ensure_ascii=False))
    codes = encode(demo.load(change.warband_id))
    assert len(codes) > 1  # too much for one code: split, and every part printed
    out = io.BytesIO()
    export_pdf(demo, change.warband_id, out)
    texts = scanned(out.getvalue())
    assert sorted(texts) == sorted(codes)
    # The parts read back in any order, from a file as a phone's scanner app copies them.
    path = tmp_path / "scanned.txt"
    path.write_text("\n\n".join(reversed(texts)) + "\n", encoding="utf-8")
    assert main(["--db", str(other.database.path), "import", str(path)]) == 0
    imported = other.list_warbands()[0]
    assert printed_document(other.load(imported.id)) == printed_document(
        demo.load(change.warband_id)
    )


def test_the_codes_are_even_and_within_the_reader_size() -> None:
    state = biggest()
    state.notes = storied_notes()
    codes = encode(state)
    bodies = [code.split(":", 2)[2] for code in codes]
    assert len(codes) > 1 and max(map(len, bodies)) <= MAX_CHARS
    assert max(map(len, bodies)) - min(map(len, bodies)) <= 1  # no tiny last code
    assert json.loads(decode(" ".join(codes))) == printed_document(state)


def test_a_sheet_without_code_has_none(demo: Store) -> None:
    warband_id = demo.list_warbands()[0].id
    out = io.BytesIO()
    export_pdf(demo, warband_id, out, code=False)
    assert scanned(out.getvalue()) == []
    blank = io.BytesIO()
    render_sheet(RULES, None, blank, blank=True)
    assert scanned(blank.getvalue()) == []


def _refusal(text: str) -> str:
    with pytest.raises(ExchangeError) as caught:
        decode(text)
    said = str(caught.value)
    assert "\n" not in said and "Traceback" not in said
    return said


def test_a_part_missing_damaged_or_from_another_sheet_is_one_line() -> None:
    state = biggest()
    state.notes = storied_notes()
    codes = encode(state)
    assert "missing" in _refusal(codes[0])
    assert "twice" in _refusal(codes[0] + "\n" + codes[0][:-3] + "AAA\n" + codes[1])
    body = codes[0].split(":", 2)[2]
    _refusal(f"{PREFIX}:1/1:{body[:-7]}")  # cut short: the stream does not end
    _refusal(f"{PREFIX}:1/1:")
    _refusal(f"{PREFIX}:3/2:{body}")


def test_a_hostile_code_cannot_inflate_past_the_file_limit() -> None:
    bomb = zlib.compress(b" " * (MAX_BYTES + 10), 9)
    text = f"{PREFIX}:1/1:" + base64.b32encode(bomb).decode().rstrip("=")
    _refusal(text)


def test_the_command_line_refuses_a_broken_code_in_one_line(
    other: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = biggest()
    state.notes = storied_notes()
    codes = encode(state)
    path = tmp_path / "half.txt"
    path.write_text(codes[0], encoding="utf-8")
    assert main(["--db", str(other.database.path), "import", str(path)]) != 0
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "missing" in err
    assert other.list_warbands() == []


def test_the_cards_carry_the_warband_on_a_card_of_their_own(demo: Store, other: Store) -> None:
    from app.pdf.cards import export_cards

    warband_id = demo.list_warbands()[0].id
    out = io.BytesIO()
    export_cards(demo, warband_id, out, lang="ru")
    texts = scanned(out.getvalue())
    assert texts == encode(demo.load(warband_id))
    change = import_warband(other, "\n".join(texts))
    assert printed_document(other.load(change.warband_id)) == printed_document(
        demo.load(warband_id)
    )
    plain = io.BytesIO()
    export_cards(demo, warband_id, plain, code=False)
    assert scanned(plain.getvalue()) == []

"""The sheet's fonts embed only the characters a document writes (app/pdf/fonts.py)."""

from __future__ import annotations

import io
import re
from pathlib import Path

from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from app.pdf import fonts
from app.pdf.fonts import (
    FILES,
    FONT_DIR,
    SANS,
    printable_codes,
    register_fonts,
    sheet_font,
    subset_names,
)


def _embedded_characters(text: str) -> set[str]:
    """The characters the font subset of a page showing `text` maps its codes to."""
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, initialFontName=SANS)
    canvas.setFont(SANS, 10)
    canvas.drawString(10, 10, text)
    canvas.showPage()
    canvas.save()
    (font,) = PdfReader(io.BytesIO(out.getvalue())).pages[0]["/Resources"]["/Font"].values()
    cmap = font.get_object()["/ToUnicode"].get_object().get_data().decode()
    return {chr(int(code, 16)) for code in re.findall(r"<[0-9A-F]{2}> <([0-9A-F]{4})>", cmap)}


def test_a_russian_word_embeds_no_latin_letter() -> None:
    """reportlab's default subset holds all of ASCII: a Russian page embedded the glyphs of
    every Latin letter, digit and sign, never shown, and wrote each Cyrillic letter as an
    octal escape."""
    assert _embedded_characters("Жук 7") - {"\x00"} == {"Ж", "у", "к", " ", "7"}


def test_a_sheets_first_characters_are_written_without_escapes() -> None:
    """Codes from 33 on: the first letters a document writes (its most frequent) were given
    codes 1 to 31, each written in the page stream as a four-character octal escape."""
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, initialFontName=SANS, pageCompression=0)
    printable_codes(canvas._doc)
    canvas.setFont(SANS, 10)
    canvas.drawString(10, 10, "Жук жук")
    canvas.showPage()
    canvas.save()
    assert b'(!"# $"#) Tj' in out.getvalue()  # Ж 33, у 34, к 35, the space 32, ж 36
    text = PdfReader(io.BytesIO(out.getvalue())).pages[0].extract_text()
    assert text.strip() == "Жук жук"


def test_a_subset_keeps_the_fonts_names_and_copyright_but_not_the_license_text() -> None:
    """The license's text (name record 13, in two encodings) was three fifths of each embedded
    subset; its copyright line and the license's address stay in it."""
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, initialFontName=SANS)
    canvas.setFont(SANS, 10)
    canvas.drawString(10, 10, "Жук")
    canvas.showPage()
    canvas.save()
    (font,) = PdfReader(io.BytesIO(out.getvalue())).pages[0]["/Resources"]["/Font"].values()
    data = font.get_object()["/FontDescriptor"]["/FontFile2"].get_object().get_data()
    assert "Permission is hereby granted".encode("utf-16-be") not in data
    for kept in (
        "Copyright (c) 2003 by Bitstream",
        "DejaVu Sans Condensed",
        "wiki/index.php/License",
    ):
        assert kept.encode("utf-16-be") in data
    assert len(data) < 8_000  # four glyphs and the tables around them (was 19 KB)


def test_the_sheet_fonts_are_valid_font_files_with_the_short_naming_table() -> None:
    """The naming table is cut in the font file reportlab reads (through its public
    `TTFont(name, file)`), not by swapping the class of reportlab's face: the file's checksums
    are right (reportlab's validating reader checks each table's and the whole file's)."""
    from reportlab.pdfbase.ttfonts import TTFontFile

    for filename in FILES.values():
        path = FONT_DIR / filename
        data = sheet_font(path)
        face = TTFontFile(io.BytesIO(data), validate=1)
        assert face.get_table("name") == subset_names(TTFontFile(str(path)).get_table("name"))
        assert len(data) < path.stat().st_size


def test_the_pdf_code_calls_no_private_reportlab_api() -> None:
    """reportlab is a library we do not pin to one release: only its public names."""
    source = "\n".join(
        path.read_text(encoding="utf-8") for path in Path(fonts.__file__).parent.glob("*.py")
    )
    assert "_assignState" not in source
    assert "__class__ =" not in source

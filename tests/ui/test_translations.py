"""Every string the window shows has a Russian translation, and the built .qm is current."""

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "mordheim_roster_ru.ts"
QM = TS.with_suffix(".qm")


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    tree = ET.parse(ts)
    out = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            out[(name, message.findtext("source"))] = message.find("translation")
    return out


def test_every_source_string_is_in_the_ts(tmp_path) -> None:
    """lupdate over ui/ finds no string that the committed .ts lacks."""
    fresh = tmp_path / "fresh.ts"
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ui").rglob("*.py"))
    subprocess.run(
        [str(lupdate), *sources, "-ts", str(fresh)], cwd=ROOT, check=True, capture_output=True
    )
    missing = set(messages(fresh)) - set(messages(TS))
    assert not missing, f"run packaging/update_translations.py and translate: {sorted(missing)[:5]}"


def test_every_string_is_translated() -> None:
    unfinished = [
        key
        for key, translation in messages(TS).items()
        if translation is None
        or translation.get("type") == "unfinished"
        or not (translation.text or "").strip()
    ]
    assert unfinished == []


FIELD = re.compile(r"\{(\d+)(?::([^{}]*))?\}")


def fields(text: str) -> set[str]:
    """The numbered fields of a text: {0}, {1:plural:model|models} ({0:,} is field 0 too)."""
    return {number for number, _spec in FIELD.findall(text)}


def test_placeholders_kept() -> None:
    for (_context, source), translation in messages(TS).items():
        assert fields(source) == fields(translation.text or ""), source


def test_plural_forms_are_the_languages_own() -> None:
    """A plural field says two English forms (one, other) and three Russian ones (1 воин,
    2 воина, 5 воинов): ui.plumbing.words.fill picks the form by how many there are."""
    for (_context, source), translation in messages(TS).items():
        for text, forms in ((source, 2), (translation.text or "", 3)):
            for _number, spec in FIELD.findall(text):
                if spec.startswith("plural:"):
                    assert len(spec.removeprefix("plural:").split("|")) == forms, text


def test_no_number_of_words_with_s_in_brackets() -> None:
    """ "1 shard(s)" reads as a form: a number is said with its plural form."""
    said = [source for _context, source in messages(TS) if "(s)" in source]
    assert said == []


def test_qm_is_built_from_the_ts(tmp_path) -> None:
    built = tmp_path / "ru.qm"
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), str(TS), "-qm", str(built)], check=True, capture_output=True)
    assert built.read_bytes() == QM.read_bytes(), "run packaging/update_translations.py"


def test_qm_loads_and_translates() -> None:
    translator = QTranslator()
    assert translator.load(str(QM))
    assert translator.translate("MainWindow", "&File") == "&Файл"

"""Every string the window shows has a Russian translation, and the built .qm is current."""

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


def test_placeholders_kept() -> None:
    for (_context, source), translation in messages(TS).items():
        for placeholder in ("{0}", "{1}", "{2}"):
            assert (placeholder in source) == (placeholder in (translation.text or "")), source


def test_qm_is_built_from_the_ts(tmp_path) -> None:
    built = tmp_path / "ru.qm"
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), str(TS), "-qm", str(built)], check=True, capture_output=True)
    assert built.read_bytes() == QM.read_bytes(), "run packaging/update_translations.py"


def test_qm_loads_and_translates() -> None:
    translator = QTranslator()
    assert translator.load(str(QM))
    assert translator.translate("MainWindow", "&File") == "&Файл"

"""Refresh the Qt translation sources and build the .qm files the program loads, and bring
every catalogue of words (resources/locale/<lang>.po) in step with its source (messages.pot).

    python packaging/update_translations.py          # lupdate (keeps translations) + lrelease

The Russian translations live in resources/translations/mordheim_roster_ru.ts; strings the
window shows are marked with tr() in ui/. tests/ui/test_translations.py fails when a string has
no Russian translation or the .qm is out of date. The words of `rules` and `app` are the
catalogue's (docs/architecture.md): tools/words_to_catalogue.py writes every .po again with each
entry of the source, in its order, a new one untranslated (tests/rules/test_catalogue.py fails
until it is).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("ru",)


def tool(name: str) -> str:
    found = Path(sys.executable).with_name(f"pyside6-{name}")
    if found.exists():
        return str(found)
    path = shutil.which(f"pyside6-{name}")
    if path is None:
        raise SystemExit(f"pyside6-{name} not found: install PySide6 (pip install -e .)")
    return path


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ui").rglob("*.py"))


def update(ts: Path) -> None:
    subprocess.run(
        [tool("lupdate"), "-no-obsolete", *sources(), "-ts", str(ts)], cwd=ROOT, check=True
    )


def release(ts: Path) -> Path:
    qm = ts.with_suffix(".qm")
    subprocess.run([tool("lrelease"), str(ts), "-qm", str(qm)], cwd=ROOT, check=True)
    return qm


def main() -> None:
    for lang in LANGUAGES:
        ts = TRANSLATIONS / f"mordheim_roster_{lang}.ts"
        update(ts)
        release(ts)
    subprocess.run([sys.executable, str(ROOT / "tools" / "words_to_catalogue.py")], check=True)


if __name__ == "__main__":
    main()

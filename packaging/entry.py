"""The packaged program's entry point: the same `mordheim-roster` command as `pip install`.

With MORDHEIM_ROSTER_SELF_CHECK=1 it prints, as JSON, what a frozen build must carry (the data
folders, Qt's plugins and Qt's own Russian translation) and exits; packaging/smoke_test.py
uses it to check a build from the outside.
"""

from __future__ import annotations

import os
import sys


def self_check() -> int:
    import json
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QLibraryInfo, QTranslator
    from PySide6.QtGui import QGuiApplication, QImageReader

    import resources
    from app import __version__
    from app.store.database import MIGRATIONS
    from rules.loader import DATA_DIR

    app = QGuiApplication(sys.argv[:1])  # loads a platform plugin, as the window will
    translations = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    formats = sorted(bytes(f.data()).decode() for f in QImageReader.supportedImageFormats())
    report = {
        "frozen": bool(getattr(sys, "frozen", False)),
        "version": __version__,
        "rules_data": sorted(p.name for p in DATA_DIR.glob("*.toml")),
        "migrations": sorted(
            str(p.relative_to(MIGRATIONS)) for p in MIGRATIONS.rglob("*.py") if p.is_file()
        ),
        "fonts": sorted(p.name for p in (resources.ROOT / "fonts").glob("*.ttf")),
        "translations": sorted(p.name for p in (resources.ROOT / "translations").glob("*.qm")),
        "icon_svg": resources.icon_path().is_file(),
        "icon_pngs": [size for size in resources.ICON_SIZES if resources.icon_path(size).is_file()],
        "qt_translations_path": str(translations),
        "qtbase_ru_loads": QTranslator().load(str(translations / "qtbase_ru.qm")),
        "qt_plugins_path": str(plugins),
        "qt_plugins": {
            kind: sorted(p.name for p in (plugins / kind).glob("*") if p.is_file())
            for kind in ("platforms", "imageformats", "iconengines")
        },
        "image_formats": formats,
        "platform": app.platformName(),
        "utf8_mode": bool(sys.flags.utf8_mode),
        "pdf_preview_pages": _preview_pages(),
        "qt_charts": _charts_load(),
    }
    print(json.dumps(report, indent=2))
    return 0


def _preview_pages() -> int:
    """How many pages the print preview draws of a one-page sheet: 0 when its renderer is
    missing from the build."""
    import io

    from app.pdf import export_blank_pdf
    from ui.files.pdf_dialog import page_images

    pdf = io.BytesIO()
    export_blank_pdf(pdf)
    try:
        return len(page_images(pdf.getvalue(), 200))
    except ImportError:
        return 0


def _charts_load() -> bool:
    """QtCharts (PySide6-Addons) and its library are in the build: the statistics draw."""
    try:
        from PySide6.QtCharts import QChart
    except ImportError:
        return False
    return QChart is not None


def drop_launcher_arguments(argv: list[str]) -> list[str]:
    """Finder may start a macOS app with `-psn_0_12345` (a process serial number), which the
    command line would refuse: the window would then never open."""
    return [argv[0], *(a for a in argv[1:] if not a.startswith("-psn_"))]


def main() -> int:
    if os.environ.get("MORDHEIM_ROSTER_SELF_CHECK") == "1":
        return self_check()
    from mordheim_roster.__main__ import main as program_main

    if sys.platform == "darwin":
        sys.argv = drop_launcher_arguments(sys.argv)
    return program_main()


if __name__ == "__main__":
    sys.exit(main())

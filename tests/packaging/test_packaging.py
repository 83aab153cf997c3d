"""What the installers ship: icons, desktop files, the version, in one place each."""

import configparser
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from PySide6.QtGui import QImage

import resources
from app import __version__

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"


def test_version_is_the_projects() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert __version__ == project["version"]
    assert f"## [{project['version']}]" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("size", [None, 16, 32, 48, 256, 512, 1000])
def test_icons_exist_and_load(size: int | None) -> None:
    path = resources.icon_path(size)
    assert path.is_file(), path
    if size is not None:
        image = QImage(str(path))
        assert not image.isNull() and image.width() >= min(size, 512)


def test_icon_size_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        resources.icon_path(0)


def test_desktop_file_in_english_and_russian() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(LINUX / "mordheim-roster.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Exec"].startswith("mordheim-roster") and entry["Icon"] == "mordheim-roster"
    assert entry["Name"] and entry["Name[ru]"] and entry["Comment[ru]"]


def test_appstream_metainfo() -> None:
    root = ET.parse(LINUX / "io.github.mordheim_roster.MordheimRoster.metainfo.xml").getroot()
    assert root.tag == "component"
    releases = [r.get("version") for r in root.iter("release")]
    assert __version__ in releases
    names = {n.get("{http://www.w3.org/XML/1998/namespace}lang"): n.text for n in root.iter("name")}
    assert names.get(None) and names.get("ru")


def _build_module():
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "packaging_build", ROOT / "packaging" / "build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_build_refuses_an_excluded_pyside6(monkeypatch, capsys) -> None:
    """The installer packs what is installed: it checks pyproject.toml's constraints first."""
    build = _build_module()
    assert build.unmet_requirements() == []  # this environment is an allowed one
    real_version = build.importlib.metadata.version

    def installed(name: str) -> str:
        return "6.12.0" if name.lower() == "pyside6-essentials" else real_version(name)

    monkeypatch.setattr(build.importlib.metadata, "version", installed)
    monkeypatch.setattr(build, "ensure_pyinstaller", lambda: None)  # no install in a test
    unmet = build.unmet_requirements()
    assert len(unmet) == 1 and "PySide6-Essentials 6.12.0 is installed" in unmet[0]
    assert build.main(["--keep-cache"]) == 2  # refused before PyInstaller runs
    assert "Not building with these versions: PySide6-Essentials 6.12.0" in capsys.readouterr().err

"""What the one-folder build carries, decided and checked without building: the library policy,
the committed list, and the spec as PyInstaller would run it on Linux, Windows and macOS."""

from __future__ import annotations

import ast
import importlib.util
import sys
import tomllib
import types
from pathlib import Path
from typing import ClassVar

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def load(name: str) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


policy = load("bundle_policy")
windows_version = load("windows_version")
entry = load("entry")


def test_a_macos_launch_argument_does_not_stop_the_window() -> None:
    argv = ["/Applications/Mordheim Roster.app/Contents/MacOS/mordheim-roster-gui", "-psn_0_1234"]
    assert entry.drop_launcher_arguments(argv) == argv[:1]
    assert entry.drop_launcher_arguments(["x", "--lang", "ru"]) == ["x", "--lang", "ru"]


SYSTEM = "/usr/lib/x86_64-linux-gnu"
SITE = "/venv/lib/python3.11/site-packages"
# What a build on a machine with GTK 3 found (Qt's GTK theme plugin and the X11 plugin).
GTK_STACK = [
    "libgtk-3.so.0", "libgdk-3.so.0", "libpango-1.0.so.0", "libpangocairo-1.0.so.0",
    "libcairo.so.2", "libcairo-gobject.so.2", "libglib-2.0.so.0", "libgobject-2.0.so.0",
    "libgio-2.0.so.0", "libfontconfig.so.1", "libfreetype.so.6", "libharfbuzz.so.0",
    "libatk-1.0.so.0", "libgdk_pixbuf-2.0.so.0", "libepoxy.so.0", "libX11.so.6", "libxcb.so.1",
    "libdbus-1.so.3", "libstdc++.so.6", "libgcc_s.so.1", "libatk-bridge-2.0.so.0",
]  # fmt: skip


@pytest.mark.parametrize("name", GTK_STACK)
def test_the_machines_gtk_and_desktop_libraries_stay_out(name: str) -> None:
    assert not policy.keep_binary(name, f"{SYSTEM}/{name}", "BINARY", "linux")


@pytest.mark.parametrize(
    ("dest", "source", "typecode"),
    [
        ("libpython3.11.so.1.0", "/opt/python/lib/libpython3.11.so.1.0", "BINARY"),
        ("libssl.so.3", f"{SYSTEM}/libssl.so.3", "BINARY"),
        ("libsqlite3.so.0", f"{SYSTEM}/libsqlite3.so.0", "BINARY"),
        ("libxcb-cursor.so.0", f"{SYSTEM}/libxcb-cursor.so.0", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", f"{SITE}/PySide6/Qt/lib/libQt6Core.so.6", "BINARY"),
        ("pillow.libs/libxcb-9065bb12.so.1.1.0", f"{SITE}/pillow.libs/libxcb.so", "BINARY"),
        ("lib-dynload/_ssl.cpython-311.so", "/opt/python/lib/lib-dynload/_ssl.so", "EXTENSION"),
    ],
)
def test_python_its_wheels_and_the_decided_libraries_stay_in(dest, source, typecode) -> None:
    assert policy.keep_binary(dest, source, typecode, "linux")


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Qml.so.6",
    ],
)
def test_the_qt_parts_the_program_never_loads_stay_out(dest: str) -> None:
    """PySide6-Addons (for the charts) brought Qt Quick and QML along: 20 MB unused."""
    assert not policy.keep_binary(dest, f"{SITE}/{dest}", "BINARY", "linux")
    assert policy.keep_binary(dest, f"{SITE}/{dest}", "BINARY", "win32")


def test_qt_pdf_stays_in_for_the_print_preview() -> None:
    """The preview and printing draw the sheet's pages with QtPdf (ui/files/pdf_pages.py)."""
    dest = "PySide6/Qt/lib/libQt6Pdf.so.6"
    assert policy.keep_binary(dest, f"{SITE}/{dest}", "BINARY", "linux")


def test_other_systems_are_not_filtered() -> None:
    name = "libgtk-3.so.0"
    assert policy.keep_binary(name, f"C:/x/{name}", "BINARY", "win32")
    assert policy.keep_binary(name, f"/opt/homebrew/lib/{name}", "BINARY", "darwin")


def test_filter_binaries_reports_what_it_leaves_out() -> None:
    binaries = [
        ("libgtk-3.so.0", f"{SYSTEM}/libgtk-3.so.0", "BINARY"),
        ("libssl.so.3", f"{SYSTEM}/libssl.so.3", "BINARY"),
    ]
    kept, dropped = policy.filter_binaries(binaries, "linux")
    assert kept == binaries[1:] and dropped == ["libgtk-3.so.0"]


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("libffi.so.8", "libffi"),
        ("libpython3.11.so.1.0", "libpython3.11"),
        ("libxcb-render-util.so.0.0.0", "libxcb-render-util"),
        ("libz.so", "libz"),
        ("python311.dll", "python311.dll"),
    ],
)
def test_library_stem(name: str, stem: str) -> None:
    assert policy.library_stem(name) == stem


def test_the_committed_linux_list_is_what_the_policy_allows() -> None:
    listed = policy.read_list(policy.expected_list("linux"))
    assert listed, "packaging/bundle/linux-libraries.txt is empty"
    assert set(listed) <= set(policy.SYSTEM_LIBRARIES)
    gtk = {policy.library_stem(name) for name in GTK_STACK}
    assert not set(listed) & gtk
    assert {"libpython3.11", "libsqlite3", "libssl", "libxcb-cursor"} <= set(listed)


def fake_build(folder: Path, libraries: list[str]) -> Path:
    internal = folder / "mordheim-roster" / "_internal"
    (internal / "PySide6" / "Qt" / "lib").mkdir(parents=True)
    qt = internal / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6"
    qt.write_bytes(b"\x7fELF")
    (internal / "libQt6Core.so.6").symlink_to(qt.relative_to(internal))  # as PyInstaller does
    (internal / "base_library.zip").write_bytes(b"")
    for name in libraries:
        (internal / name).write_bytes(b"\x7fELF")
    return folder / "mordheim-roster"


def test_the_check_finds_a_library_the_list_does_not_allow(tmp_path: Path) -> None:
    built = fake_build(tmp_path, ["libssl.so.3", "libpython3.11.so.1.0", "libgtk-3.so.0"])
    expected = tmp_path / "expected.txt"
    expected.write_text("# comment\nlibssl\nlibpython3.11\nlibsqlite3\n")
    assert policy.machine_libraries(built) == ["libgtk-3", "libpython3.11", "libssl"]
    unexpected, missing = policy.check_bundle(built, expected)
    assert unexpected == ["libgtk-3"] and missing == ["libsqlite3"]
    assert "PySide6/Qt/lib/libQt6Core.so.6" in policy.all_libraries(built)
    assert "libQt6Core.so.6" not in policy.all_libraries(built)  # the link is not a library


def test_write_list_round_trips(tmp_path: Path) -> None:
    built = fake_build(tmp_path, ["libssl.so.3", "libz.so.1"])
    policy.write_list(built, tmp_path / "list.txt")
    assert policy.read_list(tmp_path / "list.txt") == ["libssl", "libz"]


# --- the Windows version resource ---------------------------------------------------------


def test_the_windows_version_resource_names_the_projects_version() -> None:
    text = windows_version.version_text(
        name="mordheim-roster",
        version=PROJECT["version"],
        display_name="Mordheim Roster",
        description=PROJECT["description"],
        executable="mordheim-roster.exe",
    )
    tree = ast.parse(text, mode="eval")
    assert isinstance(tree.body, ast.Call) and tree.body.func.id == "VSVersionInfo"
    strings = {
        node.args[0].value: node.args[1].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "StringStruct"
    }
    assert strings["ProductVersion"] == strings["FileVersion"] == PROJECT["version"]
    assert strings["OriginalFilename"] == "mordheim-roster.exe"
    numbers = windows_version.version_tuple(PROJECT["version"])
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text


@pytest.mark.parametrize(
    ("version", "numbers"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1rc1", (2, 0, 1, 0)),
     ("1.2.3.4.5", (1, 2, 3, 4)), ("0.3.0+local7", (0, 3, 0, 0))],
)  # fmt: skip
def test_version_tuple(version: str, numbers: tuple[int, ...]) -> None:
    assert windows_version.version_tuple(version) == numbers


# --- the spec, run with PyInstaller's classes stubbed -------------------------------------


class Recorded:
    calls: ClassVar[list[tuple[str, tuple, dict]]] = []

    def __init__(self, *args, **kwargs) -> None:
        Recorded.calls.append((type(self).__name__, args, kwargs))
        self.args, self.kwargs = args, kwargs
        self.name = kwargs.get("name")


class Analysis(Recorded):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.binaries = [
            ("libgtk-3.so.0", f"{SYSTEM}/libgtk-3.so.0", "BINARY"),
            ("libssl.so.3", f"{SYSTEM}/libssl.so.3", "BINARY"),
        ]
        self.datas = [("PySide6/Qt/translations/qtbase_de.qm", "/x/qtbase_de.qm", "DATA")]
        self.pure, self.scripts = [], []


class PYZ(Recorded):
    pass


class EXE(Recorded):
    pass


class COLLECT(Recorded):
    pass


class BUNDLE(Recorded):
    pass


def run_spec(platform: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict:
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda *a, **k: []
    hooks.copy_metadata = lambda *a, **k: []
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setenv("MORDHEIM_ROSTER_TARGET_ARCH", "arm64")
    Recorded.calls = []
    namespace = {
        "SPECPATH": str(PACKAGING),
        "workpath": str(tmp_path / "work"),
        **{c.__name__: c for c in (Analysis, PYZ, EXE, COLLECT, BUNDLE)},
    }
    spec = PACKAGING / "mordheim-roster.spec"
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    return namespace


def calls(kind: str) -> list[dict]:
    return [kwargs for name, _args, kwargs in Recorded.calls if name == kind]


def exe_args(kind: str = "EXE") -> list[tuple]:
    return [args for name, args, _kwargs in Recorded.calls if name == kind]


def test_the_linux_spec_leaves_gtk_out_and_has_one_console_program(monkeypatch, tmp_path):
    namespace = run_spec("linux", monkeypatch, tmp_path)
    assert [b[0] for b in namespace["a"].binaries] == ["libssl.so.3"]
    assert namespace["a"].datas == []  # Qt's translations: only Russian
    [exe] = calls("EXE")
    assert exe["name"] == "mordheim-roster" and exe["console"] is True
    assert exe["target_arch"] is None and exe["version"] is None
    assert ("X utf8=1", None, "OPTION") in exe_args()[0][2]
    assert calls("BUNDLE") == []


def test_the_windows_spec_has_a_console_and_a_windowed_program_with_a_version(
    monkeypatch, tmp_path
):
    run_spec("win32", monkeypatch, tmp_path)
    exes = {exe["name"]: exe for exe in calls("EXE")}
    assert exes["mordheim-roster"]["console"] is True
    assert exes["mordheim-roster-gui"]["console"] is False
    for exe in exes.values():
        assert exe["icon"].endswith("mordheim-roster.ico")
        version = Path(exe["version"])
        assert f"'ProductVersion', '{PROJECT['version']}'" in version.read_text(encoding="utf-8")


def test_the_macos_spec_names_its_architecture_and_starts_the_window(monkeypatch, tmp_path):
    run_spec("darwin", monkeypatch, tmp_path)
    exes = calls("EXE")
    assert [e["name"] for e in exes] == ["mordheim-roster-gui", "mordheim-roster"]
    assert [e["console"] for e in exes] == [False, True]
    assert {e["target_arch"] for e in exes} == {"arm64"}
    [bundle] = calls("BUNDLE")
    assert bundle["target_arch"] == "arm64"
    assert bundle["version"] == PROJECT["version"]
    # the bundle starts the first executable of the collection: the windowed one
    collect_args = exe_args("COLLECT")[0]
    assert collect_args[0].name == "mordheim-roster-gui"


def _dynamic_imports_in(folder: Path) -> set[str]:
    """Top-level modules named by a literal importlib.import_module("...") in the package."""
    found = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "import_module"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.add(node.args[0].value.split(".")[0])
    return found


def test_every_module_loaded_with_importlib_is_bundled(monkeypatch, tmp_path) -> None:
    """PyInstaller cannot see an importlib import: the print preview's renderer was missing
    from the build until the spec named it."""
    ours = {"app", "ui", "rules", "mordheim_roster", "resources"}
    dynamic = set()
    for package in ("app", "ui", "rules", "mordheim_roster"):
        dynamic |= _dynamic_imports_in(ROOT / package)
    sample = tmp_path / "sample"
    sample.mkdir()
    (sample / "m.py").write_text('import importlib\nimportlib.import_module("somelib.part")\n')
    assert _dynamic_imports_in(sample) == {"somelib"}  # the walk finds what it is meant to find
    assert dynamic - ours <= set(policy.DYNAMIC_IMPORTS)
    namespace = run_spec("linux", monkeypatch, tmp_path)
    [analysis] = calls("Analysis")
    assert set(policy.DYNAMIC_IMPORTS) <= set(analysis["hiddenimports"])
    assert namespace["hiddenimports"] == analysis["hiddenimports"]

"""What the one-folder build may carry from the build machine, decided here and checked.

PyInstaller bundles every shared library the program's modules and Qt's plugins link to,
wherever it finds it. Libraries from Python's wheels (PySide6's Qt, Pillow's vendored ones) are
fixed by the wheels' versions; libraries from the build machine's system are not: with GTK 3
installed, Qt's GTK theme plugin pulled the machine's libgtk-3, gdk, pango, cairo, glib and
fontconfig into the bundle, and a GTK-themed start then loaded those stale copies instead of
the user's. So, on Linux:

- Python extension modules and everything from a site-packages folder are kept (the wheels);
- of the machine's own libraries, only those named in SYSTEM_LIBRARIES are kept (Python's own
  runtime, and the X11 helpers Qt needs that many desktops lack); every other one (GTK, GLib,
  fontconfig, freetype, X11, D-Bus, the C++ runtime...) is left out and comes from the user's
  system, where it matches the rest of the desktop.

After the build, `check_bundle` compares the machine's libraries that landed in the folder with
the committed list `packaging/bundle/<system>-libraries.txt`. On Windows and macOS PyInstaller
already leaves the system's libraries out and nothing is filtered here; their lists are
recorded by the first build on each system (see packaging/README.md).

This module is plain Python: the spec imports it, and the tests check it without building.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from pathlib import Path, PurePath

HERE = Path(__file__).resolve().parent
LISTS = HERE / "bundle"

# Linux libraries the build takes from the machine, by name before ".so", and why.
SYSTEM_LIBRARIES: dict[str, str] = {
    "libpython3.11": "the Python the program runs on",
    "libpython3.12": "the Python the program runs on",
    "libpython3.13": "the Python the program runs on",
    "libffi": "ctypes (Python runtime)",
    "libssl": "ssl (Python runtime)",
    "libcrypto": "hashlib and ssl (Python runtime)",
    "libsqlite3": "sqlite3: the roster database (Python runtime)",
    "libbz2": "bz2 (Python runtime)",
    "liblzma": "lzma (Python runtime)",
    "libz": "zlib (Python runtime)",
    "libuuid": "uuid (Python runtime)",
    "libexpat": "pyexpat (Python runtime)",
    "libmpdec": "decimal (Python runtime)",
    # Qt's X11 platform plugin needs these; many desktops do not install them (Qt's own
    # documentation lists them as requirements). The core libxcb stays the system's.
    "libxcb-cursor": "Qt's X11 plugin (missing on many desktops)",
    "libxcb-icccm": "Qt's X11 plugin (missing on many desktops)",
    "libxcb-image": "Qt's X11 plugin (missing on many desktops)",
    "libxcb-keysyms": "Qt's X11 plugin (missing on many desktops)",
    "libxcb-render-util": "Qt's X11 plugin (missing on many desktops)",
    "libxcb-util": "Qt's X11 plugin (missing on many desktops)",
    "libxkbcommon": "Qt's keyboard handling (kept with libxkbcommon-x11, same version)",
    "libxkbcommon-x11": "Qt's X11 plugin (missing on many desktops)",
}

# Third-party modules the program loads with importlib.import_module where they are first
# needed (none now: the print preview's renderer, QtPdf, is imported by name). PyInstaller
# cannot see such an import, and a build without them lacks the feature; the spec names them
# and a test keeps this list whole.
DYNAMIC_IMPORTS: tuple[str, ...] = ()

SHARED_LIBRARY = re.compile(r"\.(so(\.\d+)*|dylib|dll)$", re.IGNORECASE)


def library_stem(name: str) -> str:
    """`libffi.so.8` -> `libffi`, `libpython3.11.so.1.0` -> `libpython3.11`: the name without
    the version that differs between distributions."""
    base = PurePath(name).name
    return re.split(r"\.so(\.|$)", base, maxsplit=1)[0] if ".so" in base else base


def from_python_packages(source: str) -> bool:
    parts = PurePath(source).parts
    return "site-packages" in parts or "dist-packages" in parts


# Qt parts PySide6-Addons brings that the program never loads: the virtual keyboard's input
# plugin (it pulls Qt Quick and QML, 20 MB) and the PDF image-format plugin (the print preview
# draws with Qt PDF's library itself, libQt6Pdf, which stays). The smoke test runs the window
# and the preview without them.
UNUSED_QT = frozenset(
    {
        "libqtvirtualkeyboardplugin",
        "libqpdf",
        "libQt6VirtualKeyboard",
        "libQt6VirtualKeyboardQml",
        "libQt6Quick",
        "libQt6Qml",
        "libQt6QmlMeta",
        "libQt6QmlModels",
        "libQt6QmlWorkerScript",
    }
)


def keep_binary(dest: str, source: str, typecode: str, platform: str = sys.platform) -> bool:
    """Whether a binary PyInstaller found goes into the bundle (see the module's text)."""
    if not platform.startswith("linux"):
        return True
    if library_stem(dest) in UNUSED_QT:
        return False
    if typecode == "EXTENSION" or from_python_packages(source):
        return True
    return library_stem(dest) in SYSTEM_LIBRARIES


def filter_binaries(
    binaries: Iterable[tuple[str, str, str]], platform: str = sys.platform
) -> tuple[list[tuple[str, str, str]], list[str]]:
    """The binaries kept, and the names of those left out (printed by the spec)."""
    kept, dropped = [], []
    for entry in binaries:
        dest, source, typecode = entry
        if keep_binary(dest, source, typecode, platform):
            kept.append(entry)
        else:
            dropped.append(PurePath(dest).name)
    return kept, sorted(set(dropped))


# --- after the build -----------------------------------------------------------------------


def system_name(platform: str = sys.platform) -> str:
    return {"win32": "windows", "darwin": "macos"}.get(platform, "linux")


def libraries_folder(built: Path) -> Path:
    """Where PyInstaller put the libraries: `_internal/` (or the folder itself, old layout)."""
    internal = built / "_internal"
    return internal if internal.is_dir() else built


def all_libraries(built: Path) -> list[str]:
    """Every shared library in the built folder, as a path relative to its library folder."""
    root = libraries_folder(built)
    return sorted(
        path.relative_to(root).as_posix() for path in root.rglob("*") if _real_library(path)
    )


def _real_library(path: Path) -> bool:
    """A shared library file; not one of the links PyInstaller puts at the top of the folder
    for libraries that live in a package's folder."""
    return path.is_file() and not path.is_symlink() and bool(SHARED_LIBRARY.search(path.name))


def machine_libraries(built: Path) -> list[str]:
    """The libraries that came from the build machine rather than a Python package: the ones
    PyInstaller puts at the top of the library folder (a package's stay in its folder)."""
    root = libraries_folder(built)
    return sorted({library_stem(path.name) for path in root.iterdir() if _real_library(path)})


def expected_list(platform: str = sys.platform) -> Path:
    return LISTS / f"{system_name(platform)}-libraries.txt"


def read_list(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return sorted(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def check_bundle(built: Path, expected: Path) -> tuple[list[str], list[str]]:
    """(libraries in the build that the list does not allow, listed ones the build lacks).

    An unexpected library fails the build: something from the machine slipped in. A missing
    one is reported only: another Python build may link one library fewer (its own expat).
    """
    found = set(machine_libraries(built))
    wanted = set(read_list(expected))
    return sorted(found - wanted), sorted(wanted - found)


def write_list(built: Path, path: Path) -> None:
    header = (
        "# Libraries the one-folder build takes from the build machine (name before .so).\n"
        "# Decided in packaging/bundle_policy.py; checked by packaging/build.py after each\n"
        "# build. Regenerate with `packaging/build.py --update-bundle-list` after review.\n"
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(header + "".join(f"{name}\n" for name in machine_libraries(built)))

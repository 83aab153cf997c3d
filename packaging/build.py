"""Build the one-folder program with PyInstaller: dist/mordheim-roster/.

    .venv/bin/python packaging/build.py            # then: .venv/bin/python packaging/smoke_test.py

Run it with the project's virtual environment (the one `pip install -e .` set up): PyInstaller
packs the Python and the libraries it runs with. PyInstaller itself is installed into that
environment first if it is missing (the `package` extra of pyproject.toml). A package is built
for the system it is built on: Linux here, Windows on Windows, macOS on macOS.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "mordheim-roster.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"


def project() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        data: dict[str, object] = tomllib.load(handle)["project"]
    return data


def ensure_pyinstaller() -> None:
    if importlib.util.find_spec("PyInstaller") is not None:
        return
    extras = project().get("optional-dependencies", {})
    assert isinstance(extras, dict)
    requirements = [str(req) for req in extras.get("package", ["pyinstaller>=6"])]
    print(f"Installing {' '.join(requirements)} into {sys.prefix}", flush=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", *requirements], check=True)


def unmet_requirements() -> list[str]:
    """The project's dependencies whose installed version pyproject.toml does not allow.

    The build packs whatever is installed; a release pyproject.toml excludes (PySide6 6.12.0
    drops references to None and crashes long sessions) must not reach an installer.
    """
    from packaging.requirements import Requirement  # PyInstaller's own dependency

    dependencies = project().get("dependencies", [])
    assert isinstance(dependencies, list)
    unmet = []
    for text in dependencies:
        requirement = Requirement(str(text))
        try:
            installed = importlib.metadata.version(requirement.name)
        except importlib.metadata.PackageNotFoundError:
            unmet.append(f"{requirement.name} is not installed (wanted: {requirement})")
            continue
        if not requirement.specifier.contains(installed, prereleases=True):
            unmet.append(f"{requirement.name} {installed} is installed; wanted: {requirement}")
    return unmet


def folder_size(folder: Path) -> tuple[int, int]:
    """Bytes and number of files under a folder (symbolic links not followed)."""
    files = [path for path in folder.rglob("*") if path.is_file() and not path.is_symlink()]
    return sum(path.stat().st_size for path in files), len(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--keep-cache", action="store_true", help="reuse build/ (faster; default: a clean build)"
    )
    parser.add_argument(
        "--update-bundle-list",
        action="store_true",
        help="write the machine's libraries found in the build to packaging/bundle/ "
        "(after reviewing them) instead of checking them",
    )
    args = parser.parse_args(argv)
    if importlib.util.find_spec("app") is None or importlib.util.find_spec("PySide6") is None:
        print(
            "Run this with the project's environment: "
            "python3 -m venv .venv && .venv/bin/pip install -e . && "
            ".venv/bin/python packaging/build.py",
            file=sys.stderr,
        )
        return 2
    ensure_pyinstaller()
    name = str(project()["name"])
    installed = importlib.metadata.version(name)
    if installed != project()["version"]:
        # The build carries the installed metadata, which --version and Help > About read.
        print(
            f"The environment has {name} {installed} installed but pyproject.toml says "
            f"{project()['version']}: run `.venv/bin/pip install -e .` first.",
            file=sys.stderr,
        )
        return 2
    unmet = unmet_requirements()
    if unmet:
        print(
            "Not building with these versions: " + "; ".join(unmet) + ". "
            "Run `.venv/bin/pip install -e .` to get allowed ones.",
            file=sys.stderr,
        )
        return 2
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={DIST}",
        f"--workpath={WORK}",
        *([] if args.keep_cache else ["--clean"]),
        str(SPEC),
    ]
    print("$ " + " ".join(command), flush=True)
    started = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, check=False)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        print(f"PyInstaller failed after {elapsed:.0f} s", file=sys.stderr)
        return result.returncode
    folder = DIST / name
    if sys.platform == "linux":
        # The built folder installs itself: ./install.sh (menu entry, icons, AppStream file).
        linux = ROOT / "packaging" / "linux"
        for path in (linux / "install.sh", *linux.glob("*.desktop"), *linux.glob("*.xml")):
            shutil.copy2(path, folder / path.name)
    size, count = folder_size(folder)
    print(f"Built {folder} in {elapsed:.0f} s: {size / 1e6:.1f} MB in {count} files")
    return check_libraries(folder, update=args.update_bundle_list)


def check_libraries(folder: Path, *, update: bool) -> int:
    """Compare the build machine's libraries in the build with the committed list."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import bundle_policy

    listing = folder / "bundled-libraries.txt"  # every library, for the record (CI uploads it)
    listing.write_text("".join(f"{n}\n" for n in bundle_policy.all_libraries(folder)))
    expected = bundle_policy.expected_list()
    if update:
        bundle_policy.write_list(folder, expected)
        print(f"Wrote {expected.relative_to(ROOT)}: review it and commit it")
        return 0
    if not expected.exists():
        print(
            f"NOTE: no list of expected libraries for this system ({expected.name}); the "
            "build's are in bundled-libraries.txt: review them and commit the list with "
            "--update-bundle-list"
        )
        return 0
    unexpected, missing = bundle_policy.check_bundle(folder, expected)
    if missing:
        print(f"note: listed but not in this build (another Python build?): {missing}")
    if unexpected:
        print(
            f"The build carries libraries of the build machine that {expected.name} does not "
            f"list: {unexpected}. Leave them out in packaging/bundle_policy.py, or add them "
            "there and update the list (--update-bundle-list).",
            file=sys.stderr,
        )
        return 1
    count = len(bundle_policy.machine_libraries(folder))
    print(f"Libraries from the build machine: {count}, as {expected.name} lists")
    return 0


if __name__ == "__main__":
    sys.exit(main())

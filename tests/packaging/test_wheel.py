"""`pip install .` as a newcomer does it: the sdist and the wheel built from it carry every
file the program reads, and the wheel installed into a fresh virtual environment runs from
another folder (the commands in both languages, the rules, the window offscreen).

The wheel gave a broken program: `rules/data/packs/<pack>/*.toml` and the migrations' template
were left out, and only the editable install of the README worked.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from functools import partial
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("rules", "app", "ui", "resources", "mordheim_roster")
SKIPPED_PARTS = {"__pycache__"}
SKIPPED_SUFFIXES = {".pyc", ".pyo"}

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("build") is None, reason="the `build` package is not installed"
)


def package_files() -> set[str]:
    """Every file of the packages in the checkout, as a path inside the wheel."""
    found = set()
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*"):
            relative = path.relative_to(ROOT)
            wanted = path.suffix not in SKIPPED_SUFFIXES
            if path.is_file() and wanted and not SKIPPED_PARTS.intersection(relative.parts):
                found.add(relative.as_posix())
    return found


COPIED_OUT = {".git", ".venv", "build", "dist", "__pycache__", ".mypy_cache", ".ruff_cache"}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist and the wheel, built as `pip install .` builds them from a fresh clone: from a
    copy of the checkout without its egg-info (a stale SOURCES.txt there names every file and
    hides what pyproject.toml leaves out)."""
    source = tmp_path_factory.mktemp("source") / "mordheim-roster"
    shutil.copytree(ROOT, source, ignore=_not_in_a_clone)
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", str(out), str(source)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return out


def _not_in_a_clone(folder: str, names: list[str]) -> set[str]:
    return {n for n in names if n in COPIED_OUT or n.endswith(".egg-info")}


def only(folder: Path, pattern: str) -> Path:
    (found,) = folder.glob(pattern)
    return found


def test_the_wheel_built_from_the_sdist_carries_every_file_of_the_packages(dist: Path) -> None:
    with zipfile.ZipFile(only(dist, "*.whl")) as wheel:
        carried = {name for name in wheel.namelist() if ".dist-info/" not in name}
        assert any(name.endswith("/licenses/LICENSE") for name in wheel.namelist())
    missing = sorted(package_files() - carried)
    assert not missing, f"{len(missing)} files left out of the wheel, e.g. {missing[:5]}"


def test_the_sdist_carries_every_file_of_the_packages(dist: Path) -> None:
    with tarfile.open(only(dist, "*.tar.gz")) as sdist:
        carried = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    missing = sorted(package_files() - carried)
    assert not missing, f"{len(missing)} files left out of the sdist, e.g. {missing[:5]}"
    assert {"LICENSE", "README.md", "pyproject.toml"} <= carried


@pytest.fixture(scope="module")
def installed(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel installed into a new virtual environment; the dependencies are the suite's own
    (a path file names this environment's site-packages), so no network is needed, and the
    program itself can come only from the wheel (this environment's editable install is a
    finder that a path file does not start)."""
    venv = tmp_path_factory.mktemp("venv") / "v"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    where = "import sysconfig; print(sysconfig.get_paths()['purelib'])"
    site = subprocess.run([str(python), "-c", where], capture_output=True, text=True, check=True)
    folder = Path(site.stdout.strip())
    Path(folder, "suite_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    wheel = str(only(dist, "*.whl"))
    pins = ["-c", str(ROOT / "constraints.txt")]  # as every install of the project does
    pip = [str(python), "-m", "pip", "install", "-q", *pins, "--no-deps", "--no-index", wheel]
    subprocess.run(pip, check=True, timeout=300)
    return python


def test_the_program_comes_from_the_wheel_not_the_checkout(installed: Path, tmp_path) -> None:
    code = "import rules, app, ui, resources; print(rules.__file__, resources.__file__)"
    result = subprocess.run(
        [str(installed), "-c", code],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=_clean_env(),
        check=True,
    )
    venv = installed.parents[1]
    assert all(Path(p).is_relative_to(venv) for p in result.stdout.split()), result.stdout


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "MORDHEIM"))}
    return {**env, "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}


def test_the_installed_program_runs_from_another_folder(installed: Path, tmp_path) -> None:
    """The checks of packaging/smoke_test.py, on the installed `mordheim-roster` script."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from smoke_test import DEMO_WARBAND, Smoke
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    script = installed.with_name("mordheim-roster.exe" if os.name == "nt" else "mordheim-roster")
    smoke = Smoke(script, tmp_path)
    smoke.env = {**_clean_env(), **{k: v for k, v in smoke.env.items() if "MORDHEIM" in k}}
    checks = [smoke.version, smoke.rules_dump, smoke.listing, smoke.export_json]
    checks += [partial(smoke.export_pdf, lang) for lang in ("en", "ru")]
    checks += [partial(smoke.window, lang) for lang in ("en", "ru")]
    old = os.getcwd()
    os.chdir(tmp_path)  # nothing of the checkout beside the program
    try:
        for check in checks:
            check()
        db = str(tmp_path / "x.sqlite3")
        shown = smoke.run("--db", db, "--lang", "ru", "show", DEMO_WARBAND)
    finally:
        os.chdir(old)
    assert shown.returncode == 0, shown.stderr
    assert "Капитан" in shown.stdout

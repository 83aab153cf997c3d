"""Smoke test of the BUILT program (dist/mordheim-roster/), from the outside, as a player runs it.

    .venv/bin/python packaging/build.py && .venv/bin/python packaging/smoke_test.py

Not part of the pytest suite: building takes a minute or more. It runs the executable with
--version, creates the demo database with `list`, exports JSON and PDF sheets (English and
Russian), asks the build what it carries (MORDHEIM_ROSTER_SELF_CHECK, see entry.py), starts the
window offscreen in English and in Russian and checks it stays up, then measures start-up
times (--version, list, and the window until it shows a warband) against `python -m mordheim_roster`
from the virtual environment. Exit code 0: all passed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The variables the program reads (ui/preferences/settings.py, app/plumbing/runtime.py); the smoke
# test imports nothing of the program, it runs the build from the outside.
SETTINGS_DIR_VAR = "MORDHEIM_ROSTER_SETTINGS_DIR"
SETTINGS_FILE = "mordheim-roster.ini"
LOG_DIR_VAR = "MORDHEIM_ROSTER_LOG_DIR"
WINDOW_TIMEOUT = 20  # seconds for the window to open a warband before the check fails
DEMO_WARBAND = "The Grey Wolves of Altdorf"
DEMO_WARBANDS = (
    "Clan Eshin Shadowclaws",
    "Sisters of the Rock",
    DEMO_WARBAND,
    "The Hungry Dead of Sylvania",
)


def project() -> dict[str, str]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        data = tomllib.load(handle)["project"]
    return {"name": data["name"], "version": data["version"]}


class Smoke:
    def __init__(self, executable: Path, scratch: Path) -> None:
        self.executable = executable
        self.scratch = scratch
        self.failures: list[str] = []
        self.env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            # Settings, logs and data go to the scratch folder, never the tester's own: on
            # Windows and macOS QSettings would otherwise use the registry or a plist.
            SETTINGS_DIR_VAR: str(scratch / "settings"),
            LOG_DIR_VAR: str(scratch / "logs"),
            "XDG_CONFIG_HOME": str(scratch / "config"),
            "XDG_DATA_HOME": str(scratch / "data"),
            "LANG": "C.UTF-8",
        }
        self.env.pop("MORDHEIM_ROSTER_DB", None)
        # The build must turn UTF-8 on by itself: nothing from the tester's shell does it.
        for name in ("PYTHONUTF8", "PYTHONIOENCODING"):
            self.env.pop(name, None)

    def run(
        self, *args: str, env: dict[str, str] | None = None, timeout: float = 120
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(self.executable), *args],
            capture_output=True,
            text=True,
            env=env or self.env,
            timeout=timeout,
            check=False,
        )

    def check(self, name: str, test: Callable[[], str]) -> None:
        try:
            detail = test()
        except Exception as exc:  # one failing check must not hide the others
            self.failures.append(name)
            print(f"FAIL  {name}: {type(exc).__name__}: {exc}", flush=True)
        else:
            print(f"ok    {name}{': ' + detail if detail else ''}", flush=True)

    # --- the checks ---------------------------------------------------------------------------

    def version(self) -> str:
        expected = "{name} {version}".format(**project())
        result = self.run("--version")
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == expected, f"{result.stdout!r} != {expected!r}"
        return result.stdout.strip()

    def listing(self) -> str:
        db = self.scratch / "x.sqlite3"
        result = self.run("--db", str(db), "list")
        assert result.returncode == 0, result.stderr
        missing = [name for name in DEMO_WARBANDS if name not in result.stdout]
        assert not missing, f"demo warbands missing: {missing}\n{result.stdout}"
        assert db.is_file() and db.stat().st_size > 0, "no database file"
        return f"{len(DEMO_WARBANDS)} demo warbands, {db.stat().st_size} byte database"

    def export_json(self) -> str:
        out = self.scratch / "grey-wolves.json"
        result = self.run(
            "--db", str(self.scratch / "x.sqlite3"), "export-json", DEMO_WARBAND, str(out)
        )
        assert result.returncode == 0, result.stderr
        data = json.loads(out.read_text(encoding="utf-8"))
        assert data["format"] == "mordheim-roster-warband", data.get("format")
        assert data["warband"]["name"] == DEMO_WARBAND
        # and back in under another name: the import path (exchange + store) works too
        again = self.run(
            "--db", str(self.scratch / "x.sqlite3"), "import-json", str(out), "--name", "Copy"
        )
        assert again.returncode == 0, again.stderr
        return f"{out.stat().st_size} bytes, imported back"

    def rules_dump(self) -> str:
        result = self.run("--lang", "ru", "rules", "dump")
        assert result.returncode == 0, result.stderr
        rules = json.loads(result.stdout)
        assert len(rules["warbands"]) >= 8, f"{len(rules['warbands'])} warbands"
        assert rules["warbands"]["reikland"]["name"] != "Reikland", "names not in Russian"
        return f"{len(rules['warbands'])} warbands, {len(rules['equipment'])} items"

    def has_pdf_command(self) -> bool:
        return self.run("export-pdf", "--help").returncode == 0

    def export_pdf(self, lang: str) -> str:
        out = self.scratch / f"grey-wolves-{lang}.pdf"
        result = self.run(
            "--db",
            str(self.scratch / "x.sqlite3"),
            "export-pdf",
            "--lang",
            lang,
            DEMO_WARBAND,
            str(out),
        )
        assert result.returncode == 0, result.stderr
        data = out.read_bytes()
        assert data.startswith(b"%PDF-"), "not a PDF"
        assert data.rstrip().endswith(b"%%EOF"), "PDF not finished"
        assert b"DejaVu" in data, "the DejaVu fonts are not embedded"
        return f"{len(data)} bytes"

    def self_check(self) -> str:
        result = self.run(env={**self.env, "MORDHEIM_ROSTER_SELF_CHECK": "1"})
        assert result.returncode == 0, result.stderr
        report = json.loads(result.stdout)
        problems = []
        if not report["frozen"]:
            problems.append("not frozen")
        if report["version"] != project()["version"]:
            problems.append(f"version {report['version']}")
        for name in ("equipment.toml", "skills.toml", "campaign.toml"):
            if name not in report["rules_data"]:
                problems.append(f"rules/data/{name} missing")
        for name in ("env.py", "versions/0001_initial_schema.py"):
            if name not in report["migrations"]:
                problems.append(f"migrations/{name} missing")
        if len(report["fonts"]) < 3:
            problems.append(f"fonts: {report['fonts']}")
        if "mordheim_roster_ru.qm" not in report["translations"]:
            problems.append("mordheim_roster_ru.qm missing")
        if not report["icon_svg"] or len(report["icon_pngs"]) < 8:
            problems.append("icons missing")
        if not report["qtbase_ru_loads"]:
            problems.append(f"qtbase_ru.qm not loadable from {report['qt_translations_path']}")
        plugins = report["qt_plugins"]
        for kind, name in (
            ("platforms", "libqxcb.so"),
            ("platforms", "libqwayland.so"),
            ("platforms", "libqoffscreen.so"),
            ("imageformats", "libqsvg.so"),
            ("iconengines", "libqsvgicon.so"),
        ):
            if sys.platform == "linux" and name not in plugins[kind]:
                problems.append(f"Qt plugin {kind}/{name} missing")
        for fmt in ("png", "svg", "ico"):
            if fmt not in report["image_formats"]:
                problems.append(f"Qt cannot read {fmt}")
        if report["pdf_preview_pages"] < 1:
            problems.append("the print preview cannot draw a page (QtPdf missing)")
        if report["platform"] != "offscreen":
            problems.append(f"platform {report['platform']}")
        if not report.get("utf8_mode"):
            problems.append("Python's UTF-8 mode is off")
        if not report.get("qt_charts"):
            problems.append("PySide6.QtCharts missing (the statistics' charts)")
        assert not problems, "; ".join(problems)
        return (
            f"Qt translations in {report['qt_translations_path']}, "
            f"{sum(len(v) for v in plugins.values())} plugins checked"
        )

    def window(self, lang: str, seconds: float = 3.0, *, by_option: bool = False) -> str:
        """The window offscreen, in a language given by its settings or by --lang."""
        folder = self.scratch / f"settings-{lang}-{by_option}"
        settings = folder / SETTINGS_FILE
        folder.mkdir(parents=True)
        settings.write_text(f"[General]\nlanguage={'en' if by_option else lang}\n")
        env = {**self.env, SETTINGS_DIR_VAR: str(folder)}
        db = self.scratch / f"window-{lang}-{by_option}.sqlite3"
        log = self.scratch / f"window-{lang}.log"
        with log.open("w") as output:
            process = subprocess.Popen(
                [str(self.executable), "--db", str(db), *(["--lang", lang] if by_option else [])],
                env=env,
                stdout=output,
                stderr=subprocess.STDOUT,
            )
            # On a busy machine opening the demo takes longer than the stay: wait for the
            # warband first (at most WINDOW_TIMEOUT), then the window must stay up `seconds`.
            opened_by = time.perf_counter() + WINDOW_TIMEOUT
            while "last_warband=" not in settings.read_text() and time.perf_counter() < opened_by:
                if process.poll() is not None:
                    break
                time.sleep(0.05)
            with contextlib.suppress(subprocess.TimeoutExpired):  # still up: what we want
                process.wait(timeout=seconds)
            code = process.poll()
            if code is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        text = log.read_text(errors="replace")
        assert code is None, f"the window exited with {code} within {seconds} s:\n{text}"
        for bad in ("Traceback", "Could not load the Qt platform plugin", "Error"):
            assert bad not in text, f"{bad!r} in the output:\n{text}"
        assert db.is_file(), "the window did not open its database"
        kept = settings.read_text()
        assert f"language={lang}" in kept, f"language not {lang}:\n{kept}"
        assert "last_warband=" in kept, f"no warband opened:\n{kept}"
        log = Path(self.env[LOG_DIR_VAR]) / "mordheim-roster.log"
        assert "started: mordheim-roster" in log.read_text(encoding="utf-8"), "no log file"
        return f"up {seconds:.0f} s after opening, demo database created, a warband opened, logged"

    def utf8_pipe(self) -> str:
        """Cyrillic through a pipe arrives as UTF-8 (Windows would use its ANSI code page)."""
        result = subprocess.run(
            [str(self.executable), "--lang", "ru", "rules", "dump", "--indent", "0"],
            capture_output=True,
            env=self.env,
            timeout=120,
            check=False,
        )
        assert result.returncode == 0, result.stderr.decode("utf-8", "replace")
        assert "Рейкланд".encode() in result.stdout, "no UTF-8 Cyrillic in the output"
        return f"{len(result.stdout)} bytes of UTF-8"

    def executables(self) -> str:
        """Windows and macOS: a console program and a windowed one side by side."""
        names = sorted(p.name for p in self.executable.parent.glob("mordheim-roster*"))
        if sys.platform in ("win32", "darwin"):
            suffix = ".exe" if sys.platform == "win32" else ""
            gui = self.executable.with_name(f"{project()['name']}-gui{suffix}")
            assert gui.is_file(), f"{gui.name} missing: {names}"
        return ", ".join(names)


def timed(run: Callable[[], float], runs: int) -> tuple[float, float]:
    """Seconds of the first run and the median of the next `runs`."""
    times = [run() for _ in range(runs + 1)]
    return times[0], statistics.median(times[1:])


def command_time(command: Sequence[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, env=env, capture_output=True, check=True)
    return time.perf_counter() - started


def window_time(command: Sequence[str], env: dict[str, str], config: Path) -> float:
    """Seconds until the window has opened a warband (it then writes last_warband).

    The settings file is what can be seen from outside an offscreen window: the main window
    records the warband it opens once the database is open and the sheet is built. It is an
    INI file in a scratch folder on every system (MORDHEIM_ROSTER_SETTINGS_DIR).
    """
    shutil.rmtree(config, ignore_errors=True)
    settings = config / SETTINGS_FILE
    config.mkdir(parents=True)
    settings.write_text("[General]\nlanguage=en\n")
    started = time.perf_counter()
    process = subprocess.Popen(
        command,
        env={**env, SETTINGS_DIR_VAR: str(config)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        while "last_warband=" not in settings.read_text():
            if process.poll() is not None:
                raise RuntimeError(f"the window exited with {process.returncode}")
            if time.perf_counter() - started > WINDOW_TIMEOUT:
                raise TimeoutError(f"no warband opened within {WINDOW_TIMEOUT} s")
            time.sleep(0.005)
        return time.perf_counter() - started
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: Sequence[str] | None = None) -> int:
    name = project()["name"]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--dist",
        type=Path,
        default=ROOT / "dist" / name,
        help="the built folder (default: dist/%(default)s)",
    )
    parser.add_argument("--runs", type=int, default=5, help="timed runs per command")
    args = parser.parse_args(argv)
    executable = args.dist / (f"{name}.exe" if sys.platform == "win32" else name)
    if not executable.is_file():
        print(f"{executable} does not exist: build it with packaging/build.py", file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory(prefix="mordheim-smoke-") as folder:
        scratch = Path(folder)
        smoke = Smoke(executable, scratch)
        smoke.check("--version", smoke.version)
        smoke.check("rules dump --lang ru", smoke.rules_dump)
        smoke.check("list (creates the demo database)", smoke.listing)
        smoke.check("export-json / import-json", smoke.export_json)
        if smoke.has_pdf_command():
            smoke.check("export-pdf (en)", lambda: smoke.export_pdf("en"))
            smoke.check("export-pdf (ru)", lambda: smoke.export_pdf("ru"))
        else:
            print("skip  export-pdf: this build has no export-pdf command")
        smoke.check("self-check (data, Qt plugins, qtbase_ru.qm)", smoke.self_check)
        smoke.check("UTF-8 through a pipe", smoke.utf8_pipe)
        smoke.check("executables", smoke.executables)
        smoke.check("window offscreen (en)", lambda: smoke.window("en"))
        smoke.check("window offscreen (ru)", lambda: smoke.window("ru"))
        smoke.check("window offscreen (--lang ru)", lambda: smoke.window("ru", by_option=True))

        if smoke.failures:
            print(f"\nFAILED: {', '.join(smoke.failures)}")
            return 1
        print(f"\nStart-up, first run / median of the next {args.runs}:")
        db = str(scratch / "x.sqlite3")
        python = [sys.executable, "-m", "mordheim_roster"]
        env = {**smoke.env, "PYTHONPATH": str(ROOT)}
        config = scratch / "config-timing"
        programs = (("built app", [str(executable)]), ("python -m mordheim_roster", python))
        for label, base in programs:
            runs: dict[str, Callable[[], float]] = {
                "--version": partial(command_time, [*base, "--version"], env),
                "list": partial(command_time, [*base, "--db", db, "list"], env),
                "window": partial(window_time, [*base, "--db", db], env, config),
            }
            for what, run in runs.items():
                first, median = timed(run, args.runs)
                print(f"  {label:18} {what:10} {first:6.2f} s / {median:5.2f} s")
    print(f"\nFolder: {args.dist} {folder_size(args.dist) / 1e6:.1f} MB")
    print("\nAll smoke checks passed.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""No tracked file names a development machine's absolute path (issue #10 item 18).

References to material outside the repository are written relative to it (`../shared/...`).
"""

import re
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


# A checkout in the temp folder (a CI clone) must not make every "/tmp/..." in a test a machine
# path: the temp folder is nobody's own.
_SHARED = {Path(tempfile.gettempdir()).resolve(), Path("/")}
OWN_FOLDERS = [f for f in (ROOT.parent, Path.home()) if f.resolve() not in _SHARED]


def _machine_path_pattern() -> re.Pattern[str]:
    """This machine's own folders (where the checkout lies, the home folder) and any user's
    home folder on Linux, macOS or Windows; built here so this file names no path itself."""
    own = [re.escape(f"{folder}/") for folder in OWN_FOLDERS]
    homes = [r"/home/\w", r"/Users/\w", r"[A-Za-z]:\\Users\\"]
    return re.compile(r"(?<![\w.~])(" + "|".join(own + homes) + ")")


MACHINE_PATH = _machine_path_pattern()
SUFFIXES = {".py", ".toml", ".md", ".json", ".txt", ".cfg", ".ini", ".yml", ".yaml", ".spec"}


def tracked_text_files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode("utf-8")
    files = [ROOT / name for name in listed.split("\0") if name]
    return [f for f in files if f.suffix in SUFFIXES or f.parent.name == ".ci"]


def test_the_pattern_finds_what_it_must() -> None:
    own = [f"# Numbers: {folder / 'shared' / 'x.md'}" for folder in OWN_FOLDERS]
    for text in (*own, "/" + "home/anna/x", "C:\\Users\\bob\\x"):
        assert MACHINE_PATH.search(text), text
    inside_a_relative_path = f"docs{ROOT.parent}/plan.md"
    for text in ("../shared/rules-reference/x.md", inside_a_relative_path, "~/home/x", "a.work/x"):
        assert not MACHINE_PATH.search(text), text


def test_no_tracked_file_holds_an_absolute_machine_path() -> None:
    files = tracked_text_files()
    assert len(files) > 50 and any(f.name == "reikland.toml" for f in files)
    found = []
    for path in files:
        if not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if MACHINE_PATH.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert found == [], "name files relative to the repository (../shared/...):\n" + "\n".join(
        found
    )

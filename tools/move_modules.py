"""Move `app/` and `ui/` modules into their rooms (packages by capability), and rewrite every
reference to them. Re-runnable: on a tree already moved it changes nothing.

    python tools/move_modules.py            # move what is still at its old place, rewrite all
    python tools/move_modules.py --check    # list what it would change; exit 1 if anything

It `git mv`s each module still at its old place (when the new place is free), makes each new
package's `__init__.py`, and rewrites the old names in every `*.py`, `*.toml`, `*.spec`, `*.md`,
`*.cfg` and `*.ini` file git knows (tracked or new, not ignored):

- dotted names: `import app.cli`, `from app.cli import main`, `"app.cli.open_store"` in
  `monkeypatch.setattr`/`mock.patch`, hidden imports, docs;
- `from app import cli, exchange as ex` (split into one import per room);
- paths: `app/cli.py`, `ui/sheet.py` in docs, comments and tests.

CHANGELOG.md is left as it is (it tells what was true when it was written), and so are this
file and its test (tests/test_move_modules.py), which hold the old names.
Imports it rewrote are sorted again with `ruff check --select I --fix` when ruff is installed.
Other developers run it after rebasing onto the move, to fix the files they added meanwhile.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# What each room holds (its package docstring) and the modules moved into it (old -> new).
ROOMS: dict[str, str] = {
    "app.command_line": "The command line: the parser, its subcommands, and what they print.",
    "app.campaign": "The league: campaigns, standings, statistics and the timeline.",
    "app.sheet": "A warband's sheet as every reader sees it: figures, marks, the panel's offers.",
    "app.exports": "A warband or a campaign as files to read elsewhere: JSON, HTML, forum text.",
    "app.copies": "Sharing without a server: a copy of the book as a file, and merging copies.",
    "app.plumbing": "What the program stands on: opening the store, files, input, the run.",
    "ui.roster": "The sheet in the window: the warband list, the tables, the warrior panel.",
    "ui.wizards": "Dialogs with steps: the new-warband wizard, hiring, spells and advances.",
    "ui.league": "The league's windows: standings, matches, statistics and the battle log.",
    "ui.files": "Files in and out: campaigns, printing, PDF, cards, phones, copies, imports.",
    "ui.preferences": "Settings and their dialogs: rules packs, the six heroes.",
    "ui.plumbing": "What the window stands on: background work, crashes, dialogs, words.",
}

_MOVED: dict[str, list[str]] = {
    "app.command_line": [
        "cli", "commands", "import_command", "league_cli", "league_commands",
        "merge_commands", "pack_commands", "heroes_command", "html_commands",
    ],
    "app.campaign": ["league", "standings", "standings_columns", "statistics", "timeline"],
    "app.sheet": [
        "sheet_figures", "panel_view", "marks", "advance_controller", "succession", "origin",
    ],
    "app.exports": ["exchange", "forum_text", "html_export"],
    "app.copies": ["sharing", "merging", "merge_checks"],
    "app.plumbing": ["files", "inputs", "runtime", "context", "demo", "samples", "progress"],
    "ui.roster": [
        "sheet", "warband_list", "models", "delegates", "marks", "row_menu", "rule_text",
        "table_model", "warrior_panel", "warrior_boxes", "docks", "everyday",
    ],
    "ui.wizards": [
        "new_warband_wizard", "hire_dialog", "recruit_widgets", "spell_picker",
        "advance_dialog", "advance_widgets",
    ],
    "ui.league": [
        "standings_dialog", "match_dialog", "match_list", "match_side", "statistics_view",
        "charts", "battle_log",
    ],
    "ui.files": [
        "campaigns", "printing", "pdf_dialog", "cards_export", "phone_export", "sharing",
        "foreign_import",
    ],
    "ui.preferences": ["settings", "heroes_setting", "packs_dialog"],
    "ui.plumbing": ["background", "crash", "dialogs", "language", "window_size", "words"],
}

TABLE: dict[str, str] = {
    f"{room.split('.')[0]}.{name}": f"{room}.{name}"
    for room, names in _MOVED.items()
    for name in names
}

SUFFIXES = (".py", ".toml", ".spec", ".md", ".cfg", ".ini")
LEFT_ALONE = {"CHANGELOG.md", "tools/move_modules.py", "tests/test_move_modules.py"}


def _path(dotted: str) -> str:
    return dotted.replace(".", "/") + ".py"


def _dotted_pattern() -> re.Pattern[str]:
    names = "|".join(re.escape(old) for old in sorted(TABLE, key=len, reverse=True))
    return re.compile(rf"(?<![\w.])({names})(?!\w)")


def _path_pattern() -> re.Pattern[str]:
    olds = sorted((_path(old)[:-3] for old in TABLE), key=len, reverse=True)
    names = "|".join(re.escape(old) for old in olds)
    return re.compile(rf"(?<![\w/.])({names})(?=\.py\b|(?![\w/.-]))")


DOTTED = _dotted_pattern()
PATHS = _path_pattern()
DOTTED_NEW = re.compile("|".join(re.escape(new) for new in TABLE.values()))
PATHS_NEW = re.compile("|".join(re.escape(_path(new)) for new in TABLE.values()))
FROM_PACKAGE = re.compile(
    r"^(?P<indent>[ \t]*)from (?P<pkg>app|ui) import "
    r"(?P<names>\([^)]*\)|[^\n#]*?)(?P<comment>[ \t]*#[^\n]*)?$",
    re.MULTILINE,
)


def _split_from_package(match: re.Match[str]) -> str:
    """`from app import usecases as uc, exchange` -> one import per package the names live in."""
    indent, pkg = match["indent"], match["pkg"]
    names = [n.strip() for n in match["names"].strip("()").replace("\n", " ").split(",")]
    groups: dict[str, list[str]] = {}
    for name in filter(None, names):
        module = name.split(" as ")[0].strip()
        new = TABLE.get(f"{pkg}.{module}")
        groups.setdefault(new.rpartition(".")[0] if new else pkg, []).append(name)
    if list(groups) == [pkg]:
        return match[0]
    comment = match["comment"] or ""
    lines = [f"{indent}from {where} import {', '.join(items)}" for where, items in groups.items()]
    lines[0] += comment
    return "\n".join(lines)


def rewrite(text: str, python: bool) -> str:
    """The text with every old module name and path replaced by the new one."""
    if python:
        text = FROM_PACKAGE.sub(_split_from_package, text)
    text = DOTTED.sub(lambda m: TABLE[m[1]], text)
    return PATHS.sub(lambda m: _path(TABLE[m[1].replace("/", ".")])[:-3], text)


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True)
    return done.stdout


def move_files(dry_run: bool) -> list[str]:
    """`git mv` every module still at its old place; make each room's `__init__.py`."""
    done = []
    for room, doc in ROOMS.items():
        init = ROOT / _path(room).removesuffix(".py") / "__init__.py"
        if not init.exists():
            done.append(f"create {init.relative_to(ROOT)}")
            if not dry_run:
                init.parent.mkdir(parents=True, exist_ok=True)
                init.write_text(f'"""{doc}"""\n', encoding="utf-8")
                _git("add", str(init.relative_to(ROOT)))
    for old, new in TABLE.items():
        source, target = ROOT / _path(old), ROOT / _path(new)
        if source.exists() and not target.exists():
            done.append(f"move {_path(old)} -> {_path(new)}")
            if not dry_run:
                _git("mv", _path(old), _path(new))
    return done


def text_files() -> list[Path]:
    listed = _git("ls-files", "--cached", "--others", "--exclude-standard", "-z").split("\0")
    return [
        ROOT / name
        for name in sorted(set(listed))
        if name.endswith(SUFFIXES) and name not in LEFT_ALONE and (ROOT / name).is_file()
    ]


def rewrite_files(dry_run: bool) -> list[Path]:
    changed = []
    for path in text_files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        new = rewrite(text, python=path.suffix == ".py")
        if new != text:
            changed.append(path)
            if not dry_run:
                path.write_text(new, encoding="utf-8")
    return changed


def sort_imports(paths: list[Path]) -> None:
    """Sort the rewritten imports again (ruff's isort rules), when ruff is at hand."""
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    python = [str(p) for p in paths if p.suffix == ".py"]
    if ruff and python:
        subprocess.run([ruff, "check", "--quiet", "--select", "I", "--fix", *python], cwd=ROOT)


def long_lines(paths: list[Path], limit: int = 100) -> list[str]:
    """The rewritten Python lines now longer than ruff allows (E501): to be wrapped by hand."""
    found = []
    for path in (p for p in paths if p.suffix == ".py"):
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if len(text) > limit and (DOTTED_NEW.search(text) or PATHS_NEW.search(text)):
                found.append(f"{path.relative_to(ROOT)}:{number}: {len(text)} characters")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing, list what would")
    args = parser.parse_args(argv)
    moved = move_files(dry_run=args.check)
    changed = rewrite_files(dry_run=args.check)
    if not args.check:
        sort_imports(changed)
    for line in moved:
        print(line)
    for path in changed:
        print(f"rewrite {path.relative_to(ROOT)}")
    if not moved and not changed:
        print("nothing to move or rewrite")
    for line in [] if args.check else long_lines(changed):
        print(f"wrap by hand (over 100 characters now): {line}")
    return 1 if args.check and (moved or changed) else 0


if __name__ == "__main__":
    sys.exit(main())

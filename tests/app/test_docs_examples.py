"""Every example the README and docs/ show runs: read from the Markdown itself, never copied.

JSON blocks are warband files (imported) or battle reports (applied to the demo warband that
has the warriors they name); command lines name commands and options the program has, and
the concrete ones ("e.g. new reikland ...") run for real.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest

from app.command_line.cli import build_parser, main
from app.plumbing.context import open_store

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
INLINE = re.compile(r"`((?:mordheim-roster|python -m rules)\b[^`]*)`")
EXAMPLE = re.compile(r"#\s*e\.g\.\s*(.+)$")


def blocks(language: str) -> list[tuple[str, str]]:
    """(where, text) of every fenced block of one language in the documents."""
    found = []
    for path in DOCUMENTS:
        text = path.read_text(encoding="utf-8")
        for match in FENCE.finditer(text):
            if match.group(1) == language:
                line = text[: match.start()].count("\n") + 1
                found.append((f"{path.name}:{line}", match.group(2)))
    return found


def command_lines() -> list[tuple[str, str]]:
    """Command lines of the program in shell blocks and inline code: (where, line)."""
    lines = []
    for where, text in blocks("sh"):
        inside = False
        for line in text.splitlines():
            stripped = line.split("#")[0].strip()
            if stripped.startswith(("mordheim-roster", "python -m rules")):
                inside = stripped.startswith("mordheim-roster")
                lines.append((where, stripped))
            elif inside and line.startswith("  ") and stripped:
                # The synopsis lists subcommands indented under `mordheim-roster ... COMMAND`.
                for part in stripped.split(" / "):
                    lines.append((where, f"mordheim-roster {part}"))
    for path in DOCUMENTS:
        for match in INLINE.finditer(path.read_text(encoding="utf-8")):
            lines.append((path.name, match.group(1)))
    return lines


def concrete_examples() -> list[tuple[str, str]]:
    """Commands given as real examples in comments: `# e.g. new reikland "Grey Wolves"`."""
    return [
        (where, match.group(1).strip())
        for where, text in blocks("sh")
        for line in text.splitlines()
        if (match := EXAMPLE.search(line))
    ]


def test_the_documents_have_examples() -> None:
    """The extraction itself works: the README's report, file format and synopsis are found."""
    assert len(blocks("json")) >= 2
    assert any(line.startswith("mordheim-roster post-battle") for _, line in command_lines())
    assert concrete_examples()


def _options(parser: Any) -> dict[str, bool]:
    """Each option of a parser, and whether it takes a value."""
    return {flag: action.nargs != 0 for action in parser._actions for flag in action.option_strings}


def _subparsers(parser: Any) -> dict[str, Any]:
    for action in parser._actions:
        if action.choices and isinstance(action.choices, dict):
            return dict(action.choices)
    return {}


@pytest.mark.parametrize(("where", "line"), command_lines())
def test_every_documented_command_and_option_exists(where: str, line: str) -> None:
    parser = build_parser()
    words = shlex.split(line)
    words = ["rules", *words[3:]] if words[:3] == ["python", "-m", "rules"] else words[1:]
    options = _options(parser)
    commands = _subparsers(parser)
    value_next = False
    for word in words:
        flag = word.strip("[]").split("=")[0]
        if value_next:  # the value an option takes: en|ru, PATH|URL, N
            value_next = False
        elif flag.startswith("--"):
            assert flag in options, f"{where}: `{line}` shows {flag}, which the program lacks"
            value_next = options[flag] and "=" not in word and not word.endswith("]")
        elif flag in commands:
            parser = commands[flag]
            options |= _options(parser)
            commands = _subparsers(parser)
        elif re.fullmatch(r"[a-z][a-z-]*", flag) and commands:
            pytest.fail(f"{where}: `{line}` names the command {flag!r}, which does not exist")


@pytest.mark.parametrize(("where", "example"), concrete_examples())
def test_every_concrete_example_runs(where: str, example: str, tmp_path: Path, capsys) -> None:
    code = main(["--db", str(tmp_path / "e.sqlite3"), "--no-demo", *shlex.split(example)])
    err = capsys.readouterr().err
    assert (code, err) == (0, ""), f"{where}: `{example}` failed: {err}"


def _warband_naming(db: str, names: set[str]) -> int:
    """The demo warband that has every warrior a report names."""
    store = open_store(db, demo=True)
    try:
        for summary in store.list_warbands():
            state = store.load(summary.id)
            if names <= {w.name for w in state.warriors}:
                return summary.id
    finally:
        store.database.close()
    raise AssertionError(f"no demo warband has the warriors {sorted(names)}")


def _named(report: dict[str, Any]) -> set[str]:
    out = report.get("out_of_action", {})
    return {
        *report.get("took_part", []),
        *out.get("heroes", []),
        *out.get("henchmen", {}),
        *report.get("enemies_out_of_action", {}),
        *(award["warrior"] for award in report.get("awards", [])),
    }


@pytest.mark.parametrize(("where", "text"), blocks("json"))
def test_every_json_example_is_accepted(where: str, text: str, tmp_path: Path, capsys) -> None:
    document = json.loads(text)
    example = tmp_path / "example.json"
    example.write_text(text, encoding="utf-8")
    db = str(tmp_path / "e.sqlite3")
    if "format" in document:  # a warband file
        code = main(["--db", db, "--no-demo", "import-json", str(example)])
    else:  # a battle report, for the demo warband whose warriors it names
        warband = _warband_naming(db, _named(document))
        code = main(["--db", db, "post-battle", str(warband), str(example)])
    err = capsys.readouterr().err
    assert (code, err) == (0, ""), f"{where}: the example is refused: {err}"

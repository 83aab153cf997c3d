"""docs/architecture.md names real files and functions: a renamed or moved one fails here, so
the map is fixed in the same change."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
TOP = r"(?:rules|app|ui|tests|packaging|mordheim_roster|docs|resources)"


def test_every_named_file_exists() -> None:
    paths = set(re.findall(rf"`({TOP}/[\w/.*-]*)", DOC))
    assert len(paths) > 30
    missing = [p for p in sorted(paths) if "*" not in p and not (ROOT / p).exists()]
    assert missing == []


def test_every_named_function_or_class_is_in_its_file() -> None:
    # `file.py: Name`, `file.py: Class.method` (and a first `-> ...` chain is not followed)
    named = re.findall(rf"`({TOP}/[\w/]+\.py): ([\w.]+)", DOC)
    assert len(named) > 15
    missing = []
    for path, dotted in named:
        text = (ROOT / path).read_text(encoding="utf-8")
        for name in dotted.split("."):
            if not re.search(rf"^\s*(?:def|class)\s+{name}\b|^\s*{name}\b.*=", text, re.M):
                missing.append(f"{path}: {name}")
    assert missing == []

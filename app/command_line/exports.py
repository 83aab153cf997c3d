"""Every export format of the command line, in one list: a new format is one module (its
parser, and its command imported when it runs) and one line in `EXPORTS`. The command line
makes each one's subcommand from here and dispatches to it from here (app/command_line/cli.py);
the window's File menu has its own list of entries (ui/features.py)."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from typing import NamedTuple, TypeAlias, cast

from app.command_line import export_parsers as parsers

SubParsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
Command = Callable[[argparse.Namespace], int]


class Export(NamedTuple):
    """An export command: its name, the function that adds its parser (light: it runs at every
    start), and its command as `module:function`, imported only when it runs. (A named tuple:
    `--version` imports no dataclasses, tests/app/test_start_up.py.)"""

    command: str
    add_parser: Callable[[SubParsers, str], argparse.ArgumentParser]
    run: str

    def load(self) -> Command:
        module, _, name = self.run.partition(":")
        return cast(Command, getattr(importlib.import_module(module), name))


_HERE = "app.command_line"

EXPORTS: list[Export] = [
    Export("export-json", parsers.add_json_parser, f"{_HERE}.export_commands:cmd_export_json"),
    Export("export-text", parsers.add_text_parser, f"{_HERE}.export_commands:cmd_export_text"),
    Export("export-pdf", parsers.add_pdf_parser, f"{_HERE}.export_commands:cmd_export_pdf"),
    Export("export-cards", parsers.add_cards_parser, f"{_HERE}.export_commands:cmd_export_cards"),
    Export("export-html", parsers.add_html_parser, f"{_HERE}.html_commands:cmd_export_html"),
]


def add_export_parsers(sub: SubParsers) -> None:
    for export in EXPORTS:
        export.add_parser(sub, export.command)


def export_command(command: str) -> Command:
    """The command of the export called `command`, imported now (KeyError: no such export)."""
    for export in EXPORTS:
        if export.command == command:
            return export.load()
    raise KeyError(command)

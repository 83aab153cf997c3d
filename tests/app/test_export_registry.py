"""The command line's exports come from one list (app/command_line/exports.py): a format
registered there is a subcommand with its help, and the command line runs it."""

from __future__ import annotations

import argparse

import pytest

from app.command_line import exports
from app.command_line.cli import main
from app.command_line.exports import EXPORTS, Export

RAN: list[str] = []


def run_test_export(args: argparse.Namespace) -> int:
    RAN.append(args.warband)
    print(f"wrote {args.warband} as a test page")
    return 0


def add_test_parser(sub: exports.SubParsers, command: str) -> argparse.ArgumentParser:
    parser = sub.add_parser(command, help="write a warband as a test page")
    parser.add_argument("warband", help="name or id")
    return parser


def test_a_registered_export_is_a_command_with_its_help_and_runs(monkeypatch, capsys) -> None:
    new = Export("export-test", add_test_parser, f"{__name__}:run_test_export")
    monkeypatch.setattr(exports, "EXPORTS", [*EXPORTS, new])
    with pytest.raises(SystemExit):
        main(["--help"])
    help_text = capsys.readouterr().out
    assert "export-test" in help_text and "write a warband as a test page" in help_text
    assert main(["--no-demo", "export-test", "Grey Wolves"]) == 0
    assert RAN == ["Grey Wolves"]
    assert capsys.readouterr().out == "wrote Grey Wolves as a test page\n"


def test_every_export_is_listed_and_its_command_is_found() -> None:
    names = [export.command for export in EXPORTS]
    assert names == ["export-json", "export-text", "export-pdf", "export-cards", "export-html"]
    for export in EXPORTS:
        assert callable(export.load()), export.run
    with pytest.raises(KeyError):
        exports.export_command("export-nothing")

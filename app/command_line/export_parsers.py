"""The parsers of the export commands (app/command_line/exports.py lists them): each adds its
subcommand, named by the registry, with its arguments. Nothing heavier than argparse is
imported here: they run at every start of the command line."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from app.command_line.languages import language

if TYPE_CHECKING:
    from app.command_line.exports import SubParsers


def add_json_parser(sub: SubParsers, command: str) -> argparse.ArgumentParser:
    parser = sub.add_parser(command, help="write a warband to a JSON file")
    parser.add_argument("warband", help="name or id")
    parser.add_argument(
        "output",
        nargs="?",
        default="-",
        help="file or folder to write to ('-' or nothing: standard output; a folder: a file "
        "named after the warband)",
    )
    parser.add_argument(
        "--format",
        choices=("mordheim-roster", "roster-builder"),
        default="mordheim-roster",
        help="mordheim-roster: our exchange JSON (the default); roster-builder: Mordheim Roster "
        "Builder's own warband save, which its Import reads (what it cannot hold is listed)",
    )
    return parser


def add_text_parser(sub: SubParsers, command: str) -> argparse.ArgumentParser:
    parser = sub.add_parser(
        command,
        help="write a warband as text to post: export-text WARBAND [--format F] [OUT]",
        description="Write a warband's roster as players post it: BBCode for forums, Markdown "
        "for chats (Discord, Reddit), plain text for e-mail.",
    )
    parser.add_argument("warband", help="name or id")
    parser.add_argument(
        "output",
        nargs="?",
        default="-",
        help="file or folder to write to ('-' or nothing: standard output)",
    )
    parser.add_argument(
        "--format",
        dest="text_format",
        choices=("bbcode", "markdown", "plain"),
        default="markdown",
        help="markup of the text (default: markdown)",
    )
    parser.add_argument(
        "--battle",
        nargs="?",
        const=0,
        type=int,
        metavar="N",
        help="the report of battle N of the log to post (1 = the first; no N: the last), in "
        "messages of at most 2,000 characters, instead of the roster",
    )
    parser.add_argument(
        "--lang",
        dest="text_lang",
        type=language,
        metavar="{en,ru,...}",
        help="language of the text (default: the global --lang)",
    )
    return parser


def add_pdf_parser(sub: SubParsers, command: str) -> argparse.ArgumentParser:
    parser = sub.add_parser(
        command,
        help="write a warband's printable roster sheet: export-pdf WARBAND OUT.pdf",
        description="Write a printable roster sheet (PDF). With --blank the sheet has empty "
        "boxes to fill in by hand, and WARBAND may be left out.",
    )
    parser.add_argument("warband", nargs="?", help="name or id (may be left out with --blank)")
    parser.add_argument(
        "output", help="the PDF file to write (a folder: a file named after the warband)"
    )
    parser.add_argument(
        "--lang",
        dest="pdf_lang",
        type=language,
        metavar="{en,ru,...}",
        help="language of the sheet (default: the global --lang)",
    )
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size")
    parser.add_argument("--blank", action="store_true", help="an empty sheet to write on by hand")
    parser.add_argument(
        "--no-code",
        action="store_true",
        help="leave out the QR codes that carry the warband (a friend scans them to import it)",
    )
    return parser


def add_cards_parser(sub: SubParsers, command: str) -> argparse.ArgumentParser:
    parser = sub.add_parser(
        command,
        help="write a warband's model cards: export-cards WARBAND OUT.pdf",
        description="One card per hero, henchmen group and hired sword (profile, kit with the "
        "weapons' rules, save, skills and spells, injuries, experience boxes), several per "
        "page with cut marks.",
    )
    parser.add_argument("warband", help="name or id")
    parser.add_argument("output", help="the PDF file to write (a folder: named after the warband)")
    parser.add_argument(
        "--lang",
        dest="cards_lang",
        type=language,
        metavar="{en,ru,...}",
        help="language of the cards (default: the global --lang)",
    )
    parser.add_argument(
        "--size",
        choices=("poker", "a6"),
        default="poker",
        help="card size: poker (63 x 88 mm, nine per A4 page) or a6 (two per page)",
    )
    parser.add_argument(
        "--no-code",
        action="store_true",
        help="leave out the card whose QR code carries the warband",
    )
    return parser


def add_html_parser(sub: SubParsers, command: str) -> argparse.ArgumentParser:
    parser = sub.add_parser(
        command,
        help="write a warband (or a league) as one page for phones: export-html WARBAND OUT.html",
        description="Write one self-contained HTML file (no script, no network) that reads "
        "well on a phone: a warband's roster, or with --campaign the league's standings, "
        "timeline and every warband.",
    )
    parser.add_argument("warband", nargs="?", help="name or id (left out with --campaign)")
    parser.add_argument("output", help="the HTML file to write (a folder: a file named after it)")
    parser.add_argument("--campaign", help="the campaign's name or id: the league's page")
    parser.add_argument(
        "--lang",
        dest="html_lang",
        type=language,
        metavar="{en,ru,...}",
        help="language of the page (default: the global --lang)",
    )
    return parser

"""The export commands of the command line that write a warband as a file: export-json,
export-text, export-pdf and export-cards (export-html: app/command_line/html_commands.py).
Their parsers are in app/command_line/export_parsers.py, their entries in
app/command_line/exports.py; each imports what it writes with when it runs."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from app.command_line.common import CommandError, find_warband, output_path, store_for
from app.plumbing.files import write_error, write_text_atomic
from app.words import line
from rules.messages import Message, message_of

if TYPE_CHECKING:
    from pathlib import Path

    from app.exports.forum_text import TextFormat
    from app.store.repository import Store
    from rules.models import Lang


def cmd_export_json(args: argparse.Namespace) -> int:
    from app.exports.exchange import dumps

    store = store_for(args)
    warband_id = find_warband(store, args.warband)
    left = ""
    if args.format == "roster-builder":
        from app.exports.roster_builder import not_carried_line, to_save

        save = to_save(store.ruleset, store.load(warband_id), store.battles(warband_id))
        text, left = save.text(), not_carried_line(save.left, args.lang)
    else:
        text = dumps(store.load(warband_id), store.battles(warband_id))
    if args.output == "-":
        sys.stdout.write(text + "\n")
        if left:
            print(left, file=sys.stderr)
        return 0
    path = output_path(args.output, store, warband_id, ".json")
    try:
        write_text_atomic(path, text + "\n")
    except OSError as exc:
        raise CommandError(write_error(path, exc)) from None
    print(line(args.lang, "cli_wrote", path=str(path)))
    if left:
        print(left)
    return 0


def cmd_export_pdf(args: argparse.Namespace) -> int:
    from app.pdf import export_blank_pdf, export_pdf

    if args.warband is None and not args.blank:
        raise CommandError(Message.of("print_needs_warband"))
    lang = args.pdf_lang or args.lang
    store: Store | None = None  # a blank sheet of no warband: no database to open
    warband_id = None
    if args.warband is not None:
        store = store_for(args)
        warband_id = find_warband(store, args.warband)
    path = output_path(args.output, store, warband_id, ".pdf")
    try:
        if store is None:
            pages = export_blank_pdf(path, lang=lang, paper=args.paper)
        else:
            pages = export_pdf(
                store,
                warband_id,
                path,
                lang=lang,
                paper=args.paper,
                blank=args.blank,
                code=not args.no_code,
            )
    except OSError as exc:
        raise CommandError(write_error(path, exc)) from None
    return _say_wrote(args.lang, path, pages)


def _say_wrote(lang: Lang, path: Path, pages: int) -> int:
    """The line a command that wrote a PDF ends with: where, and how many pages."""
    code = "cli_wrote_page" if pages == 1 else "cli_wrote_pages"
    print(line(lang, code, path=str(path), pages=pages))
    return 0


def cmd_export_cards(args: argparse.Namespace) -> int:
    from app.pdf.cards import export_cards

    store = store_for(args)
    warband_id = find_warband(store, args.warband)
    path = output_path(args.output, store, warband_id, ".cards.pdf")
    try:
        lang = args.cards_lang or args.lang
        code = not args.no_code
        pages = export_cards(store, warband_id, path, lang=lang, size=args.size, code=code)
    except OSError as exc:
        raise CommandError(write_error(path, exc)) from None
    return _say_wrote(args.lang, path, pages)


def cmd_export_text(args: argparse.Namespace) -> int:
    from app.exports.forum_text import warband_text

    store = store_for(args)
    warband_id = find_warband(store, args.warband)
    lang = args.text_lang or args.lang
    if args.battle is not None:
        text = _battle_report(store, warband_id, args.battle or None, args.text_format, lang)
    else:
        text = warband_text(store, warband_id, args.text_format, lang)
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    suffix = {"bbcode": ".bbcode.txt", "markdown": ".md", "plain": ".txt"}[args.text_format]
    path = output_path(args.output, store, warband_id, suffix)
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise CommandError(write_error(path, exc)) from None
    print(line(args.lang, "cli_wrote", path=str(path)))
    return 0


def _battle_report(
    store: Store, warband_id: int, number: int | None, fmt: TextFormat, lang: Lang
) -> str:
    """The battle's report as the messages to post, a marked line between two."""
    from app.exports.battle_report import NoSuchBattle, report_messages

    try:
        messages = report_messages(store, warband_id, number, fmt, lang)
    except NoSuchBattle as exc:
        raise CommandError(message_of(exc)) from None
    parts: list[str] = []
    for n, message in enumerate(messages, 1):
        if len(messages) > 1:
            parts.append(line(lang, "report_message_mark", n=n, total=len(messages)) + "\n\n")
        parts.append(message + "\n\n")
    return "".join(parts).rstrip("\n") + "\n"

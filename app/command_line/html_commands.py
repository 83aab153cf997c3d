"""`mordheim-roster export-html WARBAND OUT` and `export-html --campaign C OUT`: a warband or a
whole league as one page to read on a phone (app/exports/html_export.py)."""

from __future__ import annotations

import argparse
from pathlib import Path

from app.command_line.common import CommandError, find_warband, output_path, store_for
from app.plumbing.files import safe_file_name, write_error, write_text_atomic
from app.words import line
from rules.messages import Message, message_of


def cmd_export_html(args: argparse.Namespace) -> int:
    import app.usecases as uc
    from app.exports.html_export import league_html, warband_html
    from app.store.repository import NotFoundError

    lang = args.html_lang or args.lang
    store = store_for(args)
    if args.campaign is None and args.warband is None:
        raise CommandError(Message.of("html_needs_warband"))
    if args.campaign is not None:
        try:
            campaign_id = uc.find_campaign(store, args.campaign)
        except (uc.RefusedError, NotFoundError) as exc:
            raise CommandError(message_of(exc)) from None
        text = league_html(store, campaign_id, lang)
        path = Path(args.output)
        if path.is_dir():
            path = path / safe_file_name(args.campaign, ".html", fallback="league")
    else:
        warband_id = find_warband(store, args.warband)
        text = warband_html(store, warband_id, lang)
        path = output_path(args.output, store, warband_id, ".html")
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise CommandError(write_error(path, exc)) from None
    print(line(args.lang, "cli_wrote", path=str(path)))
    return 0

"""Move the word tables of the Python modules into the gettext catalogue, and take them out.

    python tools/words_to_catalogue.py          # convert what is left in the modules
    python tools/words_to_catalogue.py --check  # fail if a module still holds a table

Re-runnable: it reads whatever tables the modules still hold (a branch that added a template
to `rules/templates.py` after the move, rebased), merges them into
`resources/locale/messages.pot` (English) and `resources/locale/ru.po` (Russian; the words of
any other `.po` are kept), the modules' words winning over the catalogue's, and deletes the
tables from the modules. Nothing is retyped by hand. The key of an entry is its table's prefix
and its key in the table (`pdf.treasury`, `league.made`; a message code as it is).
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.catalogue import SOURCE, TEMPLATE, Entry, quote, read  # noqa: E402

LOCALE = ROOT / "resources" / "locale"
RUSSIAN_PLURAL = (
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
    "(n%100<10 || n%100>=20) ? 1 : 2);"
)
PLURALS = {SOURCE: "nplurals=2; plural=(n != 1);", "ru": RUSSIAN_PLURAL}


@dataclass(frozen=True)
class Table:
    """A table of words in a module: its variable, the key prefix and its shape."""

    path: str
    name: str
    prefix: str
    shape: str  # by_lang {key: {lang: text}}, pair {key: (en, ru)}, one {lang: text},
    # single_pair (en, ru), columns ((key, en, ru, width), ...)


TABLES = (
    Table("rules/templates.py", "TEMPLATES", "", "by_lang"),
    Table("app/pdf/labels.py", "LABELS", "pdf.", "by_lang"),
    Table("app/league_words.py", "WORDS", "league.", "pair"),
    Table("app/league_words.py", "COLUMNS", "league.column.", "columns"),
    Table("app/league_words.py", "LEGEND", "league.legend", "single_pair"),
    Table("app/merge_words.py", "WORDS", "merge.", "pair"),
    Table("app/exports/html_export.py", "_WORDS", "html.", "by_lang"),
    Table("app/exports/forum_text.py", "_WORDS", "forum.", "by_lang"),
    Table("app/exports/html_league.py", "_WORDS", "html_league.", "by_lang"),
    Table("app/sheet/origin.py", "_CORE", "origin.core", "one"),
    Table("app/sheet/origin.py", "_GRADE", "origin.grade", "one"),
)

Words = dict[str, dict[str, str]]  # key -> {lang: text}


def _assignment(tree: ast.Module, name: str) -> ast.Assign | ast.AnnAssign | None:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return node
        target = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(target, ast.Name) and target.id == name:
            return node  # type: ignore[return-value]
    return None


def _words(table: Table, value: object) -> Iterator[tuple[str, dict[str, str]]]:
    if table.shape == "by_lang" and isinstance(value, dict):
        for key, texts in value.items():
            yield table.prefix + key, dict(texts)
    elif table.shape == "pair" and isinstance(value, dict):
        for key, (en, ru) in value.items():
            yield table.prefix + key, {"en": en, "ru": ru}
    elif table.shape == "one" and isinstance(value, dict):
        yield table.prefix, dict(value)
    elif table.shape == "single_pair" and isinstance(value, tuple):
        yield table.prefix, {"en": value[0], "ru": value[1]}
    elif table.shape == "columns" and isinstance(value, tuple):
        for key, en, ru, _width in value:
            yield table.prefix + key, {"en": en, "ru": ru}
    else:
        raise SystemExit(f"{table.path}: {table.name} is not a {table.shape} table")


def _replacement(table: Table, value: object) -> list[str]:
    """What stays of a table in its module: the columns' widths; nothing of the others."""
    if table.shape != "columns" or not isinstance(value, tuple):
        return []
    rows = [f"    ({key!r}, {width}),".replace("'", '"') for key, _e, _r, width in value]
    return [f"{table.name}: tuple[tuple[str, int], ...] = (", *rows, ")"]


def take_tables(write: bool) -> tuple[Words, list[str]]:
    """The words of every table still in a module (deleted from it when `write`)."""
    found: Words = {}
    holders: list[str] = []
    for table in TABLES:
        path = ROOT / table.path
        if not path.is_file():
            continue
        source = path.read_text(encoding="utf-8")
        node = _assignment(ast.parse(source), table.name)
        if node is None or node.value is None:
            continue
        value = ast.literal_eval(node.value)
        if table.shape == "columns" and all(len(row) == 2 for row in value):
            continue  # the widths left of a table converted before
        found.update(_words(table, value))
        holders.append(f"{table.path}: {table.name}")
        if write:
            lines = source.splitlines()
            end = node.end_lineno or node.lineno
            lines[node.lineno - 1 : end] = _replacement(table, value)
            path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return found, holders


def _existing() -> tuple[Words, dict[str, list[Entry]]]:
    """The catalogue as it is: key -> {lang: words}, in the source's order."""
    words: Words = {}
    others: dict[str, list[Entry]] = {}
    if (LOCALE / TEMPLATE).is_file():
        for entry in read(LOCALE / TEMPLATE):
            if entry.key:
                words[entry.key] = {SOURCE: entry.english}
    for path in sorted(LOCALE.glob("*.po")):
        entries = read(path)
        others[path.stem] = entries
        for entry in entries:
            if entry.key in words and entry.words and not entry.fuzzy:
                words[entry.key][path.stem] = entry.words
    return words, others


def _header(lang: str, forms: str) -> list[str]:
    return [
        'msgid ""',
        'msgstr ""',
        quote("Project-Id-Version: mordheim-roster\n"),
        quote(f"Language: {'' if lang == SOURCE else lang}\n"),
        quote("MIME-Version: 1.0\n"),
        quote("Content-Type: text/plain; charset=UTF-8\n"),
        quote("Content-Transfer-Encoding: 8bit\n"),
        quote(f"Plural-Forms: {forms}\n"),
        "",
    ]


def _forms_of(entries: list[Entry], lang: str) -> str:
    header = next((e.words for e in entries if not e.key and not e.english), "")
    for line in header.splitlines():
        name, _, value = line.partition(":")
        if name.strip().lower() == "plural-forms":
            return value.strip()
    return PLURALS.get(lang, PLURALS[SOURCE])


def write_catalogue(words: Words, others: dict[str, list[Entry]]) -> None:
    LOCALE.mkdir(parents=True, exist_ok=True)
    langs = sorted({*others, "ru"})
    files = {SOURCE: _header(SOURCE, PLURALS[SOURCE])}
    for lang in langs:
        files[lang] = _header(lang, _forms_of(others.get(lang, []), lang))
    for key, texts in words.items():
        english = texts[SOURCE]
        files[SOURCE] += [f"msgctxt {quote(key)}", f"msgid {quote(english)}", 'msgstr ""', ""]
        for lang in langs:
            said = texts.get(lang, "")
            files[lang] += [f"msgctxt {quote(key)}", f"msgid {quote(english)}"]
            files[lang] += [f"msgstr {quote(said)}", ""]
    for lang, lines in files.items():
        name = TEMPLATE if lang == SOURCE else f"{lang}.po"
        (LOCALE / name).write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if a table is left")
    check = parser.parse_args(argv).check
    found, holders = take_tables(write=False)
    if check:
        for holder in holders:
            print(f"a table of words left in a module: {holder}", file=sys.stderr)
        return 1 if holders else 0
    words, others = _existing()
    for key, texts in found.items():
        words[key] = {**words.get(key, {}), **texts}
        words[key].setdefault(SOURCE, texts.get("en", ""))
    write_catalogue(words, others)
    take_tables(write=True)
    print(f"{len(found)} entries from {len(holders)} tables; {len(words)} in the catalogue")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The Russian game terms follow docs/glossary.md in the data, the window, the CLI and the PDF.

A row of the glossary names an English term, its Russian word, the seed it comes from and the
Russian forms it replaces. Wherever an English text holds the term, its Russian text must hold
none of the replaced forms; and every quotation from a seed must be in that seed.
"""

from __future__ import annotations

import os
import re
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "docs" / "glossary.md"
TS = ROOT / "resources" / "translations" / "mordheim_roster_ru.ts"


@dataclass(frozen=True)
class Term:
    english: tuple[str, ...]
    russian: str
    source: str
    rejected: tuple[str, ...]


def glossary() -> list[Term]:
    terms = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("English", "---"):
            continue
        english = tuple(part.strip() for part in cells[0].split(" / "))
        rejected = tuple(part.strip() for part in cells[3].split(",") if part.strip())
        terms.append(Term(english, cells[1], cells[2], rejected))
    return terms


def english_pattern(term: Term) -> re.Pattern[str]:
    words = "|".join(re.escape(word) for word in term.english)
    # "warlock-engineer" is another rank than the Warlock: a hyphen after the term ends it.
    return re.compile(rf"(?<![A-Za-z])(?:{words})(?!-)", re.IGNORECASE)


def russian_pattern(form: str) -> re.Pattern[str]:
    """`form` as whole words; `*` stands for any ending of a word."""
    body = r"\s+".join(
        re.escape(word[:-1]) + r"\w*" if word.endswith("*") else re.escape(word) + r"(?!\w)"
        for word in form.split()
    )
    return re.compile(rf"(?<!\w){body}", re.IGNORECASE)


def data_pairs() -> Iterator[tuple[str, str, str]]:
    """(where, English, Russian) of every two-language text of the rules data."""
    for path in sorted((ROOT / "rules" / "data").rglob("*.toml")):
        where = str(path.relative_to(ROOT))
        yield from _walk(tomllib.loads(path.read_text(encoding="utf-8")), where)


def _walk(node: object, where: str) -> Iterator[tuple[str, str, str]]:
    if isinstance(node, dict):
        if isinstance(node.get("en"), str) and isinstance(node.get("ru"), str):
            yield where, node["en"], node["ru"]
        for value in node.values():
            yield from _walk(value, where)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value, where)


def ts_pairs() -> Iterator[tuple[str, str, str]]:
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield (
                f"ts {name}",
                message.findtext("source") or "",
                message.findtext("translation") or "",
            )


def pdf_pairs() -> Iterator[tuple[str, str, str]]:
    from rules.templates import table

    for key, words in table().items():
        if key.startswith("pdf."):
            yield f"pdf {key}", words["en"], words.get("ru", "")


def cli_pairs() -> Iterator[tuple[str, str, str]]:
    from rules.templates import table

    for code, words in table().items():
        if not code.startswith("pdf."):
            yield f"words {code}", words["en"], words["ru"]


LINUX = ROOT / "packaging" / "linux"


def desktop_pairs() -> Iterator[tuple[str, str, str]]:
    """The menu entry (Name, GenericName, Comment, Keywords) and the software centre's text
    (each English element of the metainfo with its Russian sibling)."""
    entries = dict(
        line.split("=", 1)
        for path in LINUX.glob("*.desktop")
        for line in path.read_text(encoding="utf-8").splitlines()
        if "=" in line
    )
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        yield f"desktop {key}", entries[key], entries.get(f"{key}[ru]", "")
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for path in LINUX.glob("*.metainfo.xml"):
        for parent in ET.parse(path).getroot().iter():
            children = list(parent)
            for tag in ("name", "summary", "p", "li", "keyword"):
                english = [
                    " ".join("".join(c.itertext()).split())
                    for c in children
                    if c.tag == tag and lang not in c.attrib
                ]
                russian = [
                    " ".join("".join(c.itertext()).split())
                    for c in children
                    if c.tag == tag and c.get(lang) == "ru"
                ]
                if english:
                    yield f"metainfo {tag}", "; ".join(english), "; ".join(russian)


@cache
def all_pairs() -> tuple[tuple[str, str, str], ...]:
    """Read once per process: each of the twenty terms' tests reads them all."""
    return (*data_pairs(), *ts_pairs(), *pdf_pairs(), *cli_pairs(), *desktop_pairs())


def test_the_menu_entry_and_the_software_centre_speak_russian() -> None:
    pairs = list(desktop_pairs())
    assert pairs and all(ru for _where, _en, ru in pairs), pairs


def test_the_glossary_has_the_terms_of_the_issue() -> None:
    russian = {term.russian for term in glossary()}
    assert {"Специальные правила".lower(), "продвижение", "жирный квадрат"} <= {
        word.lower() for word in russian
    }
    assert all(term.source for term in glossary())


@pytest.mark.parametrize(
    "term", [term for term in glossary() if term.rejected], ids=lambda term: term.english[0]
)
def test_no_rejected_form_where_the_english_has_the_term(term: Term) -> None:
    english = english_pattern(term)
    forms = [russian_pattern(form) for form in term.rejected]
    wrong = [
        f"{where}: {ru!r}"
        for where, en, ru in all_pairs()
        if english.search(en) and any(form.search(ru) for form in forms)
    ]
    assert not wrong, f"use «{term.russian}» (docs/glossary.md):\n" + "\n".join(wrong)


def test_a_name_that_is_the_term_is_its_russian_word() -> None:
    """A rules name or a label that is exactly the English term has exactly its Russian word."""
    words = {
        english.lower(): {word.strip().lower() for word in term.russian.split(",")}
        for term in glossary()
        for english in term.english
    }
    wrong = [
        f"{where}: {en} = {ru}, not {' or '.join(sorted(words[en.lower()]))}"
        for where, en, ru in all_pairs()
        if en.lower() in words and ru.lower() not in words[en.lower()]
    ]
    assert not wrong, "\n".join(wrong)


def test_nimble_and_jump_up_keep_the_seed_meaning() -> None:
    skills = tomllib.loads((ROOT / "rules" / "data" / "skills.toml").read_text(encoding="utf-8"))
    text = {skill["id"]: skill["text"] for skill in skills["skill"]}
    assert "Quick Shot" in text["nimble"]["en"] and "Быстрый выстрел" in text["nimble"]["ru"]
    assert "helmet" in text["jump_up"]["en"] and "шлем" in text["jump_up"]["ru"]
    assert "сбит" in text["jump_up"]["ru"] and "вскакивает" in text["jump_up"]["ru"]


def test_rejected_forms_are_found_by_the_check() -> None:
    """The check itself: the forms the issue named are caught in the texts they were in."""
    by_english = {term.english[0]: term for term in glossary()}
    cases = {
        "special rules": "Навыки, заклинания и особые правила",
        "advance": "4 (+1): повышено улучшением",
        "thick box": "толстые клетки: улучшение",
        "Warlock": "Колдун",
        "Troll Slayer": "Гном-Убийца троллей",
        "Rat Ogre": "Крысиных огров",
        "gc": "{0} gc",
        "post-battle sequence": "Последовательность после битвы",
    }
    for english, russian in cases.items():
        term = by_english[english]
        assert any(russian_pattern(form).search(russian) for form in term.rejected), english
    assert not russian_pattern("колдун*").search("Волшебник")


def seeds_folder() -> Path:
    override = os.environ.get("MORDHEIM_SEEDS")
    return Path(override) if override else ROOT.parent / "shared" / "seeds"


def test_every_quotation_is_in_its_seed() -> None:
    folder = seeds_folder()
    if not folder.is_dir():
        pytest.skip(f"no seeds at {folder}")
    texts = {path.name[:3]: path.read_text(encoding="utf-8") for path in folder.glob("*.txt")}
    missing = []
    for term in glossary():
        for number, quotes in re.findall(
            r"seed (\d{3}) ((?:«[^»]*»(?: and |, |; )?)+)", term.source
        ):
            for quote in re.findall(r"«([^»]*)»", quotes):
                if quote not in texts[number]:
                    missing.append((term.english[0], number, quote))
    assert missing == []

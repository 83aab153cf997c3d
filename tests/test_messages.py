"""Every refusal travels as a code and its values, and every code has its words in English and
in Russian (rules/templates.py), so the window, the command line and the PDF can say it in the
player's language.

The refusals checked are the errors that derive from `rules.messages.MessageError` (the rules'
and the use cases' refusals, the exchange and foreign files, the command line, the store). A
data file's own error (`RulesDataError`: a broken TOML file of the rules or of a pack, for its
author) keeps its English sentence.
"""

from __future__ import annotations

import ast
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.words import say
from rules import default_ruleset
from rules.messages import Message
from rules.templates import table

TEMPLATES = table()  # the catalogue: {key: {lang: words}}

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted(
    path for folder in ("rules", "app", "ui") for path in (ROOT / folder).rglob("*.py")
)
# Said by their author's sentence: a broken data file (see the module's docstring).
SENTENCE_ERRORS = frozenset({"RulesDataError"})


def trees() -> Iterator[tuple[Path, ast.Module]]:
    for path in SOURCES:
        yield path, ast.parse(path.read_text(encoding="utf-8"))


def message_errors() -> set[str]:
    """The names of the project's error classes that derive from MessageError."""
    bases: dict[str, set[str]] = {}
    for _path, tree in trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                names = {
                    b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases
                }
                bases.setdefault(node.name, set()).update(names)
    found = {"MessageError"}
    while True:
        more = {name for name, parents in bases.items() if parents & found} - found
        if not more:
            return found - SENTENCE_ERRORS
        found |= more


def is_sentence(node: ast.expr) -> bool:
    """Words written in the code: a string, an f-string, str(...), "...".format(...), a sum."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return is_sentence(node.left) or is_sentence(node.right)
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Name) and func.id == "str":
            return True
        return isinstance(func, ast.Attribute) and func.attr == "format"
    return False


def sentences_raised(errors: set[str], tree: ast.Module) -> Iterator[int]:
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
            continue
        func = node.exc.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        if name in errors and node.exc.args and is_sentence(node.exc.args[0]):
            yield node.lineno


def test_no_refusal_is_raised_as_an_english_sentence() -> None:
    errors = message_errors()
    assert {"RefusedError", "IllegalMoveError", "ExchangeError", "CommandError"} <= errors
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path, tree in trees()
        for line in sentences_raised(errors, tree)
    ]
    assert found == [], "raise these with Message.of(code, values):\n" + "\n".join(found)


def test_the_check_finds_a_sentence() -> None:
    errors = message_errors()
    caught = ast.parse('raise RefusedError(f"{name} cannot")\nraise CommandError(str(exc))')
    passed = ast.parse('raise RefusedError(Message.of("x", name=name))\nraise X("not ours")')
    assert list(sentences_raised(errors, caught)) == [1, 2]
    assert list(sentences_raised(errors, passed)) == []


def placeholders(template: str) -> set[str]:
    """The names a template fills in, with their conversion ({name!r})."""
    return {
        name + (f"!{conversion}" if conversion else "")
        for _text, name, _spec, conversion in string.Formatter().parse(template)
        if name is not None
    }


@pytest.mark.parametrize("code", sorted(TEMPLATES))
def test_every_code_has_english_and_russian_with_the_same_values(code: str) -> None:
    words = TEMPLATES[code]
    assert set(words) == {"en", "ru"}, code
    assert words["en"].strip() and words["ru"].strip(), code
    assert placeholders(words["en"]) == placeholders(words["ru"]), code


def codes_used() -> Iterator[tuple[str, str, frozenset[str] | None]]:
    """(where, code, value names) of every Message.of; the names are None where they are
    given as **values or (outside a raise) may be added later (`Message.with_values`)."""
    for path, tree in trees():
        raised = {
            id(call)
            for node in ast.walk(tree)
            if isinstance(node, ast.Raise) and node.exc is not None
            for call in ast.walk(node.exc)
        }
        for node in ast.walk(tree):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "of"
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "Message"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                continue
            names = [keyword.arg for keyword in node.keywords]
            given = (
                None
                if None in names or id(node) not in raised
                else frozenset(str(name) for name in names)
            )
            yield f"{path.relative_to(ROOT)}:{node.lineno}", node.args[0].value, given


def test_every_code_raised_has_its_words_and_values() -> None:
    wrong = []
    for where, code, given in codes_used():
        if code not in TEMPLATES:
            wrong.append(f"{where}: no template for {code!r}")
            continue
        wanted = {name.split("!")[0] for name in placeholders(TEMPLATES[code]["en"])}
        if given is not None and not wanted <= given:
            wrong.append(f"{where}: {code} needs {sorted(wanted - given)}")
    assert wrong == []


def test_a_refusal_says_itself_in_both_languages() -> None:
    from app.usecases import RefusedError

    error = RefusedError(Message.of("casts_no_spells", warrior="Ulli"))
    assert str(error) == "Ulli casts no spells"
    assert say(error.message or Message.text(""), "ru", default_ruleset()) == (
        "Ulli не творит заклинаний"
    )

"""Numbers said with their plural forms in both languages (rules.templates: plural, fill).

"1 warriors", "1 models" and «Положено продвижений: 1 (бросков)» read wrong: a message with a
number says the form the number takes, English one/other, Russian one/few/many.
"""

from __future__ import annotations

import re

import pytest

from app import merge_words
from rules.catalogue import catalogue, languages
from rules.messages import Filled
from rules.templates import fill, plural, table

RUSSIAN = "воин|воина|воинов"


@pytest.mark.parametrize(
    ("count", "said"),
    [(0, "0 воинов"), (1, "1 воин"), (2, "2 воина"), (4, "4 воина"), (5, "5 воинов"),
     (11, "11 воинов"), (12, "12 воинов"), (14, "14 воинов"), (21, "21 воин"),
     (22, "22 воина"), (25, "25 воинов"), (111, "111 воинов"), (101, "101 воин")],
)  # fmt: skip
def test_russian_one_few_many(count: int, said: str) -> None:
    assert plural(count, RUSSIAN) == said


@pytest.mark.parametrize(("count", "said"), [(0, "0 models"), (1, "1 model"), (2, "2 models")])
def test_english_one_other(count: int, said: str) -> None:
    assert plural(count, "model|models") == said


def test_a_template_says_the_form() -> None:
    assert fill("Hired {count:plural:model|models}", {"count": 1}) == "Hired 1 model"
    assert fill("{0:plural:осколок|осколка|осколков} за {1} зк", args=(3, 15)) == (
        "3 осколка за 15 зк"
    )
    assert fill("{n:,} and {missing:plural:a|b}", Filled({"n": 12345})) == "12,345 and {missing}"
    with pytest.raises(ValueError, match="plural forms"):
        plural(1, "one")


def texts() -> list[tuple[str, str, str]]:
    """(where, language, text) of every message and label made in the words layer."""
    return [(key, lang, text) for key, words in table().items() for lang, text in words.items()]


def test_no_message_says_a_number_with_s_in_brackets() -> None:
    wrong = [f"{where} ({lang}): {text}" for where, lang, text in texts() if "(s)" in text]
    assert wrong == []


def test_each_plural_has_its_languages_forms() -> None:
    wanted = {lang: catalogue(lang).nplurals for lang in languages()}
    assert wanted["en"] == 2 and wanted["ru"] == 3
    wrong = [
        f"{where} ({lang}): {spec}"
        for where, lang, text in texts()
        for spec in re.findall(r"\{\w+:plural:([^{}]*)\}", text)
        if len(spec.split("|")) != wanted[lang]
    ]
    assert wrong == []


def test_the_messages_say_one_model() -> None:
    from app.words import say
    from rules.messages import Message

    said = say(Message.of("models_added", count=1, warrior="Wolves"), "en", None)
    assert said == "Added 1 model to Wolves"
    said = say(Message.of("shards_sold", shards=2, gold=80), "ru", None)
    assert said == "Продано: 2 осколка за 80 зк"
    sheet = {"treasury": 5, "shards": 1, "models": 11, "battles": 1, "deleted": False}
    assert merge_words.brief_words("warband", sheet, "en") == (
        "5 gc, 1 wyrdstone, 11 models, 1 battle"
    )


def test_no_english_message_puts_an_article_before_a_name() -> None:
    """ "which a Augur", "a Undead warband", "Marie is a Novices": a name is said without an
    article ("the Undead warband", "Augur may not take")."""
    wrong = [
        f"{code}: {words['en']}"
        for code, words in table().items()
        if re.search(r"(?<![\w'])an? \{(?!what\}|tool\})", words["en"])
    ]
    assert wrong == []

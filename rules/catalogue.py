"""The one catalogue of the words `rules` and `app` say, read from gettext files.

`resources/locale/messages.pot` is the source: one entry per word, its `msgctxt` the key the
code asks for (a message code such as `hero_injury`, or `pdf.treasury`, `league.made`...),
its `msgid` the English words. `resources/locale/<lang>.po` gives a language its `msgstr`s and
its `Plural-Forms`. A language is a file: the program offers English and every `.po` present
(`languages`), with no code change; a word a catalogue lacks is said in English.

A number is said in the form it takes with an inline plural format,
`{count:plural:model|models}` (Russian `{count:plural:модель|модели|моделей}`): the forms are
given in the order of the language's `Plural-Forms` and its formula picks one (`fill`). Inline,
because one sentence may count two things ("3 models, 2 battles"), which gettext's
`msgid_plural` (one number per entry) could only say by splitting the sentence.

The files are read here with a small parser of the standard library (the `.po` itself, no
compiled `.mo`: nothing to build, nothing to go stale); `gettext.c2py` turns the plural
formula into a function. docs/architecture.md says why; tools/words_to_catalogue.py made
the catalogue from the old tables.
"""

from __future__ import annotations

import ast
import gettext
import os
import re
import string
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

SOURCE = "en"  # the language of the msgids
PSEUDO = "qps"  # every English word wrapped and accented: what escapes the catalogue shows
TEMPLATE = "messages.pot"
FOLDER_VARIABLE = "MORDHEIM_ROSTER_LOCALE_DIR"  # another folder of catalogues (tests, packs)
PLURAL = "plural:"
POSSESSIVE = "possessive"  # English: {name:possessive} says "Troll's", "Cave Squigs'"
_PLURAL_FORMS = re.compile(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+)")
_ENGLISH_PLURAL = "nplurals=2; plural=(n != 1);"

PluralRule = Callable[[int], int]


class CatalogueError(ValueError):
    """A catalogue file that cannot be read: its path, line and what is wrong."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a catalogue file: its key (msgctxt), English (msgid) and words (msgstr)."""

    key: str
    english: str
    words: str
    fuzzy: bool = False
    comments: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Catalogue:
    """One language's words by key, and how it picks a plural form."""

    lang: str
    words: Mapping[str, str]
    plural_forms: str
    rule: PluralRule = field(compare=False)

    def get(self, key: str) -> str | None:
        return self.words.get(key)

    @property
    def nplurals(self) -> int:
        """How many plural forms the language has (its Plural-Forms' nplurals)."""
        found = _PLURAL_FORMS.search(self.plural_forms)
        return int(found.group(1)) if found else 2


def folder() -> Path:
    """Where the catalogue files are: resources/locale, or the folder the variable names."""
    named = os.environ.get(FOLDER_VARIABLE)
    if named:
        return Path(named)
    from resources import ROOT

    return ROOT / "locale"


def languages() -> tuple[str, ...]:
    """English and every language with a catalogue file, English first."""
    found = sorted(path.stem for path in folder().glob("*.po") if path.stem != SOURCE)
    return (SOURCE, *found)


def accepted() -> tuple[str, ...]:
    """The languages a player may ask for: those offered, and the pseudo-language `qps` that
    shows, in English wrapped and accented, every word that comes from the catalogue."""
    return (*languages(), PSEUDO)


def language_name(lang: str) -> str:
    """The language's name in itself ("English", «Русский»): its catalogue's `language.name`,
    else its code."""
    return catalogue(lang).get("language.name") or lang


def text(key: str, lang: str) -> str | None:
    """The words of `key` in `lang`, in English when that language lacks them (None: no such
    key at all)."""
    words = catalogue(lang).get(key) if lang != SOURCE else None
    return words if words is not None else catalogue(SOURCE).get(key)


def say(key: str, lang: str, /, *args: object, **values: object) -> str:
    """The words of `key` in `lang`, filled with its values; a KeyError for an unknown key."""
    words = text(key, lang)
    if words is None:
        raise KeyError(f"no words for {key!r} in {folder() / TEMPLATE}")
    return fill(words, values, args, rule_of(lang))


def all_keys() -> tuple[str, ...]:
    """Every key of the catalogue's source."""
    return tuple(catalogue(SOURCE).words)


def rule_of(lang: str) -> PluralRule:
    return catalogue(lang).rule


def catalogue(lang: str) -> Catalogue:
    return _catalogue(str(folder()), lang)


@cache
def _catalogue(where: str, lang: str) -> Catalogue:
    if lang == PSEUDO:
        english = _catalogue(where, SOURCE)
        words = {key: pseudo(said) for key, said in english.words.items()}
        return Catalogue(lang, words, english.plural_forms, english.rule)
    if lang == SOURCE:
        path = Path(where) / TEMPLATE
        entries = read(path)
        words = {entry.key: entry.english for entry in entries if entry.key}
    else:
        path = Path(where) / f"{lang}.po"
        if not path.is_file():  # a language without words yet: all of them in English
            return _catalogue(where, SOURCE)
        entries = read(path)
        words = {e.key: e.words for e in entries if e.key and e.words and not e.fuzzy}
    header = next((entry.words for entry in entries if not entry.key and not entry.english), "")
    forms = _plural_header(header) or _ENGLISH_PLURAL
    return Catalogue(lang, words, forms, _rule(forms, path))


def _plural_header(header: str) -> str | None:
    for line in header.splitlines():
        name, _, value = line.partition(":")
        if name.strip().lower() == "plural-forms":
            return value.strip()
    return None


def _rule(forms: str, path: Path) -> PluralRule:
    found = _PLURAL_FORMS.search(forms)
    if found is None:
        raise CatalogueError(f"{path}: Plural-Forms {forms!r} is not 'nplurals=N; plural=...;'")
    try:
        return gettext.c2py(found.group(2).strip())
    except (ValueError, SyntaxError) as exc:
        raise CatalogueError(f"{path}: Plural-Forms {forms!r}: {exc}") from exc


def reset() -> None:
    """Forget the catalogues read (a test that changed the files)."""
    _catalogue.cache_clear()


# Reading and writing the files ------------------------------------------------------------


def read(path: Path) -> list[Entry]:
    """The entries of a .po/.pot file, the header first (its key and English empty)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise CatalogueError(f"{path}: {exc}") from exc
    return list(_entries(lines, path))


def _entries(lines: Sequence[str], path: Path) -> Iterator[Entry]:
    fields: dict[str, str] = {}
    comments: list[str] = []
    fuzzy = False
    last = ""
    for number, raw in enumerate([*lines, ""], 1):
        line = raw.strip()
        if not line or (line.startswith("#") and fields):
            if fields:
                yield _entry(fields, fuzzy, comments, path, number)
                fields, comments, fuzzy, last = {}, [], False, ""
            if not line:
                continue
        if line.startswith("#,"):
            fuzzy = fuzzy or "fuzzy" in line
        elif line.startswith("#"):
            comments.append(line)
        elif line.startswith('"'):
            if not last:
                raise CatalogueError(f"{path}:{number}: a string without a keyword before it")
            fields[last] += _string(line, path, number)
        else:
            name, _, rest = line.partition(" ")
            if fields and (name == "msgctxt" or (name == "msgid" and "msgid" in fields)):
                yield _entry(fields, fuzzy, comments, path, number)  # no blank line between
                fields, comments, fuzzy = {}, [], False
            if name not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not re.fullmatch(
                r"msgstr\[\d+\]", name
            ):
                raise CatalogueError(f"{path}:{number}: unknown keyword {name!r}")
            last = name
            fields[name] = _string(rest.strip(), path, number)


def _entry(
    fields: Mapping[str, str], fuzzy: bool, comments: Sequence[str], path: Path, number: int
) -> Entry:
    if "msgid" not in fields:
        raise CatalogueError(f"{path}:{number - 1}: an entry without a msgid")
    words = fields.get("msgstr", fields.get("msgstr[0]", ""))
    return Entry(fields.get("msgctxt", ""), fields["msgid"], words, fuzzy, tuple(comments))


def _string(quoted: str, path: Path, number: int) -> str:
    if len(quoted) < 2 or not (quoted.startswith('"') and quoted.endswith('"')):
        raise CatalogueError(f"{path}:{number}: {quoted!r} is not a quoted string")
    try:
        value = ast.literal_eval(quoted)
    except (ValueError, SyntaxError) as exc:
        raise CatalogueError(f"{path}:{number}: {quoted!r}: {exc}") from exc
    if not isinstance(value, str):
        raise CatalogueError(f"{path}:{number}: {quoted!r} is not a string")
    return value


def quote(value: str) -> str:
    """A .po string: quotes, backslashes and control characters escaped."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + escaped.replace("\n", "\\n").replace("\t", "\\t") + '"'


# The pseudo-language ------------------------------------------------------------------------

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)


# Kept as they are: markup, entities, Qt's %1 and %n, command-line options and `commands`.
_KEPT = re.compile(r"(<[^<>]*>|&\w+;|%\d|%n|--[\w-]+|`[^`]*`)")


def accented(text: str) -> str:
    """Every Latin letter of `text` accented ("Warband" -> "Ŵàŕƀàñð"), markup, options and
    commands kept."""
    parts = _KEPT.split(text)
    return "".join(p if i % 2 else p.translate(_ACCENTED) for i, p in enumerate(parts))


def pseudo(template: str) -> str:
    """A template in the pseudo-language: its words accented and the whole wrapped in [ ], its
    placeholders kept ({warrior}, {count:plural:model|models} with the forms accented)."""
    out = []
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError:  # not a template (a Qt text with a lone brace): all of it words
        return "[" + accented(template) + "]"
    for literal, name, spec, conversion in fields:
        out.append(accented(literal).replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        if spec and spec.startswith(PLURAL):
            spec = PLURAL + accented(spec.removeprefix(PLURAL))
        conversion = f"!{conversion}" if conversion else ""
        out.append("{" + name + conversion + (f":{spec}" if spec else "") + "}")
    return "[" + "".join(out) + "]" if template.strip() else template


# Filling words with their values --------------------------------------------------------------


def plural(count: int, forms: str, rule: PluralRule | None = None) -> str:
    """`count` and its word in the form the number takes: "1 warrior", «5 воинов». `forms`
    are given in the language's order ("warrior|warriors", "воин|воина|воинов"), and `rule`
    (its Plural-Forms) picks one; without a rule, two forms are English's, three Russian's."""
    words = forms.split("|")
    if rule is None:
        if len(words) not in (2, 3):
            raise ValueError(f"plural forms {forms!r}: two (English) or three (Russian), by |")
        rule = _FALLBACK[len(words)]
    index = rule(abs(count))
    return f"{count} {words[min(max(index, 0), len(words) - 1)]}"


_FALLBACK: dict[int, PluralRule] = {
    2: gettext.c2py("n != 1"),
    3: gettext.c2py(
        "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"
    ),
}


class Words(string.Formatter):
    """str.format with two more formats: {count:plural:model|models} says "1 model", "3 models"
    (`plural`, with the language's rule), and {name:possessive} the English possessive
    ("Troll's", "Cave Squigs'"); every other field is formatted as str.format does."""

    def __init__(self, rule: PluralRule | None = None) -> None:
        super().__init__()
        self.rule = rule

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec.startswith(PLURAL):
            if isinstance(value, int):
                return plural(value, format_spec.removeprefix(PLURAL), self.rule)
            return str(value)  # a placeholder kept as written ({count}) or a text
        if format_spec == POSSESSIVE:
            name = str(value)
            return f"{name}'" if name.endswith("s") else f"{name}'s"
        return str(super().format_field(value, format_spec))


_WORDS = Words()


def fill(
    template: str,
    values: Mapping[str, object] | None = None,
    args: Sequence[object] = (),
    rule: PluralRule | None = None,
) -> str:
    """A template filled with its values (by name) or its arguments (by position), numbers
    with a `plural` format said in the form they take (by `rule`, the language's)."""
    formatter = _WORDS if rule is None else Words(rule)
    return formatter.vformat(template, args, {} if values is None else values)

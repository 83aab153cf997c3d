"""Turn the rules' problems written as two sentences into a code and values, their words into
the catalogue.

    python tools/problems_to_catalogue.py FILE...

Every call `Problem("code", f"English {x.name.en}", subject, ru=f"Русский {x.name.ru}")` in the
files becomes `Problem.of("code", subject, x=x.name)`, and its two f-strings the catalogue's
entry `problem.code` (English in messages.pot, Russian in ru.po): each `{...}` a placeholder
named after what it shows (a two-language name once, whichever language it was written in;
`plural(n, "a|b")` the plural format `{n:plural:a|b}`; the subject `{subject}`). A code said
by two different sentences gets `wording="code_2"`. Nothing is retyped by hand; a call this
cannot read (no f-strings, a sentence made elsewhere) is listed and left as it is.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.words_to_catalogue import SOURCE, _existing, write_catalogue  # noqa: E402

PREFIX = "problem."


def _ident(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return _ident(node.value) if node.attr == "name" else node.attr
    if isinstance(node, ast.Subscript):
        return _ident(node.slice)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
        return f"{node.func.id}_{_ident(node.args[0])}"
    return re.sub(r"\W+", "_", ast.unparse(node)).strip("_")


class Sentence:
    """The placeholders of one call's sentences: name -> source of the value."""

    def __init__(self, subject: str | None) -> None:
        self.subject = subject
        self.values: dict[str, str] = {}

    def name(self, node: ast.expr) -> str:
        source = ast.unparse(node)
        if source == self.subject:
            self.values["subject"] = "subject"
            return "subject"
        name = _ident(node)
        while self.values.get(name, source) != source:
            name += "_"
        self.values[name] = source
        return name

    def template(self, node: ast.expr) -> str:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value.replace("{", "{{").replace("}", "}}")
        if not isinstance(node, ast.JoinedStr):
            raise ValueError(f"not an f-string: {ast.unparse(node)}")
        out = []
        for part in node.values:
            if isinstance(part, ast.Constant):
                out.append(str(part.value).replace("{", "{{").replace("}", "}}"))
            elif isinstance(part, ast.FormattedValue):
                out.append(self.field(part))
        return "".join(out)

    def field(self, part: ast.FormattedValue) -> str:
        value, spec = part.value, ""
        if isinstance(value, ast.Call) and ast.unparse(value.func) == "plural":
            forms = value.args[1]
            assert isinstance(forms, ast.Constant)
            spec, value = f":plural:{forms.value}", value.args[0]
        elif isinstance(value, ast.Attribute) and value.attr in ("en", "ru"):
            value = value.value  # a two-language name: given once, said in the language
        conversion = {-1: "", 114: "!r", 115: "!s", 97: "!a"}[part.conversion]
        if part.format_spec is not None:
            raise ValueError(f"a format spec: {ast.unparse(part)}")
        return "{" + self.name(value) + conversion + spec + "}"


def _calls(tree: ast.Module) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "Problem"
        and any(k.arg == "ru" for k in node.keywords)
        and len(node.args) >= 2
    ]


def _convert(call: ast.Call, words: dict[str, dict[str, str]]) -> str:
    code = call.args[0]
    assert isinstance(code, ast.Constant) and isinstance(code.value, str)
    subject = ast.unparse(call.args[2]) if len(call.args) > 2 else None
    sentence = Sentence(subject)
    ru_node = next(k.value for k in call.keywords if k.arg == "ru")
    en, ru = sentence.template(call.args[1]), sentence.template(ru_node)
    wording, n = code.value, 1
    while words.get(PREFIX + wording, {}).get(SOURCE, en) != en:
        n += 1
        wording = f"{code.value}_{n}"
    words[PREFIX + wording] = {SOURCE: en, "ru": ru}
    args = [repr(code.value).replace("'", '"'), subject or "None"]
    if wording != code.value:
        args.append(f'wording="{wording}"')
    args += [f"{name}={source}" for name, source in sentence.values.items() if name != "subject"]
    if "subject" in sentence.values and subject is None:
        raise ValueError("a subject without one")
    return f"Problem.of({', '.join(args)})"


def convert(path: Path, words: dict[str, dict[str, str]]) -> int:
    data = path.read_bytes()  # the tree's columns count UTF-8 bytes
    offsets = [0]
    for line in data.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(line))
    edits = []
    for call in _calls(ast.parse(data)):
        try:
            new = _convert(call, words)
        except (ValueError, AssertionError) as exc:
            print(f"{path}:{call.lineno}: left as it is: {exc}", file=sys.stderr)
            continue
        start = offsets[call.lineno - 1] + call.col_offset
        end = offsets[(call.end_lineno or call.lineno) - 1] + (call.end_col_offset or 0)
        edits.append((start, end, new.encode("utf-8")))
    for start, end, new_bytes in sorted(edits, reverse=True):
        data = data[:start] + new_bytes + data[end:]
    path.write_bytes(data)
    return len(edits)


def main(argv: list[str]) -> int:
    words, others = _existing()
    done = sum(convert(Path(name), words) for name in argv)
    write_catalogue(words, others)
    print(f"{done} problems converted; {len(words)} entries in the catalogue")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

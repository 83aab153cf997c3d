"""The sheet's line breaker (app/pdf/text.py `wrap`) keeps the plain greedy rule, word by word.

`reference` below is that rule written the slow, obvious way (one word at a time, each measured
with reportlab's stringWidth): the fast `wrap` must break every text into the very same lines,
fragments, offsets and widths, for any mix of styles, spaces, newlines, control characters and
words longer than a line.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth

from app.pdf.fonts import SANS, SANS_BOLD, SERIF_BOLD, register_fonts
from app.pdf.text import Line, Run, Style, wrap

register_fonts()
INK = colors.HexColor("#1b1712")
STYLES = [
    Style(SANS, 8, INK),
    Style(SANS_BOLD, 6.3, colors.HexColor("#5d554a")),
    Style(SERIF_BOLD, 11, INK),
    Style(SANS, 8, colors.HexColor("#1b1712")),  # equal to the first, not the same object
]


def reference(runs: list[Run], width: float) -> list[Line]:
    """The greedy rule: a word goes to the next line when it does not fit after one space;
    on an empty line a word wider than the line is cut at the most characters that fit (at
    least one); a newline ends a line; words of one style on one line make one string."""
    width = max(width, 1.0)
    lines: list[Line] = []
    fragments: list[tuple[float, str, Style]] = []
    x = 0.0

    def measure(text: str, style: Style) -> float:
        return float(stringWidth(text, style.font, style.size))

    def add(word: str, style: Style, gap: float) -> None:
        nonlocal x
        if fragments and fragments[-1][2] == style:
            start, text, _ = fragments[-1]
            fragments[-1] = (start, f"{text} {word}" if gap else text + word, style)
        else:
            fragments.append((x + gap, word, style))
        x += gap + measure(word, style)

    def newline() -> None:
        nonlocal x, fragments
        lines.append(Line(tuple(fragments), x))
        fragments, x = [], 0.0

    space = False
    for text, style in runs:
        text = re.sub(r"[\x00-\x08\x0b-\x1f\x7f]", "", text)
        for n, paragraph in enumerate(text.split("\n")):
            if n:
                newline()
                space = False
            for m, word in enumerate(re.split(r"[ \t\r\f\v]+", paragraph)):
                space = space or m > 0
                if not word:
                    continue
                gap = measure(" ", style) if space and x > 0 else 0.0
                space = False
                if x > 0 and x + gap + measure(word, style) > width:
                    newline()
                    gap = 0.0
                while measure(word, style) > width - x:
                    room = width - x
                    fits = [k for k in range(1, len(word) + 1) if measure(word[:k], style) <= room]
                    cut = max(fits, default=1)
                    add(word[:cut], style, 0.0)
                    newline()
                    word = word[cut:]
                if word:
                    add(word, style, gap)
    if fragments:
        newline()
    return lines


def same(got: list[Line], expected: list[Line]) -> None:
    assert [[(round(o, 6), t, s) for o, t, s in line.fragments] for line in got] == [
        [(round(o, 6), t, s) for o, t, s in line.fragments] for line in expected
    ]
    assert [round(line.width, 6) for line in got] == [round(line.width, 6) for line in expected]


ALPHABET = "aW Ж\u00a0\n\t\x01–."
texts = st.text(alphabet=ALPHABET, max_size=60) | st.sampled_from(
    ["", " ", "\n\n", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "Жжжжжжжжжжжжжжжжжжжжжжжжжжж ab"]
)
runs = st.lists(st.tuples(texts, st.sampled_from(STYLES)), max_size=6)


@settings(max_examples=400, deadline=None)
@given(runs=runs, width=st.floats(min_value=-5, max_value=160, allow_nan=False))
def test_wrap_breaks_as_the_greedy_rule_does(runs: list[Run], width: float) -> None:
    same(wrap(runs, width), reference(runs, width))


def test_a_field_of_the_sheet_breaks_as_the_greedy_rule_does() -> None:
    body = ", ".join(["Strike to Injure", "Mighty Blow", "Удар на поражение"] * 12)
    runs: list[Run] = [("SKILLS\u00a0", STYLES[1]), (" " + body, STYLES[0])]
    lines = wrap(runs, 220)
    same(lines, reference(runs, 220))
    assert len(lines) > 3 and lines[0].fragments[0][1] == "SKILLS\u00a0"
    assert all(line.width <= 220 for line in lines)

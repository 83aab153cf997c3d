"""The header's one-line labels: shortened when narrow with the whole text on hover, and
measured again only when their text changes (the header is set after every edit)."""

from __future__ import annotations

from ui.widgets.elided_label import ElidedLabel


def test_a_shortened_label_shows_the_whole_on_hover(qtbot) -> None:
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.resize(40, 20)
    label.setText("The Grey Wolves of Altdorf and their long name")
    assert label.is_elided()
    assert label.toolTip() == "The Grey Wolves of Altdorf and their long name"
    label.set_note("above the maximum")
    assert label.toolTip().endswith("\nabove the maximum")


def test_the_same_text_again_measures_nothing(qtbot, monkeypatch) -> None:
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.resize(400, 20)
    label.setText("Rating: 59")
    measured: list[str] = []
    real = ElidedLabel.elided_text

    def elided_text(self: ElidedLabel) -> str:
        measured.append(self.text())
        return real(self)

    monkeypatch.setattr(ElidedLabel, "elided_text", elided_text)
    label.setText("Rating: 59")
    assert measured == []
    label.setText("Rating: 64")
    assert measured == ["Rating: 64"] and label.text() == "Rating: 64"

"""The layout tests' fonts (tests/ui/fonts.py): a fontconfig file that makes a font the
system's sans-serif, and a clear word when that font is not installed."""

import shutil
import subprocess

import pytest

from tests.ui.fonts import FONT_PACKAGES, font_environment, missing_font


@pytest.mark.skipif(shutil.which("fc-match") is None, reason="fontconfig's fc-match not here")
@pytest.mark.parametrize("family", FONT_PACKAGES)
def test_the_file_makes_the_font_the_systems_sans_serif(tmp_path, family) -> None:
    environment = font_environment(tmp_path, family)
    installed = subprocess.run(
        ["fc-list", family, "family"], env=environment, capture_output=True, text=True, check=True
    ).stdout
    if family not in installed:
        missing_font(family)
    chosen = subprocess.run(
        ["fc-match", "-f", "%{family}", "sans-serif"],
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert chosen.split(",")[0] == family


def test_a_missing_font_is_a_skip_naming_its_package_and_a_failure_in_ci(monkeypatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="fonts-noto-core"):
        missing_font("Noto Sans")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="fonts-liberation"):
        missing_font("Liberation Sans")

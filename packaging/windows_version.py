"""The version resource of the Windows executables (Explorer > Properties > Details).

PyInstaller reads it from a text file holding a `VSVersionInfo(...)` expression; it is written
here from pyproject.toml's version, so it is never typed twice. Plain Python: the tests check
the text on any system (PyInstaller's own reader needs `pefile`, which exists on Windows only).
"""

from __future__ import annotations

import re


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """'0.1.0' -> (0, 1, 0, 0); a suffix such as 'rc1' or '.dev2' is left out."""
    numbers = [int(n) for n in re.findall(r"\d+", version.split("+")[0].split("rc")[0])][:4]
    while len(numbers) < 4:
        numbers.append(0)
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def version_text(
    *, name: str, version: str, display_name: str, description: str, executable: str
) -> str:
    numbers = version_tuple(version)
    strings = {
        "CompanyName": display_name,
        "FileDescription": description,
        "FileVersion": version,
        "InternalName": name,
        "LegalCopyright": f"{display_name} contributors, MIT licence",
        "OriginalFilename": executable,
        "ProductName": display_name,
        "ProductVersion": version,
    }
    entries = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
{entries}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""

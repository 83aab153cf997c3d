"""Render the app icon from resources/icons/mordheim-roster.svg with Qt.

    .venv/bin/python packaging/render_icons.py

Writes the freedesktop sizes (resources/icons/hicolor/NxN/apps/mordheim-roster.png), a
1024 px PNG for macOS, a Windows .ico and a macOS .icns. Both container formats just hold
PNG images, so no other tool is needed. Run it again after changing the SVG; the outputs are
committed so that neither the program nor the package build needs to render anything.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from resources import ICON_NAME, ICON_SIZES, ICONS, icon_path  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns types holding PNG data: https://en.wikipedia.org/wiki/Apple_Icon_Image_format
ICNS_TYPES = {
    16: b"icp4",
    32: b"icp5",
    64: b"icp6",
    128: b"ic07",
    256: b"ic08",
    512: b"ic09",
    1024: b"ic10",
}


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 takes the format as str here; its type stubs say bytes.
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise SystemExit("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon with PNG entries (read by Windows Vista and later)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        side = 0 if size >= 256 else size  # 0 means 256 in an icon directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(images[size]), offset)
        offset += len(images[size])
    return header + entries + b"".join(images[size] for size in sizes)


def icns(images: dict[int, bytes]) -> bytes:
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(png)) + png
        for size, png in sorted(images.items())
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(icon_path()))
    if not renderer.isValid():
        raise SystemExit(f"Qt cannot read {icon_path()}")
    pngs: dict[int, bytes] = {}
    for size in (*ICON_SIZES, 1024):
        pngs[size] = png_bytes(render(renderer, size))
    for size in ICON_SIZES:
        target = icon_path(size)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
        print(f"{target.relative_to(ROOT)}  {len(pngs[size])} bytes")
    outputs = {
        ICONS / f"{ICON_NAME}-1024.png": pngs[1024],
        ICONS / f"{ICON_NAME}.ico": ico({size: pngs[size] for size in ICO_SIZES}),
        ICONS / f"{ICON_NAME}.icns": icns({size: pngs[size] for size in ICNS_TYPES}),
    }
    for target, data in outputs.items():
        target.write_bytes(data)
        print(f"{target.relative_to(ROOT)}  {len(data)} bytes")
    del app


if __name__ == "__main__":
    main()

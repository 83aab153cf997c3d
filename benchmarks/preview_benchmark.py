"""The print preview's renderer: pypdfium2 against QtPdf (PySide6-Addons), on the sheet the
preview shows. Each renderer in fresh processes (interleaved rounds, medians): the time from
having the PDF's bytes to the first page as a QImage (loading the renderer's module included,
as the first preview of a session pays it) and the memory the renderer adds to the process
(peak resident size after drawing, less before importing it).

    .venv/bin/python benchmarks/preview_benchmark.py [--runs 7]

Prints one JSON row per figure (QtPdf's, with pypdfium2's as the baseline and their ratio).
pypdfium2 is no longer a dependency of the program: install it to run the comparison
(`.venv/bin/pip install pypdfium2`).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rows import child_json, ratio_row

WIDTH = 800  # pixels: about the preview's width on a 1366x768 screen

CHILD = """
import io, json, resource, sys, time
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
from app.pdf import export_pdf
from app.plumbing.context import open_store
from pathlib import Path
store = open_store(Path(sys.argv[2]))
out = io.BytesIO()
export_pdf(store, store.list_warbands()[0].id, out, lang="ru")
pdf = out.getvalue()
width = int(sys.argv[3])
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
if sys.argv[1] == "qtpdf":
    from PySide6.QtCore import QBuffer, QByteArray, QSize
    from PySide6.QtPdf import QPdfDocument
    document = QPdfDocument()
    buffer = QBuffer()
    buffer.setData(QByteArray(pdf))
    buffer.open(QBuffer.OpenModeFlag.ReadOnly)
    document.load(buffer)
    def page(index):
        size = document.pagePointSize(index)
        height = round(width * size.height() / size.width())
        return document.render(index, QSize(width, height))
else:
    import pypdfium2
    from PySide6.QtGui import QImage
    document = pypdfium2.PdfDocument(pdf)
    def page(index):
        p = document[index]
        bitmap = p.render(scale=width / p.get_width(), rev_byteorder=True)
        image = QImage(bytes(bitmap.buffer), bitmap.width, bitmap.height, bitmap.stride,
                       QImage.Format.Format_RGB888)
        return image.copy()
first_image = page(0)
first = time.perf_counter() - start
assert not first_image.isNull() and first_image.width() == width
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"first": first * 1e3, "memory": (after - before) / 1024}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--db", type=Path, help="a campaign file (default: a new demo campaign)")
    args = parser.parse_args()
    import tempfile

    folder = Path(tempfile.mkdtemp())
    db = args.db or folder / "demo.sqlite3"
    runs: dict[str, list[dict[str, float]]] = {"pdfium": [], "qtpdf": []}
    for _ in range(args.runs):
        for renderer, found in runs.items():
            found.append(child_json(CHILD, renderer, str(db), str(WIDTH)))

    def median(renderer: str, key: str) -> float:
        return statistics.median(run[key] for run in runs[renderer])

    for name, key, limit in (
        (f"preview: first page, {WIDTH} px wide", "first", 1.5),
        ("preview: memory the renderer adds (peak)", "memory", 1.5),
    ):
        row = ratio_row(name, median("qtpdf", key), median("pdfium", key), limit, "pypdfium2")
        print((replace(row, unit="MB") if key == "memory" else row).as_json())


if __name__ == "__main__":
    main()

"""The least width a widget needs whatever of its contents is shown: Qt's layouts leave hidden
widgets out of their minimum size, so a panel that shows a row for some warriors and hides it
for others would change width (and move what is beside it) from one selection to the next."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QLayout, QLayoutItem, QWidget


def least_width(widget: QWidget) -> int:
    """The widget's least width with every widget inside it counted, shown or hidden."""
    layout = widget.layout()
    own = widget.minimumSizeHint().width()
    if layout is None:
        return own
    margins = widget.contentsMargins()  # what the widget keeps around its layout (a frame)
    return max(own, margins.left() + margins.right() + _layout_width(layout))


def _layout_width(layout: QLayout) -> int:
    margins = layout.contentsMargins()
    widths = [_item_width(layout.itemAt(n)) for n in range(layout.count())]
    widths = [width for width in widths if width > 0]
    across = isinstance(layout, QBoxLayout) and layout.direction() in (
        QBoxLayout.Direction.LeftToRight,
        QBoxLayout.Direction.RightToLeft,
    )
    if across:
        inner = sum(widths) + max(0, layout.spacing()) * max(0, len(widths) - 1)
    else:
        inner = max(widths, default=0)
    return inner + margins.left() + margins.right()


def _item_width(item: QLayoutItem | None) -> int:
    if item is None:
        return 0
    widget = item.widget()
    if widget is not None:
        return least_width(widget)
    inner = item.layout()
    if inner is not None:
        return _layout_width(inner)
    return 0  # a stretch or a spacer

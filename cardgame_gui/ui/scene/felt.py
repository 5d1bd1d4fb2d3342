"""What the two card tables (``table.view.TableView`` and ``rummy.view.RummyTable``) share as views: the
set-up of the ``QGraphicsView`` and the green felt under the cards.

    scene = set_up_felt(view)                       # in the view's __init__; the view's own scene
    def drawBackground(self, painter, rect):
        paint_felt(painter, rect, self.sceneRect())
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView


def set_up_felt(view: QGraphicsView) -> QGraphicsScene:
    """Scene in view pixels (no scroll bars, top-left aligned), cached background, keyboard focus, a
    minimum size; returns the view's new scene (no item index: cards move all the time)."""
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
    view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
    view.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
    view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    view.setMinimumSize(640, 480)
    scene = QGraphicsScene(view)
    scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
    view.setScene(scene)
    return scene


def paint_felt(painter: QPainter, rect: QRectF, scene_rect: QRectF) -> None:
    gradient = QRadialGradient(scene_rect.center(), max(scene_rect.width(), scene_rect.height()) * 0.7)
    gradient.setColorAt(0, QColor("#2f7d46"))
    gradient.setColorAt(1, QColor("#164d2a"))
    painter.fillRect(rect, gradient)


class FeltView(QGraphicsView):
    """What both card tables share: the felt behind the scene, and a new layout (``relayout``) on every resize."""

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        paint_felt(painter, rect, self.sceneRect())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.relayout()

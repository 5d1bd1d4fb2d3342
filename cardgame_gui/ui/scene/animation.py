"""The table's animation runner: steps in order, and card moves animated together.

    animator = Animator(pace, parent)     # pace() -> ms an animation takes now (0: everything instant)
    animator.push(step)                   # run after the steps already queued
    animator.push_next(step)              # run before them (a step that splits itself in two)
    animator.move([(item, centre, rotation, opacity, delay), ...], duration) -> ms until done
    animator.stop()                       # drop queued steps, stop any animation
    animator.finish()                     # jump the card moves under way to their ends
    animator.hold() / animator.resume()   # stop after the step running now / go on (click to continue)
    animator.live_animations() -> int     # animation objects alive now: a finished move's are freed
    animator.running, animator.pending()

A step is a callable returning how many ms to wait before the next step (0 or ``None``: go straight on).
Items moved are ``CardItem``s: ``top_left_for(centre)`` and the Qt properties ``pos``, ``rotation`` and
``opacity``; a card being dragged (``item.dragging``) is left under the mouse.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup, QPropertyAnimation,
                            QSequentialAnimationGroup, QTimer, Slot)


class Animator(QObject):
    def __init__(self, pace: Callable[[], int], parent: QObject):
        super().__init__(parent)
        self._pace = pace
        self._steps: list[Callable[[], int | None]] = []
        self.running = False
        self.held = False
        self._group: QParallelAnimationGroup | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)

    def pending(self) -> int:
        return len(self._steps)

    def push(self, step: Callable[[], int | None]) -> None:
        self._steps.append(step)
        if not self.running:
            self._run()

    def push_next(self, step: Callable[[], int | None]) -> None:
        self._steps.insert(0, step)

    def hold(self) -> None:
        """Run no further step until ``resume()`` (the steps stay queued; the table stays busy)."""
        self.held = True

    def resume(self) -> None:
        if self.held:
            self.held = False
            self._timer.stop()
            self._run()

    def stop(self) -> None:
        self.held = False
        self._steps.clear()
        self._timer.stop()
        self.running = False
        if self._group is not None:
            group, self._group = self._group, None
            group.stop()
            group.deleteLater()

    def live_animations(self) -> int:
        """Animation objects alive now (a finished move's are freed; used by the memory test)."""
        return len(self.findChildren(QAbstractAnimation))

    @Slot()
    def _on_group_finished(self) -> None:
        group = self.sender()
        if group is self._group:
            self._group = None
        if group is not None:
            group.deleteLater()  # one group (and its animations) per move: freed once it has run

    @Slot()
    def _run(self) -> None:
        self.running = True
        while self._steps and not self.held:
            wait = self._steps.pop(0)() or 0
            if self.held:
                return
            if wait > 0 and self._pace() > 0:
                self._timer.start(wait)
                return
        self.running = self.held

    def finish(self) -> None:
        """Finish the card moves under way at once: their items jump to where they were going."""
        if self._group is not None:
            group, self._group = self._group, None
            group.setCurrentTime(group.totalDuration())
            group.stop()
            group.deleteLater()

    def busy(self) -> bool:
        """Steps are running or queued: what is drawn is ahead of the view the table last synced."""
        return self.running or bool(self._steps)

    def move(self, moves: list[tuple], duration: int) -> int:
        """Animate (item, centre, rotation, opacity, delay) moves together; instant at pace 0. An animation
        still running is first finished (its items jump to where they go). Returns the ms it takes."""
        moves = [m for m in moves if not m[0].dragging]
        self.finish()
        if duration <= 0 or self._pace() == 0:
            for item, centre, rotation, opacity, _delay in moves:
                item.setPos(item.top_left_for(centre))
                item.setRotation(rotation)
                if opacity is not None:
                    item.setOpacity(opacity)
            return 0
        group = QParallelAnimationGroup(self)
        longest = 0
        for item, centre, rotation, opacity, delay in moves:
            sequence = QSequentialAnimationGroup(group)
            if delay:
                sequence.addPause(delay)
            together = QParallelAnimationGroup(sequence)
            for prop, end in ((b"pos", item.top_left_for(centre)), (b"rotation", float(rotation)),
                              (b"opacity", opacity)):
                if end is None:
                    continue
                animation = QPropertyAnimation(item, prop, together)
                animation.setDuration(duration)
                animation.setEndValue(end)
                animation.setEasingCurve(QEasingCurve.Type.OutCubic)
                together.addAnimation(animation)
            sequence.addAnimation(together)
            group.addAnimation(sequence)
            longest = max(longest, delay + duration)
        self._group = group
        group.finished.connect(self._on_group_finished)
        group.start()
        return longest

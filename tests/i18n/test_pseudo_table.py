"""The pseudo-locale walk of the table area (issue 34): the table of each of the five games in its usual
states (bidding, playing, between hands; Floating Bridge's wash and partner call; rummy: drawing, a May I?
window, melding, melds on the table), at 1024×640 and at the window's first size, with 4 players and with
the most the game seats. Every visible word of the table's widgets (the bidding box, the rummy bar), of
the texts the scene paints (seat panels, badges, trump marker, piles, player areas, panels) and of the
score sheet dock went through translate(), and none is cut off.

Scoped to the table area: the rule card's lines (``session/rule_card.py``), the window's menus and status
bar and the game log are other areas' words, translated on their branches; that the table paints every
line of the rule card whole is checked here too (the last test).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontMetricsF

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import new_game
from cardgame_gui.ui import sound
from cardgame_gui.ui.window.main_window import MainWindow

from pseudo_locale import clipped_texts, needs_translation, pseudo_locale, untranslated_texts

SIZES = {"1024x640": (1024, 640), "first size": (1180, 800)}  # MainWindow's own first size


@pytest.fixture(autouse=True)
def no_audio_device(monkeypatch):
    def none(stream):
        raise RuntimeError("the tests open no audio device")
    monkeypatch.setattr(sound, "_open_device", none)


def legal_types(game, seat: int = 0) -> set[str]:
    return {a["type"] for a in game.legal_actions(seat)} if seat in game.to_act() else set()


def played_until(game_id: str, players: int, wanted, options: dict | None = None, level: str = "random"):
    """A game of bots (the person's seat 0 played by one too) up to the first moment ``wanted(game)``;
    seeds are tried in turn (at most 40) until one gets there within 3000 moves."""
    for seed in range(40):
        game = new_game(game_id, players, options=options or {}, seed=seed)
        bots = {s: make_bot(level, game_id, seed=s) for s in range(players)}
        for _ in range(3000):
            if game.over:
                break
            if wanted(game):
                return game
            seat = game.to_act()[0]
            game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    raise AssertionError(f"no {game_id} game reached the state wanted")


def bidding(game) -> bool:
    return "bid" in legal_types(game)


def playing(game) -> bool:
    return "play" in legal_types(game) and bool(game.view(0).get("trick"))


def next_hand(game) -> bool:
    return bool(game.view(0).get("history")) and "bid" in legal_types(game)


TRICK_STATES = {  # (game, players, options, state)
    "devils bidding": ("devils_bridge", 4, {}, bidding),
    "devils playing, 7 seats": ("devils_bridge", 7, {}, playing),
    "german playing": ("german_bridge", 4, {}, playing),
    "german between hands, 7 seats": ("german_bridge", 7, {}, next_hand),
    "reverse auction": ("reverse_bridge", 4, {}, bidding),
    "reverse playing": ("reverse_bridge", 4, {}, playing),
    "floating wash question": ("floating_bridge", 4, {"wash": 4}, lambda g: "wash" in legal_types(g)),
    "floating auction": ("floating_bridge", 4, {}, bidding),
    "floating partner call": ("floating_bridge", 4, {}, lambda g: "call_partner" in legal_types(g)),
    "floating between hands": ("floating_bridge", 4, {}, next_hand),
}
RUMMY_STATES = {
    "drawing": (4, lambda g: "draw" in legal_types(g)),
    "May I? window, 8 players": (8, lambda g: "may_i" in legal_types(g)),
    "melding the contract": (4, lambda g: "meld" in legal_types(g)),
    "melds on the table, 8 players": (8, lambda g: len(g.view(0)["table"]) >= 3 and "draw" in legal_types(g)),
}


def painted_problems(view, skip=()) -> tuple[list, list]:
    """(untranslated, clipped) among the texts the scene's items paint (``painted_texts()``): a text that
    did not go through translation, a text wider than the room its item gives it, a seat panel (widened
    for its badges) that reaches past the table's edge."""
    untranslated, clipped = [], []
    for item in view.scene().items():
        if not item.isVisible() or item in skip or not hasattr(item, "painted_texts"):
            continue
        panel = item.mapRectToScene(item.panel_rect()) if hasattr(item, "panel_rect") else None
        if panel is not None and not view.sceneRect().contains(panel):  # a seat panel widened past the edge
            clipped.append((type(item).__name__, item.name, "past the table's edge"))
        texts = item.painted_texts()
        where = type(item).__name__
        whole = " ".join(text for text, _, _ in texts)  # a line broken in two still shows its ⟦ ⟧ marks
        if needs_translation(whole):
            untranslated.append((where, whole))
        for text, font, room in texts:
            if room is not None and text and QFontMetricsF(font).horizontalAdvance(text) > room + 1:
                clipped.append((where, text, round(room)))
    return untranslated, clipped


@pytest.fixture
def pseudo_window(qtbot, tmp_path):
    """A shown main window built inside the pseudo-locale (its words are made at construction)."""
    with pseudo_locale():
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings=settings, data_directory=tmp_path, autosave=False)
        qtbot.addWidget(window)
        window.set_speed("off")
        window.show()
        qtbot.waitExposed(window)
        yield window
        window.controller.stop()
        window.controller.wait_for_bots()


def check_table(window, table, qtbot, size) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: table.viewport().width() > 0)
    table.relayout()
    qtbot.wait(10)
    problems = {
        "untranslated widgets": untranslated_texts(table),
        "clipped widgets": clipped_texts(table),
        "untranslated scene / clipped scene": painted_problems(table, skip=[getattr(table, "rule_card", None)]),
        "untranslated score sheet": untranslated_texts(window.scoreboard),
        "clipped score sheet": clipped_texts(window.scoreboard),
    }
    problems = {name: found for name, found in problems.items() if found and found != ([], [])}
    assert problems == {}


@pytest.mark.parametrize("state", list(TRICK_STATES))
@pytest.mark.parametrize("size", list(SIZES))
def test_the_trick_table_speaks_only_translated_words_and_nothing_is_cut_off(pseudo_window, qtbot, state, size):
    game_id, players, options, wanted = TRICK_STATES[state]
    game = played_until(game_id, players, wanted, options)
    pseudo_window.controller.adopt(game, [None] + ["casual"] * (players - 1))
    pseudo_window.controller.stop()
    check_table(pseudo_window, pseudo_window.table, qtbot, SIZES[size])
    if state.startswith(("reverse auction", "floating auction", "floating partner", "devils bidding")):
        assert pseudo_window.table.bidding.isVisible()


@pytest.mark.parametrize("state", list(RUMMY_STATES))
@pytest.mark.parametrize("size", list(SIZES))
def test_the_rummy_table_speaks_only_translated_words_and_nothing_is_cut_off(pseudo_window, qtbot, state, size):
    players, wanted = RUMMY_STATES[state]
    game = played_until("contract_rummy", players, wanted, level="casual")
    pseudo_window.controller.adopt(game, [None] + ["casual"] * (players - 1))
    pseudo_window.controller.stop()
    table = pseudo_window.rummy_table
    qtbot.waitUntil(table.isVisible)
    check_table(pseudo_window, table, qtbot, SIZES[size])
    assert table.bar.isVisible()


def test_the_screw_over_dialog_speaks_only_translated_words_and_nothing_is_cut_off(qtbot):
    from cardgame_gui.ui.rummy.actions import ScrewDialog, outcome_words
    from cardgame_gui.ui.scene.cards import card_name
    with pseudo_locale():
        outcomes = {"7H": outcome_words("kept", "Ann"), "2C": outcome_words("contract_lost", "Ann")}
        dialog = ScrewDialog(None, "QS", "Ann", ["7H", "2C"], outcomes)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        cards = {card_name(code) for code in ("QS", "7H", "2C")}  # card names: session/messages.py's words
        assert untranslated_texts(dialog, {"Ann", *cards}) == []
        assert clipped_texts(dialog) == []
        dialog.combo.setCurrentIndex(1)  # the longer outcome wraps within the dialog
        assert clipped_texts(dialog) == []


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge", "reverse_bridge", "floating_bridge"])
def test_no_line_of_the_rule_card_is_cut_off_in_a_longer_language(pseudo_window, qtbot, game_id):
    """German's "Richtung der Reizung: Gegen den Uhrzeigersinn" was cut to "…Gegen den Uhrzeig" at the
    card's right edge: a line too long for the card goes on to a second line instead."""
    window, table = pseudo_window, pseudo_window.table
    window.start_config({"game": game_id, "players": 4, "options": {}, "seed": 3,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "random"}] * 3})
    window.controller.stop()
    for size in (*SIZES.values(), (1920, 1080)):
        window.resize(*size)
        qtbot.waitUntil(lambda: table.sceneRect().width() == table.viewport().width())
        table.relayout()
        card = table.rule_card
        shown = " ".join(text for text, _, _ in card.painted_texts())
        for line in card.lines:  # every word of the lines the card keeps is painted
            assert all(word in shown for word in line.split()), (size, line)
        for text, font, room in card.painted_texts():
            assert QFontMetricsF(font).horizontalAdvance(text) <= room + 1, (size, text)

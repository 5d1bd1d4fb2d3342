"""The scoreboard dock: a row per finished hand, running totals, the leader, CSV export and the chart."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import Qt

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import GAMES, new_game
from cardgame_gui.ui.docks.scoreboard import LEADER_ROLE, ScoreboardDock, ScoreSheetModel


def play(game_id, players, seed, hands=None, options=None):
    """Play random bots through the engine until `hands` hands are scored (or the game ends)."""
    game = new_game(game_id, players, options or {}, seed)
    bots = [make_bot("random", game_id, seed + s) for s in range(players)]
    while not game.over and (hands is None or len(game.view(None)["history"]) < hands):
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    return game


@pytest.fixture
def dock(qtbot):
    widget = ScoreboardDock()
    qtbot.addWidget(widget)
    return widget


def column(model, title):
    for c in range(model.columnCount()):
        if model.headerData(c, Qt.Horizontal) == title:
            return c
    titles = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    raise AssertionError(f"no column {title!r} in {titles}")


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge"])
def test_scoreboard_has_a_row_per_finished_hand_of_a_whole_bot_game(dock, game_id):
    game = play(game_id, 4, seed=11)
    view = game.view(0)
    dock.update_from_view(view)
    model = dock.model
    assert model.rowCount() == len(view["history"]) == view["hands_total"]
    last = model.rowCount() - 1
    for seat, name in enumerate(view["names"]):
        assert model.data(model.index(last, column(model, f"{name}\ntotal"))) == str(game.scores()[seat])
    labels, series = model.series()
    assert labels == view["names"]
    assert [s[-1] for s in series] == game.scores()


def test_scoreboard_gains_a_row_after_each_hand(dock):
    game = play("devils_bridge", 3, seed=5, hands=0)
    dock.update_from_view(game.view(0))
    assert dock.model.rowCount() == 0 and not dock.export_button.isEnabled()
    for hands in (1, 2, 3):
        game = play("devils_bridge", 3, seed=5, hands=hands)
        dock.update_from_view(game.view(0))
        assert dock.model.rowCount() == hands
    assert dock.export_button.isEnabled()


def test_cells_show_bid_and_tricks_points_and_running_totals(dock):
    game = play("german_bridge", 4, seed=3, hands=3)
    view = game.view(1)
    dock.update_from_view(view)
    model = dock.model
    for row, hand in enumerate(view["history"]):
        for seat, name in enumerate(view["names"]):
            assert model.data(model.index(row, column(model, f"{name}\nbid/won"))) == \
                f"{hand['bids'][seat]}/{hand['tricks'][seat]}"
            points = hand["points"][seat]
            assert model.data(model.index(row, column(model, f"{name}\npts"))) == \
                (f"+{points}" if points > 0 else str(points))
            running = sum(h["points"][seat] for h in view["history"][:row + 1])
            assert model.data(model.index(row, column(model, f"{name}\ntotal"))) == str(running)


def test_the_leader_is_marked_by_the_leader_role_in_every_row(dock):
    game = play("german_bridge", 4, seed=8, hands=5)
    view = game.view(0)
    dock.update_from_view(view)
    model = dock.model
    for row, hand in enumerate(view["history"]):
        best = max(hand["totals"])
        for seat, name in enumerate(view["names"]):
            index = model.index(row, column(model, f"{name}\ntotal"))
            assert model.data(index, LEADER_ROLE) is (hand["totals"][seat] == best)
            assert (model.data(index, Qt.BackgroundRole) is not None) is (hand["totals"][seat] == best)


def test_lowest_total_leads_where_the_lowest_score_wins():
    model = ScoreSheetModel()
    model.set_view({"game": "contract_rummy", "players": 3, "names": ["Ann", "Bo", "Cy"],
                    "history": [{"round": 1, "points": [0, 35, 12], "totals": [0, 35, 12]},
                                {"round": 2, "points": [40, 0, 5], "totals": [40, 35, 17]}]})
    assert model.rowCount() == 2
    totals = [c for c in range(model.columnCount()) if model.headerData(c, Qt.Horizontal).endswith("total")]
    assert [model.data(model.index(0, c), LEADER_ROLE) for c in totals] == [True, False, False]
    assert [model.data(model.index(1, c), LEADER_ROLE) for c in totals] == [False, False, True]
    assert model.headerData(0, Qt.Horizontal) == "round"


def test_a_sheet_per_side_is_labelled_with_the_partners():
    model = ScoreSheetModel()
    model.set_view({"game": "reverse_bridge", "players": 4, "names": ["South", "West", "North", "East"],
                    "history": [{"hand": 1, "contract": {"level": 3, "strain": "NT"}, "declarer": 1,
                                 "points": [15, 0], "totals": [15, 0]}]})
    titles = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    assert "South & North\ntotal" in titles and "West & East\npts" in titles
    assert model.data(model.index(0, titles.index("contract"))) == "3NT"
    assert model.data(model.index(0, titles.index("declarer"))) == "West"
    assert model.series() == (["South & North", "West & East"], [[15], [0]])


def test_bids_per_seat_and_totals_per_side_chart_the_sides():
    model = ScoreSheetModel()
    model.set_view({"game": "reverse_bridge", "players": 4, "names": ["South", "West", "North", "East"],
                    "history": [{"hand": 1, "bids": [None, 2, None, 3], "points": [0, 6], "totals": [0, 6]},
                                {"hand": 2, "bids": [1, None, 4, None], "points": [20, 0], "totals": [20, 6]}]})
    titles = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    assert titles == ["#", "South & North\npts", "South & North\ntotal", "West & East\npts", "West & East\ntotal",
                      "South\nbid", "West\nbid", "North\nbid", "East\nbid"]  # the scored sides first
    assert model.series() == (["South & North", "West & East"], [[0, 20], [6, 6]])
    first, second = titles.index("South & North\ntotal"), titles.index("West & East\ntotal")
    assert [model.data(model.index(0, c), LEADER_ROLE) for c in (first, second)] == [False, True]
    assert [model.data(model.index(1, c), LEADER_ROLE) for c in (first, second)] == [True, False]
    assert model.data(model.index(0, titles.index("South\nbid"))) == "–"  # South had not bid


def test_export_csv_writes_the_sheet_with_separate_numbers(dock, tmp_path, qtbot):
    game = play("devils_bridge", 4, seed=2, hands=4)
    view = game.view(0)
    dock.update_from_view(view)
    path = tmp_path / "scores.csv"
    with qtbot.waitSignal(dock.exported) as signal:
        dock.export_csv(str(path))
    assert signal.args == [str(path)]
    with open(path, newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert len(rows) == 1 + 4
    header = rows[0]
    assert header[:4] == ["#", "cards", "dealer", "trump"]
    for seat, name in enumerate(view["names"]):
        for title, key in (("bid", "bids"), ("won", "tricks"), ("total", "totals")):
            values = [row[header.index(f"{name} {title}")] for row in rows[1:]]
            assert values == [str(hand[key][seat]) for hand in view["history"]]
    assert [row[0] for row in rows[1:]] == ["1", "2", "3", "4"]


def test_hiding_details_keeps_the_hand_number_and_totals(dock):
    game = play("german_bridge", 4, seed=4, hands=2)
    dock.update_from_view(game.view(0))
    model = dock.model
    assert not dock.details_box.isChecked()  # compact by default
    shown = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())
             if not dock.table.isColumnHidden(c)]
    assert shown == ["#"] + [f"{name}\ntotal" for name in game.view(0)["names"]]
    dock.update_from_view(play("german_bridge", 4, seed=4, hands=3).view(0))  # stays compact
    assert sum(not dock.table.isColumnHidden(c) for c in range(model.columnCount())) == 5
    dock.set_details(True)
    assert not any(dock.table.isColumnHidden(c) for c in range(model.columnCount()))


def test_an_unchanged_sheet_does_not_reset_the_model(dock, qtbot):
    game = play("german_bridge", 3, seed=4, hands=2)
    dock.update_from_view(game.view(0))
    with qtbot.assertNotEmitted(dock.model.modelReset):
        dock.update_from_view(game.view(0))


def test_the_chart_paints_running_totals(dock, qtbot):
    game = play("german_bridge", 4, seed=9, hands=4)
    dock.update_from_view(game.view(0))
    dock.resize(700, 500)
    dock.show()
    qtbot.waitExposed(dock)
    image = dock.chart.grab().toImage()
    assert not image.isNull()
    colours = {image.pixelColor(x, y).name()
               for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}
    assert "#1f77b4" in colours  # the first seat's line colour is on the chart
    assert len(dock.chart.series()) == 4 and all(len(s) == 5 and s[0] == 0 for s in dock.chart.series())


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_registered_game_fills_the_scoreboard_without_error(dock, game_id):
    info = GAMES[game_id]
    capped = {"stock_rebuilds": 3} if game_id == "contract_rummy" else None  # random rummy rounds end
    game = play(game_id, info.default_players, seed=1, hands=2, options=capped)
    dock.update_from_view(game.view(0))
    assert dock.model.rowCount() == len(game.view(0).get("history") or [])


NAMES4 = ["South", "West", "North", "East"]


def test_a_reverse_bridge_sheet_shows_seats_sides_and_the_contract():
    model = ScoreSheetModel()
    model.set_view({"game": "reverse_bridge", "players": 4, "names": NAMES4, "history": [
        {"hand": 1, "dealer": 3, "contract": {"level": 2, "strain": "H"}, "declarer": 1,
         "bidding_side": [1, 3], "takers_tricks": 5, "tricks": [3, 4, 2, 4], "side_points": [15, 6],
         "points": [15, 6, 15, 6], "totals": [15, 6, 15, 6]}]})
    titles = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    row = {title: model.data(model.index(0, c)) for c, title in enumerate(titles)}
    assert row["contract"] == "2♥" and row["declarer"] == "West" and row["dealer"] == "East"
    assert row["bidding side"] == "West & East"  # a list of seats is one value, not a column per side
    assert row["South\nwon"] == "3" and row["South\npts"] == "+15" and row["South\ntotal"] == "15"
    assert row["South & North\npts"] == "+15" and row["West & East\npts"] == "+6"
    leaders = [title for c, title in enumerate(titles) if model.data(model.index(0, c), LEADER_ROLE)]
    assert {t.split("\n")[0] for t in leaders} == {"South", "North"}
    assert model.series()[0] == NAMES4


def test_a_floating_bridge_sheet_names_the_partner_and_the_side():
    model = ScoreSheetModel()
    model.set_view({"game": "floating_bridge", "players": 4, "names": NAMES4, "history": [
        {"hand": 1, "dealer": 0, "contract": {"level": 1, "strain": "NT"}, "declarer": 2, "partner": 1,
         "alone": False, "declarer_side": [2, 1], "needed": 7, "side_tricks": 8, "made": True,
         "tricks": [2, 4, 4, 3], "points": [0, 1, 1, 0], "totals": [0, 1, 1, 0]}]})
    titles = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    row = {title: model.data(model.index(0, c)) for c, title in enumerate(titles)}
    assert row["partner"] == "West" and row["alone"] == "no" and row["made"] == "yes"
    assert row["declarer side"] == "North & West" and row["side tricks"] == "8"
    assert row["West\ntotal"] == "1"


def test_a_rummy_sheet_counts_penalty_points_and_the_lowest_leads():
    model = ScoreSheetModel()
    model.set_view({"game": "contract_rummy", "players": 3, "names": ["Player 1", "Player 2", "Player 3"],
                    "history": [{"round": 1, "contract": "two groups of 3", "dealer": 0, "went_out": 2,
                                 "ended": "out", "points": [35, 12, 0], "totals": [35, 12, 0]},
                                {"round": 2, "contract": "a group of 3 and a run of 4", "dealer": 1,
                                 "went_out": None, "ended": "piles_empty", "points": [5, 60, 45],
                                 "totals": [40, 72, 45]}]})
    titles = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    rows = [{title: model.data(model.index(r, c)) for c, title in enumerate(titles)} for r in range(2)]
    assert titles[0] == "round"
    assert rows[0]["went out"] == "Player 3" and rows[1]["went out"] == "–"
    assert rows[1]["ended"] == "piles empty"
    assert rows[0]["Player 1\npts"] == "35"  # penalty points carry no plus sign
    lead = [[title for c, title in enumerate(titles) if model.data(model.index(r, c), LEADER_ROLE)]
            for r in range(2)]
    assert {t.split("\n")[0] for t in lead[0]} == {"Player 3"}
    assert {t.split("\n")[0] for t in lead[1]} == {"Player 1"}


def test_the_chart_shortens_a_long_name_in_its_legend_and_keeps_its_caption_whole(qtbot):
    """With a seat named "Maximilian-Alexander" the legend took most of the dock, and the caption under
    the narrowed plot ("after 25 hands") was cut at both ends."""
    from PySide6.QtGui import QFontMetricsF

    from cardgame_gui.ui.docks.scoreboard import ScoreChart

    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(290, 130)
    chart.set_series(["Maximilian-Alexander", "Bo"], [list(range(25)), list(range(0, 50, 2))])
    texts = chart.painted_texts()
    assert [text for text, _, _ in texts][:2] != ["Maximilian-Alexander", "Bo"] and texts[1][0] == "Bo"
    assert texts[0][0].endswith("…")
    for text, font, room in texts:
        assert QFontMetricsF(font).horizontalAdvance(text) <= room + 1, text
    caption = texts[-1][0]
    assert caption == "after 25 hands"
    plot, caption_rect = chart.plot_rect(), chart.caption_rect()
    assert plot.width() >= 120
    assert 0 <= caption_rect.left() and caption_rect.right() <= chart.width()


def test_a_rummy_game_is_summed_up_in_rounds_not_hands(dock):
    view = {"game": "contract_rummy", "players": 3, "names": ["Player 1", "Player 2", "Player 3"], "history": []}
    dock.update_from_view(view)
    assert dock.summary.text() == "No round scored yet"
    assert dock.chart.accessibleDescription() == "No round scored yet"
    dock.update_from_view(dict(view, history=[{"round": 1, "contract": "two groups of 3", "dealer": 0,
                                               "went_out": 2, "ended": "out", "points": [35, 12, 0],
                                               "totals": [35, 12, 0]}]))
    assert dock.summary.text() == "After 1 round: Player 3 leads"
    assert [text for text, _font, _room in dock.chart.painted_texts()][-1] == "after 1 round"
    dock.update_from_view({"game": "devils_bridge", "players": 3, "names": ["Player 1", "Player 2", "Player 3"],
                           "history": []})
    assert dock.summary.text() == "No hand scored yet"  # the trick games count hands

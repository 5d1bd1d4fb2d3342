"""cardgame-sim's entrant statistics: seats rotated, 95% intervals, both cores, exact-bid rates."""

from __future__ import annotations

import pytest

from cardgame_gui.sim import main
from cardgame_gui.tournament import deal_seed, interval, margin_of, play_game, run, seating


def test_rotation_moves_every_entrant_round_every_seat_on_the_same_deal():
    seats = [seating(["a", "b", "c", "d"], number, rotate=True) for number in range(4)]
    for entrant in range(4):
        assert sorted(row.index(entrant) for row in seats) == [0, 1, 2, 3]
    assert {deal_seed(10, number, 4, True) for number in range(4)} == {10}
    assert deal_seed(10, 4, 4, True) == 11 and deal_seed(10, 3, 4, False) == 13


def test_interval_is_the_mean_and_196_standard_errors():
    mean, half = interval([1.0, 3.0, 1.0, 3.0])
    assert mean == 2.0 and half == pytest.approx(1.96 * (4 / 3) ** 0.5 / 2)


def test_entrants_keep_their_scores_whatever_seat_they_sit_in():
    result = run("devils_bridge", 4, 8, 5, {}, ["casual", "random", "random", "random"], rotate=True)
    casual, randoms = result["entrants"][0], result["entrants"][1:]
    assert casual["mean_score"] > max(r["mean_score"] for r in randoms)
    assert casual["exact_bid_rate"] > max(r["exact_bid_rate"] for r in randoms)
    assert result["margin"] - result["margin_95"] > 0
    assert sum(e["win_rate"] for e in result["entrants"]) == pytest.approx(1.0)


def test_rotated_runs_also_give_the_margin_interval_over_whole_deals():
    levels = ["casual", "random", "random", "random"]
    result = run("devils_bridge", 4, 8, 5, {}, levels, rotate=True)
    margins = [margin_of("devils_bridge", play_game(("devils_bridge", 4, {}, 5, levels, n, True)), 4)
               for n in range(8)]
    deals = [sum(margins[:4]) / 4, sum(margins[4:]) / 4]  # games 0-3: deal 5 from every seat; 4-7: deal 6
    assert result["margin"] == pytest.approx(sum(deals) / 2)
    assert result["margin_95_by_deal"] == pytest.approx(interval(deals)[1])
    assert run("devils_bridge", 4, 4, 5, {}, levels)["margin_95_by_deal"] is None  # seats not rotated


def test_two_jobs_give_the_same_figures_as_one():
    args = ("german_bridge", 4, 4, 2, {}, ["casual", "random", "casual", "random"])
    one, two = run(*args, rotate=True, jobs=1), run(*args, rotate=True, jobs=2)
    assert one["entrants"] == two["entrants"] and one["margin"] == two["margin"]


def test_partnership_margin_is_side_against_side_and_takers_on_the_level_is_reported():
    result = run("reverse_bridge", 4, 4, 1, {"deals": 4}, ["casual", "random", "casual", "random"], rotate=True)
    assert result["partnership"]
    assert result["margin"] == pytest.approx(result["entrants"][0]["mean_score"] - result["entrants"][1]["mean_score"])
    assert set(result["takers_exact"]) <= {"casual", "random"} and result["takers_exact"]
    assert result["entrants"][0]["win_rate"] + result["entrants"][1]["win_rate"] == pytest.approx(1.0)


def test_rummy_margin_counts_fewer_penalty_points_as_better():
    result = run("contract_rummy", 4, 4, 1, {"decks": 2}, ["casual", "random", "random", "random"], rotate=True)
    assert result["margin"] > 0 and result["entrants"][0]["mean_score"] < result["entrants"][1]["mean_score"]


def test_cli_prints_intervals_and_rejects_bad_jobs(capsys):
    assert main(["--game", "devils_bridge", "--bots", "casual,random,random,random", "--games", "4",
                 "--rotate"]) == 0
    out = capsys.readouterr().out
    assert "±" in out and "exact bids" in out and "seats rotated" in out
    assert main(["--game", "devils_bridge", "--bots", "casual,random,random,random", "--jobs", "0"]) == 2
    assert "--jobs" in capsys.readouterr().err
    assert main(["--game", "devils_bridge", "--bots", "casual,wizard,random,random"]) == 2


@pytest.mark.parametrize("args, words", [
    (["--players", "9"], "Devil's Bridge is for"),
    (["--preset", "nope"], "no preset 'nope'"),
    (["--bots", "casual,wizard,random,random"], "no 'wizard' bot for Devil's Bridge"),
    (["--option", "nonsense"], "--option wants name=value"),
])
def test_cli_tournament_checks_its_arguments_as_the_plain_run_does(capsys, args, words):
    argv = ["--game", "devils_bridge", "--rotate", "--games", "1"] + args
    if "--bots" not in args:
        argv += ["--bots", ",".join(["random"] * (9 if "--players" in args else 4))]
    assert main(argv) == 2
    assert words in capsys.readouterr().err

"""cardgame-sim: bot-only games headless, same arguments same figures."""

import json

from cardgame_gui.sim import main


def test_sim_prints_per_seat_results_and_speed(capsys):
    assert main(["--game", "german_bridge", "--players", "3", "--games", "5", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "German Bridge: 3 players, 5 games" in out and "hands/s" in out
    assert len([line for line in out.splitlines() if "random" in line]) == 3


def test_sim_json_is_repeatable_and_counts_every_game(capsys):
    args = ["--game", "devils_bridge", "--games", "4", "--seed", "3", "--option", "scoring=trick_plus_ten",
            "--json"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["options"] == {"scoring": "trick_plus_ten"}
    assert [s["mean_score"] for s in first["seats"]] == [s["mean_score"] for s in second["seats"]]
    assert sum(s["wins"] for s in first["seats"]) >= 4
    assert first["hands"] == 4 * 19


def test_sim_refuses_bad_options_with_a_clear_message(capsys):
    assert main(["--game", "german_bridge", "--option", "hook=maybe"]) == 2
    assert "'hook' must be on or off" in capsys.readouterr().err
    assert main(["--game", "german_bridge", "--bots", "random,random"]) == 2
    assert "names 2 seats but the table has 4" in capsys.readouterr().err


def test_sim_reports_rummy_rounds_ended_by_going_out(capsys):
    assert main(["--game", "contract_rummy", "--players", "3", "--games", "1", "--bot", "casual",
                 "--seed", "4", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["hands"] == 7 and 0 < result["went_out"] <= 7


def test_sim_caps_rummy_stock_rebuilds_by_default_and_says_so(capsys):
    assert main(["--game", "contract_rummy", "--players", "3", "--games", "1", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "stock_rebuilds=3" in out and "stock_rebuilds=unlimited" in out
    assert main(["--game", "contract_rummy", "--players", "3", "--games", "1", "--seed", "4",
                 "--option", "stock_rebuilds=1", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["options"] == {"stock_rebuilds": 1} and not captured.err

"""cardgame-sim: bot-only games headless, same arguments same figures."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from cardgame_gui import playout
from cardgame_gui.engine import GAMES
from cardgame_gui.sim import main


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """main() loads the player's language: English here, whatever the system running the tests speaks."""
    monkeypatch.setenv("CARDGAME_LANGUAGE", "en")


def test_sim_help_and_errors_speak_the_players_language():
    env = {**os.environ, "CARDGAME_LANGUAGE": "fr"}
    run = [sys.executable, "-m", "cardgame_gui.sim"]
    out = subprocess.run([*run, "--help"], capture_output=True, text=True, timeout=60, env=env)
    assert out.stdout.startswith("Utilisation : cardgame-sim") and "Des parties entre bots, sans fenêtre." in out.stdout
    assert "contract_rummy   Contract Rummy (rami) : de 3 à 8 joueurs" in out.stdout
    out = subprocess.run([*run, "--language", "de", "--game", "german_bridge", "--bots", "random"],
                         capture_output=True, text=True, timeout=60, env=env)
    assert out.returncode == 2 and "cardgame-sim: --bots nennt 1 Platz, aber der Tisch hat 4" in out.stderr


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
    assert sum(s["wins"] for s in first["seats"]) == pytest.approx(4)  # a shared win is split
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


def test_a_tie_shares_the_win_so_shares_add_up_to_one(capsys):
    assert main(["--game", "devils_bridge", "--players", "3", "--games", "60", "--seed", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert any(s["shared_wins"] for s in result["seats"])  # this run has ties
    assert sum(s["wins"] for s in result["seats"]) == pytest.approx(60)
    assert sum(s["win_share"] for s in result["seats"]) == pytest.approx(1.0)


@pytest.mark.parametrize("args, words", [
    (["--game", "german_bridge", "--players", "0"], "German Bridge is for 2 to 7 players, not 0"),
    (["--game", "reverse_bridge", "--players", "5"], "Reverse Bridge is for exactly 4 players, not 5"),
    (["--game", "german_bridge", "--players", "200000000"], "not 200000000"),
    (["--game", "german_bridge", "--players", "-3"], "not -3"),
    (["--game", "german_bridge", "--preset", "nope"], "no preset 'nope' (presets: classic, turned_trump)"),
    (["--game", "contract_rummy", "--bot", "grandmaster"], "no 'grandmaster' bot for Contract Rummy"),
])
def test_bad_arguments_are_refused_before_any_work(capsys, args, words):
    began = time.perf_counter()
    assert main(args) == 2
    assert words in capsys.readouterr().err
    assert time.perf_counter() - began < 5


def test_a_preset_by_name(capsys):
    assert main(["--game", "contract_rummy", "--preset", "screw_rummy", "--games", "1", "--bot", "casual",
                 "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    preset = GAMES["contract_rummy"].presets["screw_rummy"]
    assert preset and preset.items() <= result["options"].items()


def test_a_round_that_never_ends_is_stopped_with_a_clear_message(capsys, monkeypatch):
    monkeypatch.setattr(playout, "MAX_ROUND_MOVES", 40)  # random rummy bots do not go out within 40 moves
    code = main(["--game", "contract_rummy", "--games", "5", "--seed", "1",
                 "--option", "stock_rebuilds=unlimited"])
    out = capsys.readouterr().out
    assert "stopped and left out: round" in out and "moves without ending" in out
    if code == 1:
        assert "no game finished" in out


def test_the_default_rummy_command_ends(tmp_path):
    out = subprocess.run([sys.executable, "-m", "cardgame_gui.sim", "--game", "contract_rummy"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode in (0, 1) and "Traceback" not in out.stderr
    assert "hands/s" in out.stdout or "no game finished" in out.stdout


def test_a_closed_pipe_and_ctrl_c_exit_quietly():
    command = [sys.executable, "-m", "cardgame_gui.sim", "--game", "devils_bridge", "--games", "20000"]
    reader = subprocess.Popen(command[:-1] + ["50", "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    reader.stdout.close()  # as `| head` does once it has its lines
    _, err = reader.communicate(timeout=300)
    assert reader.returncode == 141 and b"Traceback" not in err
    # Ctrl+C as a terminal sends it, whatever this run inherited (a job started in the background with `&`
    # ignores SIGINT, and so would the sim: Python keeps an ignored SIGINT ignored)
    running = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(1.5)  # a subprocess must be under way before Ctrl+C means anything
    running.send_signal(signal.SIGINT)
    _, err = running.communicate(timeout=60)
    assert running.returncode == 130 and b"Traceback" not in err


def test_sim_caps_rummy_stock_rebuilds_by_default_and_says_so(capsys):
    assert main(["--game", "contract_rummy", "--players", "3", "--games", "1", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "stock_rebuilds=3" in out and "stock_rebuilds=unlimited" in out
    assert main(["--game", "contract_rummy", "--players", "3", "--games", "1", "--seed", "4",
                 "--option", "stock_rebuilds=1", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["options"] == {"stock_rebuilds": 1} and not captured.err

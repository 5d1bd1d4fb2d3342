"""Refusals said in the player's language (issue 34): German and French players hear the rules in their own
words — follow suit, not your turn, the hook, a rummy meld — from the engine's code and data."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cardgame_gui.engine import RuleError, new_game
from cardgame_gui.session.messages import card_name, refusal_text

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Anna", "Ben", "Clara", "Dirk"]


@pytest.fixture
def speak(qapp, tmp_path):
    """Installs the engine area's translation of a language (compiled from translations/engine_<lang>.ts)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("translations_tool", ROOT / "tools" / "translations.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    installed = []

    def install(language: str) -> None:
        qm = tmp_path / f"engine_{language}.qm"
        subprocess.run([tool.tool("pyside6-lrelease"), "-silent", str(ROOT / "translations" / f"engine_{language}.ts"),
                        "-qm", str(qm)], check=True)
        translator = QTranslator()
        assert translator.load(str(qm))
        QCoreApplication.installTranslator(translator)
        installed.append(translator)

    yield install
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def refusal(game, seat: int, action: dict) -> RuleError:
    with pytest.raises(RuleError) as caught:
        game.apply(seat, action)
    return caught.value


def said(error: RuleError, me: int) -> str:
    return refusal_text(error.code, error.data, str(error), NAMES, me)


def follow_suit_position():
    """Devil's Bridge (ten cards first) with a card led and the next seat holding that suit and another:
    (game, seat, a card of another suit)."""
    for seed in range(60):
        game = new_game("devils_bridge", 4, {"sequence": "down_up"}, seed=seed)
        while game.legal_actions(game.to_act()[0])[0]["type"] == "bid":
            seat = game.to_act()[0]
            game.apply(seat, game.legal_actions(seat)[-1])
        leader = game.to_act()[0]
        game.apply(leader, game.legal_actions(leader)[0])
        seat = game.to_act()[0]
        hand = game.view(seat)["hand"]
        legal = {a["card"] for a in game.legal_actions(seat)}
        other = [c for c in hand if c not in legal]
        if other:
            return game, seat, other[0]
    raise AssertionError("no position found")


def hook_position():
    """Devil's Bridge at the dealer's bid with the hook on: (game, dealer, the barred number)."""
    game = new_game("devils_bridge", 4, {"hook": True}, seed=4)
    while game.view(None)["dealer"] != game.to_act()[0]:
        seat = game.to_act()[0]
        game.apply(seat, {"type": "bid", "tricks": 0})
    dealer = game.to_act()[0]
    barred = game.view(dealer)["hook_forbids"]
    return game, dealer, barred


def test_must_follow_in_german(speak):
    game, seat, card = follow_suit_position()
    error = refusal(game, seat, {"type": "play", "card": card})
    assert error.code == "must_follow"
    speak("de")
    german = said(error, seat)
    suit = {"C": "Kreuz", "D": "Karo", "H": "Herz", "S": "Pik"}[error.data["suit"]]
    assert german.startswith("Du kannst ") and german.endswith(f"nicht spielen — du musst {suit} bedienen")


def test_must_follow_in_french(speak):
    game, seat, card = follow_suit_position()
    error = refusal(game, seat, {"type": "play", "card": card})
    speak("fr")
    suit = {"C": "trèfle", "D": "carreau", "H": "cœur", "S": "pique"}[error.data["suit"]]
    assert said(error, seat).endswith(f"— vous devez fournir à {suit}")
    assert said(error, seat).startswith("Vous ne pouvez pas jouer ")


def test_not_your_turn_names_who_the_table_waits_for(speak):
    game = new_game("german_bridge", 4, seed=2)
    waiting = game.to_act()[0]
    me = (waiting + 1) % 4
    error = refusal(game, me, {"type": "bid", "tricks": 1})
    speak("de")
    assert said(error, me) == f"Du bist nicht am Zug — wir warten auf {NAMES[waiting]}"


def test_not_your_turn_in_french(speak):
    game = new_game("german_bridge", 4, seed=2)
    waiting = game.to_act()[0]
    me = (waiting + 2) % 4
    error = refusal(game, me, {"type": "bid", "tricks": 1})
    speak("fr")
    assert said(error, me) == f"Ce n'est pas à vous — on attend {NAMES[waiting]}"


def test_the_hook_bars_the_dealers_bid_in_german_and_french(speak):
    game, dealer, barred = hook_position()
    error = refusal(game, dealer, {"type": "bid", "tricks": barred})
    assert error.code == "hook"
    speak("de")
    assert said(error, dealer).startswith(f"Du kannst nicht {barred} ansagen — als Geber dürfen die Ansagen nicht ")
    speak("fr")
    assert said(error, dealer).startswith(f"Vous ne pouvez pas annoncer {barred} — en tant que donneur")


def test_a_rummy_meld_refusal_in_german_and_french(speak):
    game = new_game("contract_rummy", 4, seed=1)
    seat = game.to_act()[0]
    game.apply(seat, {"type": "draw", "source": "discard"})
    hand = game.view(seat)["hand"]
    error = refusal(game, seat, {"type": "meld", "melds": [{"cards": hand[:2], "as": []}]})
    assert error.code == "bad_meld" and error.data["why"] == "too_short"
    shown = " ".join(("10" if c[0] == "T" else c[0]) + {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[c[1]] for c in hand[:2])
    speak("de")
    assert said(error, seat) == (f"Du kannst nicht auslegen — {shown} ist zu kurz für eine Meldung (ein Satz braucht "
                                 "3 Karten, eine Folge 4)")
    speak("fr")
    assert said(error, seat).startswith(f"Vous ne pouvez pas poser — {shown} est trop court pour une combinaison")


def test_card_names_follow_the_language(speak):
    speak("de")
    assert card_name("QS") == "Pik-Dame"
    speak("fr")  # installed last: asked first
    assert card_name("QS") == "Dame de pique"


def test_a_refusal_about_another_seat_is_said_about_it_in_german_and_french(speak):
    """Read by someone else (a pasted hand's line): about that seat, not the sentence meant for it."""
    game = new_game("german_bridge", 4, seed=2)
    waiting = game.to_act()[0]
    other = (waiting + 1) % 4
    error = refusal(game, other, {"type": "bid", "tricks": 1})
    about = (error.code, error.data, str(error), NAMES, -1)
    speak("de")
    assert refusal_text(*about, actor=other) == f"{NAMES[other]} ist nicht am Zug — wir warten auf {NAMES[waiting]}"
    speak("fr")
    french = f"Ce n'est pas à {NAMES[other]} de jouer — on attend {NAMES[waiting]}"
    assert refusal_text(*about, actor=other) == french

"""Every refusal the engine raises carries a code that the window puts into the player's words (issue 34):
the codes are collected by trying illegal actions during random play of every game and preset, and by
reading the engine's source for every RuleError."""

from __future__ import annotations

import ast
import re
import json
import random
from pathlib import Path

import pytest

from cardgame_gui.engine import CODES, GAMES, RuleError, new_game
from cardgame_gui.session.messages import meld_reason_codes, refusal_codes, refusal_text

PACKAGE = Path(__file__).resolve().parents[2] / "cardgame_gui"
NAMES = ["South", "West", "North", "East", "Player 5", "Player 6", "Player 7", "Player 8"]
FALLBACK = "<the English sentence>"
STEPS = 160  # random legal actions per game, each preceded by the illegal tries below


def raised_in_source() -> tuple[list[str], set[str], set[str]]:
    """(places raising RuleError/MeldError without a code, the RuleError codes, the MeldError codes)."""
    missing, codes, meld_codes = [], set(), set()
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("RuleError", "MeldError"):
                if len(node.args) < 2 or not isinstance(node.args[1], ast.Constant):
                    missing.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
                else:
                    (codes if node.func.id == "RuleError" else meld_codes).add(node.args[1].value)
    return missing, codes, meld_codes


def test_every_refusal_in_the_engine_source_has_a_code_the_window_says_in_words():
    missing, codes, meld_codes = raised_in_source()
    assert missing == []
    assert codes - refusal_codes() == set()
    assert meld_codes - meld_reason_codes() == set()


def tries(game, seat: int, rng: random.Random) -> list:
    """Actions to try for ``seat``: most of them illegal now (other seats' actions, cards not held, bids out
    of range, melds that are not melds, requests that are not actions at all)."""
    view = game.view(seat)
    hand = list(view.get("hand") or [])
    some = rng.sample(CODES, 6) + hand[:8]
    out: list = [None, {"type": "nonsense"}, {"type": "play", "card": "XX"}]
    out += [{"type": "play", "card": c} for c in some] + [{"type": "play"}]
    out += [{"type": "bid", "tricks": t} for t in (-1, 0, 1, 2, 3, 20)]
    out += [{"type": "bid", "level": lv, "strain": st} for lv, st in ((1, "C"), (1, "NT"), (2, "H"), (9, "S"),
                                                                       (1, "X"))]
    out += [{"type": t} for t in ("pass", "wash", "decline", "may_i")]
    out += [{"type": "call_partner", "card": c} for c in ("JK", "XX", *some[:4])]
    out += [{"type": "draw", "source": s} for s in ("discard", "stock", "pond")]
    table = view.get("table") or []
    for card in hand[:6] + ["XX", "AS"]:
        out.append({"type": "discard", "card": card})
        out.append({"type": "lay_off", "card": card, "meld": rng.randrange(max(1, len(table)) + 1),
                    "end": rng.choice(["low", "high", None])})
        out.append({"type": "reclaim_joker", "card": card, "meld": rng.randrange(max(1, len(table)) + 1)})
    for _ in range(4):
        chosen = rng.sample(hand, min(len(hand), rng.choice([2, 3, 4, 5])))
        named = [rng.choice(CODES[:52]) for c in chosen if c == "JK"] + rng.choice([[], ["JK"], ["2C"]])
        out.append({"type": "meld", "melds": [{"cards": chosen, "as": named}]})
        out.append({"type": "new_meld", "cards": chosen, "as": named})
    out.append({"type": "meld", "melds": []})
    for index, meld in enumerate(table[:4]):
        cards = meld.get("cards") or []
        out.append({"type": "screw", "meld": index, "position": rng.randrange(len(cards) + 1),
                    "give": rng.choice(hand or ["AS"])})
    return out


def positions(game_id: str):
    for preset in [None, *GAMES[game_id].presets]:
        yield preset, GAMES[game_id].presets.get(preset, {}) if preset else {}


def refusals_met(game_id: str, kinds: tuple[str, ...] | None = None) -> dict[str, dict]:
    """The refusals met trying ``tries`` (those of ``kinds`` of action only, if given) at every seat before
    each move of random play, over every preset: ``"code/why"`` -> an example (its data, the English, the
    seat)."""
    seen: dict[str, dict] = {}
    for number, (preset, options) in enumerate(positions(game_id)):
        rng = random.Random(number)
        game = new_game(game_id, None, options, seed=number + 11)
        for _ in range(STEPS):
            if game.over:
                break
            for seat in range(game.players):
                probe = game.clone()  # an action that turns out legal changes the probe only
                for action in tries(game, seat, rng):
                    if kinds is not None and not (isinstance(action, dict) and action.get("type") in kinds):
                        continue
                    try:
                        probe.apply(seat, action)
                    except RuleError as error:
                        json.dumps(error.data)  # the host sends it to its guests
                        key = error.code + "/" + str(error.data.get("why", ""))
                        seen.setdefault(key, {"data": error.data, "text": str(error), "seat": seat})
                    else:
                        probe = game.clone()
            seat = rng.choice(game.to_act())
            legal = game.legal_actions(seat)
            melding = [a for a in legal if a["type"] in ("meld", "lay_off", "new_meld", "screw", "reclaim_joker")]
            game.apply(seat, rng.choice(melding if melding and rng.random() < 0.7 else legal))
    return seen


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_refusal_met_in_random_play_is_said_in_words_not_the_english_fallback(game_id):
    seen = refusals_met(game_id)
    assert len(seen) >= 6
    for key, example in sorted(seen.items()):
        words = refusal_text(key.split("/")[0], example["data"], FALLBACK, NAMES, example["seat"])
        assert words != FALLBACK, (key, example)
        assert "{" not in words, (key, words)


HAND_TEXT_ACTIONS = ("play", "bid", "pass", "call_partner", "wash", "decline")  # what a pasted hand's line holds


@pytest.mark.parametrize("game_id", sorted(g for g in GAMES if g != "contract_rummy"))
def test_a_refusal_about_another_seat_is_said_in_the_third_person(game_id):
    """A person who reads of another seat's refused action (a pasted hand that cannot be played) reads a
    sentence about that seat — "West can't play 3♥ — they must follow clubs" — never the one meant for West
    with the name in front ("West: You can't play 3♥ — you must follow clubs")."""
    seen = {key.split("/")[0]: example for key, example in refusals_met(game_id, HAND_TEXT_ACTIONS).items()}
    assert "not_your_turn" in seen and len(seen) >= 4
    for code, example in sorted(seen.items()):
        words = refusal_text(code, example["data"], FALLBACK, NAMES, -1, actor=example["seat"])
        assert words != FALLBACK and "{" not in words, (code, words)
        assert not re.search(r"\b(you|your)\b", words, re.IGNORECASE), (code, words)
        assert code == "game_over" or NAMES[example["seat"]] in words, (code, words)

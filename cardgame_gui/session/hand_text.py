"""A trick-game hand as text people paste in a chat or a forum, and back (the format: docs/history.md).

    text = hand_text(history, hand)          # one finished trick-game hand
    text = game_text(history)                # every finished hand of the game, a blank line between
    saved = read_hand_text(text)             # the first hand of such a text as a saved game (JSON text)
                                             #   that plays that deal and those actions; ValueError
                                             #   with the line number when it cannot

The text is a file format, like a chess PGN: its keywords are English in every language of the window,
so a text pasted from anyone's copy reads back. Tags in square brackets carry JSON values; then the deal,
the bidding and each trick, one line each, cards written as people write them (``10♠``, ``Q♥``). Why a
text is refused is said in the player's language (``translate``; the engine's refusals by
``messages.refusal_text``).
"""

from __future__ import annotations

import json
import re

from ..engine import RuleError, new_game
from ..i18n import translate
from .history import RUMMY, GameHistory, HandRecord, trick_reason
from .messages import SUIT_SYMBOLS, card_label, card_symbols, refusal_text

OH_HELL = ("devils_bridge", "german_bridge")
STRAIN_TEXT = {**SUIT_SYMBOLS, "NT": "NT"}
LETTERS = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}
TAG = re.compile(r"^\[(\w+) (.*)\]$")
CARD = re.compile(r"^(10|[2-9TJQKA])([♣♦♥♠CDHS])$")


def card_from_text(text: str) -> str:
    """``"10♠"`` or ``"TS"`` → ``"TS"``; ValueError for anything else."""
    match = CARD.match(text.strip())
    if not match:
        raise ValueError(translate("HandText", "{text} is not a card").format(text=repr(text.strip())))
    rank, suit = match.groups()
    return ("T" if rank == "10" else rank) + LETTERS.get(suit, suit)


def _hand_steps(hand: HandRecord):
    """The steps played on the hand's final deal: after the last redeal, if the hand had one."""
    start = 0
    for i, step in enumerate(hand.steps):
        if any(e.get("type") == "redeal" for e in step.events):
            start = i + 1
    return hand.steps[start:]


def _call(name: str, action: dict) -> str:
    kind = action.get("type")
    if kind == "bid" and "tricks" in action:
        return f"{name} bids {action['tricks']}"
    if kind == "bid":
        return f"{name} bids {action['level']}{STRAIN_TEXT[action['strain']]}"
    if kind == "pass":
        return f"{name} passes"
    if kind == "wash":
        return f"{name} washes"
    if kind == "decline":
        return f"{name} declines"
    if kind == "call_partner":
        return f"{name} calls {card_label(action['card'])}"
    raise ValueError(f"no text for the action {action!r}")


def hand_text(history: GameHistory, hand: HandRecord) -> str:
    """The text of a finished trick-game hand."""
    if history.game_id == RUMMY or not hand.finished:
        raise ValueError("only a finished hand of a trick game can be written as text")
    names = history.names
    start = hand.start_view
    steps = _hand_steps(hand)
    dealer = hand.view_at(len(hand.steps) - len(steps) - 1)["dealer"]  # after a redeal, its dealer
    lines = [f"[Game {json.dumps(history.game_id)}]", f"[Players {history.players}]",
             f"[Seats {json.dumps(names, ensure_ascii=False)}]",
             f"[Options {json.dumps(history.options, sort_keys=True)}]",
             f"[Seed {history.seed}]", f"[Hand {start.get('hand_number', hand.number)}]",
             f"[Dealer {json.dumps(names[dealer])}]",
             f"[Trump {json.dumps(SUIT_SYMBOLS[hand.trump] if hand.trump else 'none', ensure_ascii=False)}]"]
    if start.get("turned"):
        lines.append(f"[Turned {json.dumps(card_label(start['turned']), ensure_ascii=False)}]")
    if history.game_id in OH_HELL:
        lines.append(f"[Size {start['hand_size']}]")
    deal = hand.deal()
    lines.append("Deal:")
    for seat in range(history.players):
        lines.append(f"  {names[seat]}: " + " ".join(card_label(c) for c in deal[seat]))
    calls, number = [], 0
    for step in steps:
        if step.action.get("type") != "play":
            calls.append(_call(names[step.seat], step.action))
            continue
        if calls:
            lines.append("Bidding: " + ", ".join(calls))
            calls = []
        won = next((e for e in step.events if e.get("type") == "trick_won"), None)
        if won is not None:
            number += 1
            suit = SUIT_SYMBOLS[next(p["card"] for p in won["trick"] if p["seat"] == won["seat"])[1]]
            why = "trump" if trick_reason(won["trick"], won["seat"], hand.trump) == "trump" else "highest"
            plays = ", ".join(f"{names[p['seat']]} {card_label(p['card'])}" for p in won["trick"])
            lines.append(f"Trick {number}: {plays} — {names[won['seat']]} wins ({why} {suit})")
    record = hand.record
    lines.append("Tricks: " + ", ".join(f"{names[s]} {t}" for s, t in enumerate(record["tricks"])))
    lines.append("Points: " + ", ".join(f"{names[s]} {p:+d}" for s, p in enumerate(record["points"])))
    return "\n".join(lines) + "\n"


def game_text(history: GameHistory) -> str:
    return "\n".join(hand_text(history, hand) for hand in history.hands if hand.finished)


def read_hand_text(text: str) -> str:
    """The first hand of ``text`` as a saved game: a game dealt that hand, played through to its end."""
    tags: dict = {}
    deal: dict[str, list[str]] = {}
    actions: list[tuple[int, str, list]] = []  # (line number, kind, tokens)
    lines = text.replace("\r\n", "\n").split("\n")
    in_deal = False
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            if tags and deal and actions:
                break  # the end of the first hand
            continue
        match = TAG.match(line)
        try:
            if match:
                tags[match.group(1)] = json.loads(match.group(2))
            elif line == "Deal:":
                in_deal = True
            elif line.startswith("Bidding:"):
                in_deal = False
                actions.append((number, "bidding", [t.strip() for t in line[8:].split(",") if t.strip()]))
            elif line.startswith("Trick "):
                in_deal = False
                plays = line.split(":", 1)[1].split("—")[0]
                actions.append((number, "trick", [t.strip() for t in plays.split(",") if t.strip()]))
            elif in_deal and ":" in line:
                name, cards = line.split(":", 1)
                deal[name.strip()] = [card_from_text(c) for c in cards.split()]
        except ValueError as exc:
            raise ValueError(_at_line(number, str(exc))) from None
    for key in ("Game", "Players", "Seats", "Options", "Dealer"):
        if key not in tags:
            raise ValueError(translate("HandText", "the text has no [{key} ...] line: is it a hand copied from the "
                                                   "hand history?").format(key=key))
    names = list(tags["Seats"])
    if sorted(deal) != sorted(names):
        raise ValueError(translate("HandText", "the deal should list {names}").format(names=", ".join(names)))
    spec: dict = {"hands": [deal[n] for n in names], "dealer": _seat(names, tags["Dealer"], "Dealer")}
    if tags["Game"] in OH_HELL:
        spec["hand"] = tags.get("Hand", 1)
        trump = tags.get("Trump", "none")
        spec["trump"] = None if trump == "none" else LETTERS.get(trump, trump)  # null: a hand without trumps
        if "Turned" in tags:
            spec["turned"] = card_from_text(tags["Turned"])
    game = new_game(tags["Game"], tags["Players"], tags["Options"], tags.get("Seed", 0), deal=spec)
    for number, kind, tokens in actions:
        for token in tokens:
            try:
                seat, action = _action(names, kind, token)
                if kind == "trick" and {"type": "play"} in game.legal_actions(seat):
                    action = {"type": "play"}  # the forehead hand: the card is played unseen
                game.apply(seat, action)
            except RuleError as exc:  # the engine's refusal in the player's words, its cards as people write them
                reason = refusal_text(exc.code, exc.data, card_symbols(str(exc)), names, -1, actor=seat)
                raise ValueError(_at_line(number, reason)) from None
            except (ValueError, KeyError) as exc:
                raise ValueError(_at_line(number, card_symbols(str(exc)))) from None
    return game.to_json()


def _at_line(number: int, reason: str) -> str:
    return translate("HandText", "line {number}: {reason}").format(number=number, reason=reason)


def _seat(names: list[str], name: str, what: str) -> int:
    if name not in names:
        raise ValueError(translate("HandText", "{tag}: {name} is not one of {names}").format(
            tag=what, name=repr(name), names=", ".join(names)))
    return names.index(name)


def _action(names: list[str], kind: str, token: str) -> tuple[int, dict]:
    """``"West bids 2"``, ``"North bids 3NT"``, ``"East passes"``, ``"South calls A♥"``, in a trick
    ``"West 10♠"``: the seat and the engine action."""
    name = next((n for n in sorted(names, key=len, reverse=True) if token.startswith(n + " ")), None)
    if name is None:
        raise ValueError(translate("HandText", "{token} does not start with a seat ({names})").format(
            token=repr(token), names=", ".join(names)))
    seat, rest = names.index(name), token[len(name) + 1:].strip()
    try:
        if kind == "trick":
            return seat, {"type": "play", "card": card_from_text(rest)}
        verb, _, arg = rest.partition(" ")
        if verb == "bids" and arg.isdigit():
            return seat, {"type": "bid", "tricks": int(arg)}
        if verb == "bids":
            level, strain = re.match(r"^(\d+)(NT|[♣♦♥♠])$", arg).groups()
            return seat, {"type": "bid", "level": int(level), "strain": LETTERS.get(strain, strain)}
        if verb == "calls":
            return seat, {"type": "call_partner", "card": card_from_text(arg)}
        simple = {"passes": "pass", "washes": "wash", "declines": "decline"}
        return seat, {"type": simple[verb]}
    except (AttributeError, KeyError):
        raise ValueError(translate("HandText", "{token} is not a bid, a pass or a call this format knows").format(
            token=repr(token))) from None


"""The hands of a game, rebuilt from its saved game for one seat: what the hand history replays.

    history = GameHistory(game.to_json(), seat=0)   # or the text of a saved game; seat None = onlooker
    hand = history.hands[2]                          # HandRecord: steps, positions, deal, record
    hand.positions                                   # list[Position]: the deal, the bidding, each trick
                                                     #   (Contract Rummy: the deal, then each turn)
    hand.state(i)                                    # TrickState at position i (trick games)
    history.decisions(hand)                          # Decision: the seat's own bids and cards, with the
                                                     #   view it had then and the actions open to it

Nothing here reads more than the engine API gives: the game is replayed action by action with
``new_game`` and ``apply``, and each step keeps the reviewing seat's ``view`` after it and the public
events it raised. A trick-game hand that is over shows every hand face up, rebuilt from the cards each
seat played (every card of such a hand is played in sight of the table); a hand still going shows only
the seat's own cards. Contract Rummy never shows another seat's cards: the views do not hold them, and
the rules keep them hidden. A LAN guest, who has no record of the game, gets its history from what the
host's frames carried: ``from_frames``. Pure Python: no Qt.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Callable

from ..engine import CODES, RuleError, load_game, new_game
from ..engine.cards import card_int

HAND_ENDS = ("hand_scored", "round_scored")
TURN_ENDS = ("discard", "went_out", "piles_empty")  # Contract Rummy: the events that close a turn
RUMMY = "contract_rummy"


@dataclass
class Step:
    """One action of the game log: who did what, the events it raised, and the reviewing seat's view
    just after it."""
    index: int  # its place in the game's action log
    seat: int
    action: dict
    events: list[dict]
    view: dict
    legal: list[dict] | None = None  # the actions open to the reviewing seat before it (its own steps)


@dataclass
class Position:
    """A place to stop while replaying a hand: the steps up to and including ``stop`` have been made.
    ``first`` is the first step that led here from the previous position (the lines to show)."""
    kind: str  # "deal", "bidding", "trick", "turn"
    first: int  # index into HandRecord.steps (== stop + 1 for the deal: no steps yet)
    stop: int  # index into HandRecord.steps of the last step made (-1: none)
    number: int = 0  # trick number or turn number within the hand (1-based), 0 for deal/bidding


@dataclass
class TrickState:
    """What the history shows of a trick-game hand at a position."""
    hands: list[list[str] | None]  # cards in each hand now; None where the seat may not see them
    bids: list  # per seat: tricks bid (int), or None; for auction games the contract is in ``contract``
    contract: dict | None
    tricks_won: list[int]
    trick: list[dict]  # the cards of the trick shown: [{"seat", "card"}]
    winner: int | None  # who took that trick (None while it is incomplete)
    why: str | None  # "trump" (won by the highest trump) or "suit" (the highest card of the suit led)


@dataclass
class HandRecord:
    game: str
    number: int  # 1-based place in the game
    players: int
    seat: int | None
    start_view: dict  # the reviewing seat's view at the deal
    steps: list[Step] = field(default_factory=list)
    record: dict | None = None  # the hand_scored / round_scored event, once the hand is over
    positions: list[Position] = field(default_factory=list)
    rebuilt: str | None = None  # a LAN guest's hand: the saved game it was rebuilt as (from_frames)

    @property
    def finished(self) -> bool:
        return self.record is not None

    @property
    def trump(self) -> str | None:
        if self.finished and self.game != RUMMY:
            if "trump" in self.record:
                return self.record["trump"]
            strain = (self.record.get("contract") or {}).get("strain")  # the auction games
            return None if strain in (None, "NT") else strain
        return self.view_at(len(self.steps) - 1).get("trump")

    def view_at(self, stop: int) -> dict:
        """The reviewing seat's view after step ``stop`` (-1: at the deal). After the step that ends the
        hand the view is already the next hand's: callers use ``record`` and the events there."""
        return self.start_view if stop < 0 else self.steps[stop].view

    def events(self, first: int, stop: int) -> list[dict]:
        return [e for step in self.steps[first:stop + 1] for e in step.events if e.get("type") != "deal"]

    def played(self, stop: int | None = None) -> list[tuple[int, str]]:
        """(seat, card) of every card played in this hand up to step ``stop`` (all of them by default)."""
        steps = self.steps if stop is None else self.steps[:stop + 1]
        return [(e["seat"], e["card"]) for step in steps for e in step.events if e.get("type") == "play"]

    def deal(self) -> list[list[str]] | None:
        """Every seat's cards as dealt, for a finished trick-game hand (all were played); else None."""
        if not self.finished or self.game == RUMMY:
            return None
        hands: list[list[str]] = [[] for _ in range(self.players)]
        for seat, card in self.played():
            hands[seat].append(card)
        return [sort_cards(h) for h in hands]

    def state(self, position: int) -> TrickState:
        """The table of a trick-game hand at ``positions[position]``."""
        pos = self.positions[position]
        deal = self.deal()
        if deal is not None:
            gone = {}
            for seat, card in self.played(pos.stop):
                gone.setdefault(seat, set()).add(card)
            hands = [[c for c in deal[s] if c not in gone.get(s, ())] for s in range(self.players)]
        else:
            own = self.view_at(pos.stop).get("hand")
            hands = [own if s == self.seat else None for s in range(self.players)]
        bids: list = [None] * self.players
        contract = None
        tricks = [0] * self.players
        trick: list[dict] = []
        winner = why = None
        for event in self.events(0, pos.stop):
            kind = event.get("type")
            if kind in ("bid", "bid_changed") and "tricks" in event:
                bids[event["seat"]] = event["tricks"]
            elif kind == "contract":
                contract = {k: event[k] for k in ("declarer", "level", "strain") if k in event}
            elif kind == "play":
                if winner is not None:
                    trick, winner, why = [], None, None
                trick.append({"seat": event["seat"], "card": event["card"]})
            elif kind == "trick_won":
                trick, winner = list(event["trick"]), event["seat"]
                tricks[winner] += 1
                why = trick_reason(trick, winner, self.trump)
        return TrickState(hands, bids, contract, tricks, trick, winner, why)


def trick_reason(trick: list[dict], winner: int, trump: str | None) -> str:
    """Why ``winner`` took the trick: "trump" (the highest trump, when trumps were not led) or "suit"
    (the highest card of the suit led)."""
    card = next(p["card"] for p in trick if p["seat"] == winner)
    return "trump" if trump and card[1] == trump and trick[0]["card"][1] != trump else "suit"


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=card_int)


@dataclass
class Decision:
    """One action of the reviewing seat in a hand, with what it knew then."""
    step: int  # index into HandRecord.steps
    view: dict  # the seat's view just before it acted
    legal: list[dict]  # the actions it could take
    action: dict  # what it did
    trick: int  # 0 for a bid, else the number of the trick the card was played to


class GameHistory:
    """Every hand of a game (finished or going), replayed from its saved game for ``seat``. With
    ``hand_being_played`` False the hand the game has dealt but not finished is left out: a hand read
    from text is the whole of its game, and the next hand it deals was never played."""

    def __init__(self, saved: str, seat: int | None = None, hand_being_played: bool = True):
        load_game(saved)  # refuses a damaged or foreign file with a ValueError before anything is replayed
        data = json.loads(saved)
        self.game_id: str = data["game"]
        self.players: int = data["players"]
        self.options: dict = data["options"]
        self.seat = seat
        self.saved = saved
        self.seed: int = data["seed"]
        game = new_game(self.game_id, self.players, self.options, data["seed"], data.get("deal"))
        self.names: list[str] = game.view(None).get("names") or [game.name(s) for s in range(self.players)]
        self.hands: list[HandRecord] = []
        self.missing: list[int] = []  # numbers of hands it cannot show (a LAN guest's: from_frames)
        hand = self._new_hand(game)
        for index, (actor, action) in enumerate(data["actions"]):
            legal = game.legal_actions(actor) if actor == seat else None
            events = game.apply(actor, action)
            hand.steps.append(Step(index, actor, action, events, game.view(seat), legal))
            ended = next((e for e in events if e.get("type") in HAND_ENDS), None)
            if ended is not None:
                hand.record = ended
                hand.positions = positions(hand)
                self.hands.append(hand)
                hand = self._new_hand(game, hand.steps[-1].view)
        hand.positions = positions(hand)
        if hand_being_played and not game.over:  # once the game is over no hand follows the last
            self.hands.append(hand)

    def _new_hand(self, game, view: dict | None = None) -> HandRecord:
        return HandRecord(self.game_id, len(self.hands) + 1, self.players, self.seat,
                          view if view is not None else game.view(self.seat))

    def decisions(self, hand: HandRecord) -> list[Decision]:
        """The reviewing seat's bids and passes, partner calls and cards in ``hand``, each with its view and
        legal actions then."""
        if self.seat is None:
            return []
        out = []
        tricks = 0
        for i, step in enumerate(hand.steps):
            if step.seat == self.seat and step.action.get("type") in ("bid", "pass", "call_partner", "play"):
                trick = tricks + 1 if step.action["type"] == "play" else 0
                out.append(Decision(i, hand.view_at(i - 1), step.legal or [], step.action, trick))
            tricks += sum(1 for e in step.events if e.get("type") == "trick_won")
        return out

    def saved_through(self, hand: HandRecord) -> str:
        """The game as a saved game up to the end of ``hand`` (all of it for the hand still going): what
        "Save hand as game" writes, and what opens again as this same history. A LAN guest's hand: the
        game of that one hand it was rebuilt as."""
        if hand.rebuilt is not None:
            return hand.rebuilt
        data = json.loads(self.saved)
        stop = sum(len(h.steps) for h in self.hands[:hand.number])
        game = new_game(self.game_id, self.players, self.options, data["seed"], data.get("deal"))
        for actor, action in data["actions"][:stop]:
            game.apply(actor, action)
        return game.to_json()


def from_frames(game_id: str, players: int, options: dict, seat: int, log: list, event_lists: list,
                first_view_fits: Callable[[dict], bool] | None = None, views: list[dict] | None = None,
                whole_first: bool = True) -> GameHistory:
    """A LAN guest's history, from what the host's frames carried: every action (``[seat, action]``) and
    the events it raised, and ``views``, the views it was shown (at its first frame, then after each
    action), as the guest's ``RemoteGame`` keeps them. ``whole_first``: the guest saw the first hand of
    the frames from its start (it did not join or rejoin part-way). ``history.missing`` lists the
    numbers of the game's scored hands it cannot show: played, at least in part, before its first frame
    (the last view's ``history`` counts the hands scored), or not rebuilt.

    Contract Rummy (other seats' cards are never revealed, so no deal can be rebuilt): each round seen
    whole is the guest's own steps, views and events, as a local history keeps them (``_rummy_frames``).

    A trick game: each finished hand is rebuilt as a game of its own, dealt as it was played: the cards
    from the ``play`` events (every card of a trick-game hand is played in sight of the table), the dealer and
    turned card from the ``deal`` event that opened it, the trump from the hand's score record. The first
    hand opened before any frame: its dealer and turned card are those whose view at the deal
    ``first_view_fits`` (the guest's record of the first view it was shown, ``net.deal_check.fingerprint``);
    without it, or with no fit, it is left out. A hand whose replay does not take the tricks the host
    scored is left out too. The hand being played is not shown: its deal is not known yet."""
    if game_id == RUMMY:
        hands = _rummy_frames(players, seat, log, event_lists, views or [], whole_first)
    else:
        hands = _trick_frames(game_id, players, options, seat, log, event_lists, first_view_fits)
    history = GameHistory.__new__(GameHistory)
    history.game_id, history.players, history.options, history.seat = game_id, players, options, seat
    history.saved, history.seed, history.hands = None, 0, hands
    history.names = new_game(game_id, players, options, seed=0).view(None).get("names") or []
    scored = len((views[-1] if views else {}).get("history") or [])
    shown = {h.number for h in hands if h.finished}
    history.missing = [n for n in range(1, scored + 1) if n not in shown]
    return history


def _trick_frames(game_id, players, options, seat, log, event_lists, first_view_fits) -> list[HandRecord]:
    """The finished hands of a trick game rebuilt from the frames (see ``from_frames``)."""
    hands: list[HandRecord] = []
    opening: dict | None = None  # the deal event of the hand being read
    start = 0
    for index, events in enumerate(event_lists):
        record = next((e for e in events if e.get("type") in HAND_ENDS), None)
        if record is not None:
            frames = [(actor, action, raised) for (actor, action), raised
                      in zip(log[start:index + 1], event_lists[start:index + 1])]
            hand = _rebuilt_hand(game_id, players, options, seat, frames, record, opening, first_view_fits)
            if hand is not None:
                for step, number in zip(hand.steps, range(index + 1 - len(hand.steps), index + 1)):
                    step.index = number
                hands.append(hand)
            start = index + 1
        opening = next((e for e in events if e.get("type") == "deal"), None if record is not None else opening)
    return hands


def _rummy_frames(players: int, seat: int, log: list, event_lists: list, views: list[dict],
                 whole_first: bool) -> list[HandRecord]:
    """Contract Rummy rounds from a guest's frames: every action with its events and the view shown after
    it, cut at each ``round_scored``; the first round only if ``whole_first``; the round being played
    last (unless the game is over), as a local history shows it."""
    if len(views) != len(log) + 1:
        return []  # not the views of these actions: show nothing rather than something wrong
    hands: list[HandRecord] = []
    hand, whole = HandRecord(RUMMY, 0, players, seat, views[0]), whole_first
    for index, ((actor, action), events) in enumerate(zip(log, event_lists)):
        hand.steps.append(Step(index, actor, action, events, views[index + 1]))
        record = next((e for e in events if e.get("type") in HAND_ENDS), None)
        if record is not None:
            hand.record, hand.number = record, record.get("round", 0)
            if whole:
                hands.append(hand)
            hand, whole = HandRecord(RUMMY, 0, players, seat, views[index + 1]), True
    if whole and not views[-1].get("over"):
        hand.number = views[-1].get("round", 0)
        hands.append(hand)
    for hand in hands:
        hand.positions = positions(hand)
    return hands


def _rebuilt_hand(game_id, players, options, seat, frames, record, opening, first_view_fits):
    """One finished hand rebuilt as a game dealt as it was played, or None (see ``from_frames``)."""
    for i, (_, _, raised) in enumerate(frames):  # a redealt hand: what was played on the last deal
        if any(e.get("type") == "redeal" for e in raised):
            opening = next((e for e in raised if e.get("type") == "deal"), None)
            frames = frames[i + 1:]
    dealt: list[list[str]] = [[] for _ in range(players)]
    for _, _, raised in frames:
        for event in raised:
            if event.get("type") == "play":
                dealt[event["seat"]].append(event["card"])
    if len({len(h) for h in dealt}) != 1 or not dealt[0]:
        return None  # not a whole deal: the guest came in during this hand
    oh_hell = "trump" in record
    dealer = opening["dealer"] if opening is not None else record.get("dealer")
    if opening is not None or not oh_hell:
        turned_cards = [opening.get("turned") if opening is not None else None]
    elif first_view_fits is None:
        return None  # the turned card was shown only in the first view
    else:  # the card turned for the first hand: one of the trump suit that nobody played
        seen = {c for h in dealt for c in h}
        turned_cards = [None] + [c for c in CODES if c not in seen and c[1] == record["trump"]]
    for turned in turned_cards:
        spec: dict = {"hands": dealt, "dealer": dealer}
        if oh_hell:
            spec.update({"hand": record["hand"], "trump": record["trump"]})
            if turned is not None:
                spec["turned"] = turned
        try:
            game = new_game(game_id, players, options, seed=0, deal=spec)
        except ValueError:
            continue
        if opening is None and first_view_fits is not None and not first_view_fits(game.view(seat)):
            continue
        try:
            for actor, action, _ in frames:
                game.apply(actor, action)
        except RuleError:
            return None
        rebuilt = game.to_json()
        hand = GameHistory(rebuilt, seat).hands[0]
        if hand.record is None or hand.record.get("tricks") != record.get("tricks"):
            return None
        hand.number, hand.record, hand.rebuilt = record.get("hand", hand.number), record, rebuilt
        return hand
    return None


def positions(hand: HandRecord) -> list[Position]:
    """Where a hand's replay stops: the deal; for trick games the end of the bidding (if any step came
    before the first card) and each trick; for Contract Rummy each turn."""
    out = [Position("deal", 0, -1)]
    first = 0
    count = 0
    for i, step in enumerate(hand.steps):
        kinds = {e.get("type") for e in step.events}
        if hand.game == RUMMY:
            closes = bool(kinds & set(TURN_ENDS)) or i == len(hand.steps) - 1
            kind = "turn"
        else:
            following = hand.steps[i + 1] if i + 1 < len(hand.steps) else None
            bidding_over = (step.action.get("type") != "play" and following is not None
                            and following.action.get("type") == "play")
            closes = "trick_won" in kinds or bidding_over or following is None
            kind = "bidding" if step.action.get("type") != "play" else "trick"
        if closes:
            if kind != "bidding":
                count += 1
            out.append(Position(kind, first, i, count if kind != "bidding" else 0))
            first = i + 1
    return out

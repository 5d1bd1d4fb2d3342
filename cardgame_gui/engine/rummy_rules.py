"""The turn mechanics of Contract Rummy: drawing, the May I? claim window, melds, lay-offs, joker reclaim,
the Screw Over, discarding and the end of a round. ``ContractRummy`` (``games/contract_rummy.py``) mixes
this in and keeps set-up, options, views and JSON; the rules themselves are in that module's docstring.

Each play-phase action has a ``_check_<action>(seat, action)`` that raises ``RuleError`` or returns the
change to make (a function of the event list), so a refused action never changes the state.
"""

from __future__ import annotations

from enum import Enum

from .boundary import quote
from .cards import CODES, JOKER, card_int, shuffle
from .errors import RuleError
from .melds import (GROUP, GROUP_MIN, RUN, MeldError, build_meld, contract_error, contract_text,
                    extended, find_all_runs, find_contract, lay_off_ends, penalty, show, stand_in,
                    without)
from .rummy_moves import DRAW_DISCARD, DRAW_STOCK, meld_move, move_action
from .rummy_pending import placeable

CONTRACTS = [(2, 0), (1, 1), (0, 2), (3, 0), (2, 1), (1, 2), (0, 3)]  # (groups, runs) per round
DEAL_SIZES = [10, 10, 10, 12, 12, 12, 12]
LAST_ROUND = 6
# the verbs of a refusal, by the code its data carries
_VERBS = {"lay_off": "lay off", "reclaim": "reclaim a joker with", "give": "give", "discard": "discard"}


class Phase(Enum):
    DRAW = "draw"      # the player to move draws from the stock or the discard pile
    PLAY = "play"      # after the draw: meld, lay off, ..., discard (a May I? window may be open)
    OVER = "over"


def _multiset_minus(have: list[int], take: list[int]) -> list[int] | None:
    rest = list(have)
    for c in take:
        if c not in rest:
            return None
        rest.remove(c)
    return rest


def meld_action(melds: list[tuple[list[int], list[int]]]) -> dict:
    return move_action(meld_move(melds))


class RummyTurns:
    PLAY_ACTIONS = {"meld": "_check_meld", "lay_off": "_check_lay_off", "new_meld": "_check_new_meld",
                    "reclaim_joker": "_check_reclaim", "screw": "_check_screw", "discard": "_check_discard"}

    # ----- turns, drawing, the stock ---------------------------------------------------------------
    def _start_turn(self, seat: int, events: list | None, dealt: bool = False) -> None:
        self.turn = seat
        self.phase = Phase.DRAW
        self.turn_no += 1
        self.window = None
        self.pending = []
        self.last_taker = None
        if dealt and events is not None:
            groups, runs = CONTRACTS[self.round]
            events.append({"type": "deal", "round": self.round + 1, "dealer": self.dealer,
                           "cards": DEAL_SIZES[self.round], "contract": contract_text(groups, runs),
                           "top_discard": CODES[self.discard[-1]] if self.discard else None})

    def _may_rebuild(self) -> bool:
        """Can the stock be rebuilt from the discards now (two or more, and ``stock_rebuilds`` allows)?"""
        cap = self.options["stock_rebuilds"]
        return len(self.discard) >= 2 and (cap == "unlimited" or self.rebuilds < cap)

    def _piles_done(self) -> bool:
        """No card can be drawn any more and the round ends "piles empty": the stock is empty and cannot
        be rebuilt, and either the discard pile is empty too, or ``stock_rebuilds`` caps the rebuilds (a
        capped round does not go on with players passing one discard round the table), or that one discard
        has gone round the table once (``_used_up``: with nobody able to go out, the round never ended)."""
        if self.stock or self._may_rebuild():
            return False
        return not self.discard or self.options["stock_rebuilds"] != "unlimited" or self.last_lap >= self.players

    def _used_up(self) -> str:
        """Why the discard may not be taken once ``_piles_done``, in words."""
        if self.options["stock_rebuilds"] == "unlimited":
            return "the stock is used up and the last discard has gone round the table"
        return f"the stock is used up (rebuilt {self.rebuilds} time(s), the most this table allows)"

    def _stock_card(self, events: list) -> int | None:
        """The top stock card, rebuilding the stock from the discards but the top one when it is empty;
        None when it is empty and cannot be rebuilt."""
        if not self.stock:
            if not self._may_rebuild():
                return None
            self._rebuild(events)
        return self.stock.pop()

    def _rebuild(self, events: list) -> None:
        top = self.discard.pop()
        self.stock, self.discard = self.discard, [top]
        self.discarders = self.discarders[-1:]
        shuffle(self.stock, self.rng)
        self.rebuilds += 1
        events.append({"type": "reshuffle", "cards": len(self.stock), "rebuilds": self.rebuilds})

    def _piles_empty(self, events: list) -> None:
        """End the round "piles empty"; the event says why nothing can be drawn (``reason``): both piles
        are empty, the lone discard has gone round the table (``last_lap``, a house rule), the
        ``stock_rebuilds`` cap is reached (``rebuilds_cap``), or under a cap one discard cannot rebuild
        the stock (``one_discard``); ``card`` is the discard left, if any."""
        event = {"type": "piles_empty", "rebuilds": self.rebuilds}
        cap = self.options["stock_rebuilds"]
        if not self.discard:
            event["reason"] = "both_empty"
        else:
            event["card"] = CODES[self.discard[-1]]
            if cap == "unlimited":
                event["reason"] = "last_lap"
            else:
                event["reason"] = "rebuilds_cap" if self.rebuilds >= cap else "one_discard"
                event["cap"] = cap
        events.append(event)
        self._end_round(None, events)

    def _draw(self, seat: int, action: dict, events: list) -> None:
        source = action.get("source")
        if source == "discard":
            if not self.discard:
                raise RuleError(f"{self.name(seat)} cannot take the discard: the discard pile is empty", "discard_empty",
                                seat=seat)
            if self._piles_done():
                raise RuleError(f"{self.name(seat)} cannot take the discard: {self._used_up()}; draw "
                                "from the stock to end the round", "discard_used_up", seat=seat,
                                capped=self.options["stock_rebuilds"] != "unlimited", rebuilds=self.rebuilds)
            self._take_discard(seat, events)
        elif source == "stock":
            if self._piles_done():
                self._piles_empty(events)
            elif not self.stock and not self._may_rebuild():
                raise RuleError(f"{self.name(seat)} cannot draw from the stock: it is empty and one discard "
                                f"cannot rebuild it — take the {CODES[self.discard[-1]]} from the discard pile",
                                "stock_empty", seat=seat, card=CODES[self.discard[-1]])
            else:
                if not self.stock:  # turn the discards but the top over first: the window offers the top
                    self._rebuild(events)
                # the others may ask for the top discard first; the mover draws once nobody (more) claims
                if not self._open_window(events):
                    self._mover_draws(events)
        else:
            raise RuleError(f"{self.name(seat)} must draw from 'stock' or 'discard', not {quote(source)}", "malformed",
                            seat=seat)

    def _take_discard(self, seat: int, events: list) -> None:
        if not self.stock and not self._may_rebuild():  # the lone discard, the stock used up for good
            self.last_lap += 1
        card = self.discard.pop()
        self.discarders.pop()
        self.hands[seat].append(card)
        self.phase = Phase.PLAY
        events.append({"type": "draw", "seat": seat, "source": "discard", "card": CODES[card]})

    def _mover_draws(self, events: list) -> None:
        """The player to move draws the top stock card and goes on. If May I? penalties used the stock up,
        they take the one discard left (unlimited rebuilds), or the round ends."""
        card = self._stock_card(events)
        if card is not None:
            self.hands[self.turn].append(card)
            self.phase = Phase.PLAY
            events.append({"type": "draw", "seat": self.turn, "source": "stock"})
        elif self._piles_done():
            self._piles_empty(events)
        else:
            self._take_discard(self.turn, events)

    def _draw_moves(self) -> list[tuple]:
        """The draw phase: the stock and the discard; only the discard when the stock is empty and one
        discard cannot rebuild it; only the stock (which ends the round) when nothing can be drawn."""
        if self._piles_done():
            return [DRAW_STOCK]
        moves = []
        if self.stock or self._may_rebuild():
            moves.append(DRAW_STOCK)
        if self.discard:
            moves.append(DRAW_DISCARD)
        return moves

    # ----- the May I? window -------------------------------------------------------------------------
    def _open_window(self, events: list) -> bool:
        """Open a claim window on the top discard, before the mover's stock draw; False if none opens."""
        self.window = None
        if self.options["may_i"] == "off" or not self.discard:
            return False
        n = self.players
        made_it = self.discarders[-1]  # never asked about their own discard
        eligible = [(self.turn + i) % n for i in range(1, n) if (self.turn + i) % n not in (self.last_taker,
                                                                                            made_it)]
        if not eligible:
            return False
        self.window = {"card": self.discard[-1], "eligible": eligible, "answered": [], "claims": []}
        events.append({"type": "may_i_window", "card": CODES[self.discard[-1]], "eligible": eligible,
                       "mover": self.turn})
        return True

    def _window_waiting(self) -> list[int]:
        """Seats whose answer can still matter, in turn order after the mover: every eligible seat that
        has not answered, but in ``classic`` none behind the earliest claim so far."""
        window = self.window
        waiting = []
        for s in window["eligible"]:
            if s in window["claims"]:
                break
            if s not in window["answered"]:
                waiting.append(s)
        return waiting

    def _answer_window(self, seat: int, claim: bool, events: list) -> None:
        window = self.window
        window["answered"].append(seat)
        if claim:
            window["claims"].append(seat)
            events.append({"type": "may_i", "seat": seat, "card": CODES[window["card"]]})
            if self.options["may_i"] == "first_come":
                self._award(seat, events)
                return
        else:
            events.append({"type": "decline", "seat": seat})
        if self._window_waiting():
            return
        if window["claims"]:  # classic: everyone ahead of the earliest claimant has declined
            self._award(min(window["claims"], key=window["eligible"].index), events)
            return
        self.window = None
        events.append({"type": "window_closed", "card": CODES[window["card"]], "taken_by": None})
        self._mover_draws(events)

    def _award(self, seat: int, events: list) -> None:
        """``seat`` takes the top discard and the penalty card(s); the next discard may be claimed the same
        way (not by ``seat``); once nobody claims, the mover draws from the stock."""
        card = self.discard.pop()
        self.discarders.pop()
        self.hands[seat].append(card)
        self.window = None
        self.last_taker = seat
        taken = {"type": "may_i_taken", "seat": seat, "card": CODES[card], "penalty": 0}
        events.append(taken)
        for _ in range(self.options["may_i_penalty"]):  # a used-up stock gives fewer penalty cards
            extra = self._stock_card(events)
            if extra is None:
                break
            self.hands[seat].append(extra)
            taken["penalty"] += 1
        if not self._open_window(events):
            self._mover_draws(events)

    # ----- who may do what ---------------------------------------------------------------------------
    def _has_contract(self, seat: int) -> bool:
        return self.melded_turn[seat] is not None and self.needs[seat] is None

    def _may_lay_off(self, seat: int) -> bool:
        return self._has_contract(seat) and self.melded_turn[seat] < self.turn_no

    def _lay_off_refusal(self, seat: int, verb: str) -> RuleError:
        """The refusal of ``verb`` (lay_off, new_meld, reclaim) to a seat that may not lay off yet."""
        if self.needs[seat] is not None:
            why, reason = "remeld", "they must first re-meld the part of the contract they were screwed out of"
        elif self.melded_turn[seat] is None:
            why, reason = "no_contract", "they have not melded their contract yet"
        else:
            why, reason = "melded_this_turn", "laying off starts on the turn after the one you melded"
        what = {"lay_off": "lay off", "new_meld": "lay down a new meld", "reclaim": "reclaim a joker"}[verb]
        return RuleError(f"{self.name(seat)} cannot {what}: {reason}", "not_yet", seat=seat, verb=verb, why=why)

    def _required(self, seat: int) -> tuple[int, int]:
        return tuple(self.needs[seat]) if self.needs[seat] else CONTRACTS[self.round]

    def _cards(self, seat: int, codes, what: str) -> list[int]:
        if not isinstance(codes, list):
            raise RuleError(f"{self.name(seat)}: {what} must be a list of card codes, not {quote(codes)}",
                            "malformed", seat=seat)
        try:
            return [card_int(c) for c in codes]
        except ValueError as exc:
            raise RuleError(f"{self.name(seat)}: {exc}", "malformed", seat=seat) from None

    def _card(self, seat: int, code, verb: str) -> int:
        """The card of the hand ``code`` names, for ``verb`` (lay_off, reclaim, give, discard)."""
        try:
            card = card_int(code)
        except ValueError as exc:
            raise RuleError(f"{self.name(seat)} cannot {_VERBS[verb]}: {exc}", "malformed", seat=seat) from None
        if card not in self.hands[seat]:
            raise RuleError(f"{self.name(seat)} cannot {_VERBS[verb]} {CODES[card]}: not in their hand", "not_in_hand",
                            seat=seat, card=CODES[card], verb=verb)
        return card

    def _meld_index(self, seat: int, index) -> int:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.table):
            raise RuleError(f"{self.name(seat)}: there is no meld {quote(index)} on the table "
                            f"(melds 0..{len(self.table) - 1})", "malformed", seat=seat)
        return index

    def _pending_data(self) -> list[dict]:
        """The pending taken cards as a refusal's data: ``[{"card": "9D", "why": "screw"}, ...]``."""
        return [{"card": CODES[p["card"]], "why": p["why"]} for p in self.pending]

    def _pending_text(self) -> str:
        """The pending taken cards as words: "the JK reclaimed and the 9D taken by the Screw Over"."""
        return " and ".join(f"the {CODES[p['card']]} " + ("reclaimed" if p["why"] == "reclaimed" else
                                                           "taken by the Screw Over") for p in self.pending)

    def _placeable(self, seat: int) -> bool:
        """Can every pending taken card still be placed this turn (see ``rummy_pending``)?"""
        if not self.pending:
            return True
        return self._placeable_with(seat, self.hands[seat], [p["card"] for p in self.pending], self.table)

    def _placeable_with(self, seat: int, hand: list[int], cards: list[int], table: list) -> bool:
        """Could ``seat`` holding ``hand`` place the taken ``cards`` this turn with ``table`` on the table?"""
        if self._may_lay_off(seat):
            return placeable(hand, cards, table, self.options["new_melds_after_contract"],
                             self.options["joker_reclaim"])
        if self._has_contract(seat) or len(cards) > 1:
            return False  # melded this turn: nothing more goes down until the next
        return self._meld_found(seat, hand, cards[0]) is not None

    def _check_taken_cards(self, seat: int, kind: str, before) -> None:
        """After an action by the mover with taken cards pending (or taking one): refuse it, restoring
        ``before``, when those cards could no longer all be placed this turn."""
        if self.phase is not Phase.PLAY or self.turn != seat or self._placeable(seat):
            return
        stuck, pending = self._pending_text(), self._pending_data()
        self.__dict__.clear()
        self.__dict__.update(before.__dict__)
        if kind == "screw":
            contract = self._has_contract(seat)
            raise RuleError(f"{self.name(seat)} cannot take that card: they could not use {stuck} in a meld "
                            "or lay-off this turn" + ("" if contract else " (it must go into their contract meld)"),
                            "taken_unusable_screw", seat=seat, pending=pending, contract=contract)
        if kind == "reclaim_joker":
            raise RuleError(f"{self.name(seat)} cannot reclaim the joker: {stuck} could not all be laid "
                            "off this turn", "taken_unusable_reclaim", seat=seat, pending=pending)
        raise RuleError(f"{self.name(seat)} cannot do that now: {stuck} could then no longer be placed "
                        "this turn", "taken_unusable", seat=seat, pending=pending)

    def _placed(self, seat: int, meld, index: int, events: list) -> None:
        """After a card reaches the table: settle a pending card of that code, mark a screwed card."""
        for number, entry in enumerate(self.pending):
            if entry["card"] == meld.cards[index]:
                if entry["why"] == "screw":
                    meld.stolen_from[index] = entry["victim"]
                del self.pending[number]
                return

    def _went_out_check(self, seat: int, events: list) -> None:
        if not self.hands[seat]:
            events.append({"type": "went_out", "seat": seat})
            self._end_round(seat, events)

    # ----- meld, new meld, lay off, reclaim ----------------------------------------------------------
    def _parse_melds(self, seat: int, specs) -> list:
        if not isinstance(specs, list) or not specs:
            raise RuleError(f"{self.name(seat)}: 'melds' must be a list of {{'cards', 'as'}}", "malformed", seat=seat)
        melds = []
        for spec in specs:
            if not isinstance(spec, dict):
                raise RuleError(f"{self.name(seat)}: each meld is a dict with 'cards' and 'as'", "malformed",
                                seat=seat)
            melds.append(self._one_meld(seat, spec))
        return melds

    def _one_meld(self, seat: int, spec: dict):
        cards = self._cards(seat, spec.get("cards"), "'cards'")
        named = self._cards(seat, spec.get("as", []), "'as'")
        try:
            return build_meld(cards, named, seat)
        except MeldError as exc:
            raise RuleError(f"{self.name(seat)} cannot meld: {exc}", "bad_meld", seat=seat, why=exc.code,
                            **exc.data) from None

    def _take_from_hand(self, seat: int, cards: list[int], verb: str) -> list[int]:
        rest = _multiset_minus(self.hands[seat], cards)
        if rest is None:
            raise RuleError(f"{self.name(seat)} cannot {verb} {show(cards)}: they do not hold all of these",
                            "not_holding", seat=seat, cards=[CODES[c] for c in cards])
        return rest

    def _check_meld(self, seat: int, action: dict):
        if self._has_contract(seat):
            raise RuleError(f"{self.name(seat)} has already melded this round: lay off instead", "already_melded",
                            seat=seat)
        melds = self._parse_melds(seat, action.get("melds"))
        used = [c for m in melds for c in m.cards]
        rest = self._take_from_hand(seat, used, "meld")
        groups, runs = self._required(seat)
        last = self.round == LAST_ROUND and self.needs[seat] is None
        reason = contract_error(melds, groups, runs, exact_size=not last,
                                no_contiguous=CONTRACTS[self.round][1] >= 2)
        if reason is None and last and rest:
            reason = MeldError(f"in round 7 every card is melded at once ({show(rest)} would be left)", "all_at_once",
                               left=[CODES[c] for c in rest])
        if reason:
            raise RuleError(f"{self.name(seat)} cannot meld: {reason}", "bad_meld", seat=seat, why=reason.code,
                            **reason.data)

        def change(events):
            self.hands[seat] = rest
            for m in melds:
                self.table.append(m)
                for i in range(len(m.cards)):
                    self._placed(seat, m, i, events)
            self.melded_turn[seat] = self.turn_no
            self.needs[seat] = None
            events.append({"type": "meld", "seat": seat, "melds": [m.public() for m in melds]})
            self._went_out_check(seat, events)
        return change

    def _check_new_meld(self, seat: int, action: dict):
        if not self.options["new_melds_after_contract"]:
            raise RuleError("New melds after the contract are not played at this table", "new_melds_off", seat=seat)
        if not self._may_lay_off(seat):
            raise self._lay_off_refusal(seat, "new_meld")
        meld = self._one_meld(seat, action)
        rest = self._take_from_hand(seat, meld.cards, "meld")

        def change(events):
            self.hands[seat] = rest
            self.table.append(meld)
            for i in range(len(meld.cards)):
                self._placed(seat, meld, i, events)
            events.append({"type": "new_meld", "seat": seat, "meld": meld.public(),
                           "index": len(self.table) - 1})
            self._went_out_check(seat, events)
        return change

    def _check_lay_off(self, seat: int, action: dict):
        if not self._may_lay_off(seat):
            raise self._lay_off_refusal(seat, "lay_off")
        card = self._card(seat, action.get("card"), "lay_off")
        index = self._meld_index(seat, action.get("meld"))
        meld = self.table[index]
        end = action.get("end") if meld.kind == RUN else None
        try:
            new = extended(meld, card, end)
        except MeldError as exc:
            raise RuleError(f"{self.name(seat)} cannot lay off: {exc}", "bad_lay_off", seat=seat, why=exc.code,
                            **exc.data) from None

        def change(events):
            self.hands[seat].remove(card)
            self.table[index] = new
            self._placed(seat, new, 0 if end == "low" else len(new.cards) - 1, events)
            event = {"type": "lay_off", "seat": seat, "meld": index, "owner": meld.owner, "card": CODES[card],
                     "end": end}
            if card == JOKER:
                at = 0 if end == "low" else len(new.cards) - 1
                event["as"] = stand_in(at, new.stands[at])
            events.append(event)
            self._went_out_check(seat, events)
        return change

    def _check_reclaim(self, seat: int, action: dict):
        if not self.options["joker_reclaim"]:
            raise RuleError("Jokers are not reclaimed at this table", "reclaim_off", seat=seat)
        if not self._may_lay_off(seat):
            raise self._lay_off_refusal(seat, "reclaim")
        card = self._card(seat, action.get("card"), "reclaim")
        index = self._meld_index(seat, action.get("meld"))
        meld = self.table[index]
        if meld.kind == GROUP:
            raise RuleError(f"{self.name(seat)} cannot reclaim a joker from a group: jokers in groups "
                            "are dead", "reclaim_group", seat=seat)
        spots = [i for i, (c, s) in enumerate(zip(meld.cards, meld.stands)) if c == JOKER and s == card]
        if not spots:
            raise RuleError(f"{self.name(seat)} cannot reclaim with {CODES[card]}: no joker in the "
                            f"{meld.describe()} stands for it", "no_joker_for", seat=seat, card=CODES[card],
                            meld=meld.summary())
        new = meld.copy()
        new.cards[spots[0]] = card

        def change(events):
            self.hands[seat].remove(card)
            self.hands[seat].append(JOKER)
            self.table[index] = new
            self._placed(seat, new, spots[0], events)  # a pending card (a screwed one) may reclaim it
            self.pending.append({"card": JOKER, "why": "reclaimed", "victim": None})
            events.append({"type": "reclaim_joker", "seat": seat, "meld": index, "owner": meld.owner,
                           "card": CODES[card]})
        return change

    # ----- the Screw Over ----------------------------------------------------------------------------
    def _taken_back(self, seat: int, meld, card: int) -> bool:
        """Would ``seat`` take back a card taken from them? Any copy of a code stolen from ``seat`` is
        refused in the thief's melds and in the meld where the stolen card lies."""
        for thief, victim, code in self.thefts:
            if victim == seat and code == card and thief == meld.owner:
                return True
        return any(c == card and v == seat for c, v in zip(meld.cards, meld.stolen_from))

    def _table_without(self, index: int, pos: int) -> list:
        rest = without(self.table[index], pos)
        return self.table[:index] + ([rest] if rest else []) + self.table[index + 1:]

    def _check_screw(self, seat: int, action: dict):
        if not self.options["screw_over"]:
            raise RuleError("The Screw Over is not played at this table", "screw_off", seat=seat)
        if self.screw_used[seat]:
            raise RuleError(f"{self.name(seat)} has already used their Screw Over this round", "screw_used", seat=seat)
        index = self._meld_index(seat, action.get("meld"))
        meld = self.table[index]
        if meld.owner == seat:
            raise RuleError(f"{self.name(seat)} cannot screw themselves: the {meld.describe()} is their own",
                            "screw_own", seat=seat, meld=meld.summary())
        pos = action.get("position")
        if isinstance(pos, bool) or not isinstance(pos, int) or not 0 <= pos < len(meld.cards):
            raise RuleError(f"{self.name(seat)}: the {meld.describe()} has no position {quote(pos)}", "malformed",
                            seat=seat)
        taken = meld.cards[pos]
        if taken == JOKER and meld.kind == GROUP:
            raise RuleError(f"{self.name(seat)} cannot take a joker from a group: dead jokers stay dead",
                            "screw_dead_joker", seat=seat)
        if self._taken_back(seat, meld, taken):
            raise RuleError(f"{self.name(seat)} cannot take back a {CODES[taken]}: a {CODES[taken]} was taken "
                            f"from them this round, and no copy of it may be taken back", "screw_take_back",
                            seat=seat, card=CODES[taken])
        give = self._card(seat, action.get("give"), "give")
        if give in [p["card"] for p in self.pending] and self.hands[seat].count(give) <= sum(
                p["card"] == give for p in self.pending):
            raise RuleError(f"{self.name(seat)} cannot give the {CODES[give]}: it was taken this turn and "
                            "must be put down on the table", "screw_give_taken", seat=seat, card=CODES[give])
        hand = list(self.hands[seat])
        hand.remove(give)
        hand.append(taken)

        def change(events):
            victim = meld.owner
            rest = without(meld, pos)
            self.hands[seat] = hand
            if rest is not None:
                self.table[index] = rest
                self.hands[victim].append(give)
                outcome = "kept"
            else:
                del self.table[index]
                self.hands[victim] += [c for i, c in enumerate(meld.cards) if i != pos] + [give]
                outcome = "broken"
                if self.melded_turn[victim] is not None:
                    groups, runs = CONTRACTS[self.round]
                    own = [m for m in self.table if m.owner == victim]
                    have_g = sum(m.kind == GROUP for m in own)
                    missing = [max(0, groups - have_g), max(0, runs - (len(own) - have_g))]
                    if any(missing):
                        self.needs[victim] = missing
                        outcome = "contract_lost"
            self.screw_used[seat] = True
            self.thefts.append([seat, victim, taken])
            self.pending.append({"card": taken, "why": "screw", "victim": victim})
            events.append({"type": "screw", "seat": seat, "victim": victim, "meld": index, "position": pos,
                           "card": CODES[taken], "outcome": outcome})
        return change

    # ----- the discard and the end of a round --------------------------------------------------------
    def _check_discard(self, seat: int, action: dict):
        if self.pending:
            reclaimed = all(p["why"] == "reclaimed" for p in self.pending)
            how = "lay it off" if reclaimed else "use it in a meld or lay-off"
            raise RuleError(f"{self.name(seat)} cannot end the turn yet: first {how} — {self._pending_text()}",
                            "place_taken_first", seat=seat, pending=self._pending_data())
        card = self._card(seat, action.get("card"), "discard")
        return lambda events: self._discard_card(seat, card, events)

    def _discard_card(self, seat: int, card: int, events: list) -> None:
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.discarders.append(seat)
        events.append({"type": "discard", "seat": seat, "card": CODES[card]})
        if not self.hands[seat]:
            self._went_out_check(seat, events)
            return
        self._start_turn((seat + 1) % self.players, events)
        if self._piles_done():  # nothing left to draw (or the stock_rebuilds cap is reached)
            self._piles_empty(events)

    def _end_round(self, out: int | None, events: list) -> None:
        points = [0 if s == out else sum(penalty(c) for c in h) for s, h in enumerate(self.hands)]
        for s, p in enumerate(points):
            self.scores_[s] += p
        groups, runs = CONTRACTS[self.round]
        self.history.append({"round": self.round + 1, "contract": contract_text(groups, runs),
                             "dealer": self.dealer, "went_out": out, "ended": "out" if out is not None
                             else "piles_empty", "points": points, "totals": list(self.scores_)})
        events.append({"type": "round_scored", **self.history[-1]})
        self.window = None
        self.pending = []
        if self.round == LAST_ROUND or self.this_hand_only:
            self.phase = Phase.OVER
            events.append({"type": "game_over", "scores": list(self.scores_), "winners": self.winners()})
        else:
            self._deal(self.round + 1, events)

    # ----- legal moves (``rummy_moves``: actions as tuples; ``legal_actions`` maps them to dicts) -------
    def _play_moves(self, seat: int) -> list[tuple]:
        hand = self.hands[seat]
        distinct = sorted(set(hand))
        moves: list[tuple] = []
        if not self._has_contract(seat):
            found = self._meld_found(seat, hand, None)
            if found:
                moves.append(meld_move(found))
        if self._may_lay_off(seat):
            for i, m in enumerate(self.table):
                for c in distinct:
                    for end, _ in lay_off_ends(m, c):
                        moves.append(("lay_off", i, c, end))
            if self.options["joker_reclaim"]:
                for i, m in enumerate(self.table):
                    if m.kind == RUN:
                        for c in sorted({s for c, s in zip(m.cards, m.stands) if c == JOKER and s in hand}):
                            moves.append(("reclaim_joker", i, c))
            if self.options["new_melds_after_contract"]:
                moves += self._new_meld_moves(hand)
        if self.options["screw_over"] and not self.screw_used[seat]:
            moves += self._screw_moves(seat)
        if not self.pending:
            moves += [("discard", c) for c in distinct]
            return [m for m in moves if m[0] != "reclaim_joker" or self.is_legal(seat, move_action(m))]
        # taken cards pending: any order, but nothing that would leave one of them with nowhere to go
        # (``_screw_moves`` already made that check on each screw)
        return [m for m in moves if m[0] == "screw" or self.is_legal(seat, move_action(m))]

    def _meld_found(self, seat: int, hand: list[int], must: int | None) -> list | None:
        """The finder's contract for ``seat`` with ``hand`` (using ``must``, or the first pending card)."""
        groups, runs = self._required(seat)
        if self.round == LAST_ROUND and self.needs[seat] is None:
            return find_all_runs(hand, runs)
        must = must if must is not None else (self.pending[0]["card"] if self.pending else None)
        return find_contract(hand, groups, runs, no_contiguous=CONTRACTS[self.round][1] >= 2, must=must)

    def _new_meld_moves(self, hand: list[int]) -> list[tuple]:
        """Groups of every natural card of a rank held 3+ times and maximal natural runs of 4+; with a
        pending card, the finder's group or run that uses it."""
        found = []
        for card in sorted({p["card"] for p in self.pending}):
            for shape in ((1, 0), (0, 1)):
                melds = find_contract(hand, *shape, must=card)
                if melds:
                    found.append(melds[0])
        for rank in range(13):
            cards = [c for c in hand if c != JOKER and c % 13 == rank]
            if len(cards) >= GROUP_MIN:
                found.append((sorted(cards), []))
        have = set(hand)
        for suit in range(4):
            line = [suit * 13 + 12] + [suit * 13 + r for r in range(13)]  # positions 1..14
            run: list[int] = []
            for c in line + [None]:
                if c is not None and c in have:
                    run.append(c)
                    continue
                if len(run) >= 4:
                    found.append((list(run), []))
                run = []
        return [("new_meld", tuple(cards), tuple(named)) for cards, named in found]

    def _screw_moves(self, seat: int) -> list[tuple]:
        """Every screw ``apply`` accepts: the same taken-cards check on the table and hand it would leave.
        A card that cannot be placed with the whole hand plus the taken card (no give) cannot be placed
        after any give (the one exception, round 7's every-card meld, is tried give by give). Not laying
        off, the table plays no part: each (taken, give) pair is decided once."""
        moves = []
        hand = self.hands[seat]
        pending = [p["card"] for p in self.pending]
        gives = sorted(g for g in set(hand) if g not in pending or hand.count(g) > pending.count(g))
        every_card = self.round == LAST_ROUND and not self._has_contract(seat)
        lays_off = self._may_lay_off(seat)
        melds_with: dict[tuple[int, int], bool] = {}  # not laying off: (taken, give) -> into the contract?

        def fits(after: list[int], taken: int, table: list, give: int | None) -> bool:
            """The taken-cards check ``apply`` makes after this screw."""
            if lays_off:
                return self._placeable_with(seat, after, pending + [taken], table)
            if (taken, give) not in melds_with:  # the table plays no part: decided once per card pair
                melds_with[taken, give] = self._placeable_with(seat, after, pending + [taken], table)
            return melds_with[taken, give]

        for index, meld in enumerate(self.table):
            if meld.owner == seat:
                continue
            for pos, taken in enumerate(meld.cards):
                if (taken == JOKER and meld.kind == GROUP) or self._taken_back(seat, meld, taken):
                    continue
                table = self._table_without(index, pos) if lays_off else self.table
                if not pending and lays_off and any(lay_off_ends(m, taken) for m in table):
                    moves += [("screw", index, pos, give) for give in gives]  # laid off at once, any give
                    continue
                if not every_card and not fits(hand + [taken], taken, table, None):
                    continue
                for give in gives:
                    if fits(_multiset_minus(hand, [give]) + [taken], taken, table, give):
                        moves.append(("screw", index, pos, give))
        return moves


__all__ = ["CONTRACTS", "DEAL_SIZES", "LAST_ROUND", "Phase", "RummyTurns", "meld_action"]

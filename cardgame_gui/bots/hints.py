"""Hints: the strongest bot's choice for a seat, with a one-line reason in the player's words.

    from cardgame_gui.bots.hints import hint
    h = hint(view, legal_actions)      # {"action": {...} or None, "text": "Play 9♥: you need 2 more ..."}

Like every bot, a hint sees only the seat's view and its legal actions. The choice is the expert's where
the game has one (else the casual bot's); the reason is read from the view and the choice: what the seat
needs, what the trick holds, what the bid means. ``action`` is ``None`` when the seat may act but
need not and the bot would let the chance go (a bid change, a "May I?").
"""

from __future__ import annotations

from ..engine.cards import card_int
from ..engine.tricks import beats, winning_index
from . import available_levels, make_bot
from .auction_bots import hand_points, reverse_level
from .exact_bid_bots import seen_cards, trick_estimate

SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
STRAIN_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trump"}


def card_text(code: str) -> str:
    """``"9♥"``, ``"10♠"``, ``"joker"``."""
    if code == "JK":
        return "joker"
    return ("10" if code[0] == "T" else code[0]) + SYMBOLS[code[1]]


def bid_text(level: int, strain: str) -> str:
    return f"{level}{SYMBOLS.get(strain, strain)}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def hint(view: dict, legal_actions: list[dict], seed: int = 0, budget=None) -> dict:
    """The hint for ``view``'s seat: ``{"action": action or None, "text": one line}``."""
    if not legal_actions:
        return {"action": None, "text": "Nothing to do now: it is not your turn."}
    game_id = view["game"]
    level = "expert" if "expert" in available_levels(game_id) else "casual"
    bot = make_bot(level, game_id, seed=seed)
    if budget is not None and hasattr(bot, "budget"):
        bot.budget = budget
    must = view.get("to_act", [view["seat"]])[0] == view["seat"]
    action = bot.choose(view, legal_actions) if must else bot.optional(view, legal_actions)
    if action is None:
        return {"action": None, "text": optional_reason(view)}
    return {"action": action, "text": describe(action, game_id) + ": " + reason(view, action, legal_actions, bot)}


def describe(action: dict, game: str = "") -> str:
    kind = action["type"]
    if kind == "play":
        return f"Play {card_text(action['card'])}" if action.get("card") else "Play your card"
    if kind == "bid":
        if "tricks" in action:
            return f"Bid {action['tricks']}"
        return f"Bid {bid_text(action['level'], action['strain'])}"
    if kind == "pass":
        return "Pass"
    if kind == "call_partner":
        return f"Call {card_text(action['card'])}"
    if kind == "wash":
        return "Wash"
    if kind == "draw":
        return "Take the discard" if action["source"] == "discard" else "Draw from the stock"
    if kind == "discard":
        return f"Discard {card_text(action['card'])}"
    if kind == "lay_off":
        return f"Lay off {card_text(action['card'])}"
    if kind == "may_i":
        return "Claim it (May I?)"
    if kind == "decline":
        return "Keep the hand" if game == "floating_bridge" else "Let it go"
    if kind == "meld":
        return "Lay down your contract"
    if kind == "new_meld":
        return "Lay down " + " ".join(card_text(c) for c in action["cards"])
    if kind == "reclaim_joker":
        return f"Take back the joker with {card_text(action['card'])}"
    if kind == "screw":
        return f"Screw over with {card_text(action['give'])}"
    return kind.replace("_", " ").capitalize()


def optional_reason(view: dict) -> str:
    if view["game"] in ("devils_bridge", "german_bridge"):
        return "Keep your bid: no other bid looks clearly better."
    if view.get("claim_window"):
        return "Let it go: that card does not bring your contract closer enough to pay the penalty."
    return "Nothing worth doing now: wait for your turn."


def reason(view: dict, action: dict, legal: list[dict], bot=None) -> str:
    """Why ``action``: read from the view, the action and what the bot noted while choosing it."""
    game = view["game"]
    kind = action["type"]
    notes = getattr(bot, "notes", {}) if bot is not None else {}
    if kind == "play" and action.get("card"):
        return play_reason(view, action["card"], legal)
    if game in ("devils_bridge", "german_bridge"):
        if kind == "bid":
            return oh_hell_bid_reason(view, action["tricks"])
        return "in the forehead hand your card is played for you."
    if kind in ("bid", "pass"):
        if game == "reverse_bridge":
            return reverse_bid_reason(view, action, notes)
        return floating_bid_reason(view, action, notes)
    if kind == "call_partner":
        return call_reason(view, action["card"])
    if kind == "wash":
        return f"your hand counts only {view['wash_points']} points."
    if kind == "decline" and game == "floating_bridge":
        return f"your hand counts {view['wash_points']} points: worth playing."
    return rummy_reason(view, action)


# ----- trick play ----------------------------------------------------------------------------------------
class Move:
    """What a card does in the trick, in words: leads or follows, wins or loses, and how it ranks among
    the cards the seat may play."""

    def __init__(self, view: dict, code: str, legal: list[dict]):
        self.name = card_text(code)
        card = card_int(code)
        trump = "CDHS".index(view["trump"]) if view.get("trump") else None
        options = [card_int(a["card"]) for a in legal if a.get("card")] or [card]

        def strength(c):
            return c % 13 + (13 if c // 13 == trump else 0)

        self.trick = [card_int(p["card"]) for p in view["trick"]]
        self.lead = not self.trick
        self.highest = strength(card) == max(map(strength, options))
        self.lowest = strength(card) == min(map(strength, options))
        if self.lead:
            self.wins, self.winner, self.best, self.cheapest = None, None, "", True
            return
        index = winning_index(self.trick, trump)
        best = self.trick[index]
        self.winner = view["trick"][index]["seat"]
        self.best = card_text(view["trick"][index]["card"])
        self.wins = beats(card, best, trump)
        winners = [c for c in options if beats(c, best, trump)]
        losers = [c for c in options if not beats(c, best, trump)]
        self.cheapest = self.wins and strength(card) == min(map(strength, winners))
        self.top_loser = not self.wins and len(losers) > 1 and strength(card) == max(map(strength, losers))
        self.must_win = not losers

    def lead_words(self) -> str:
        if self.highest:
            return f"lead the {self.name}, your strongest card"
        if self.lowest:
            return f"lead the {self.name}, the card least likely to win"
        return f"lead the {self.name}"

    def win_words(self) -> str:
        return f"win this one {'cheaply ' if self.cheapest else ''}with the {self.name}"

    def lose_words(self) -> str:
        if self.lowest:
            return f"you cannot win this one: play low with the {self.name}"
        return f"you cannot win this one: get rid of the {self.name}"

    def duck_words(self) -> str:
        if self.top_loser:
            return f"duck under the {self.best} with the {self.name}, your highest card that still loses"
        return f"duck under the {self.best} with the {self.name}"


def play_reason(view: dict, code: str, legal: list[dict]) -> str:
    move = Move(view, code, legal)
    game = view["game"]
    if game in ("devils_bridge", "german_bridge"):
        need = view["bids"][view["seat"]] - view["tricks_won"][view["seat"]]
        if need > 0:
            head = f"you need {plural(need, 'more trick')}"
            if move.lead:
                return f"{head}: {move.lead_words()}."
            return f"{head}: {move.win_words() if move.wins else move.lose_words()}."
        if need == 0:
            bid = view["bids"][view["seat"]]
            head = f"you have your {plural(bid, 'trick')}" if bid else "you bid nothing"
            if move.lead:
                return f"{head}: {move.lead_words()}."
            if not move.wins:
                return f"{head}: {move.duck_words()}."
            return f"{head} but every card you may play wins this: shed the {move.name} while it costs least."
        return f"you are already over your bid, so this hand scores nothing more: play the {move.name}."
    if game == "reverse_bridge":
        return reverse_play_reason(view, move)
    partner = view.get("partner")
    if move.winner is not None and partner is not None and partner != view["seat"] and move.winner == partner:
        return f"your partner is winning this trick: play the {move.name}."
    need, side = view.get("tricks_needed"), view.get("side_tricks")
    head = ""
    if need and side and view.get("declarer_side") and view["seat"] in view["declarer_side"]:
        left = need - side["declarer_side"]
        head = f"your side needs {plural(left, 'more trick')}: " if left > 0 else "your side has its contract: "
    elif need and side:
        left = need - side["declarer_side"]
        head = (f"the declarer's side needs {plural(left, 'more trick')}: " if left > 0 else
                "the declarer's side has its contract: ")
    if move.lead:
        return f"{head}{move.lead_words()}."
    return f"{head}{move.win_words() if move.wins else move.lose_words()}."


def reverse_play_reason(view: dict, move: Move) -> str:
    level = view["contract"]["level"]
    takers = view["takers"]
    taken = sum(view["tricks_won"][s] for s in takers)
    mine = view["seat"] in takers
    if taken < level:
        head = (f"your side has {taken} of the {level} tricks the bid says you take, and each one short "
                "scores you 5" if mine else
                f"the takers need {plural(level - taken, 'more trick')} to reach your {level}")
        if move.lead:
            return f"{head}: {move.lead_words()}."
        if move.wins and move.must_win:
            return f"{head}; you must capture, so shed the {move.name}" + \
                (", your highest winner." if move.highest else ".")
        return f"{head}: {move.win_words() if move.wins else move.duck_words()}."
    head = (f"you have {taken} tricks, past the {level} of the bid: each extra trick scores you 5" if mine
            else f"the takers have their {level}: hold them there, each extra trick scores them 5")
    if move.lead:
        return f"{head}: {move.lead_words()}."
    return f"{head}; {move.win_words() if move.wins else move.lose_words()}."


# ----- bids ---------------------------------------------------------------------------------------------
def oh_hell_bid_reason(view: dict, tricks: int) -> str:
    hand = [card_int(c) for c in view["hand"] or []]
    trump = "CDHS".index(view["trump"]) if view.get("trump") else None
    estimate = trick_estimate(hand, seen_cards(view), trump, view)
    trumps = sum(1 for c in hand if c // 13 == trump) if trump is not None else 0
    text = f"you can expect about {estimate:.1f} tricks"
    if trumps:
        text += f" (with {plural(trumps, 'trump')})"
    barred = view.get("hook_forbids")
    if barred is not None and view["seat"] == view["dealer"]:
        text += f"; as dealer you may not bid {barred}"
    return text + f", and in the deals tried {tricks} scores best."


def high_call(view: dict):
    calls = [(e["seat"], e["call"]) for e in view["auction"] if e["call"] != "pass"]
    return calls[-1] if calls else None


def reverse_bid_reason(view: dict, action: dict, notes: dict) -> str:
    hand = [card_int(c) for c in view["hand"]]
    high = high_call(view)
    partner = (view["seat"] + 2) % 4
    if action["type"] == "pass":
        if high and high[0] == partner:
            return f"your partner's {bid_text(high[1]['level'], high[1]['strain'])} is about right: let it stand."
        if high:
            return (f"the opponents can't be held to a bid above {bid_text(high[1]['level'], high[1]['strain'])}"
                    " that pays you: let them have it and take tricks against it.")
        return "no contract looks worth it from this hand: see what the others say."
    strain = tuple(STRAIN_WORDS).index(action["strain"])
    words = STRAIN_WORDS[action["strain"]]
    trumps = "with no trump" if strain == 4 else f"with {words} trumps"
    guess = notes.get("takers", {}).get(strain)
    if guess is None:
        return f"the opponents should take about {reverse_level(hand, strain)} {trumps}."
    return (f"in the deals tried the opponents take about {guess:.1f} tricks {trumps}: "
            f"{bid_text(action['level'], action['strain'])} pays best.")


def floating_bid_reason(view: dict, action: dict, notes: dict) -> str:
    hand = [card_int(c) for c in view["hand"]]
    points = hand_points(hand)
    if action["type"] == "pass":
        high = high_call(view)
        if high:
            return f"with {points} points your side can't beat {bid_text(high[1]['level'], high[1]['strain'])}."
        return f"{points} points is not enough to open."
    made = notes.get("declarers", {}).get(tuple(STRAIN_WORDS).index(action["strain"]))
    if made is not None:
        return (f"with a called partner your side takes about {made:.0f} tricks in "
                f"{STRAIN_WORDS[action['strain']]} in the deals tried; {action['level'] + 6} are needed.")
    return (f"with {points} points your side (with a called partner) should make {action['level'] + 6} "
            f"tricks in {STRAIN_WORDS[action['strain']]}.")


def call_reason(view: dict, code: str) -> str:
    strain = view["contract"]["strain"]
    if strain != "NT" and code[1] == strain:
        return f"a partner holding the {card_text(code)} adds a top trump."
    return f"a partner holding the {card_text(code)} covers the {STRAIN_WORDS[code[1]]}, your weakest suit."


# ----- rummy --------------------------------------------------------------------------------------------
def rummy_reason(view: dict, action: dict) -> str:
    kind = action["type"]
    if kind == "draw":
        top = view.get("top_discard")
        if action["source"] == "discard" and top:
            return f"the {card_text(top)} brings your contract closer."
        return f"the {card_text(top)} on the discards does not help you." if top else "there is no discard."
    if kind == "may_i":
        return "that card brings your contract closer, worth the penalty card."
    if kind == "decline":
        return "that card does not help you enough to take a penalty card with it."
    if kind == "meld":
        return "you hold your contract: get it on the table before someone goes out."
    if kind == "lay_off":
        return "every card you lay off is a card that can't count against you."
    if kind == "new_meld":
        return "it empties your hand faster."
    if kind == "reclaim_joker":
        return "a joker in hand fits any meld."
    if kind == "screw":
        return "it hands a costly card to an opponent."
    if kind == "discard":
        return "it helps your contract least."
    return "it is the best move the bot can see."

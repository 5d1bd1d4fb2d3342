"""Hints: the strongest bot's choice for a seat, with a one-line reason in the player's words.

    from cardgame_gui.bots.hints import hint
    h = hint(view, legal_actions)      # {"action": {...} or None, "text": "Play 9♥: you need 2 more ...",
                                       #  "words": Say(...)}

Like every bot, a hint sees only the seat's view and its legal actions. The choice is the expert's where
the game has one (else the casual bot's); the reason is read from the view and the choice: what the seat
needs, what the trick holds, what the bid means. ``action`` is ``None`` when the seat may act but
need not and the bot would let the chance go (a bid change, a "May I?").

The bots load no Qt, so the words are not translated here: ``words`` is a ``Say`` — an English sentence
template (marked for the translators with ``translate_noop``, context "Hints") and what fills it (card
codes, suit letters, numbers, other ``Say``s). ``text`` is that sentence in English; ``session/hint.py``
says it in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..engine.cards import card_int
from ..engine.tricks import beats, winning_index
from . import available_levels, make_bot
from .auction_bots import hand_points, reverse_level
from .exact_bid_bots import seen_cards, trick_estimate

SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
STRAIN_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trump"}
CARD_FIELDS = ("card", "best", "top", "give")  # fields of a Say that hold a card code
CARD_LIST_FIELDS = ("cards",)  # fields that hold a list of card codes
SUIT_FIELDS = ("suit",)  # fields that hold a suit letter (or "NT")
BID_FIELDS = ("bid",)  # fields that hold an auction call as (level, strain)


def translate_noop(context: str, text: str) -> str:
    """Marks ``text`` for the translators (lupdate reads this name); the bots load no Qt."""
    return text


class Say(NamedTuple):
    """A sentence to say: its English template ("{card}", "%n" for ``n``) and what fills it."""

    template: str
    fields: dict
    n: int = -1


def say(template: str, n: int = -1, **fields) -> Say:
    """A ``Say``; a template with a count ("%n") is left unmarked here: session/hint.py translates it with its
    plural forms (lupdate reads those only from a translate call that passes the count)."""
    return Say(template, fields, n)


class Words(NamedTuple):
    """How a ``Say`` is put into words: the sentence for a template (and its count), a card code, a suit
    letter, an auction call (level, strain) and a decimal number (a float field)."""

    sentence: Callable[[str, int], str]
    card: Callable[[str], str]
    suit: Callable[[str], str]
    bid: Callable[[int, str], str]
    decimal: Callable[[float], str]


def render(words: Say, how: Words) -> str:
    """``words`` as a sentence, each field in the words ``how`` gives."""
    filled = {}
    for key, value in words.fields.items():
        if isinstance(value, Say):
            filled[key] = render(value, how)
        elif key in CARD_FIELDS:
            filled[key] = how.card(value)
        elif key in CARD_LIST_FIELDS:
            filled[key] = " ".join(how.card(c) for c in value)
        elif key in SUIT_FIELDS:
            filled[key] = how.suit(value)
        elif key in BID_FIELDS:
            filled[key] = how.bid(*value)
        elif isinstance(value, float):
            filled[key] = how.decimal(value)
        else:
            filled[key] = value
    return how.sentence(words.template, words.n).format(**filled)


def _english_sentence(template: str, n: int) -> str:
    if n < 0:
        return template
    return template.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


ENGLISH = Words(_english_sentence, lambda code: card_text(code), lambda letter: STRAIN_WORDS.get(letter, letter),
                lambda level, strain: bid_text(level, strain), lambda number: f"{number:.1f}")


def english(words: Say) -> str:
    """``words`` as an English sentence (what ``hint()["text"]`` holds)."""
    return render(words, ENGLISH)


def card_text(code: str) -> str:
    """``"9♥"``, ``"10♠"``, ``"joker"``."""
    if code == "JK":
        return "joker"
    return ("10" if code[0] == "T" else code[0]) + SYMBOLS[code[1]]


def bid_text(level: int, strain: str) -> str:
    return f"{level}{SYMBOLS.get(strain, strain)}"


def hint(view: dict, legal_actions: list[dict], seed: int = 0, budget=None) -> dict:
    """The hint for ``view``'s seat: ``{"action": action or None, "text": one line, "words": Say}``."""
    if not legal_actions:
        return _result(None, say(translate_noop("Hints", "Nothing to do now: it is not your turn.")))
    game_id = view["game"]
    level = "expert" if "expert" in available_levels(game_id) else "casual"
    bot = make_bot(level, game_id, seed=seed)
    if budget is not None and hasattr(bot, "budget"):
        bot.budget = budget
    must = view.get("to_act", [view["seat"]])[0] == view["seat"]
    action = bot.choose(view, legal_actions) if must else bot.optional(view, legal_actions)
    if action is None:
        return _result(None, optional_reason(view))
    return _result(action, say(translate_noop("Hints", "{action}: {reason}"), action=describe(action, game_id),
                               reason=reason(view, action, legal_actions, bot)))


def _result(action: dict | None, words: Say) -> dict:
    return {"action": action, "text": english(words), "words": words}


def describe(action: dict, game: str = "") -> Say:
    kind = action["type"]
    if kind == "play":
        if action.get("card"):
            return say(translate_noop("Hints", "Play {card}"), card=action["card"])
        return say(translate_noop("Hints", "Play your card"))
    if kind == "bid":
        if "tricks" in action:
            return say(translate_noop("Hints", "Bid {tricks}"), tricks=action["tricks"])
        return say(translate_noop("Hints", "Bid {bid}"), bid=(action["level"], action["strain"]))
    if kind == "pass":
        return say(translate_noop("Hints", "Pass"))
    if kind == "call_partner":
        return say(translate_noop("Hints", "Call {card}"), card=action["card"])
    if kind == "wash":
        return say(translate_noop("Hints", "Wash"))
    if kind == "draw":
        if action["source"] == "discard":
            return say(translate_noop("Hints", "Take the discard"))
        return say(translate_noop("Hints", "Draw from the stock"))
    if kind == "discard":
        return say(translate_noop("Hints", "Discard {card}"), card=action["card"])
    if kind == "lay_off":
        return say(translate_noop("Hints", "Lay off {card}"), card=action["card"])
    if kind == "may_i":
        return say(translate_noop("Hints", "Claim it (May I?)"))
    if kind == "decline":
        if game == "floating_bridge":
            return say(translate_noop("Hints", "Keep the hand"))
        return say(translate_noop("Hints", "Let it go"))
    if kind == "meld":
        return say(translate_noop("Hints", "Lay down your contract"))
    if kind == "new_meld":
        return say(translate_noop("Hints", "Lay down {cards}"), cards=list(action["cards"]))
    if kind == "reclaim_joker":
        return say(translate_noop("Hints", "Take back the joker with {card}"), card=action["card"])
    if kind == "screw":
        return say(translate_noop("Hints", "Screw over with {give}"), give=action["give"])
    return say("{kind}", kind=kind.replace("_", " ").capitalize())


def optional_reason(view: dict) -> Say:
    if view["game"] in ("devils_bridge", "german_bridge"):
        return say(translate_noop("Hints", "Keep your bid: no other bid looks clearly better."))
    if view.get("claim_window"):
        return say(translate_noop("Hints", "Let it go: that card does not bring your contract closer enough to "
                                           "pay the penalty."))
    return say(translate_noop("Hints", "Nothing worth doing now: wait for your turn."))


def reason(view: dict, action: dict, legal: list[dict], bot=None) -> Say:
    """Why ``action``: read from the view, the action and what the bot noted while choosing it."""
    game = view["game"]
    kind = action["type"]
    notes = getattr(bot, "notes", {}) if bot is not None else {}
    if kind == "play" and action.get("card"):
        return play_reason(view, action["card"], legal)
    if game in ("devils_bridge", "german_bridge"):
        if kind == "bid":
            return oh_hell_bid_reason(view, action["tricks"])
        return say(translate_noop("Hints", "in the forehead hand your card is played for you."))
    if kind in ("bid", "pass"):
        if game == "reverse_bridge":
            return reverse_bid_reason(view, action, notes)
        return floating_bid_reason(view, action, notes)
    if kind == "call_partner":
        return call_reason(view, action["card"])
    if kind == "wash":
        return say(translate_noop("Hints", "your hand counts only {points} points."), points=view["wash_points"])
    if kind == "decline" and game == "floating_bridge":
        return say(translate_noop("Hints", "your hand counts {points} points: worth playing."),
                   points=view["wash_points"])
    return rummy_reason(view, action)


# ----- trick play ----------------------------------------------------------------------------------------
def _sentence(head: Say, clause: Say) -> Say:
    """"{head}: {clause}." — a situation and what to do about it."""
    return say(translate_noop("Hints", "{head}: {clause}."), head=head, clause=clause)


class Move:
    """What a card does in the trick, in words: leads or follows, wins or loses, and how it ranks among
    the cards the seat may play."""

    def __init__(self, view: dict, code: str, legal: list[dict]):
        self.code = code
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
        self.best = view["trick"][index]["card"]
        self.wins = beats(card, best, trump)
        winners = [c for c in options if beats(c, best, trump)]
        losers = [c for c in options if not beats(c, best, trump)]
        self.cheapest = self.wins and strength(card) == min(map(strength, winners))
        self.top_loser = not self.wins and len(losers) > 1 and strength(card) == max(map(strength, losers))
        self.must_win = not losers

    def lead_words(self) -> Say:
        if self.highest:
            return say(translate_noop("Hints", "lead the {card}, your strongest card"), card=self.code)
        if self.lowest:
            return say(translate_noop("Hints", "lead the {card}, the card least likely to win"), card=self.code)
        return say(translate_noop("Hints", "lead the {card}"), card=self.code)

    def win_words(self) -> Say:
        if self.cheapest:
            return say(translate_noop("Hints", "win this one cheaply with the {card}"), card=self.code)
        return say(translate_noop("Hints", "win this one with the {card}"), card=self.code)

    def lose_words(self) -> Say:
        if self.lowest:
            return say(translate_noop("Hints", "you cannot win this one: play low with the {card}"), card=self.code)
        return say(translate_noop("Hints", "you cannot win this one: get rid of the {card}"), card=self.code)

    def duck_words(self) -> Say:
        if self.top_loser:
            return say(translate_noop("Hints", "duck under the {best} with the {card}, your highest card that still "
                                               "loses"), best=self.best, card=self.code)
        return say(translate_noop("Hints", "duck under the {best} with the {card}"), best=self.best, card=self.code)

    def follow_words(self) -> Say:
        return self.win_words() if self.wins else self.lose_words()

    def play_words(self) -> Say:
        return self.lead_words() if self.lead else self.follow_words()


def play_reason(view: dict, code: str, legal: list[dict]) -> Say:
    move = Move(view, code, legal)
    game = view["game"]
    if game in ("devils_bridge", "german_bridge"):
        need = view["bids"][view["seat"]] - view["tricks_won"][view["seat"]]
        if need > 0:
            return _sentence(say("you need %n more trick(s)", need), move.play_words())
        if need == 0:
            bid = view["bids"][view["seat"]]
            head = (say("you have your %n trick(s)", bid) if bid
                    else say(translate_noop("Hints", "you bid nothing")))
            if move.lead:
                return _sentence(head, move.lead_words())
            if not move.wins:
                return _sentence(head, move.duck_words())
            return say(translate_noop("Hints", "{head} but every card you may play wins this: shed the {card} while it "
                                               "costs least."), head=head, card=code)
        return say(translate_noop("Hints", "you are already over your bid, so this hand scores nothing more: play the "
                                           "{card}."), card=code)
    if game == "reverse_bridge":
        return reverse_play_reason(view, move)
    partner = view.get("partner")
    if move.winner is not None and partner is not None and partner != view["seat"] and move.winner == partner:
        return say(translate_noop("Hints", "your partner is winning this trick: play the {card}."), card=code)
    need, side = view.get("tricks_needed"), view.get("side_tricks")
    if need and side and view.get("declarer_side") and view["seat"] in view["declarer_side"]:
        left = need - side["declarer_side"]
        head = (say("your side needs %n more trick(s)", left) if left > 0
                else say(translate_noop("Hints", "your side has its contract")))
        return _sentence(head, move.play_words())
    if need and side:
        left = need - side["declarer_side"]
        head = (say("the declarer's side needs %n more trick(s)", left) if left > 0
                else say(translate_noop("Hints", "the declarer's side has its contract")))
        return _sentence(head, move.play_words())
    return say(translate_noop("Hints", "{clause}."), clause=move.play_words())


def reverse_play_reason(view: dict, move: Move) -> Say:
    level = view["contract"]["level"]
    takers = view["takers"]
    taken = sum(view["tricks_won"][s] for s in takers)
    mine = view["seat"] in takers
    if taken < level:
        head = (say(translate_noop("Hints", "your side has {taken} of the {level} tricks the bid says you take, and "
                                            "each one short scores you 5"), taken=taken, level=level) if mine else
                say("the takers need %n more trick(s) to reach your {level}", level - taken,
                    level=level))
        if move.lead:
            return _sentence(head, move.lead_words())
        if move.wins and move.must_win:
            if move.highest:
                return say(translate_noop("Hints", "{head}; you must capture, so shed the {card}, your highest "
                                                   "winner."), head=head, card=move.code)
            return say(translate_noop("Hints", "{head}; you must capture, so shed the {card}."), head=head,
                       card=move.code)
        return _sentence(head, move.win_words() if move.wins else move.duck_words())
    head = (say(translate_noop("Hints", "you have {taken} tricks, past the {level} of the bid: each extra trick scores "
                                        "you 5"), taken=taken, level=level) if mine
            else say(translate_noop("Hints", "the takers have their {level}: hold them there, each extra trick scores "
                                             "them 5"), level=level))
    if move.lead:
        return _sentence(head, move.lead_words())
    return say(translate_noop("Hints", "{head}; {clause}."), head=head, clause=move.follow_words())


# ----- bids ---------------------------------------------------------------------------------------------
def oh_hell_bid_reason(view: dict, tricks: int) -> Say:
    hand = [card_int(c) for c in view["hand"] or []]
    trump = "CDHS".index(view["trump"]) if view.get("trump") else None
    estimate = round(trick_estimate(hand, seen_cards(view), trump, view), 1)
    trumps = sum(1 for c in hand if c // 13 == trump) if trump is not None else 0
    barred = view.get("hook_forbids")
    hooked = barred is not None and view["seat"] == view["dealer"]
    if trumps and hooked:
        return say("you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid {barred}, "
                   "and in the deals tried {tricks} scores best.", trumps, estimate=estimate, barred=barred,
                   tricks=tricks)
    if trumps:
        return say("you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} "
                   "scores best.", trumps, estimate=estimate, tricks=tricks)
    if hooked:
        return say(translate_noop("Hints", "you can expect about {estimate} tricks; as dealer you may not bid "
                                           "{barred}, and in the deals tried {tricks} scores best."),
                   estimate=estimate, barred=barred, tricks=tricks)
    return say(translate_noop("Hints", "you can expect about {estimate} tricks, and in the deals tried {tricks} scores "
                                       "best."), estimate=estimate, tricks=tricks)


def high_call(view: dict):
    calls = [(e["seat"], e["call"]) for e in view["auction"] if e["call"] != "pass"]
    return calls[-1] if calls else None


def reverse_bid_reason(view: dict, action: dict, notes: dict) -> Say:
    hand = [card_int(c) for c in view["hand"]]
    high = high_call(view)
    partner = (view["seat"] + 2) % 4
    if action["type"] == "pass":
        if high and high[0] == partner:
            return say(translate_noop("Hints", "your partner's {bid} is about right: let it stand."),
                       bid=(high[1]["level"], high[1]["strain"]))
        if high:
            return say(translate_noop("Hints", "the opponents can't be held to a bid above {bid} that pays you: let "
                                               "them have it and take tricks against it."),
                       bid=(high[1]["level"], high[1]["strain"]))
        return say(translate_noop("Hints", "no contract looks worth it from this hand: see what the others say."))
    strain = tuple(STRAIN_WORDS).index(action["strain"])
    guess = notes.get("takers", {}).get(strain)
    if guess is None:
        if strain == 4:
            return say(translate_noop("Hints", "the opponents should take about {tricks} with no trump."),
                       tricks=reverse_level(hand, strain))
        return say(translate_noop("Hints", "the opponents should take about {tricks} with {suit} trumps."),
                   tricks=reverse_level(hand, strain), suit=action["strain"])
    bid = (action["level"], action["strain"])
    if strain == 4:
        return say(translate_noop("Hints", "in the deals tried the opponents take about {guess} tricks with no trump: "
                                           "{bid} pays best."), guess=round(guess, 1), bid=bid)
    return say(translate_noop("Hints", "in the deals tried the opponents take about {guess} tricks with {suit} trumps: "
                                       "{bid} pays best."), guess=round(guess, 1), suit=action["strain"], bid=bid)


def floating_bid_reason(view: dict, action: dict, notes: dict) -> Say:
    hand = [card_int(c) for c in view["hand"]]
    points = hand_points(hand)
    if action["type"] == "pass":
        high = high_call(view)
        if high:
            return say(translate_noop("Hints", "with {points} points your side can't beat {bid}."), points=points,
                       bid=(high[1]["level"], high[1]["strain"]))
        return say(translate_noop("Hints", "{points} points is not enough to open."), points=points)
    made = notes.get("declarers", {}).get(tuple(STRAIN_WORDS).index(action["strain"]))
    if made is not None:
        return say(translate_noop("Hints", "with a called partner your side takes about {made} tricks in {suit} in the "
                                           "deals tried; {needed} are needed."),
                   made=round(made), suit=action["strain"], needed=action["level"] + 6)
    return say(translate_noop("Hints", "with {points} points your side (with a called partner) should make {needed} "
                                       "tricks in {suit}."), points=points, needed=action["level"] + 6,
               suit=action["strain"])


def call_reason(view: dict, code: str) -> Say:
    strain = view["contract"]["strain"]
    if strain != "NT" and code[1] == strain:
        return say(translate_noop("Hints", "a partner holding the {card} adds a top trump."), card=code)
    return say(translate_noop("Hints", "a partner holding the {card} covers the {suit}, your weakest suit."),
               card=code, suit=code[1])


# ----- rummy --------------------------------------------------------------------------------------------
def rummy_reason(view: dict, action: dict) -> Say:
    kind = action["type"]
    if kind == "draw":
        top = view.get("top_discard")
        if action["source"] == "discard" and top:
            return say(translate_noop("Hints", "the {top} brings your contract closer."), top=top)
        if top:
            return say(translate_noop("Hints", "the {top} on the discards does not help you."), top=top)
        return say(translate_noop("Hints", "there is no discard."))
    if kind == "may_i":
        return say(translate_noop("Hints", "that card brings your contract closer, worth the penalty card."))
    if kind == "decline":
        return say(translate_noop("Hints", "that card does not help you enough to take a penalty card with it."))
    if kind == "meld":
        return say(translate_noop("Hints", "you hold your contract: get it on the table before someone goes out."))
    if kind == "lay_off":
        return say(translate_noop("Hints", "every card you lay off is a card that can't count against you."))
    if kind == "new_meld":
        return say(translate_noop("Hints", "it empties your hand faster."))
    if kind == "reclaim_joker":
        return say(translate_noop("Hints", "a joker in hand fits any meld."))
    if kind == "screw":
        return say(translate_noop("Hints", "it hands a costly card to an opponent."))
    if kind == "discard":
        return say(translate_noop("Hints", "it helps your contract least."))
    return say(translate_noop("Hints", "it is the best move the bot can see."))

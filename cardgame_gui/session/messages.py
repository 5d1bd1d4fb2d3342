"""The engine's refusals and card words in the player's language: the one place a refusal is put into words.

    refusal_text("must_follow", {"seat": 0, "card": "3H", "suit": "C", "held": ["6C"]}, fallback, names, 0)
        -> "You can't play 3♥ — you must follow clubs"      ("Du kannst 3♥ nicht spielen — du musst Kreuz
                                                              bedienen" with German loaded)
    card_name("QS") -> "Queen of spades" ("Pik-Dame");  card_label("TS") -> "10♠";  suit_word("C") -> "clubs"
    names_and(["South", "West", "North"]) -> "South, West and North"

A ``RuleError`` carries an English sentence (``str(error)``, for logs, saved games and tests) and a ``code``
with JSON ``data`` (seat numbers, card codes, numbers, words of the rules as codes); a LAN host sends the
code and data to its guests. ``refusal_text`` renders every code the engine raises as said to the person in
seat ``me``: it is that person's own action that was refused, so the sentence speaks to them ("You can't
…"); a refusal of another seat's action, read by someone else (a pasted hand's line), is said about that
seat in the third person ("West can't play 3♥ — they must follow clubs"). Other seats are named as the
table shows them (``names``), cards as "10♥". Only a refusal with no code this app knows (a host that sends
none, a newer host's code) shows the English ``fallback``, re-worded for the person ("You can't play 10♠ — it
is not in your hand"), card codes turned into symbols.
"""

from __future__ import annotations

import re


from ..i18n import translate, translate_noop

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
SUIT_NAMES = {"C": translate_noop("CardWords", "clubs"), "D": translate_noop("CardWords", "diamonds"),
              "H": translate_noop("CardWords", "hearts"), "S": translate_noop("CardWords", "spades"),
              "NT": translate_noop("CardWords", "no trumps")}
# A card's full name, as a screen reader or a tooltip says it: one sentence per card, so that every
# language can put rank and suit in its own order ("Pik-Dame", "dame de pique").
_CARD_NAMES = {
    "2C": translate_noop("CardNames", "Two of clubs"), "3C": translate_noop("CardNames", "Three of clubs"),
    "4C": translate_noop("CardNames", "Four of clubs"), "5C": translate_noop("CardNames", "Five of clubs"),
    "6C": translate_noop("CardNames", "Six of clubs"), "7C": translate_noop("CardNames", "Seven of clubs"),
    "8C": translate_noop("CardNames", "Eight of clubs"), "9C": translate_noop("CardNames", "Nine of clubs"),
    "TC": translate_noop("CardNames", "Ten of clubs"), "JC": translate_noop("CardNames", "Jack of clubs"),
    "QC": translate_noop("CardNames", "Queen of clubs"), "KC": translate_noop("CardNames", "King of clubs"),
    "AC": translate_noop("CardNames", "Ace of clubs"),
    "2D": translate_noop("CardNames", "Two of diamonds"), "3D": translate_noop("CardNames", "Three of diamonds"),
    "4D": translate_noop("CardNames", "Four of diamonds"), "5D": translate_noop("CardNames", "Five of diamonds"),
    "6D": translate_noop("CardNames", "Six of diamonds"), "7D": translate_noop("CardNames", "Seven of diamonds"),
    "8D": translate_noop("CardNames", "Eight of diamonds"), "9D": translate_noop("CardNames", "Nine of diamonds"),
    "TD": translate_noop("CardNames", "Ten of diamonds"), "JD": translate_noop("CardNames", "Jack of diamonds"),
    "QD": translate_noop("CardNames", "Queen of diamonds"), "KD": translate_noop("CardNames", "King of diamonds"),
    "AD": translate_noop("CardNames", "Ace of diamonds"),
    "2H": translate_noop("CardNames", "Two of hearts"), "3H": translate_noop("CardNames", "Three of hearts"),
    "4H": translate_noop("CardNames", "Four of hearts"), "5H": translate_noop("CardNames", "Five of hearts"),
    "6H": translate_noop("CardNames", "Six of hearts"), "7H": translate_noop("CardNames", "Seven of hearts"),
    "8H": translate_noop("CardNames", "Eight of hearts"), "9H": translate_noop("CardNames", "Nine of hearts"),
    "TH": translate_noop("CardNames", "Ten of hearts"), "JH": translate_noop("CardNames", "Jack of hearts"),
    "QH": translate_noop("CardNames", "Queen of hearts"), "KH": translate_noop("CardNames", "King of hearts"),
    "AH": translate_noop("CardNames", "Ace of hearts"),
    "2S": translate_noop("CardNames", "Two of spades"), "3S": translate_noop("CardNames", "Three of spades"),
    "4S": translate_noop("CardNames", "Four of spades"), "5S": translate_noop("CardNames", "Five of spades"),
    "6S": translate_noop("CardNames", "Six of spades"), "7S": translate_noop("CardNames", "Seven of spades"),
    "8S": translate_noop("CardNames", "Eight of spades"), "9S": translate_noop("CardNames", "Nine of spades"),
    "TS": translate_noop("CardNames", "Ten of spades"), "JS": translate_noop("CardNames", "Jack of spades"),
    "QS": translate_noop("CardNames", "Queen of spades"), "KS": translate_noop("CardNames", "King of spades"),
    "AS": translate_noop("CardNames", "Ace of spades"),
    "JK": translate_noop("CardNames", "Joker"),
}
# ranks in the plural, as a group of one rank is named ("a group of queens")
_RANK_PLURALS = {
    "2": translate_noop("CardWords", "twos"), "3": translate_noop("CardWords", "threes"),
    "4": translate_noop("CardWords", "fours"), "5": translate_noop("CardWords", "fives"),
    "6": translate_noop("CardWords", "sixes"), "7": translate_noop("CardWords", "sevens"),
    "8": translate_noop("CardWords", "eights"), "9": translate_noop("CardWords", "nines"),
    "T": translate_noop("CardWords", "tens"), "J": translate_noop("CardWords", "jacks"),
    "Q": translate_noop("CardWords", "queens"), "K": translate_noop("CardWords", "kings"),
    "A": translate_noop("CardWords", "aces"),
}


# the bot levels as the player reads them (bots.LEVELS)
_BOT_LEVELS = {"random": translate_noop("BotLevels", "random"), "casual": translate_noop("BotLevels", "casual"),
               "expert": translate_noop("BotLevels", "expert")}


def bot_level_name(level: str) -> str:
    """A bot level in the player's words: "random" → "Zufall"; a level the app does not know as it is."""
    english = _BOT_LEVELS.get(level)
    return translate("BotLevels", english) if english else str(level)


def card_name(code: str) -> str:
    """``"QS"`` → ``"Queen of spades"`` (``"Pik-Dame"``); ``"JK"`` → ``"Joker"``."""
    return translate("CardNames", _CARD_NAMES[code])


def card_label(code: str) -> str:
    """``"TS"`` → ``"10♠"``: short text for buttons and logs; the joker by its name."""
    if code == "JK":
        return translate("CardWords", "Joker")
    return ("10" if code[0] == "T" else code[0]) + SUIT_SYMBOLS[code[1]]


def suit_word(letter: str) -> str:
    """``"C"`` → ``"clubs"`` (``"Kreuz"``); ``"NT"`` → ``"no trumps"``."""
    return translate("CardWords", SUIT_NAMES[letter]) if letter in SUIT_NAMES else str(letter)


def bid_label(text: str) -> str:
    """An auction call as the engine writes it ("2H", "3NT") in short: "2♥", "3NT" ("3SA")."""
    if text.endswith("NT"):
        return text[:-2] + translate("CardWords", "NT")
    return text[:-1] + SUIT_SYMBOLS.get(text[-1:], text[-1:])


_CODE = re.compile(r"\b(?:([2-9TJQKA])([CDHS])|JK)\b")
_HOLDS = re.compile(r"\s*\(holds [^)]*\)")


def card_symbols(text: str) -> str:
    """Card codes in an English sentence as a player reads them: "TH" → "10♥", "JK" → "joker"."""
    def one(match: re.Match) -> str:
        if match.group(0) == "JK":
            return "joker"
        rank, suit = match.group(1), match.group(2)
        return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[suit]
    return _CODE.sub(one, text)


def names_and(names: list[str]) -> str:
    """"South", "South and North", "South, West and North" (in the player's language)."""
    names = [str(n) for n in names]
    if len(names) <= 1:
        return "".join(names)
    return translate("Lists", "{items} and {last}").format(items=", ".join(names[:-1]), last=names[-1])


def _cards(codes) -> str:
    return " ".join(card_label(c) for c in codes or [])


def _meld_words(meld: dict) -> str:
    """A meld's summary (``Meld.summary()``) in words: "group of queens", "run of hearts 5–8"."""
    if meld.get("kind") == "group":
        return translate("MeldWords", "group of {rank}").format(
            rank=translate("CardWords", _RANK_PLURALS.get(meld.get("rank"), "")) or meld.get("rank"))
    low, high = (("10" if r == "T" else str(r)) for r in (meld.get("low"), meld.get("high")))
    return translate("MeldWords", "run of {suit} {low}–{high}").format(suit=suit_word(meld.get("suit")), low=low,
                                                                       high=high)


def contract_words(groups: int, runs: int) -> str:
    parts = (([translate("MeldWords", "%n group(s)", groups)] if groups else [])
             + ([translate("MeldWords", "%n run(s)", runs)] if runs else []))
    return names_and(parts) if parts else translate("MeldWords", "no meld")


# Why cards are not a meld (a MeldError's code): the clause after "You can't meld —"
_MELD_REASONS = {
    "too_short": translate_noop("MeldWords", "{cards} is too short for a meld (a group needs 3 cards, a run 4)"),
    "jokers_named": translate_noop("MeldWords", "{cards}: say which card each joker stands for"),
    "joker_for_joker": translate_noop("MeldWords", "a joker must stand for a card, not for a joker"),
    "not_group_or_run": translate_noop("MeldWords", "{cards} is neither a group (one rank) nor a run (one suit)"),
    "run_too_short": translate_noop("MeldWords", "{cards} is too short for a run (4 cards at least)"),
    "aces": translate_noop("MeldWords", "{cards} holds more than two aces: a run has at most one at each end"),
    "repeats": translate_noop("MeldWords", "{cards} repeats a card: a run holds each rank once"),
    "wraps": translate_noop("MeldWords", "{cards} wraps round the ace: an ace is low or high, not both"),
    "not_consecutive": translate_noop("MeldWords", "{cards} is not consecutive"),
    "contract": translate_noop("MeldWords", "the contract is {need}, not {have}"),
    "contract_size/group": translate_noop("MeldWords", "a contract group is laid with exactly 3 cards ({cards} "
                                                       "has more): lay off the rest on a later turn"),
    "contract_size/run": translate_noop("MeldWords", "a contract run is laid with exactly 4 cards ({cards} "
                                                     "has more): lay off the rest on a later turn"),
    "contiguous": translate_noop("MeldWords", "{first} and {second} are touching runs of one suit: they need a "
                                              "gap or an overlap"),
    "all_at_once": translate_noop("MeldWords", "in round 7 every card is melded at once ({left} would be left)"),
    "which_end": translate_noop("MeldWords", "say at which end of the meld ({meld}) the card goes"),
    "does_not_extend": translate_noop("MeldWords", "{card} does not fit the meld ({meld})"),
    "does_not_extend/low": translate_noop("MeldWords", "{card} does not fit the low end of the meld ({meld})"),
    "does_not_extend/high": translate_noop("MeldWords", "{card} does not fit the high end of the meld ({meld})"),
}

# Every refusal the engine and the controller raise, by code (and, where the data picks one sentence
# of several, "code/variant"): said to the person whose action it was.
_REFUSALS = {
    "game_over": translate_noop("Refusals", "The game is over"),
    "not_your_turn": translate_noop("Refusals", "It's not your turn — waiting for {waiting}"),
    "malformed": translate_noop("Refusals", "The table could not read that request"),
    "no_game": translate_noop("Refusals", "There is no game: start one with Game ▸ New Game"),
    "watching": translate_noop("Refusals", "Only bots play at this table: you are watching"),
    "nothing_to_undo": translate_noop("Refusals", "Nothing to undo: undo takes back your own last card or bid "
                                                  "when you play alone against bots"),
    "bot_seat": translate_noop("Refusals", "A bot plays your seat now"),
    # tricks and bids
    "bid_range": translate_noop("Refusals", "You must bid a whole number of tricks from 0 to {most}"),
    "bidding_over": translate_noop("Refusals", "You can't bid now — the bidding is over"),
    "already_bid": translate_noop("Refusals", "You have already bid {tricks}"),
    "hook": translate_noop("Refusals", "You can't bid {tricks} — as dealer, the bids may not add up to {total}, "
                                       "the number of tricks (the hook)"),
    "play_during_bidding": translate_noop("Refusals", "You can't play a card now — the bidding is not over"),
    "forehead_card": translate_noop("Refusals", "You can't choose a card in the forehead hand — yours is played "
                                                "for you"),
    "not_in_hand/play": translate_noop("Refusals", "You can't play {card} — it is not in your hand"),
    "not_in_hand/lay_off": translate_noop("Refusals", "You can't lay off {card} — it is not in your hand"),
    "not_in_hand/reclaim": translate_noop("Refusals", "You can't reclaim a joker with {card} — it is not in "
                                                      "your hand"),
    "not_in_hand/give": translate_noop("Refusals", "You can't give {card} — it is not in your hand"),
    "not_in_hand/discard": translate_noop("Refusals", "You can't discard {card} — it is not in your hand"),
    "must_follow": translate_noop("Refusals", "You can't play {card} — you must follow {suit}"),
    "must_beat": translate_noop("Refusals", "You can't play {card} — forced capture: you must beat {best} (you "
                                            "can with {held})"),
    "must_overtrump": translate_noop("Refusals", "You can't play {card} — forced capture: you have no {suit}, so "
                                                 "you must overtrump {best} (you can with {held})"),
    "must_trump": translate_noop("Refusals", "You can't play {card} — forced capture: you have no {suit}, so you "
                                             "must play a trump ({held})"),
    # auctions
    "bid_level": translate_noop("Refusals", "You can't bid that — a level is a whole number from 1 to {most}"),
    "bid_too_low": translate_noop("Refusals", "You can't bid {bid} — the last bid was {last}"),
    "auction_over": translate_noop("Refusals", "You can't call now — the auction is over"),
    "play_during_auction": translate_noop("Refusals", "You can't play a card now — the auction is not over"),
    "play_before_partner": translate_noop("Refusals", "You can't play a card now — the declarer has not called "
                                                      "a partner yet"),
    "trumps_not_broken": translate_noop("Refusals", "You can't lead {card} — {trump} are trumps and not broken "
                                                    "yet (no trump has been played to an earlier trick)"),
    "wash_first": translate_noop("Refusals", "You can't bid yet — every player first says whether they wash "
                                             "(waiting for {waiting})"),
    "wash_off": translate_noop("Refusals", "You can't wash — washing is off at this table"),
    "wash_late": translate_noop("Refusals", "You can't wash — the auction has begun"),
    "wash_strong": translate_noop("Refusals", "You can't wash — your hand counts {points} points, more than "
                                              "{limit}"),
    "no_wash": translate_noop("Refusals", "There is no wash to decline now"),
    "call_during_auction": translate_noop("Refusals", "You can't call a partner now — the auction is not over"),
    "partner_called": translate_noop("Refusals", "You can't call a partner now — the partner is already called"),
    "call_joker": translate_noop("Refusals", "You can't call the joker — no player holds it"),
    "call_own_card": translate_noop("Refusals", "You can't call {card} — it is in your own hand"),
    # Contract Rummy
    "draw_first": translate_noop("Refusals", "You must first draw from the stock or the discard pile"),
    "may_i_open": translate_noop("Refusals", "You may only say May I? or decline now — {turn} drew from the "
                                             "stock and {card} is offered"),
    "discard_empty": translate_noop("Refusals", "You can't take the discard — the discard pile is empty"),
    "discard_used_up/capped": translate_noop("Refusals", "You can't take the discard — the stock is used up "
                                                         "(rebuilt as often as this table allows): draw from the "
                                                         "stock to end the round"),
    "discard_used_up/lap": translate_noop("Refusals", "You can't take the discard — the stock is used up and the "
                                                      "last discard has gone round the table: draw from the "
                                                      "stock to end the round"),
    "stock_empty": translate_noop("Refusals", "You can't draw from the stock — it is empty and one discard "
                                              "cannot rebuild it: take the {card} from the discard pile"),
    "not_yet/lay_off/remeld": translate_noop("Refusals", "You can't lay off — you must first re-meld the part of "
                                                         "the contract you were screwed out of"),
    "not_yet/lay_off/no_contract": translate_noop("Refusals", "You can't lay off — you have not melded your "
                                                              "contract yet"),
    "not_yet/lay_off/melded_this_turn": translate_noop("Refusals", "You can't lay off yet — laying off starts on "
                                                                   "the turn after the one you melded"),
    "not_yet/new_meld/remeld": translate_noop("Refusals", "You can't lay down a new meld — you must first "
                                                          "re-meld the part of the contract you were screwed out "
                                                          "of"),
    "not_yet/new_meld/no_contract": translate_noop("Refusals", "You can't lay down a new meld — you have not "
                                                               "melded your contract yet"),
    "not_yet/new_meld/melded_this_turn": translate_noop("Refusals", "You can't lay down a new meld yet — that "
                                                                    "starts on the turn after the one you "
                                                                    "melded"),
    "not_yet/reclaim/remeld": translate_noop("Refusals", "You can't reclaim a joker — you must first re-meld "
                                                         "the part of the contract you were screwed out of"),
    "not_yet/reclaim/no_contract": translate_noop("Refusals", "You can't reclaim a joker — you have not melded "
                                                              "your contract yet"),
    "not_yet/reclaim/melded_this_turn": translate_noop("Refusals", "You can't reclaim a joker yet — that starts "
                                                                   "on the turn after the one you melded"),
    "bad_meld": translate_noop("Refusals", "You can't meld — {reason}"),
    "bad_lay_off": translate_noop("Refusals", "You can't lay off — {reason}"),
    "not_holding": translate_noop("Refusals", "You can't meld {cards} — you do not hold all of these"),
    "already_melded": translate_noop("Refusals", "You have already melded this round — lay off instead"),
    "new_melds_off": translate_noop("Refusals", "New melds after the contract are not played at this table"),
    "reclaim_off": translate_noop("Refusals", "Jokers are not reclaimed at this table"),
    "reclaim_group": translate_noop("Refusals", "You can't reclaim a joker from a group — jokers in groups are "
                                                "dead"),
    "no_joker_for": translate_noop("Refusals", "You can't reclaim with {card} — no joker in that meld ({meld}) "
                                               "stands for it"),
    "screw_off": translate_noop("Refusals", "The Screw Over is not played at this table"),
    "screw_used": translate_noop("Refusals", "You have already used your Screw Over this round"),
    "screw_own": translate_noop("Refusals", "You can't screw yourself — that meld ({meld}) is your own"),
    "screw_dead_joker": translate_noop("Refusals", "You can't take a joker from a group — dead jokers stay dead"),
    "screw_take_back": translate_noop("Refusals", "You can't take back a {card} — a {card} was taken from you "
                                                  "this round, and no copy of it may be taken back"),
    "screw_give_taken": translate_noop("Refusals", "You can't give the {card} — you took it this turn and it "
                                                   "must be put down on the table"),
    "place_taken_first/reclaimed": translate_noop("Refusals", "You can't end your turn yet — first lay off "
                                                              "{pending}"),
    "place_taken_first/taken": translate_noop("Refusals", "You can't end your turn yet — first use {pending} in "
                                                          "a meld or lay-off"),
    "taken_unusable_screw/contract": translate_noop("Refusals", "You can't take that card — you could not use "
                                                                "{pending} in a meld or lay-off this turn"),
    "taken_unusable_screw/no_contract": translate_noop("Refusals", "You can't take that card — you could not use "
                                                                   "{pending} in your contract meld this turn"),
    "taken_unusable_reclaim": translate_noop("Refusals", "You can't reclaim the joker — {pending} could not all "
                                                         "be laid off this turn"),
    "taken_unusable": translate_noop("Refusals", "You can't do that now — {pending} could then no longer be "
                                                 "placed this turn"),
}

# The same refusals said about another seat, to someone who reads of it (a pasted hand's line that cannot be
# played, read by whoever pasted it): "West can't play 3♥ — they must follow clubs", never the sentence meant
# for West with the name in front. The codes an action of a hand text (a play, a bid, a pass, a call, a wash)
# can meet; ``refusal_text`` says any other code about another seat with the engine's own sentence.
_ABOUT = {
    "game_over": translate_noop("RefusalsAbout", "The game is over"),
    "not_your_turn": translate_noop("RefusalsAbout", "It's not {name}'s turn — waiting for {waiting}"),
    "malformed": translate_noop("RefusalsAbout", "The table could not read {name}'s request"),
    "bid_range": translate_noop("RefusalsAbout", "{name} must bid a whole number of tricks from 0 to {most}"),
    "bidding_over": translate_noop("RefusalsAbout", "{name} can't bid now — the bidding is over"),
    "already_bid": translate_noop("RefusalsAbout", "{name} has already bid {tricks}"),
    "hook": translate_noop("RefusalsAbout", "{name} can't bid {tricks} — as dealer, the bids may not add up to "
                                            "{total}, the number of tricks (the hook)"),
    "play_during_bidding": translate_noop("RefusalsAbout", "{name} can't play a card now — the bidding is not "
                                                           "over"),
    "forehead_card": translate_noop("RefusalsAbout", "{name} can't choose a card in the forehead hand — theirs "
                                                     "is played for them"),
    "not_in_hand/play": translate_noop("RefusalsAbout", "{name} can't play {card} — it is not in their hand"),
    "must_follow": translate_noop("RefusalsAbout", "{name} can't play {card} — they must follow {suit}"),
    "must_beat": translate_noop("RefusalsAbout", "{name} can't play {card} — forced capture: they must beat "
                                                 "{best} (they can with {held})"),
    "must_overtrump": translate_noop("RefusalsAbout", "{name} can't play {card} — forced capture: they have no "
                                                      "{suit}, so they must overtrump {best} (they can with "
                                                      "{held})"),
    "must_trump": translate_noop("RefusalsAbout", "{name} can't play {card} — forced capture: they have no "
                                                  "{suit}, so they must play a trump ({held})"),
    "bid_level": translate_noop("RefusalsAbout", "{name} can't bid that — a level is a whole number from 1 to "
                                                 "{most}"),
    "bid_too_low": translate_noop("RefusalsAbout", "{name} can't bid {bid} — the last bid was {last}"),
    "auction_over": translate_noop("RefusalsAbout", "{name} can't call now — the auction is over"),
    "play_during_auction": translate_noop("RefusalsAbout", "{name} can't play a card now — the auction is not "
                                                           "over"),
    "play_before_partner": translate_noop("RefusalsAbout", "{name} can't play a card now — the declarer has not "
                                                           "called a partner yet"),
    "trumps_not_broken": translate_noop("RefusalsAbout", "{name} can't lead {card} — {trump} are trumps and not "
                                                         "broken yet (no trump has been played to an earlier "
                                                         "trick)"),
    "wash_first": translate_noop("RefusalsAbout", "{name} can't bid yet — every player first says whether they "
                                                  "wash (waiting for {waiting})"),
    "wash_off": translate_noop("RefusalsAbout", "{name} can't wash — washing is off at this table"),
    "wash_late": translate_noop("RefusalsAbout", "{name} can't wash — the auction has begun"),
    "wash_strong": translate_noop("RefusalsAbout", "{name} can't wash — their hand counts {points} points, more "
                                                   "than {limit}"),
    "no_wash": translate_noop("RefusalsAbout", "There is no wash for {name} to decline now"),
    "call_during_auction": translate_noop("RefusalsAbout", "{name} can't call a partner now — the auction is not "
                                                           "over"),
    "partner_called": translate_noop("RefusalsAbout", "{name} can't call a partner now — the partner is already "
                                                      "called"),
    "call_joker": translate_noop("RefusalsAbout", "{name} can't call the joker — no player holds it"),
    "call_own_card": translate_noop("RefusalsAbout", "{name} can't call {card} — it is in their own hand"),
}


def _refusal_key(code: str, data: dict) -> str:
    """The key of ``_REFUSALS`` for a code whose data picks one of its sentences."""
    if code == "not_in_hand":
        return f"not_in_hand/{data.get('verb')}"
    if code == "not_yet":
        return f"not_yet/{data.get('verb')}/{data.get('why')}"
    if code == "discard_used_up":
        return "discard_used_up/capped" if data.get("capped") else "discard_used_up/lap"
    if code == "place_taken_first":
        reclaimed = all(p.get("why") == "reclaimed" for p in data.get("pending") or [])
        return "place_taken_first/reclaimed" if reclaimed else "place_taken_first/taken"
    if code == "taken_unusable_screw":
        return "taken_unusable_screw/contract" if data.get("contract") else "taken_unusable_screw/no_contract"
    return code


def _meld_reason(data: dict) -> str | None:
    """The clause of a ``bad_meld`` / ``bad_lay_off`` refusal (its ``why`` and data), or None if unknown."""
    why = data.get("why")
    key = {"contract_size": f"contract_size/{data.get('kind')}",
           "does_not_extend": f"does_not_extend/{data['end']}" if data.get("end") in ("low", "high")
           else "does_not_extend"}.get(why, why)
    template = _MELD_REASONS.get(key)
    if template is None:
        return None
    return translate("MeldWords", template).format(**_fields(data, [], -1))


def _fields(data: dict, names: list[str], me: int) -> dict:
    """The words a refusal's data fills into its sentence."""
    def name(seat) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)

    fields = {}
    for key, value in data.items():
        if key in ("card", "best"):
            fields[key] = card_label(value)
        elif key in ("suit", "trump"):
            fields[key] = suit_word(value)
        elif key in ("held", "cards", "left", "first", "second"):
            fields[key] = _cards(value)
        elif key in ("bid", "last"):
            fields[key] = bid_label(str(value))
        elif key == "meld":
            fields[key] = _meld_words(value)
        elif key == "waiting":
            fields[key] = names_and([name(s) for s in value])
        elif key == "turn":
            fields[key] = name(value)
        elif key == "pending":
            fields[key] = names_and([card_label(p.get("card")) for p in value])
        else:
            fields[key] = value
    if "groups" in data:
        fields["need"] = contract_words(data["groups"], data.get("runs", 0))
        fields["have"] = contract_words(data.get("have_groups", 0), data.get("have_runs", 0))
    return fields


def refusal_text(code: str, data: dict, fallback: str, names: list[str], me: int,
                 given: dict[str, str] | None = None, actor: int | None = None) -> str:
    """A refused action (a RuleError's ``code`` and ``data``, or a host's ``rejected`` frame) as said to the
    person in seat ``me``, in their language; ``names``: the seats as the table shows them. ``fallback``:
    the English sentence, for a code this app does not know (a newer host's); ``given`` (engine seat name
    -> the name the table shows) puts the table's names into it. ``actor``: the seat whose action it was
    (default: the seat the data names, else ``me``); another seat's refusal is said about it, in the third
    person ("West can't play 3♥ — they must follow clubs")."""
    data = data if isinstance(data, dict) else {}
    seat = actor if actor is not None else data.get("seat", me)
    other = isinstance(seat, int) and seat != me and code != "bot_seat"
    if other and not 0 <= seat < len(names):
        return _fallback(fallback, names, -1, given)
    key = _refusal_key(code, data)
    template = (_ABOUT if other else _REFUSALS).get(key)
    try:
        if template is None:
            raise KeyError(code)
        fields = _fields(data, names, me)
        if code in ("bad_meld", "bad_lay_off"):
            fields["reason"] = _meld_reason(data)
            if fields["reason"] is None:
                raise KeyError(data.get("why"))
        if other:
            return translate("RefusalsAbout", template).format(name=names[seat], **fields)
        return translate("Refusals", template).format(**fields)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):  # unknown code or data: the sentence
        return _fallback(fallback, names, -1 if other else me, given)


# (engine wording for the person's own seat, the same said to them); {me} is their seat name
_OWN = [
    (r"^It is not {me}'s turn: ", "It's not your turn — "),
    (r"^{me} cannot (.*?): must ", r"You can't \1 — you must "),
    (r"^{me} cannot (.*?): not in their hand", r"You can't \1 — it is not in your hand"),
    (r"^{me} cannot (.*?): ", r"You can't \1 — "),
    (r"^{me} cannot ", "You can't "),
    (r"^{me} has already ", "You have already "),
    (r"^{me} must ", "You must "),
    (r"^{me}: ", ""),
]
_AFTER = [
    (r"\btheir hand\b", "your hand"),
    (r"\btheir own\b", "your own"),
    (r"\bthey do not\b", "you do not"),
    (r"\bthey have not\b", "you have not"),
    (r"\bthey must\b", "you must"),
    (r"\bthey were\b", "you were"),
    (r"\bthey could not\b", "you could not"),
    (r"\bthemselves\b", "yourself"),
    (r"\btheir\b", "your"),
]


def _fallback(reason: str, names: list[str], me: int, given: dict[str, str] | None = None) -> str:
    """An English refusal sentence with no code this app knows (a host that sends none, or a newer host's
    code) as said to the person in seat ``me``, in English: their own seat as "you", the table's names
    (``given``: engine seat name -> the name the table shows), card codes as symbols."""
    text = _HOLDS.sub("", reason.strip())
    given = {engine_name: name for engine_name, name in (given or {}).items() if engine_name != name}
    if given:  # in one pass: a person named "Player 1" in seat 2 is not renamed again as seat 1
        seats = "|".join(re.escape(n) for n in sorted(given, key=len, reverse=True))
        text = re.sub(rf"\b(?:{seats})\b", lambda match: given[match.group(0)], text)
    name = names[me] if 0 <= me < len(names) else None
    if name:
        own = re.escape(name)
        for pattern, replacement in _OWN:
            changed = re.sub(pattern.replace("{me}", own), replacement, text, count=1)
            if changed != text:
                text = changed
                for after, words in _AFTER:
                    text = re.sub(after, words, text)
                break
        text = re.sub(rf"\bit is {own}'s turn\b", "it is your turn", text)
        text = re.sub(rf"\bwaiting for {own}\b", "waiting for you", text)
    text = card_symbols(text)
    return text[:1].upper() + text[1:] if text else text


def refusal_codes() -> set[str]:
    """Every refusal code ``refusal_text`` puts into words (tests check the engine raises no other)."""
    return {key.split("/")[0] for key in _REFUSALS}


def meld_reason_codes() -> set[str]:
    """Every ``why`` of a meld refusal ``refusal_text`` puts into words."""
    return {key.split("/")[0] for key in _MELD_REASONS}

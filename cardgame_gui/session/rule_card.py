"""The options in the player's words, and the rule card: shared by the picker, the tables, the LAN lobby
and the rules dialog (no widgets here, so the table shows its rule card without loading the picker).

    rule_card_text(game_id, options) -> str   # every option's title and value in words, one per line
    matching_preset(info, options) -> str | None   # the preset the options are, e.g. "classic"
    option_title(option) -> str         # "forehead_last_hand" -> "Forehead last hand"
    option_value_text(option, value) -> str
    zero_meaning(option) -> str         # what 0 means for a whole-number option ("" if its description is silent)
    rule_card_lines(info, view, seats)   # the rule card at the table, with the hand under way
    option_help(option) -> str          # the option's one-line description (the engine's, translated)
    preset_label(name) -> str           # "oh_hell_order" -> "Oh Hell order"; "custom" -> "Custom"
    game_description(game_id) -> str    # the game's description (GameInfo.description, translated)

Every word here is in the player's language: the engine declares its options in English, and the words
are looked up by that English text in the "RuleCard" context (``_OPTION_WORDS`` marks them all for the
translators' files).
"""

from __future__ import annotations

import re

from ..engine import GAMES
from ..engine.options import Option
from ..i18n import game_name, translate, translate_noop

_WORDS = {"i": "I", "nt": "NT"}
# The player's words where the engine's option name is its own (descriptions and choice labels are
# worded in the engine's option declarations)
_TITLES = {"may_i_penalty": "Cards a May I? costs"}
_ZERO_MEANS = re.compile(r"\(0\s*[:=]\s*([^)]*)\)")

# Every word of the options the engine declares (titles, help texts, value labels, what 0 means), marked
# for translation here: the engine keeps its English; these are looked up by their English text where
# shown. tests/session/test_rule_card_words.py checks the list still covers every declared word.
_OPTION_WORDS = (
    translate_noop("RuleCard", "Decks"),
    translate_noop("RuleCard", "Decks of 52: auto (2; for more than four players one per two players) or a number"),
    translate_noop("RuleCard", "Auto (one per two players above four)"),
    translate_noop("RuleCard", "Jokers"),
    translate_noop("RuleCard", "Jokers in the pack: one fewer than the players, or a number (0: none)"),
    translate_noop("RuleCard", "one fewer than the players"),
    translate_noop("RuleCard", "none"),
    translate_noop("RuleCard", "May I"),
    translate_noop("RuleCard", "May I?: the earliest asker in turn order gets the discard, or the first to ask, or no"
                               " out-of-turn claims"),
    translate_noop("RuleCard", "Turn order"),
    translate_noop("RuleCard", "First come"),
    translate_noop("RuleCard", "Off"),
    translate_noop("RuleCard", "Cards a May I? costs"),
    translate_noop("RuleCard", "Stock cards taken as penalty with a May I? discard"),
    translate_noop("RuleCard", "New melds after contract"),
    translate_noop("RuleCard", "After the contract, new groups and runs may be laid down on lay-off turns"),
    translate_noop("RuleCard", "Joker reclaim"),
    translate_noop("RuleCard", "A melded player may swap the real card for a joker in a run and must lay that joker "
                               "off the same turn"),
    translate_noop("RuleCard", "Stock rebuilds"),
    translate_noop("RuleCard", "How many times the stock may be rebuilt from the discards in a round; once it is "
                               "empty and may not be rebuilt, the round ends as piles empty"),
    translate_noop("RuleCard", "Unlimited"),
    translate_noop("RuleCard", "Screw over"),
    translate_noop("RuleCard", "Once per round take a card from another player's meld, give them one of yours, and "
                               "use the card that turn"),
    translate_noop("RuleCard", "Sequence"),
    translate_noop("RuleCard", "Order of hand sizes: 1 up to the maximum and back, or the reverse (as in Oh Hell)"),
    translate_noop("RuleCard", "1 … max … 1"),
    translate_noop("RuleCard", "max … 1 … max"),
    translate_noop("RuleCard", "Forehead last hand"),
    translate_noop("RuleCard", "In the final one-card hand you see everyone's card but your own, held to your "
                               "forehead"),
    translate_noop("RuleCard", "Hook"),
    translate_noop("RuleCard", "The dealer may not bid the number that makes the bids total the tricks"),
    translate_noop("RuleCard", "Bid changes"),
    translate_noop("RuleCard", "A bid may be changed until the next player bids; the dealer's until the first card is"
                               " played"),
    translate_noop("RuleCard", "Scoring"),
    translate_noop("RuleCard", "Exact bid scores 10 + bid (a miss scores 0), or 1 per trick plus 10 when exact"),
    translate_noop("RuleCard", "10 + bid when exact"),
    translate_noop("RuleCard", "1 per trick, +10 when exact"),
    translate_noop("RuleCard", "Target score"),
    translate_noop("RuleCard", "End after the hand in which someone reaches this score (0: play the whole series)"),
    translate_noop("RuleCard", "play the whole series"),
    translate_noop("RuleCard", "Wash"),
    translate_noop("RuleCard", "Before the auction a player whose hand counts at most this many points (A4 K3 Q2 J1, "
                               "+1 per card beyond the fourth in a suit) may call for a redeal (0: off)"),
    translate_noop("RuleCard", "off"),
    translate_noop("RuleCard", "Auction direction"),
    translate_noop("RuleCard", "Direction of the auction, starting with the dealer (card play is always clockwise)"),
    translate_noop("RuleCard", "Counter-clockwise"),
    translate_noop("RuleCard", "Clockwise"),
    translate_noop("RuleCard", "Call own card"),
    translate_noop("RuleCard", "The declarer may call a card of their own hand, and then plays alone"),
    translate_noop("RuleCard", "First lead"),
    translate_noop("RuleCard", "Who leads the first trick: the declarer's left, or the declarer in no trump (the left"
                               " otherwise)"),
    translate_noop("RuleCard", "Declarer's left"),
    translate_noop("RuleCard", "Declarer in no trump"),
    translate_noop("RuleCard", "Trump breaking"),
    translate_noop("RuleCard", "Trump may not be led until a trump has been played to an earlier trick (unless the "
                               "leader holds only trumps)"),
    translate_noop("RuleCard", "Each player of the side that wins the deal scores 1, or scores the tricks their side "
                               "took"),
    translate_noop("RuleCard", "1 per deal won"),
    translate_noop("RuleCard", "Tricks of the winning side"),
    translate_noop("RuleCard", "Deals"),
    translate_noop("RuleCard", "Number of hands in the game"),
    translate_noop("RuleCard", "Rounds"),
    translate_noop("RuleCard", "How many rounds to play (0: one full cycle, 1 card up to as many as the deck deals "
                               "evenly)"),
    translate_noop("RuleCard", "one full cycle"),
    translate_noop("RuleCard", "Trump"),
    translate_noop("RuleCard", "Trump each round: a suit drawn at random, or the suit of the card turned after the "
                               "deal"),
    translate_noop("RuleCard", "Random suit"),
    translate_noop("RuleCard", "Turned card"),
    translate_noop("RuleCard", "The last bidder may not make the bids total the tricks"),
    translate_noop("RuleCard", "Capture"),
    translate_noop("RuleCard", "Forced capture: beat the winning card (or trump) when you can, except over your "
                               "partner; or even over your partner; or plain follow-suit"),
    translate_noop("RuleCard", "Forced, partner exempt"),
    translate_noop("RuleCard", "Forced, even over partner"),
    translate_noop("RuleCard", "No forced capture"),
    translate_noop("RuleCard", "Standard scoring (2/3/3+1 per level, 5 per trick of difference to the takers), or the"
                               " first playtest (5 to the bidders, 1 per trick to the takers)"),
    translate_noop("RuleCard", "Standard"),
    translate_noop("RuleCard", "First playtest"),
    translate_noop("RuleCard", "Who leads first: the player left of the first of the bidding side to name the final "
                               "strain (as in Bridge), or left of whoever first named it, on either side (the rules "
                               "read literally)"),
    translate_noop("RuleCard", "Left of declarer"),
    translate_noop("RuleCard", "Left of the first to name it"),
    translate_noop("RuleCard", "Number of hands in the game (a multiple of 4)"),
    translate_noop("RuleCard", "on"),
)
_PRESETS = {
    "classic": translate_noop("RuleCard", "Classic"),
    "screw_rummy": translate_noop("RuleCard", "Screw Rummy"),
    "oh_hell_order": translate_noop("RuleCard", "Oh Hell order"),
    "singapore": translate_noop("RuleCard", "Singapore"),
    "tricks_scoring": translate_noop("RuleCard", "Tricks scoring"),
    "turned_trump": translate_noop("RuleCard", "Turned trump"),
    "first_playtest": translate_noop("RuleCard", "First playtest"),
    "no_forced_capture": translate_noop("RuleCard", "No forced capture"),
    "custom": translate_noop("RuleCard", "Custom"),
}
_DESCRIPTIONS = {
    "contract_rummy": translate_noop("RuleCard", "Seven rounds, each with a contract of groups and runs to meld "
                                                 "before you may lay off. Go out first; cards left in hand score "
                                                 "against you. Lowest total wins. Screw Rummy adds first-come May I?,"
                                                 " new melds after the contract and the Screw Over."),
    "devils_bridge": translate_noop("RuleCard", "Guess exactly how many tricks you will take. Hands grow from one "
                                                "card to ten and back; a turned card names trumps, the dealer is "
                                                "hooked so someone must miss, and in the last one-card hand you hold "
                                                "your card to your forehead."),
    "floating_bridge": translate_noop("RuleCard", "Bridge with a partner you have to find: the highest bidder names a"
                                                  " card, and whoever holds it is their secret partner until that "
                                                  "card is played."),
    "german_bridge": translate_noop("RuleCard", "Bid the exact number of tricks you will take. Each round deals one "
                                                "card more, up to as many as the deck splits evenly, then starts "
                                                "again at one. Making your bid scores 10 plus the square of your "
                                                "tricks; missing costs the square of the difference."),
    "reverse_bridge": translate_noop("RuleCard", "Bridge turned around: you bid how many tricks your opponents will "
                                                 "take, and forced capture makes everyone beat the trick when they "
                                                 "can. Bid it exactly to score most."),
}


def _english_title(option: Option) -> str:
    if option.name in _TITLES:
        return _TITLES[option.name]
    words = [_WORDS.get(w, w) for w in option.name.split("_")]
    words[0] = words[0][:1].upper() + words[0][1:]
    return " ".join(words)


def option_title(option: Option) -> str:
    return translate("RuleCard", _english_title(option))


def option_help(option: Option) -> str:
    """The option's one-line description in the player's words."""
    return translate("RuleCard", option.description)


def _english_value(option: Option, value) -> str:
    if option.kind == "bool":
        return "on" if value else "off"
    return str(option.labels.get(value, str(value).replace("_", " ")))


def option_value_text(option: Option, value) -> str:
    if option.kind == "choice" and not isinstance(value, str) and value not in option.labels:
        return str(value)  # a number
    if option.kind in ("bool", "choice"):
        return translate("RuleCard", _english_value(option, value))
    if value == 0 and zero_meaning(option):
        return f"0 ({zero_meaning(option)})"
    return str(value)


def _english_zero(option: Option) -> str:
    zero = _ZERO_MEANS.search(option.description)
    return zero.group(1).split(",")[0].strip() if zero else ""


def zero_meaning(option: Option) -> str:
    """What 0 means for a whole-number option whose description says "(0: ...)", shortened to its first
    clause ("one full cycle"); "" if the description says nothing about 0."""
    english = _english_zero(option)
    return translate("RuleCard", english) if english else ""


def preset_label(name: str) -> str:
    """A preset's name in words ("oh_hell_order" -> "Oh Hell order"), "custom" -> "Custom"."""
    english = _PRESETS.get(name)
    return translate("RuleCard", english) if english else name.replace("_", " ").capitalize()


def game_description(game_id: str) -> str:
    """A game's description (``GameInfo.description``) in the player's words ("" for an unknown game)."""
    english = _DESCRIPTIONS.get(game_id)
    if english is None:
        return GAMES[game_id].description if game_id in GAMES else ""
    return translate("RuleCard", english)


def _with_defaults(info, options: dict | None) -> dict:
    values = {opt.name: opt.default for opt in info.options}
    values.update(options or {})
    return values


def matching_preset(info, options: dict | None) -> str | None:
    """The name of the first of ``info.presets`` that ``options`` (missing ones at their default) are
    exactly, or None for a custom set."""
    values = _with_defaults(info, options)
    for name, preset in info.presets.items():
        if _with_defaults(info, preset) == values:
            return name
    return None


def rule_card_text(game_id: str, options: dict) -> str:
    """The rule card: the game's name, then one line per declared option, "Title: value"; a value that
    differs from the default is marked "(changed)". When the options are one of the game's presets, the
    preset's values are that table's defaults (Classic Contract Rummy's 2 decks is no change). Unknown
    games or options raise ValueError."""
    if game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r} (known games: {', '.join(sorted(GAMES))})")
    info = GAMES[game_id]
    unknown = sorted(set(options or {}) - {opt.name for opt in info.options})
    if unknown:
        raise ValueError(f"{info.name} has no option {unknown[0]!r}")
    lines = [game_name(game_id)]
    preset = matching_preset(info, options)
    defaults = _with_defaults(info, info.presets[preset] if preset else None)
    for opt in info.options:
        value = (options or {}).get(opt.name, opt.default)
        if value == defaults[opt.name]:
            line = translate("RuleCard", "{option}: {value}")
        else:
            line = translate("RuleCard", "{option}: {value} (changed)")
        lines.append(line.format(option=option_title(opt), value=option_value_text(opt, value)))
    return "\n".join(lines)


def rule_card_lines(info, view: dict, seats: int) -> list[str]:
    """The rule card at the table: the game and players, the hand under way (or how many were played, at
    game over), then every option in words."""
    if info is None:
        return []
    try:
        lines = rule_card_text(info.id, view.get("options") or {}).splitlines()
    except ValueError:
        lines = [game_name(info.id)]
    players = int(view.get("players", seats))
    lines[0] = translate("RuleCard", "{game} · %n player(s)", players).format(game=game_name(info.id))
    total = view.get("hands_total")
    if view.get("over"):
        played = len(view.get("history") or []) or total
        lines.insert(1, translate("RuleCard", "Game over after %n hand(s)", played) if played
                        else translate("RuleCard", "Game over"))
    elif view.get("hand_number"):
        size = view.get("hand_size")
        line = translate("RuleCard", "Hand {number} of {total}").format(number=view["hand_number"], total=total or "?")
        if isinstance(size, int):
            line = translate("RuleCard", "{line} · %n card(s) each", size).format(line=line)
        lines.insert(1, line)
    return lines

"""German Bridge (seed 004), as played here.

- 2–7 players (the default table has 4 seats; empty seats are filled by bots).
- Round k deals k cards: 1, 2, … up to ⌊52/n⌋, the most the deck splits evenly, then back to 1.
  ``rounds`` (0 = one full cycle of ⌊52/n⌋ rounds) sets how many rounds are played.
- Trump: ``random_suit`` (default) draws a suit at random each round; ``turned_card`` turns the next
  card after the deal, and when no card is left to turn the suit is drawn at random.
- Bidding from the dealer's left, 0..k; ``hook`` (default on) forbids the last bidder (the dealer) to make
  the bids total k. The first bidder leads.
- Follow suit if able; otherwise discard or trump.
- Score per round: exact → 10 + tricks²; otherwise −(tricks − bid)².
"""

from __future__ import annotations

from ..base import GameInfo, register
from ..exact_bid import ExactBidGame
from ..options import Option

OPTIONS = (
    Option("rounds", "int", 0, "How many rounds to play (0: one full cycle, 1 card up to as many as the "
           "deck deals evenly)", minimum=0, maximum=200),
    Option("trump", "choice", "random_suit", "Trump each round: a suit drawn at random, or the suit of "
           "the card turned after the deal", choices=("random_suit", "turned_card"),
           labels={"random_suit": "Random suit", "turned_card": "Turned card"}),
    Option("hook", "bool", True, "The last bidder may not make the bids total the tricks"),
)


@register(GameInfo(
    id="german_bridge", name="German Bridge", min_players=2, max_players=7, options=OPTIONS,
    presets={"classic": {}, "turned_trump": {"trump": "turned_card"}},
    description="Bid the exact number of tricks you will take. Each round deals one card more, up to as "
                "many as the deck splits evenly, then starts again at one. Making your bid scores 10 plus "
                "the square of your tricks; missing costs the square of the difference."))
class GermanBridge(ExactBidGame):
    def _setup(self, deal):
        self.hook = self.options["hook"]
        super()._setup(deal)

    def hand_sizes(self) -> list[int]:
        cycle = 52 // self.players
        rounds = self.options["rounds"] or cycle
        return [i % cycle + 1 for i in range(rounds)]

    def _trump_for(self, rest, rng):
        if self.options["trump"] == "turned_card" and rest:
            return rest[0] // 13, rest[0]
        return rng.randrange(4), None

    def hand_points(self, bid: int, tricks: int) -> int:
        if bid == tricks:
            return 10 + tricks * tricks
        return -(tricks - bid) ** 2

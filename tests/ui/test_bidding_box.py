"""The bidding boxes are built from legal actions alone, so the auction grid and the partner call work for
any game that offers those actions (Reverse and Floating Bridge)."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgame_gui.ui.table.bidding import STRAINS, BiddingBox, format_bid

RANKS = "23456789TJQKA"


def bids_above(level: int, strain: str, top: int = 7) -> list[dict]:
    order = [(lv, st) for lv in range(1, top + 1) for st in STRAINS]
    start = order.index((level, strain)) + 1
    return [{"type": "bid", "level": lv, "strain": st} for lv, st in order[start:]] + [{"type": "pass"}]


def test_auction_grid_disables_bids_at_or_below_the_current_one(qtbot):
    box = BiddingBox()
    qtbot.addWidget(box)
    assert box.show_for({"phase": "bidding", "seat": 0, "contract": {"level": 2, "strain": "H"}},
                        bids_above(2, "H"))
    assert box.kind == "auction"
    assert not box.buttons["2H"].isEnabled() and not box.buttons["1NT"].isEnabled()
    assert box.buttons["2S"].isEnabled() and box.buttons["7NT"].isEnabled() and box.buttons["pass"].isEnabled()
    assert "2♥" in box.title.text()
    with qtbot.waitSignal(box.action_requested) as blocker:
        QTest.mouseClick(box.buttons["3NT"], Qt.MouseButton.LeftButton)
    assert blocker.args[0] == {"type": "bid", "level": 3, "strain": "NT"}


def test_auction_grid_grows_to_the_highest_legal_level(qtbot):
    box = BiddingBox()
    qtbot.addWidget(box)
    box.show_for({"phase": "bidding", "seat": 1}, bids_above(1, "C", top=13))
    assert "13NT" in box.buttons and box.buttons["13NT"].isEnabled()


def test_partner_call_offers_only_cards_you_do_not_hold(qtbot):
    box = BiddingBox()
    qtbot.addWidget(box)
    hand = ["AS", "KH", "2C"]
    calls = [{"type": "call_partner", "card": r + s} for s in "CDHS" for r in RANKS if r + s not in hand]
    assert box.show_for({"phase": "calling", "seat": 0, "hand": hand}, calls)
    assert box.kind == "call"
    assert not box.buttons["AS"].isEnabled() and box.buttons["KS"].isEnabled()
    with qtbot.waitSignal(box.action_requested) as blocker:
        QTest.mouseClick(box.buttons["AH"], Qt.MouseButton.LeftButton)
    assert blocker.args[0] == {"type": "call_partner", "card": "AH"}


def test_changing_a_bid_disables_the_current_one(qtbot):
    box = BiddingBox()
    qtbot.addWidget(box)
    view = {"phase": "bidding", "seat": 2, "dealer": 0, "bids": [None, 1, 2, None], "hand_size": 3,
            "can_change_bid": 2, "hook_forbids": None}
    box.show_for(view, [{"type": "bid", "tricks": n} for n in (0, 1, 3)])
    assert "Change your bid of 2" in box.title.text()
    assert not box.buttons["2"].isEnabled() and "your bid now" in box.buttons["2"].toolTip()


def test_no_bid_actions_hide_the_box(qtbot):
    box = BiddingBox()
    qtbot.addWidget(box)
    assert not box.show_for({"phase": "playing", "seat": 0}, [{"type": "play", "card": "AS"}])
    assert box.isHidden()


def test_bids_read_as_badges():
    assert [format_bid(b) for b in (None, 3, {"level": 4, "strain": "S"}, {"type": "pass"},
                                    {"level": 1, "strain": "NT"})] == ["", "3", "4♠", "Pass", "1NT"]


def test_an_action_no_box_knows_gets_a_plain_button(qtbot):
    box = BiddingBox()
    qtbot.addWidget(box)
    assert box.show_for({"phase": "bidding", "seat": 0}, bids_above(1, "C") + [{"type": "wash"}])
    assert box.buttons["extra0"].text() == "Wash"
    assert box.show_for({"phase": "bidding", "seat": 1}, [{"type": "wash"}]) and box.kind == "extra"
    with qtbot.waitSignal(box.action_requested) as blocker:
        QTest.mouseClick(box.buttons["extra0"], Qt.MouseButton.LeftButton)
    assert blocker.args[0] == {"type": "wash"}


def test_the_wash_question_says_what_the_hand_counts_and_whether_it_may_wash(qtbot):
    """Floating Bridge's wash window asks every seat; the box said only "You may act now" over a lone
    "No wash" button, so a player with a strong hand could not tell why there was no Wash button."""
    box = BiddingBox()
    qtbot.addWidget(box)
    weak = {"phase": "bidding", "seat": 0, "wash_limit": 4, "wash_points": 3, "may_wash": True}
    assert box.show_for(weak, [{"type": "wash"}, {"type": "decline"}]) and box.kind == "extra"
    assert box.title.text() == "Wash? Your hand counts 3 points: with 4 or fewer you may ask for a new deal"
    assert [box.buttons[k].text() for k in ("extra0", "extra1")] == ["Wash", "No wash"]
    strong = {"phase": "bidding", "seat": 0, "wash_limit": 4, "wash_points": 1 + 7, "may_wash": False}
    assert box.show_for(strong, [{"type": "decline"}])
    assert box.title.text() == "Your hand counts 8 points, more than 4: no wash for you"
    one = {"phase": "bidding", "seat": 0, "wash_limit": 2, "wash_points": 1, "may_wash": True}
    box.show_for(one, [{"type": "wash"}, {"type": "decline"}])
    assert box.title.text() == "Wash? Your hand counts 1 point: with 2 or fewer you may ask for a new deal"


def test_the_partner_call_says_a_card_of_your_own_is_yours_or_means_playing_alone(qtbot):
    """The call box said "pick a card you do not hold" even with call_own_card on, where calling one of
    your own cards is allowed and means playing alone; a card of your own (option off) said only "You
    cannot call the Ace of spades", not why."""
    box = BiddingBox()
    qtbot.addWidget(box)
    hand = ["AS", "KH", "2C"]
    every = [{"type": "call_partner", "card": r + s} for s in "CDHS" for r in RANKS]
    view = {"phase": "calling", "seat": 0, "hand": hand}
    box.show_for(view, [a for a in every if a["card"] not in hand])
    assert "a card you do not hold" in box.title.text()
    assert box.buttons["AS"].toolTip() == "The Ace of spades is in your hand: call a card you do not hold"
    assert box.buttons["QS"].toolTip() == "Call the Queen of spades"
    box.show_for(view, every)
    assert "do not hold" not in box.title.text() and "you play alone" in box.title.text()
    assert box.buttons["AS"].isEnabled()
    assert box.buttons["AS"].toolTip() == "Call the Ace of spades: it is in your hand, so you play alone"

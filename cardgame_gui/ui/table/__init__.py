"""The trick table: the scene drawn from the controller's views (view), its items, the bidding box,
the geometry (layout), the last-trick review, what the person does turned into requests (input) and the
events of an applied action drawn step by step (steps)."""

TRICK_KEYS = ("hand", "trick", "bids", "tricks_won")


def is_trick_view(view: dict) -> bool:
    return all(key in view for key in TRICK_KEYS) and isinstance(view.get("trick"), list)

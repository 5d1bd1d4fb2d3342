"""The rummy table: the scene (view), its items, the hand as plain data (hand), the action bar and
questions (actions) and what the person does turned into requests (input)."""


def is_rummy_view(view: dict) -> bool:
    """A view the rummy table draws (the window tells the two tables apart without loading this one)."""
    return isinstance(view.get("table"), list) and "stock_count" in view and "contract" in view

"""The rummy table: the scene (view), its items, the hand as plain data (hand), the action bar and
questions (actions) and what the person does turned into requests (input)."""

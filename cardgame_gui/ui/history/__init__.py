"""Game ▸ Hand history: the dialog (dialog, loaded when first used) and the expert's review in the
player's words (review_words)."""

"""Setting up who plays what: the New Game picker (picker, loaded when first asked for) and the names the
players give the seats (seat_names)."""

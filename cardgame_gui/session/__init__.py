"""The session layer: what the window and the headless server share, QtCore only (no widgets).

The controller (one face to the widgets, a local or a remote game behind it), saves and autosave,
the start-up choices, the hint and the engine's sentences in the player's words.
"""

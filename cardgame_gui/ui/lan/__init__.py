"""The LAN in the window: the Game menu's host / join / lobby / leave (session) and their dialogs
and the chat dock (dialogs)."""

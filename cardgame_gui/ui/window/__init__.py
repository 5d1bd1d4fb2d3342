"""The main window, the shell the rooms (table/, rummy/, lan/, docks/) sit in: a stack of the two tables
(main_window), with its mixins: the menu bar (menus), the status bar's words (status_line), the autosaves
and the Continue questions (autosaving), the saved-game files of Game ▸ Open and Save (saved_games), the
View menu's remembered choices (preferences); how the app introduces itself to the desktop (desktop) and
the start-up probe (first_paint)."""

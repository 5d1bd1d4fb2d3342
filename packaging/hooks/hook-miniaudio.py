# miniaudio (the table's sounds, cardgame_gui/ui/sound.py) is a CFFI module: its compiled _miniaudio imports
# _cffi_backend from C, where PyInstaller's analysis cannot see it. Without it the bundle plays silently
# ("No module named '_cffi_backend'").
hiddenimports = ["_cffi_backend"]

"""Where the app's assets are: card art, icons and rules texts (``assets/`` at the top of the repository).

Installed (wheel or bundle) they are inside the package, ``cardgame_gui/assets``; in a checkout or an
editable install they are the repository's ``assets/`` beside the package.
"""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent
ASSETS_DIR = next((p for p in (_HERE / "assets", _HERE.parent / "assets") if p.is_dir()), _HERE / "assets")

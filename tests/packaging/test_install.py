"""What ``pip install .`` ships: every package of the source, and ``assets/`` (at the top of the repository)
inside the package as ``cardgame_gui/assets``, found there when installed and beside the package in a
checkout or an editable install."""

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_of_the_source_is_listed_for_setuptools():
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "cardgame_gui").rglob("__init__.py")}
    assert set(setuptools["packages"]) == found | {"cardgame_gui.assets"}
    assert setuptools["package-dir"]["cardgame_gui.assets"] == "assets"
    assert (ROOT / "assets" / "cards" / "standard" / "AS.svg").is_file()


def _assets_dir_of(package: Path) -> str:
    code = "import cardgame_gui.resources as r; print(r.ASSETS_DIR)"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          cwd=package.parent, env={"PYTHONPATH": str(package.parent)}).stdout.strip()


def test_a_checkout_finds_the_assets_beside_the_package():
    assert _assets_dir_of(ROOT / "cardgame_gui") == str(ROOT / "assets")


def test_an_installed_package_finds_the_assets_inside_itself(tmp_path):
    package = tmp_path / "site-packages" / "cardgame_gui"
    (package / "assets" / "cards").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "resources.py").write_text((ROOT / "cardgame_gui" / "resources.py").read_text(encoding="utf-8"))
    assert _assets_dir_of(package) == str(package / "assets")

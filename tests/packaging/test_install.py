"""What ``pip install .`` ships: every package of the source, and ``assets/`` (at the top of the repository)
inside the package as ``cardgame_gui/assets``, found there when installed and beside the package in a
checkout or an editable install; the translations compiled into the wheel by setup.py's build step."""

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

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


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_the_wheel_holds_the_compiled_translations(tmp_path):
    """``pip wheel .`` as a release builds it (an isolated build environment, fetched like pip install's):
    setup.py's build step compiles translations/*.ts into cardgame_gui/assets/translations, and the .qm
    files are in the wheel beside the other assets. Slow: the build environment installs PySide6-Essentials."""
    source = tmp_path / "source"  # the committed files only: no assets/translations a checkout compiled
    tracked = subprocess.run(["git", "ls-files", "-z"], capture_output=True, text=True, check=True, cwd=ROOT)
    for name in filter(None, tracked.stdout.split("\0")):
        if (ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    assert not (source / "assets" / "translations").exists()
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-q", "-w",
                          str(tmp_path / "wheels")], capture_output=True, text=True, timeout=540)
    assert out.returncode == 0, out.stdout + out.stderr
    (wheel,) = (tmp_path / "wheels").glob("cardgame_gui-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    languages = sorted({ts.stem.rsplit("_", 1)[1] for ts in (ROOT / "translations").glob("*.ts")})
    assert languages == ["de", "en", "es", "fr", "nl"]
    for language in languages:
        assert f"cardgame_gui/assets/translations/cardgame_gui_{language}.qm" in names
    assert "cardgame_gui/assets/rules/devils_bridge.md" in names

"""The one build step pyproject.toml cannot say: the translations are compiled while the package is built.

``pip install .``, ``pip wheel .`` and ``pip install -e .`` all run setuptools' ``build`` command; its
last sub-command here, ``build_translations``, runs ``pyside6-lrelease`` (``tools/translations.py
release``) over ``translations/*.ts``:

- a wheel: into the built package, ``cardgame_gui/assets/translations/cardgame_gui_<lang>.qm``;
- an editable install (setuptools sets ``editable_mode``): into the checkout's ``assets/translations/``
  (git-ignored), where ``cardgame_gui.resources`` finds the assets of a checkout.

pyside6-lrelease comes from PySide6-Essentials, a build requirement (pyproject.toml); docs/packaging.md
says what that costs. Everything else about the package is in pyproject.toml.
"""

import importlib.util
from pathlib import Path

from setuptools import Command, setup
from setuptools.command.build import build

ROOT = Path(__file__).resolve().parent


def _translations_tool():
    spec = importlib.util.spec_from_file_location("cardgame_gui_translations_tool", ROOT / "tools" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildTranslations(Command):
    description = "compile translations/*.ts into the package's assets/translations/*.qm (pyside6-lrelease)"
    user_options = []

    def initialize_options(self) -> None:
        self.build_lib = None
        self.editable_mode = False

    def finalize_options(self) -> None:
        self.set_undefined_options("build_py", ("build_lib", "build_lib"))

    def _target(self) -> Path:
        if self.editable_mode:
            return ROOT / "assets" / "translations"
        return Path(self.build_lib) / "cardgame_gui" / "assets" / "translations"

    def run(self) -> None:
        written = _translations_tool().release(self._target())
        print(f"compiled {len(written)} translation(s) into {self._target()}")

    def get_source_files(self) -> list[str]:
        return [str(path.relative_to(ROOT)) for path in sorted((ROOT / "translations").glob("*.ts"))]

    def get_outputs(self) -> list[str]:
        return [] if self.editable_mode else [str(path) for path in sorted(self._target().glob("*.qm"))]

    def get_output_mapping(self) -> dict[str, str]:
        return {}


class Build(build):
    sub_commands = [*build.sub_commands, ("build_translations", None)]


setup(cmdclass={"build": Build, "build_translations": BuildTranslations})

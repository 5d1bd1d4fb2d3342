"""The layers: the engine and bots are pure Python (no Qt); the server, the simulator and the session layer
load no widget or GUI module and nothing from ui/ (the session layer nothing but QtCore); no module of the
package imports another in a circle; in ui/ the rooms of the window import neither each other nor the
window shell, which nothing in ui/ but the shell imports."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardgame_gui"


def test_engine_and_bots_load_no_pyside6_module():
    code = ("import sys, cardgame_gui.engine, cardgame_gui.bots, cardgame_gui.sim; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def _loaded(modules: list[str]) -> tuple[list[str], list[str]]:
    """(PySide6 Qt modules, cardgame_gui.ui modules) loaded by a fresh interpreter that imported these."""
    code = (f"import sys, importlib; [importlib.import_module(m) for m in {modules!r}]; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6.Qt'))); "
            "print(sorted(m for m in sys.modules if m.startswith('cardgame_gui.ui')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    qt, ui = out.stdout.splitlines()
    return eval(qt), eval(ui)  # two printed lists of names


def test_the_server_and_the_simulator_load_no_widget_or_gui_module_and_nothing_from_ui():
    qt, ui = _loaded(["cardgame_gui.server.cli", "cardgame_gui.server.host", "cardgame_gui.sim",
                      "cardgame_gui.tournament"])
    assert [m for m in qt if m in ("PySide6.QtWidgets", "PySide6.QtGui")] == []
    assert ui == []


def test_the_session_layer_is_qtcore_only():
    session = sorted("cardgame_gui.session." + p.stem for p in (PACKAGE / "session").glob("*.py")
                     if p.stem != "__init__")
    qt, ui = _loaded(session)
    assert set(qt) <= {"PySide6.QtCore"}, qt
    assert ui == []


# ---- no import circles: an AST walk over every module of the package ---------------------------------
def _module_name(path: Path, package: Path) -> str:
    parts = path.relative_to(package.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, name: str, modules: set[str]) -> set[str]:
    """The package's modules ``path`` (module ``name``) imports anywhere: at the top or in a function."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)  # "from . import saves"
    return {m for m in found if m in modules and m != name}


def import_circles(package: Path) -> list[list[str]]:
    """Every group of modules that import each other in a circle (Tarjan's strongly connected components)."""
    paths = {_module_name(p, package): p for p in package.rglob("*.py")}
    graph = {name: _imports(path, name, set(paths)) for name, path in paths.items()}
    index, low, stack, on_stack, circles = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                circles.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return circles


def test_no_module_of_the_package_imports_itself_in_a_circle():
    assert import_circles(PACKAGE) == []


def test_the_circle_finder_finds_a_circle(tmp_path):
    package = tmp_path / "cardgame_gui"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("def f():\n    from .b import g\n")
    (package / "b.py").write_text("from . import a\n")
    (package / "c.py").write_text("from .a import f\n")
    assert import_circles(package) == [["cardgame_gui.a", "cardgame_gui.b"]]


# ui/ by what a person sees: the shell (window/) puts the window together from the rooms (table/, rummy/,
# lan/, docks/: every other package) and the pieces they share (these packages, and ui/'s modules)
SHELL = "window"
PIECES = ("scene", "new_game", "results", "history")


def test_a_room_of_the_window_imports_no_other_room():
    """ui/table, ui/rummy, ui/lan and ui/docks build on ui/'s pieces (scene/, new_game/, results/, history/,
    sound.py …), never on each other or on the shell (ui/window/)."""
    ui = PACKAGE / "ui"
    paths = {_module_name(p, PACKAGE): p for p in PACKAGE.rglob("*.py")}
    rooms = [p.parent.name for p in ui.glob("*/__init__.py") if p.parent.name not in (SHELL, *PIECES)]
    crossing = []
    for room in rooms:
        for path in (ui / room).glob("*.py"):
            name = _module_name(path, PACKAGE)
            others = tuple(f"cardgame_gui.ui.{other}." for other in [*rooms, SHELL] if other != room)
            crossing += [(name, m) for m in sorted(_imports(path, name, set(paths))) if m.startswith(others)]
    assert crossing == []


def test_nothing_in_ui_imports_the_window_shell_but_the_shell():
    """The main window imports the rooms and pieces it is made of, never the other way round (the app starts
    it from outside ui/)."""
    paths = {_module_name(p, PACKAGE): p for p in PACKAGE.rglob("*.py")}
    shell = f"cardgame_gui.ui.{SHELL}"
    inward = [(name, m) for name, path in sorted(paths.items())
              if name.startswith("cardgame_gui.ui.") and not name.startswith(shell)
              for m in sorted(_imports(path, name, set(paths))) if m == shell or m.startswith(shell + ".")]
    assert inward == []

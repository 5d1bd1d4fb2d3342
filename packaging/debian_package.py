"""The Debian package: the PyInstaller bundle as ``cardgame-gui_<version>-<revision>_<arch>.deb``.

    python packaging/build.py                       # on Debian, Ubuntu and kin: the .deb is its last step
    python packaging/debian_package.py dist/cardgame-gui --out dist     # package a bundle built before

Built with ``dpkg-deb --root-owner-group --build`` from a staging folder: no root and no network needed.
The package holds

- the bundle in ``/usr/lib/cardgame-gui`` and the command ``/usr/bin/cardgame-gui`` (a link to it);
- the desktop entry, the hicolor icons and the AppStream metainfo (the software centre's page), which the
  desktop's own dpkg triggers pick up, so there are no maintainer scripts;
- a man page in section 6 in each of the app's languages (``MAN_PAGE_WORDS``), made from ``cardgame-gui
  --help`` in that language, the DEP-5 ``copyright`` file and
  ``changelog.Debian.gz`` in ``/usr/share/doc/cardgame-gui``, and the lintian overrides (each with its reason).

``Depends:`` is worked out from the bundle on the build machine (``runtime_depends``): every ``NEEDED``
entry of every ELF file in the bundle (``readelf -d``), less the libraries the bundle ships itself, each
mapped to the package that holds it with ``dpkg -S`` (or ``KNOWN_PACKAGES`` when that library is not
installed where the build runs); ``libc6`` gets the newest ``GLIBC_x.y`` symbol version any file needs
(``readelf -V``). ``DATA_DEPENDS`` adds what the bundled libraries read from the system rather than link.
Build on the oldest release you support (the release workflow uses Ubuntu 22.04); docs/install.md has more.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from email.utils import format_datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from layout import (APP_NAME, DESKTOP_FILE, DESKTOP_ID, HERE, HOMEPAGE, ICON_SIZES, ICONS, METAINFO, NAME,  # noqa: E402
                    version)

REVISION = "1"  # the Debian revision: raise it to re-release the same app version with packaging fixes
INSTALL_DIR = f"usr/lib/{NAME}"
MAN_SECTION = "6"  # games
OVERRIDES = HERE / "linux" / "debian" / "lintian-overrides"
COPYRIGHT = HERE / "linux" / "debian" / "copyright"
DEFAULT_MAINTAINER = "Card table developers <cardgame-gui@users.noreply.github.com>"
SUMMARY = "desktop card table for Oh Hell games, Floating Bridge and Contract Rummy"
DESCRIPTION = """\
Card table plays Devil's Bridge, German Bridge, Reverse Bridge, Floating
(Singapore) Bridge and Contract Rummy / Screw Rummy, against bots or with
friends on the local network, with real-looking cards you drag onto the
table. Every rule variant is an option, and the rules of each game are
one key press away.
.
This package is the self-contained build: it carries its own Python and
Qt, so it needs only the system's C library, graphics and fonts."""
# Libraries the bundled Qt links to that the build machine may not have installed (dpkg -S finds nothing
# then); the same package names on Debian 12 and Ubuntu 22.04 and later.
KNOWN_PACKAGES = {
    "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1", "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0", "libxcb.so.1": "libxcb1", "libX11.so.6": "libx11-6",
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1", "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0", "libxcb-cursor.so.0": "libxcb-cursor0",
    "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6", "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0", "libz.so.1": "zlib1g", "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
}
# Not linked but read at run time: the bundled libfontconfig reads the system's /etc/fonts and needs at
# least one font (libfontconfig1 depends on fontconfig-config, which brings one in).
DATA_DEPENDS = ("libfontconfig1",)
# The man page in each language the app speaks: its own words here, the options and games from the
# program's --help in that language (CARDGAME_LANGUAGE). English goes to man6/, the others to <lang>/man6/.
MAN_PAGE_WORDS = {
    "en": {"section": "Games", "name": "NAME", "synopsis": "SYNOPSIS", "description": "DESCRIPTION",
           "files": "FILES", "see_also": "SEE ALSO", "summary": SUMMARY, "about": DESCRIPTION.split("\n.\n")[0],
           "settings": "Settings: the last table, the seat names, the view options.",
           "data": "The autosaved game and saved LAN tables.",
           "rules": "The rules of each game: press F1 at the table."},
    "de": {"section": "Spiele", "name": "BEZEICHNUNG", "synopsis": "ÜBERSICHT", "description": "BESCHREIBUNG",
           "files": "DATEIEN", "see_also": "SIEHE AUCH",
           "summary": "Kartentisch für Oh-Hell-Spiele, Floating Bridge und Contract Rummy",
           "about": "Kartentisch spielt Devil's Bridge, German Bridge, Reverse Bridge, Floating (Singapore) Bridge "
                    "und Contract Rummy / Screw Rummy, gegen Bots oder mit Freunden im lokalen Netz, mit echt "
                    "aussehenden Karten, die du auf den Tisch ziehst. Jede Regelvariante ist eine Option, und die "
                    "Regeln jedes Spiels sind nur einen Tastendruck entfernt.",
           "settings": "Einstellungen: der letzte Tisch, die Namen der Plätze, die Ansichtsoptionen.",
           "data": "Das automatisch gespeicherte Spiel und die gespeicherten LAN-Tische.",
           "rules": "Die Regeln jedes Spiels: F1 am Tisch drücken."},
    "nl": {"section": "Spellen", "name": "NAAM", "synopsis": "OVERZICHT", "description": "BESCHRIJVING",
           "files": "BESTANDEN", "see_also": "ZIE OOK",
           "summary": "kaarttafel voor Oh Hell-spellen, Floating Bridge en Contract Rummy",
           "about": "Kaarttafel speelt Devil's Bridge, German Bridge (Boerenbridge), Reverse Bridge, Floating "
                    "(Singapore) Bridge en Contract Rummy / Screw Rummy, tegen bots of met vrienden op het lokale "
                    "netwerk, met echt ogende kaarten die je op tafel sleept. Elke regelvariant is een optie, en de "
                    "regels van elk spel zijn maar één toets ver weg.",
           "settings": "Instellingen: de laatste tafel, de namen van de plaatsen, de weergaveopties.",
           "data": "Het automatisch opgeslagen spel en de opgeslagen LAN-tafels.",
           "rules": "De regels van elk spel: druk aan tafel op F1."},
    "fr": {"section": "Jeux", "name": "NOM", "synopsis": "SYNOPSIS", "description": "DESCRIPTION",
           "files": "FICHIERS", "see_also": "VOIR AUSSI",
           "summary": "table de cartes pour les jeux de la famille Oh Hell, Floating Bridge et Contract Rummy",
           "about": "Table de cartes fait jouer à Devil's Bridge, German Bridge, Reverse Bridge, Floating "
                    "(Singapore) Bridge et Contract Rummy / Screw Rummy, contre des bots ou avec des amis sur le "
                    "réseau local, avec des cartes réalistes que vous faites glisser sur la table. Chaque variante "
                    "de règle est une option, et les règles de chaque jeu s'affichent d'une seule touche.",
           "settings": "Réglages : la dernière table, les noms des places, les options d'affichage.",
           "data": "La partie enregistrée automatiquement et les tables en réseau local enregistrées.",
           "rules": "Les règles de chaque jeu : appuyez sur F1 à la table."},
    "es": {"section": "Juegos", "name": "NOMBRE", "synopsis": "SINOPSIS", "description": "DESCRIPCIÓN",
           "files": "ARCHIVOS", "see_also": "VÉASE TAMBIÉN",
           "summary": "mesa de cartas para juegos de la familia Oh Hell, Floating Bridge y Contract Rummy",
           "about": "Mesa de cartas juega a Devil's Bridge, German Bridge, Reverse Bridge, Floating (Singapore) "
                    "Bridge y Contract Rummy / Screw Rummy, contra bots o con amigos en la red local, con cartas de "
                    "aspecto real que arrastras a la mesa. Cada variante de las reglas es una opción, y las reglas "
                    "de cada juego están a una tecla de distancia.",
           "settings": "Ajustes: la última mesa, los nombres de los asientos, las opciones de vista.",
           "data": "La partida guardada automáticamente y las mesas en red local guardadas.",
           "rules": "Las reglas de cada juego: pulsa F1 en la mesa."},
}
MULTIARCH = {"amd64": "x86_64-linux-gnu", "arm64": "aarch64-linux-gnu", "armhf": "arm-linux-gnueabihf",
             "i386": "i386-linux-gnu", "ppc64el": "powerpc64le-linux-gnu", "s390x": "s390x-linux-gnu",
             "riscv64": "riscv64-linux-gnu"}


class PackageError(Exception):
    """The package cannot be built; the message says why and what to do."""


def available() -> bool:
    """A Debian-family system with dpkg-deb: where build.py makes the .deb."""
    return Path("/etc/debian_version").is_file() and shutil.which("dpkg-deb") is not None


def architecture() -> str:
    return run(["dpkg", "--print-architecture"]).strip()


def run(command: list[str], **kwargs) -> str:
    try:
        return subprocess.run(command, capture_output=True, text=True, check=True, **kwargs).stdout
    except FileNotFoundError:
        raise PackageError(f"{command[0]} is not installed (readelf: apt-get install binutils)") from None
    except subprocess.CalledProcessError as error:
        raise PackageError(f"{' '.join(command)} failed (exit {error.returncode}): {error.stderr.strip()}") from None


def package_file_name(arch: str | None = None) -> str:
    return f"{NAME}_{version()}-{REVISION}_{arch or architecture()}.deb"


# ----- Depends -------------------------------------------------------------------------------------------
def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed_and_glibc(path: Path) -> tuple[set[str], set[tuple[int, ...]]]:
    """The NEEDED sonames of one ELF file and the GLIBC_x.y symbol versions it asks for."""
    text = run(["readelf", "--dynamic", "--version-info", "--wide", str(path)], env={**os.environ, "LC_ALL": "C"})
    needed = set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", text))
    glibc = {tuple(int(part) for part in found.split(".")) for found in re.findall(r"Name: GLIBC_([0-9.]+)\b", text)}
    return needed, glibc


def owning_package(soname: str, arch: str) -> str | None:
    """The installed package holding ``soname`` for ``arch`` (``dpkg -S``), or None if none does."""
    triplet = MULTIARCH.get(arch, "")
    for folder in (f"/lib/{triplet}", f"/usr/lib/{triplet}", "/lib", "/usr/lib", "/lib64"):
        path = Path(folder) / soname
        if not path.exists():
            continue
        for candidate in dict.fromkeys([str(path), str(path.resolve()), str(path).removeprefix("/usr"),
                                        "/usr" + str(path) if not str(path).startswith("/usr") else str(path)]):
            done = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
            if done.returncode == 0:
                return done.stdout.split(": ", 1)[0].split(",")[0].split(":")[0].strip()
    return None


def runtime_depends(bundle: Path, arch: str) -> tuple[list[str], dict[str, str]]:
    """The Depends list for ``bundle``, and for each system library it links to, the package found for it."""
    shipped = {path.name for path in bundle.rglob("*")}
    needed: set[str] = set()
    glibc: set[tuple[int, ...]] = set()
    for path in elf_files(bundle):
        names, versions = needed_and_glibc(path)
        needed |= names
        glibc |= versions
    found = {}
    for soname in sorted(needed - shipped):
        package = owning_package(soname, arch) or KNOWN_PACKAGES.get(soname)
        if package is None:
            raise PackageError(f"the bundle links to {soname}, which no installed package holds and "
                               f"debian_package.KNOWN_PACKAGES does not name: add it there")
        found[soname] = package
    packages = sorted(set(found.values()) | set(DATA_DEPENDS))
    libc = ".".join(map(str, max(glibc))) if glibc else None
    depends = [f"{p} (>= {libc})" if p == "libc6" and libc else p for p in packages]
    return depends, found


def drop_build_machine_search_paths(path: Path) -> bool:
    """Remove an RPATH/RUNPATH naming a folder of the build machine (CPython built by pyenv links its
    modules with ``/root/.pyenv/versions/3.x/lib``): an installed program must never look for libraries
    there. ``$ORIGIN`` paths (inside the bundle) stay. Like ``chrpath -d``: the dynamic entry is taken out
    and the ones after it move up. Returns whether the file changed."""
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF":
        return False
    wide, order = data[4] == 2, "<" if data[5] == 1 else ">"
    word = "q" if wide else "i"
    # e_phoff, then e_phentsize and e_phnum: where the program headers are, in either ELF class
    phoff = struct.unpack_from(order + ("Q" if wide else "I"), data, 0x20 if wide else 0x1C)[0]
    phentsize, phnum = struct.unpack_from(order + "HH", data, 0x36 if wide else 0x2A)
    segment = order + ("IIQQQQQQ" if wide else "IIIIIIII")
    headers = [struct.unpack_from(segment, data, phoff + i * phentsize) for i in range(phnum)]
    loads, dynamic = [], None
    for header in headers:  # 64-bit: type, flags, offset, vaddr, paddr, filesz; 32-bit: type, offset, vaddr...
        kind, offset, vaddr, filesz = ((header[0], header[2], header[3], header[5]) if wide
                                       else (header[0], header[1], header[2], header[4]))
        if kind == 1:
            loads.append((vaddr, offset, filesz))
        elif kind == 2:
            dynamic = (offset, filesz)
    if dynamic is None:
        return False
    entry = struct.Struct(order + word + word.upper())
    entries = [entry.unpack_from(data, dynamic[0] + i * entry.size) for i in range(dynamic[1] // entry.size)]
    entries = entries[:next((i for i, (tag, _) in enumerate(entries) if tag == 0), len(entries))]
    strtab = next(value for tag, value in entries if tag == 5)  # DT_STRTAB: an address
    strtab = next(offset + strtab - vaddr for vaddr, offset, size in loads if vaddr <= strtab < vaddr + size)

    def text(value: int) -> str:
        start = strtab + value
        return data[start:data.index(b"\0", start)].decode("utf-8", "replace")

    kept = [(tag, value) for tag, value in entries if tag not in (15, 29) or "$ORIGIN" in text(value)]
    if len(kept) == len(entries):
        return False
    for i in range(dynamic[1] // entry.size):
        entry.pack_into(data, dynamic[0] + i * entry.size, *(kept[i] if i < len(kept) else (0, 0)))
    path.write_bytes(bytes(data))
    return True


# ----- the man page from --help --------------------------------------------------------------------------
def roff(text: str) -> str:
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(("\\&" + line) if line.startswith((".", "'")) else line for line in text.splitlines())


def help_to_man(help_text: str, when: datetime, language: str = "en") -> str:
    """A man page (section 6) from the argparse ``--help`` output in ``language``: synopsis, options, games."""
    words = MAN_PAGE_WORDS[language]
    blocks = [block for block in help_text.strip().split("\n\n") if block.strip()]
    usage = " ".join(blocks[0].split(":", 1)[1].split())  # after "usage:" ("Aufruf:", "Utilisation :")
    description = blocks[1].strip()
    page = [f'.TH {NAME.upper()} {MAN_SECTION} "{when:%Y-%m-%d}" "{NAME} {version()}" "{words["section"]}"',
            f".SH {words['name']}", f"{NAME} \\- {roff(words['summary'])}",
            f".SH {words['synopsis']}", roff(usage),
            f".SH {words['description']}", roff(description),
            ".PP", roff(" ".join(words["about"].splitlines()))]
    for block in blocks[2:]:
        heading, *lines = block.splitlines()
        page.append(f".SH {roff(heading.rstrip(':').strip().upper())}")
        entries: list[list[str]] = []
        for line in lines:
            if re.match(r"^ {2}\S", line):  # a new option or game
                head, _, rest = line.strip().partition("  ")
                entries.append([head, rest.strip()])
            elif entries:  # argparse wraps after a hyphen too ("ci-" / "dessous"): no space there
                joint = "" if entries[-1][1].endswith("-") else " "
                entries[-1][1] = (entries[-1][1] + joint + line.strip()).strip()
        for head, rest in entries:
            page += [".TP", f"\\fB{roff(head)}\\fR", roff(rest)]
    page += [f".SH {words['files']}", ".TP", "\\fI~/.config/cardgame_gui/\\fR", roff(words["settings"]),
             ".TP", "\\fI~/.local/share/cardgame_gui/\\fR", roff(words["data"]),
             f".SH {words['see_also']}", f"{roff(words['rules'])} {roff(HOMEPAGE)}"]
    return "\n".join(page) + "\n"


def gzip_9n(data: bytes, target: Path) -> None:
    """What ``gzip -9n`` writes: best compression, no file name and no time stamp (reproducible)."""
    with open(target, "wb") as raw, gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw,
                                                   mtime=0) as out:
        out.write(data)


def changelog(maintainer: str, when: datetime) -> str:
    return (f"{NAME} ({version()}-{REVISION}) unstable; urgency=medium\n\n"
            f"  * {APP_NAME} {version()}, packaged from the PyInstaller bundle\n"
            f"    by packaging/build.py.\n\n"
            f" -- {maintainer}  {format_datetime(when)}\n")


# ----- the package ---------------------------------------------------------------------------------------
def stage(bundle: Path, root: Path, maintainer: str, when: datetime) -> None:
    """Lay out the package's files under ``root`` with the modes Debian wants (owner: dpkg-deb sets root)."""
    app = root / INSTALL_DIR
    shutil.copytree(bundle, app, symlinks=True)
    program = app / NAME
    for path in [app, *app.rglob("*")]:
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() or path == program else 0o644)
    for path in elf_files(app):
        drop_build_machine_search_paths(path)
    share = root / "usr" / "share"
    put(share / "applications" / DESKTOP_FILE.name, DESKTOP_FILE.read_bytes())
    put(share / "metainfo" / METAINFO.name, METAINFO.read_bytes())
    for size in ICON_SIZES:
        put(share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{DESKTOP_ID}.png",
            (ICONS / f"{DESKTOP_ID}_{size}.png").read_bytes())
    put(share / "icons" / "hicolor" / "scalable" / "apps" / f"{DESKTOP_ID}.svg",
        (ICONS / f"{DESKTOP_ID}.svg").read_bytes())
    (root / "usr" / "bin").mkdir(parents=True, exist_ok=True)
    (root / "usr" / "bin" / NAME).symlink_to(f"../lib/{NAME}/{NAME}")
    for language in MAN_PAGE_WORDS:
        help_text = run([str(program), "--help"], env={**os.environ, "COLUMNS": "80", "CARDGAME_LANGUAGE": language})
        man = share / "man" / (f"man{MAN_SECTION}" if language == "en" else f"{language}/man{MAN_SECTION}")
        man.mkdir(parents=True, exist_ok=True)
        gzip_9n(help_to_man(help_text, when, language).encode("utf-8"), man / f"{NAME}.{MAN_SECTION}.gz")
    doc = share / "doc" / NAME
    put(doc / "copyright", COPYRIGHT.read_bytes())
    doc.mkdir(parents=True, exist_ok=True)
    gzip_9n(changelog(maintainer, when).encode("utf-8"), doc / "changelog.Debian.gz")
    put(share / "lintian" / "overrides" / NAME, OVERRIDES.read_bytes())
    for path in [root, *root.rglob("*")]:  # folders made on the way: 0755 whatever the umask
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)


def put(target: Path, data: bytes) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    target.chmod(0o644)


def control(root: Path, arch: str, maintainer: str, depends: list[str]) -> str:
    size_kib = sum((p.lstat().st_size + 1023) // 1024 for p in root.rglob("*") if not p.is_dir()) + len(
        [p for p in root.rglob("*") if p.is_dir()])  # dpkg-gencontrol's count: KiB per file, 1 per folder
    description = "\n".join(" " + line for line in DESCRIPTION.splitlines())
    return (f"Package: {NAME}\nVersion: {version()}-{REVISION}\nArchitecture: {arch}\n"
            f"Maintainer: {maintainer}\nInstalled-Size: {size_kib}\nDepends: {', '.join(depends)}\n"
            f"Section: games\nPriority: optional\nHomepage: {HOMEPAGE}\n"
            f"Description: {SUMMARY}\n{description}\n")


def md5sums(root: Path) -> str:
    lines = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.relative_to(root).parts[0] != "DEBIAN":
            lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root).as_posix()}")
    return "\n".join(lines) + "\n"


def build(bundle: Path, out_dir: Path, work: Path | None = None) -> tuple[Path, list[str]]:
    """Package ``bundle`` (``dist/cardgame-gui``) into ``out_dir``; returns the .deb and its Depends."""
    if not (bundle / NAME).is_file():
        raise PackageError(f"{bundle / NAME} is missing: build the bundle first (packaging/build.py)")
    arch = architecture()
    maintainer = os.environ.get("DEBEMAIL") and f"{os.environ.get('DEBFULLNAME', APP_NAME + ' developers')} " \
        f"<{os.environ['DEBEMAIL']}>" or DEFAULT_MAINTAINER
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = datetime.fromtimestamp(int(epoch) if epoch else time.time(), tz=timezone.utc).replace(microsecond=0)
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="cardgame_gui_deb_", dir=work) as staging:
        root = Path(staging) / "root"
        stage(bundle, root, maintainer, when)
        depends, _ = runtime_depends(root / INSTALL_DIR, arch)
        meta = root / "DEBIAN"
        meta.mkdir(mode=0o755)
        put(meta / "md5sums", md5sums(root).encode("utf-8"))
        put(meta / "control", control(root, arch, maintainer, depends).encode("utf-8"))
        target = out_dir / package_file_name(arch)
        run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)],
            env={**os.environ, "SOURCE_DATE_EPOCH": str(int(when.timestamp()))})
    return target, depends


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="the bundle folder packaging/build.py made (dist/cardgame-gui)")
    parser.add_argument("--out", type=Path, default=Path("dist"), help="where the .deb goes")
    parser.add_argument("--depends", action="store_true",
                        help="only print each system library the bundle links to and its package")
    args = parser.parse_args(argv)
    try:
        if args.depends:
            depends, found = runtime_depends(args.bundle.resolve(), architecture())
            for soname, package in found.items():
                print(f"{soname:28} {package}")
            print(f"Depends: {', '.join(depends)}")
            return 0
        target, depends = build(args.bundle.resolve(), args.out.resolve())
    except PackageError as error:
        print(f"debian_package.py: {error}", file=sys.stderr)
        return 1
    print(f"{target} ({target.stat().st_size / 1e6:.1f} MB); Depends: {', '.join(depends)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

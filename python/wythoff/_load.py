"""Find Wy-1.0 (the typelib) and libwythoff-1 (the library) before anything imports them,
and say which one is missing and how to fix it, instead of the binding's obscure failures."""
import ctypes
import glob
import os

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = ("run /usr/bin/python3, or a virtual environment made with "
        "`python3 -m venv --system-site-packages`")


def _bundled():
    """The folder `pip install .` puts the library and the typelib in (meson-python's)."""
    found = glob.glob(os.path.join(os.path.dirname(HERE), ".*.mesonpy.libs"))
    return found[0] if found else None


def _games():
    """`pip install .` puts the game library inside this package (meson's -Dwheel=true), where
    the library's compiled-in folder does not lead: name it in WY_GAMES_DIR, the library's
    own override, unless the user set that already (an installed library needs nothing)."""
    games = os.path.join(HERE, "games")
    if not os.environ.get("WY_GAMES_DIR") and os.path.isdir(games):
        os.environ["WY_GAMES_DIR"] = games


def load(namespace="Wy", version="1.0"):
    """The Wy module, from the bundled folder of a pip install or the usual search paths
    (another namespace or version only for the tests of the messages)."""
    try:
        import gi
    except ImportError:
        raise ImportError("wythoff needs PyGObject (the module gi): on Debian `apt install "
                          f"python3-gi`, and {VENV}") from None
    gi.require_version("GIRepository", "2.0")
    from gi.repository import GIRepository, GLib
    repo = GIRepository.Repository.get_default()
    bundled = _bundled()
    _games()
    if bundled:
        for typelib in glob.glob(os.path.join(bundled, "**", f"{namespace}-{version}.typelib"),
                                 recursive=True):
            repo.prepend_search_path(os.path.dirname(typelib))
        repo.prepend_library_path(bundled)
    try:
        gi.require_version(namespace, version)
        repo.require(namespace, version, 0)
    except (ValueError, GLib.Error):
        raise ImportError(
            f"the typelib {namespace}-{version}.typelib is not found (searched: "
            f"{', '.join(repo.get_search_path()) or 'nothing'}): set GI_TYPELIB_PATH to the "
            "folder that holds it (_build/src/core in a build tree, "
            "PREFIX/lib/<arch>/girepository-1.0 when installed), or install the project "
            "(`pip install .` from a clone, see docs/python.md)") from None
    if bundled:  # loaded by its path (its soname): GI's dlopen by name then finds it
        name = repo.get_shared_library("Wy").split(",")[0]
        for path in sorted(glob.glob(os.path.join(bundled, name + "*")))[:1]:
            ctypes.CDLL(path)
    from gi.repository import Wy  # the override checks the library
    return Wy

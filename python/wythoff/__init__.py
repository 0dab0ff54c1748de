"""wythoff: the exact solver of Wythoff Lattice from Python.

    import wythoff
    from wythoff import Wy                      # = from gi.repository import Wy, found first
    sol = Wy.solve(Wy.Game.parse("wyt:a=1,b=2"), 4096, Wy.Needs.STEPS)
    wythoff.steps(sol)                          # numpy uint32 [y, x], no copy
    wythoff.to_pandas(sol)                      # a DataFrame, a row per cell
    wythoff.plot(sol)                           # matplotlib, the window's colours

Importing it finds the library and the typelib (also where `pip install .` put them) or
says which is missing and how to fix it. docs/python.md tells the rest.
"""

from ._load import load

Wy = load()

from .arrays import *  # noqa: E402,F401,F403
from .arrays import __all__ as _arrays_all  # noqa: E402
from .frames import table_frame, to_pandas  # noqa: E402
from .plot import plot  # noqa: E402
from .automata import Automaton, automaton, from_walnut  # noqa: E402

__all__ = ["Wy", "to_pandas", "table_frame", "plot", "Automaton", "automaton",
           "from_walnut"] + _arrays_all

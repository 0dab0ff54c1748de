"""What unpickling calls to rebuild games, positions and pairs. Importing it (as a Dask worker
or a multiprocessing child does, before anything else) loads the binding the usual way; the
override module itself cannot be imported before the binding."""
from . import Wy


def game(rule):
    return Wy.Game.parse(rule)


def pos(x, y):
    return Wy.Pos(x, y)


def pair(x, y):
    return Wy.Pair(x, y)

"""wythoff_numpy: the bulk reads of the Wy-1.0 binding as numpy arrays, without a copy.

    import wythoff_numpy as wn
    sol = Wy.solve(Wy.Game.parse("wyt:a=1,b=2"), Wy.Query.new(4096, Wy.Needs.STEPS))
    status = wn.statuses(sol)        # uint8 [y, x]: 0 none, 1 P, 2 N
    steps = wn.steps(sol)            # uint32 [y, x]

GLib.Bytes.get_data() copies the data into a Python bytes; these views read the
memory the GLib.Bytes holds (a dense board's own storage) in place, and keep the
GLib.Bytes (and so the board) alive as long as the array. The arrays are
read-only; .copy() one to write. Layouts: docs/python.md.
"""

import ctypes

import numpy

__all__ = ["view", "statuses", "steps", "grundy_values", "ppos_pairs"]


def _wy():
    import gi
    gi.require_version("Wy", "1.0")
    from gi.repository import Wy
    return Wy


def view(data, dtype):
    """A read-only numpy array of dtype over a GLib.Bytes, without copying it."""
    size = data.get_size()
    if size == 0:
        return numpy.zeros(0, dtype)
    buffer = (ctypes.c_char * size).from_address(_wy().bytes_get_address(data))
    buffer.gbytes = data  # the bytes live as long as the buffer, the buffer as the array
    array = numpy.frombuffer(buffer, dtype)
    array.flags.writeable = False
    return array


def _cells(solution, data, dtype):
    board = solution.get_board()
    side = board.get_size()
    array = view(data, dtype)
    return array if board.is_one_pile() else array.reshape(side, side)


def statuses(solution):
    """Every cell's Wy.Status as uint8, indexed [y, x] (one pile: [n])."""
    return _cells(solution, solution.get_board().get_statuses(), numpy.uint8)


def steps(solution):
    """Every cell's elimination step as uint32, indexed [y, x] (one pile: [n])."""
    return _cells(solution, solution.get_board().get_steps(), numpy.uint32)


def grundy_values(solution):
    """Every cell's Sprague-Grundy value as int32 (-1 undefined), indexed [y, x]."""
    return _cells(solution, solution.get_board().get_grundy_values(), numpy.int32)


def ppos_pairs(solution):
    """The P-positions as uint32 rows (x, y), by y then x."""
    return view(solution.get_board().get_ppos_pairs(), numpy.uint32).reshape(-1, 2)

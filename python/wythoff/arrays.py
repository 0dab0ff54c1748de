"""wythoff.arrays: every bulk answer of the core as a numpy array, without a copy.

    import wythoff
    sol = wythoff.Wy.solve(wythoff.Wy.Game.parse("wyt:a=1,b=2"), 4096, wythoff.Wy.Needs.STEPS)
    status = wythoff.statuses(sol)   # uint8 [y, x]: 0 none, 1 P, 2 N
    steps = wythoff.steps(sol)       # uint32 [y, x]
    cube = Wy.solve(Wy.Game.parse("wythoff:heaps=3"), 64, Wy.Needs.STEPS)
    wythoff.steps(cube)              # uint32 [z, y, x]: three heaps

The core hands each answer over as a GLib.Bytes (a board's own storage, or the array it
built, never copied). GLib.Bytes.get_data() would copy it into a Python bytes; these arrays
read the memory the GLib.Bytes holds in place, and keep the GLib.Bytes (and so the board)
alive as long as the array. The arrays are read-only; .copy() one to write. The long calls
(classes, offsets, exact tables) take progress(fraction) and a Gio.Cancellable and stop on
Ctrl-C, as Wy.solve does. Layouts: docs/python.md.
"""

import numpy

from ._load import load

Wy = load()

from gi.repository import GLib  # noqa: E402: loaded by load()
from wythoff_checks import core_range, whole_number  # noqa: E402: loaded by load()

__all__ = ["view", "statuses", "steps", "grundy_values", "ppos_pairs", "ppos_triples",
           "grundy_class", "grundy_classes", "recursion_pairs", "recursion_ppos", "class_offsets",
           "table_rows", "board_table_rows", "sequence", "grundy_strip", "CLASS_OFFSETS"]

# WyClassOffsets as C lays it out (wy-analysis.h)
CLASS_OFFSETS = numpy.dtype([("value", numpy.uint32), ("count", numpy.uint64),
                             ("has_offset", numpy.int32), ("min_offset", numpy.float64),
                             ("max_offset", numpy.float64), ("max_abs", numpy.float64, 4)],
                            align=True)


_address = Wy.bytes_get_address  # looked up once: each Wy.name lookup costs some microseconds
_bytes = numpy.dtype(numpy.uint8)


class _Memory:
    """The memory of a GLib.Bytes as numpy sees it (the array interface): the base of the
    arrays over it, so the bytes live as long as they do."""

    __slots__ = ("gbytes", "__array_interface__")

    def __init__(self, data, size):
        self.gbytes = data
        self.__array_interface__ = {"version": 3, "shape": (size,), "typestr": "|u1",
                                    "data": (_address(data), True)}


def view(data, dtype, columns=None):
    """A read-only numpy array of dtype over a GLib.Bytes, without copying it (rows of
    `columns` values when given)."""
    if not isinstance(data, GLib.Bytes):
        raise TypeError(f"view: expected a GLib.Bytes (what the core's bulk calls give), "
                        f"not {type(data).__name__}")
    size = data.get_size()
    array = numpy.asarray(_Memory(data, size)) if size else numpy.zeros(0, _bytes)
    array = array.view(dtype)
    return array if columns is None else array.reshape(-1, columns)


def _board(solution, name):
    """The board of a solution, or the board given; anything else is named."""
    if isinstance(solution, Wy.Board):
        return solution
    if isinstance(solution, Wy.Solution):
        return solution.get_board()
    raise TypeError(f"{name}: expected a Wy.Solution (or its Wy.Board), "
                    f"not {type(solution).__name__}")


def _cells(board, data, dtype):
    side = board.get_size()
    array = view(data, dtype)
    if board.get_heaps() == 3:
        return array.reshape(side, side, side)
    return array if board.is_one_pile() else array.reshape(side, side)


def statuses(solution):
    """Every cell's Wy.Status as uint8, indexed [y, x] (one pile: [n]; three heaps: a cube
    [z, y, x], as are steps and grundy_values). Of a Wy.Solution or its Wy.Board, as are
    the views below."""
    board = _board(solution, "statuses")
    return _cells(board, board.get_statuses(), numpy.uint8)


def steps(solution):
    """Every cell's elimination step as uint32, indexed [y, x] (one pile: [n])."""
    board = _board(solution, "steps")
    return _cells(board, board.get_steps(), numpy.uint32)


def grundy_values(solution):
    """Every cell's Sprague-Grundy value as int32 (-1 undefined), indexed [y, x]."""
    board = _board(solution, "grundy_values")
    return _cells(board, board.get_grundy_values(), numpy.int32)


def ppos_pairs(solution):
    """The P-positions as uint32 rows (x, y), by y then x (three heaps: ppos_triples)."""
    board = _board(solution, "ppos_pairs")
    if board.get_heaps() == 3:
        raise ValueError("ppos_pairs: a cube's P-positions are triples (x, y, z): read "
                         "ppos_triples")
    return view(board.get_ppos_pairs(), numpy.uint32, 2)


def ppos_triples(solution):
    """Three heaps: the P-positions as uint32 rows (x, y, z, step), by step then z, y, x."""
    board = _board(solution, "ppos_triples")
    # the core answers an empty list for a board that is not a cube: no P-position at all
    if board.get_heaps() != 3:
        raise ValueError("ppos_triples: a board of one or two heaps (or a slice of a cube) is "
                         "not a cube: its P-positions are pairs (x, y): read ppos_pairs")
    return view(board.get_ppos_triples(), numpy.uint32, 4)


def _long(call, progress, cancellable):
    """call(progress_func, cancellable) through Wy.call_interruptible. The core's calls
    with a progress function take its user_data next (None here: Python's callback needs
    none), then the cancellable."""
    return Wy.call_interruptible(call, progress, cancellable)


def _grundy_size(where, game, size):
    return whole_number(where, "size", size, lambda: core_range(
        lambda largest: Wy.grundy_class_bytes(game, largest, 0)))


def _top(where, game, top):
    return whole_number(where, "top", top, lambda: core_range(
        lambda largest: Wy.grundy_classes_bytes(game, 1, largest)))


def grundy_class(game, size, value, progress=None, cancellable=None):
    """The positions of Grundy value `value` on the board x, y < size, as uint32 rows (x, y)
    by y then x (wythoff grundy --value)."""
    size = _grundy_size("grundy_class", game, size)
    value = whole_number("grundy_class", "value", value)
    return view(_long(lambda p, c: Wy.grundy_class_bytes(game, size, value, p, None, c),
                      progress, cancellable), numpy.uint32, 2)


def grundy_classes(game, size, top, progress=None, cancellable=None):
    """The positions of every value 0 .. top as uint32 rows (g, x, y), by g, y, x."""
    size, top = _grundy_size("grundy_classes", game, size), _top("grundy_classes", game, top)
    return view(_long(lambda p, c: Wy.grundy_classes_bytes(game, size, top, p, None, c),
                      progress, cancellable), numpy.uint32, 3)


def recursion_pairs(game, count):
    """The paper's first count pairs (x_n, y_n) as uint64 rows, n = 0, 1, ..."""
    count = whole_number("recursion_pairs", "count", count, lambda: core_range(
        lambda largest: Wy.recursion_pairs_bytes(game, largest)))
    return view(Wy.recursion_pairs_bytes(game, count), numpy.uint64, 2)


def recursion_ppos(game, size):
    """The P-positions the paper's formula predicts on the board, uint32 rows (x, y)."""
    size = whole_number("recursion_ppos", "size", size, lambda: core_range(
        lambda largest: Wy.recursion_ppos_bytes(game, largest)))
    return view(Wy.recursion_ppos_bytes(game, size), numpy.uint32, 2)


def class_offsets(game, size, top, progress=None, cancellable=None):
    """wythoff classes: a record (CLASS_OFFSETS) per value 0 .. top."""
    size, top = _grundy_size("class_offsets", game, size), _top("class_offsets", game, top)
    return view(_long(lambda p, c: Wy.class_offsets_bytes(game, size, top, p, None, c),
                      progress, cancellable), CLASS_OFFSETS)


def table_rows(game, count, source="exact", progress=None, cancellable=None):
    """The first count rows (x, y) of the papers' table as uint64, from the exact solver
    (source="exact", in table order) or the paper's recursion ("recursion")."""
    if source == "recursion":
        count = whole_number("table_rows", "count", count, lambda: core_range(
            lambda largest: Wy.table_rows_from_recursion_bytes(game, largest)))
        return view(Wy.table_rows_from_recursion_bytes(game, count), numpy.uint64, 2)
    if source != "exact":
        raise ValueError(f"table_rows: source is 'exact' or 'recursion', not {source!r}")
    count = whole_number("table_rows", "count", count, lambda: core_range(
        lambda largest: Wy.table_exact_rows_bytes(game, largest)))
    return view(_long(lambda p, c: Wy.table_exact_rows_bytes(game, count, p, None, c),
                      progress, cancellable), numpy.uint64, 2)


def board_table_rows(solution):
    """The table rows (x, y) whose pair lies on the solved board, uint64, table order."""
    return view(Wy.table_rows_on_board_bytes(_board(solution, "board_table_rows")),
                numpy.uint64, 2)


def sequence(game, what, first, count, cancellable=None):
    """wythoff sequence: terms first .. first + count - 1 of `what` ("ppos-x",
    "grundy-row=3", "class=2", ...) as int64."""
    first = whole_number("sequence", "first", first, bits=64)
    count = whole_number("sequence", "count", count,
                         lambda: f"from 1 to {Wy.SEQUENCE_MAX_COUNT}", bits=64)
    ok, kind, param = Wy.sequence_parse(what)
    return view(_long(lambda _p, c: Wy.sequence_terms_bytes(game, kind, param, first, count, c),
                      None, cancellable), numpy.int64)


def grundy_strip(game, rows, length, cancellable=None):
    """The Grundy values g(x, y), x < rows, y < length, as int32 indexed [y, x]."""
    rows = whole_number("grundy_strip", "rows", rows, lambda: f"from 1 to {Wy.STRIP_MAX_ROWS}")
    length = whole_number("grundy_strip", "length", length, lambda: core_range(
        lambda largest: Wy.grundy_strip_bytes(game, max(rows, 1), largest)))
    data = _long(lambda _p, c: Wy.grundy_strip_bytes(game, rows, length, c), None, cancellable)
    return view(data, numpy.int32).reshape(length, rows)

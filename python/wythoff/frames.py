"""wythoff.frames: pandas DataFrames of solutions, tables, class offsets and sweeps."""

import numpy

from . import arrays
from ._questions import COLUMNS

Wy = arrays.Wy

__all__ = ["to_pandas", "table_frame"]

_STATUS = numpy.array(["none", "P", "N"])


def _cells(solution):
    """One row per cell: x, y (three heaps: and z), status ("P", "N", "none"), and step and
    grundy where solved."""
    import pandas
    board = solution.get_board()
    status = arrays.statuses(solution)
    columns = {}
    if board.is_one_pile():
        columns["x"], columns["y"] = numpy.arange(status.size), numpy.zeros(status.size,
                                                                           numpy.intp)
    elif board.get_heaps() == 3:
        z, y, x = numpy.indices(status.shape)
        columns["x"], columns["y"], columns["z"] = x.ravel(), y.ravel(), z.ravel()
    else:
        y, x = numpy.indices(status.shape)
        columns["x"], columns["y"] = x.ravel(), y.ravel()
    columns["status"] = pandas.Categorical(_STATUS[status.ravel()], categories=_STATUS)
    if board.has_steps():
        columns["step"] = arrays.steps(solution).ravel()
    if board.has_grundy():
        columns["grundy"] = arrays.grundy_values(solution).ravel()
    return pandas.DataFrame(columns)


def table_frame(game, count, source="exact", progress=None, cancellable=None):
    """The first count rows of the papers' table: n, x, y, d = y - x (as `wythoff table`;
    a one-pile game's n, a, b as Fraenkel's tables: b_n the n-th P-position, a_n the n-th
    number that is not one)."""
    rows = arrays.table_rows(game, count, source, progress, cancellable)
    if game.is_one_pile():
        import pandas
        return pandas.DataFrame({"n": numpy.arange(len(rows)),
                                 "a": rows[:, 0].astype(numpy.int64),
                                 "b": rows[:, 1].astype(numpy.int64)})
    return _pairs(rows)


def _pairs(rows):
    import pandas
    x, y = rows[:, 0].astype(numpy.int64), rows[:, 1].astype(numpy.int64)
    return pandas.DataFrame({"n": numpy.arange(len(rows)), "x": x, "y": y, "d": y - x})


def to_pandas(obj, question=None):
    """A DataFrame of:
    - a Wy.Solution: one row per cell (x, y, status, and step and grundy where solved);
    - sweep rows (wythoff_sweep.sweep's list of dicts): its columns, None as missing; pass
      the question to keep the CLI's column order even for no rows;
    - a numpy array from wythoff.arrays: records (class_offsets) by field, rows of pairs as
      x, y, triples (grundy_classes) as g, x, y."""
    import pandas
    if isinstance(obj, Wy.Solution):
        return _cells(obj)
    if isinstance(obj, numpy.ndarray):
        if obj.dtype.names:
            return pandas.DataFrame({n: list(obj[n]) if obj[n].ndim > 1 else obj[n]
                                     for n in obj.dtype.names})
        names = {2: ["x", "y"], 3: ["g", "x", "y"]}.get(obj.shape[1] if obj.ndim == 2 else 0)
        return pandas.DataFrame(obj, columns=names)
    if question is not None and question not in COLUMNS:  # it was KeyError 'bogus'
        raise ValueError(f"to_pandas: unknown question {question!r}: choose "
                         f"{', '.join(COLUMNS)}")
    try:
        rows = list(obj)
    except TypeError:  # it was "'NoneType' object is not iterable"
        raise TypeError("to_pandas: expected a Wy.Solution, sweep rows (wythoff_sweep's list "
                        f"of dicts) or a numpy array of wythoff.arrays, not "
                        f"{type(obj).__name__}") from None
    if question is not None:
        return pandas.DataFrame(rows, columns=list(COLUMNS[question]))
    return pandas.DataFrame(rows)

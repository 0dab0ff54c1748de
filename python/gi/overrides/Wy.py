"""PyGObject overrides of Wy-1.0: what `from gi.repository import Wy` adds to the binding.

- reprs that show the rule string and size; games and positions equal by value and hashable;
  games, positions and pairs pickle (a game by its rule string), so multiprocessing and Dask
  take them as they are;
- flags that stay flags when combined with ints (`Wy.Needs.STEPS | 0`);
- help() shows the GIR's documentation (python/wy_gir_docs.py, generated at build time);
- `Wy.solve (game, size, needs, ...)` with keywords, progress from Python and Ctrl-C: the
  core runs in a worker thread while this thread waits in short slices; Ctrl-C (or Jupyter's
  "Interrupt kernel") cancels the solve and raises KeyboardInterrupt; an exception raised in
  a progress callback cancels the call and is raised again from it.
"""

import operator
import threading

from gi.repository import GLib, Gio

from ..module import get_introspection_module
from ..overrides import override
from wythoff_checks import LARGEST as _LARGEST, core_range, whole_number  # noqa: F401


def _check_library(name=None):
    """Load the library the typelib names now, to say what is wrong before the first call
    (another name only for the test of the message)."""
    import ctypes
    import gi
    gi.require_version("GIRepository", "2.0")
    from gi.repository import GIRepository
    name = name or (GIRepository.Repository.get_default().get_shared_library("Wy")
                    or "libwythoff-1.so.1").split(",")[0]
    try:
        ctypes.CDLL(name)
    except OSError as e:
        raise ImportError(
            f"the library {name}, which the typelib Wy-1.0 names, is not found ({e}): set "
            "LD_LIBRARY_PATH to the folder that holds it (_build/src/core in a build tree, "
            "PREFIX/lib/<arch> when installed), or install the project (`pip install .` "
            "from a clone, see docs/python.md)") from None


Wy = get_introspection_module("Wy")
_check_library()
from gi.repository import GIRepository  # noqa: E402: required by _check_library

# ---- help() from the GIR's documentation ----


_OWN_DOCS = {}  # the docstrings of the classes below, which the metaclass would hide


def _install_docs():
    try:
        from wy_gir_docs import DOCS
    except ImportError:  # a tree without the generated module: signatures only
        return
    from gi import docstring

    default = docstring.get_doc_string_generator()

    def generate(info):
        text = default(info)
        if info.get_namespace() != "Wy":
            return text
        container = getattr(info, "get_container", lambda: None)()
        key = (container.get_name() + "." if container is not None else "") + info.get_name()
        doc = _OWN_DOCS.get(key) or DOCS.get(key)
        return f"{text}\n\n{doc}" if doc else text

    docstring.set_doc_string_generator(generate)


_install_docs()  # before the first use of a type of Wy: a type's text is made with it

__all__ = []

# ---- calls that can be interrupted ----

# How long the waiting thread sleeps between looks at a signal, and how long it waits for
# the core to notice a cancel before it raises anyway.
_SLICE = 0.05
_GRACE = 2.0


def call_interruptible(call, progress=None, cancellable=None):
    """call(progress_func, cancellable) in a worker thread, the result returned.

    progress(fraction) is called with the fraction done; an exception it raises cancels
    the call and is raised here. KeyboardInterrupt in the calling (main) thread cancels the
    call and is raised again. The call gets a cancellable of its own, cancelled when the
    caller's is: a progress function that raises, or Ctrl-C, cancel that one alone, so the
    caller's stays usable for the next call. Off the main thread (no signal arrives there)
    the call runs in place."""
    cancel = Gio.Cancellable()
    chained = 0 if cancellable is None else cancellable.connect(lambda *_: cancel.cancel())
    try:
        return _run_cancellable(call, progress, cancel)
    finally:
        if chained:
            cancellable.disconnect(chained)


def _run_cancellable(call, progress, cancel):
    """call_interruptible's work: call on a worker thread (or in place off the main
    thread), the own cancellable cancelled on a progress function's exception or Ctrl-C."""
    failure = []

    def on_progress(fraction, *_data):
        if failure:
            return
        try:
            progress(fraction)
        except BaseException as e:  # noqa: B902: a KeyboardInterrupt in a callback cancels too
            failure.append(e)
            cancel.cancel()

    box = {}

    def work():
        try:
            box["value"] = call(on_progress if progress is not None else None, cancel)
        except BaseException as e:  # noqa: B902: raised below, in the calling thread
            box["error"] = e

    if threading.current_thread() is not threading.main_thread():
        work()
    else:
        worker = threading.Thread(target=work, name="wy-call", daemon=True)
        worker.start()
        try:
            while worker.is_alive():
                worker.join(_SLICE)
        except KeyboardInterrupt:
            cancel.cancel()
            worker.join(_GRACE)
            raise
    if failure:  # the call was cancelled for it
        raise failure[0]
    if "error" in box:
        raise box["error"]
    return box["value"]


def _side_range(game, needs):
    """The sides Wy.solve takes for the game, from the core (Wy.solve_max_side)."""
    cap, reason = Wy.solve_max_side(game, Wy.Query.new(1, needs))
    return f"the board side of {game.to_string()} must be from 1 to {cap} ({reason})"


def _region(query, region, size):
    """The region keyword on the query: each corner's coordinate on the board."""
    n = len(region) if hasattr(region, "__len__") else None
    if n not in (4, 6):
        what = f"has {n} numbers" if n is not None else f"is a {type(region).__name__}"
        raise TypeError(f"solve: region {what}: give (x0, y0, x1, y1), or (x0, y0, z0, x1, y1, "
                        "z1) for three heaps")
    corners = [whole_number("solve", f"region[{i}]", v,
                            lambda: f"the corners lie on the board, from 0 to {size - 1}")
               for i, v in enumerate(region)]
    if len(corners) == 6:
        query.set_region3(*corners)
    else:
        query.set_region(*corners)


def _query(game, size, needs, region=None, classes=None, time_budget=None):
    """The Wy.Query of the size form of solve."""
    size = whole_number("solve", "size", size, lambda: _side_range(game, needs))
    query = Wy.Query.new(size, needs)
    if region is not None:
        _region(query, region, size)
    if classes is not None:
        query.set_classes(whole_number("solve", "classes", classes))
    if time_budget is not None and not query.set_time_budget(time_budget):
        raise ValueError(f"solve: time_budget {time_budget} is out of range: 0 (the "
                         f"process's own budget) or from {Wy.TIME_BUDGET_MIN:g} to "
                         f"{Wy.TIME_BUDGET_MAX:g} seconds")
    return query


def _solve(game, query, progress, cancellable):
    """The one call of the core's solve: the query given, or the size form's, with the
    progress function and the cancellable of call_interruptible set on it (a query of the
    caller's keeps its own: it has no getter, so the override cannot add to it)."""
    if progress is not None:
        query.set_progress(progress)
    if cancellable is not None:
        query.set_cancellable(cancellable)
    return Wy.solve(game, query)


def solve(game, size, needs=None, cancellable=None, *, region=None, classes=None,
          time_budget=None, progress=None):
    """solve(game, size, needs=Wy.Needs.STATUS, cancellable=None, *, region=None,
    classes=None, time_budget=None, progress=None) -> Wy.Solution
    solve(game, query) -> Wy.Solution

    Solve the board x, y < size (one pile: 0 .. size - 1) of game, exactly, for what needs
    asks (a Wy.Needs mask): the query Wy.Query.new(size, needs) with region=(x0, y0, x1,
    y1) (solve only what those cells need; a game of three heaps: (x0, y0, z0, x1, y1, z1),
    the cube of every heap below size), classes (the top Grundy class) and time_budget
    (seconds, 1 to 600; 0: the process's own) set. progress(fraction) is called now and
    then (from the solving thread); an exception it raises cancels the solve and is raised
    here.
    Ctrl-C cancels the solve (KeyboardInterrupt), so does cancelling the Gio.Cancellable.
    A size beyond the budget raises GLib.Error naming it (Wy.solve_max_side); its
    allowed_size is the side the core would solve instead, the number the message names
    (the query's get_allowed_size(); 0 when it names none).

    Given a Wy.Query of your own, the solve runs as the query says (its progress and
    cancellable); Ctrl-C then stops the wait at once, and the solve too only through the
    cancellable you set on the query. The query carries them all: needs, a cancellable or
    a keyword given beside it raises TypeError."""
    if isinstance(size, Wy.Query):
        _query_alone(needs=needs, cancellable=cancellable, region=region, classes=classes,
                     time_budget=time_budget, progress=progress)
        query = size
        return _naming_allowed(query, lambda: call_interruptible(
            lambda _p, _c: Wy.solve(game, query)))
    needs = Wy.Needs.STATUS if needs is None else needs
    query = _query(game, size, needs, region, classes, time_budget)
    return _naming_allowed(query, lambda: call_interruptible(
        lambda prog, cancel: _solve(game, query, prog, cancel), progress, cancellable))


def _query_alone(**given):
    """TypeError when solve(game, query) is given what the query carries: it would be
    ignored (the query has no getters, so the override cannot add to it)."""
    named = [name for name, value in given.items() if value is not None]
    if named:
        raise TypeError(f"solve: the Wy.Query carries {', '.join(named)}: set it on the query "
                        "(Wy.Query.new, set_region, set_classes, set_time_budget, "
                        "set_progress, set_cancellable), not beside it")


def _naming_allowed(query, call):
    """call(), a GLib.Error it raises given the side the query's refusal allows."""
    try:
        return call()
    except GLib.Error as e:
        e.allowed_size = query.get_allowed_size()
        raise


__all__ += ["call_interruptible", "solve"]

# ---- value semantics, reprs and pickling ----


def _rebuilt_by(name):
    """The function of wythoff._pickle that unpickling calls (pickle names it, and importing
    it loads the binding in a fresh process)."""
    from wythoff import _pickle
    return getattr(_pickle, name)


class Game(Wy.Game):
    """A game: Wy.Game.parse(rule) from a rule string (`wythoff --help` lists the families),
    Wy.Game.new_from_text(text) from a rule string or the name of a game of the library.
    Equal, hashed and pickled by its canonical rule string (game.to_string())."""

    def __repr__(self):
        return f"Wy.Game.parse({self.to_string()!r})"

    def __str__(self):
        return self.to_string()

    def __eq__(self, other):
        if not isinstance(other, Wy.Game):
            return NotImplemented
        return self.to_string() == other.to_string()

    def __hash__(self):
        return hash(("Wy.Game", self.to_string()))

    def _unordered(self, other):
        raise TypeError("Wy.Game has no order (PyGObject's would compare addresses): sort "
                        "by the rule string, key=Wy.Game.to_string")

    __lt__ = __le__ = __gt__ = __ge__ = _unordered

    def __reduce__(self):
        return _rebuilt_by("game"), (self.to_string(),)

    @staticmethod
    def parse(rule):
        """parse(rule: str) -> Wy.Game: the game of a rule string (GLib.Error naming what
        is wrong); a NUL in it raises ValueError (C would read the text up to it)."""
        return Wy.Game.parse(_text("Game.parse", "rule", rule))

    @staticmethod
    def new_from_text(text):
        """new_from_text(text: str) -> Wy.Game: a rule string or the name of a game of the
        library; a NUL in it raises ValueError."""
        return Wy.Game.new_from_text(_text("Game.new_from_text", "text", text))

    @staticmethod
    def new_rule(family, expression):
        """new_rule(family: Wy.Family, expression: str) -> Wy.Game; a NUL in the expression
        raises ValueError."""
        return Wy.Game.new_rule(family, _text("Game.new_rule", "expression", expression))

    @staticmethod
    def check_rule(family, expression):
        """check_rule(family: Wy.Family, expression: str) -> (bool, column): the expression
        checked alone; a NUL in it raises ValueError."""
        return Wy.Game.check_rule(family, _text("Game.check_rule", "expression", expression))


for _name in ("parse", "new_from_text", "new_rule", "check_rule"):  # and the GIR's text
    Game.__dict__[_name].__func__.__doc__ += "\n\n" + (getattr(Wy.Game, _name).__doc__ or "")


def _text(where, name, value):
    """A string for the core, which reads it up to its first NUL: "wythoff\\0junk" would
    parse as wythoff. A NUL raises ValueError naming the parameter and where it is."""
    if isinstance(value, str) and "\0" in value:
        at = value.index("\0")
        raise ValueError(f"{where}: {name} holds a NUL character (at {at}): the core would "
                         "read the text only up to it")
    return value


class Query(Wy.Query):
    # no docstring of its own: help() shows the GIR's

    @staticmethod
    def new(size, needs):
        """new(size: int, needs: Wy.Needs) -> Wy.Query: the query of the board x, y < size
        (a whole number, numpy's integers too) for what needs asks."""
        return Wy.Query.new(whole_number("Query.new", "size", size), needs)


def _by_y_then_x(compare):
    """An order of Wy.Pos (or of Wy.Pair): by y, then x, as a board lists its P-positions."""
    def method(self, other):
        if not isinstance(other, _Coordinates) or other._name != self._name:
            return NotImplemented
        return compare((self.y, self.x), (other.y, other.x))
    return method


class _Coordinates:
    """Values (x, y): Wy.Pos and Wy.Pair, equal, hashed and pickled by their coordinates,
    ordered by y, then x (as a board lists its P-positions: sorted() gives that order)."""

    def __init__(self, x=0, y=0):
        super().__init__()
        self.x, self.y = x, y

    def __setattr__(self, name, value):
        if name in ("x", "y"):  # a field of the boxed value: PyGObject would cut 2.7 to 2
            value = whole_number(self._name, name, value, bits=self._bits)
        super().__setattr__(name, value)

    def __repr__(self):
        return f"Wy.{self._name}({self.x}, {self.y})"

    def __iter__(self):
        return iter((self.x, self.y))

    def __eq__(self, other):
        if not isinstance(other, _Coordinates) or other._name != self._name:
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self._name, self.x, self.y))

    __lt__, __le__ = _by_y_then_x(operator.lt), _by_y_then_x(operator.le)
    __gt__, __ge__ = _by_y_then_x(operator.gt), _by_y_then_x(operator.ge)

    def __reduce__(self):
        return _rebuilt_by(self._name.lower()), (self.x, self.y)


class Pos(_Coordinates, Wy.Pos):
    """A position Wy.Pos(x, y) (one pile: y = 0)."""
    _name, _bits = "Pos", 32


class Pair(_Coordinates, Wy.Pair):
    """A pair Wy.Pair(x, y) of a recursion or a table (64-bit values)."""
    _name, _bits = "Pair", 64


def _flag_names(flags):
    names = [n.upper().replace("-", "_") for n in flags.value_nicks]
    return "|".join(names) if names else "0"


_T = GIRepository.TypeTag
# what each integer type of C carries
_INT_RANGES = {_T.INT8: (-2 ** 7, 2 ** 7 - 1), _T.UINT8: (0, 2 ** 8 - 1),
               _T.INT16: (-2 ** 15, 2 ** 15 - 1), _T.UINT16: (0, 2 ** 16 - 1),
               _T.INT32: (-2 ** 31, 2 ** 31 - 1), _T.UINT32: (0, 2 ** 32 - 1),
               _T.INT64: (-2 ** 63, 2 ** 63 - 1), _T.UINT64: (0, 2 ** 64 - 1)}


def _int_params(info):
    """(place, name, low, high, array) of each integer argument of a callable that Python
    passes (place 0: self), or array of integers (not bytes), by its name in the GIR."""
    args = list(info.get_arguments())
    hidden = set()
    for a in args:
        t = a.get_type()
        if t.get_tag() == _T.ARRAY and t.get_array_length() >= 0:
            hidden.add(t.get_array_length())
        if a.get_destroy() >= 0:
            hidden.add(a.get_destroy())
    shown = [a for i, a in enumerate(args)
             if i not in hidden and a.get_direction() != GIRepository.Direction.OUT]
    start, out = (1 if info.is_method() else 0), []
    for i, a in enumerate(shown):
        t = a.get_type()
        array = t.get_tag() == _T.ARRAY
        tag = t.get_param_type(0).get_tag() if array else t.get_tag()
        if tag in _INT_RANGES and not (array and tag in (_T.INT8, _T.UINT8)):
            out.append((start + i, a.get_name(), *_INT_RANGES[tag], array))
    return out


def _checked_call(where, info, call, allowed=None):
    """call as a function that checks each integer argument first (whole_number: a float,
    a bool or None raises TypeError naming it; a value C's type cannot carry ValueError
    naming the range: allowed(self) for a method's where given, else the type's), None when
    the callable has none. PyGObject would cut 2.7 down to 2 and say "-1 not in range 0 to
    4294967295", naming neither the call nor the parameter. Plain ints in range go straight
    through: a cell's getter costs little more than PyGObject's own."""
    params = _int_params(info)
    if not params:
        return None
    fast = [(p, low, high) for p, _n, low, high, array in params if not array]
    arrays = any(array for *_r, array in params)

    def checked(*args, **kwargs):
        if not kwargs and not arrays:
            n = len(args)
            for p, low, high in fast:  # a loop, not all(...): a third of the cost
                if p < n and (type(args[p]) is not int or not low <= args[p] <= high):
                    break
            else:
                return call(*args)
        args, kwargs = _checked_args(where, params, args, kwargs,
                                     allowed and args and (lambda: allowed(args[0])))
        return call(*args, **kwargs)
    checked.__name__ = checked.__qualname__ = info.get_name()
    checked.__doc__ = call.__doc__
    checked._wy_checked = True
    return checked


def _checked_args(where, params, args, kwargs, allowed):
    """args and kwargs of a _checked_call, each integer one checked."""
    args = list(args)
    for place, name, low, high, array in params:
        if place < len(args):
            args[place] = _checked_int(where, name, args[place], low, high, array, allowed)
        elif name in kwargs:
            kwargs[name] = _checked_int(where, name, kwargs[name], low, high, array, allowed)
    return args, kwargs


def _checked_int(where, name, value, low, high, array, allowed):
    if array:
        if value is None or isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
            return value  # PyGObject names what it cannot take as an array
        return [_checked_int(where, f"{name}[{i}]", v, low, high, False, None)
                for i, v in enumerate(value)]
    number = whole_number(where, name, value, bits=None)
    if low <= number <= high:
        return number
    text = allowed() if allowed else f"from {low} to {high}"
    raise ValueError(f"{where}: {name} {number} is out of range: {text}")


def _checked_methods(cls, base, names, allowed=None):
    """Methods of base on cls as _checked_call's, with allowed(self) naming the range of a
    value C cannot carry. Each calls cls's own method (a changing object's holds its
    lock)."""
    for name in names:
        info = getattr(base, name)
        checked = _checked_call(f"{cls.__name__}.{name}", info, getattr(cls, name), allowed)
        if checked is not None:
            setattr(cls, name, checked if info.is_method() else staticmethod(checked))


def _check_integers(namespace):
    """Every function and method of Wy with integer arguments as a _checked_call (the
    override's own and the changing objects' included), but for those checked already."""
    for info in _repository().get_infos("Wy"):
        kind = type(info).__name__
        if kind == "FunctionInfo":
            name = info.get_name()
            call = namespace.get(name, getattr(Wy, name))
            checked = not getattr(call, "_wy_checked", False) and _checked_call(name, info, call)
            if checked:
                namespace[name] = checked
                if name not in __all__:
                    __all__.append(name)
        elif kind in ("StructInfo", "ObjectInfo", "UnionInfo", "EnumInfo"):
            cls = namespace.get(info.get_name()) or getattr(Wy, info.get_name(), None)
            if cls is None:
                continue
            todo = [m.get_name() for m in info.get_methods()
                    if not getattr(getattr(cls, m.get_name(), None), "_wy_checked", False)]
            _checked_methods(cls, getattr(Wy, info.get_name()), todo)


def _shape(board):
    """The board's extent: "10" (one pile), "10x10", "10x10x10" (three heaps)."""
    side = board.get_size()
    return "x".join([str(side)] * (1 if board.is_one_pile() else board.get_heaps()))


class Board(Wy.Board):
    """A solved board: its cells one at a time (get_status, get_step, get_grundy) or all at
    once (get_statuses, ... as GLib.Bytes; as numpy: the wythoff package)."""

    def __repr__(self):
        return f"<Wy.Board {self.get_game().to_string()} {_shape(self)}>"


class Solution(Wy.Solution):
    """What Wy.solve returns: the board (get_board), the formula's comparison, the Grundy
    classes; plot() and to_pandas() draw and tabulate it."""

    def __repr__(self):
        needs = _flag_names(Wy.Needs(self.get_needs()))
        return (f"<Wy.Solution {self.get_game().to_string()} {_shape(self.get_board())} "
                f"needs {needs} {Wy.Engine(self.get_engine()).value_nick} engine>")

    def plot(self, view=None, ax=None):
        """Draw the solution with matplotlib (wythoff.plot); returns the Axes."""
        from wythoff.plot import plot
        return plot(self, view, ax)

    def to_pandas(self):
        """A pandas DataFrame, a row per cell (wythoff.to_pandas)."""
        from wythoff.frames import to_pandas
        return to_pandas(self)


_checked_methods(Query, Wy.Query, ("set_classes", "set_region", "set_region3"))
# a move's piles and what it takes are coordinates too (is_move3(-1, ...) raised PyGObject's
# bare OverflowError "-1 not in range")
_checked_methods(Game, Wy.Game, ("is_move", "is_move3", "move_line", "move_lines_also"))
_checked_methods(Board, Wy.Board, (
    "contains", "explain", "get_cell", "get_cell3", "get_cell_row", "get_grundy",
    "get_grundy3", "get_grundy_row", "get_status", "get_step", "get_step_n_count",
    "get_step_ppos", "list_p_options", "list_step_lines", "list_winning_moves"))
_checked_methods(Solution, Wy.Solution, ("describe", "describe3", "get_slice"),
                 lambda solution: f"from 0 to {solution.get_board().get_size() - 1}, on the "
                                  "board")


class PposIter(Wy.PposIter):
    """The board's P-positions one at a time, by y then x: Wy.PposIter.new(board) holds the
    board; `for p in it` gives each Wy.Pos (it.next() the C form: (True, pos), then False)."""

    def __iter__(self):
        return self

    def __next__(self):
        ok, pos = self.next()
        if not ok:
            raise StopIteration
        return pos


class _ReadOnlyArrays:
    """A structure whose fixed-size array fields are read, never written: PyGObject 3.42
    cannot write one (a GLib warning, fatal in the tests, then RuntimeError)."""

    def __setattr__(self, name, value):
        if name in self._arrays:
            raise AttributeError(f"Wy.{type(self).__name__}.{name} is read-only: the core "
                                 f"fills it ({self._filled_by})")
        super().__setattr__(name, value)


class NumerationRep(_ReadOnlyArrays, Wy.NumerationRep):
    """A number in Gamma_1's system U: its digits d_0 .. d_(len-1) (read-only)."""
    _arrays = ("digits",)
    _filled_by = "represent, or the system's init"


class Numeration(_ReadOnlyArrays, Wy.Numeration):
    """Gamma_1's numeration system U: its bases u_0, u_1, ... (read-only)."""
    _arrays = ("bases",)
    _filled_by = "represent, or the system's init"


class ClassOffsets(_ReadOnlyArrays, Wy.ClassOffsets):
    # no docstring of its own: help() shows the GIR's
    _arrays = ("max_abs",)
    _filled_by = "class_offsets"


def _read_only(name, getter):
    """A field PyGObject 3.42 cannot read (a CRITICAL or a WARNING, fatal in the tests,
    then garbage or RuntimeError), read through the C getter; writing raises AttributeError."""
    def refuse(self, value):
        raise AttributeError(f"{name} is read-only")
    return property(getter, refuse, None, f"{name} (read-only)")


def _private(name):
    """A private field of Wy.Query: reading raises AttributeError; writing raises PyGObject's
    RuntimeError, as before (the setters set a query)."""
    def refuse(self):
        raise AttributeError(f"Wy.Query.{name} is private: get_size(), get_needs(), "
                             "get_allowed_size() read a query")
    return property(refuse, getattr(Wy.Query, name).fset)


class PaperItem(Wy.PaperItem):
    # no docstring of its own: help() shows the GIR's
    # a fixed array of structures: PyGObject reads none (a CRITICAL, then [])
    games = _read_only("Wy.PaperItem.games", lambda self: [
        tuple(self.get_game(i)) for i in range(self.n_games())])


class LimitSeries(Wy.LimitSeries):
    # no docstring of its own: help() shows the GIR's
    # a GArray of structures: PyGObject reads none (a CRITICAL, then garbage)
    points = _read_only("Wy.LimitSeries.points", lambda self: self.get_points())


# ---- functions of plain numbers outside their domain ----
# The core's guard of a number outside what the function is defined for is a critical (an
# abort under G_DEBUG) and an answer that is none (0, FALSE); from Python the number is the
# user's: a ValueError names the range first.


def _domain(name, param, low, high, text=""):
    info = getattr(Wy, name)
    place = [a.get_name() for a in info.get_arguments()].index(param)
    base = _checked_call(name, info, info)  # then what C's types carry

    def call(*args):
        if place < len(args) and isinstance(args[place], int) and not low <= args[place] <= high:
            raise ValueError(f"{name}: {param} {args[place]} is out of range: {text}from "
                             f"{low} to {high}")
        return base(*args)
    call.__name__ = call.__qualname__ = name
    call.__doc__ = info.__doc__
    call._wy_checked = True
    __all__.append(name)
    return call


fraenkel_alpha = _domain("fraenkel_alpha", "a", 0, 2 ** 31 - 1)
is_dopey = _domain("is_dopey", "k", 2, 2 ** 32 - 1, "the base k is ")
is_vile = _domain("is_vile", "k", 2, 2 ** 32 - 1, "the base k is ")


# ---- objects that change: one thread in each at a time ----
# PyGObject releases the GIL in every call into the core, so two threads in one Wy.Sum (an
# add while another add or read), Wy.PlayRecord, Wy.GameFile, Wy.Claim or Wy.PposIter raced
# in C: an array read while it moved, a string freed twice (SIGSEGV). Each such object's
# calls, and the calls given one (Claim.check(file), library_add(file)), hold a lock of the
# object's own, as a list's methods hold the GIL. A Wy.Query is guarded in the core (its
# setters and the copy a solve makes, wy-query.c): a solve of it runs while it is set.
_CHANGING = ("Sum", "PlayRecord", "GameFile", "Claim", "PposIter")


def _lock_of(obj):
    lock = obj.__dict__.get("_wy_lock")
    return lock if lock is not None else obj.__dict__.setdefault("_wy_lock", threading.RLock())


def _locked(base, held):
    """base(*args) holding the locks of the arguments at the places held (changing objects)."""
    def call(*args, **kwargs):
        locks = [_lock_of(args[i]) for i in held
                 if i < len(args) and type(args[i]).__name__ in _CHANGING]
        for lock in locks:
            lock.acquire()
        try:
            return base(*args, **kwargs)
        finally:
            for lock in reversed(locks):
                lock.release()
    call.__name__ = call.__qualname__ = base.__name__
    call.__doc__ = base.__doc__
    return call


def _changing_places(info):
    """The places of a callable's Python arguments that are changing objects (0: self)."""
    args = [a for a in info.get_arguments() if a.get_direction() != GIRepository.Direction.OUT]
    start = 1 if info.is_method() else 0
    return [start + i for i, a in enumerate(args)
            if a.get_type().get_tag() == GIRepository.TypeTag.INTERFACE
            and a.get_type().get_interface().get_name() in _CHANGING] + ([0] if start else [])


def _lock_changing(namespace):
    """The override classes of the changing objects, their methods and the functions given
    one wrapped in _locked."""
    classes = {}
    for name in _CHANGING:
        base = getattr(Wy, name)
        cls = namespace.get(name) or type(name, (base,), {"__module__": __name__})
        for m in base.__info__.get_methods():
            if m.is_method():
                setattr(cls, m.get_name(), _locked(getattr(base, m.get_name()),
                                                   _changing_places(m)))
        classes[name] = cls
    for info in _repository().get_infos("Wy"):
        if type(info).__name__ == "FunctionInfo" and _changing_places(info):
            namespace[info.get_name()] = _locked(getattr(Wy, info.get_name()),
                                                 _changing_places(info))
            __all__.append(info.get_name())
    return classes


def _repository():
    import gi
    return gi.Repository.get_default()


for _field in Wy.Query.__info__.get_fields():  # private: reading progress warned
    setattr(Query, _field.get_name(), _private(_field.get_name()))

_CHANGING_CLASSES = _lock_changing(globals())
# a sum's positions and components are coordinates too (s.add(game, 1.5, 0, None) added
# (1, 0) in silence)
_checked_methods(_CHANGING_CLASSES["Sum"], Wy.Sum,
                 ("add", "get_game", "get_position", "get_grundy"))

for _cls in (Game, Query, Pos, Pair, Board, Solution, NumerationRep, Numeration,
             ClassOffsets, PaperItem, LimitSeries, *_CHANGING_CLASSES.values()):
    _OWN_DOCS[_cls.__name__] = _cls.__dict__["__doc__"]
    globals()[_cls.__name__] = override(_cls)
    __all__.append(_cls.__name__)

# every other integer argument too (GameFile.set_size(2.5) set 2, recursion_nth(game, -1)
# raised "-1 not in range 0 to 18446744073709551615"); after the classes and locks above
_check_integers(globals())


def _within_places(name):
    """Automaton.accepts or leading_zeros_matter with a heap beyond the places of the
    automaton's system: C reads no word and answers FALSE (Wythoff's automaton rejected a
    P-position past 17167680177564); ValueError naming the largest the system writes."""
    checked = getattr(Wy.Automaton, name)

    def call(self, x, y):
        ns = self.get_num_system()
        heaps = (("x", x), ("y", y)) if self.get_n_tracks() == 2 else (("x", x),)
        for param, value in heaps:
            if type(value) is int and value > ns.get_largest():
                raise ValueError(f"Automaton.{name}: {param} {value} is out of range: from 0 "
                                 f"to {ns.get_largest()}, the largest {ns.get_name()} writes")
        return checked(self, x, y)
    call.__name__ = call.__qualname__ = name
    call.__doc__ = checked.__doc__
    setattr(Wy.Automaton, name, call)


_within_places("accepts")
_within_places("leading_zeros_matter")

# ---- flags that stay flags ----


def _flags_binary(op):
    def method(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return type(self)(op(int(self), int(other)))
    return method


for _flags in (Wy.Needs,):
    _flags.__or__ = _flags.__ror__ = _flags_binary(int.__or__)
    _flags.__and__ = _flags.__rand__ = _flags_binary(int.__and__)
    _flags.__xor__ = _flags.__rxor__ = _flags_binary(int.__xor__)

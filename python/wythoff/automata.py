"""wythoff.automata: a game's P-positions as a finite automaton over a numeration system
(base k, Zeckendorf, Ostrowski), its transition table a numpy array (docs/automata.md).

    import wythoff
    a = wythoff.automaton("wythoff", base="fib", size=100000)
    a.n_states, a.transitions.shape   # 7, (7, 4): int32, -1 where the automaton rejects
    a.accepts(2, 1)                   # True: (2, 1) is a P-position
    open("wythoff.txt", "w").write(a.walnut)   # for Walnut, which can prove it

An automaton agrees with the exact P-set below `checked_to`; only Walnut proves it for all
positions. `from_walnut(text)` reads an automaton Walnut wrote; `check(game, n)` compares.
"""

import dataclasses

import numpy

from ._load import load
from .arrays import core_range, view, whole_number

Wy = load()

__all__ = ["Automaton", "automaton", "from_walnut"]


@dataclasses.dataclass(frozen=True, eq=False)
class Automaton:
    """An automaton: state 0 initial; a letter of two tracks is dx * n_digits + dy. Equal
    to another (and hashed) by what it accepts: its numeration, tracks, digits, transitions
    and accepting states (not suffix_length, which says how it was found). Its arrays are
    read-only."""

    numeration: str           # "msd_fib", "msd_2", "msd_ost[0 2]"
    tracks: int               # 1 (one pile) or 2 (x, y)
    n_digits: int             # the digits of a track: 0 .. n_digits - 1
    transitions: numpy.ndarray  # int32 [n_states, n_digits ** tracks]; -1 rejects
    accepting: numpy.ndarray  # bool [n_states]
    suffix_length: int        # the suffixes that told the classes apart (0: from a file)
    core: object = dataclasses.field(repr=False, compare=False)  # the Wy.Automaton

    def _key(self):
        return (self.numeration, self.tracks, self.n_digits, self.transitions.shape)

    def __eq__(self, other):
        if not isinstance(other, Automaton):
            return NotImplemented
        return (self._key() == other._key()
                and numpy.array_equal(self.transitions, other.transitions)
                and numpy.array_equal(self.accepting, other.accepting))

    def __hash__(self):
        return hash(self._key() + (self.transitions.tobytes(), self.accepting.tobytes()))

    @property
    def n_states(self):
        return self.transitions.shape[0]

    @property
    def checked_to(self):
        """Every position below it agrees with the exact P-set (0: never checked)."""
        return self.core.get_checked_to()

    @property
    def walnut(self):
        """The automaton in Walnut's format."""
        return self.core.to_walnut()

    @property
    def dot(self):
        return self.core.to_dot()

    def accepts(self, x, y=0):
        return self.core.accepts(whole_number("Automaton.accepts", "x", x, bits=64),
                                 whole_number("Automaton.accepts", "y", y, bits=64))

    def check(self, game, n, cancellable=None):
        """(True, None) when the automaton agrees with the game's exact P-set below n, or
        (False, (x, y)): the first disagreement, by max(x, y) then y then x. The game: a
        Wy.Game, a rule string or the name of a game of the library. A Gio.Cancellable
        cancelled from another thread stops the check (GLib.Error, G_IO_ERROR_CANCELLED)."""
        if isinstance(game, str):
            game = Wy.Game.new_from_text(game)
        n = whole_number("Automaton.check", "n", n)
        holds, x, y = self.core.check(game, n, cancellable)
        return holds, None if holds else (x, y)


def _wrap(core):
    ns = core.get_num_system()
    n = core.get_n_states()
    table = view(core.get_transitions(), numpy.int32).reshape(n, core.get_alphabet_size())
    accepting = view(core.get_accepting(), numpy.uint8).astype(bool)
    accepting.flags.writeable = False  # as the transitions: the automaton is hashed by them
    return Automaton(ns.get_name(), core.get_n_tracks(), ns.get_n_digits(), table, accepting,
                     core.get_suffix_length(), core)


def automaton(game, base=None, size=100000, max_states=1000, cancellable=None):
    """The smallest automaton consistent with the game's P-positions below size in the
    numeration base ("fib", "2", "ost[0 1]", ...; None: the game's own system where one is
    known, as `wythoff automaton` picks it, else "fib"); raises GLib.Error when none fits.
    The game: a Wy.Game, a rule string or the name of a game of the library ("fraenkel-2")."""
    if isinstance(game, str):
        game = Wy.Game.new_from_text(game)
    if base is not None and not isinstance(base, str):
        raise TypeError(f"automaton: base must be a string (\"fib\", \"2\", \"ost[0 1]\", ...) "
                        f"or None, not {base!r}")
    # base="" is the core's to refuse, as `wythoff automaton --base ''` is (it was "fib")
    ns = Wy.NumSystem.for_game(game) if base is None else Wy.NumSystem.new(base)
    ns = ns or Wy.NumSystem.new("fib")
    size = whole_number("automaton", "size", size, lambda: core_range(
        lambda largest: Wy.Automaton.infer(game, ns, largest, 1)))
    max_states = whole_number("automaton", "max_states", max_states,
                              lambda: f"from 1 to {Wy.AUTOMATON_MAX_STATES}")
    return _wrap(Wy.Automaton.infer(game, ns, size, max_states, cancellable))


def from_walnut(text, name=None):
    """An automaton read from Walnut's format: str, or the bytes of a file (ASCII text;
    UTF-16 behind its byte-order mark, as older Walnut wrote it). The core names a byte it
    cannot read (GLib.Error)."""
    data = text.encode() if isinstance(text, str) else bytes(text)
    return _wrap(Wy.Automaton.parse_walnut(data, name))

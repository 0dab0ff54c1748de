# test_automaton.py: wythoff.automaton from Python (docs/automata.md): the transition table
# as a numpy array, run here on every pair below 300 against the Beatty formula of
# Wythoff's game; Mark in base 2 against OEIS A036554; files read back; refusals.
import math
import os
import unittest

import numpy

import wythoff
from gi.repository import Gio, GLib, Wy

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "oeis")


def zeckendorf(n, length):
    """n's Zeckendorf digits, most significant first, padded to length."""
    fib = [1, 2]
    while len(fib) < length:
        fib.append(fib[-1] + fib[-2])
    digits = []
    for f in reversed(fib[:length]):
        digits.append(1 if n >= f else 0)
        n -= f if n >= f else 0
    assert n == 0
    return digits


class AutomatonTest(unittest.TestCase):
    def test_wythoff_table(self):
        a = wythoff.automaton("wythoff", base="fib", size=20000)
        self.assertEqual(a.n_states, 7)
        self.assertEqual(a.transitions.dtype, numpy.int32)
        self.assertEqual(a.transitions.shape, (7, 4))
        self.assertEqual(a.accepting.dtype, bool)
        self.assertEqual(a.checked_to, 20000)
        self.assertEqual((a.numeration, a.tracks, a.n_digits), ("msd_fib", 2, 2))
        n = 300
        p = set()
        for k in range(n):
            x = (k + math.isqrt(5 * k * k)) // 2
            p |= {(x, x + k), (x + k, x)}
        digits = [zeckendorf(v, 14) for v in range(n)]
        for x in range(n):
            for y in range(n):
                q = 0
                for dx, dy in zip(digits[x], digits[y]):
                    q = a.transitions[q, dx * 2 + dy]
                    if q < 0:
                        break
                self.assertEqual(q >= 0 and bool(a.accepting[q]), (x, y) in p, (x, y))
        self.assertEqual(a.check("wythoff", 100000), (True, None))
        self.assertEqual(a.check("nim", 100), (False, (1, 1)))

    def test_check_cancelled(self):
        a = wythoff.automaton("wythoff", base="fib", size=20000)
        cancellable = Gio.Cancellable()
        cancellable.cancel()
        with self.assertRaises(GLib.Error) as caught:
            a.check("wythoff", 100000, cancellable)
        self.assertTrue(caught.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED))
        self.assertEqual(a.checked_to, 20000)
        self.assertEqual(a.core.check(Wy.Game.new_from_text("wythoff"), 30000), (True, 0, 0))
        self.assertEqual(a.checked_to, 30000)

    def test_mark_oeis(self):
        a = wythoff.automaton("mark:k=2", base="2")
        self.assertEqual((a.tracks, a.n_states), (1, 3))
        with open(os.path.join(DATA, "A036554.txt")) as f:
            terms = [int(t) for t in f.read().split("\n") if t and not t.startswith("#")]
        self.assertGreater(len(terms), 40)
        for t in range(terms[-1] + 1):
            self.assertEqual(a.accepts(t), t in terms or t == 0, t)

    def test_walnut_files(self):
        a = wythoff.automaton("fraenkel:a=2", base="ost[0 2]", size=20000)
        b = wythoff.from_walnut(a.walnut, "a.txt")
        self.assertTrue((a.transitions == b.transitions).all())
        self.assertTrue((a.accepting == b.accepting).all())
        self.assertEqual(b.numeration, "msd_ost[0 2]")
        self.assertEqual(b.checked_to, 0)
        self.assertEqual(b.check("fraenkel:a=2", 30000), (True, None))
        self.assertEqual(b.checked_to, 30000)
        with self.assertRaises(GLib.Error) as caught:
            wythoff.from_walnut("msd_2\n0 3\n", "bad.txt")
        self.assertIn("bad.txt:2:3: expected the state's output", caught.exception.message)

    def test_equality_and_hash(self):
        # == compared the numpy arrays of the dataclass's fields (ValueError: the truth
        # value of an array is ambiguous) and hash() failed on them
        a = wythoff.automaton("wythoff", size=1000)
        same = wythoff.automaton("wythoff", size=2000)
        read = wythoff.from_walnut(a.walnut)   # suffix_length 0: still the same automaton
        other = wythoff.automaton("nim", size=100)
        self.assertTrue(a == same and a == read and not a != read)
        self.assertNotEqual(a, other)
        self.assertNotEqual(a, "wythoff")
        self.assertEqual(hash(a), hash(read))
        self.assertEqual(len({a, same, read, other}), 2)
        with self.assertRaises(ValueError):   # read-only, so the hash stays true
            a.accepting[0] = not a.accepting[0]

    def test_whole_numbers(self):
        # PyGObject cut 2.5 down to 2; -1 gave an OverflowError naming no parameter
        a = wythoff.automaton("wythoff", size=1000)
        for call, message in (
                (lambda: a.accepts(2.5, 1), "Automaton.accepts: x must be a whole number"),
                (lambda: a.check("wythoff", 100.5), "Automaton.check: n must be a whole number"),
                (lambda: wythoff.automaton("wythoff", size=True),
                 "automaton: size must be a whole number")):
            with self.subTest(message=message), self.assertRaisesRegex(TypeError, message):
                call()
        with self.assertRaisesRegex(ValueError, "automaton: size -1 is out of range: .*from 3"):
            wythoff.automaton("wythoff", size=-1)
        with self.assertRaisesRegex(ValueError, "max_states -1 is out of range: from 1 to "
                                                f"{Wy.AUTOMATON_MAX_STATES}"):
            wythoff.automaton("wythoff", max_states=-1)

    def test_walnut_bytes(self):
        # a byte the format does not have is named; b"\xff\xfe" is UTF-16's byte-order mark
        # and nothing after it: an empty file; UTF-16 behind its mark is read (older Walnut
        # wrote it, and a check of the bytes as UTF-8 once refused it)
        with self.assertRaisesRegex(GLib.Error, "unexpected byte 0xe9"):
            wythoff.from_walnut(b"msd_2\n0 \xe9\n")
        with self.assertRaisesRegex(GLib.Error, "found an empty file"):
            wythoff.from_walnut(b"\xff\xfe")
        utf16 = wythoff.from_walnut("msd_2\n\n0 1\n0 -> 0\n".encode("utf-16"))
        self.assertEqual(utf16.numeration, "msd_2")

    def test_own_system(self):
        # without base: the game's own system (Mark-3 in base 3, 3-Wythoff in the Ostrowski
        # system of [0; 3, 3, ...]); a game with none known starts in Zeckendorf
        self.assertEqual(wythoff.automaton("mark:k=3", size=20000).numeration, "msd_3")
        self.assertEqual(wythoff.automaton("fraenkel:a=3").numeration, "msd_ost[0 3]")
        self.assertIsNone(Wy.NumSystem.for_game(Wy.Game.parse("wyt:a=2,b=3")))
        with self.assertRaises(GLib.Error) as caught:
            wythoff.automaton("wyt:a=2,b=3", size=20000)
        self.assertIn("in this numeration", caught.exception.message)
        self.assertEqual(wythoff.automaton("mark:k=2", base="2").numeration, "msd_2")
        # an empty base is refused, as `wythoff automaton --base ''` refuses it (it was
        # Zeckendorf's); a number is named, not PyGObject's "Must be string, not int"
        with self.assertRaises(GLib.Error) as caught:
            wythoff.automaton("mark:k=2", base="")
        self.assertIn('numeration system "": unknown base', caught.exception.message)
        with self.assertRaisesRegex(TypeError, "automaton: base must be a string .* not 2"):
            wythoff.automaton("mark:k=2", base=2)

    def test_represent_beyond_the_places(self):
        # a number beyond the places a system keeps was an empty representation, read as no
        # digits at all (Zeckendorf's stop at 17167680177564, far below the 2^58 the C doc
        # named); now refused, naming the largest the system represents
        for name, largest in (("fib", 17167680177564), ("msd_2", 2 ** 59 - 1)):
            ns = Wy.NumSystem.new(name)
            self.assertTrue(ns.represent(largest))
            for n in (largest + 1, 2 ** 64 - 1):
                with self.assertRaises(GLib.Error) as caught:
                    ns.represent(n)
                self.assertEqual(caught.exception.message,
                                 f"{n} is beyond the numbers msd_{name.replace('msd_', '')} "
                                 f"represents: from 0 to {largest}")
        self.assertEqual(list(Wy.NumSystem.new("fib").represent(10)), [1, 0, 0, 1, 0])
        # an automaton reads no heap beyond them: C answers FALSE, so Wythoff's automaton
        # rejected the P-position (a_n, b_n) past them; now refused from Python
        a = wythoff.automaton("wythoff", base="fib", size=20000)
        n = 6 * 10 ** 12
        x = (n + math.isqrt(5 * n * n)) // 2
        self.assertTrue(a.accepts(x, x + n))
        n = 10 ** 13
        x = (n + math.isqrt(5 * n * n)) // 2
        for call in (lambda: a.accepts(x, x + n), lambda: a.core.accepts(x, x + n),
                     lambda: a.core.leading_zeros_matter(x, x + n)):
            with self.assertRaisesRegex(ValueError, rf"^Automaton\.\w+: y {x + n} is out of "
                                        "range: from 0 to 17167680177564, the largest msd_fib "
                                        "writes$"):
                call()
        # one track: y is not read
        mark = wythoff.automaton("mark:k=2", base="2")
        self.assertEqual(mark.core.accepts(2, 2 ** 64 - 1), mark.accepts(2))

    def test_not_automatic(self):
        with self.assertRaises(GLib.Error) as caught:
            wythoff.automaton("wythoff", base="2", size=4096, max_states=40)
        self.assertIn("automatic in this numeration", caught.exception.message)


if __name__ == "__main__":
    unittest.main()

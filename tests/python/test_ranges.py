# test_ranges.py: the core's functions of plain numbers from Python, with numbers outside
# what they are defined for. Each raised a CRITICAL (a g_return_val_if_fail, fatal under the
# tests' G_DEBUG=fatal-warnings, an abort) and answered 0 or FALSE, an answer that is none:
# fraenkel_alpha(a < 0), is_dopey and is_vile in a base k < 2. Now a ValueError names the
# range. paper_limit_printed documents 0 for a or b out of its table, and says so without a
# critical. The answers inside the ranges, from the definitions (docs/spec.md, papers 001
# and 004), stay. A solve's region off a one-pile game's line, or with a z for two heaps,
# is refused (it was solved, every cell read there quietly neutral).
import math
import re
import unittest

import gi

gi.require_version("Wy", "1.0")
from gi.repository import GLib, Wy  # noqa: E402


def trailing_zeros(n, k):
    z = 0
    while n % k == 0:
        n //= k
        z += 1
    return z


class TestRanges(unittest.TestCase):
    def test_fraenkel_alpha(self):
        for a in (0, 1, 2, 7, 2 ** 31 - 1):
            self.assertAlmostEqual(Wy.fraenkel_alpha(a), (2 - a + math.sqrt(a * a + 4)) / 2)
        self.assertAlmostEqual(Wy.fraenkel_alpha(1), (1 + math.sqrt(5)) / 2)
        for a in (-1, -2 ** 31):
            with self.assertRaisesRegex(ValueError, r"fraenkel_alpha: a -?\d+ is out of "
                                        r"range: from 0 to 2147483647"):
                Wy.fraenkel_alpha(a)

    def test_vile_and_dopey(self):
        for k in (2, 3, 10, 2 ** 32 - 1):
            for n in (1, 2, 3, 4, 8, 9, 12, 27, 2 ** 64 - 1):
                odd = trailing_zeros(n, k) % 2 == 1
                self.assertEqual(Wy.is_dopey(n, k), odd, (n, k))
                self.assertEqual(Wy.is_vile(n, k), not odd, (n, k))
            self.assertFalse(Wy.is_dopey(0, k))
            self.assertFalse(Wy.is_vile(0, k))
        for call in (Wy.is_dopey, Wy.is_vile):
            for k in (0, 1):
                with self.assertRaisesRegex(ValueError, rf"{call.__name__}: k {k} is out of "
                                            "range: the base k is from 2 to 4294967295"):
                    call(3, k)

    def test_paper_limit_printed(self):
        # paper 001 Table 3: L(1, 1) is Wythoff's golden ratio, printed to some digits
        self.assertAlmostEqual(Wy.paper_limit_printed(1, 1), (1 + math.sqrt(5)) / 2, 3)
        for a, b in ((-1, 3), (6, 3), (3, 0), (3, 6), (2 ** 31 - 1, 3), (-2 ** 31, 2 ** 31 - 1)):
            self.assertEqual(Wy.paper_limit_printed(a, b), 0.0, (a, b))

    def test_region_off_the_line(self):
        # a one-pile game's board is the line y = 0, a two-heap game's has no z: a region
        # off it was solved as the board of its x (or x, y) range, every cell read there
        # quietly neutral; now refused, naming the rows (or heaps) the game has
        pile = Wy.Game.parse("pile:rule=(d<=3)")
        wy = Wy.Game.parse("wythoff")
        self.assertEqual(Wy.solve(pile, 10, Wy.Needs.STEPS, region=(2, 0, 5, 0))
                         .get_board().get_size(), 6)
        for region in ((2, 1, 5, 1), (2, 0, 5, 3)):
            with self.assertRaisesRegex(GLib.Error, "one-pile game: its region's rows are 0"):
                Wy.solve(pile, 10, Wy.Needs.STEPS, region=region)
        self.assertEqual(Wy.solve(wy, 10, Wy.Needs.STEPS, region=(0, 0, 0, 3, 3, 0))
                         .get_board().get_size(), 4)
        with self.assertRaisesRegex(GLib.Error, "a game of one or two heaps has no z"):
            Wy.solve(wy, 10, Wy.Needs.STEPS, region=(0, 0, 1, 1, 1, 1))


    def test_move_coordinates(self):
        # Game.is_move and is_move3 (and move_line, move_lines_also) with a coordinate C's
        # guint cannot carry raised PyGObject's bare OverflowError "-1 not in range 0 to
        # 4294967295"; now a ValueError names the method, the argument and its range, as
        # Board.get_status's does. Answers in range stay the core's.
        nim3 = Wy.Game.parse("nim:heaps=3")
        wy = Wy.Game.parse("wythoff")
        self.assertTrue(nim3.is_move3(3, 2, 1, 0, 2, 0))
        self.assertFalse(nim3.is_move3(3, 2, 1, 1, 1, 0))
        self.assertTrue(wy.is_move(5, 5, 2, 2))
        big = 2 ** 32
        two, three = ("x", "y", "dx", "dy"), ("x", "y", "z", "dx", "dy", "dz")
        calls = [("is_move3", nim3, three, (3, 2, 1, 0, 2, 0)),
                 ("is_move", wy, two, (5, 5, 2, 2)), ("move_line", wy, two, (5, 5, 2, 2)),
                 ("move_lines_also", wy, two, (5, 5, 2, 2))]
        for name, game, params, args in calls:
            getattr(game, name)(*args)
            for place, param in enumerate(params):
                for bad in (-1, big):
                    wrong = args[:place] + (bad,) + args[place + 1:]
                    with self.assertRaisesRegex(ValueError, rf"^Game\.{name}: {param} {bad} "
                                                r"is out of range: from 0 to 4294967295$"):
                        getattr(game, name)(*wrong)

    def test_integer_arguments(self):
        # every integer argument of Wy-1.0 is checked before PyGObject sees it: a float was
        # cut down in silence (recursion_nth(game, 2.5) gave pair 2, GameFile.set_size(2.5)
        # set 2) and -1 or 2**64 raised PyGObject's bare OverflowError "-1 not in range 0 to
        # 18446744073709551615", naming neither the call nor the argument; now a TypeError or
        # a ValueError names the call, the argument and the range C's type carries
        wy = Wy.Game.parse("wythoff")
        low = Wy.low_classes_compute(wy, 20, 2, None, None, None)
        file = Wy.GameFile.new(wy, None)
        system = Wy.numeration_init(Wy.Game.parse("gamma:i=1,s=2,t=1"))[1]
        cases = [  # (where, call of the value, sound value, argument, bits)
            ("recursion_nth", lambda v: Wy.recursion_nth(wy, v), 5, "n", 64),
            ("LowClasses.get_value", lambda v: low.get_value(v, 3), 1, "x", 32),
            ("LowClasses.compute", lambda v: Wy.LowClasses.compute(wy, v, 2, None, None, None),
             10, "size", 32),
            ("GameFile.set_size", file.set_size, 30, "size", 32),
            ("Numeration.is_vile", system.is_vile, 6, "n", 64),
            ("grundy_class_bytes", lambda v: Wy.grundy_class_bytes(wy, 20, v, None, None, None),
             1, "value", 32),
            ("sequence_terms", lambda v: Wy.sequence_terms(wy, Wy.SequenceKind.PPOS_X, 0, v, 3,
                                                           None), 1, "first", 64)]
        for where, call, sound, name, bits in cases:
            with self.subTest(where):
                call(sound)
                for bad in (-1, 2 ** bits):
                    with self.assertRaisesRegex(ValueError, rf"^{re.escape(where)}: {name} {bad} "
                                                rf"is out of range: from 0 to {2 ** bits - 1}$"):
                        call(bad)
                for bad in (2.5, None, True):
                    with self.assertRaisesRegex(TypeError, rf"^{re.escape(where)}: {name} must "
                                                rf"be a whole number, not {bad!r}$"):
                        call(bad)
        self.assertEqual(tuple(Wy.recursion_nth(wy, 5)[1]), (8, 13))
        # a signed argument: the range of gint32; arrays of numbers: each element
        with self.assertRaisesRegex(ValueError, r"^Game\.with_param: value 2147483648 is out of "
                                    r"range: from -2147483648 to 2147483647$"):
            wy.with_param(Wy.Param.A, 2 ** 31)
        with self.assertRaisesRegex(ValueError, r"^mex: set\[1\] -1 is out of range: from 0 to "
                                    r"18446744073709551615$"):
            Wy.mex([1, -1])
        with self.assertRaisesRegex(TypeError, r"^recursion_terms: ns\[1\] must be a whole "
                                    r"number, not 2\.5$"):
            Wy.recursion_terms(wy, [0, 2.5])
        self.assertEqual(Wy.mex([0, 1, 3]), 2)


if __name__ == "__main__":
    unittest.main()

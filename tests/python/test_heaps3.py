# test_heaps3.py: three heaps from Python (issue 36): Wy.solve of a 3-heap game, its bulk
# reads as cubes [z, y, x] that numpy reads without a copy, the P-triples, slices, the report
# with three coordinates, and a brute force written here from docs/spec.md §9 (Fraenkel's
# game on a small cube). Run by meson (suite python) with GI_TYPELIB_PATH, LD_LIBRARY_PATH
# and PYTHONPATH (python/ and _build/python) set.
import itertools
import unittest

import numpy

import wythoff
from gi.repository import GLib
from wythoff import Wy


def brute_fraenkel(size):
    """P (True) or N of every cell of fraenkel3, by the definition: one heap, or
    (a, b, c) with a ^ b ^ c = 0."""
    p = numpy.zeros((size, size, size), dtype=bool)
    for z, y, x in itertools.product(range(size), repeat=3):
        options = [(x - a, y - b, z - c)
                   for a, b, c in itertools.product(range(x + 1), range(y + 1), range(z + 1))
                   if (a, b, c) != (0, 0, 0)
                   and ((a > 0) + (b > 0) + (c > 0) == 1 or a ^ b ^ c == 0)]
        p[z, y, x] = not any(p[k, j, i] for i, j, k in options)
    return p


class TestHeaps3(unittest.TestCase):
    def test_cube_arrays(self):
        sol = Wy.solve(Wy.Game.parse("nim:heaps=3"), 16, Wy.Needs.STEPS | Wy.Needs.GRUNDY)
        self.assertEqual(sol.get_board().get_heaps(), 3)
        status = wythoff.statuses(sol)
        steps = wythoff.steps(sol)
        grundy = wythoff.grundy_values(sol)
        self.assertEqual(status.shape, (16, 16, 16))
        self.assertEqual(steps.shape, (16, 16, 16))
        z, y, x = numpy.indices((16, 16, 16))
        # [z][y][x]: 3-heap Nim's P-positions and Grundy values are x ^ y ^ z
        numpy.testing.assert_array_equal(status == Wy.Status.P, (x ^ y ^ z) == 0)
        numpy.testing.assert_array_equal(grundy, x ^ y ^ z)
        # no copy: the arrays read the board's own memory
        self.assertFalse(status.flags.owndata)
        self.assertFalse(steps.flags.writeable)
        self.assertEqual(steps[3, 2, 1], sol.get_board().get_cell3(1, 2, 3)[1])

    def test_brute_and_triples(self):
        sol = Wy.solve(Wy.Game.parse("fraenkel3"), 7, Wy.Needs.STEPS)
        want = brute_fraenkel(7)
        numpy.testing.assert_array_equal(wythoff.statuses(sol) == Wy.Status.P, want)
        triples = wythoff.ppos_triples(sol)
        self.assertEqual(triples.shape, (int(want.sum()), 4))
        for x, y, z, step in triples:
            self.assertTrue(want[z, y, x])
            self.assertEqual(step, wythoff.steps(sol)[z, y, x])
        keys = [(s, z, y, x) for x, y, z, s in triples.tolist()]
        self.assertEqual(keys, sorted(keys))
        # pairs of a cube would be (x, z * 7 + y): refused, naming the triples
        with self.assertRaisesRegex(ValueError, "ppos_triples"):
            wythoff.ppos_pairs(sol)
        # and the mirror: the triples of a slice or of a board of two heaps were an empty
        # array (the core's answer for a board that is not a cube), as if it had no P-position
        for board in (sol.get_slice(Wy.Axis.Y, 2), Wy.solve(Wy.Game.parse("wythoff"), 7)):
            self.assertGreater(len(wythoff.ppos_pairs(board)), 0)
            with self.assertRaisesRegex(ValueError,
                                        "ppos_triples: .* is not a cube: .* read ppos_pairs"):
                wythoff.ppos_triples(board)

    def test_report_and_slice(self):
        sol = Wy.solve(Wy.Game.parse("wythoff:heaps=3"), 10, Wy.Needs.STEPS,
                       region=(0, 0, 0, 6, 6, 6))
        report = sol.describe3(1, 2, 3)
        self.assertEqual((report.get_x(), report.get_y(), report.get_z()), (1, 2, 3))
        self.assertEqual(report.get_heaps(), 3)
        moves = [(m.target.x, m.target.y, m.target_z, m.dx, m.dy, m.dz)
                 for m in report.get_winning_moves()]
        self.assertEqual(moves, [(1, 2, 0, 0, 0, 3), (0, 1, 2, 1, 1, 1)])
        plane = sol.get_slice(Wy.Axis.Z, 3)
        self.assertEqual(plane.describe(1, 2).get_z(), 3)
        numpy.testing.assert_array_equal(wythoff.statuses(plane), wythoff.statuses(sol)[3])
        with self.assertRaises(Exception):
            sol.describe(1, 2)

    def test_region_shapes(self):
        # a region of x and y alone on a cube was solved as the cube of its x and y (side 3
        # of the 30 asked, every cell above z = 2 quietly NONE): refused, naming the six
        # coordinates; a region of 5 numbers was GI's "set_region() takes exactly 5
        # arguments (6 given)": named as the region's length
        cube = Wy.Game.parse("fraenkel3")
        with self.assertRaisesRegex(GLib.Error, r"names no z: .*\(x0, y0, z0, x1, y1, z1\)"):
            Wy.solve(cube, 30, Wy.Needs.STEPS, region=(0, 0, 2, 2))
        for region in ((0, 0, 0, 2, 2), (1, 2, 3), ()):
            with self.assertRaisesRegex(TypeError, rf"solve: region has {len(region)} numbers: "
                                        r"give \(x0, y0, x1, y1\), or \(x0, y0, z0, x1, y1, "
                                        r"z1\) for three heaps"):
                Wy.solve(cube, 30, Wy.Needs.STEPS, region=region)
        sol = Wy.solve(cube, 30, Wy.Needs.STEPS, region=(0, 0, 5, 2, 2, 7))
        self.assertEqual(sol.get_board().get_size(), 8)


if __name__ == "__main__":
    unittest.main()

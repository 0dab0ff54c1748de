# test_binding.py: the core from Python through GObject Introspection (Wy-1.0), against the wythoff command.
# Run by meson (tests/meson.build sets GI_TYPELIB_PATH, LD_LIBRARY_PATH and WYTHOFF); by hand:
#   GI_TYPELIB_PATH=_build/src/core LD_LIBRARY_PATH=_build/src/core \
#   WYTHOFF=_build/src/cli/wythoff python3 -m pytest tests/python
import csv
import io
import math
import os
import subprocess
import unittest

import gi

gi.require_version("Wy", "1.0")
from gi.repository import GLib, Gio, Wy  # noqa: E402

import numpy  # noqa: E402

WYTHOFF = os.environ.get("WYTHOFF")


def setUpModule():
    # the comparisons with the command line are the point: never skipped
    if not WYTHOFF:
        raise RuntimeError("WYTHOFF (the wythoff command) is not set: meson test sets it")


def wythoff_ppos(size):
    """Wythoff's P-positions (floor(n phi), floor(n phi^2)) and their mirrors, x, y < size."""
    cells = set()
    n = 0
    while True:
        a = (n + math.isqrt(5 * n * n)) // 2
        b = a + n
        if a >= size:
            break
        if b < size:
            cells.add((a, b))
            cells.add((b, a))
        n += 1
    return cells


class TestBinding(unittest.TestCase):
    def test_parse_and_string(self):
        game = Wy.Game.parse("wyt:a=1,b=2")
        self.assertEqual(game.to_string(), "wyt:a=1,b=2")
        self.assertEqual(game.get_family(), Wy.Family.WYT)
        self.assertEqual(game.get_param(Wy.Param.B), 2)

    def test_steps_match_cli(self):
        size = 512
        game = Wy.Game.parse("wyt:a=1,b=2")
        solution = Wy.solve_simple(game, size, Wy.Needs.STEPS, None)
        statuses = numpy.frombuffer(solution.get_statuses().get_data(), numpy.uint8)
        steps = numpy.frombuffer(solution.get_steps().get_data(), numpy.uint32)
        self.assertEqual(statuses.shape, (size * size,))
        statuses = statuses.reshape(size, size)  # [y, x]
        steps = steps.reshape(size, size)

        out = subprocess.run([WYTHOFF, "steps", "wyt:a=1,b=2", "--size", str(size),
                              "--format", "csv"], check=True, capture_output=True, text=True).stdout
        rows = list(csv.reader(io.StringIO(out)))
        self.assertEqual(rows[0], ["x", "y", "status", "step"])
        self.assertEqual(len(rows) - 1, size * size)
        cli_status = numpy.zeros((size, size), numpy.uint8)
        cli_step = numpy.zeros((size, size), numpy.uint32)
        code = {"P": int(Wy.Status.P), "N": int(Wy.Status.N)}
        for x, y, status, step in rows[1:]:
            cli_status[int(y), int(x)] = code[status]
            cli_step[int(y), int(x)] = int(step)
        numpy.testing.assert_array_equal(statuses, cli_status)
        numpy.testing.assert_array_equal(steps, cli_step)

        # one cell at a time agrees with the bulk form
        board = solution.get_board()
        for x, y in ((0, 0), (3, 2), (2, 3), (511, 511), (100, 7)):
            self.assertEqual(int(board.get_status(x, y)), statuses[y, x])
            self.assertEqual(board.get_step(x, y), steps[y, x])
            self.assertEqual(int(solution.get_status(x, y)), statuses[y, x])
        # the P-positions as pairs of guint32
        pairs = numpy.frombuffer(solution.get_ppos_pairs().get_data(), numpy.uint32).reshape(-1, 2)
        ys, xs = numpy.nonzero(statuses == int(Wy.Status.P))  # row-major: by y then x
        numpy.testing.assert_array_equal(pairs, numpy.stack([xs, ys], axis=1))

    def test_bad_rule_raises_core_message(self):
        with self.assertRaises(GLib.Error) as cm:
            Wy.Game.parse("wyt:a=zz")
        err = cm.exception
        self.assertEqual(err.domain, "wy-error-quark")
        self.assertEqual(err.code, int(Wy.Error.PARSE))
        self.assertIn("a=zz is not an integer", err.message)
        cli = subprocess.run([WYTHOFF, "ppos", "wyt:a=zz", "--size", "8"],
                             capture_output=True, text=True)
        self.assertNotEqual(cli.returncode, 0)
        self.assertIn(err.message, cli.stderr)

    def test_size_beyond_cap_names_cap(self):
        game = Wy.Game.parse("wyt:a=1,b=2")
        cap, reason = Wy.solve_max_size(game, Wy.Needs.STEPS)
        self.assertTrue(reason)
        with self.assertRaises(GLib.Error) as cm:
            Wy.solve_simple(game, cap + 1, Wy.Needs.STEPS, None)
        self.assertIn(str(cap + 1), cm.exception.message)
        self.assertIn(str(cap), cm.exception.message.replace(str(cap + 1), ""))

    def test_cancelled(self):
        cancellable = Gio.Cancellable()
        cancellable.cancel()
        with self.assertRaises(GLib.Error) as cm:
            Wy.solve_simple(Wy.Game.parse("wythoff"), 2048, Wy.Needs.STEPS, cancellable)
        self.assertTrue(cm.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED))

    def test_rule_of_your_own_is_wythoff(self):
        size = 300
        game = Wy.Game.parse("moves:rule=(dx==0||dy==0||dx==dy)")
        self.assertTrue(game.is_custom())
        solution = Wy.solve_simple(game, size, Wy.Needs.STATUS, None)
        pairs = numpy.frombuffer(solution.get_ppos_pairs().get_data(), numpy.uint32).reshape(-1, 2)
        self.assertEqual({(int(x), int(y)) for x, y in pairs}, wythoff_ppos(size))

    def test_bulk_bytes_outlive_the_solution(self):
        # a dense board's bytes are its own storage, not a copy: they keep the board alive
        import gc
        game = Wy.Game.parse("moves:rule=(dx==0||dy==0||dx==dy)")
        solution = Wy.solve_simple(game, 200, Wy.Needs.STEPS, None)
        board = solution.get_board()
        want = [(board.get_status(x, y), board.get_step(x, y)) for x, y in ((0, 0), (1, 2), (77, 150))]
        statuses, steps = solution.get_statuses(), solution.get_steps()
        del solution, board
        gc.collect()
        Wy.solve_simple(game, 200, Wy.Needs.STEPS, None)  # reuses freed memory, if any
        status = numpy.frombuffer(statuses.get_data(), numpy.uint8).reshape(200, 200)
        step = numpy.frombuffer(steps.get_data(), numpy.uint32).reshape(200, 200)
        got = [(status[y, x], step[y, x]) for x, y in ((0, 0), (1, 2), (77, 150))]
        self.assertEqual([(int(s), int(j)) for s, j in want], [(int(s), int(j)) for s, j in got])

    def test_moves_and_lists(self):
        game = Wy.Game.parse("wythoff")
        solution = Wy.solve_simple(game, 64, Wy.Needs.STEPS | Wy.Needs.GRUNDY, None)
        board = solution.get_board()
        moves = board.list_winning_moves(4, 2)
        self.assertTrue(moves)
        for move in moves:
            self.assertEqual(board.get_status(move.target.x, move.target.y), Wy.Status.P)
        self.assertEqual(board.list_winning_moves(1, 2), [])
        self.assertTrue(board.list_step_lines(2))
        grundy = numpy.frombuffer(solution.get_grundy_values().get_data(), numpy.int32).reshape(64, 64)
        self.assertEqual(list(board.get_grundy_row(5, 0, 8)), list(grundy[5, :8]))
        # a row of statuses and steps at once: a sparse board (beyond the
        # dense side) read by rows, against the cells one by one
        sparse = Wy.solve_simple(game, 5000, Wy.Needs.STEPS, None).get_board()
        status, steps = sparse.get_cell_row(4321, 100, 50)
        self.assertEqual([(s, j) for s, j in zip(status, steps)],
                         [tuple(sparse.get_cell(x, 4321)) for x in range(100, 150)])
        self.assertEqual(solution.get_grundy(3, 5), grundy[5, 3])
        terms = Wy.recursion_terms(game, [0, 1, 2, 10])
        self.assertEqual([(t.x, t.y) for t in terms], [(0, 0), (1, 2), (3, 5), (16, 26)])
        no_steps = Wy.solve_simple(game, 16, Wy.Needs.STATUS, None)
        if not no_steps.get_board().has_steps():
            with self.assertRaises(GLib.Error):
                no_steps.get_steps()


def cli_csv(*args):
    out = subprocess.run([WYTHOFF, *args, "--format", "csv"], check=True, capture_output=True,
                         text=True).stdout
    return list(csv.DictReader(io.StringIO(out)))


class TestAnalyses(unittest.TestCase):
    """The research analyses of wy-analysis.h, as `wythoff periods`, `sequence` and `classes` give them."""

    def test_strip_periods(self):
        game = Wy.Game.parse("wythoff")
        rows, length = 8, 5000
        strip = Wy.grundy_strip(game, rows, length, None)
        values = numpy.frombuffer(strip.get_data(), numpy.int32).reshape(length, rows)
        self.assertEqual(values[7, 0], 7)                  # g(0, y) = y
        self.assertEqual(values[0, 5], 5)                  # g(x, 0) = x
        want = cli_csv("periods", "wythoff", "--rows", str(rows), "--upto", str(length))
        for row in want:
            x = int(row["row"])
            found, t, p, salt = Wy.strip_row_period(strip, rows, x)
            self.assertTrue(found)
            self.assertEqual((t, p, salt), (int(row["preperiod"]), int(row["period"]),
                                            int(row["salt"])))
        with self.assertRaises(GLib.Error) as err:
            Wy.grundy_strip(Wy.Game.parse("mark"), 4, 100, None)
        self.assertIn("line families", err.exception.message)

    def test_sequences(self):
        game = Wy.Game.parse("wyt:a=1,b=2")
        ok, kind, param = Wy.sequence_parse("ppos-x")
        self.assertTrue(ok)
        terms = Wy.sequence_terms(game, kind, param, 0, 30, None)
        out = subprocess.run([WYTHOFF, "sequence", "wyt:a=1,b=2", "ppos-x", "--count", "30"],
                             check=True, capture_output=True, text=True).stdout
        self.assertEqual(list(terms), [int(v) for v in out.replace(",", " ").split()])
        ok, kind, param = Wy.sequence_parse("grundy-row=3")
        self.assertEqual(param, 3)

    def test_class_offsets(self):
        game = Wy.Game.parse("wythoff")
        self.assertTrue(Wy.class_offsets_golden(game))
        self.assertFalse(Wy.class_offsets_golden(Wy.Game.parse("wyt:a=1,b=2")))
        offsets = Wy.class_offsets(game, 2000, 2, None, None)
        want = cli_csv("classes", "wythoff", "--upto", "2", "--size", "2000")
        self.assertEqual(len(offsets), 3)
        for got, row in zip(offsets, want):
            self.assertEqual(got.value, int(row["value"]))
            self.assertEqual(got.count, int(row["count"]))
            self.assertAlmostEqual(got.min_offset, float(row["min_offset"]), places=3)
            self.assertAlmostEqual(got.max_offset, float(row["max_offset"]), places=3)


if __name__ == "__main__":
    unittest.main(verbosity=2)

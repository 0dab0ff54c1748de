# test_binding.py: the core from Python through GObject Introspection (Wy-1.0), against the wythoff command.
# Run by meson (tests/meson.build sets GI_TYPELIB_PATH, LD_LIBRARY_PATH and WYTHOFF); by hand:
#   GI_TYPELIB_PATH=_build/src/core LD_LIBRARY_PATH=_build/src/core \
#   WYTHOFF=_build/src/cli/wythoff python3 -m pytest tests/python
import csv
import io
import json
import math
import os
import subprocess
import threading
import time
import unittest

import gi

gi.require_version("Wy", "1.0")
from gi.repository import GLib, Gio, Wy  # noqa: E402

import numpy  # noqa: E402
import wythoff_numpy  # noqa: E402

WYTHOFF = os.environ.get("WYTHOFF")


def setUpModule():
    # the comparisons with the command line are the point: never skipped
    if not WYTHOFF:
        raise RuntimeError("WYTHOFF (the wythoff command) is not set: meson test sets it")


def solve(game, size, needs, cancellable):
    """Wy.solve of a whole board that a cancellable may stop: the query from its constructor
    and setters."""
    query = Wy.Query.new(size, needs)
    query.set_cancellable(cancellable)
    return Wy.solve(game, query)


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
        solution = Wy.solve(game, Wy.Query.new(size, Wy.Needs.STEPS))
        statuses = numpy.frombuffer(solution.get_board().get_statuses().get_data(), numpy.uint8)
        steps = numpy.frombuffer(solution.get_board().get_steps().get_data(), numpy.uint32)
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

        # the views without a copy are the same cells
        numpy.testing.assert_array_equal(wythoff_numpy.statuses(solution), cli_status)
        numpy.testing.assert_array_equal(wythoff_numpy.steps(solution), cli_step)
        # one cell at a time agrees with the bulk form
        board = solution.get_board()
        for x, y in ((0, 0), (3, 2), (2, 3), (511, 511), (100, 7)):
            self.assertEqual(int(board.get_status(x, y)), statuses[y, x])
            self.assertEqual(board.get_step(x, y), steps[y, x])
            self.assertFalse(hasattr(solution, "get_status"))  # the board's, not forwarded
        # the P-positions as pairs of guint32
        pairs = numpy.frombuffer(solution.get_board().get_ppos_pairs().get_data(), numpy.uint32).reshape(-1, 2)
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
        # a parameter the family has not: named, and those it has (it was "wythoff has no
        # such parameter")
        for rule, param, message in (
                ("wythoff", Wy.Param.A, "wythoff has no parameter a: its parameters are block"),
                ("wyt", Wy.Param.K, "wyt has no parameter k: its parameters are a, b, block"),
                ("nim:heaps=3", Wy.Param.BLOCK, "nim3 has no parameter block: it has none")):
            with self.assertRaises(GLib.Error) as cm:
                Wy.Game.parse(rule).with_param(param, 2)
            self.assertEqual(cm.exception.message, message)

    def test_size_beyond_cap_names_cap(self):
        game = Wy.Game.parse("wyt:a=1,b=2")
        cap, reason = Wy.solve_max_side(game, Wy.Query.new(0, Wy.Needs.STEPS))
        self.assertTrue(reason)
        with self.assertRaises(GLib.Error) as cm:
            Wy.solve(game, Wy.Query.new(cap + 1, Wy.Needs.STEPS))
        self.assertIn(str(cap + 1), cm.exception.message)
        self.assertIn(str(cap), cm.exception.message.replace(str(cap + 1), ""))

    def test_refusal_names_allowed_size(self):
        # a refused size carries the side the core allows as data: the query's getter
        # after Wy.solve, the result's after the async pair, the override's error; the
        # number its message names; a side that solves (issue 33)
        game = Wy.Game.parse("wythoff")
        cap, _reason = Wy.solve_max_side(game, Wy.Query.new(0, Wy.Needs.GRUNDY))
        query = Wy.Query.new(cap + 1, Wy.Needs.GRUNDY)
        self.assertEqual(query.get_allowed_size(), 0)
        with self.assertRaises(GLib.Error) as cm:
            Wy.solve(game, query)
        self.assertEqual(query.get_allowed_size(), cap)
        self.assertIn(f"from 1 to {cap}", cm.exception.message)
        allowed = Wy.Query.new(query.get_allowed_size(), Wy.Needs.GRUNDY)
        self.assertEqual(Wy.solve(game, allowed).get_board().get_size(), cap)
        self.assertEqual(allowed.get_allowed_size(), 0)
        # the keyword form's error says it
        with self.assertRaises(GLib.Error) as cm:
            Wy.solve(game, size=cap + 1, needs=Wy.Needs.GRUNDY)
        self.assertEqual(cm.exception.allowed_size, cap)
        # the async pair solves a copy: its result says it
        loop = GLib.MainLoop()
        got = {}

        def done(source, result, data):
            try:
                Wy.solve_finish(result)
            except GLib.Error as e:
                got["error"] = e
            got["allowed"] = Wy.solve_get_allowed_size(result)
            loop.quit()

        Wy.solve_async(game, Wy.Query.new(cap + 1, Wy.Needs.GRUNDY), None, done, None)
        loop.run()
        self.assertIn(f"from 1 to {cap}", got["error"].message)
        self.assertEqual(got["allowed"], cap)
        # no query, or a result not of the async pair: an exception or 0, never a crash
        with self.assertRaises(TypeError):
            Wy.Query.get_allowed_size(None)
        with self.assertRaises(TypeError):
            Wy.solve_get_allowed_size(None)
        self.assertEqual(Wy.solve_get_allowed_size(Gio.Task.new(None, None, None, None)), 0)

    def test_time_budget(self):
        # the caps a time model sets move with the budget; outside 1..600 it stays
        game = Wy.Game.parse("wythoff:block=2")
        self.assertEqual(Wy.solve_get_time_budget(), 2.0)
        query = Wy.Query.new(0, Wy.Needs.STATUS)
        cap, reason = Wy.solve_max_side(game, query)
        self.assertIn("a time budget of 2 s", reason)
        # a query's own budget: the size question and the solve answer under it
        self.assertFalse(query.set_time_budget(0.5))
        self.assertTrue(query.set_time_budget(30))
        wide, wide_reason = Wy.solve_max_side(game, query)
        self.assertGreater(wide, cap)
        self.assertIn("a time budget of 30 s", wide_reason)
        self.assertEqual(Wy.solve_get_time_budget(), 2.0)
        beyond = Wy.Query.new(cap + 1, Wy.Needs.STATUS)
        with self.assertRaises(GLib.Error) as cm:
            Wy.solve(game, beyond)
        self.assertIn("a time budget of 2 s", cm.exception.message)
        self.assertTrue(beyond.set_time_budget(30))
        self.assertEqual(Wy.solve(game, beyond).get_board().get_size(), cap + 1)
        self.assertEqual(Wy.solve_get_time_budget(), 2.0)
        # the process's budget: every query without one of its own
        self.assertFalse(Wy.solve_set_time_budget(0.5))
        self.assertEqual(Wy.solve_get_time_budget(), 2.0)
        try:
            self.assertTrue(Wy.solve_set_time_budget(30))
            self.assertEqual(Wy.solve_max_side(game, Wy.Query.new(0, Wy.Needs.STATUS))[0], wide)
        finally:
            Wy.solve_set_time_budget(2)

    def test_cancelled(self):
        cancellable = Gio.Cancellable()
        cancellable.cancel()
        with self.assertRaises(GLib.Error) as cm:
            solve(Wy.Game.parse("wythoff"), 2048, Wy.Needs.STEPS, cancellable)
        self.assertTrue(cm.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED))

    def test_cancel_from_another_thread(self):
        # Wy.solve runs without the GIL: this thread keeps running Python while
        # another solves, and cancels it (a solve of some seconds at this size)
        game = Wy.Game.parse("moves:rule=(dx==0||dy==0||dx==dy)")
        cancellable = Gio.Cancellable()
        inside = threading.Event()
        result = {}

        def work():
            inside.set()
            try:
                solve(game, 4096, Wy.Needs.STEPS, cancellable)
                result["error"] = None
            except GLib.Error as e:
                result["error"] = e

        thread = threading.Thread(target=work)
        thread.start()
        inside.wait()
        ticks, end = 0, time.monotonic() + 0.1
        while time.monotonic() < end:
            ticks += 1
        self.assertTrue(thread.is_alive(), "the solve ended before the cancel")
        self.assertGreater(ticks, 1000)  # this thread ran while the other solved
        cancellable.cancel()
        thread.join(120)
        self.assertFalse(thread.is_alive())
        self.assertIsNotNone(result["error"])
        self.assertTrue(result["error"].matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED))

    def test_one_entry(self):
        # Wy.solve(game, query) is the one way in; the query is built by its constructor and
        # setters (its fields are private), and the async pair gives the same board
        for gone in ("solve_simple", "solve_sized", "solve_query", "solve_max_size",
                     "solve_max_size_within", "solve_max_region_size", "solve_engine"):
            self.assertFalse(hasattr(Wy, gone), gone)
        game = Wy.Game.parse("wyt:a=1,b=2")
        query = Wy.Query.new(100, Wy.Needs.STEPS)
        self.assertEqual((query.get_size(), query.get_needs()), (100, Wy.Needs.STEPS))
        with self.assertRaises(RuntimeError):  # the fields are private: setters only
            query.size = 3
        fractions = []
        query.set_progress(lambda fraction, data: fractions.append(fraction), None)
        steps = Wy.solve(game, query).get_board().get_steps().get_data()
        self.assertTrue(fractions)
        self.assertTrue(all(0 <= f <= 1 for f in fractions))
        loop = GLib.MainLoop()
        got = {}

        def done(source, result, data):
            got["solution"] = Wy.solve_finish(result)
            loop.quit()

        Wy.solve_async(game, query, None, done, None)
        loop.run()
        self.assertEqual(got["solution"].get_board().get_steps().get_data(), steps)

    def test_sizes_and_coordinates_are_whole(self):
        # PyGObject truncates a float given for an integer (1.5 solved a 1x1 board): the
        # front doors take whole numbers (ints, numpy's too) and name what they got
        import numpy
        game = Wy.Game.parse("wythoff")
        for bad in (1.5, 10.0):
            with self.assertRaisesRegex(TypeError, f"solve: size must be a whole number, "
                                                   f"not {bad!r}"):
                Wy.solve(game, bad)
            with self.assertRaisesRegex(TypeError, "Query.new: size must be a whole number"):
                Wy.Query.new(bad, Wy.Needs.STATUS)
            with self.assertRaisesRegex(TypeError, "Pos: x must be a whole number"):
                Wy.Pos(bad, 0)
            with self.assertRaisesRegex(TypeError, "Pair: y must be a whole number"):
                Wy.Pair(0, bad)
        self.assertEqual(Wy.solve(game, numpy.int64(12)).get_board().get_size(), 12)
        self.assertEqual(Wy.Query.new(numpy.uint32(7), Wy.Needs.STATUS).get_size(), 7)
        self.assertEqual(tuple(Wy.Pos(numpy.int32(3), 5)), (3, 5))

    def test_region_and_progress(self):
        # a region of a board too large to store, as `wythoff steps --region`
        game = Wy.Game.parse("wyt:a=1,b=2")
        query = Wy.Query.new(100000, Wy.Needs.STEPS)
        query.set_region(10, 20, 30, 40)
        board = Wy.solve(game, query).get_board()
        rows = cli_csv("steps", "wyt:a=1,b=2", "--size", "100000", "--region", "10,20,30,40")
        self.assertEqual(len(rows), 21 * 21)
        for row in rows:
            x, y = int(row["x"]), int(row["y"])
            self.assertEqual((board.get_status(x, y).value_nick.upper(), board.get_step(x, y)),
                             (row["status"], int(row["step"])))
        # a progress callback in Python, called from the solve
        fractions = []
        Wy.table_exact_rows(game, 50, lambda fraction, data: fractions.append(fraction), None, None)
        self.assertTrue(fractions)
        self.assertTrue(all(0 <= f <= 1 for f in fractions))

    def test_rule_of_your_own_is_wythoff(self):
        size = 300
        game = Wy.Game.parse("moves:rule=(dx==0||dy==0||dx==dy)")
        self.assertTrue(game.is_custom())
        solution = Wy.solve(game, Wy.Query.new(size, Wy.Needs.STATUS))
        pairs = numpy.frombuffer(solution.get_board().get_ppos_pairs().get_data(), numpy.uint32).reshape(-1, 2)
        self.assertEqual({(int(x), int(y)) for x, y in pairs}, wythoff_ppos(size))

    def test_bulk_bytes_outlive_the_solution(self):
        # a dense board's bytes are its own storage, not a copy: they keep the board alive
        import gc
        game = Wy.Game.parse("moves:rule=(dx==0||dy==0||dx==dy)")
        solution = Wy.solve(game, Wy.Query.new(200, Wy.Needs.STEPS))
        board = solution.get_board()
        want = [(board.get_status(x, y), board.get_step(x, y)) for x, y in ((0, 0), (1, 2), (77, 150))]
        statuses, steps = solution.get_board().get_statuses(), solution.get_board().get_steps()
        del solution, board
        gc.collect()
        Wy.solve(game, Wy.Query.new(200, Wy.Needs.STEPS))  # reuses freed memory, if any
        status = numpy.frombuffer(statuses.get_data(), numpy.uint8).reshape(200, 200)
        step = numpy.frombuffer(steps.get_data(), numpy.uint32).reshape(200, 200)
        got = [(status[y, x], step[y, x]) for x, y in ((0, 0), (1, 2), (77, 150))]
        self.assertEqual([(int(s), int(j)) for s, j in want], [(int(s), int(j)) for s, j in got])

    def test_views_outlive_the_solution(self):
        import gc
        for needs in (Wy.Needs.STEPS, Wy.Needs.STEPS | Wy.Needs.STEP_COUNTS | Wy.Needs.GRUNDY):
            solution = Wy.solve(Wy.Game.parse("wythoff"), Wy.Query.new(300, needs))
            want = numpy.frombuffer(solution.get_board().get_steps().get_data(), numpy.uint32).reshape(300, 300)
            steps = wythoff_numpy.steps(solution)
            pairs = wythoff_numpy.ppos_pairs(solution)
            self.assertFalse(steps.flags.writeable)
            del solution
            gc.collect()
            Wy.solve(Wy.Game.parse("wyt:a=3,b=1"), Wy.Query.new(300, needs))  # reuses freed memory, if any
            numpy.testing.assert_array_equal(steps, want)
            self.assertEqual({(int(x), int(y)) for x, y in pairs}, wythoff_ppos(300))
        grundy = wythoff_numpy.grundy_values(Wy.solve(Wy.Game.parse("nim"), Wy.Query.new(50, Wy.Needs.GRUNDY)))
        self.assertEqual(int(grundy[5, 3]), 5 ^ 3)

    def test_moves_and_lists(self):
        game = Wy.Game.parse("wythoff")
        solution = Wy.solve(game, Wy.Query.new(64, Wy.Needs.STEPS | Wy.Needs.GRUNDY))
        board = solution.get_board()
        moves = board.list_winning_moves(4, 2)
        self.assertTrue(moves)
        for move in moves:
            self.assertEqual(board.get_status(move.target.x, move.target.y), Wy.Status.P)
        self.assertEqual(board.list_winning_moves(1, 2), [])
        self.assertTrue(board.list_step_lines(2))
        grundy = numpy.frombuffer(solution.get_board().get_grundy_values().get_data(), numpy.int32).reshape(64, 64)
        self.assertEqual(list(board.get_grundy_row(5, 0, 8)), list(grundy[5, :8]))
        # a row of statuses and steps at once: a sparse board (beyond the
        # dense side) read by rows, against the cells one by one
        sparse = Wy.solve(game, Wy.Query.new(5000, Wy.Needs.STEPS)).get_board()
        status, steps = sparse.get_cell_row(4321, 100, 50)
        self.assertEqual([(s, j) for s, j in zip(status, steps)],
                         [tuple(sparse.get_cell(x, 4321)) for x in range(100, 150)])
        self.assertEqual(board.get_grundy(3, 5), grundy[5, 3])
        terms = Wy.recursion_terms(game, [0, 1, 2, 10])
        self.assertEqual([(t.x, t.y) for t in terms], [(0, 0), (1, 2), (3, 5), (16, 26)])
        # repeated indices each get their term; none, none; out of order, an error (it
        # once gave zeros)
        terms = Wy.recursion_terms(game, [2, 2, 10])
        self.assertEqual([(t.x, t.y) for t in terms], [(3, 5), (3, 5), (16, 26)])
        self.assertEqual(len(Wy.recursion_terms(game, [])), 0)
        with self.assertRaisesRegex(GLib.Error, "must not decrease: 1 follows 5"):
            Wy.recursion_terms(game, [5, 1, 3])
        no_steps = Wy.solve(game, Wy.Query.new(16, Wy.Needs.STATUS))
        if not no_steps.get_board().has_steps():
            with self.assertRaises(GLib.Error):
                no_steps.get_board().get_steps()


def cli_csv(*args):
    out = subprocess.run([WYTHOFF, *args, "--format", "csv"], check=True, capture_output=True,
                         text=True).stdout
    return list(csv.DictReader(io.StringIO(out)))


class TestAnalyses(unittest.TestCase):
    """The research analyses of wy-analysis.h, as `wythoff periods`, `sequence` and `classes` give them."""

    def test_strip_periods(self):
        game = Wy.Game.parse("wythoff")
        rows, length = 8, 5000
        strip = Wy.grundy_strip_bytes(game, rows, length, None)
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
            Wy.grundy_strip_bytes(Wy.Game.parse("mark"), 4, 100, None)
        self.assertIn("line families", err.exception.message)
        self.assertIn("cone families", err.exception.message)

    def test_cone_strip(self):
        """A cone family's strip and a line family's with block=Q hold the Grundy board's
        columns x < rows."""
        for rule in ("stwythoff:s=2,t=3", "gamma:i=2,s=1,t=1,block=2", "wythoff:block=3",
                     "wytc:a=2,b=2,c=3,block=2"):
            game = Wy.Game.parse(rule)
            rows, length = 5, 300
            strip = Wy.grundy_strip_bytes(game, rows, length, None)
            values = numpy.frombuffer(strip.get_data(), numpy.int32).reshape(length, rows)
            board = Wy.solve(game, length, Wy.Needs.GRUNDY).get_board()
            for y in (0, 1, 77, 299):
                self.assertEqual(list(values[y]),
                                 [board.get_grundy(x, y) for x in range(rows)], rule)

    def test_sequences(self):
        game = Wy.Game.parse("wyt:a=1,b=2")
        ok, kind, param = Wy.sequence_parse("ppos-x")
        self.assertTrue(ok)
        terms = Wy.sequence_terms(game, kind, param, 0, 30, None)
        out = subprocess.run([WYTHOFF, "sequence", "wyt:a=1,b=2", "ppos-x", "--count", "30"],
                             check=True, capture_output=True, text=True).stdout
        self.assertEqual(list(terms), [int(v) for v in out.replace(",", " ").split()])
        # proven final here; the pairs of a rule of your own are the boards'
        self.assertTrue(Wy.sequence_is_proven(game, kind))
        rule = Wy.Game.parse("moves:rule=(dx==0||dy==0||dx==dy)")
        self.assertFalse(Wy.sequence_is_proven(rule, kind))
        self.assertFalse(Wy.table_is_proven(rule))
        self.assertTrue(Wy.table_is_proven(game))
        ok, kind, param = Wy.sequence_parse("grundy-row=3")
        self.assertEqual(param, 3)
        self.assertTrue(Wy.sequence_is_proven(rule, kind))
        # the mex forms at their edges: b = 0 covers nothing, q = 0 leaves no value free
        self.assertEqual(Wy.mex_b([0, 5], 0), 0)
        self.assertEqual(Wy.mex_q([0, 5], 0), 2**64 - 1)
        # the Grundy sequences of a cone and of one pile, as the command gives them; UpMark's
        # g(n) from its least pile, 1
        for rule, what in (("stwythoff:s=2,t=3", "grundy-row=3"), ("upmark", "grundy-pile")):
            game = Wy.Game.parse(rule)
            ok, kind, param = Wy.sequence_parse(what)
            first = Wy.sequence_first_index(game, kind)
            self.assertEqual(first, 1 if rule == "upmark" else 0)
            terms = Wy.sequence_terms(game, kind, param, first, 40, None)
            out = subprocess.run([WYTHOFF, "sequence", rule, what, "--count", "40"],
                                 check=True, capture_output=True, text=True).stdout
            self.assertEqual(list(terms), [int(v) for v in out.replace(",", " ").split()])

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


def cli_json(*args):
    return json.loads(subprocess.run([WYTHOFF, *args, "--format", "json"], check=True,
                                     capture_output=True, text=True).stdout)


def pos(x, y):
    p = Wy.Pos()
    p.x, p.y = x, y
    return p


class TestPapersSumsPlay(unittest.TestCase):
    """Sums, play, the papers' tables, numeration U and Mark checks, against the command."""

    def test_sum(self):
        game = Wy.Game.parse("wythoff")
        s = Wy.Sum.new()
        s.add(game, 3, 5, None)
        s.add(Wy.Game.parse("nim"), 2, 0, None)
        want = cli_json("sum", "wythoff", "3,5", "nim", "2,0")
        self.assertEqual(s.get_nim_sum(), want["nim_sum"])
        self.assertEqual(s.get_status().value_nick.upper(), want["status"])
        self.assertEqual([[s.get_position(i).x, s.get_position(i).y] for i in range(2)],
                         [c["position"] for c in want["components"]])
        self.assertEqual([s.get_grundy(i) for i in range(2)], [c["grundy"] for c in want["components"]])
        self.assertEqual([(m.component, [m.to.x, m.to.y], m.grundy) for m in s.list_winning_moves()],
                         [(m["component"], m["to"], m["grundy"]) for m in want["winning_moves"]])
        self.assertEqual(s.copy().get_nim_sum(), s.get_nim_sum())
        with self.assertRaises(GLib.Error) as cm:
            s.add(Wy.Game.parse("wythoff:play=misere"), 1, 1, None)
        cli = subprocess.run([WYTHOFF, "sum", "wythoff", "3,5", "nim", "2,0", "wythoff:play=misere",
                              "1,1"], capture_output=True, text=True)
        self.assertIn(cm.exception.message, cli.stderr)

    def test_play(self):
        board = Wy.solve(Wy.Game.parse("wythoff"), Wy.Query.new(64, Wy.Needs.STEPS)).get_board()
        want = cli_json("moves", "wythoff", "4,2")
        self.assertEqual([[m.target.x, m.target.y] for m in board.list_winning_moves(4, 2)],
                         want["winning_moves"])
        ok, move = Wy.play_reply(board, pos(4, 2))
        self.assertTrue(ok)
        self.assertEqual([move.target.x, move.target.y], want["winning_moves"][0])
        self.assertTrue(Wy.play_is_legal(board, pos(4, 2), pos(1, 2)))
        self.assertEqual(Wy.play_judge(board, pos(4, 2), pos(3, 3)), Wy.PlayVerdict.ILLEGAL)
        self.assertFalse(Wy.play_has_move(board, pos(0, 0)))
        # a game's record: the program starts from (6, 8), the player answers, a take-back
        record = Wy.PlayRecord.new(board, pos(6, 8))
        ok, move = record.answer()
        self.assertTrue(ok)
        self.assertEqual([move.target.x, move.target.y], [3, 5])
        self.assertTrue(record.is_players_turn())
        self.assertEqual(record.play(pos(2, 4)), Wy.PlayVerdict.LEGAL)
        self.assertTrue(record.answer()[0])
        self.assertEqual(record.to_string(), "(6, 8) → (3, 5) → (2, 4) → (2, 1)")
        self.assertEqual(record.take_back(), 2)
        self.assertEqual(record.get_n_moves(), 1)
        at = record.get_position()
        self.assertEqual([at.x, at.y], [3, 5])
        with self.assertRaises(GLib.Error):
            Wy.PlayRecord.new(board, pos(64, 0))

    def test_play_blocks(self):
        # block=3: the program blocks the player's moves into P, two at most; the player's
        # blocks on the program's turn are judged by the same rule; a redo after take back
        board = Wy.solve(Wy.Game.parse("wythoff:block=3"),
                         Wy.Query.new(14, Wy.Needs.STEPS)).get_board()
        self.assertTrue(Wy.play_has_blocks(board.get_game()))
        self.assertEqual(Wy.play_describe_budget(board.get_game()), "at most 2 moves")
        blocks = Wy.play_choose_blocks(board, pos(7, 7))
        self.assertLessEqual(len(blocks), 2)
        self.assertTrue(Wy.play_blocks_allowed(board, pos(7, 7), blocks))
        with self.assertRaises(GLib.Error):
            Wy.play_blocks_allowed(board, pos(5, 5), [pos(4, 5), pos(5, 4), pos(4, 4)])
        record = Wy.PlayRecord.new(board, pos(7, 7))
        self.assertEqual(record.play(pos(5, 5)), Wy.PlayVerdict.LEGAL)
        wins = board.list_winning_moves(5, 5)
        self.assertTrue(record.toggle_block(wins[0].target))
        self.assertEqual([(p.x, p.y) for p in record.get_blocks()],
                         [(wins[0].target.x, wins[0].target.y)])
        ok, move = record.answer()
        self.assertTrue(ok)
        self.assertNotEqual((move.target.x, move.target.y), (wins[0].target.x, wins[0].target.y))
        self.assertEqual(record.take_back(), 2)
        self.assertEqual(record.get_n_redo(), 2)
        self.assertEqual(record.redo(), 2)
        ok, move = Wy.play_reply_avoiding(board, pos(5, 5), [wins[0].target])
        self.assertTrue(ok)

    def test_grundy_of_a_game_without_them(self):
        # misere play has no Grundy values: the solve drops the need, and the read says why
        # a row of them is refused alike (it was [] with no error: no cells read as none)
        board = Wy.solve(Wy.Game.parse("wythoff:play=misere"), 10, Wy.Needs.GRUNDY).get_board()
        for read in (board.get_grundy_values, lambda: board.get_grundy_row(3, 0, 5)):
            with self.assertRaises(GLib.Error) as cm:
                read()
            self.assertIn("wythoff:play=misere has no Grundy values: they are defined in "
                          "normal play", cm.exception.message)
        for rule in ("wythoff", "mark:k=2", "nim:heaps=3"):
            board = Wy.solve(Wy.Game.parse(rule), 10, Wy.Needs.STEPS).get_board()
            for read in (board.get_grundy_values, lambda: board.get_grundy_row(0, 0, 5)):
                with self.assertRaises(GLib.Error) as cm:
                    read()
                self.assertIn("solve it with the Grundy values needed", cm.exception.message)
        # asked of the game itself: the same reason, before any solve; block=Q has them
        with self.assertRaises(GLib.Error) as cm:
            Wy.Game.parse("imitation:p=2").check_grundy()
        self.assertIn("imitation:p=2 has no Grundy values", cm.exception.message)
        self.assertTrue(Wy.Game.parse("wythoff:block=2").check_grundy())

    def test_tables(self):
        # a name without a known extension is named as given ("" was shown as “.”)
        self.assertEqual(Wy.table_format_from_filename("out/t.TEX")[1], Wy.TableFormat.LATEX)
        for name in ("", "out/table", "out/t.xlsx"):
            with self.assertRaises(GLib.Error) as cm:
                Wy.table_format_from_filename(name)
            self.assertEqual(cm.exception.message, f"cannot tell the table format of “{name}”: "
                             "the name must end in .csv, .tex, .json or .txt")
        game = Wy.Game.parse("wyt:a=1,b=2")
        want = [(int(r["x"]), int(r["y"])) for r in cli_csv("table", "wyt:a=1,b=2", "--count", "12")]
        exact = Wy.table_exact_rows(game, 12, None, None, None)
        self.assertEqual([(r.x, r.y) for r in exact], want)
        text = subprocess.run([WYTHOFF, "table", "wyt:a=1,b=2", "--count", "12", "--format", "csv"],
                              check=True, capture_output=True, text=True).stdout
        self.assertEqual(Wy.table_format(game, exact, Wy.TableFormat.CSV, False), text)
        recursion = Wy.table_rows_from_recursion(game, 12)
        want = [(int(r["x"]), int(r["y"]))
                for r in cli_csv("table", "wyt:a=1,b=2", "--count", "12", "--recursion")]
        self.assertEqual([(r.x, r.y) for r in recursion], want)
        self.assertEqual([(r.x, r.y) for r in Wy.table_sort_rows(list(reversed(exact)))],
                         [(r.x, r.y) for r in exact])
        item = Wy.paper_item_find("001:table3")
        self.assertEqual(item.kind, Wy.PaperItemKind.LIMITS)
        self.assertIn("000:fig1", [i.id for i in Wy.paper_items()])
        with self.assertRaises(GLib.Error) as cm:
            Wy.paper_item_find("999:nothing")
        self.assertIn("999:nothing", cm.exception.message)

    def test_recursion_disagreements(self):
        # the paper's recursion beside the exact solver, as `wythoff compare` says: they agree
        game = Wy.Game.parse("nimpq:a=2,b=1,p=2,q=2")
        solution = Wy.solve(game, Wy.Query.new(23, Wy.Needs.FORMULA))
        has, cmp = solution.get_comparison()
        self.assertTrue(has)
        self.assertEqual(cmp.n_disagree, 0)
        self.assertIn("result: agree", subprocess.run([WYTHOFF, "compare", game.to_string(), "--size",
                                                       "23"], capture_output=True, text=True).stdout)
        # and where they differ (Wythoff's formula on the board of WYT(1,2)): every cell of the
        # symmetric difference, by y then x
        board = Wy.solve(Wy.Game.parse("wyt:a=1,b=2"), Wy.Query.new(60, Wy.Needs.STATUS)).get_board()
        formula = Wy.recursion_ppos(Wy.Game.parse("wythoff"), 60)
        cells = Wy.recursion_disagreements(board, formula)
        exact = {(p.x, p.y) for p in board.get_ppos()}
        want = sorted(exact ^ {(p.x, p.y) for p in formula}, key=lambda c: (c[1], c[0]))
        self.assertTrue(want)
        self.assertEqual([(c.x, c.y) for c in cells], want)

    def test_numeration(self):
        ok, u = Wy.numeration_init(Wy.Game.parse("gamma:i=1,s=2,t=1"))
        self.assertTrue(ok)
        want = cli_json("numeration", "gamma:i=1,s=2,t=1", "20")
        rep = u.represent(20)
        self.assertEqual(list(rep.digits)[:rep.len][::-1], want["digits"])
        self.assertEqual(u.rep_string(rep), want["representation"])
        self.assertEqual(u.value(rep), 20)
        # the digits are read, not written (PyGObject cannot write a fixed array field)
        with self.assertRaisesRegex(AttributeError, "NumerationRep.digits is read-only"):
            rep.digits = [2] * 3
        with self.assertRaisesRegex(AttributeError, "Numeration.bases is read-only"):
            u.bases = [1]
        self.assertEqual(u.is_vile(20), want["class"] == "vile")
        ok, v, d, m = u.generator(20)
        self.assertEqual((v, d, m), (want["vile_number"], want["dopey_number"], want["index"]))
        board = Wy.solve(Wy.Game.parse("gamma:i=1,s=2,t=1"), Wy.Query.new(300, Wy.Needs.STATUS)).get_board()
        agree, first, n_p = u.check_board(board)
        self.assertTrue(agree)
        self.assertEqual(n_p, len(board.get_ppos()))
        with self.assertRaises(GLib.Error) as cm:
            Wy.numeration_init(Wy.Game.parse("wythoff"))
        self.assertEqual(cm.exception.code, int(Wy.Error.UNSUPPORTED))

    def test_mark_checks(self):
        claims = Wy.check_mark(1000, None, None, None)
        want = cli_json("check", "mark", "--upto", "1000")
        self.assertEqual([(c.id, c.holds, c.upto) for c in claims],
                         [(c["id"], c["holds"], c["upto"]) for c in want])
        status = Wy.solve(Wy.Game.parse("mark"), Wy.Query.new(200, Wy.Needs.STATUS)).get_board().get_statuses().get_data()
        self.assertTrue(Wy.check_mark_vile_dopey(2, status).holds)
        bad = bytearray(status)
        bad[10] = 3 - bad[10]  # P <-> N
        claim = Wy.check_mark_vile_dopey(2, bytes(bad))
        self.assertFalse(claim.holds)
        self.assertEqual(claim.first, 10)
        # Mark-k has k >= 2: a smaller k is said, nothing checked (it gave a verdict)
        for k in (0, 1):
            for claim in (Wy.check_mark_vile_dopey(k, status),
                          Wy.check_mark_sequences(k, 0, 0, status)):
                self.assertFalse(claim.holds)
                self.assertEqual(claim.upto, 0)
                self.assertIn("k = %d is out of range: Mark-k has k >= 2" % k, claim.detail)
        with self.assertRaises(GLib.Error) as cm:
            Wy.check_mark(10, None, None, None)
        self.assertIn(str(Wy.check_mark_max_upto()), cm.exception.message)


if __name__ == "__main__":
    unittest.main(verbosity=2)

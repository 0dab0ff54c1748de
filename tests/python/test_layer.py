# test_layer.py: the Python layer (python/): the override module gi/overrides/Wy.py (reprs,
# equality, pickling, flags, help() from the GIR, Wy.solve with progress and Ctrl-C) and the
# wythoff package (numpy views of every bulk answer equal to the list forms, pandas frames,
# plot() in the window's colours, the import-time check). Run by meson (suite python) with
# GI_TYPELIB_PATH, LD_LIBRARY_PATH and PYTHONPATH (python/ and _build/python) set.
import ast
import importlib
import multiprocessing
import os
import pickle
import re
import signal
import subprocess
import sys
import textwrap
import threading
import time
import unittest

import numpy

import wythoff
from wythoff import Wy
from gi.repository import GLib, Gio  # noqa: E402

PLOT = importlib.import_module("wythoff.plot")
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
WYTHOFF = Wy.Game.parse("wythoff")


def read(path):
    with open(path) as f:
        return f.read()


def count_ppos(game):
    """Run in a worker process: the game arrives pickled."""
    return game.to_string(), len(wythoff.ppos_pairs(Wy.solve(game, 200)))


def stub_callables(tree):
    """(where the binding has it, the stub's FunctionDef) for every callable of Wy.pyi."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            yield Wy, node
        elif isinstance(node, ast.ClassDef) and hasattr(Wy, node.name):
            for sub in node.body:
                if isinstance(sub, ast.FunctionDef):
                    yield getattr(Wy, node.name), sub


def stub_parameters(node):
    """[(name, optional)] of a stub's def, self and cls left out."""
    args = node.args
    plain = args.args[1:] if args.args and args.args[0].arg in ("self", "cls") else args.args
    first_default = len(plain) - len(args.defaults)
    out = [(a.arg, i >= first_default) for i, a in enumerate(plain)]
    return out + ([(args.vararg.arg, True)] if args.vararg else [])


def gi_parameters(line):
    """[(name, optional)] of PyGObject's signature line "name(a:T, b:T=None) -> R"."""
    inside = line[line.index("(") + 1:line.rindex(")")].split(") ->")[0]
    out = []
    for part in filter(None, (p.strip() for p in inside.split(","))):
        name = part.split(":")[0].split("=")[0]
        if name != "self":
            out.append((name, part.endswith("=None")))
    return out


class TestValues(unittest.TestCase):
    def test_game(self):
        game = Wy.Game.parse("wyt:b=2,a=1")
        self.assertEqual(repr(game), "Wy.Game.parse('wyt:a=1,b=2')")
        self.assertEqual(game, Wy.Game.parse("wyt:a=1,b=2"))
        self.assertNotEqual(game, Wy.Game.parse("wyt:a=1,b=3"))
        self.assertEqual(len({game, Wy.Game.parse("wyt:a=1,b=2"), WYTHOFF}), 2)
        copy = pickle.loads(pickle.dumps(game))
        self.assertEqual(copy, game)
        self.assertEqual(copy.get_param(Wy.Param.B), 2)
        # a fresh process unpickles before it imports anything (as a Dask worker does)
        cold = "import pickle, sys; print(pickle.loads(sys.stdin.buffer.read()))"
        done = subprocess.run([sys.executable, "-c", cold], capture_output=True,
                              input=pickle.dumps([game, Wy.Pos(1, 2), Wy.Pair(3, 4)]))
        self.assertEqual(done.stdout.decode().strip(),
                         "[Wy.Game.parse('wyt:a=1,b=2'), Wy.Pos(1, 2), Wy.Pair(3, 4)]",
                         done.stderr.decode()[-2000:])

    def test_positions_and_pairs(self):
        p = Wy.Pos(3, 5)
        self.assertEqual((p.x, p.y), (3, 5))
        self.assertEqual(repr(p), "Wy.Pos(3, 5)")
        self.assertEqual(p, Wy.Pos(3, 5))
        self.assertEqual(len({p, Wy.Pos(3, 5), Wy.Pos(5, 3)}), 2)
        self.assertEqual(pickle.loads(pickle.dumps(p)), p)
        self.assertEqual(tuple(p), (3, 5))
        pairs = Wy.recursion_pairs(Wy.Game.parse("wyt:a=1,b=2"), 3)  # from the core
        self.assertEqual(pairs[1], Wy.Pair(2, 3))
        self.assertEqual(pickle.loads(pickle.dumps(pairs)), pairs)

    def test_ppos_iter_iterates(self):
        """Wy.PposIter is a Python iterator: a for loop gives the board's P-positions, in
        the order of get_ppos_pairs, and ends."""
        board = Wy.solve(WYTHOFF, 30).get_board()
        got = [tuple(p) for p in Wy.PposIter.new(board)]
        self.assertEqual(got, [tuple(r) for r in wythoff.ppos_pairs(board).tolist()])
        it = Wy.PposIter.new(board)
        self.assertIs(iter(it), it)
        self.assertEqual(next(it), Wy.Pos(0, 0))

    def test_solution_repr(self):
        s = Wy.solve(Wy.Game.parse("wyt:a=1,b=2"), 64, Wy.Needs.STEPS | Wy.Needs.STEP_COUNTS)
        self.assertRegex(repr(s), r"^<Wy.Solution wyt:a=1,b=2 64x64 needs STATUS\|STEPS\|"
                                  r"STEP_COUNTS \w+ engine>$")
        self.assertEqual(repr(s.get_board()), "<Wy.Board wyt:a=1,b=2 64x64>")
        one = Wy.solve(Wy.Game.parse("nim"), 1, Wy.Needs.STATUS)
        self.assertIn(" 1x1 ", repr(one))
        # a cube shows three sides (it showed 10x10), one pile one
        cube = Wy.solve(Wy.Game.parse("nim:heaps=3"), 10)
        self.assertRegex(repr(cube), r"^<Wy.Solution nim:heaps=3 10x10x10 needs STATUS ")
        self.assertEqual(repr(cube.get_board()), "<Wy.Board nim:heaps=3 10x10x10>")
        pile = Wy.solve(Wy.Game.parse("pile:rule=(d<=2)"), 10)
        self.assertEqual(repr(pile.get_board()), "<Wy.Board pile:rule=(d<=2) 10>")

    def test_flags_stay_flags(self):
        for value in (Wy.Needs.STEPS | 0, 0 | Wy.Needs.STEPS, Wy.Needs.GRUNDY & 0xff,
                      Wy.Needs.STEPS | Wy.Needs.GRUNDY, Wy.Needs.STEPS ^ 0):
            self.assertIsInstance(value, Wy.Needs)
        needs = Wy.Needs.STEPS | 0
        self.assertTrue(Wy.solve(WYTHOFF, 16, needs).get_board().has_steps())

    def test_multiprocessing_takes_games(self):
        games = [Wy.Game.parse(r) for r in ("wythoff", "wyt:a=2", "nim")]
        with multiprocessing.get_context("spawn").Pool(2) as pool:
            got = pool.map(count_ppos, games)
        self.assertEqual(got, [count_ppos(g) for g in games])


class TestArguments(unittest.TestCase):
    """Sizes, coordinates and counts: a float or a bool raises TypeError naming the
    parameter (PyGObject cut 3.7 down to 3 and took True as 1); a value C cannot carry
    raises ValueError naming the parameter and the range the core allows (PyGObject's
    OverflowError named neither)."""

    def setUp(self):
        self.sol = Wy.solve(WYTHOFF, 10, Wy.Needs.STEPS | Wy.Needs.GRUNDY)
        self.board = self.sol.get_board()

    def test_floats_and_bools_refused(self):
        b, sol = self.board, self.sol

        def set_x(value):
            p = Wy.Pos(1, 2)
            p.x = value
        # a sum's positions too: s.add(game, 1.5, 0, None) added (1, 0) in silence
        sum_ = Wy.Sum.new()
        sum_.add(WYTHOFF, 1, 2, None)
        calls = {
            "Sum.add: x": lambda v: sum_.add(WYTHOFF, v, 0, None),
            "Sum.add: y": lambda v: sum_.add(WYTHOFF, 0, v, None),
            "Sum.get_grundy: component": lambda v: sum_.get_grundy(v),
            "Sum.get_position: component": lambda v: sum_.get_position(v),
            "Solution.describe: x": lambda v: sol.describe(v, 5),
            "Board.get_status: y": lambda v: b.get_status(3, v),
            "Board.get_step: x": lambda v: b.get_step(v, 5),
            "Board.get_cell: x": lambda v: b.get_cell(v, 5),
            "Board.get_grundy: x": lambda v: b.get_grundy(v, 5),
            "Pos: x": set_x,
            "solve: size": lambda v: Wy.solve(WYTHOFF, v),
            "solve: classes": lambda v: Wy.solve(WYTHOFF, 10, Wy.Needs.GRUNDY, classes=v),
            "solve: region[1]": lambda v: Wy.solve(WYTHOFF, 10, region=(0, v, 3, 3)),
            "grundy_class: size": lambda v: wythoff.grundy_class(WYTHOFF, v, 1),
            "grundy_class: value": lambda v: wythoff.grundy_class(WYTHOFF, 100, v),
            "grundy_classes: top": lambda v: wythoff.grundy_classes(WYTHOFF, 100, v),
            "class_offsets: size": lambda v: wythoff.class_offsets(WYTHOFF, v, 2),
            "recursion_pairs: count": lambda v: wythoff.recursion_pairs(WYTHOFF, v),
            "recursion_ppos: size": lambda v: wythoff.recursion_ppos(WYTHOFF, v),
            "table_rows: count": lambda v: wythoff.table_rows(WYTHOFF, v),
            "sequence: first": lambda v: wythoff.sequence(WYTHOFF, "ppos-x", v, 3),
            "sequence: count": lambda v: wythoff.sequence(WYTHOFF, "ppos-x", 0, v),
            "grundy_strip: rows": lambda v: wythoff.grundy_strip(WYTHOFF, v, 10),
            "grundy_strip: length": lambda v: wythoff.grundy_strip(WYTHOFF, 2, v),
        }
        for name, call in calls.items():
            for bad in (2.5, 3.99, True):
                with self.subTest(call=name, value=bad):
                    with self.assertRaisesRegex(TypeError, re.escape(
                            f"{name} must be a whole number, not {bad!r}")):
                        call(bad)
        self.assertEqual(self.board.get_status(numpy.uint32(1), y=2), Wy.Status.P)
        query = Wy.Query.new(10, Wy.Needs.STATUS)
        with self.assertRaisesRegex(TypeError, "Query.set_region: y0 must be a whole number"):
            query.set_region(0, 0.5, 3, 3)
        with self.assertRaisesRegex(TypeError, "Query.set_classes: top_class must be a whole"):
            query.set_classes(True)

    def test_values_c_cannot_carry_name_the_range(self):
        sol = self.sol
        cases = [
            (lambda: Wy.solve(WYTHOFF, -1), "solve: size -1 is out of range: the board side "
             "of wythoff must be from 1 to 2000000"),
            (lambda: Wy.solve(WYTHOFF, 2 ** 32), "solve: size 4294967296 is out of range: the "
             "board side of wythoff must be from 1 to 2000000"),
            (lambda: sol.describe(-1, 0), "Solution.describe: x -1 is out of range: from 0 to 9"),
            (lambda: Wy.Sum.new().add(WYTHOFF, 2 ** 32, 0, None),
             "Sum.add: x 4294967296 is out of range: from 0 to 4294967295"),
            (lambda: Wy.Sum.new().get_game(-1), "Sum.get_game: component -1 is out of range"),
            (lambda: Wy.solve(WYTHOFF, 10, region=(-1, 0, 3, 3)),
             r"solve: region\[0\] -1 is out of range: the corners lie on the board, from 0 to 9"),
            (lambda: Wy.solve(WYTHOFF, 10, Wy.Needs.GRUNDY, classes=-1),
             "solve: classes -1 is out of range: from 0 to 4294967295"),
            (lambda: wythoff.sequence(WYTHOFF, "grundy-row=1", -5, 10),
             "sequence: first -5 is out of range: from 0 to 18446744073709551615"),
            (lambda: wythoff.sequence(WYTHOFF, "grundy-row=1", 0, -1),
             f"sequence: count -1 is out of range: from 1 to {Wy.SEQUENCE_MAX_COUNT}"),
            (lambda: wythoff.recursion_pairs(WYTHOFF, 2 ** 40),
             "recursion_pairs: count 1099511627776 is out of range: .*at most 100000000"),
            (lambda: wythoff.recursion_ppos(WYTHOFF, -1),
             "recursion_ppos: size -1 is out of range: .*from 1 to"),
            (lambda: wythoff.table_rows(WYTHOFF, -1, "recursion"),
             "table_rows: count -1 is out of range: .*at most 100000000"),
            (lambda: wythoff.grundy_class(WYTHOFF, -1, 1),
             "grundy_class: size -1 is out of range: .*from 1 to 2000000"),
            (lambda: wythoff.grundy_classes(WYTHOFF, 10, -1),
             "grundy_classes: top -1 is out of range: .*from 0 to 255"),
            (lambda: wythoff.grundy_strip(WYTHOFF, -1, 10),
             f"grundy_strip: rows -1 is out of range: from 1 to {Wy.STRIP_MAX_ROWS}"),
            (lambda: Wy.Pos(-1, 0), "Pos: x -1 is out of range: from 0 to 4294967295"),
            (lambda: Wy.Pair(0, 2 ** 64), "Pair: y 18446744073709551616 is out of range"),
        ]
        for call, message in cases:
            with self.subTest(message=message), self.assertRaisesRegex(ValueError, message):
                call()

    def test_time_budget_message_agrees_with_the_check(self):
        self.assertEqual(Wy.solve(WYTHOFF, 10, time_budget=0).get_board().get_size(), 10)
        for bad in (-1, 0.5, 601):
            with self.assertRaisesRegex(ValueError, re.escape(
                    f"time_budget {bad} is out of range: 0 (the process's own budget) or "
                    "from 1 to 600 seconds")):
                Wy.solve(WYTHOFF, 10, time_budget=bad)


class TestText(unittest.TestCase):
    def test_nul_refused(self):
        """The core reads a string up to its first NUL: "wythoff\\0junk" parsed as wythoff."""
        calls = {
            "Game.parse: rule": lambda: Wy.Game.parse("wythoff\0junk"),
            "Game.new_from_text: text": lambda: Wy.Game.new_from_text("wythoff\0junk"),
            "Game.new_rule: expression": lambda: Wy.Game.new_rule(Wy.Family.MOVES,
                                                                  "dx==0\0||dy==0"),
            "Game.check_rule: expression": lambda: Wy.Game.check_rule(Wy.Family.MOVES,
                                                                      "dx==0\0junk"),
        }
        for name, call in calls.items():
            with self.subTest(call=name), self.assertRaisesRegex(
                    ValueError, f"{name} holds a NUL character"):
                call()
        self.assertEqual(Wy.Game.parse("wythoff"), WYTHOFF)
        self.assertEqual(Wy.Game.check_rule(Wy.Family.MOVES, "dx==0")[0], True)
        self.assertIn("a rule string", Wy.Game.parse.__doc__)  # the GIR's text too


class TestOrder(unittest.TestCase):
    def test_positions_and_pairs_by_y_then_x(self):
        """PyGObject ordered boxed values by address: Pos(1, 2) < Pos(2, 3) and
        Pos(2, 3) < Pos(1, 2) were both True."""
        for cls in (Wy.Pos, Wy.Pair):
            with self.subTest(cls=cls.__name__):
                self.assertTrue(cls(1, 2) < cls(2, 3))
                self.assertFalse(cls(2, 3) < cls(1, 2))
                self.assertTrue(cls(9, 0) < cls(0, 1) <= cls(0, 1) < cls(1, 1))
                self.assertTrue(cls(1, 1) > cls(0, 1) >= cls(0, 1))
                cells = [cls(x, y) for y in range(4) for x in range(4)]
                shuffled = cells[5:] + cells[:5]
                self.assertEqual(sorted(shuffled), cells)
        with self.assertRaises(TypeError):
            Wy.Pos(1, 2) < Wy.Pair(1, 2)
        board = Wy.solve(WYTHOFF, 60).get_board()
        ppos = list(Wy.PposIter.new(board))
        self.assertEqual(sorted(reversed(ppos)), ppos)  # the board's own order

    def test_games_have_no_order(self):
        nim = Wy.Game.parse("nim")
        for op in ("__lt__", "__le__", "__gt__", "__ge__"):
            with self.subTest(op=op), self.assertRaisesRegex(TypeError, "no order"):
                getattr(WYTHOFF, op)(nim)
        with self.assertRaises(TypeError):
            sorted([WYTHOFF, nim])
        self.assertEqual(sorted([WYTHOFF, nim], key=Wy.Game.to_string), [nim, WYTHOFF])


class TestHelp(unittest.TestCase):
    def test_docstrings_from_the_gir(self):
        doc = Wy.grundy_class_bytes.__doc__
        self.assertIn("grundy_class_bytes(", doc)  # PyGObject's signature
        self.assertIn("sorted by y then x", doc)   # and the GIR's text
        self.assertIn("one byte each", Wy.Board.get_statuses.__doc__)  # a method
        self.assertIn("x_n / n of a recursion", Wy.LimitSeries.__doc__)  # a type
        self.assertIn("What a caller asks of wy_solve()", Wy.Query.__doc__)
        self.assertIn("pickled by its canonical rule string", Wy.Game.__doc__)  # overridden
        self.assertIn("Ctrl-C", Wy.solve.__doc__)

    def test_stub(self):
        import wy_gir_docs
        stub = os.path.join(os.path.dirname(wy_gir_docs.__file__), "Wy.pyi")
        with open(stub) as f:
            tree = ast.parse(f.read())
        names = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        for name in ("Game", "Solution", "Needs", "solve", "grundy_class_bytes",
                     "call_interruptible"):
            self.assertIn(name, names)
        solve = [n for n in tree.body if getattr(n, "name", "") == "solve"][0]
        self.assertEqual([a.arg for a in solve.args.kwonlyargs],
                         ["region", "classes", "time_budget", "progress"])

    def test_stub_takes_what_pygobject_takes(self):
        """Each callable of the stub has the parameters PyGObject's own signature line (the
        first line of its docstring) shows, the same ones optional: a callback's user_data
        among them (the stub left it out, so the cancellable after it went into user_data)."""
        import wy_gir_docs
        stub = os.path.join(os.path.dirname(wy_gir_docs.__file__), "Wy.pyi")
        with open(stub) as f:
            tree = ast.parse(f.read())
        checked = 0
        for owner, node in stub_callables(tree):
            line = (getattr(getattr(owner, node.name, None), "__doc__", None) or "")
            line = line.split("\n")[0]
            if not line.startswith(node.name + "(") or node.name in ("solve", "call_interruptible"):
                continue  # an override's own text (solve, Query.new)
            with self.subTest(name=node.name):
                self.assertEqual(stub_parameters(node), gi_parameters(line))
                checked += 1
        self.assertGreater(checked, 300)
        grundy = [n for n in tree.body if getattr(n, "name", "") == "grundy_class_bytes"][0]
        self.assertEqual(stub_parameters(grundy)[3:],
                         [("progress", True), ("user_data", True), ("cancellable", True)])

    def test_stub_fields_not_hidden_by_methods(self):
        """A field a method of the same name hides (PaperItem.caption: a method in Python)
        is not in the stub as a field."""
        import wy_gir_docs
        with open(os.path.join(os.path.dirname(wy_gir_docs.__file__), "Wy.pyi")) as f:
            tree = ast.parse(f.read())
        for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
            fields = {n.target.id for n in cls.body if isinstance(n, ast.AnnAssign)}
            methods = {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}
            self.assertFalse(fields & methods, cls.name)
        self.assertTrue(callable(Wy.paper_item_find("001:table3").caption))


    def test_docs_calls_take_their_arguments(self):
        """Each call of the binding docs/python.md writes out (`Wy.Game.check_rule(family,
        expression)`) gives as many arguments as PyGObject's signature takes (it gave
        check_rule one, text)."""
        text = read(os.path.join(SOURCE, "docs", "python.md"))
        checked = 0
        for m in re.finditer(r"`(Wy(?:\.\w+)+)\(([^`()]*)\)", text):
            path, args = m.group(1), m.group(2)
            obj = Wy
            for part in path.split(".")[1:]:
                obj = getattr(obj, part)
            line = (obj.__doc__ or "").split("\n")[0]
            if not line.startswith(path.split(".")[-1] + "(") or ")" not in line \
                    or "..." in args:
                continue  # an override's own text, or arguments left out
            params = gi_parameters(line)
            given = len([a for a in args.split(",") if a.strip()])
            with self.subTest(call=m.group(0)):
                self.assertTrue(len([p for p in params if not p[1]]) <= given <= len(params),
                                f"{m.group(0)}: {line}")
            checked += 1
        self.assertGreater(checked, 20)


class TestArrays(unittest.TestCase):
    """Each bulk view equals the list form of the same answer."""

    def test_grundy_classes(self):
        one = wythoff.grundy_class(WYTHOFF, 300, 2)
        listed = Wy.grundy_class(WYTHOFF, 300, 2, None, None)
        self.assertEqual(one.dtype, numpy.uint32)
        self.assertEqual(one.tolist(), [[p.x, p.y] for p in listed])
        every = wythoff.grundy_classes(WYTHOFF, 300, 3)
        listed = Wy.grundy_classes(WYTHOFF, 300, 3, None, None)
        self.assertEqual(every.tolist(), [[g, p.x, p.y] for g, c in enumerate(listed) for p in c])
        self.assertFalse(every.flags.writeable)

    def test_recursions_and_tables(self):
        game = Wy.Game.parse("wyt:a=1,b=2")
        pairs = [[p.x, p.y] for p in Wy.recursion_pairs(game, 50)]
        self.assertEqual(wythoff.recursion_pairs(game, 50).tolist(), pairs)
        self.assertEqual(wythoff.recursion_ppos(game, 40).tolist(),
                         [[p.x, p.y] for p in Wy.recursion_ppos(game, 40)])
        exact = [[p.x, p.y] for p in Wy.table_exact_rows(game, 30, None, None)]
        self.assertEqual(wythoff.table_rows(game, 30).tolist(), exact)
        self.assertEqual(wythoff.table_rows(game, 30, "recursion").tolist(),
                         [[p.x, p.y] for p in Wy.table_rows_from_recursion(game, 30)])
        solution = Wy.solve(game, 100)
        self.assertEqual(wythoff.board_table_rows(solution).tolist(),
                         [[p.x, p.y] for p in Wy.table_rows_on_board(solution.get_board())])
        with self.assertRaises(ValueError):
            wythoff.table_rows(game, 3, "paper")

    def test_class_offsets(self):
        records = wythoff.class_offsets(WYTHOFF, 500, 4)
        listed = Wy.class_offsets(WYTHOFF, 500, 4, None, None)
        self.assertEqual(len(records), 5)
        for r, c in zip(records, listed):
            self.assertEqual((r["value"], r["count"], bool(r["has_offset"])),
                             (c.value, c.count, bool(c.has_offset)))
            self.assertEqual((r["min_offset"], r["max_offset"]), (c.min_offset, c.max_offset))
            self.assertEqual(list(r["max_abs"]), list(c.max_abs))

    def test_sequences_and_strips(self):
        ok, kind, param = Wy.sequence_parse("grundy-row=1")
        self.assertEqual(wythoff.sequence(WYTHOFF, "grundy-row=1", 5, 40).tolist(),
                         list(Wy.sequence_terms(WYTHOFF, kind, param, 5, 40, None)))
        strip = wythoff.grundy_strip(WYTHOFF, 3, 50)
        grundy = wythoff.grundy_values(Wy.solve(WYTHOFF, 50, Wy.Needs.GRUNDY))
        numpy.testing.assert_array_equal(strip, grundy[:, :3])

    def test_a_board_or_a_solution(self):
        """The cell views take a solution or its board (the objects the docs name), and
        anything else is a TypeError saying what they take."""
        solution = Wy.solve(WYTHOFF, 20, Wy.Needs.STEPS | Wy.Needs.GRUNDY)
        board = solution.get_board()
        for view in (wythoff.statuses, wythoff.steps, wythoff.grundy_values,
                     wythoff.ppos_pairs, wythoff.board_table_rows):
            numpy.testing.assert_array_equal(view(board), view(solution))
        for wrong in (None, "wythoff", WYTHOFF):
            with self.assertRaisesRegex(TypeError, "statuses: .*Wy.Solution"):
                wythoff.statuses(wrong)

    def test_view_takes_glib_bytes(self):
        """view reads a GLib.Bytes in place; anything else is a TypeError saying so (before,
        a Python bytes raised AttributeError: 'bytes' object has no attribute 'get_size')."""
        for wrong in (b"abcdefgh", None, bytearray(8)):
            with self.assertRaisesRegex(TypeError, "view: expected a GLib.Bytes"):
                wythoff.view(wrong, numpy.uint32)

    def test_errors_stay_glib_errors(self):
        with self.assertRaises(GLib.Error):
            wythoff.grundy_class(Wy.Game.parse("wythoff:block=2"), 10, 0)
        with self.assertRaises(GLib.Error):
            wythoff.sequence(WYTHOFF, "no-such-sequence", 0, 3)


class TestFrames(unittest.TestCase):
    def test_frames(self):
        solution = Wy.solve(Wy.Game.parse("wyt:a=1,b=2"), 20, Wy.Needs.STEPS)
        cells = solution.to_pandas()
        self.assertEqual(list(cells.columns), ["x", "y", "status", "step"])
        self.assertEqual(len(cells), 400)
        p = cells[cells.status == "P"]
        self.assertEqual(sorted(zip(p.x, p.y)), sorted(map(tuple, wythoff.ppos_pairs(solution).tolist())))
        table = wythoff.table_frame(Wy.Game.parse("wyt:a=1,b=2"), 4)
        self.assertEqual(table.values.tolist(), [[0, 0, 0, 0], [1, 2, 3, 1], [2, 5, 7, 2],
                                                 [3, 9, 12, 3]])
        offsets = wythoff.to_pandas(wythoff.class_offsets(WYTHOFF, 200, 2))
        self.assertEqual(list(offsets["value"]), [0, 1, 2])
        classes = wythoff.to_pandas(wythoff.grundy_classes(WYTHOFF, 50, 1))
        self.assertEqual(list(classes.columns), ["g", "x", "y"])

    def test_frames_of_one_pile_and_three_heaps(self):
        """A cube's frame has x, y, z (it raised 'too many values to unpack'); a one-pile
        table has the columns of `wythoff table`, n, a, b (not x, y, d)."""
        cube = Wy.solve(Wy.Game.parse("nim:heaps=3"), 6, Wy.Needs.STEPS)
        cells = cube.to_pandas()
        self.assertEqual(list(cells.columns), ["x", "y", "z", "status", "step"])
        self.assertEqual(len(cells), 216)
        p = cells[cells.status == "P"]
        self.assertTrue(((p.x ^ p.y ^ p.z) == 0).all())
        self.assertEqual(len(p), len(wythoff.ppos_triples(cube)))
        mark = wythoff.table_frame(Wy.Game.parse("mark"), 4)
        self.assertEqual(list(mark.columns), ["n", "a", "b"])
        csv = Wy.table_format(Wy.Game.parse("mark"), Wy.table_exact_rows(
            Wy.Game.parse("mark"), 4, None, None, None), Wy.TableFormat.CSV, False)
        self.assertEqual(mark.values.tolist(),
                         [list(map(int, line.split(","))) for line in csv.split()[1:]])

    def test_sweep_frame(self):
        import wythoff_sweep as ws
        rows = ws.sweep("wyt:a={1..2},b=2", "n-ppos", size=30)
        frame = wythoff.to_pandas(rows, "n-ppos")
        self.assertEqual(list(frame.columns), ["rule", "size", "ppos"])
        self.assertEqual(list(frame.ppos), [r["ppos"] for r in rows])
        self.assertEqual(list(wythoff.to_pandas([], "limit").columns),
                         ["rule", "n", "x_n", "x_n_over_n", "perron_root", "limit"])
        # an unknown question raised KeyError 'bogus', None "'NoneType' object is not
        # iterable": each is named
        with self.assertRaisesRegex(ValueError, "^to_pandas: unknown question 'bogus': "
                                                "choose first-disagreement, limit"):
            wythoff.to_pandas(rows, "bogus")
        with self.assertRaisesRegex(TypeError, "^to_pandas: expected a Wy.Solution, .* not "
                                               "NoneType$"):
            wythoff.to_pandas(None)


class TestPlot(unittest.TestCase):
    def test_colours_are_the_windows(self):
        render = read(os.path.join(SOURCE, "src", "render", "wy-render-base.c"))
        light = render[render.index("palette_light"):]
        for key, colour in PLOT.COLOURS.items():
            self.assertIn(f".{key} = RGB (0x{colour[1:]})", light[:light.index("};")])
        cells = read(os.path.join(SOURCE, "src", "render", "wy-render-base.c"))
        table = re.findall(r"\{ ([0-9.]+), ([0-9.]+), ([0-9.]+) \}", cells)[:9]
        self.assertEqual([tuple(map(float, t)) for t in table],
                         PLOT.VIRIDIS)

    def test_plot(self):
        import matplotlib
        matplotlib.use("Agg")
        steps = Wy.solve(Wy.Game.parse("wyt:a=1,b=2"), 40, Wy.Needs.STEPS)
        ax = steps.plot()
        self.assertEqual(len(ax.figure.axes), 2)  # the board and its colour bar
        self.assertIn("elimination", ax.get_title())
        ax = Wy.solve(WYTHOFF, 40, Wy.Needs.GRUNDY).plot()
        self.assertEqual(ax.figure.axes[1].get_ylabel(), "Sprague-Grundy value")
        ax = wythoff.plot(Wy.solve(WYTHOFF, 40), view="outcome")
        self.assertEqual(len(ax.figure.axes), 1)
        # a cube is drawn a slice at a time: the error says so (not matplotlib's "Invalid
        # shape"), and a slice plots
        cube = Wy.solve(Wy.Game.parse("nim:heaps=3"), 6, Wy.Needs.STEPS)
        with self.assertRaisesRegex(ValueError, "three heaps.*get_slice"):
            cube.plot()
        self.assertIn("elimination", wythoff.plot(cube.get_slice(Wy.Axis.Z, 2)).get_title())
        with self.assertRaises(ValueError):
            wythoff.plot(steps, view="sideways")
        # not a solution: named, as wythoff.statuses names it (it was AttributeError
        # "'NoneType' object has no attribute 'get_board'"); a board plots as its solution
        with self.assertRaisesRegex(TypeError, "^plot: expected a Wy.Solution .*not NoneType"):
            wythoff.plot(None)
        self.assertIn("wyt:a=1,b=2: elimination", wythoff.plot(steps.get_board()).get_title())


class TestInterrupts(unittest.TestCase):
    def test_progress_called(self):
        seen = []
        wythoff.grundy_class(WYTHOFF, 20000, 3, progress=seen.append)
        self.assertTrue(seen)
        self.assertTrue(all(0 <= f <= 1 for f in seen))

    def test_exception_in_progress_cancels_and_is_raised(self):
        calls = []

        def stop(fraction):
            calls.append(fraction)
            raise ZeroDivisionError("stop at the first report")

        for where in ("main", "thread"):
            with self.subTest(where=where):
                calls.clear()
                got = {}

                def run():
                    try:
                        wythoff.grundy_class(WYTHOFF, 200000, 3, progress=stop)
                    except ZeroDivisionError as e:
                        got["error"] = e
                if where == "main":
                    run()
                else:
                    t = threading.Thread(target=run)
                    t.start()
                    t.join(60)
                self.assertIn("stop at the first report", str(got.get("error")))
                self.assertEqual(len(calls), 1)  # cancelled: no further calls

    def test_cancellable_reaches_the_long_calls(self):
        """A cancellable cancelled before the call stops each long call of wythoff (it went
        into the core's user_data, so the call ran to the end and returned)."""
        cancel = Gio.Cancellable()
        cancel.cancel()
        calls = {
            "grundy_class": lambda: wythoff.grundy_class(WYTHOFF, 2000, 3, cancellable=cancel),
            "grundy_classes": lambda: wythoff.grundy_classes(WYTHOFF, 2000, 3,
                                                             cancellable=cancel),
            "class_offsets": lambda: wythoff.class_offsets(WYTHOFF, 2000, 3, cancellable=cancel),
            "table_rows": lambda: wythoff.table_rows(WYTHOFF, 200, cancellable=cancel),
            "table_frame": lambda: wythoff.table_frame(WYTHOFF, 200, cancellable=cancel),
        }
        for name, call in calls.items():
            with self.subTest(call=name), self.assertRaises(GLib.Error) as cm:
                call()
            self.assertTrue(cm.exception.matches(Gio.io_error_quark(),
                                                 Gio.IOErrorEnum.CANCELLED), name)

    def test_solve_progress(self):
        game = Wy.Game.parse("moves:rule=(dx==0||dy==0||dx==dy)")
        seen = []
        Wy.solve(game, 512, Wy.Needs.STEPS, progress=seen.append)
        self.assertGreater(len(seen), 10)
        self.assertEqual(seen, sorted(seen))

        def stop(fraction):
            seen.append(fraction)
            raise ZeroDivisionError("stop the solve")
        seen.clear()
        with self.assertRaises(ZeroDivisionError):
            Wy.solve(game, 512, Wy.Needs.STEPS, progress=stop)
        self.assertEqual(len(seen), 1)

    def test_query_of_ones_own(self):
        query = Wy.Query.new(64, Wy.Needs.STEPS)
        self.assertEqual(Wy.solve(WYTHOFF, query).get_board().get_size(), 64)
        cancel = Gio.Cancellable()
        cancel.cancel()
        query.set_cancellable(cancel)
        with self.assertRaises(GLib.Error):
            Wy.solve(WYTHOFF, query)

    def test_query_with_keywords_refused(self):
        """solve(game, query, progress=...) ignored the keywords: the query carries them."""
        query = Wy.Query.new(64, Wy.Needs.STEPS)
        cases = [((), {"progress": print}, "progress"), ((), {"region": (0, 0, 3, 3)}, "region"),
                 ((), {"classes": 2, "time_budget": 5}, "classes, time_budget"),
                 ((Wy.Needs.GRUNDY,), {}, "needs"),
                 ((Wy.Needs.STATUS, Gio.Cancellable()), {}, "needs, cancellable")]
        for args, kwargs, named in cases:
            with self.subTest(named=named), self.assertRaisesRegex(
                    TypeError, f"solve: the Wy.Query carries {named}: set it on the query"):
                Wy.solve(WYTHOFF, query, *args, **kwargs)
        self.assertEqual(Wy.solve(WYTHOFF, query).get_board().get_size(), 64)

    def test_region(self):
        part = Wy.solve(WYTHOFF, 4096, Wy.Needs.STEPS, region=(10, 10, 20, 30))
        self.assertEqual(part.get_board().get_size(), 31)
        whole = Wy.solve(WYTHOFF, 31, Wy.Needs.STEPS)
        numpy.testing.assert_array_equal(wythoff.statuses(part)[10:31, 10:21],
                                         wythoff.statuses(whole)[10:31, 10:21])

    def test_cancellable_still_cancels(self):
        cancel = Gio.Cancellable()
        cancel.cancel()
        with self.assertRaises(GLib.Error) as cm:
            Wy.solve(WYTHOFF, 2048, Wy.Needs.STEPS, cancel)
        self.assertTrue(cm.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED))

    def test_progress_exception_leaves_the_callers_cancellable(self):
        """A progress function that raised cancelled the caller's own Gio.Cancellable, so
        the next call with it failed at once."""
        game = Wy.Game.parse("moves:rule=(dx==0||dy==0||dx==dy)")
        cancel = Gio.Cancellable()

        def stop(fraction):
            raise ZeroDivisionError("stop")
        with self.assertRaises(ZeroDivisionError):
            Wy.solve(game, 512, Wy.Needs.STEPS, cancel, progress=stop)
        with self.assertRaises(ZeroDivisionError):
            wythoff.grundy_class(WYTHOFF, 200000, 3, progress=stop, cancellable=cancel)
        self.assertFalse(cancel.is_cancelled())
        self.assertEqual(Wy.solve(game, 64, Wy.Needs.STEPS, cancel).get_board().get_size(), 64)

    def test_callers_cancellable_cancelled_during_the_call(self):
        # cancelled from the solving thread, mid-solve: the call's own one follows it
        game = Wy.Game.parse("moves:rule=(dx==0||dy==0||dx==dy)")
        cancel = Gio.Cancellable()
        seen = []

        def report(fraction):
            seen.append(fraction)
            cancel.cancel()
        with self.assertRaises(GLib.Error) as cm:
            Wy.solve(game, 512, Wy.Needs.STEPS, cancel, progress=report)
        self.assertTrue(cm.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED))
        self.assertLess(len(seen), 5)

    def test_ctrl_c_cancels_a_solve_within_a_second(self):
        # a solve of about 8 s on a quiet machine (the blocking sweep at 600000 under a
        # 60 s budget; at 200000 it took 1 s), SIGINT a second in: the script ends by
        # KeyboardInterrupt within one second
        script = textwrap.dedent("""
            import wythoff
            from wythoff import Wy
            game = Wy.Game.parse("wythoff:block=2")
            print("solving", flush=True)
            Wy.solve(game, 600000, Wy.Needs.STATUS, time_budget=60)
            print("finished", flush=True)
        """)
        child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        self.assertEqual(child.stdout.readline().strip(), "solving")
        time.sleep(1)
        self.assertIsNone(child.poll(), "the solve ended before the signal")
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=60)
        elapsed = time.monotonic() - sent
        print(f"SIGINT to exit: {elapsed:.2f} s")
        self.assertNotIn("finished", out)
        self.assertIn("KeyboardInterrupt", err)
        self.assertLess(elapsed, 1.0)


class TestImportCheck(unittest.TestCase):
    # the messages of a missing typelib or library, named as the namespace or library that
    # is not there (a machine may have an older Wy-1.0 installed system-wide)
    def test_missing_typelib_named(self):
        from wythoff import _load
        with self.assertRaises(ImportError) as cm:
            _load.load("Wy", "9.0")
        self.assertIn("the typelib Wy-9.0.typelib is not found (searched: ", str(cm.exception))
        self.assertIn("set GI_TYPELIB_PATH", str(cm.exception))

    def test_missing_library_named(self):
        overrides = importlib.import_module("gi.overrides.Wy")
        with self.assertRaises(ImportError) as cm:
            overrides._check_library("libwythoff-9.so.9")
        self.assertIn("the library libwythoff-9.so.9, which the typelib Wy-1.0 names, is not "
                      "found", str(cm.exception))
        self.assertIn("set LD_LIBRARY_PATH", str(cm.exception))


if __name__ == "__main__":
    unittest.main(verbosity=2)

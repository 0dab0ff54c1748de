# test_sweep.py: wythoff_sweep (python/) locally and on a local Dask cluster of two worker
# processes, against `wythoff sweep`'s CSV. Run by meson (suite python), which sets
# PYTHONPATH to python/, GI_TYPELIB_PATH, LD_LIBRARY_PATH and WYTHOFF; by hand:
#   PYTHONPATH=python GI_TYPELIB_PATH=_build/src/core LD_LIBRARY_PATH=_build/src/core \
#   WYTHOFF=_build/src/cli/wythoff /usr/bin/python3 tests/python/test_sweep.py
import os
import subprocess
import unittest

import wythoff_sweep as ws

WYTHOFF = os.environ.get("WYTHOFF")


def setUpModule():
    # the comparisons with the command line are the point: never skipped
    if not WYTHOFF:
        raise RuntimeError("WYTHOFF (the wythoff command) is not set: meson test sets it")

# (grid, question, keyword arguments): a few of each question, small enough for seconds
CASES = [
    ("nimpq:p={1..4},q={1..3},a={1..2},b={1..3}", "first-disagreement", {"size": 80}),
    ("wyt:a={1..4},b={1..4}", "limit", {"count": 20000}),
    ("{wythoff,mark,nim,wyt:a=2,pile:rule=(d<=3),adjoin:base=(wyt:a=2,b=1)}", "n-ppos",
     {"size": 120}),
    ("wyt:a={0..3},b={1,2}", "n-steps", {"size": 100}),
]


def cli_csv(grid, question, size=None, count=None):
    args = [WYTHOFF, "sweep", grid, "--question", question]
    args += ["--size", str(size)] if size is not None else ["--count", str(count)]
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


class TestExpand(unittest.TestCase):
    def test_order(self):
        self.assertEqual(ws.expand("wyt:a={1..2},b={3,1}"),
                         ["wyt:a=1,b=3", "wyt:a=1,b=1", "wyt:a=2,b=3", "wyt:a=2,b=1"])
        self.assertEqual(ws.expand("wythoff"), ["wythoff"])
        self.assertEqual(ws.expand("{adjoin:base=(wyt:a=2,b=1),nim}"),
                         ["adjoin:base=(wyt:a=2,b=1)", "nim"])

    def test_refusals(self):
        for grid, fragment in (("wyt:a={5..1}", "empty"), ("wyt:a={}", "empty group"),
                               ("wyt:a={1..400},b={1..400}", "more than 100000"),
                               ("{a,{b}}", "nest"), ("wyt:a={x..2}", "not a range")):
            with self.assertRaises(ValueError) as cm:
                ws.expand(grid)
            self.assertIn(fragment, str(cm.exception))

    def test_bad_rule_named(self):
        with self.assertRaises(ValueError) as cm:
            ws.sweep("wyt:b={0..2}", "n-ppos", size=10)
        self.assertIn("rule 1 of 3, wyt:b=0", str(cm.exception))
        self.assertIn("b=0 is out of range", str(cm.exception))
        # no paper gives a formula for a rule of one's own: an empty row, as the CLI's
        rows = ws.sweep("{wythoff,moves:rule=(dx==0)}", "first-disagreement", size=10)
        self.assertEqual(rows[1], {"rule": "moves:rule=(dx==0)", "size": 10,
                                   "disagreements": None, "first_x": None, "first_y": None,
                                   "exact": None})
        self.assertEqual(ws.to_csv(rows, "first-disagreement").splitlines()[2],
                         '"moves:rule=(dx==0)",10,,,,')
        with self.assertRaises(ValueError):
            ws.sweep("wyt", "n-ppos", size=10 ** 9)

    def test_to_csv_names_a_mismatch(self):
        """to_csv of an unknown question, or of another question's rows, is a ValueError
        naming it (before: KeyError 'bogus', KeyError 'ppos')."""
        rows = ws.sweep("{wythoff,nim}", "n-steps", size=10)
        with self.assertRaisesRegex(ValueError, "unknown question 'bogus': choose "):
            ws.to_csv(rows, "bogus")
        with self.assertRaisesRegex(ValueError, "row 1 .*has no column 'ppos'"):
            ws.to_csv(rows, "n-ppos")

    def test_bad_size_and_threads_named(self):
        """A size below 1 (or no whole number) is out of range, not "beyond the budget";
        threads out of range say their range, as `wythoff sweep --threads` does (not
        ThreadPoolExecutor's "max_workers must be greater than 0")."""
        for size in (0, -1, 10.5):
            with self.assertRaises(ValueError) as cm:
                ws.sweep("wyt", "n-ppos", size=size)
            self.assertIn(f"size {size} is out of range", str(cm.exception))
            self.assertIn("from 1 to 2000000", str(cm.exception))
        for threads in (0, 257):
            with self.assertRaises(ValueError) as cm:
                ws.sweep("wyt", "n-ppos", size=10, threads=threads)
            self.assertIn(f"threads {threads} is out of range: from 1 to 256",
                          str(cm.exception))


    def test_counts_and_sizes_the_cli_refuses(self):
        """A count of 1.5 gave a row {'n': 1.5, ...} and size=True a board of side 1; a
        count of 0 in rule_row raised ZeroDivisionError and a size of -1 PyGObject's
        OverflowError: each is refused as `wythoff sweep` refuses it, naming the range."""
        for count in (1.5, True):
            with self.assertRaisesRegex(ValueError, f"--count {count} is not a whole number: "
                                                    "--count must be from 1 to 100000000"):
                ws.sweep("wythoff", "limit", count=count)
        with self.assertRaisesRegex(ValueError, "size True is out of range.*from 1 to 2000000"):
            ws.sweep("wythoff", "n-ppos", size=True)
        with self.assertRaisesRegex(ValueError, "threads True is out of range"):
            ws.sweep("wythoff", "n-ppos", size=10, threads=True)
        for count in (0, -1, 2 ** 40):
            with self.assertRaisesRegex(ValueError, f"rule_row: --count {count} is out of "
                                                    "range: --count must be from 1 to 100000000"):
                ws.rule_row("wythoff", "limit", count=count)
        with self.assertRaisesRegex(ValueError, "rule_row: wythoff: size -1 is out of range: "
                                                ".*from 1 to 2000000"):
            ws.rule_row("wythoff", "n-ppos", size=-1)

    def test_rule_row_refuses_as_check(self):
        """rule_row of an unknown question raised KeyError 'bogus', and of a game the
        question does not take (a limit of mark:k=2, which `wythoff sweep` refuses) gave a
        row: each is a ValueError naming it, as sweep's check says it."""
        with self.assertRaisesRegex(ValueError, "rule_row: unknown --question 'bogus': "
                                                "choose first-disagreement, limit"):
            ws.rule_row("wythoff", "bogus", size=10)
        with self.assertRaisesRegex(ValueError, "sweep: rule 1 of 1, mark:k=2: limit is "
                                                "defined for the families"):
            ws.sweep("mark:k=2", "limit", count=10)
        with self.assertRaisesRegex(ValueError, "rule_row: mark:k=2: limit is defined for "
                                                "the families"):
            ws.rule_row("mark:k=2", "limit", count=10)
        self.assertEqual(ws.rule_row("wythoff", "limit", count=10)["x_n"], 16)

class TestLocalAgainstCli(unittest.TestCase):
    def test_rows_equal_cli(self):
        for grid, question, kw in CASES:
            with self.subTest(question=question):
                rows = ws.sweep(grid, question, **kw)
                self.assertEqual(ws.to_csv(rows, question), cli_csv(grid, question, **kw))
        # one thread gives the same rows as many
        grid, question, kw = CASES[0]
        self.assertEqual(ws.sweep(grid, question, threads=1, **kw), ws.sweep(grid, question, **kw))


class TestDask(unittest.TestCase):
    def test_dask_equals_local_and_cli(self):
        try:
            from dask.distributed import Client, LocalCluster
        except ImportError:
            self.skipTest("dask.distributed (Debian's python3-distributed) not installed")
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            for grid, question, kw in CASES:
                with self.subTest(question=question):
                    local = ws.sweep(grid, question, **kw)
                    remote = ws.sweep_dask(grid, question, client=client, **kw)
                    self.assertEqual(remote, local)
                    if WYTHOFF:
                        self.assertEqual(ws.to_csv(remote, question),
                                         cli_csv(grid, question, **kw))
            # the rows really came from both workers' processes
            pids = client.run(os.getpid)
            self.assertEqual(len(pids), 2)
            self.assertNotIn(os.getpid(), pids.values())
            # a batch of one rule a task: still the grid's order
            grid, question, kw = CASES[0]
            self.assertEqual(ws.sweep_dask(grid, question, client=client, batch=1, **kw),
                             ws.sweep(grid, question, **kw))


if __name__ == "__main__":
    unittest.main(verbosity=2)

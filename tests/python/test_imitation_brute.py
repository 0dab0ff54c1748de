# test_imitation_brute.py: Larsson's Imitation Nim (imitation:p=P) against a brute force
# written here from docs/spec.md section 2.3 and paper 003 alone, not from the C solver.
# The state graph: the piles, the previous move (its pile and amount) and both players'
# runs of consecutive imitations. C is the pile that was not the larger one before the
# previous move (either, when they were equal); taking from the other pile the amount the
# previous player took from C imitates; a player may imitate on at most p - 1 of their own
# consecutive moves. A cell of the board is its starting state (no previous move, both
# runs 0). Steps (docs/spec.md section 4): a P state's step is one more than the largest
# step of its options (1 with none), an N state's the least step of its P options.
# Compared: every cell's status and step, the P-positions, the winning moves and the
# eliminators of every cell, the program's reply (Wy.play_reply), the step lines (rows and
# columns: the game has no diagonal move), and the paper's formula (x_n = mex, y_n = x_n +
# floor(n/p), Larsson's theorem) with the solution's verdict. p = 1, 2 and three random p
# of 1..16 on boards on both sides of 16 (the sweep's tree of N steps grows at powers of 2).
# The seed is printed; WY_IMITATION_SEED=<seed> repeats a run.
import os
import random
import sys
import unittest
from functools import lru_cache

import gi

gi.require_version("Wy", "1.0")
from gi.repository import Wy  # noqa: E402

SEED = int(os.environ.get("WY_IMITATION_SEED", random.SystemRandom().randrange(1 << 32)))
SIZE = 18
sys.setrecursionlimit(10000)


class Imitation:
    """The brute force of imitation:p=p: values (is_n, step) of states."""

    def __init__(self, p):
        self.p = p
        self.value = lru_cache(maxsize=None)(self._value)

    @staticmethod
    def imitates(x, y, last, r, pile, k):
        """Is taking k from pile (0: x, 1: y) an imitation after the previous player took r
        from pile last (-1: no previous move), leaving (x, y)?"""
        if last < 0:
            return False
        before = [x, y]
        before[last] += r
        return before[last] <= before[1 - last] and pile == 1 - last and k == r

    def options(self, x, y, last, r, own, opp):
        """The legal moves: (pile, amount, target state)."""
        for pile, n in ((0, x), (1, y)):
            for k in range(1, n + 1):
                imit = self.imitates(x, y, last, r, pile, k)
                if imit and own + 1 > self.p - 1:
                    continue
                t = (x - k, y) if pile == 0 else (x, y - k)
                yield pile, k, t + (pile, k, opp, own + 1 if imit else 0)

    def _value(self, *state):
        p_steps = [self.value(*t)[1] for _, _, t in self.options(*state) if not self.value(*t)[0]]
        n_steps = [self.value(*t)[1] for _, _, t in self.options(*state) if self.value(*t)[0]]
        if p_steps:
            return True, min(p_steps)
        return False, max(n_steps, default=0) + 1

    def start(self, x, y):
        return (x, y, -1, 0, 0, 0)

    def winning(self, x, y):
        """The moves of the starting state into P states: {target: step}."""
        out = {}
        for _, _, t in self.options(*self.start(x, y)):
            n, s = self.value(*t)
            if not n:
                out[t[:2]] = s
        return out


def formula_ppos(p, size):
    """Larsson: the P-positions are (x_n, y_n), (y_n, x_n), x_n = mex, y_n = x_n + n // p."""
    used, out, n = set(), set(), 0
    while True:
        x = min(set(range(2 * size + 2)) - used)
        if x >= size:
            return out
        y = x + n // p
        used |= {x, y}
        if y < size:
            out |= {(x, y), (y, x)}
        n += 1


class TestImitationBrute(unittest.TestCase):
    def check(self, p, sizes):
        how = "imitation:p=%d (seed %d)" % (p, SEED)
        brute = Imitation(p)
        game = Wy.Game.parse("imitation:p=%d" % p)
        for size in sizes:
            sol = Wy.solve(game, size, Wy.Needs.STEPS)
            board = sol.get_board()
            ppos = []
            for y in range(size):
                for x in range(size):
                    at = "%s at (%d, %d) of %d" % (how, x, y, size)
                    n, step = brute.value(*brute.start(x, y))
                    self.assertEqual(board.get_status(x, y), Wy.Status.N if n else Wy.Status.P, at)
                    self.assertEqual(board.get_step(x, y), step, at)
                    ppos += [(x, y)] * (not n)
                    if size != sizes[-1]:
                        continue
                    win = brute.winning(x, y) if n else {}
                    got = {(m.target.x, m.target.y): m.step for m in board.list_winning_moves(x, y)}
                    self.assertEqual(got, win, at)
                    elim = {(m.target.x, m.target.y) for m in sol.describe(x, y).get_eliminators()}
                    self.assertEqual(elim, {t for t, s in win.items() if s <= step}, at)
                    ok, reply = Wy.play_reply(board, Wy.Pos(x, y))
                    self.assertEqual(ok, (x, y) != (0, 0), at)
                    if n:
                        self.assertIn((reply.target.x, reply.target.y), win, at)
            self.assertEqual([(q.x, q.y) for q in Wy.PposIter.new(board)], ppos, how)
            self.assertEqual(set(ppos), formula_ppos(p, size), how)
            for step in range(1, board.get_n_steps() + 1):
                for line in board.list_step_lines(step):
                    self.assertIn(line.kind, (Wy.LineKind.ROW, Wy.LineKind.COLUMN), how)
        formula = Wy.solve(game, sizes[-1], Wy.Needs.FORMULA)
        self.assertEqual(formula.describe(1, 2).get_verdict(), Wy.Verdict.AGREES, how)

    def test_games(self):
        print("imitation: seed %d (WY_IMITATION_SEED=%d repeats it)" % (SEED, SEED),
              file=sys.stderr)
        rng = random.Random(SEED)
        for p in [1, 2] + rng.sample(range(3, 17), 3):
            self.check(p, [1, 2, 15, 16, 17, SIZE])

    def test_refusals(self):
        """No misère play, no block=Q, no sum, no play record, p only in 1..16."""
        for rule, words in (("imitation:play=misere", "play=misere is not defined for imitation"),
                            ("imitation:block=2", "block is not defined for imitation"),
                            ("imitation:p=0", "p must be an integer from 1 to 16"),
                            ("imitation:p=17", "p must be an integer from 1 to 16")):
            with self.assertRaises(gi.repository.GLib.Error) as cm:
                Wy.Game.parse(rule)
            self.assertIn(words, cm.exception.message)
        game = Wy.Game.parse("imitation:p=2")
        with self.assertRaises(gi.repository.GLib.Error) as cm:
            Wy.Sum.new().add(game, 3, 5, None)
        self.assertIn("game with memory", cm.exception.message)
        board = Wy.solve(game, 8, Wy.Needs.STEPS).get_board()
        with self.assertRaises(gi.repository.GLib.Error) as cm:
            Wy.PlayRecord.new(board, Wy.Pos(3, 5))
        self.assertIn("games with memory", cm.exception.message)


if __name__ == "__main__":
    unittest.main(verbosity=2)

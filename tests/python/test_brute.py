# test_brute.py: Wy.solve against a brute force written here from docs/spec.md and
# docs/rules.md alone, on random rules of your own (moves:rule=(EXPR), the expression
# generated, printed and evaluated here) and random built-in two-pile families (their legal
# moves from Wy.Game.is_move, the solving from the definitions), with block=Q and misère
# play: every cell's status, elimination step and Grundy value, read in bulk from the
# board the core chose and from the sparse board of the line families.
# The seed is printed; WY_PY_SEED=<seed> repeats a run.
import os
import random
import sys
import unittest

import gi

gi.require_version("Wy", "1.0")
from gi.repository import Wy  # noqa: E402

import wythoff_numpy  # noqa: E402

SEED = int(os.environ.get("WY_PY_SEED", random.SystemRandom().randrange(1 << 32)))
LO, HI = -(1 << 63), (1 << 63) - 1


class Illegal(Exception):
    """A division by zero or a result beyond 64 bits: the move is illegal."""


def checked(v):
    if v < LO or v > HI:
        raise Illegal
    return v


def evaluate(e, env):
    """The value of the expression tree e (docs/rules.md): 64-bit, floor / and %."""
    op = e[0]
    if op == "int":
        return e[1]
    if op == "var":
        return env[e[1]]
    if op == "!":
        return int(evaluate(e[1], env) == 0)
    if op == "neg":
        return checked(-evaluate(e[1], env))
    if op == "abs":
        return checked(abs(evaluate(e[1], env)))
    if op == "&&":
        return int(evaluate(e[1], env) != 0 and evaluate(e[2], env) != 0)
    if op == "||":
        return int(evaluate(e[1], env) != 0 or evaluate(e[2], env) != 0)
    a, b = evaluate(e[1], env), evaluate(e[2], env)
    if op in ("/", "%"):
        if b == 0:
            raise Illegal
        return checked(a // b if op == "/" else a % b)
    return checked({"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
                    "min": lambda: min(a, b), "max": lambda: max(a, b),
                    "==": lambda: int(a == b), "!=": lambda: int(a != b),
                    "<": lambda: int(a < b), "<=": lambda: int(a <= b),
                    ">": lambda: int(a > b), ">=": lambda: int(a >= b)}[op]())


def text(e):
    """The expression written out, every operation in parentheses."""
    op = e[0]
    if op == "int":
        return str(e[1])
    if op == "var":
        return e[1]
    if op in ("!",):
        return f"(!{text(e[1])})"
    if op == "neg":
        return f"(-{text(e[1])})"
    if op in ("abs", "min", "max"):
        return f"{op}({','.join(text(a) for a in e[1:])})"
    return f"({text(e[1])}{op}{text(e[2])})"


def random_number(rng, depth):
    r = rng.random()
    if depth <= 0 or r < 0.3:
        return ("var", rng.choice(("dx", "dy", "x", "y"))) if rng.random() < 0.7 \
            else ("int", rng.randrange(0, 5))
    if r < 0.75:
        return (rng.choice(("+", "-", "*", "/", "%", "min", "max")), random_number(rng, depth - 1),
                random_number(rng, depth - 1))
    return (rng.choice(("neg", "abs")), random_number(rng, depth - 1))


def random_condition(rng, depth):
    r = rng.random()
    if depth <= 0 or r < 0.5:
        return (rng.choice(("==", "!=", "<", "<=", ">", ">=")), random_number(rng, 2),
                random_number(rng, 2))
    if r < 0.9:
        return (rng.choice(("&&", "||")), random_condition(rng, depth - 1),
                random_condition(rng, depth - 1))
    return ("!", random_condition(rng, depth - 1))


def random_rule(rng):
    cond = random_condition(rng, 3)
    shape = rng.randrange(3)
    if shape == 1:  # with the rows and columns, so that play goes on
        cond = ("||", ("||", ("==", ("var", "dx"), ("int", 0)), ("==", ("var", "dy"), ("int", 0))),
                cond)
    elif shape == 2:
        cond = ("||", ("<", ("min", ("var", "dx"), ("var", "dy")), ("int", 1)), cond)
    return cond


def brute(size, legal, block, misere, grundy):
    """Status (1 P, 2 N), step and Grundy value of every cell, from the definitions."""
    cells = [(x, y) for y in range(size) for x in range(size)]
    options = {(x, y): [(x - dx, y - dy) for dx in range(x + 1) for dy in range(y + 1)
                        if dx + dy > 0 and legal(x, y, dx, dy)] for x, y in cells}
    status, step = {}, {}
    j = 0
    while len(status) < len(cells):
        j += 1
        p_j = [c for c in cells if c not in status and all(o in status for o in options[c])
               and not (misere and not options[c])
               and sum(status[o] == 1 for o in options[c]) < block]
        for c in p_j:
            status[c], step[c] = 1, j
        n_j = [c for c in cells if c not in status
               and (sum(status.get(o) == 1 for o in options[c]) >= block
                    or (misere and not options[c]))]
        for c in n_j:
            status[c], step[c] = 2, j
        if not p_j and not n_j:
            raise AssertionError("the elimination is stuck")
    values = {}
    if grundy:
        for c in sorted(cells, key=sum):
            seen = [values[o] for o in options[c]]
            values[c] = next(v for v in range(len(seen) + 1) if seen.count(v) < block)
    return status, step, values


class TestBruteForce(unittest.TestCase):
    def compare(self, rule, size, legal, block, misere):
        game = Wy.Game.parse(rule)
        grundy = game.has_grundy()
        status, step, values = brute(size, legal, block, misere, grundy)
        print(f"  {rule} size {size}", file=sys.stderr)
        needs = [Wy.Needs.STEPS | Wy.Needs.STEP_COUNTS, Wy.Needs.STEPS]
        if grundy:
            needs.append(Wy.Needs.STEPS | Wy.Needs.GRUNDY)
        for need in needs:
            solution = Wy.solve(game, Wy.Query.new(size, need))
            how = f"{rule} size {size} {Wy.Engine(solution.get_engine()).value_nick} (seed {SEED})"
            got_status, got_step = wythoff_numpy.statuses(solution), wythoff_numpy.steps(solution)
            got_grundy = wythoff_numpy.grundy_values(solution) if need & Wy.Needs.GRUNDY else None
            for (x, y), s in status.items():
                self.assertEqual((int(got_status[y, x]), int(got_step[y, x])), (s, step[(x, y)]),
                                 f"{how}: ({x},{y}) status and step")
                if got_grundy is not None:
                    self.assertEqual(int(got_grundy[y, x]), values[(x, y)], f"{how}: ({x},{y}) g")

    def test_rules_of_your_own(self):
        rng = random.Random(SEED)
        print(f"rules of your own: seed {SEED} (WY_PY_SEED={SEED} repeats it)", file=sys.stderr)
        for _ in range(20):
            cond = random_rule(rng)
            block = rng.choice((1, 1, 2, 3))
            misere = block == 1 and rng.random() < 0.3
            rule = f"moves:rule=({text(cond)})" + (f",block={block}" if block > 1 else "") + (
                ",play=misere" if misere else "")

            def legal(x, y, dx, dy, cond=cond):
                try:
                    return evaluate(cond, {"dx": dx, "dy": dy, "x": x, "y": y}) != 0
                except Illegal:
                    return False

            self.compare(rule, rng.randrange(1, 26), legal, block, misere)

    def test_families(self):
        rng = random.Random(SEED + 1)
        print(f"families: seed {SEED + 1}", file=sys.stderr)
        families = ("nim", "wythoff", "fraenkel:a={a}", "wyt:a={a},b={b}", "wytc:a={a},b={b},c={c}",
                    "stwythoff:s={b},t={a}", "restricted:s={b},t={a}")
        for _ in range(20):
            base = rng.choice(families).format(a=rng.randrange(1, 4), b=rng.randrange(1, 4),
                                               c=rng.randrange(1, 4))
            block = rng.choice((1, 1, 2, 3))
            misere = block == 1 and rng.random() < 0.3
            extra = [f"block={block}"] if block > 1 else ["play=misere"] if misere else []
            rule = base + (("," if ":" in base else ":") + ",".join(extra) if extra else "")
            # every family here takes block=Q and misère play (docs/spec.md 2.1, 3.2)
            self.compare(rule, rng.randrange(1, 41), Wy.Game.parse(rule).is_move, block,
                         misere)


if __name__ == "__main__":
    unittest.main(verbosity=2)

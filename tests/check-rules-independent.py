#!/usr/bin/python3
# check-rules-independent.py WYTHOFF: rules of your own (moves:, pile:, adjoin:) against an
# evaluator of their expression language written here from docs/rules.md alone (the grammar,
# 64-bit values, floor division and modulo, a division by zero or a result beyond 64 bits
# making the move illegal, && and || deciding from the left) and a brute force of the games
# from docs/spec.md §2.1, §3.2, §4, §5 and §9; none of the program's code. Random well-formed
# rules (WY_RULES_SEED repeats a run) on boards on both sides of the solver's seams: the
# 256 lanes of a row (one pile), the 64 rows from which a pattern's Grundy values go along its
# runs, taken-apart terms, blocking, misère play, three heaps, adjoins. Compared: ppos,
# steps and grundy (csv), moves --format json (status, step, Grundy value, winning moves) and
# the canonical form the program writes back, which must mean what was written.
# Then the language's edges, one value each (docs/rules.md's own examples among them).
import json
import os
import random
import re
import subprocess
import sys

WYTHOFF = sys.argv[1]
I64_MIN, I64_MAX = -(1 << 63), (1 << 63) - 1


# ---- the language (docs/rules.md, "The language")
class ParseError(Exception):
    pass


class EvalError(Exception):
    pass


TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_][A-Za-z_0-9]*)|(\|\||&&|==|!=|<=|>=|[-+*/%<>!(),]))")
CMP = ("==", "!=", "<", "<=", ">", ">=")


def tokenize(text):
    pos, out = 0, []
    while text[pos:].strip():
        m = TOKEN.match(text, pos)
        if not m:
            raise ParseError("bad character at %d" % pos)
        out.append(("num", m.group(1)) if m.group(1) else ("name", m.group(2)) if m.group(2)
                   else ("op", m.group(3)))
        pos = m.end()
    return out


class Parser:
    def __init__(self, text, names):
        self.toks, self.i, self.names = tokenize(text), 0, names

    def peek(self):
        return self.toks[self.i][1] if self.i < len(self.toks) else None

    def take(self):
        self.i += 1
        return self.toks[self.i - 1]

    def expect(self, s):
        if self.peek() != s:
            raise ParseError("expected " + s)
        self.i += 1

    def parse(self):
        e = self.or_()
        if self.i != len(self.toks):
            raise ParseError("trailing")
        return e

    def chain(self, ops, operand):
        e = operand()
        while self.peek() in ops:
            e = (self.take()[1], e, operand())
        return e

    def or_(self):
        return self.chain(("||",), self.and_)

    def and_(self):
        return self.chain(("&&",), self.cmp)

    def cmp(self):
        e = self.chain(("+", "-"), self.product)
        if self.peek() in CMP:
            e = (self.take()[1], e, self.chain(("+", "-"), self.product))
            if self.peek() in CMP:
                raise ParseError("chain")
        return e

    def product(self):
        return self.chain(("*", "/", "%"), self.unary)

    def unary(self):
        if self.peek() in ("!", "-"):
            return ("u" + self.take()[1], self.unary())
        if self.i >= len(self.toks):
            raise ParseError("end")
        kind, tok = self.take()
        if kind == "num":
            if int(tok) > I64_MAX:
                raise ParseError("too large")
            return ("c", int(tok))
        if kind == "name" and tok in ("min", "max", "abs"):
            self.expect("(")
            args = [self.or_()]
            if tok != "abs":
                self.expect(",")
                args.append(self.or_())
            self.expect(")")
            return (tok,) + tuple(args)
        if kind == "name":
            if tok not in self.names:
                raise ParseError("unknown name " + tok)
            return ("v", tok)
        if tok == "(":
            e = self.or_()
            self.expect(")")
            return e
        raise ParseError("unexpected " + tok)


def chk(v):
    if v < I64_MIN or v > I64_MAX:
        raise EvalError("beyond 64 bits")
    return v


def fdiv(a, b):
    if b == 0:
        raise EvalError("division by zero")
    return chk(a // b)      # Python's // is floor division


def fmod(a, b):
    if b == 0:
        raise EvalError("modulo by zero")
    return chk(a % b)       # the sign of the divisor


def to_python(e):
    op = e[0]
    if op == "c":
        return "(%d)" % e[1]
    if op == "v":
        return e[1]
    a = to_python(e[1])
    if op == "u-":
        return "chk(-%s)" % a
    if op == "u!":
        return "(0 if %s else 1)" % a
    if op == "abs":
        return "chk(abs(%s))" % a
    b = to_python(e[2])
    if op == "&&":
        return "(1 if (%s and %s) else 0)" % (a, b)
    if op == "||":
        return "(1 if (%s or %s) else 0)" % (a, b)
    if op in ("+", "-", "*"):
        return "chk(%s %s %s)" % (a, op, b)
    if op in ("/", "%"):
        return "%s(%s, %s)" % ("fdiv" if op == "/" else "fmod", a, b)
    if op in ("min", "max"):
        return "%s(%s, %s)" % (op, a, b)
    return "(1 if %s %s %s else 0)" % (a, op, b)


def compile_rule(text, names):
    f = eval("lambda %s: %s" % (", ".join(names), to_python(Parser(text, names).parse())),
             {"chk": chk, "fdiv": fdiv, "fmod": fmod})

    def holds(*args):
        try:
            return f(*args) != 0
        except EvalError:
            return False
    return holds


# ---- the games (docs/spec.md): a cell and its options, below-left of it
def solve(cells, options, Q=1, misere=False):
    """cells in an order where every option comes first; returns P, step, g dicts."""
    P, step, g = {}, {}, {}
    for c in cells:
        opts = options(c)
        psteps = sorted(step[o] for o in opts if P[o])
        if misere and not opts:
            P[c], step[c] = False, 1
        elif len(psteps) >= Q:
            P[c], step[c] = False, psteps[Q - 1]
        else:
            P[c], step[c] = True, 1 + max((step[o] for o in opts), default=0)
        counts = {}
        for o in opts:
            counts[g[o]] = counts.get(g[o], 0) + 1
        v = 0
        while counts.get(v, 0) >= Q:
            v += 1
        g[c] = v
    return P, step, g


def board(kind, S):
    if kind == "pile":
        return [(n,) for n in range(S)]
    if kind == "heaps3":
        return [(x, y, z) for z in range(S) for y in range(S) for x in range(S)]
    return [(x, y) for y in range(S) for x in range(S)]


def mover(kind, f, extra=frozenset(), pattern=None):
    """options(cell): every move the rule (or an adjoin's base P-position) allows."""
    def options(c):
        if kind == "pile":
            n = c[0]
            return {(n - d,) for d in range(1, n + 1) if f(d, n) or (d,) in extra}
        if kind == "heaps3":
            x, y, z = c
            return {(x - a, y - b, z - e) for a in range(x + 1) for b in range(y + 1)
                    for e in range(z + 1) if a + b + e > 0
                    and (f(a, b, e, x, y, z) or (a, b, e) in extra)}
        x, y = c
        if pattern is not None:
            return {(x - a, y - b) for a, b in pattern if a <= x and b <= y}
        return {(x - a, y - b) for a in range(x + 1) for b in range(y + 1)
                if a + b > 0 and (f(a, b, x, y) or (a, b) in extra)}
    return options


def moves_of(kind, f, rule, S, extra=frozenset()):
    """mover, with the moves of a two-pile rule without x and y listed once"""
    if kind != "moves" or re.search(r"\b[xy]\b", rule):
        return mover(kind, f, extra)
    return mover(kind, f, extra, [(a, b) for b in range(S) for a in range(S)
                                  if a + b > 0 and (f(a, b, 0, 0) or (a, b) in extra)])


NAMES = {"pile": ("d", "n"), "moves": ("dx", "dy", "x", "y"),
         "heaps3": ("dx", "dy", "dz", "x", "y", "z")}


# ---- random rules
def gen(rng, names, depth):
    if depth <= 0 or rng.random() < 0.2:
        if rng.random() < 0.35:
            r = rng.random()
            return str(rng.randint(0, 5) if r < 0.75 else rng.randint(6, 40) if r < 0.93 else
                       rng.choice([I64_MAX, 1 << 62, 3037000499, 3037000500, 2 ** 31 - 1]))
        return rng.choice(names)
    sub = lambda: gen(rng, names, depth - 1)
    sp = lambda: rng.choice(["", "", " "])
    wrap = lambda t: t if t.replace("_", "").isalnum() and rng.random() < 0.9 else "(%s)" % t
    k = rng.random()
    if k < 0.08:
        return "-" + sp() + wrap(sub())
    if k < 0.14:
        return "!" + sp() + wrap(sub())
    if k < 0.24:
        f = rng.choice(["min", "max", "abs"])
        return "abs(%s)" % sub() if f == "abs" else "%s(%s,%s%s)" % (f, sub(), sp(), sub())
    op = rng.choice("+ - * / % == != < <= > >= && || + - * / % < ==".split())
    left, right = wrap(sub()), wrap(sub())
    if op in "/%" and rng.random() < 0.5:
        left = "(%s-%d)" % (left, rng.randint(1, 9))      # negative dividends
    if op in "/%" and rng.random() < 0.3:
        right = "(%d-%s)" % (rng.randint(0, 3), right)    # negative divisors
    return left + sp() + op + sp() + right


def random_rule(rng, kind, invariant=False):
    names = {"pile": ["d", "n", "d"], "heaps3": ["dx", "dy", "dz", "x", "y", "z", "dz"],
             "moves": ["dx", "dy"] + ([] if invariant else ["x", "y"])}[kind]
    body = gen(rng, names, rng.randint(1, 4))
    first = {"pile": "d<=1", "moves": "dx==0||dy==0", "heaps3": "dx+dy+dz==max(dx,max(dy,dz))"}
    r = rng.random()
    rule = (body if r < 0.35 else "%s||%s" % (first[kind], body) if r < 0.7
            else "(%s)&&(%s)" % (gen(rng, names, 2), body))
    # a rule of three heaps names dz or z (docs/rules.md), or it is one of two
    return "dz>0&&(%s)" % rule if kind == "heaps3" and "z" not in rule else rule


def split_rule(rng):
    """every term with a factor without x and y, and nothing that may fail: taken apart"""
    fixed = ["dx==0", "dy==0", "dx==dy", "2*dx==dy", "abs(dx-dy)<2", "min(dx,dy)<2",
             "(dx+dy)%3==1", "dx<=3", "dy/2==dx", "max(dx,dy)<5", "!(dx==dy)", "dx*dy<7"]
    moving = ["x<9", "y>=4", "2*dx<=min(x,y)", "(x+y)%4!=1", "dx+x>y", "x*y>=2*dy",
              "abs(x-y)<=3", "x/3==y/2", "max(x-dx,y-dy)>5", "!(x%2==0)", "-x<-dy"]
    terms = []
    for _ in range(rng.randint(1, 4)):
        fs = rng.sample(fixed, rng.randint(1, 2)) + rng.sample(moving, rng.randint(0, 2))
        rng.shuffle(fs)
        terms.append("&&".join(fs))
    return "||".join(terms)


# ---- the program's answers
def run(args):
    p = subprocess.run([WYTHOFF] + args, capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        raise AssertionError("wythoff %s: %s" % (" ".join(args), p.stderr.strip()))
    return p.stdout


def rows(out):
    return [line.split(",") for line in out.strip().split("\n")[1:] if line]


failures = []


def check(game, kind, S, P, step, g, f, options, Q, misere, rng):
    def fail(what):
        failures.append("%s --size %d: %s" % (game, S, what))

    cells = board(kind, S)
    got = sorted(tuple(map(int, r)) for r in rows(run(["ppos", game, "--size", str(S),
                                                           "--format", "csv"])))
    if got != sorted(c for c in cells if P[c]):
        return fail("ppos differ: %s" % sorted(set(got) ^ {c for c in cells if P[c]})[:4])
    for r in rows(run(["steps", game, "--size", str(S), "--format", "csv"])):
        c = tuple(map(int, r[:-2]))
        if (r[-2], int(r[-1])) != ("P" if P[c] else "N", step[c]):
            return fail("steps at %s: %s, not %s %d" % (c, r[-2:], "NP"[P[c]], step[c]))
    if not misere:
        for r in rows(run(["grundy", game, "--size", str(S), "--format", "csv"])):
            c = tuple(map(int, r[:-1]))
            if int(r[-1]) != g[c]:
                return fail("grundy at %s: %s, not %d" % (c, r[-1], g[c]))
    c = cells[-1] if kind == "pile" else rng.choice(cells[-S:])
    j = json.loads(run(["moves", game, ",".join(map(str, c)), "--size", str(S),
                        "--format", "json"]))
    want = (("P" if P[c] else "N"), step[c], None if misere else g[c])
    if (j["status"], j["step"], None if misere else j["grundy"]) != want:
        return fail("moves at %s: %s" % (c, json.dumps(j)[:200]))
    if Q == 1:
        won = sorted(tuple(w) if isinstance(w, list) else (w,) for w in j["winning_moves"])
        if won != sorted(o for o in options(c) if P[o]):
            return fail("winning moves at %s: %s" % (c, won))
    if f is not None:   # the canonical form means what was written
        canon = j["game"].split("rule=(", 1)[1]
        canon = canon[:canon.rindex(")")]
        names = NAMES[kind]
        written = game.split("rule=(", 1)[1]
        written = written[:written.rindex(")")]
        g2 = compile_rule(canon, names)
        for _ in range(150):
            v = [rng.choice([0, 1, 2, 3, 7, 100, rng.randint(0, 60)]) for _ in names]
            if g2(*v) != f(*v):
                return fail("the canonical form %s differs from %s at %s" % (canon, written, v))


def one(rng, kind, S, rule=None, invariant=False, adjoin=False):
    rule = rule or random_rule(rng, kind, invariant)
    names = NAMES[kind]
    f = compile_rule(rule, names)
    three = kind == "heaps3"
    Q = 1 if three or rng.random() < 0.7 else rng.randint(2, 3)
    misere = Q == 1 and rng.random() < 0.15
    base = "%s:rule=(%s)" % ("pile" if kind == "pile" else "moves", rule)
    extra = frozenset()
    if adjoin:
        bP, _, _ = solve(board(kind, S), moves_of(kind, f, rule, S))
        extra = frozenset(c for c in bP if bP[c] and any(c))
        game = "adjoin:base=(%s)" % base
    else:
        game = base
    game += (",block=%d" % Q if Q > 1 else "") + (",play=misere" if misere else "")
    options = moves_of(kind, f, rule, S, extra)
    P, step, g = solve(board(kind, S), options, Q, misere)
    check(game, kind, S, P, step, g, None if adjoin else f, options, Q, misere, rng)


# ---- the language's edges: a pile of 2, whose move d = 1 from n = 1 holds or not
M = "(d-9223372036854775807-2)"   # I64_MIN at d = 1, computed in the lanes
EDGES = ["-7*d/2==-4", "-7*d%2==1", "7%(-2*d)==-1", "7/(-2*d)==-4", M + "/-d<0", M + "%-d==0",
         "abs(" + M + ")>0", "-" + M + ">0", M + "/d<0", "9223372036854775806+d>0", M + "-d<0",
         "3037000499*d*3037000499>0", "3037000500*d*3037000500>0", M + "*-d>0", "min(" + M + ",0)<0",
         "1/(d-1)==0||1", "d||1/(d-1)", "0&&1/(d-1)", "!(1/(d-1))", "!(0&&1/(d-1))", "5/" + M + "==-1",
         "-5%" + M + "==-5", "9223372036854775807/-d<0", "!d==0",
         "-d*2==-2", "--d==1", "d-(-1)==2", "(d==1)+1==2", "max(d,2)%2==0", "-(-7*d/2)==4",
         "(-7*d)/2==-4", "-(7*d/2)==-3", "(-9223372036854775807-1)%-1==0",
         "(-9223372036854775807-1)/-1<0", "d/0==0||d>0", "d>0||d/0==0"]


def edges():
    for e in EDGES:
        f = compile_rule(e, ("d", "n"))
        out = run(["ppos", "pile:rule=(%s)" % e, "--size", "2", "--format", "csv"])
        if (rows(out) == [["0"]]) != f(1, 1):
            failures.append("pile:rule=(%s): the move from 1 is %s here" % (e, f(1, 1)))


def main():
    seed = int(os.environ.get("WY_RULES_SEED", random.randrange(1 << 30)))
    print("seed %d (WY_RULES_SEED=%d repeats it)" % (seed, seed))
    rng = random.Random(seed)
    edges()
    lines = ["dx==0||dy==0||dx==dy", "dy==0||dx==dy||dx<2", "dx==0||dy<2&&dx<5", "dy<3"]
    for _ in range(3):     # the Grundy values along a pattern's runs, from 64 rows on
        extra = "||dx<5&&dy<5&&(%s)" % random_rule(rng, "moves", True) if rng.random() < 0.7 else ""
        one(rng, "moves", rng.choice([63, 64, 65]), rng.choice(lines) + extra)
    for _ in range(12):
        one(rng, "moves", rng.choice([9, 17, 26]), invariant=True)
    for _ in range(10):
        one(rng, "moves", rng.choice([6, 11, 15]))
    for _ in range(6):
        one(rng, "moves", rng.choice([9, 15, 20]), split_rule(rng))
    for _ in range(10):    # a row of more than 256 lanes
        one(rng, "pile", rng.choice([40, 257, 300]))
    for _ in range(4):
        one(rng, "heaps3", rng.choice([3, 5]))
    for _ in range(3):
        one(rng, "moves", rng.choice([8, 14]), adjoin=True)
        one(rng, "pile", rng.choice([30, 120]), adjoin=True)
    for line in failures:
        print("FAIL", line)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

#!/usr/bin/python3
# check-walnut-independent.py WYTHOFF: the automata `wythoff automaton` writes, read by a reader
# of Walnut's format written here from docs/automata.md alone, with numeration encoders of their
# own (Zeckendorf and base K greedy, Ostrowski from the continued fraction) and a brute force
# of the games from docs/spec.md; none of the program's code. Each file must accept exactly
# the P-positions below the size, read with 0, 1 or 2 leading zeros and 0 as no digits; its
# DOT and JSON the same states and transitions. Then single edits of a transition or an output, seeded
# (WY_WALNUT_SEED), each with its first disagreement (by max(x, y), then y, then x) against
# the brute force's over every reading length, and Walnut's reading of a file that declares
# another state first (its initial state) refused.
import json
import os
import random
import re
import subprocess
import sys
import tempfile

WYTHOFF = sys.argv[1]


# ---- Walnut's format (docs/automata.md, "The file format read")
def read_walnut(text):
    systems, states, cur = None, {}, None
    for line in text.replace("\r\n", "\n").split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if systems is None:
            systems = line.split()
            continue
        m = re.fullmatch(r"(\d+)\s+([01])", line)
        if m:
            cur = int(m.group(1))
            assert cur not in states, line
            states[cur] = (int(m.group(2)), {})
            continue
        m = re.fullmatch(r"([\d ]+?)\s*->\s*(\d+)", line)
        assert m and cur is not None, line
        letter = tuple(int(d) for d in m.group(1).split())
        assert len(letter) == len(systems) and letter not in states[cur][1], line
        states[cur][1][letter] = int(m.group(2))
    assert sorted(states) == list(range(len(states))), "states 0 to n - 1"
    assert all(t in states for _, tr in states.values() for t in tr.values())
    return systems, states


def run(states, word, start=0):
    s = start
    for letter in word:
        s = states[s][1].get(letter)
        if s is None:
            return False
    return states[s][0] == 1


def write_walnut(systems, states):
    out = [" ".join(systems), ""]
    for s in sorted(states):
        out.append("%d %d" % (s, states[s][0]))
        out += ["%s -> %d" % (" ".join(map(str, l)), t) for l, t in sorted(states[s][1].items())]
        out.append("")
    return "\n".join(out)


# ---- numeration systems: place values least first, greedy digits most significant first
def partial(system, i):
    pre, per = system[1], system[2]
    return pre[i] if i < len(pre) else per[(i - len(pre)) % len(per)]


def places(system, count):
    if system[0] == "base":
        return [system[1] ** i for i in range(count)]
    if system[0] == "fib":
        p = [1, 2]
    else:  # q0 = 1, q1 = a1, q(i+1) = a(i+1) q(i) + q(i-1)
        p = [1, partial(system, 1)]
    while len(p) < count:
        p.append((partial(system, len(p)) if system[0] == "ost" else 1) * p[-1] + p[-2])
    return p[:count]


def parse_system(name):
    body = name[len("msd_"):]
    if body == "fib":
        return ("fib",)
    if body.isdigit():
        return ("base", int(body))
    pre, per = body[len("ost_"):].split("__")
    return ("ost", [int(a) for a in pre.split("_")], [int(a) for a in per.split("_")])


def encode(system, n):
    p = places(system, 64)
    p = [v for v in p if v <= n]
    digits = []
    for v in reversed(p):
        digits.append(n // v)
        n -= digits[-1] * v
    return digits


def word(system, nums, extra=0):
    reps = [encode(system, n) for n in nums]
    length = max(len(r) for r in reps) + extra
    reps = [[0] * (length - len(r)) + r for r in reps]
    return [tuple(r[i] for r in reps) for i in range(length)]


# ---- the games (docs/spec.md): wytc's bands, Mark, UpMark; misere play
def pset_two(n, a, b, c, misere):
    inf = 1 << 60
    col, row, diag = [inf] * n, [inf] * n, {}
    p = [[False] * n for _ in range(n)]
    for x in range(n):
        for y in range(n):
            win = misere and x == 0 and y == 0
            win = win or any(col[i] <= y for i in range(max(0, x - b + 1), x + 1))
            win = win or any(row[j] <= x for j in range(max(0, y - c + 1), y + 1))
            win = win or any(diag.get(e, inf) <= min(x, y + e)
                             for e in range(x - y - a + 1, x - y + a))
            if not win:
                p[x][y] = True
                col[x], row[y] = min(col[x], y), min(row[y], x)
                diag[x - y] = min(diag.get(x - y, inf), x)
    return p


def pset_naive(n, a, b, c):
    p = [[False] * n for _ in range(n)]
    for x in range(n):
        for y in range(n):
            p[x][y] = not any(p[x - dx][y - dy] for dx in range(x + 1) for dy in range(y + 1)
                              if dx + dy and (abs(dx - dy) < a or dx < b or dy < c))
    return p


def pset_one(n, k, up, misere):
    p = [False] * n
    for m in range(1 if up else 0, n):
        if up:
            opts = {m - 1, (m + 1) // 2} - {0, m}
        else:
            opts = {m - j for j in range(1, min(k - 1, m) + 1)} | ({m // k} if m else set())
        p[m] = not (misere and m == (1 if up else 0)) and not any(p[o] for o in opts)
    return p


def pset(game, n):
    family, _, args = game.partition(":")
    kv = dict(kw.split("=") for kw in args.split(",")) if args else {}
    mis = kv.pop("play", "normal") == "misere"
    kv = {k: int(v) for k, v in kv.items()}
    bands = {"nim": (0, 1, 1), "wythoff": (1, 1, 1), "fraenkel": (kv.get("a", 2), 1, 1),
             "wytc": (kv.get("a", 1), kv.get("b", 1), kv.get("c", 1))}
    if family in bands:
        return pset_two(n, *bands[family], mis)
    return pset_one(n, kv.get("k", 2), family == "upmark", mis)


# ---- the checks
def automaton(game, base, size, path):
    args = [WYTHOFF, "automaton", game, "-s", str(size), "--check-to", str(size)]
    args += ["-b", base] if base else []
    r = subprocess.run(args + ["-o", path], capture_output=True, text=True)
    assert r.returncode == 0, (args, r.stdout, r.stderr)
    dot = subprocess.run(args + ["-f", "dot"], capture_output=True, text=True, check=True)
    js = subprocess.run(args + ["-f", "json"], capture_output=True, text=True, check=True)
    with open(path) as f:
        return read_walnut(f.read()), dot.stdout, json.loads(js.stdout)


def dot_matches(dot, states):
    shapes = dict((int(q), s == "doublecircle")
                  for q, s in re.findall(r"q(\d+) \[shape=(\w+)", dot))
    edges = {}
    for p, q, label in re.findall(r'q(\d+) -> q(\d+) \[label="([^"]*)"\]', dot):
        for letter in re.split(r"\\n| ", label):
            edges[(int(p), tuple(int(d) for d in letter.split(",")))] = int(q)
    want = {(s, l): t for s, (_, tr) in states.items() for l, t in tr.items()}
    return ("start -> q0;" in dot and edges == want
            and shapes == {s: o == 1 for s, (o, _) in states.items()})


def json_matches(js, systems, states):
    """--format json: the same states, initial state, outputs and transitions."""
    edges = {(p, tuple(letter)): q for p, letter, q in js["transitions"]}
    want = {(s, l): t for s, (_, tr) in states.items() for l, t in tr.items()}
    return (js["initial"] == 0 and js["states"] == len(states)
            and js["tracks"] == len(systems)
            and len(edges) == len(js["transitions"]) and edges == want
            and js["accepting"] == [s for s in sorted(states) if states[s][0] == 1])


def wrong_at(states, system, p, nums, zeros):
    """zeros[k]: the state k zero letters lead to (None: dead) from the initial state."""
    if (nums == [0] or nums == [0, 0]) and run(states, []) != p:
        return True
    shortest = word(system, nums)
    return any((z is not None and run(states, shortest, z)) != p
               for z in zeros[:len(zeros) - len(shortest)])


def first_wrong(states, system, game, n):
    """Every reading length up to one zero a state past the longest number's."""
    p, zeros, state = pset(game, n), [], 0
    zero = (0, 0) if isinstance(p[0], list) else (0,)
    for _ in range(len(encode(system, n - 1)) + len(states) + 2):
        zeros.append(state)
        state = None if state is None else states[state][1].get(zero)
    first = 1 if game.startswith("upmark") else 0
    if not isinstance(p[0], list):
        return next((m for m in range(first, n) if wrong_at(states, system, p[m], [m], zeros)),
                    None)
    cells = sorted(((x, y) for x in range(n) for y in range(n)),
                   key=lambda c: (max(c), c[1], c[0]))
    return next((c for c in cells if wrong_at(states, system, p[c[0]][c[1]], list(c), zeros)),
                None)


def check_file(path, game, n):
    r = subprocess.run([WYTHOFF, "automaton", "--check", path, game, "-s", str(n)],
                       capture_output=True, text=True)
    if r.returncode == 0:
        return None
    m = re.search(r"first disagreement below \d+: (?:the automaton's answer for )?"
                  r"(\((\d+), (\d+)\)|(\d+))", r.stdout)
    assert m, (r.stdout, r.stderr)
    return int(m.group(4)) if m.group(4) else (int(m.group(2)), int(m.group(3)))


CASES = [("wythoff", None, 3000, 150), ("wythoff", "ost[0 1]", 3000, 100),
         ("fraenkel:a=2", None, 20000, 100), ("nim", "3", 500, 100),
         ("wytc:a=0,b=2,c=2", "fib", 3000, 60), ("wythoff:play=misere", None, 3000, 100),
         ("mark:k=3", None, 5000, 3000), ("upmark", None, 5000, 3000),
         ("mark:k=2,play=misere", "2", 5000, 3000)]


def main():
    seed = int(os.environ.get("WY_WALNUT_SEED", random.randrange(1 << 30)))
    rng = random.Random(seed)
    print("seed", seed)
    for a, b, c in [(1, 1, 1), (0, 1, 1), (2, 1, 1), (0, 2, 2), (3, 1, 2)]:
        assert pset_two(24, a, b, c, False) == pset_naive(24, a, b, c), (a, b, c)
    with tempfile.TemporaryDirectory() as tmp:
        path, edited = os.path.join(tmp, "a.txt"), os.path.join(tmp, "b.txt")
        for game, base, size, n in CASES:
            (systems, states), dot, js = automaton(game, base, size, path)
            system = parse_system(systems[0])
            assert first_wrong(states, system, game, n) is None, (game, base)
            assert dot_matches(dot, states), (game, base)
            assert json_matches(js, systems, states), (game, base)
            for _ in range(4):
                s = rng.randrange(len(states))
                out, tr = states[s][0], dict(states[s][1])
                zero = (0,) * len(systems)
                letter = zero if zero in tr and rng.random() < 0.5 else \
                    rng.choice(sorted(tr)) if tr else None
                if letter is None or rng.random() < 0.25:
                    out = 1 - out
                elif rng.random() < 0.4:
                    del tr[letter]
                else:
                    tr[letter] = rng.randrange(len(states))
                edit = dict(states)
                edit[s] = (out, tr)
                with open(edited, "w") as f:
                    f.write(write_walnut(systems, edit))
                want, got = first_wrong(edit, system, game, min(n, 60)), \
                    check_file(edited, game, min(n, 60))
                print(game, base, "state", s, "edited:", got)
                assert got == want, (game, base, s, got, want, write_walnut(systems, edit))
        # (0, 0) rejected as "0 0" and accepted as "00 00", (3, 3) rejected at every width:
        # (0, 0) is the first disagreement, found by the pass over leading zeros
        fixed = ("msd_2 msd_2\n0 1\n0 0 -> 1\n1 1 -> 2\n1 0\n0 0 -> 2\n1 1 -> 2\n2 1\n"
                 "0 0 -> 2\n1 1 -> 1\n")
        with open(edited, "w") as f:
            f.write(fixed)
        for n in (4, 40):
            want = first_wrong(read_walnut(fixed)[1], parse_system("msd_2"), "nim", n)
            assert want == (0, 0) and check_file(edited, "nim", n) == want, n
        # Walnut's initial state is the first declared: a file that declares state 1 first is
        # another automaton there (it accepts nothing here), and is refused
        with open(edited, "w") as f:
            f.write("msd_2 msd_2\n\n1 0\n0 0 -> 1\n\n0 1\n0 0 -> 0\n1 1 -> 0\n")
        r = subprocess.run([WYTHOFF, "automaton", "--check", edited, "nim", "-s", "10"],
                           capture_output=True, text=True)
        assert r.returncode == 2 and "b.txt:3:1: expected state 0 first" in r.stderr, r


main()

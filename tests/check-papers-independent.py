#!/usr/bin/python3
# check-papers-independent.py WYTHOFF: the papers' recursions and the marks of `wythoff compare`,
# against an implementation written here from the papers' text (000 to 004) and docs/spec.md
# alone, with a brute force of its own from the games' moves; none of the program's code. For
# random rules of wyt (normal and misere), fraenkel, wytc, nimpq with min(p, q) = 1 (with
# p, q >= 2 against the tool's own reading of 000 section 10), imitation
# (as NIM^{p,1}_{1,1}), restricted, gamma (where Theorems 3.1 and 4.5 to 4.7 of 002 apply),
# Mark, misere Mark and UpMark: (a) `table --recursion` lists the paper's pairs; (b) `compare`
# counts every cell where the paper's formula and the brute force differ and names the first
# (by y, then x). A recursion the papers do not give is refused with exit status 2.
# WY_PAPERS_SEED repeats a run (the seed is printed).
import json
import os
import random
import subprocess
import sys

# ---------- excludants (paper 000 sec 2 / 001 sec 3; GAMES.md wording) ----------
def mex(S):
    z = 0
    S = set(S)
    while z in S: z += 1
    return z

def mex_b(S, b):
    cov = set()
    for s in S:
        for z in range(s, s + b): cov.add(z)
    return mex(cov)

def mex_qb(M, q, b):  # M: list (multiset)
    from collections import Counter
    c = Counter(M)
    return mex_b([z for z, k in c.items() if k >= q], b)

# ---------- brute force ----------
def legal_wyt(a, b):
    return lambda dx, dy: min(dx, dy) < b or abs(dx - dy) < a
def legal_wytc(a, b, c):
    return lambda dx, dy: abs(dx - dy) < a or dx < b or dy < c
def legal_st(s, t, even=False):
    def f(dx, dy):
        if even and (dx % 2 or dy % 2): return False
        if dx == 0 or dy == 0: return True
        k, l = min(dx, dy), max(dx, dy)
        return l - k < (s - 1) * k + t
    return f

def brute(S, legal, misere=False):
    """P-set on S x S for a game without blocking; generic moves (dx,dy)."""
    P = []
    for tot in range(0, 2 * S - 1):
        for x in range(max(0, tot - S + 1), min(tot, S - 1) + 1):
            y = tot - x
            if misere and x == 0 and y == 0:
                continue  # terminal: N in misere
            win = False
            for (u, v) in P:
                if u <= x and v <= y and (u, v) != (x, y) and legal(x - u, y - v):
                    win = True; break
            if not win:
                P.append((x, y))
    return set(P)

def brute_gamma(S, i, s, t):
    d = t % 2
    # restricted P-generators A', B' (GAMES.md)
    A, B = [], []
    used = set()
    n = 0
    while True:
        An = mex(used); Bn = s * An + (t + d) * n
        A.append(An); B.append(Bn)
        used |= {An, An + 1, Bn, Bn + 1}
        n += 1
        if An > 2 * S: break
    if i == 1: Q = {1}
    else:
        Q = set(range(1, len(A)))
        if i == 3: Q.discard(3 + (t + d) // 2)
        if i == 4: Q.discard(2 + (t + d) // 2)
    extra = set()
    for n in Q:
        extra.add((A[n], B[n])); extra.add((B[n], A[n]))
    base = legal_st(s, t, even=True)
    return brute(S, lambda dx, dy: base(dx, dy) or (dx, dy) in extra)

def brute_nimpq_linecount(S, a, b, p, q):
    P = []
    for tot in range(0, 2 * S - 1):
        for x in range(max(0, tot - S + 1), min(tot, S - 1) + 1):
            y = tot - x
            W = []
            for (u, v) in P:
                if u <= x and v <= y and (u, v) != (x, y):
                    dx, dy = x - u, y - v
                    if min(dx, dy) < b or abs(dx - dy) < a: W.append((dx, dy))
            N = False
            if any(0 < abs(dx - dy) < a for dx, dy in W): N = True
            if sum(1 for dx, dy in W if dx == dy and abs(dx - dy) < a) >= p: N = True
            for k in range(b):
                if sum(1 for dx, dy in W if dx == k <= dy) >= q: N = True
                if sum(1 for dx, dy in W if dy == k <= dx) >= q: N = True
            if not N: P.append((x, y))
    return set(P)

def brute_pile(S, moves, first=0, misere=False):
    P = []
    for n in range(first, S):
        opts = moves(n)
        if not opts:
            if not misere: P.append(n)
            continue
        if not any(o in P for o in opts): P.append(n)
    return P

def brute_imitation(S, p):
    """Starting outcomes of Imitation Nim (spec: the pile C that was not larger before the
    previous move; removing from the other pile what was removed from C imitates; at most
    p - 1 imitations in a row of one's own moves)."""
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def win(x, y, imit_pile, imit_r, mine, theirs):
        piles = (x, y)
        for i in (0, 1):
            for r in range(1, piles[i] + 1):
                im = i == imit_pile and r == imit_r
                if im and mine + 1 > p - 1:
                    continue
                nxt = list(piles); nxt[i] -= r
                nip = 1 - i if piles[i] <= piles[1 - i] else -1
                if not win(nxt[0], nxt[1], nip, r, theirs, mine + 1 if im else 0):
                    return True
        return False
    return {(x, y) for x in range(S) for y in range(S) if not win(x, y, -1, 0, 0, 0)}

def mark_moves(k):
    def f(n):
        o = {n - j for j in range(1, min(k - 1, n) + 1)}
        if n >= 1: o.add(n // k)
        o.discard(n)
        return o
    return f
def upmark_moves(n):
    if n == 1: return set()
    return {n - 1, (n + 1) // 2} - {n}

# ---------- the papers' recursions ----------
def rec_wyt(a, b, N):
    xs, ys, out = [], [], []
    for n in range(N):
        x = mex_b(xs + ys, b); y = x + a * n
        xs.append(x); ys.append(y); out.append((x, y))
    return out

def rec_wyt_misere(a, b, N):
    if a == 0:  # 001 sec 7
        return [(0, 1)] + [(b * n + 1, b * n + 1) for n in range(1, N)]
    xs, ys, out = [], [], []
    for n in range(N):
        if a == 1 and n == 0: x, y = b + 1, b + 1
        else:
            x = mex_b(xs + ys, b); y = x + a * n + (1 if a > 1 else 0)
        xs.append(x); ys.append(y); out.append((x, y))
    return out

def rec_nimpq(a, b, p, q, N):
    """min(p,q)=1 only (Theorem 1), diagonal pair counted once (Remark 2)."""
    M, out = [], []
    for n in range(N):
        x = mex_qb(M, q, b); y = x + a * (n // p)
        out.append((x, y))
        M += [x] if x == y else [x, y]
    return out

def rec_restricted(s, t, N, gamma=False):
    d = t % 2; used = set(); out = []
    for n in range(N):
        A = mex(used)
        B = ((s - 1) * A + (t + d + 4) * n) if gamma else (s * A + (t + d) * n)
        used |= {A, A + 1, B, B + 1}; out.append((A, B))
    return out

def gamma_applies(i, s, t):
    d = t % 2
    if not (2 * s + t + d > 4): return False
    if i == 1: return True
    if i == 2: return (s == 1 and t in (3, 4)) or s == 2
    if i == 3: return s == 1 and t >= 4  # Theorem 4.6 (the introduction says t > 4)
    if i == 4: return s >= 3 and t + d >= 2 * s - 2
    return False

def rec_mark(k, N, misere=False, up=False):
    used = set(); out = []
    for n in range(N):
        a = mex(used)
        if n == 0 and (misere or up): b_ = 1
        elif up: b_ = 2 * a - 1
        else: b_ = k * a
        used |= {a, b_}; out.append((a, b_))
    return out

def pairs_to_set(pairs, S):
    """The pairs and their mirrors on the S x S board."""
    return {q for (x, y) in pairs if x < S and y < S for q in ((x, y), (y, x))}


W = sys.argv[1]

def run(*args):
    r = subprocess.run([W, *args], capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr

seed = int(os.environ.get('WY_PAPERS_SEED', random.randrange(1 << 30)))
print('seed', seed); rng = random.Random(seed)
S = 48
NCASES = 150
stats = {'a': 0, 'b': 0, 'a_fail': 0, 'b_fail': 0}
problems = []

def check_case(rule, my_rec, formula_set, brute_set, one_pile=False):
    if my_rec is not None:
        check_pairs(rule, my_rec, one_pile)
    check_compare(rule, formula_set, brute_set, one_pile)


def check_pairs(rule, my_rec, one_pile):
    # (a) recursion pairs
    N = len(my_rec)
    rc, out, err = run('table', rule, '--recursion', '--count', str(N), '--format', 'json')
    if rc != 0:
        problems.append((rule, 'table --recursion rc', rc, err.strip())); return
    rows = json.loads(out)['rows']
    if one_pile: theirs = [(r['a'], r['b']) for r in rows]
    else: theirs = [(r['x'], r['y']) for r in rows]
    stats['a'] += 1
    mine_sorted = my_rec if one_pile else sorted(my_rec, key=lambda p: (p[1] - p[0], p[0]))
    # the order: by d, then x, or the paper's n (misere a = 0 lists (0, 1) as n = 0)
    if theirs not in (mine_sorted, my_rec):
        stats['a_fail'] += 1
        # find first difference
        k = next((i for i in range(min(len(theirs), len(mine_sorted))) if theirs[i] != mine_sorted[i]), None)
        problems.append((rule, '(a) recursion differs', k, theirs[k - 1:k + 2] if k is not None else (len(theirs), len(mine_sorted)), mine_sorted[k - 1:k + 2] if k is not None else None))


def check_compare(rule, formula_set, brute_set, one_pile):
    # (b) compare
    rc, out, err = run('compare', rule, '--size', str(S))
    if rc != 0:
        problems.append((rule, 'compare rc', rc, err.strip())); return
    stats['b'] += 1
    diff = formula_set ^ brute_set
    lines = dict(l.split(': ', 1) for l in out.strip().split('\n') if ': ' in l)
    if not diff:
        ok = lines.get('result') == 'agree'
    else:
        if one_pile: first = min(diff)
        else: first = min(diff, key=lambda p: (p[1], p[0]))
        ex = 'P' if first in brute_set else 'N'; fo = 'P' if first in formula_set else 'N'
        want_first = (f'{first} exact {ex}, formula {fo}' if one_pile else f'({first[0]}, {first[1]}) exact {ex}, formula {fo}')
        ok = lines.get('result') == f'disagree at {len(diff)} positions' and lines.get('first') == want_first
        if not ok: problems.append((rule, '(b) detail', len(diff), want_first, out))
    if not ok:
        stats['b_fail'] += 1
        if not diff: problems.append((rule, '(b) compare says', out))

for case in range(NCASES):
    fam = rng.choice(['wyt', 'wyt', 'fraenkel', 'wytm', 'nimpq', 'nimpq', 'restricted', 'gamma', 'mark', 'markm', 'upmark', 'wytc', 'imitation', 'nimpq2'])
    if fam == 'nimpq2':  # p, q >= 2: 000's conventions (section 10) are the tool's reading;
        # compare must still count every cell where that formula and the brute force differ
        a = rng.randint(1, 3); b = rng.randint(1, 3); p = rng.randint(2, 6); q = rng.randint(2, 6)
        rule = f'nimpq:a={a},b={b},p={p},q={q}'
        rc, out, err = run('table', rule, '--recursion', '--count', '600', '--format', 'json')
        theirs = [(r['x'], r['y']) for r in json.loads(out)['rows']]
        Si, S = S, 40
        check_case(rule, None, pairs_to_set(theirs, S), brute_nimpq_linecount(S, a, b, p, q))
        S = Si
        continue
    if fam == 'imitation':  # Larsson: as NIM^{p,1}_{1,1} (000, eq. (6)), on a small board
        p = rng.randint(1, 6); rule = f'imitation:p={p}'
        Si, S = S, 20
        check_case(rule, rec_nimpq(1, 1, p, 1, 12), pairs_to_set(rec_nimpq(1, 1, p, 1, 80), S),
                   brute_imitation(S, p))
        S = Si
        continue
    if fam in ('wyt', 'wytm', 'fraenkel'):
        a = rng.randint(0, 6); b = 1 if fam == 'fraenkel' else rng.randint(1, 6)
        mis = fam == 'wytm'
        rule = (f'fraenkel:a={a}' if fam == 'fraenkel' else f'wyt:a={a},b={b}') + (',play=misere' if mis else '')
        N = 12
        rec = (rec_wyt_misere if mis else rec_wyt)(a, b, N)
        big = (rec_wyt_misere if mis else rec_wyt)(a, b, 2 * S + 2)
        check_case(rule, rec, pairs_to_set(big, S), brute(S, legal_wyt(a, b), misere=mis))
    elif fam == 'wytc':
        a = rng.randint(0, 4); b = rng.randint(1, 4); c = rng.randint(1, 4)
        rule = f'wytc:a={a},b={b},c={c}'
        if b == c:
            rec = rec_wyt(a, b, 12); fs = pairs_to_set(rec_wyt(a, b, 2 * S + 2), S)
        else:
            m = min(b, c); rec = [(n, n * m) for n in range(12)]
            fs = {(n, n * m) for n in range(S) if n * m < S}
        # wytc table of recursion for b!=c: order by |d| then x
        check_case(rule, rec, fs, brute(S, legal_wytc(a, b, c)))
    elif fam == 'nimpq':
        a = rng.randint(1, 4); b = rng.randint(1, 4)
        if rng.random() < 0.5: p = 1; q = rng.randint(1, 4)
        else: q = 1; p = rng.randint(1, 4)
        if rng.random() < 0.2:  # 000 states its recursion for positive a: a = 0 is refused
            rc, out, err = run('table', f'nimpq:a=0,b={b},p={p},q={q + 1}', '--recursion')
            if rc != 2: problems.append((f'nimpq:a=0,b={b},p={p},q={q + 1}', 'expected refusal', rc))
        rule = f'nimpq:a={a},b={b},p={p},q={q}'
        rec = rec_nimpq(a, b, p, q, 12)
        check_case(rule, rec, pairs_to_set(rec_nimpq(a, b, p, q, 4 * S + 8), S), brute_nimpq_linecount(S, a, b, p, q))
    elif fam in ('restricted', 'gamma'):
        s = rng.randint(1, 4); t = rng.randint(1, 6)
        if fam == 'gamma':
            i = rng.randint(1, 4)
            if not gamma_applies(i, s, t):
                rc, out, err = run('table', f'gamma:i={i},s={s},t={t}', '--recursion')
                if rc != 2: problems.append((f'gamma:i={i},s={s},t={t}', 'expected refusal', rc, out[:80]))
                continue
            rule = f'gamma:i={i},s={s},t={t}'
        else: rule = f'restricted:s={s},t={t}'
        g = fam == 'gamma'
        rec = rec_restricted(s, t, 10, gamma=g)
        fs = set()
        for (A, B) in rec_restricted(s, t, S, gamma=g):
            for e in (0, 1):
                for f in (0, 1):
                    for (x, y) in ((A + e, B + f), (B + f, A + e)):
                        if x < S and y < S: fs.add((x, y))
        bs = brute_gamma(S, i, s, t) if g else brute(S, legal_st(s, t, even=True))
        check_case(rule, rec, fs, bs)
    else:
        k = rng.randint(2, 6) if fam == 'mark' else 2  # the papers give misere Mark for k = 2
        mis = fam == 'markm'; up = fam == 'upmark'
        rule = 'upmark' if up else f'mark:k={k}' + (',play=misere' if mis else '')
        rec = rec_mark(k, 12, misere=mis, up=up)
        fs = {b_ for (_, b_) in rec_mark(k, 3 * S, misere=mis, up=up) if b_ < S}
        bp = set(brute_pile(S, upmark_moves if up else mark_moves(k), first=1 if up else 0, misere=mis))
        if up: fs.discard(0)
        check_case(rule, rec, fs, bp, one_pile=True)
print(stats)
for p in problems: print('PROBLEM', p)
sys.exit(1 if problems else 0)

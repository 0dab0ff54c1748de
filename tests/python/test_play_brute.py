# test_play_brute.py: "play from here" (wy-play.h) played to the end against a brute force
# written here from docs/spec.md and docs/rules.md alone: random rules of every family that
# play plays (misère play, block=Q, nimpq's three readings, one pile, rules of your own), random
# boards from size 1 and random starts. The player moves at random or into P when it may, and
# blocks a random largest set of the program's moves into P. Every move the program makes is
# legal and unblocked, from N into P (so from N it wins, whatever the player does); its blocks
# are moves into P within the budget, all of them from P; the player's blocks are accepted
# exactly within the budget; a turn with no unblocked move ends the game; take back and redo,
# in random walks of the record's calls, come back to the states they left, the player's
# blocks and the winner with them; the record's every call against a model of it (class Model).
# The seed is printed; WY_PLAY_SEED=<seed> repeats a run.
import itertools
import os
import random
import sys
import unittest

import gi

gi.require_version("Wy", "1.0")
from gi.repository import GLib, Wy  # noqa: E402

SEED = int(os.environ.get("WY_PLAY_SEED", random.randrange(1 << 30)))
BUILTINS = {"min": min, "max": max, "abs": abs}


def gamma_type3(i, s, t, limit):
    """Γi's Type III moves (docs/spec.md §2.2) up to limit."""
    d, used, pairs, n = t % 2, set(), [], 0
    while True:
        a = min(set(range(len(used) + 2)) - used)
        b = s * a + (t + d) * n
        pairs.append((a, b))
        used |= {a, a + 1, b, b + 1}
        if a > limit:
            break
        n += 1
    skip = {3: 3 + (t + d) // 2, 4: 2 + (t + d) // 2}.get(i)
    out = set()
    for n, (a, b) in enumerate(pairs):
        if n >= 1 and (i != 1 or n == 1) and n != skip:
            out |= {(a, b), (b, a)}
    return out


class Brute:
    """A rule of docs/spec.md: its moves, its outcomes, the budget of its blocks."""

    def __init__(self, fam, prm, misere, block, reading, size):
        self.fam, self.prm, self.misere, self.block, self.reading = fam, prm, misere, block, reading
        self.one = fam in ("mark", "upmark", "pile")
        self.t3 = gamma_type3(prm["i"], prm["s"], prm["t"], 4 * size) if fam == "gamma" else set()
        self.code = None
        if fam in ("moves", "pile"):
            expr = prm["rule"].replace("||", " or ").replace("&&", " and ").replace("/", "//")
            self.code = compile(expr, "rule", "eval")
        self.memo = {}

    def text(self):
        if self.fam in ("moves", "pile"):
            keys = ["rule=(%s)" % self.prm["rule"]]
        elif self.fam == "adjoin":
            keys = ["base=(nim)"]
        else:
            keys = ["%s=%s" % kv for kv in self.prm.items()]
        keys += ["play=misere"] * self.misere + ["block=%d" % self.block] * (self.block > 1)
        keys += ["reading=" + self.reading] * (self.fam == "nimpq")
        return self.fam + (":" + ",".join(keys) if keys else "")

    def legal(self, x, y, dx, dy):
        f, p = self.fam, self.prm
        m, diff = min(dx, dy), abs(dx - dy)
        if f == "moves":
            return bool(eval(self.code, BUILTINS, {"dx": dx, "dy": dy, "x": x, "y": y}))
        if f == "nim":
            return m == 0
        if f in ("wythoff", "adjoin"):  # adjoin:base=(nim) is Wythoff's game (Larsson)
            return m == 0 or dx == dy
        if f == "fraenkel":
            return m == 0 or diff < p["a"]
        if f in ("wyt", "nimpq"):
            return m < p["b"] or diff < p["a"]
        if f == "wytc":
            return diff < p["a"] or dx < p["b"] or dy < p["c"]
        if (dx, dy) in self.t3:
            return True
        if f != "stwythoff" and (dx % 2 or dy % 2):
            return False
        return m == 0 or max(dx, dy) - m < (p["s"] - 1) * m + p["t"]

    def targets(self, x, y):
        """The positions one move reaches from (x, y), each once."""
        if not self.one:
            return [(x - dx, y - dy) for dx in range(x + 1) for dy in range(y + 1)
                    if dx + dy and self.legal(x, y, dx, dy)]
        if self.fam == "upmark":
            ns = {x - 1, (x + 1) // 2} - {x, 0} if x >= 1 else set()
        elif self.fam == "pile":
            ns = {x - d for d in range(1, x + 1) if eval(self.code, BUILTINS, {"n": x, "d": d})}
        else:
            ns = {x - j for j in range(1, min(self.prm["k"] - 1, x) + 1)} | {x // self.prm["k"]}
            ns.discard(x)
        return [(n, 0) for n in sorted(ns)]

    def is_p(self, pos):
        if pos not in self.memo:
            ts = self.targets(*pos)
            into_p = [t for t in ts if self.is_p(t)]
            self.memo[pos] = not (self.misere and not ts) and self.blockable(pos, into_p)
        return self.memo[pos]

    def blockable(self, pos, ts):
        """May the previous player block the moves from pos to ts (distinct) all at once?"""
        if self.fam != "nimpq":
            return len(ts) < self.block
        a, b, p, q = (self.prm[k] for k in "abpq")
        mv = [(pos[0] - t[0], pos[1] - t[1]) for t in ts]
        if self.reading == "linecount":
            return (not any(0 < abs(dx - dy) < a for dx, dy in mv)
                    and sum(dx == dy and a > 0 for dx, dy in mv) < p
                    and all(sum(dx == k <= dy for dx, dy in mv) < q
                            and sum(dy == k <= dx for dx, dy in mv) < q for k in range(b)))
        if self.reading == "sec7":
            if any(not ((dx == dy and a > 0) or dx == 0 or dy == 0) for dx, dy in mv):
                return False
            return (sum(dx == dy for dx, dy in mv) < p and sum(dy == 0 for dx, dy in mv) < q
                    and sum(dx == 0 for dx, dy in mv) < q)
        # abstract: a charge of each move to one of its classes within the budgets (Hall)
        cap = {"A": p - 1, "X": q - 1, "Y": q - 1}
        cls = [{c for c, ok in (("A", abs(dx - dy) < a), ("X", dx < b and dx <= dy),
                                ("Y", dy < b and dy <= dx)) if ok} for dx, dy in mv]
        return all(sum(c <= set(s) for c in cls) <= sum(cap[k] for k in s)
                   for r in range(4) for s in itertools.combinations("AXY", r))


def random_rule(rng):
    r = rng.randint
    fam = rng.choice(["nim", "wythoff", "fraenkel", "wyt", "wytc", "nimpq", "stwythoff",
                      "restricted", "gamma", "mark", "upmark", "moves", "pile", "adjoin"])
    prm = {"fraenkel": lambda: {"a": r(0, 3)},
           "wyt": lambda: {"a": r(0, 3), "b": r(1, 3)},
           "wytc": lambda: {"a": r(0, 3), "b": r(1, 3), "c": r(1, 3)},
           "nimpq": lambda: {"a": r(0, 3), "b": r(1, 3), "p": r(1, 4), "q": r(1, 4)},
           "stwythoff": lambda: {"s": r(1, 3), "t": r(1, 3)},
           "restricted": lambda: {"s": r(1, 3), "t": r(1, 3)},
           "gamma": lambda: {"i": r(1, 4), "s": r(1, 3), "t": r(1, 3)},
           "mark": lambda: {"k": r(2, 5)},
           "moves": lambda: {"rule": rng.choice([
               "dx==0||dy==0||dx+dy<=%d" % r(2, 5), "dx==0||dy==0||2*dx==dy||dx==2*dy",
               "min(dx,dy)<%d||abs(dx-dy)<%d" % (r(1, 3), r(0, 2)), "(dx+dy)%%%d==1" % r(2, 4),
               "dx<=y&&dy<=x"])},
           "pile": lambda: {"rule": rng.choice(["d<=1||n-d==n/2", "d<=%d" % r(1, 4),
                                                "d%2==1||d==n"])},
           "adjoin": lambda: {}}.get(fam, lambda: {})()
    misere = fam != "nimpq" and rng.random() < 0.2
    block = 1 if misere or fam == "nimpq" or rng.random() < 0.3 else r(2, 5)
    size = rng.choice([1, 2, 3, r(4, 12), r(4, 20)])
    reading = rng.choice(["linecount", "abstract", "sec7"])
    return Brute(fam, prm, misere, block, reading, size), size


def pos(t):
    p = Wy.Pos()
    p.x, p.y = t
    return p


def xy(p):
    return (p.x, p.y)


def state(record):
    """What take back and redo restore: the moves, whose turn, the blocks of the turn (the
    program's or the player's), who has won."""
    return (record.to_string(), record.get_n_moves(), record.is_players_turn(),
            [xy(b) for b in record.get_blocks()], record.get_winner())


class Model:
    """The record as docs/python.md and wy-play.h describe it, from the outside: the moves,
    who made each, the turn handed over, the player's blocks of the program's turn; each take
    back that takes a move keeps the whole state it leaves, and redo comes back to it."""

    def __init__(self, brute, start):
        self.brute, self.start = brute, start
        self.moves, self.handed, self.blocks, self.stack = [], False, [], []

    def at(self):
        return self.moves[-1][1] if self.moves else self.start

    def players_turn(self):
        return self.moves[-1][0] == "program" if self.moves else not self.handed

    def snapshot(self):
        return (list(self.moves), self.handed, list(self.blocks))

    def n_redo(self):
        return sum(n for _, n in self.stack)

    def moved(self, who, to):
        self.moves.append((who, to))
        self.blocks, self.stack, self.handed = [], [], False

    def free(self, blocks):
        return [t for t in self.brute.targets(*self.at()) if t not in blocks]

    def take_back(self):
        """A move pair, the player's move alone, or the program's first move alone."""
        if not self.moves:
            self.handed, self.blocks = False, []
            return 0
        saved, n = self.snapshot(), 0
        if self.moves[-1][0] == "program":
            self.moves.pop()
            n += 1
        if self.moves and self.moves[-1][0] == "player":
            self.moves.pop()
            n += 1
        self.blocks, self.handed = [], False
        self.stack.append((saved, n))
        return n

    def redo(self):
        if not self.stack or not self.players_turn():
            return 0
        (moves, handed, blocks), n = self.stack.pop()
        self.moves, self.handed, self.blocks = moves, handed, blocks
        return n


class TestPlay(unittest.TestCase):
    def setUp(self):
        self.rng = random.Random(SEED)

    def check_players_turn(self, brute, record, at, how):
        """The program's blocks before the player's move; the unblocked moves left."""
        ts = brute.targets(*at)
        blocks = [xy(b) for b in record.get_blocks()]
        self.assertTrue(all(b in ts and brute.is_p(b) for b in blocks), how)
        self.assertTrue(brute.blockable(at, blocks), how)
        free = [t for t in ts if t not in blocks]
        if brute.is_p(at):
            self.assertFalse([t for t in free if brute.is_p(t)], how + ": P, a move into P left")
        self.assertEqual(record.has_move(), bool(free), how)
        for b in blocks:
            self.assertEqual(record.play(pos(b)), Wy.PlayVerdict.BLOCKED, how)
        return free

    def players_blocks(self, brute, record, at, how):
        """The player blocks a random largest set of the program's moves into P (and tries
        two moves into N past it): accepted exactly within the budget."""
        ts = brute.targets(*at)
        into_p = [t for t in ts if brute.is_p(t)]
        self.rng.shuffle(into_p)
        chosen = []
        for t in into_p + [t for t in ts if t not in into_p][:2]:
            want = brute.blockable(at, chosen + [t])
            try:
                made = record.toggle_block(pos(t))
            except GLib.Error as e:
                made = False
                self.assertIn("may block", e.message, how)
            self.assertEqual(made, want, "%s: block %s after %s" % (how, t, chosen))
            chosen += [t] * made
        self.assertEqual(sorted(map(xy, record.get_blocks())), sorted(chosen), how)
        return [t for t in ts if t not in chosen]

    def check_winner(self, brute, record, stuck, how):
        """Who has won: no one while the side to move can move; else the side that cannot
        move loses in normal play and wins in misère play."""
        sides = {"player": Wy.PlayWinner.PLAYER_WINS, "program": Wy.PlayWinner.PROGRAM_WINS}
        other = {"player": "program", "program": "player"}
        expected = Wy.PlayWinner.NO_WINNER if stuck is None else \
            sides[stuck if brute.misere else other[stuck]]
        self.assertEqual(record.get_winner(), expected, how + ": the winner")

    def play_out(self, brute, board, start, program_first, greedy):
        """A game to its end; which side could not move."""
        record = Wy.PlayRecord.new(board, pos(start))
        at = start
        if program_first:
            record.hand_over()
        while True:
            how = "%s from %s at %s (seed %d): %s" % (brute.text(), start, at, SEED,
                                                       record.to_string())
            if record.is_players_turn():
                before = state(record)
                free = self.check_players_turn(brute, record, at, how)
                self.check_winner(brute, record, None if free else "player", how)
                if not free:
                    return "player"
                good = [t for t in free if brute.is_p(t)]
                to = self.rng.choice(good if greedy and good else free)
                self.assertEqual(record.play(pos(to)), Wy.PlayVerdict.LEGAL, how)
                at = to
                if self.rng.random() < 0.3:
                    after, n = state(record), record.take_back()
                    self.assertEqual(state(record), before, how + ": take back")
                    self.assertEqual(record.redo(), n, how)
                    self.assertEqual(state(record), after, how + ": redo")
                continue
            free = self.players_blocks(brute, record, at, how)
            if record.get_n_moves() and self.rng.random() < 0.3:
                # (before any move the turn handed over goes back, nothing to redo)
                after, n = state(record), record.take_back()
                self.assertEqual(record.redo(), n, how)
                self.assertEqual(state(record), after, how + ": redo after the player's blocks")
            self.assertEqual(record.has_move(), bool(free), how)
            self.check_winner(brute, record, None if free else "program", how)
            moved, move = record.answer()
            self.assertEqual(moved, bool(free), how)
            if not moved:
                return "program"
            to = xy(move.target)
            self.assertIn(to, free, how + ": the program's move")
            if not brute.is_p(at):
                self.assertTrue(brute.is_p(to), how + ": from N the program moved to N")
            at = to

    def test_games(self):
        print("play: seed %d (WY_PLAY_SEED=%d repeats it)" % (SEED, SEED), file=sys.stderr)
        for _ in range(150):
            brute, size = random_rule(self.rng)
            board = Wy.solve(Wy.Game.parse(brute.text()),
                             Wy.Query.new(size, self.rng.choice([Wy.Needs.STATUS, Wy.Needs.STEPS]))
                             ).get_board()
            cells = [(x, 0) for x in range(size)] if brute.one else list(
                itertools.product(range(size), repeat=2))
            cells = [c for c in cells if not (brute.fam == "upmark" and c[0] == 0)]
            for c in cells:
                self.assertEqual(board.get_status(*c) == Wy.Status.P, brute.is_p(c), brute.text())
            for start in self.rng.sample(cells, min(6, len(cells))):
                program_first = self.rng.random() < 0.5
                stuck = self.play_out(brute, board, start, program_first, self.rng.random() < 0.7)
                # the side to move at an N-position wins: the program, whatever the player does
                if brute.is_p(start) != program_first:
                    self.assertEqual(stuck == "player", not brute.misere,
                                     "%s from %s (seed %d): the program lost"
                                     % (brute.text(), start, SEED))

    def test_take_back_redo(self):
        """Random walks of the record's calls: each redo comes back to the state its take
        back left (the program's first move as the program's, the turn handed over and
        back); each take back to a player's turn, the moves a prefix of those before."""
        for rule in ["wythoff", "nim:block=3", "nimpq:p=2,q=2", "mark:k=3", "upmark",
                     "wyt:a=2,b=2,play=misere", "nimpq:a=2,b=2,p=3,q=2,reading=abstract"]:
            board = Wy.solve(Wy.Game.parse(rule), Wy.Query.new(12, Wy.Needs.STATUS)).get_board()
            one = board.is_one_pile()
            for _ in range(100):
                start = (self.rng.randrange(1, 12), 0 if one else self.rng.randrange(12))
                record = Wy.PlayRecord.new(board, pos(start))
                taken, calls = [], []
                for _ in range(self.rng.randint(1, 14)):
                    call = self.rng.choice(["play", "answer", "take", "redo", "hand", "block"])
                    calls.append(call)
                    how = "%s from %s: %s (seed %d)" % (rule, start, " ".join(calls), SEED)
                    before, at = state(record), xy(record.get_position())
                    moves = [t for t in itertools.product(range(at[0] + 1), range(at[1] + 1))
                             if Wy.play_is_legal(board, pos(at), pos(t))]
                    if call == "play" and moves and record.is_players_turn():
                        to = self.rng.choice(moves)
                        if record.play(pos(to)) == Wy.PlayVerdict.LEGAL:
                            taken = []
                    elif call == "answer" and record.answer()[0]:
                        taken = []
                    elif call == "hand":
                        record.hand_over()
                    elif call == "block" and moves:
                        try:
                            record.toggle_block(pos(self.rng.choice(moves)))
                        except GLib.Error:
                            pass
                    elif call == "take" and record.take_back():
                        taken.append(before)
                        now = state(record)
                        self.assertTrue(now[2] and before[0].startswith(now[0]), how)
                    elif call == "redo" and record.redo():
                        self.assertTrue(taken, how)
                        self.assertEqual(state(record), taken.pop(), how)

    def check_model(self, brute, record, model, seen, how):
        """The record against the model: the moves, whose turn, the blocks of the turn (the
        player's as made; the program's valid, and the same at a position each time), the
        moves waiting, who has won."""
        at = model.at()
        text = " → ".join("(%d, %d)" % p if not brute.one else "%d" % p[0]
                          for p in [model.start] + [m[1] for m in model.moves])
        self.assertEqual(record.to_string(), text, how)
        self.assertEqual(xy(record.get_position()), at, how)
        self.assertEqual(record.get_n_moves(), len(model.moves), how)
        self.assertEqual(record.is_players_turn(), model.players_turn(), how + ": the turn")
        self.assertEqual(record.get_n_redo(), model.n_redo(), how + ": the moves to redo")
        blocks = [xy(b) for b in record.get_blocks()]
        if model.players_turn():
            into_p = [t for t in brute.targets(*at) if brute.is_p(t)]
            self.assertTrue(set(blocks) <= set(into_p) and brute.blockable(at, blocks), how)
            if brute.is_p(at):
                self.assertEqual(sorted(blocks), sorted(into_p), how)
            self.assertEqual(seen.setdefault(at, blocks), blocks, how + ": the program's blocks")
        else:
            self.assertEqual(blocks, model.blocks, how + ": the player's blocks")
        free = model.free(blocks)
        self.assertEqual(record.has_move(), bool(free), how)
        side = "player" if model.players_turn() else "program"
        self.check_winner(brute, record, None if free else side, how)
        return free

    def act(self, brute, record, model, call, free, how):
        """One call of the record, its answer checked against the model's."""
        at, ts = model.at(), brute.targets(*model.at())
        if call == "play":
            to = self.rng.choice(ts + [at])
            blocked = model.players_turn() and to not in free and to in ts
            want = (Wy.PlayVerdict.ILLEGAL if not model.players_turn() or to not in ts
                    else Wy.PlayVerdict.BLOCKED if blocked else Wy.PlayVerdict.LEGAL)
            self.assertEqual(record.play(pos(to)), want, how)
            if want == Wy.PlayVerdict.LEGAL:
                model.moved("player", to)
        elif call == "answer":
            may = not model.moves or not model.players_turn()
            left = model.free(model.blocks)
            moved, move = record.answer()
            self.assertEqual(moved, may and bool(left), how + ": the program's move")
            if moved:
                to = xy(move.target)
                self.assertIn(to, left, how)
                if not brute.is_p(at):
                    self.assertTrue(brute.is_p(to), how + ": from N into N")
                model.moved("program", to)
        elif call == "take":
            self.assertEqual(record.take_back(), model.take_back(), how)
        elif call == "redo":
            self.assertEqual(record.redo(), model.redo(), how)
        elif call == "hand":
            want = not model.moves
            self.assertEqual(record.hand_over(), want, how)
            model.handed |= want
        else:
            self.toggle(brute, record, model, ts, how)

    def toggle(self, brute, record, model, ts, how):
        """A block of the player's, lifted when made: refused on the player's turn, off the
        moves, past the budget."""
        at = model.at()
        into_p = [t for t in ts if brute.is_p(t) and t not in model.blocks]
        pick = self.rng.choice(into_p if into_p and self.rng.random() < 0.7
                               else ts + [at] if ts else [at])
        if pick in model.blocks and not model.players_turn():
            want = model.blocks[:]
            want.remove(pick)
        elif (not model.players_turn() and pick in ts
              and brute.blockable(at, model.blocks + [pick])):
            want = model.blocks + [pick]
        else:
            want = None
        try:
            made = record.toggle_block(pos(pick))
        except GLib.Error as e:
            made = False
            code = Wy.Error.UNSUPPORTED if model.players_turn() else Wy.Error.RANGE
            self.assertEqual(e.code, int(code), how + ": " + e.message)
        self.assertEqual(made, want is not None, "%s: block %s" % (how, pick))
        if want is not None:
            model.blocks = want

    def test_record_model(self):
        """Random walks of the record's calls against the model (class Model): take back
        and redo at the start, at the end of a game, after blocks, after a new move; in
        games with a budget of blocks, none (misère play, block=1, nimpq p=q=1), and spent."""
        calls = ["play", "answer", "take", "redo", "hand", "block"]
        for rule in ["wythoff:block=3", "nim:block=2", "wythoff:block=5", "upmark:block=2",
                     "nimpq:p=2,q=2", "nimpq:a=2,b=2,p=3,q=2,reading=abstract",
                     "nimpq:a=1,b=2,p=2,q=3,reading=sec7", "nimpq:p=1,q=1",
                     "wythoff:play=misere", "mark:k=3,play=misere", "wythoff"]:
            fam, _, keys = rule.partition(":")
            prm = dict(kv.split("=") for kv in keys.split(",")) if keys else {}
            block = int(prm.pop("block", 1))
            misere = prm.pop("play", "") == "misere"
            reading = prm.pop("reading", "linecount")
            prm = {k: int(v) for k, v in prm.items()}
            if fam == "nimpq":
                prm = {"a": 1, "b": 1, **prm}
            size = self.rng.randint(3, 9)
            brute = Brute(fam, prm, misere, block, reading, size)
            self.assertEqual(brute.text().split(":")[0], fam)
            board = Wy.solve(Wy.Game.parse(rule), Wy.Query.new(size, Wy.Needs.STATUS)).get_board()
            cells = [(x, 0) for x in range(1 if fam == "upmark" else 0, size)] if brute.one \
                else list(itertools.product(range(size), repeat=2))
            for c in cells:
                self.assertEqual(board.get_status(*c) == Wy.Status.P, brute.is_p(c), rule)
            seen = {}
            for _ in range(60):
                start = self.rng.choice(cells)
                record, model = Wy.PlayRecord.new(board, pos(start)), Model(brute, start)
                done = []
                for _ in range(self.rng.randint(1, 30)):
                    how = "%s from %s: %s (seed %d)" % (rule, start, " ".join(done), SEED)
                    free = self.check_model(brute, record, model, seen, how)
                    done.append(self.rng.choice(calls))
                    self.act(brute, record, model, done[-1], free, how + " " + done[-1])
                self.check_model(brute, record, model, seen, how)


if __name__ == "__main__":
    unittest.main(verbosity=2)

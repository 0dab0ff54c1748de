# test_hostile.py: every callable of Wy-1.0 (read from the typelib) called with hostile
# arguments: negative, huge and zero numbers, empty and huge strings, structures built empty
# or with fields set by hand, objects whose owner is gone, a cancelled cancellable, callbacks
# that raise. Each call must give a result or raise an exception: never a signal, never a
# hang, never a run past the memory limit. The calls run in child processes, many to a child;
# when a child dies, the call it was in is the culprit and the next child starts after it.
# Beyond one hostile argument at a time, COMBOS tuples a callable draw every argument at
# random from its values but the cancellable (seeded: WY_HOSTILE_SEED repeats a run; the seed
# is printed).
# Also the snippets of issue 35, each in a fresh process, must raise. GLib's criticals are
# fatal in the children: a core's guard met by a hostile number is a failure too.
# Usage: python3 test_hostile.py [--child SEED START]
import math
import os
import random
import resource
import select
import subprocess
import sys
import threading
import time

import gi

gi.require_version("Wy", "1.0")
gi.require_version("Gio", "2.0")
from gi.repository import GLib, Gio, Wy  # noqa: E402

CALL_SECONDS = 20          # one call may take this long (a refused size is refused at once)
START_SECONDS = 60         # a child's start (the fixtures) may take this long
WATCH_SECONDS = 3          # the sound cancellable is cancelled after this long in a call
MEMORY_LIMIT = 6 << 30     # address space of a child (the core's budget is 2 GiB)
MAX_VARIANTS = 24          # argument tuples per callable, one hostile argument each
COMBOS = 4                 # more tuples per callable, every argument drawn at random

# The snippets of issue 35: each crashed the interpreter; each must raise now.
SNIPPETS = [
    "Wy.Sum.new().get_game(0)",
    "Wy.Sum.new().get_position(0)",
    "Wy.Sum.new().get_grundy(0)",
    "Wy.Numeration().represent(10)",
    "Wy.PposIter().next()",
    "Wy.PaperItem().table(Wy.TableFormat.CSV, True)",
    "q = Wy.Query(); q.progress = lambda *a: None",
    "s = Wy.Sum.new(); s.free(); del s",
    "h = Wy.Game.parse('wyt:a=2'); h.free(); h.to_string()",
    "s = Wy.solve(Wy.Game.parse('wyt'), 20, Wy.Needs.STEPS, None); s.unref(); s.get_status(1, 2)",
    # the audit of session 55: criticals, and terms out of order read as zeros
    "Wy.Game.check_rule(Wy.Family.WYTHOFF, 'dx==0')",
    "Wy.Game.new_rule(Wy.Family.NIM, 'dx==0')",
    "Wy.recursion_terms(Wy.Game.parse('wythoff'), [5, 1, 3], None)",
    "Wy.recursion_terms(Wy.Game.parse('wythoff'), [2**63, 5], None)",
]

# Calls that may return or raise, but must not take the interpreter down (a progress
# function that replaces itself while the solve calls it once crashed it).
SURVIVORS = [
    "q = Wy.Query.new(1024, Wy.Needs.STEPS)\n"
    "q.set_progress(lambda f, *a: q.set_progress(None))\n"
    "Wy.solve(Wy.Game.parse('moves:rule=(dx==0||dy==0||dx==dy)'), q)",
    "q = Wy.Query.new(1024, Wy.Needs.STEPS)\n"
    "q.set_progress(lambda f, *a: q.set_progress(lambda *b: None))\n"
    "Wy.solve(Wy.Game.parse('moves:rule=(dx==0||dy==0||dx==dy)'), q)",
    "Wy.recursion_terms(Wy.Game.parse('wythoff'), [], None)",
]

# GITypeTag values
BOOLEAN, INT8, UINT8, INT16, UINT16, INT32, UINT32, INT64, UINT64 = range(1, 10)
FLOAT, DOUBLE, GTYPE, UTF8, FILENAME, ARRAY, INTERFACE = range(10, 17)
GLIST, GSLIST, GHASH, ERROR, UNICHAR = range(17, 22)
OUT = 1


def raiser(*args):
    raise RuntimeError("a callback that raises")


def fixtures():
    """Instances of the library's types by type name: sound ones first, then hostile ones."""
    games = [Wy.Game.parse(r) for r in ("wyt:a=1,b=2", "mark:k=2", "gamma:i=1,s=2,t=1",
                                        "nimpq:a=1,b=1,p=2,q=2")]
    needs = Wy.Needs.STEPS | Wy.Needs.GRUNDY | Wy.Needs.FORMULA
    solutions = [Wy.solve(games[0], 30, needs, None), Wy.solve(games[1], 40, Wy.Needs.STEPS, None),
                 Wy.solve(games[2], 30, Wy.Needs.STEPS | Wy.Needs.FORMULA, None)]
    gone = Wy.solve(games[3], 12, Wy.Needs.STEPS, None)
    orphan_board = gone.get_board()  # the solution is released below
    orphan_report = gone.describe(3, 5)
    del gone
    summed = Wy.Sum.new()
    summed.add(games[0], 3, 5, None)
    ok, u = Wy.numeration_init(games[2])
    bad_u = Wy.Numeration()
    bad_u.s, bad_u.t, bad_u.n_bases = 2, 1, 64
    rep = Wy.NumerationRep()
    rep.len = 1000
    big_pos = Wy.Pos()
    big_pos.x = big_pos.y = 2 ** 32 - 1
    query = Wy.Query.new(50, Wy.Needs.STEPS)
    query.set_region(40, 40, 2 ** 32 - 1, 3)
    huge_query = Wy.Query.new(2 ** 32 - 1, needs)
    huge_query.set_classes(2 ** 32 - 1)
    items = Wy.paper_items()
    return {
        "Game": games,
        "Solution": solutions,
        "Board": [s.get_board() for s in solutions] + [orphan_board],
        "Report": [solutions[0].describe(3, 5), orphan_report],
        "Sum": [summed, Wy.Sum.new()],
        "Numeration": [u, Wy.Numeration(), bad_u],
        "NumerationRep": [Wy.NumerationRep(), rep],
        "Pos": [Wy.Pos(), big_pos],
        "Query": [query, Wy.Query(), huge_query],
        "PposIter": [Wy.PposIter.new(solutions[0].get_board())],
        "PaperItem": [items[0], items[-1], Wy.PaperItem()],
        "LowClasses": [Wy.low_classes_compute(games[0], 100, 2, None, None, None)],
        "Cancellable": [WATCH, cancelled()],
    }


# The sound cancellable: reset before each call and cancelled by a timer, so a long
# computation that takes one ends within WATCH_SECONDS.
WATCH = Gio.Cancellable()


def cancelled():
    c = Gio.Cancellable()
    c.cancel()
    return c


def pool(type_info, arg, fx):
    """The values one argument takes: a sound one first, then hostile ones."""
    tag = type_info.get_tag()
    nullable = arg is not None and arg.may_be_null()
    values = []
    if tag == BOOLEAN:
        values = [True, False]
    elif tag in (INT8, INT16, INT32, INT64):
        values = [3, 0, -1, 2 ** 31 - 1, -2 ** 31]
    elif tag in (UINT8, UINT16):
        values = [3, 0, 2 ** (8 if tag == UINT8 else 16) - 1]
    elif tag in (UINT32, UINT64, UNICHAR):
        values = [3, 0, 4097, 2 ** 31, 2 ** 32 - 1] + ([2 ** 64 - 1] if tag == UINT64 else [])
    elif tag in (FLOAT, DOUBLE):
        values = [2.0, 0.0, -1.0, math.nan, math.inf, 1e300]
    elif tag in (UTF8, FILENAME):
        values = ["wyt", "", "x" * 5000, "mark:k=99999999", "((((((((", "\u00e9\ufffd"]
    elif tag == ARRAY:
        values = array_pool(type_info, fx)
    elif tag in (GLIST, GSLIST):
        values = [[]]
    elif tag == INTERFACE:
        values = interface_pool(type_info.get_interface(), fx)
    elif tag == GTYPE:
        values = [GLib.TYPE_INT]
    if nullable and values[:1] != [WATCH]:
        values.append(None)
    return values or [None]


def array_pool(type_info, fx):
    elem = type_info.get_param_type(0)
    if elem.get_tag() in (UINT8, INT8):
        # b"" hands the C side a pointer to nothing, [] hands it NULL
        return [b"abc", b"", []]
    if elem.get_tag() == INTERFACE:
        sound = interface_pool(elem.get_interface(), fx)
        return [sound[:1], [], sound * 40]
    one = pool(elem, None, fx)
    return [one[:2], [], one * 50]


def interface_pool(info, fx):
    kind = type(info).__name__
    name = info.get_name()
    if kind == "EnumInfo":
        cls = getattr(Wy, name)
        values = [cls(v.get_value()) for v in info.get_values()]
        for bad in (999, -1):
            try:
                values.append(cls(bad))
            except (ValueError, TypeError, OverflowError):
                pass
        return [values[0], values[-1]] + values[len(info.get_values()):]
    if kind == "CallbackInfo":
        return [lambda *a: None, raiser]
    if name in fx:
        return list(fx[name])
    if name == "Bytes":
        return [GLib.Bytes.new(b"\0" * 16), GLib.Bytes.new(b"")]
    owner = getattr(Wy, name, None)
    try:
        return [owner()] if owner is not None else [None]
    except TypeError:  # opaque: only its constructors make one
        return [None]


def python_args(fn):
    """The arguments Python passes (no out, array-length or destroy-notify arguments)."""
    args = list(fn.get_arguments())
    hidden = set()
    for a in args:
        t = a.get_type()
        if t.get_tag() == ARRAY and t.get_array_length() >= 0:
            hidden.add(t.get_array_length())
        if a.get_destroy() >= 0:
            hidden.add(a.get_destroy())
    return [a for i, a in enumerate(args) if i not in hidden and a.get_direction() != OUT]


def variants(values, rnd):
    """The sound tuple, then each argument through its hostile values, the rest sound; then
    COMBOS tuples drawn at random (several hostile arguments at once)."""
    sound = [v[0] for v in values]
    out = [tuple(sound)]
    for i, vs in enumerate(values):
        for v in vs[1:]:
            t = list(sound)
            t[i] = v
            out.append(tuple(t))
    # the sound cancellable stays: a long computation given none would run past CALL_SECONDS
    combos = [tuple(WATCH if vs[0] is WATCH else rnd.choice(vs) for vs in values)
              for _ in range(COMBOS)]
    return out[:MAX_VARIANTS] + combos


def calls(fx, seed):
    """(description, function, args) for every callable and its variants, in typelib order."""
    repo = gi.Repository.get_default()
    rnd = random.Random(seed)
    out = []
    for info in repo.get_infos("Wy"):
        kind = type(info).__name__
        if kind == "FunctionInfo":
            owners = [(None, Wy, info)]
        elif kind in ("StructInfo", "EnumInfo", "UnionInfo", "ObjectInfo"):
            owners = [(info.get_name(), getattr(Wy, info.get_name(), None), m)
                      for m in info.get_methods()]
        else:
            continue
        for owner, target, fn in owners:
            out += callable_calls(owner, target, fn, fx, rnd)
    return out


def callable_calls(owner, target, fn, fx, rnd):
    pyfn = getattr(target, fn.get_name(), None)
    if pyfn is None:
        return []
    values = [pool(a.get_type(), a, fx) for a in python_args(fn)]
    if fn.is_method():
        values.insert(0, interface_pool(fn.get_container(), fx))
    name = (owner + "." if owner else "") + fn.get_name()
    return [(name, pyfn, args) for args in variants(values, rnd)]


def describe(name, args):
    shown = []
    for a in args:
        r = repr(a)
        shown.append(r if len(r) < 60 else r[:57] + "...")
    return f"Wy.{name}({', '.join(shown)})"


def child(seed, start):
    """Run the calls from start on, saying each one's number before it runs."""
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    todo = calls(fixtures(), seed)
    print(f"N {len(todo)}", flush=True)
    for i in range(start, len(todo)):
        name, fn, args = todo[i]
        print(f"S {i} {describe(name, args)}", flush=True)
        WATCH.reset()
        timer = threading.Timer(WATCH_SECONDS, WATCH.cancel)
        timer.start()
        try:
            fn(*args)
        except Exception:
            pass
        timer.cancel()
    print("D", flush=True)


def run_children(seed):
    """Children until every call has run; the calls that killed or stalled a child."""
    failures, start, total, t0 = [], 0, None, time.monotonic()
    env = dict(os.environ)
    # a CRITICAL (a core's guard met) kills the child, as under the tests' G_DEBUG: an
    # answer that is none, from numbers a Python user may pass (fraenkel_alpha(-1) was one);
    # a WARNING does not (PyGObject's own, of arguments it cannot marshal, then raises)
    env["G_DEBUG"] = "fatal-criticals"
    while total is None or start < total:
        proc = subprocess.Popen([sys.executable, __file__, "--child", str(seed), str(start)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                env=env)
        current, done, stalled = None, False, False
        while not done:
            wait = CALL_SECONDS if current is not None else START_SECONDS
            ready, _, _ = select.select([proc.stdout], [], [], wait)
            if not ready:
                proc.kill()
                stalled = True
                break
            line = proc.stdout.readline()
            if not line:
                break
            if line.startswith("N "):
                total = int(line.split()[1])
            elif line.startswith("S "):
                _, i, text = line.rstrip("\n").split(" ", 2)
                current = (int(i), text)
            elif line.startswith("D"):
                done = True
        code = proc.wait()
        if done:
            break
        if current is None:
            failures.append(f"a child died before its first call ({signal_name(code)})")
            break
        failures.append(f"{current[1]}: " + (f"still running after {CALL_SECONDS} s" if stalled
                                             else signal_name(code)))
        start = current[0] + 1
    print(f"{total} calls in {time.monotonic() - t0:.1f} s")
    return failures


def signal_name(code):
    if code < 0:
        import signal
        return f"killed by {signal.Signals(-code).name}"
    return f"the child exited with {code} in the call"


def snippet_failures():
    out = []
    for snippet in SNIPPETS:
        code = ("import gi; gi.require_version('Wy', '1.0'); from gi.repository import Wy\n"
                f"try:\n    {snippet}\nexcept Exception:\n    raise SystemExit(0)\n"
                "raise SystemExit(3)")
        r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        if r.returncode != 0:
            out.append(f"{snippet}: {'no exception' if r.returncode == 3 else signal_name(r.returncode)}")
    for snippet in SURVIVORS:
        code = ("import gi; gi.require_version('Wy', '1.0'); from gi.repository import Wy\n"
                f"try:\n    exec({snippet!r})\nexcept Exception:\n    pass\n")
        r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        if r.returncode != 0:
            out.append(f"{snippet}: {signal_name(r.returncode)}\n{r.stderr[-400:]}")
    return out


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        child(int(sys.argv[2]), int(sys.argv[3]))
        return 0
    seed = int(os.environ.get("WY_HOSTILE_SEED", random.SystemRandom().randrange(2 ** 32)))
    print(f"seed {seed} (WY_HOSTILE_SEED={seed} repeats the run)", flush=True)
    failures = snippet_failures() + run_children(seed)
    for f in failures:
        print("FAIL", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

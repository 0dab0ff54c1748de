# test_fields.py: every field of every structure of Wy-1.0 (read from the typelib) read from
# Python and written back with the value read, and every structure copied as a boxed value
# (a GObject.Value, as a signal or a property would copy it): on the structures the core makes
# and on the zero-filled ones Python makes with T(). Each must give a value or raise an
# exception: never a signal. GLib's warnings and criticals are fatal here (G_DEBUG), as in
# the other tests: PyGObject 3.42 reading a fixed array of structures (PaperItem.games),
# a GArray of structures (LimitSeries.points) or a callback field (Query.progress), or
# writing a fixed array (ClassOffsets.max_abs), warns or criticals before it raises, and a
# zero-filled LimitSeries copied criticalled in the core (g_array_copy of NULL).
# The steps run in child processes, many to a child; when a child dies, the step it was in
# is the culprit and the next child starts after it.
# Usage: python3 test_fields.py [--child START]
import os
import subprocess
import sys

import gi

gi.require_version("Wy", "1.0")
from gi.repository import GObject, Wy  # noqa: E402


def made_by_the_core():
    """Instances of the library's structures the core made, by type name."""
    wy = Wy.Game.parse("wythoff")
    sol = Wy.solve(wy, 30, Wy.Needs.STEPS | Wy.Needs.FORMULA)
    board = sol.get_board()
    summed = Wy.Sum.new()
    summed.add(wy, 3, 5, None)
    summed.add(Wy.Game.parse("nim"), 2, 0, None)
    gamma = Wy.Game.parse("gamma:i=1,s=2,t=1")
    _, u = Wy.numeration_init(gamma)
    _, reading = u.read(5, 3)
    return {
        "PaperItem": [Wy.paper_items()[0], Wy.paper_items()[-1]],
        "LimitSeries": [Wy.limit_series(Wy.Game.parse("wyt:a=1,b=2"), 100, 3, None)],
        "ClassOffsets": Wy.class_offsets(wy, 100, 2, None, None, None)[:1],
        "Query": [Wy.Query.new(10, Wy.Needs.STEPS)],
        "Numeration": [u],
        "NumerationRep": [u.represent(100)],
        "NumerationReading": [reading],
        "Comparison": [sol.get_comparison()[1]],
        "Line": board.list_step_lines(2)[:1],
        "Move": sol.describe(4, 5).get_winning_moves()[:1],
        "SumMove": summed.list_winning_moves()[:1],
        "Pos": board.get_ppos()[:1],
        "LimitPoint": Wy.limit_series(wy, 100, 3, None).get_points()[:1],
    }


def steps():
    """(description, function) for every structure, source, field and action."""
    made = made_by_the_core()
    out = []
    for info in gi.Repository.get_default().get_infos("Wy"):
        if type(info).__name__ != "StructInfo" or info.is_gtype_struct():
            continue
        name = info.get_name()
        cls = getattr(Wy, name)
        sources = [(f"Wy.{name}()", (lambda cls=cls: cls()))]
        sources += [(f"the core's Wy.{name} #{i}", (lambda v=v: v))
                    for i, v in enumerate(made.get(name, []))]
        for label, make in sources:
            out += structure_steps(cls, label, make, info.get_fields())
    return out


def structure_steps(cls, label, make, fields):
    out = []
    for field in fields:
        f = field.get_name()
        out.append((f"{label}.{f} read", lambda make=make, f=f: getattr(make(), f)))
        out.append((f"{label}.{f} written back", lambda make=make, f=f: write_back(make(), f)))
    if cls.__gtype__ != GObject.TYPE_NONE:
        out.append((f"{label} copied as a boxed value", lambda make=make: boxed_copy(cls, make())))
    return out


def write_back(value, field):
    setattr(value, field, getattr(value, field))


def boxed_copy(cls, value):
    holder = GObject.Value(cls)
    holder.set_boxed(value)
    copy = holder.get_boxed()
    holder.unset()
    return copy


def child(start):
    todo = steps()
    print(f"N {len(todo)}", flush=True)
    for i in range(start, len(todo)):
        print(f"S {i} {todo[i][0]}", flush=True)
        try:
            todo[i][1]()
        except Exception:
            pass
    print("D", flush=True)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        child(int(sys.argv[2]))
        return 0
    env = dict(os.environ, G_DEBUG="fatal-warnings,fatal-criticals")
    failures, start, total = [], 0, None
    while total is None or start < total:
        proc = subprocess.run([sys.executable, __file__, "--child", str(start)], env=env,
                              capture_output=True, text=True, timeout=300)
        lines = proc.stdout.splitlines()
        total = next((int(x.split()[1]) for x in lines if x.startswith("N ")), total)
        if lines and lines[-1] == "D":
            break
        current = [x for x in lines if x.startswith("S ")]
        if not current:
            failures.append(f"a child died before its first step ({proc.returncode}): "
                            f"{proc.stderr[-400:]}")
            break
        _, i, text = current[-1].split(" ", 2)
        why = [x for x in proc.stderr.splitlines() if "CRITICAL" in x or "WARNING" in x]
        failures.append(f"{text}: exit {proc.returncode} {' '.join(why[-1:])}")
        start = int(i) + 1
    print(f"{total} steps")
    for f in failures:
        print("FAIL", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

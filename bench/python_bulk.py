# python_bulk.py: every bulk answer of the core read into numpy beside the call that computes
# it, at 4096 and at 10^6 (where the game allows 10^6): the read (the GLib.Bytes viewed by
# the wythoff package, without a copy) must cost at most 10 % of its computation. Also what
# the older ways cost: a Python loop of get_status calls, GLib.Bytes.get_data() (a copy),
# and the list forms (a Python object per element). A benchmark, never a timed test:
#   meson test -C _build --benchmark python-bulk -v
# (or run it with GI_TYPELIB_PATH and LD_LIBRARY_PATH set to _build/src/core and PYTHONPATH
# to python/ and _build/python). Each time is the median of REPEAT runs. Exit status 1 when
# a read costs more than 10 % of its computation. A call of less than 50 ms is timed as the
# mean of as many calls as fill 50 ms.
import statistics
import sys
import time

import numpy

import wythoff
from wythoff import Wy

REPEAT = 3
LIMIT = 0.10


def timed(f):
    t = time.perf_counter()
    value = f()
    return value, time.perf_counter() - t


def mean_time(f, least=0.05):
    """f's result and its time a call: called again until `least` seconds have passed (a
    single clock reading of a few microseconds is mostly noise)."""
    value, t = timed(f)
    calls, total = 1, t
    while total < least:
        value, t = timed(f)
        calls, total = calls + 1, total + t
    return value, total / calls


def medians(compute, read, listed):
    """The median times of compute(), of read(its result) (again and again, and the first
    time alone: a one-pile board lists its P-positions on the first read) and of
    listed(its result)."""
    runs = []
    for _ in range(REPEAT):
        value, t_compute = mean_time(compute)
        _, t_first = timed(lambda: read(value))
        _, t_read = mean_time(lambda: read(value))
        _, t_list = mean_time(lambda: listed(value)) if listed else (None, 0)
        runs.append((t_compute, t_read, t_first, t_list))
        value = None  # the answer freed before the next is computed
    return [statistics.median(r[i] for r in runs) for i in range(4)]


def game(rule):
    return Wy.Game.parse(rule)


def cases():
    """(answer, rule, size, compute, read into numpy, the list form or None): each called at
    once, so the lambdas' loop variable is the one of their case. The list form is given the
    computed answer (a solution) or calls the core's list-returning function itself."""
    wy, wyt, pile, nim = game("wythoff"), game("wyt:a=1,b=2"), game("pile:rule=(d<=3)"), \
        game("nim")
    elim = Wy.Needs.STEPS | Wy.Needs.STEP_COUNTS
    row = Wy.sequence_parse("grundy-row=3")[1:]
    board = lambda g, n, needs=Wy.Needs.STATUS: lambda: Wy.solve(g, n, needs)  # noqa: E731
    yield ("statuses and steps (stored board)", "wyt:a=1,b=2", 4096, board(wyt, 4096, elim),
           lambda s: (wythoff.statuses(s), wythoff.steps(s)), None)
    yield ("Grundy values", "wythoff", 4096, board(wy, 4096, Wy.Needs.GRUNDY),
           wythoff.grundy_values, None)
    yield ("statuses (one pile)", "pile:rule=(d<=3)", 10 ** 6, board(pile, 10 ** 6),
           wythoff.statuses, None)
    for n in (4096, 10 ** 6):
        yield ("P-positions", "wythoff", n, board(wy, n), wythoff.ppos_pairs,
               lambda s: s.get_board().get_ppos())
    yield ("P-positions (one pile)", "pile:rule=(d<=3)", 10 ** 6, board(pile, 10 ** 6),
           wythoff.ppos_pairs, None)
    for n in (4096, 10 ** 6):
        yield ("Grundy class 3", "wythoff", n,
               lambda: Wy.grundy_class_bytes(wy, n, 3, None, None),
               lambda b: wythoff.view(b, numpy.uint32, 2),
               lambda _: Wy.grundy_class(wy, n, 3, None, None))
        yield ("Grundy classes 0..3", "wythoff", n,
               lambda: Wy.grundy_classes_bytes(wy, n, 3, None, None),
               lambda b: wythoff.view(b, numpy.uint32, 3), None)
        yield ("class offsets 0..3", "wythoff", n,
               lambda: Wy.class_offsets_bytes(wy, n, 3, None, None),
               lambda b: wythoff.view(b, wythoff.CLASS_OFFSETS), None)
        yield ("recursion pairs", "wyt:a=1,b=2", n,
               lambda: Wy.recursion_pairs_bytes(wyt, n),
               lambda b: wythoff.view(b, numpy.uint64, 2),
               lambda _: Wy.recursion_pairs(wyt, n))
        yield ("recursion P-positions", "wyt:a=1,b=2", n,
               lambda: Wy.recursion_ppos_bytes(wyt, n),
               lambda b: wythoff.view(b, numpy.uint32, 2), lambda _: Wy.recursion_ppos(wyt, n))
        yield ("table from the recursion", "wythoff", n,
               lambda: Wy.table_rows_from_recursion_bytes(wy, n),
               lambda b: wythoff.view(b, numpy.uint64, 2),
               lambda _: Wy.table_rows_from_recursion(wy, n))
        yield ("sequence grundy-row=3", "wythoff", n,
               lambda: Wy.sequence_terms_bytes(wy, *row, 0, n, None),
               lambda b: wythoff.view(b, numpy.int64),
               lambda _: Wy.sequence_terms(wy, *row, 0, n, None))
    # the exact table of wythoff stops at about 381967 rows (a side of 2000000)
    for n in (4096, 300000):
        yield ("table, exact", "wythoff", n,
               lambda: Wy.table_exact_rows_bytes(wy, n, None, None),
               lambda b: wythoff.view(b, numpy.uint64, 2), None)
    yield ("sequence ppos-x", "nim", 10 ** 6,
           lambda: Wy.sequence_terms_bytes(nim, *Wy.sequence_parse("ppos-x")[1:], 0, 10 ** 6,
                                           None),
           lambda b: wythoff.view(b, numpy.int64), None)


def table():
    # list form: get_ppos() of the solved board, or the list-returning call (computing again)
    print("| answer | game | size | compute | read into numpy | read / compute | first read "
          "| list form |")
    print("|---|---|---|---|---|---|---|---|")
    over = []
    for answer, rule, size, compute, read, listed in cases():
        t_compute, t_read, t_first, t_list = medians(compute, read, listed)
        share = t_read / max(t_compute, 1e-9)
        size_text = "10^6" if size == 10 ** 6 else str(size)
        print(f"| {answer} | `{rule}` | {size_text} | {t_compute * 1000:.1f} ms | "
              f"{t_read * 1000:.3f} ms | {100 * share:.1f} % | {t_first * 1000:.3f} ms | "
              + (f"{t_list * 1000:.0f} ms |" if listed else "- |"), flush=True)
        if share > LIMIT:
            over.append(f"{answer} at {size}")
    return over


def loop_vs_bulk(rule="wyt:a=1,b=2", side=1000):
    solution = Wy.solve(game(rule), side)
    board, p = solution.get_board(), Wy.Status.P

    def loop():
        return sum(1 for y in range(side) for x in range(side) if board.get_status(x, y) == p)

    n_loop, t_loop = timed(loop)
    n_bulk, t_bulk = timed(lambda: int((wythoff.statuses(solution) == int(p)).sum()))
    assert n_loop == n_bulk
    print(f"\n{rule}: {side * side} get_status calls in a Python loop {t_loop:.2f} s "
          f"({t_loop / side / side * 1e9:.0f} ns a call); the statuses in bulk into numpy, "
          f"counted there, {t_bulk * 1000:.1f} ms")


def copies(rule="wyt:a=1,b=2", side=4096):
    solution = Wy.solve(game(rule), side, Wy.Needs.STEPS | Wy.Needs.STEP_COUNTS)
    board = solution.get_board()
    _, t_view = timed(lambda: (wythoff.statuses(solution), wythoff.steps(solution)))
    _, t_copy = timed(lambda: (numpy.frombuffer(board.get_statuses().get_data(), numpy.uint8),
                               numpy.frombuffer(board.get_steps().get_data(), numpy.uint32)))
    print(f"{rule} at {side}: statuses and steps viewed {t_view * 1000:.2f} ms, copied by "
          f"get_data() {t_copy * 1000:.0f} ms")


if __name__ == "__main__":
    over = table()
    loop_vs_bulk()
    copies()
    if over:
        print("reads over 10 % of their computation:", ", ".join(over))
    sys.exit(1 if over else 0)

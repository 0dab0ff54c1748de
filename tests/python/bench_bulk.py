# bench_bulk.py: what a Python loop of get_status calls costs against the bulk forms, and
# the bulk read of a 4096 board's statuses and steps into numpy beside its solve: through
# wythoff_numpy (views without a copy) and through GLib.Bytes.get_data() (one copy). A
# benchmark, never a timed test: meson test -C _build --benchmark python-bulk-read -v (or
# run it directly with GI_TYPELIB_PATH and LD_LIBRARY_PATH set to _build/src/core and
# PYTHONPATH to python/). Each line is the median of REPEAT runs.
import statistics
import time

import gi

gi.require_version("Wy", "1.0")
from gi.repository import Wy  # noqa: E402

import numpy  # noqa: E402
import wythoff_numpy  # noqa: E402

REPEAT = 3


def timed(f):
    t = time.perf_counter()
    value = f()
    return value, time.perf_counter() - t


def loop_vs_bulk(rule, side=1000):
    solution = Wy.solve(Wy.Game.parse(rule), Wy.Query.new(side, Wy.Needs.STATUS))
    board = solution.get_board()
    p = Wy.Status.P

    def loop():
        return sum(1 for y in range(side) for x in range(side) if board.get_status(x, y) == p)

    def bulk():
        return int((wythoff_numpy.statuses(solution) == int(p)).sum())

    n_loop, t_loop = timed(loop)
    n_bulk, t_bulk = timed(bulk)
    assert n_loop == n_bulk
    print(f"{rule}: {side * side} get_status calls in a Python loop {t_loop:.2f} s "
          f"({t_loop / side / side * 1e9:.0f} ns a call); the bulk statuses into numpy "
          f"{t_bulk * 1000:.1f} ms")


def read_views(solution):
    return wythoff_numpy.statuses(solution), wythoff_numpy.steps(solution)


def read_copies(solution):
    side = solution.get_board().get_size()
    status = numpy.frombuffer(solution.get_board().get_statuses().get_data(), numpy.uint8)
    steps = numpy.frombuffer(solution.get_board().get_steps().get_data(), numpy.uint32)
    return status.reshape(side, side), steps.reshape(side, side)


def solve_vs_read(rule, side, needs, read, how):
    game = Wy.Game.parse(rule)
    runs = []
    for _ in range(REPEAT):
        solution, t_solve = timed(lambda: Wy.solve(game, Wy.Query.new(side, needs)))
        (status, steps), t_read = timed(lambda: read(solution))
        assert status.shape == steps.shape == (side, side)
        runs.append((t_solve, t_read))
        engine = Wy.Engine(solution.get_engine()).value_nick
        del solution, status, steps
    t_solve = statistics.median(r[0] for r in runs)
    t_read = statistics.median(r[1] for r in runs)
    print(f"{rule} at {side}, {'|'.join(needs.value_nicks)} ({engine} engine): solve {t_solve:.3f} s, statuses and steps into numpy by {how} "
          f"{t_read:.3f} s ({100 * t_read / max(t_solve, 1e-9):.0f}% of the solve; "
          f"solve and read {t_solve + t_read:.3f} s)")


if __name__ == "__main__":
    loop_vs_bulk("wyt:a=1,b=2")
    elimination = Wy.Needs.STEPS | Wy.Needs.STEP_COUNTS
    for rule, needs in (("wyt:a=1,b=2", elimination), ("wyt:a=1,b=2", Wy.Needs.STEPS),
                        ("moves:rule=(dx==0||dy==0||dx==dy)", Wy.Needs.STEPS)):
        for read, how in ((read_views, "wythoff_numpy"), (read_copies, "get_data")):
            solve_vs_read(rule, 4096, needs, read, how)

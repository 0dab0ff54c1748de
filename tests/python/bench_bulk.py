# bench_bulk.py: what a Python loop of get_status calls costs against the bulk forms
# (GLib.Bytes into numpy), and the bulk read beside the solve. A benchmark, never a
# timed test: meson test -C _build --benchmark python-bulk-read -v (or run it directly
# with GI_TYPELIB_PATH and LD_LIBRARY_PATH set to _build/src/core).
import time

import gi

gi.require_version("Wy", "1.0")
from gi.repository import Wy  # noqa: E402

import numpy  # noqa: E402


def timed(f):
    t = time.perf_counter()
    value = f()
    return value, time.perf_counter() - t


def loop_vs_bulk(rule, side=1000):
    solution = Wy.solve(Wy.Game.parse(rule), side, Wy.Needs.STATUS, None)
    board = solution.get_board()
    p = Wy.Status.P

    def loop():
        return sum(1 for y in range(side) for x in range(side) if board.get_status(x, y) == p)

    def bulk():
        status = numpy.frombuffer(solution.get_statuses().get_data(), numpy.uint8)
        return int((status == int(p)).sum())

    n_loop, t_loop = timed(loop)
    n_bulk, t_bulk = timed(bulk)
    assert n_loop == n_bulk
    print(f"{rule}: {side * side} get_status calls in a Python loop {t_loop:.2f} s "
          f"({t_loop / side / side * 1e9:.0f} ns a call); the bulk statuses into numpy "
          f"{t_bulk * 1000:.1f} ms")


def solve_vs_read(rule, side, needs):
    game = Wy.Game.parse(rule)
    solution, t_solve = timed(lambda: Wy.solve(game, side, needs, None))

    def read():
        status = numpy.frombuffer(solution.get_statuses().get_data(), numpy.uint8)
        steps = numpy.frombuffer(solution.get_steps().get_data(), numpy.uint32)
        return status.reshape(side, side), steps.reshape(side, side)

    _, t_read = timed(read)
    print(f"{rule} at {side} ({Wy.Engine(solution.get_engine()).value_nick} engine): solve "
          f"{t_solve:.3f} s, statuses and steps into numpy {t_read:.3f} s "
          f"({100 * t_read / max(t_solve, 1e-9):.0f}% of the solve)")


if __name__ == "__main__":
    loop_vs_bulk("wyt:a=1,b=2")
    solve_vs_read("wyt:a=1,b=2", 4096, Wy.Needs.STEPS)
    solve_vs_read("wyt:a=1,b=2", 4096, Wy.Needs.ELIMINATION if hasattr(Wy.Needs, "ELIMINATION")
                  else Wy.Needs.STEPS | Wy.Needs.STEP_COUNTS)
    solve_vs_read("moves:rule=(dx==0||dy==0||dx==dy)", 4096, Wy.Needs.STEPS)

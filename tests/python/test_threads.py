# test_threads.py: one object of Wy-1.0 used from four Python threads at once. PyGObject
# releases the GIL in every call into the core, so the objects that change (Wy.Sum,
# Wy.PlayRecord, Wy.GameFile, Wy.PposIter, Wy.Query) once raced in C: a sum's array read
# while another add moved it, a game file's title freed twice, a query's progress data
# unreferenced twice (SIGSEGV, SIGABRT). Each scenario runs in a child process, GLib's
# criticals fatal, ROUNDS times (a race shows some of the time); each must exit cleanly
# and leave the object as the calls made it (no add lost, each P-position read once).
# Usage: python3 test_threads.py [--child NAME]
import os
import subprocess
import sys

import gi

gi.require_version("Wy", "1.0")
gi.require_version("Gio", "2.0")
from gi.repository import Gio, Wy  # noqa: E402

THREADS = 4
ROUNDS = 3


def in_threads(work):
    import threading
    threads = [threading.Thread(target=work, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def sum_adds():
    s = Wy.Sum.new()
    nim = Wy.Game.parse("nim")

    def work(_):
        for i in range(2000):
            s.add(nim, i % 7, 0, None)
            s.get_status()
            s.get_nim_sum()
    in_threads(work)
    assert s.get_n_components() == THREADS * 2000, s.get_n_components()


def play_record():
    import random
    board = Wy.solve(Wy.Game.parse("wythoff"), 64, Wy.Needs.STEPS).get_board()
    record = Wy.PlayRecord.new(board, Wy.Pos(30, 40))

    def work(seed):
        rnd = random.Random(seed)
        for _ in range(20000):
            call = rnd.choice((record.answer, record.take_back, record.redo,
                               record.to_string, record.get_position, record.get_blocks))
            try:
                call()
            except Exception:  # nothing to take back, no move left: refused, fine
                pass
    in_threads(work)
    record.to_string()


def game_file():
    f = Wy.GameFile.new(Wy.Game.parse("wythoff"), "x")

    def work(_):
        for i in range(1, 6000):
            f.set_title(f"t{i}")
            f.set_notes("n" * (i % 50 + 1))
            f.get_title()
            f.get_notes()
            f.to_data()
    in_threads(work)
    assert f.get_title().startswith("t")


def ppos_iter():
    board = Wy.solve(Wy.Game.parse("wythoff"), 30000, Wy.Needs.STEPS).get_board()
    it = Wy.PposIter.new(board)
    seen = []

    def work(_):
        for p in it:
            seen.append(tuple(p))
    in_threads(work)
    want = [tuple(p) for p in board.get_ppos()]
    assert sorted(seen) == sorted(want), (len(seen), len(want))


def query():
    q = Wy.Query.new(30, Wy.Needs.STEPS)
    game = Wy.Game.parse("wythoff")

    def work(i):
        for j in range(2000):
            q.set_progress(lambda f, *a: None)
            Wy.solve(game, q)
            q.set_progress(None)
            q.set_cancellable(Gio.Cancellable())
            q.set_region(0, 0, j % 30, i)
    in_threads(work)


SCENARIOS = {f.__name__: f for f in (sum_adds, play_record, game_file, ppos_iter, query)}


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        SCENARIOS[sys.argv[2]]()
        return 0
    env = dict(os.environ, G_DEBUG="fatal-criticals")
    failures = []
    for name in SCENARIOS:
        for r in range(ROUNDS):
            proc = subprocess.run([sys.executable, __file__, "--child", name], env=env,
                                  capture_output=True, text=True, timeout=300)
            if proc.returncode != 0:
                failures.append(f"{name} (round {r + 1}): exit {proc.returncode} "
                                f"{proc.stderr.strip()[-300:]}")
                break
        print(name, "FAIL" if failures and failures[-1].startswith(name) else "ok", flush=True)
    for f in failures:
        print("FAIL", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

# test_async.py: Wy.solve_async and Wy.solve_finish from Python with a GLib main loop: a
# solve cancelled midway (the cancel error, no progress after it), a result finished twice,
# a result that is not one of solve_async (a Gio.Task of one's own, a Gio.File's) finished
# (once a critical, fatal under the tests' G_DEBUG: a GLib.Error now), many solves at once.
# Run by meson with G_DEBUG=fatal-warnings: a critical or a warning ends the test.
import unittest

import gi

gi.require_version("Wy", "1.0")
gi.require_version("Gio", "2.0")
from gi.repository import GLib, Gio, Wy  # noqa: E402

CANCELLED = (Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED)


def run_async(game, query, cancellable=None, cancel_after_ms=None):
    """The result of solve_async (a GAsyncResult) once its callback ran."""
    loop = GLib.MainLoop()
    got = {}

    def done(_source, result, _data):
        got["result"] = result
        loop.quit()

    Wy.solve_async(game, query, cancellable, done, None)
    if cancel_after_ms is not None:
        GLib.timeout_add(cancel_after_ms, lambda: cancellable.cancel() and False)
    GLib.timeout_add_seconds(60, loop.quit)
    loop.run()
    return got["result"]


def foreign_result(make):
    """A GAsyncResult of another call, as its callback gets it."""
    loop = GLib.MainLoop()
    got = {}

    def done(_source, result, *_):
        got["result"] = result
        loop.quit()
    make(done)
    loop.run()
    return got["result"]


class TestAsync(unittest.TestCase):
    def test_cancel_midway(self):
        cancel = Gio.Cancellable()
        query = Wy.Query.new(3000, Wy.Needs.STEPS | Wy.Needs.GRUNDY)
        after = []
        query.set_progress(lambda f, *a: after.append(f) if cancel.is_cancelled() else None)
        result = run_async(Wy.Game.parse("wythoff"), query, cancel, 100)
        with self.assertRaises(GLib.Error) as e:
            Wy.solve_finish(result)
        self.assertEqual((e.exception.domain, e.exception.code),
                         (GLib.quark_to_string(CANCELLED[0]), int(CANCELLED[1])))
        self.assertEqual(Wy.solve_get_allowed_size(result), 0)
        self.assertEqual(after, [])

    def test_finished_twice(self):
        result = run_async(Wy.Game.parse("wythoff"), Wy.Query.new(40, Wy.Needs.STEPS))
        sol = Wy.solve_finish(result)
        self.assertEqual(sol.get_board().get_size(), 40)
        with self.assertRaises(GLib.Error):
            Wy.solve_finish(result)

    def test_refusal_names_the_size(self):
        result = run_async(Wy.Game.parse("wythoff"), Wy.Query.new(10 ** 9, Wy.Needs.STEPS))
        with self.assertRaises(GLib.Error):
            Wy.solve_finish(result)
        self.assertGreater(Wy.solve_get_allowed_size(result), 0)

    def test_result_of_another_call(self):
        task = foreign_result(lambda done: Gio.Task.new(None, None, done, None)
                              .return_boolean(True))
        info = foreign_result(lambda done: Gio.File.new_for_path("/").query_info_async(
            "standard::name", 0, GLib.PRIORITY_DEFAULT, None, done, None))
        for result in (task, info):
            with self.assertRaises(GLib.Error) as e:
                Wy.solve_finish(result)
            self.assertIn("wy_solve_async", e.exception.message)
            self.assertEqual(Wy.solve_get_allowed_size(result), 0)

    def test_many_at_once(self):
        loop = GLib.MainLoop()
        sizes = []

        def done(_source, result, _data):
            sizes.append(Wy.solve_finish(result).get_board().get_size())
            if len(sizes) == 12:
                loop.quit()
        for i in range(12):
            Wy.solve_async(Wy.Game.parse(f"wyt:a={i % 4 + 1},b=2"),
                           Wy.Query.new(100 + i, Wy.Needs.STEPS), None, done, None)
        GLib.timeout_add_seconds(60, loop.quit)
        loop.run()
        self.assertEqual(sorted(sizes), list(range(100, 112)))


if __name__ == "__main__":
    unittest.main()

# test_game_names.py: a game named as a user names it, through the binding: Wy.Game.new_from_text
# takes a rule string or the name of a game of the library (WY_GAMES_DIR, the user's folder
# first); the wythoff package's functions that read a game string take a name too.
import os
import tempfile
import unittest

import wythoff
import wythoff_sweep
from gi.repository import GLib, Wy

HINT = "; or name a game of the library"


class GameNamesTest(unittest.TestCase):
    def test_name_is_its_files_rule(self):
        for f in Wy.library_list():
            self.assertEqual(Wy.Game.new_from_text(f.get_name()), f.get_game(), f.get_name())
        self.assertEqual(Wy.Game.new_from_text("fraenkel-2"), Wy.Game.parse("fraenkel:a=2"))
        self.assertEqual(Wy.Game.new_from_text("wyt:a=1,b=2"), Wy.Game.parse("wyt:a=1,b=2"))

    def test_unknown_word(self):
        with self.assertRaises(GLib.Error) as parsed:
            Wy.Game.parse("fraenkle-2")
        with self.assertRaises(GLib.Error) as named:
            Wy.Game.new_from_text("fraenkle-2")
        # a slip of typing: the library's nearest name
        self.assertEqual(named.exception.message,
                         parsed.exception.message + HINT + ": did you mean 'fraenkel-2'?")
        self.assertEqual(named.exception.code, Wy.Error.PARSE)
        # a rule string with its family right: the parser's message alone
        with self.assertRaises(GLib.Error) as ruled:
            Wy.Game.new_from_text("wyt:a=x")
        self.assertNotIn("library", ruled.exception.message)

    def test_package_takes_names(self):
        by_name = wythoff.automaton("fraenkel-2", size=2000)
        by_rule = wythoff.automaton("fraenkel:a=2", size=2000)
        self.assertEqual((by_name.walnut, by_name.numeration), (by_rule.walnut, by_rule.numeration))
        self.assertEqual(by_rule.check("fraenkel-2", 2000), (True, None))
        self.assertEqual(wythoff_sweep.rule_row("fraenkel-2", "n-ppos", size=50),
                         wythoff_sweep.rule_row("fraenkel:a=2", "n-ppos", size=50))
        self.assertEqual(wythoff_sweep.rule_row("fraenkel-2", "n-ppos", size=50)["rule"],
                         "fraenkel:a=2")
        with self.assertRaises(GLib.Error) as e:
            wythoff.automaton("no-such-game")
        self.assertTrue(e.exception.message.endswith(HINT))


if __name__ == "__main__":
    # the user's folder is empty: the shipped games are meant (GLib reads XDG_DATA_HOME once,
    # before the first test)
    with tempfile.TemporaryDirectory() as home:
        os.environ["XDG_DATA_HOME"] = home
        unittest.main()

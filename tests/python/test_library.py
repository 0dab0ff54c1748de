# test_library.py: the game library (issue 37) through the binding, as a notebook would use
# it: every game of the shipped library (WY_GAMES_DIR) listed, loaded, parsed from its
# bytes, and each claim checked against the verdict the file records; a file made from a
# rule, written and read back; a refusal naming file, line and key.
import os
import sys
import tempfile

import gi

gi.require_version("Wy", "1.0")
from gi.repository import Gio, GLib, Wy  # noqa: E402


def check_game(f, problems):
    """Every claim of one file: the checker's verdict is the recorded one."""
    claims = f.get_claims()
    if len(claims) != f.get_n_claims() or not claims:
        problems.append(f"{f.get_name()}: {len(claims)} claims, {f.get_n_claims()} counted")
    for i, c in enumerate(claims):
        # the largest budget: a verdict never hangs on how busy the machine is (that the
        # claims fit the default budget is `wythoff bench --only library-loaded`)
        verdict, detail = c.check(f, 600)
        recorded = c.get_recorded()
        if verdict != recorded:
            problems.append(f"{f.get_name()} claim {i + 1} ({c.get_kind()}): "
                            f"{Wy.claim_verdict_get_name(verdict)}: {detail}; the file records "
                            f"{Wy.claim_verdict_get_name(recorded)}")
        elif verdict == Wy.ClaimVerdict.FALSE and detail != c.get_counterexample():
            problems.append(f"{f.get_name()} claim {i + 1}: another counterexample: {detail}")
    return len(claims)


def check_cancelled(f, problems):
    """A claim's check with a cancelled Gio.Cancellable: CANCELLED, and no verdict."""
    cancellable = Gio.Cancellable()
    cancellable.cancel()
    try:
        f.get_claim(0).check(f, 600, cancellable)
        problems.append("a cancelled check came to a verdict")
    except GLib.Error as e:
        if not e.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED):
            problems.append(f"a cancelled check failed otherwise: {e.message}")


def main():
    problems = []
    games = Wy.library_list()
    shipped = [f for f in games if not f.is_user()]
    if len(shipped) < 30:
        problems.append(f"{len(shipped)} shipped games, fewer than 30")
    n_claims = 0
    for f in shipped:
        # loaded from its path and parsed from its bytes: the same file, byte for byte
        with open(f.get_path(), "rb") as stream:
            data = stream.read()
        again = Wy.GameFile.parse(data, f.get_path())
        text, length = again.to_data()
        if text != data.decode() or length != len(data):
            problems.append(f"{f.get_name()}: not in the canonical layout")
        game = f.get_game()
        if game.to_string() != Wy.Game.parse(f.get_rule()).to_string():
            problems.append(f"{f.get_name()}: its game is not its rule")
        if not f.get_reference():
            problems.append(f"{f.get_name()}: no reference")
        n_claims += check_game(f, problems)
    # a game of a rule, saved and loaded
    game = Wy.Game.parse("wyt:a=2,b=3")
    made = Wy.GameFile.new(game, None)
    made.set_title("WYT(2,3)")
    made.set_view("elimination")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, made.get_name() + ".wygame")
        made.save(path)
        back = Wy.GameFile.load(path)
        if back.get_game().to_string() != "wyt:a=2,b=3" or back.get_title() != "WYT(2,3)":
            problems.append(f"{path} read back is {back.get_rule()}, {back.get_title()}")
        with open(path, "a") as stream:
            stream.write("Colour=red\n")
        try:
            Wy.GameFile.load(path)
            problems.append("a key of no claim kind was read")
        except GLib.Error as e:
            if ".wygame:" not in e.message or "Colour" not in e.message:
                problems.append(f"the refusal does not name the file, line and key: {e.message}")
        # an empty path names no file: GIO said ": Operation not supported", a save
        # "Failed to rename file “.X1Y2Z3” to “”"
        for call in (lambda: Wy.GameFile.load(""), lambda: made.save("")):
            try:
                call()
                problems.append("an empty path was taken")
            except GLib.Error as e:
                if e.message != "the path of the game file is empty":
                    problems.append(f"an empty path is refused as: {e.message}")
    check_cancelled(shipped[0], problems)
    print("\n".join(problems) or f"{len(shipped)} games, {n_claims} claims as recorded")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

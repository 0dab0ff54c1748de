# test_report.py: the core's report of a position (wy_solution_describe) read three ways
# agrees field by field: `wythoff moves --format json` (the report printed by the C
# command), Python's Wy.Report on the same query (the region of the cell, as the command
# asks), and, for what does not depend on the board's extent (status, step, moves,
# eliminators, verdict, numeration), the report of the whole board solved with every need.
# Random cells of random games; the seed is printed (WY_REPORT_SEED=<seed> repeats a run).
import json
import os
import random
import subprocess
import sys

import gi

gi.require_version("Wy", "1.0")
from gi.repository import Wy  # noqa: E402

GAMES = ["wythoff", "wyt:a=2,b=3", "mark:k=2", "mark:k=3", "upmark", "gamma:i=1,s=2,t=1",
         "gamma:i=1,s=3,t=2", "gamma:i=2,s=2,t=3", "stwythoff:s=2", "restricted",
         "nimpq:a=1,b=1,p=2,q=2", "nimpq:a=2,b=1,p=3,q=2", "imitation", "wyt:a=1,block=2",
         "moves:rule=(dx+dy<=3)", "pile:rule=(n%3==1)"]
CASES = 48
STATUS = {"p": "P", "n": "N", "none": "-"}


def targets(moves, one_pile):
    return [m.target.x if one_pile else [m.target.x, m.target.y] for m in moves]


def lines(report):
    return [{"kind": Wy.LineKind.get_name(l.kind) if hasattr(Wy.LineKind, "get_name")
             else Wy.line_kind_get_name(l.kind),
             "origin": [l.origin.x, l.origin.y], "from": [l.x0, l.y0],
             "direction": [l.ux, l.uy], "length": l.length} for l in report.get_step_lines()]


def numeration(report):
    ok, r = report.get_numeration()
    if not ok:
        return None
    u = report.get_numeration_system()
    return {"even": [r.xbar, r.ybar], "rx": u.rep_string(r.rx),
            "ry": u.rep_string(r.ry), "x_vile": r.x_vile, "y_vile": r.y_vile,
            "n": r.n, "partner": r.partner, "predicts_p": r.predicts_p}


def as_json(report, rule):
    """Python's report in the command's json form."""
    one = report.is_one_pile()
    return {
        "game": rule,
        "position": report.get_x() if one else [report.get_x(), report.get_y()],
        "status": STATUS[report.get_status().value_nick],
        "step": report.get_step() if report.has_step() else None,
        "winning_moves": targets(report.get_winning_moves(), one),
        "grundy": report.get_grundy() if report.get_grundy() >= 0 else None,
        "grundy_at_least": report.get_grundy_bound() or None,
        "eliminators": targets(report.get_eliminators(), one),
        "step_lines": lines(report),
        "verdict": Wy.Verdict.get_name(report.get_verdict()),
        "explanation": report.get_explanation(),
        "numeration": numeration(report),
    }


def region_report(game, x, y, size):
    """The report `wythoff moves` makes: a region of one cell (a rule of one's own: the whole
    board, which its step lines run across), with the Grundy value and the formula's verdict
    where the game has them (these sizes are within every cap)."""
    needs = (Wy.Needs.STEPS | (Wy.Needs.GRUNDY if game.has_grundy() else 0)
             | (Wy.Needs.FORMULA if Wy.recursion_available(game) else 0))
    region = None if game.is_custom() else (x, y, x, y)
    return Wy.solve(game, size, Wy.Needs(needs), region=region).describe(x, y)


def check_case(rng, wythoff):
    rule = rng.choice(GAMES)
    game = Wy.Game.parse(rule)
    one = game.is_one_pile()
    size = rng.randint(8, 60)
    x = rng.randint(game.first_position(), size - 1)
    y = 0 if one else rng.randint(0, size - 1)
    pos = f"{x}" if one else f"{x},{y}"
    run = subprocess.run([wythoff, "moves", rule, pos, "--size", str(size), "--format", "json"],
                         capture_output=True, text=True, check=True)
    cli = json.loads(run.stdout)
    mine = as_json(region_report(game, x, y, size), cli["game"])
    # the whole board with every need: the same position, the same answers
    needs = Wy.Needs.STEPS | Wy.Needs.FORMULA | (Wy.Needs.GRUNDY if game.has_grundy() else 0)
    whole = as_json(Wy.solve(game, size, Wy.Needs(needs), None).describe(x, y), cli["game"])
    problems = [f"{rule} {pos} --size {size}: {key}: command {cli.get(key)!r}, Python {value!r}"
                for key, value in mine.items() if cli.get(key) != value]
    if set(cli) != set(mine):
        problems.append(f"{rule} {pos}: the command's fields {sorted(cli)}, Python's {sorted(mine)}")
    # (a rule's step lines run as far as the cells they eliminate: the whole board's too)
    for key in ("status", "step", "winning_moves", "eliminators", "numeration", "grundy",
                "verdict") + (("step_lines",) if game.is_custom() else ()):
        if whole[key] != mine[key]:
            problems.append(f"{rule} {pos} --size {size}: {key}: whole board {whole[key]!r}, "
                            f"region {mine[key]!r}")
    return problems, whole


def main():
    seed = int(os.environ.get("WY_REPORT_SEED", random.randrange(1 << 30)))
    print(f"seed {seed} (WY_REPORT_SEED={seed} repeats it)")
    rng = random.Random(seed)
    wythoff = os.environ["WYTHOFF"]
    problems, verdicts, grundy = [], set(), 0
    for _ in range(CASES):
        found, whole = check_case(rng, wythoff)
        problems += found
        verdicts.add(whole["verdict"])
        grundy += whole["grundy"] is not None
    # the whole boards asked for the formula and the values: the run saw them
    if not verdicts - {"none"} or grundy == 0:
        problems.append(f"no formula verdict or Grundy value seen: {verdicts}, {grundy}")
    # off the board: an error naming the range, never a crash
    solution = Wy.solve(Wy.Game.parse("wythoff"), 10, Wy.Needs.STEPS, None)
    try:
        solution.describe(10, 3)
        problems.append("describe (10, 3) on a board of side 10 gave a report")
    except gi.repository.GLib.Error as e:
        if "0 to 9" not in e.message:
            problems.append(f"describe off the board: {e.message}")
    print("\n".join(problems) or f"{CASES} cells agree")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

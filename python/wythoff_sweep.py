"""wythoff_sweep: one question over a grid of rule strings, as `wythoff sweep` asks it,
from Python through the Wy-1.0 binding: on local threads (`sweep`) or on a Dask
cluster (`sweep_dask`).

    import wythoff_sweep as ws
    rows = ws.sweep("nimpq:p={1..6},q={1..6},a={1..3},b={1..3}", "first-disagreement", size=200)
    print(ws.to_csv(rows, "first-disagreement"))   # the same bytes as `wythoff sweep ... --format csv`

    from dask.distributed import Client
    if __name__ == "__main__":   # Dask's worker processes import the script again
        rows = ws.sweep_dask("wyt:a={1..20},b={1..20}", "limit",
                             client=Client("tcp://host:8786"), count=10**6)

Each row is a dict with the columns of `wythoff sweep` (COLUMNS); a value the
CLI leaves empty is None. Rows come in the grid's order, the first brace group
varying slowest. Errors: ValueError for a bad grid, question or rule (its
message names the rule and its place, like the CLI's), GLib.Error for a
failure while solving.
"""

import re
from concurrent.futures import ThreadPoolExecutor

from wythoff import Wy  # first: it finds the library and the typelib
from wythoff._questions import COLUMNS, QUESTIONS
from wythoff_checks import whole_number
from gi.repository import GLib

__all__ = ["QUESTIONS", "COLUMNS", "MAX_RULES", "expand", "rule_row", "sweep", "sweep_dask",
           "to_csv", "check"]

MAX_RULES = 100000
MAX_COUNT = 100000000
MAX_THREADS = 256  # as wythoff sweep --threads (SWEEP_MAX_THREADS)


_GROUP = re.compile(r"\{([^{}]*)\}")


def _group_items(grid, body):
    if body == "":
        raise ValueError(f"sweep: the grid {grid} has an empty group {{}}")
    if ".." in body:
        a, _, b = body.partition("..")
        if not re.fullmatch(r"-?\s*\d+\s*", a) or not re.fullmatch(r"-?\s*\d+\s*", b):
            raise ValueError(f"sweep: {{{body}}} in the grid is not a range of integers {{A..B}}")
        a, b = int(a.replace(" ", "")), int(b.replace(" ", ""))
        if b < a:
            raise ValueError(f"sweep: the range {{{body}}} in the grid is empty ({a} > {b})")
        if b - a + 1 > MAX_RULES:
            raise ValueError(f"sweep: the grid {grid} has more than {MAX_RULES} rules")
        return [str(v) for v in range(a, b + 1)]
    # alternatives split at the commas outside parentheses: {adjoin:base=(wyt:a=2,b=1),nim}
    items, depth, start = [], 0, 0
    for i, c in enumerate(body + ","):
        if c == "(":
            depth += 1
        elif c == ")" and depth > 0:
            depth -= 1
        elif c == "," and depth == 0:
            items.append(body[start:i])
            start = i + 1
    if "" in items:
        raise ValueError(f"sweep: the group {{{body}}} in the grid has an empty alternative")
    return items


def expand(grid):
    """The rule strings of a grid: groups {A..B} (integers, A <= B) and {u,v,...} (split at
    commas outside parentheses) expanded as a shell does, the first group varying slowest
    (the CLI's order)."""
    pieces, groups, at, count = [], [], 0, 1
    for m in _GROUP.finditer(grid):
        if "{" in grid[at:m.start()]:
            break
        pieces.append(grid[at:m.start()])
        items = _group_items(grid, m.group(1))
        groups.append(items)
        count *= len(items)
        if count > MAX_RULES:
            raise ValueError(f"sweep: the grid {grid} has more than {MAX_RULES} rules")
        at = m.end()
    if "{" in grid[at:]:
        raise ValueError(f"sweep: the grid {grid} has a '{{' without its '}}' "
                         "(groups do not nest)")
    tail = grid[at:]
    rules = []

    def build(k, prefix):
        if k == len(groups):
            rules.append(prefix + tail)
            return
        for item in groups[k]:
            build(k + 1, prefix + pieces[k] + item)

    build(0, "")
    return rules


def _rules_of(rules):
    if isinstance(rules, str):
        rules = [rules]
    out = []
    for grid in rules:
        out.extend(expand(grid))
        if len(out) > MAX_RULES:
            raise ValueError(f"sweep: more than {MAX_RULES} rules")
    return out


def _needs(question):
    return {"first-disagreement": Wy.Needs.FORMULA, "n-steps": Wy.Needs.STEPS,
            "n-ppos": Wy.Needs.STATUS}[question]


def check(rules, question, size=None, count=None):
    """Every rule of the grid(s) parsed and checked against the question before any is
    solved, as `wythoff sweep` does: the games (Wy.Game, which pickle by their rule
    string), or ValueError."""
    _check_question("sweep", question)
    if question == "limit":
        if size is not None or count is None:
            raise ValueError(f"sweep: --question limit takes count from 1 to {MAX_COUNT}")
        _check_count("sweep", count)
    elif count is not None or size is None:
        raise ValueError(f"sweep: --question {question} needs size (and no count)")
    rules = _rules_of(rules)
    games = []
    for i, text in enumerate(rules):
        try:
            game = Wy.Game.parse(text)
            _check_one(game, question, size)
        except (GLib.Error, ValueError) as e:
            message = e.message if isinstance(e, GLib.Error) else str(e)
            raise ValueError(f"sweep: rule {i + 1} of {len(rules)}, {text}: {message}") from None
        games.append(game)
    return games


def _check_question(where, question):
    """ValueError for a question `wythoff sweep --question` does not ask, in its words."""
    if question not in QUESTIONS:
        raise ValueError(f"{where}: unknown --question '{question}': choose "
                         "first-disagreement, limit, n-steps or n-ppos")


def _whole(value):
    """value as an int, or None for anything else (a float, a bool: the CLI takes neither)."""
    try:
        return whole_number("sweep", "value", value, bits=None)
    except TypeError:
        return None


def _check_count(where, count):
    """ValueError for a count of --question limit the CLI refuses, in its words."""
    if _whole(count) is None:
        raise ValueError(f"{where}: --count {count} is not a whole number: --count must be "
                         f"from 1 to {MAX_COUNT}")
    if not 1 <= count <= MAX_COUNT:
        raise ValueError(f"{where}: --count {count} is out of range: --count must be from 1 "
                         f"to {MAX_COUNT}")


def _check_one(game, question, size):
    if question == "limit":
        Wy.limit_supported(game)
        return
    _check_size(game, question, size)


def _check_size(game, question, size):
    needs = _needs(question)
    if question == "first-disagreement" and not Wy.recursion_available(game):
        needs = Wy.Needs.STATUS   # no formula: an empty row, nothing solved
    cap, reason = Wy.solve_max_side(game, Wy.Query.new(0, needs))
    if _whole(size) is None or size < 1:
        raise ValueError(f"size {size} is out of range: the board side for "
                         f"{game.to_string()} must be a whole number from 1 to {cap}")
    if size > cap:
        raise ValueError(f"size {size} is beyond the budget ({reason}): the board side for "
                         f"{game.to_string()} must be from 1 to {cap}")


def rule_row(game, question, size=None, count=None):
    """One game's row (a dict of COLUMNS[question]); the function the local threads and
    the Dask workers run (a rule string, or the name of a game of the library, works too).
    A question, size, count or game that check() refuses raises ValueError, in its words;
    GLib.Error if the core fails."""
    if isinstance(game, str):
        game = Wy.Game.new_from_text(game)
    _check_question("rule_row", question)
    if question == "limit":
        _check_count("rule_row", count)
    # the game against the question as check() tests it (a limit of mark:k=2 was a row)
    try:
        _check_one(game, question, size)
    except (GLib.Error, ValueError) as e:
        message = e.message if isinstance(e, GLib.Error) else str(e)
        raise ValueError(f"rule_row: {game.to_string()}: {message}") from None
    row = {"rule": game.to_string()}
    if question == "limit":
        ok, pair = Wy.recursion_nth(game, count)
        ok, root, limit, _why = Wy.limit_perron_reason(game)
        row.update(n=count, x_n=pair.x, x_n_over_n=pair.x / count,
                   perron_root=root if ok else None, limit=limit if ok else None)
        return row
    row["size"] = size
    if question == "first-disagreement" and not Wy.recursion_available(game):
        row.update(disagreements=None, first_x=None, first_y=None, exact=None)
        return row
    solution = Wy.solve(game, Wy.Query.new(size, _needs(question)))
    if question == "first-disagreement":
        has, cmp = solution.get_comparison()
        if not has:
            raise GLib.Error(f"the formula of {row['rule']}: "
                             f"{solution.get_formula_error() or 'no comparison'}")
        first = cmp.n_disagree > 0 and cmp.has_first
        row.update(disagreements=cmp.n_disagree,
                   first_x=cmp.first.x if first else None,
                   first_y=cmp.first.y if first else None,
                   exact=("P" if cmp.exact_status == Wy.Status.P else "N") if first else None)
    elif question == "n-steps":
        row["steps"] = solution.get_board().get_n_steps()
    else:
        row["ppos"] = solution.get_board().get_ppos_pairs().get_size() // 8
    return row


def _rows_of(games, question, size, count):
    """A batch of games on a Dask worker (one task per batch, not per game)."""
    return [rule_row(g, question, size, count) for g in games]


def sweep(rules, question, size=None, count=None, threads=None):
    """The rows of one question over a grid (or a list of grids and rule strings), solved
    on `threads` local threads (default: the processors). PyGObject releases the GIL
    while the core solves, so the threads run in parallel."""
    if threads is not None and not (_whole(threads) is not None
                                    and 1 <= threads <= MAX_THREADS):
        raise ValueError(f"sweep: threads {threads} is out of range: from 1 to {MAX_THREADS} "
                         "(None: the processors)")
    games = check(rules, question, size, count)
    with ThreadPoolExecutor(max_workers=threads) as pool:
        return list(pool.map(lambda g: rule_row(g, question, size, count), games))


def sweep_dask(rules, question, client, size=None, count=None, batch=None):
    """The same rows, computed on a dask.distributed Client's workers (each needs the Wy
    typelib and this module importable: see docs/python.md). The games go out as they are
    (pickled by their rule strings), in batches
    (default: about four a worker thread); the rows come back in the grid's order."""
    games = check(rules, question, size, count)
    if not games:
        return []
    if batch is None:
        threads = sum(client.nthreads().values()) or 1
        batch = max(1, -(-len(games) // (4 * threads)))
    chunks = [games[i:i + batch] for i in range(0, len(games), batch)]
    futures = client.map(_rows_of, chunks, question=question, size=size, count=count,
                         pure=False)
    return [row for rows in client.gather(futures) for row in rows]


def _csv_value(value):
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.6f}"
    return str(value)


def to_csv(rows, question):
    """The rows as `wythoff sweep --format csv` writes them (rules quoted)."""
    if question not in COLUMNS:
        raise ValueError(f"to_csv: unknown question {question!r}: choose "
                         f"{', '.join(COLUMNS)}")
    columns = COLUMNS[question]
    lines = [",".join(columns)]
    for i, row in enumerate(rows, 1):
        missing = [c for c in columns if c not in row]
        if missing:
            raise ValueError(f"to_csv: row {i} ({row.get('rule')}) has no column "
                             f"{missing[0]!r}: rows of another question than {question}?")
        rule = '"' + row["rule"].replace('"', '""') + '"'
        lines.append(",".join([rule] + [_csv_value(row[c]) for c in columns[1:]]))
    return "\n".join(lines) + "\n"

# test_click_path.py: a click in the window asks the core one question about the position.
# Read from the source: every function a selection runs synchronously (the inspector's
# wy_inspector_set_selection and what it calls, the report asked in a thread where the core
# said the solution's reports take as long as a solve (start_report in wy-inspector.c, the same
# question: wy_solution_describe_async), the board's announcement announce_verdict,
# and the numeration panel's wy_numeration_panel_set_report), followed through the static
# functions of their files, calls of the core only wy_solution_describe, the report's
# getters, and formatters of values the report gave (a line kind's label, a numeration
# digit string, a status's label) and a game's copy for the threads the panel starts (the
# row's period, a value beyond the Grundy classes: questions of their own, asked later).
# Usage: python3 test_click_path.py SRC_APP_DIR
import os
import re
import sys

ENTRIES = {"wy-inspector.c": ["wy_inspector_set_selection"],
           "wy-inspector-work.c": ["wy_inspector_show_period", "wy_inspector_start_cell_grundy"],
           "wy-window-state.c": ["announce_verdict"],
           "wy-numeration-panel.c": ["wy_numeration_panel_set_report"]}
ALLOWED = {"wy_solution_describe", "wy_solution_describe_async", "wy_status_get_label", "wy_line_kind_get_label",
           "wy_numeration_rep_string", "wy_game_copy", "wy_game_free"}
ALLOWED_PREFIXES = ("wy_report_",)
# the front end's own functions (the window's, its widgets', its strings)
APP_PREFIXES = ("wy_inspector_", "wy_ui_", "wy_numeration_panel_", "_wy_window_", "wy_window_",
                "wy_board_view_", "wy_accessible_")


def functions(text):
    """name -> body of every function defined at the top level of a C file."""
    out = {}
    for m in re.finditer(r"^(?:static\s+)?[\w\s\*]+?\n?(\w+)\s*\(([^;{]*?)\)\s*\n\{", text, re.M):
        start = m.end()
        depth, i = 1, start
        while depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        out[m.group(1)] = text[start:i]
    return out


def calls(body):
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    body = re.sub(r'"(?:\\.|[^"\\])*"', '""', body)
    return set(re.findall(r"\b(\w+)\s*\(", body))


def core_calls(path, entries):
    text = open(path).read()
    defined = functions(text)
    seen, todo, found = set(), list(entries), {}
    while todo:
        name = todo.pop()
        if name in seen or name not in defined:
            continue
        seen.add(name)
        for c in calls(defined[name]):
            if c in defined:
                todo.append(c)
            elif c.startswith(("wy_", "_wy_")) and not c.startswith(APP_PREFIXES):
                found.setdefault(c, name)
    missing = [e for e in entries if e not in defined]
    return found, missing


def main(app_dir):
    problems = []
    for file, entries in ENTRIES.items():
        found, missing = core_calls(os.path.join(app_dir, file), entries)
        problems += [f"{file}: {e} is not defined there" for e in missing]
        for call, caller in sorted(found.items()):
            if call not in ALLOWED and not call.startswith(ALLOWED_PREFIXES):
                problems.append(f"{file}: {caller} asks the core {call} on a click")
    print("\n".join(problems) or "a click asks the core one question: wy_solution_describe")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

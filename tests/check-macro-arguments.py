#!/usr/bin/python3
# check-macro-arguments.py SOURCE_DIR: no argument of GLib's MIN, MAX or CLAMP in src/ or
# tests/ calls a function that draws a random number or asks the core a solve's question
# (its size limit, its memory). The macros evaluate an argument twice: a random draw is
# then drawn twice and the second kept (a test asked for a strip of length 0 so), and the
# core is asked its question twice (issue 33: once per command). Draw or ask into a local.
import glob
import os
import re
import sys

MACRO = re.compile(r"\b(MIN|MAX|CLAMP) \(")
# a random draw, or the core's questions of a solve: its size limit, its memory, the solve
COSTLY = re.compile(r"\b(pick|g_random_\w+|g_test_rand_\w+|rand|random|wy_solve_max_side"
                    r"|wy_solve_max_size\w*|wy_solve_memory|wy_solve) \(")


def arguments(text, start):
    """The text between the parenthesis at start and the one that closes it."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
    return text[start + 1:]


def problems(path, text):
    found = []
    for m in MACRO.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        if text[line_start:m.start()].lstrip().startswith("#define"):
            continue
        call = COSTLY.search(arguments(text, m.end() - 1))
        if call:
            line = text.count("\n", 0, m.start()) + 1
            found.append("%s:%d: %s evaluates %s () twice" % (path, line, m.group(1),
                                                              call.group(1)))
    return found


def main():
    root = sys.argv[1]
    files = sorted(glob.glob(os.path.join(root, "src", "**", "*.[ch]"), recursive=True)
                   + glob.glob(os.path.join(root, "tests", "*.[ch]")))
    found = []
    for path in files:
        with open(path, encoding="utf-8") as f:
            found += problems(os.path.relpath(path, root), f.read())
    for line in found:
        print(line)
    print("%d files read, %d arguments that evaluate a draw or a question twice"
          % (len(files), len(found)))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

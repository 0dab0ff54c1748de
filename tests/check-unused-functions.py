#!/usr/bin/python3
# check-unused-functions.py SOURCE_DIR LIBWYTHOFF: every function src/ defines outside a
# file of its own (not static) is called, or named, somewhere in src/ beyond its definition
# and its declarations: in another function, a table, a .ui template (a signal handler), or
# an inline function of a header. Exempt are the public API (what LIBWYTHOFF, the shared
# library, exports: it serves Python and C programs outside the tree), what a *-testing.h
# header declares (the seams only the tests reach), main and the GObject type functions.
# A function only a test calls belongs in a -testing.h header or in the tests; one nobody
# calls, nowhere.
import glob
import os
import re
import subprocess
import sys

DEFINITION = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*) \(", re.M)
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def definitions(text):
    """The names of the functions a .c file defines with external linkage (GNU style: the
    type on the line before the name)."""
    names = []
    for m in DEFINITION.finditer(text):
        start = text.rfind("\n", 0, m.start() - 1) + 1
        before = text[start:m.start()]
        if not before.startswith("static") and "G_DEFINE" not in before:
            names.append(m.group(1))
    return names


def declarations(text, name):
    """How often the headers declare name: a line that starts with its type (words and
    stars, not "return") and goes on with the name and its parameters."""
    found = re.findall(r"^[ \t]*((?:[A-Za-z_][A-Za-z0-9_]*[ \t\*]+)+)%s[ \t]*\(" % re.escape(name),
                       text, re.M)
    return sum(1 for prefix in found if prefix.split()[0] != "return")


def main():
    source, library = sys.argv[1], sys.argv[2]
    exported = set(subprocess.check_output(["nm", "-D", "--defined-only", library],
                                           text=True).split()[2::3])
    sources = sorted(glob.glob(os.path.join(source, "src", "**", "*.c"), recursive=True))
    headers = sorted(glob.glob(os.path.join(source, "src", "**", "*.h"), recursive=True))
    templates = sorted(glob.glob(os.path.join(source, "src", "**", "*.ui"), recursive=True))
    testing = set()
    for h in headers:
        if h.endswith("-testing.h"):
            testing |= set(WORD.findall(read(h)))
    counts = {}
    for path in sources + headers + templates:
        for word in WORD.findall(read(path)):
            counts[word] = counts.get(word, 0) + 1
    header_text = "\n".join(read(h) for h in headers)
    unused = []
    for path in sources:
        for name in definitions(read(path)):
            if (name in exported or name in testing or name == "main"
                    or name.endswith("_get_type")):
                continue
            mentions = counts.get(name, 0) - 1 - declarations(header_text, name)
            if mentions < 1:
                unused.append("%s: %s" % (os.path.relpath(path, source), name))
    for line in unused:
        print("unused: " + line)
    checked = sum(len(definitions(read(p))) for p in sources)
    if unused:
        print("FAIL: %d of %d functions are called by nothing in src/ (a test's own: move "
              "its declaration to a -testing.h header)" % (len(unused), checked))
        return 1
    print("ok: each of the %d functions src/ defines for other files is called there, "
          "exported or a test's seam" % checked)
    return 0


if __name__ == "__main__":
    sys.exit(main())

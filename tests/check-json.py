#!/usr/bin/python3
# check-json.py WYTHOFF: every command that offers --format json (the lines of `wythoff --help`
# that name json, and library list, show and check) run over games of every family it takes; each
# output must be compact JSON, one document a line: every line parses, no blank outside a
# string, the output ends with a newline. A command of the help that no case here runs fails
# the test, so a new JSON output is checked from the day it comes. WY_GAMES_DIR (the test
# environment) names the shipped library.
import json
import os
import re
import subprocess
import sys
import tempfile

WYTHOFF = sys.argv[1]
TWO = ["nim", "wythoff", "fraenkel:a=2", "wyt:a=2,b=3", "wytc:a=1,b=2,c=3",
       "nimpq:a=2,b=1,p=2,q=2", "stwythoff:s=2,t=3", "restricted:s=2,t=1", "gamma:i=1,s=2,t=3",
       "imitation:p=2", "moves:rule=(dx+dy<=3)", "adjoin:base=(nim)", "wythoff:block=2",
       "wythoff:play=misere"]
ONE = ["mark", "mark:k=3", "upmark", "pile:rule=(d<=2)"]
THREE = ["nim3", "wythoff3", "fraenkel3"]


def cases(tmp):
    """(command name as --help names it, argv, the documents it writes)"""
    for g in TWO + ONE + THREE:
        yield "ppos", ["ppos", g, "--size", "30"], 1
        yield "moves", ["moves", g, "5" if g in ONE else "1,2,3" if g in THREE else "4,7"], 1
    for g in TWO[:6] + ONE:
        yield "table", ["table", g, "--count", "8"], 1
    yield "table", ["table", "wyt:a=2,b=3", "--count", "8", "--recursion"], 1
    for g in ["wythoff", "fraenkel:a=2", "wyt:a=2,b=3", "nim"]:
        yield "grundy", ["grundy", g, "--value", "2", "--size", "50"], 1
        yield "classes", ["classes", g, "--upto", "3", "--size", "300"], 1
    yield "sum", ["sum", "wythoff", "3,5", "nim", "2,7", "mark", "5", "upmark", "9"], 1
    for g in ["wythoff", "stwythoff:s=2,t=3", "gamma:i=1,s=2,t=3", "fraenkel:a=2"]:
        yield "periods", ["periods", g, "--rows", "4", "--upto", "300"], 1
    for g, what in [("wythoff", "ppos-x"), ("mark", "pile-p"), ("upmark", "grundy-pile"),
                    ("wythoff", "grundy-row=2"), ("wythoff", "class=1"),
                    ("nim3", "ppos3-y=2")]:
        yield "sequence", ["sequence", g, what, "--count", "12"], 1
    for g in ["wythoff:block=2", "wythoff", "fraenkel:a=2"]:
        yield "beams", ["beams", g, "--size", "3000"], 1
    for g in ["wyt:a=1,b=2", "wyt:a=0,b=2"]:
        yield "limit", ["limit", g, "--count", "1000", "--series", "4"], 1
    yield "sweep", ["sweep", "wyt:a={1..2},b={1,2}", "--question", "limit", "--count", "500"], 1
    yield "sweep", ["sweep", "nimpq:p={1,2},a=2", "--question", "first-disagreement",
                    "--size", "40"], 1
    yield "sweep", ["sweep", "{wythoff,mark}", "--question", "n-steps", "--size", "50"], 1
    yield "check", ["check", "mark", "--upto", "100"], 1
    yield "numeration", ["numeration", "gamma:i=1,s=2,t=3", "20"], 1
    yield "numeration", ["numeration", "gamma:i=1,s=2,t=3", "20", "--check", "100"], 2
    for g in ["wythoff", "fraenkel:a=3", "mark", "nim"]:
        yield "automaton", ["automaton", g], 1
    # no automaton fits: still JSON (the automaton null, the reason), status 1
    yield "automaton", ["automaton", "wyt:a=2,b=3", "--size", "300", "--max-states", "3"], 1
    walnut = os.path.join(tmp, "wythoff.txt")
    yield "automaton", ["automaton", "--check", walnut, "wythoff", "--size", "100"], 1
    yield "automaton", ["automaton", "--check", walnut, "nim", "--size", "100"], 1
    yield "figure", ["figure", "--list"], 1
    for item in ["000:table5", "001:table3", "002:table1", "004:upmark"]:
        yield "figure", ["figure", item], 1
    yield "library", ["library", "list"], 1
    yield "library", ["library", "show", "wythoff"], 1
    yield "library", ["library", "show", "wytc-1-2-3"], 1
    # a claim recorded false among them
    yield "library", ["library", "check", "fraenkel-2", "nimpq-p3-q2-b2"], 1


def compact(text):
    """Whether text has no blank outside its strings but the newline that ends a document."""
    in_string = escaped = False
    for c in text.replace("\n", ""):
        if in_string:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in " \t\r":
            return False
    return True


def parse(what, text, documents, failures):
    """The documents of text, one a line, or None with the failure said."""
    lines = text.split("\n")
    if not text.endswith("\n") or len(lines) != documents + 1:
        failures.append(f"{what}: {len(lines) - 1} lines, not {documents} documents a line")
    elif not compact(text):
        failures.append(f"{what}: not compact: {text[:200]!r}")
    else:
        try:
            return [json.loads(line) for line in lines[:-1]]
        except ValueError as e:
            failures.append(f"{what}: does not parse ({e}): {text[:200]!r}")
    return None


def check(argv, documents, failures):
    """Run wythoff ARGV --format json (a table of a paper: -o FILE.json) and parse it."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "table.json")
        args = argv + (["-o", out] if argv[0] == "figure" and argv[1] != "--list"
                       else ["--format", "json"])
        p = subprocess.run([WYTHOFF] + args, capture_output=True, text=True, timeout=120)
        checked = p.returncode == 0 or (argv[0] == "automaton" and p.returncode == 1)
        if not checked or p.stderr:
            failures.append(f"{argv}: status {p.returncode}, stderr {p.stderr!r}")
            return None
        if "-o" in args:
            with open(out, encoding="utf-8") as f:
                return parse(argv, f.read(), documents, failures)
        return parse(argv, p.stdout, documents, failures)


def check_tally(argv, doc, failures):
    """library check's JSON: a claim an object, the tally the text's last line."""
    text = subprocess.run([WYTHOFF] + argv, capture_output=True, text=True).stdout.split("\n")
    claims = doc["claims"]
    if len(claims) != len(text) - 2 or [c["verdict"] for c in claims] != [
            line.split(": ")[1] for line in text[:-2]]:
        failures.append(f"{argv}: the claims' verdicts are not the text's")
    want = (f"{doc['holds']} hold, {doc['marked_false']} marked false, "
            f"{doc['beyond_budget']} beyond the budget ({doc['games']} games); "
            f"{doc['differ']} differ from the files")
    if text[-2] != want or doc["marked_false"] < 1:
        failures.append(f"{argv}: the tally {text[-2]!r} is not the JSON's {want!r}")


def json_commands():
    """The commands whose line of `wythoff --help` names json."""
    text = subprocess.run([WYTHOFF, "--help"], capture_output=True, text=True, check=True).stdout
    return {m.group(1) for m in re.finditer(r"^  ([a-z]+) .*json", text, re.M)}


def main():
    failures, seen, n = [], set(), 0
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([WYTHOFF, "automaton", "wythoff", "--format", "walnut", "-o",
                        os.path.join(tmp, "wythoff.txt")], check=True, capture_output=True)
        for name, argv, documents in cases(tmp):
            docs = check(argv, documents, failures)
            n += 1
            seen.add(name)
            if argv[:2] == ["library", "list"] and docs:
                names = subprocess.run([WYTHOFF, "library", "list"], capture_output=True,
                                       text=True, check=True).stdout.split("\n")[:-1]
                if [g["name"] for g in docs[0]] != [line.split()[0] for line in names]:
                    failures.append("library list: the JSON's names are not the text's")
                shown = check(["library", "show", "fraenkel-2"], 1, failures)
                if shown and shown[0] not in docs[0]:
                    failures.append("library show fraenkel-2: not the object library list has")
            if argv[:2] == ["library", "check"] and docs:
                check_tally(argv, docs[0], failures)
    missing = json_commands() - seen
    if missing:
        failures.append(f"no case runs the --format json of: {', '.join(sorted(missing))}")
    for f in failures:
        print("FAIL:", f)
    print(f"{n} outputs of {len(seen)} commands checked: {', '.join(sorted(seen))}")
    return 1 if failures else 0


sys.exit(main())

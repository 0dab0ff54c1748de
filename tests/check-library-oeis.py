#!/usr/bin/env python3
"""The shipped library's OEIS numbers and terms against the OEIS data kept in tests/data/oeis.

docs/game-files.md promises that the terms of a claim of kind oeis are copied from the OEIS
entry, with its offset, and that they come from tests/data/oeis/: `library check` compares
them with the game's sequence only, so a claim naming the wrong A-number, or terms of another
entry that the game also makes, would hold. Here each claim's Terms must be the first terms
of its entry's data file, and every A-number a file names ([Game] OEIS, a claim's OEIS) must
have one.

docs/automata.md ("In the game library") lists the shipped games that carry an automaton claim,
each as `NAME` (`NUMERATION`, N states): the list must be those files, with their claims'
numerations and state counts (blocks of the Walnut text). Usage: check-library-oeis.py
SOURCE_ROOT
"""
import pathlib
import re
import sys


def groups(path):
    """The groups of a key file as {name: {key: value}}, in order."""
    out, current = {}, None
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            current = out.setdefault(line[1:-1], {})
        else:
            key, _, value = line.partition("=")
            current[key] = value
    return out


def oeis_terms(path):
    """The terms of a data file of tests/data/oeis (two header lines, then one a line)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [int(x) for x in lines[2:] if x.strip()]


def automata_listed(root, library):
    """What docs/automata.md says of the games with an automaton, against the files."""
    text = (root / "docs" / "automata.md").read_text(encoding="utf-8")
    section = text.split("## In the game library", 1)[-1].split("\n## ", 1)[0]
    said = {m[0]: (m[1], int(m[2])) for m in
            re.findall(r"`([a-z0-9-]+)`\s+\(`([^`]+)`,(?:\s+one\s+track,)?\s+(\d+)\s+states?\)",
                       " ".join(section.split()))}
    found = {}
    for path, file in library:
        for group in file.values():
            if group.get("Kind") == "automaton":
                walnut = group["Automaton"].split("\\n", 1)[1]
                states = len([b for b in walnut.split("\\n\\n") if b.strip("\\n")])
                found[path.stem] = (group["Numeration"], states)
    if not found:
        return ["no game file has a claim of kind automaton: the library was not found"]
    return [f"docs/automata.md: {name} is listed as {said.get(name)}, its file has "
            f"{found.get(name)} (numeration, states)"
            for name in sorted(set(said) | set(found)) if said.get(name) != found.get(name)]


def main():
    root = pathlib.Path(sys.argv[1])
    data = root / "tests" / "data" / "oeis"
    problems, claims = [], 0
    library = [(path, groups(path)) for path in sorted((root / "data" / "games").glob("*.wygame"))]
    problems += automata_listed(root, library)
    for path, file in library:
        for pair in filter(None, file["Game"].get("OEIS", "").split(";")):
            anumber = pair.split(":")[0]
            if not (data / f"{anumber}.txt").exists():
                problems.append(f"{path.name}: [Game] OEIS {anumber}: no {anumber}.txt in {data}")
        for name, group in file.items():
            if group.get("Kind") != "oeis":
                continue
            claims += 1
            anumber = group["OEIS"]
            source = data / f"{anumber}.txt"
            if not source.exists():
                problems.append(f"{path.name}: [{name}] {anumber}: no {source.name} in {data}")
                continue
            terms = [int(x) for x in group["Terms"].split(";") if x]
            known = oeis_terms(source)
            if len(terms) > len(known):
                problems.append(f"{path.name}: [{name}] {len(terms)} terms, {source.name} has "
                                f"{len(known)}")
            elif terms != known[:len(terms)]:
                at = next(i for i, (a, b) in enumerate(zip(terms, known)) if a != b)
                problems.append(f"{path.name}: [{name}] term {at + 1} of Terms is {terms[at]}, "
                                f"{anumber} has {known[at]} there")
    for p in problems:
        print(p)
    if claims < 10:
        problems.append(f"only {claims} claims of kind oeis read: the library was not found")
        print(problems[-1])
    print(f"{claims} claims of kind oeis read, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
# check-docs.py SOURCE_DIR WYTHOFF [--list]: every `wythoff ...` command line the documentation
# shows as an example (README.md, HACKING.md, docs/*.md, docs/reference/*.md, docs/man/*.roff,
# the user manual's help/C/*.page)
# run against the built command as a reader pasting it would: through `sh -c`, `wythoff` on
# PATH from the build tree, in a temporary folder of its page (the page's examples in order,
# so a file one writes is there for the next), WY_GAMES_DIR the source tree's library,
# XDG_DATA_HOME and HOME empty folders.
#
# What is an example:
# - Markdown: a line of an indented code block (4 spaces or more after a blank line, running on
#   while lines are blank or as deep) or of a fenced block (``` without a tag, or sh, shell,
#   bash, console) that begins with "wythoff " or "$ ". After "$ cmd" the block's lines up to
#   the next "$ " or the block's end are its shown output, which must be the real one (each
#   line's trailing blanks and the trailing blank lines aside). A shown output that begins with
#   "wythoff: " shows an error: the command must exit with status 2 and print exactly it on
#   standard error.
# - Markdown prose: an inline span `wythoff SUB ARG ...` (may run over a line break) whose first
#   argument is not an option; `wythoff sequence`, `wythoff moves --format json` are names of
#   commands and options, not examples.
# - roff: a line of a .nf/.fi or .EX/.EE block that begins with "wythoff " (escapes undone).
# - Mallard: a line of a <screen> that begins with "wythoff ", and an inline <cmd>wythoff SUB
#   ARG ...</cmd> whose first argument is not an option (as in Markdown prose); entities undone.
# - A usage synopsis is not an example: a line with a placeholder (a word in capitals such as
#   GAME, S, FILE), "[" or "..." outside quotes. They are counted, not run.
# Any other example must exit 0 within TIMEOUT seconds and write each file it names after -o
# (a folder in that name is made first, as in the source tree). INSTEAD says which run in
# another form, each with its reason, SLOW which may take longer, REFUSED which show a
# refusal in prose. --list prints what is found without running it.
import difflib
import glob
import html
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

TIMEOUT = 30
INSTEAD = [  # (pattern of the command, what runs in its place, why): nothing is skipped
    (r"^wythoff bench$", "wythoff bench --only ppos-4096",
     "the whole bench repeats every item for minutes; one item, its target met"),
    (r"^wythoff library check$", "wythoff library check --time-budget 600",
     "at the default time budget a verdict depends on the machine's load"),
]
SLOW = [  # (pattern of the command, the seconds it may take instead of TIMEOUT)
    (r"^wythoff check mark --upto 100000000\b", 90),  # 4.5 s of CPU
    (r"--size 100000 --region 99999,0,99999,999 --time-budget 12", 90),  # 6.4 s, 770 MB
    (r"^wythoff sweep 'wyt:a=\{1..20\},b=\{1..20\}' --question limit --count 1000000", 180),
]
REFUSED = [  # (command shown in prose as refused, what its one line says): it must exit 2
    (r"^wythoff ppos wythoff:block=2 --size 2000000$", "the measured model of the blocking "
     "sweep): the board side for wythoff:block=2 must be from 1 to 201365; a larger "
     "--time-budget SECONDS (up to 600) reaches it"),
]
PLACEHOLDER = re.compile(r"\b[A-Z][A-Z_]*\b|\[|\S\|\S|\.\.\.|…")  # GAME, [--x], a|b, ...
ROFF = [(r"\-", "-"), (r"\(aq", "'"), (r"\(dq", '"'), (r"\fB", ""), (r"\fI", ""), (r"\fR", ""),
        (r"\fP", ""), (r"\e", "\\")]


def blocks_md(lines):
    """(first line number, [lines]) of every code block, the block's indentation removed."""
    i, out = 0, []
    while i < len(lines):
        line = lines[i]
        m = re.match(r"\s*```(\w*)", line)
        if m:
            j = i + 1
            while j < len(lines) and not lines[j].lstrip().startswith("```"):
                j += 1
            if m.group(1) in ("", "sh", "shell", "bash", "console"):
                ind = len(line) - len(line.lstrip())
                out.append((i + 2, [l[ind:] for l in lines[i + 1:j]]))
            i = j + 1
            continue
        ind = len(line) - len(line.lstrip())
        if line.strip() and ind >= 4 and (i == 0 or not lines[i - 1].strip()):
            j = i
            while j < len(lines) and (not lines[j].strip() or
                                      len(lines[j]) - len(lines[j].lstrip()) >= ind):
                j += 1
            out.append((i + 1, [l[ind:] for l in lines[i:j]]))
            i = j
            continue
        i += 1
    return out


def examples_md(text):
    lines = text.split("\n")
    found, prose = [], list(lines)
    for first, block in blocks_md(lines):
        for k, line in enumerate(block):
            prose[first - 1 + k] = ""
            if line.startswith("$ "):
                shown = []
                for nxt in block[k + 1:]:
                    if nxt.startswith("$ "):
                        break
                    shown.append(nxt.rstrip())
                while shown and not shown[-1]:
                    shown.pop()
                found.append((first + k, line[2:].strip(), shown or None))
            elif line.startswith("wythoff "):
                found.append((first + k, line.strip(), None))
    joined = "\n".join(prose)
    for m in re.finditer(r"`(wythoff [^`]+)`", joined):
        cmd = " ".join(m.group(1).split())
        words = cmd.split()
        if len(words) >= 3 and not words[2].startswith("-"):
            found.append((joined.count("\n", 0, m.start()) + 1, cmd, None))
    return sorted(found)


def examples_roff(text):
    found, inside = [], False
    for n, line in enumerate(text.split("\n"), 1):
        if line.startswith((".nf", ".EX")):
            inside = True
        elif line.startswith((".fi", ".EE")):
            inside = False
        elif inside and line.startswith("wythoff "):
            for esc, plain in ROFF:
                line = line.replace(esc, plain)
            found.append((n, line.strip(), None))
    return found


def examples_mallard(text):
    found = []
    for m in re.finditer(r"<screen>(.*?)</screen>", text, re.S):
        first = text.count("\n", 0, m.start(1)) + 1
        for k, line in enumerate(m.group(1).split("\n")):
            if line.startswith("wythoff "):
                found.append((first + k, html.unescape(line.strip()), None))
    for m in re.finditer(r"<cmd>(wythoff [^<]+)</cmd>", text):
        words = html.unescape(m.group(1)).split()
        if len(words) >= 3 and not words[2].startswith("-"):
            found.append((text.count("\n", 0, m.start()) + 1, " ".join(words), None))
    return sorted(found)


def examples(page, text):
    if page.endswith(".roff"):
        return examples_roff(text)
    return examples_mallard(text) if page.endswith(".page") else examples_md(text)


def run(cmd, shown, cwd, env, timeout=TIMEOUT):
    """None when the example holds, else what went wrong."""
    for folder in re.findall(r"(?:^|\s)-o\s+([^\s/]\S*)/", cmd):  # as from the source tree
        os.makedirs(os.path.join(cwd, folder), exist_ok=True)
    with subprocess.Popen(["sh", "-c", cmd], cwd=cwd, env=env, text=True, start_new_session=True,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE) as shell:
        try:
            stdout, stderr = shell.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(shell.pid, signal.SIGKILL)  # the shell and what it started
            shell.communicate()
            return f"took longer than {timeout} s"
    done = subprocess.CompletedProcess(cmd, shell.returncode, stdout, stderr)
    said = next((said for p, said in REFUSED if re.search(p, cmd)), None)
    if shown and shown[0].startswith("wythoff: ") or said:
        if done.returncode != 2:
            return f"shows a refusal, but exited with {done.returncode}:\n{done.stderr}"
        err = [l.rstrip() for l in done.stderr.rstrip("\n").split("\n")]
        wrong = err != shown if shown else len(err) != 1 or said not in err[0]
        if wrong:
            return "shows a refusal, but standard error differs:\n" + diff(shown or [said], err)
        return None
    if done.returncode != 0:
        return f"exited with {done.returncode}: {done.stderr.strip()[-2000:]}"
    for path in re.findall(r"(?:^|\s)-o\s+(\S+)", cmd):
        path = os.path.join(cwd, path)
        if not os.path.isfile(path) or not os.path.getsize(path):
            return f"exited with 0 but wrote no {os.path.relpath(path, cwd)}"
    if shown is not None:
        out = [l.rstrip() for l in done.stdout.rstrip("\n").split("\n")]
        if out != shown:
            return "its output differs from the one shown:\n" + diff(shown, out)
    return None


def diff(shown, real):
    return "\n".join(difflib.unified_diff(shown or [], real, "shown", "real", lineterm=""))


def main(source, wythoff, listing=False):
    source = os.path.abspath(source)
    pages = [os.path.join(source, p) for p in ("README.md", "HACKING.md")]
    pages += sorted(glob.glob(os.path.join(source, "docs", "*.md")))
    pages += sorted(glob.glob(os.path.join(source, "docs", "reference", "*.md")))
    pages += sorted(glob.glob(os.path.join(source, "docs", "man", "*.roff")))
    pages += sorted(glob.glob(os.path.join(source, "help", "C", "*.page")))
    env = dict(os.environ, PATH=os.path.dirname(os.path.abspath(wythoff)) + ":" +
               os.environ.get("PATH", "/usr/bin:/bin"),
               WY_GAMES_DIR=os.path.join(source, "data", "games"))
    counts, failures = {"run": 0, "synopses": 0}, []
    for page in pages:
        text = open(page, encoding="utf-8").read()
        found = examples(page, text)
        name = os.path.relpath(page, source)
        with tempfile.TemporaryDirectory(prefix="wy-docs-") as tmp:
            env.update(HOME=os.path.join(tmp, "home"), XDG_DATA_HOME=os.path.join(tmp, "data"))
            for line, cmd, shown in found:
                where = f"{name}:{line}: {cmd}"
                cmd = re.sub(r"\s+#\s.*", "", cmd)  # a trailing comment
                if PLACEHOLDER.search(re.sub(r"'[^']*'|\"[^\"]*\"", "", cmd)):
                    counts["synopses"] += 1
                    print(f"synopsis, not run: {where}")
                    continue
                instead = next(((c, r) for p, c, r in INSTEAD if re.search(p, cmd)), None)
                if instead:
                    cmd = instead[0]
                    where += f" (run as: {cmd}; {instead[1]})"
                if listing:
                    counts["run"] += 1
                    print(f"found: {where}")
                    continue
                counts["run"] += 1
                start = time.monotonic()
                limit = next((t for p, t in SLOW if re.search(p, cmd)), TIMEOUT)
                wrong = run(cmd, shown, tmp, env, limit)
                took = time.monotonic() - start
                print(f"{'FAIL' if wrong else 'ok'} ({took:.2f} s): {where}")
                if wrong:
                    failures.append(f"{where}\n  {wrong}")
    print(f"{sum(counts.values())} examples: {counts['run']} {'to run' if listing else 'run'}, "
          f"{counts['synopses']} usage synopses; {len(failures)} failed")
    for f in failures:
        print(f"FAIL: {f}", file=sys.stderr)
    return 1 if failures or not counts["run"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], "--list" in sys.argv[3:]))

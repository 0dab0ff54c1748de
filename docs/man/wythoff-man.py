#!/usr/bin/env python3
"""wythoff-man.py: the manual pages wythoff(1) and wythoff-lattice(1), from --help.

The commands' own --help is the one source: every subcommand's usage, description,
options and notes are read from the built program, so that the page cannot drift
from the help. A hand-written roff file adds what --help only sketches (the rule
language, the exit status, examples, see also).

    wythoff-man.py page PROGRAM SECTIONS.roff OUT.1 VERSION   write the page of PROGRAM
    wythoff-man.py check PROGRAM PAGE.1                       every --help option in PAGE?

The check also goes the other way: every --option the page names (the hand-written
sections' examples and exit statuses among them) is one some --help of PROGRAM names.
"""
import os
import re
import subprocess
import sys

# What a --help says of an exit status 1 ("Exit status 1: ...", "(exit 1)", "1 otherwise").
EXIT_1 = re.compile(r"[Ee]xit status 1\b|\(exit 1\)|status 1 when|[Ee]xit status 0 when[^.]*1 otherwise")
OPTION = re.compile(r"^  (-\S.*?)(?:\s{2,}(\S.*))?$")


def run_help(program, *args):
    env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
    env.pop("LANG", None)
    done = subprocess.run([program, *args, "--help"], env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{program} {' '.join(args)} --help: exit status {done.returncode}: {done.stderr}")
    return done.stdout


def parse_goption(text):
    """A GOption --help: usage, the paragraphs before and after the options, the options."""
    usage, before, options, after = "", [], [], []
    section = "usage"
    for line in text.splitlines():
        if line == "Usage:":
            continue
        if section == "usage" and line.startswith("  "):
            usage, section = line.strip(), "before"
        elif re.match(r"^[A-Z][A-Za-z ]* Options:$", line):
            section = "help" if line.startswith("Help") else "options"
        elif section in ("help", "options") and OPTION.match(line):
            if section == "options":
                options.append(OPTION.match(line).groups())
        elif section in ("help", "options") and line == "":
            section = "after" if options or section == "options" else section
        elif section == "before":
            before.append(line)
        elif section == "after":
            after.append(line)
    return usage, "\n".join(before).strip(), options, "\n".join(after).strip()


def parse_overview(text):
    """wythoff --help: the one-line summary, the commands and the families."""
    lines = text.splitlines()
    summary = next(l for l in lines[1:] if l.strip())
    commands, families, section = [], [], None
    for i, line in enumerate(lines):
        if line == "Commands:" or line.startswith("Families"):
            section = line
            continue
        if not line.startswith("  ") or line.startswith("    "):
            if not line.startswith("  "):
                section = None if line.strip() else section
            continue
        words = line.split(None, 1)
        summary_line = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if section == "Commands:":
            commands.append((words[0], words[1] if len(words) > 1 else "", summary_line))
        elif section is not None and section.startswith("Families"):
            families.append((words[0], words[1] if len(words) > 1 else "", summary_line))
    return summary, commands, families


def roff(text):
    """Escape plain text for roff: backslashes, minus signs, a leading dot or quote."""
    text = text.replace("\\", "\\e").replace("-", "\\-").replace("\u2026", "...")
    return "\n".join("\\&" + l if l.startswith((".", "'")) else l for l in text.split("\n"))


def paragraphs(text):
    """Plain text as roff: blank lines part paragraphs, indented lines stay as they are."""
    out = []
    for block in re.split(r"\n\s*\n", text.strip()):
        if any(l.startswith("  ") for l in block.splitlines()):
            out += [".PP", ".nf", roff(block), ".fi"]
        else:
            out += [".PP", roff(" ".join(l.strip() for l in block.splitlines()))]
    return out if text.strip() else []


def option_lines(options):
    out = []
    for names, help_text in options:
        out += [".TP", "\\fB" + roff(names).replace("=", "\\fR=\\fI", 1) + "\\fR"
                if "=" in names else "\\fB" + roff(names) + "\\fR", roff(help_text or "")]
    return out


def command_lines(program, name, synopses):
    usage, before, options, after = parse_goption(run_help(program, name))
    out = [".SS " + name]
    for synopsis, summary in synopses:
        out += [".PP", "\\fB" + program_name(program) + " " + name + "\\fR " + roff(synopsis),
                ".RS", roff(summary), ".RE"]
    out += paragraphs(before) + option_lines(options) + paragraphs(after)
    return out


def program_name(program):
    return os.path.basename(program)


def wythoff_page(program, sections, version):
    overview = run_help(program)
    summary, commands, families = parse_overview(overview)
    out = [".TH WYTHOFF 1 \"\" \"wythoff " + version + "\" \"User Commands\"",
           ".SH NAME", "wythoff \\- " + roff(summary[0].lower() + summary[1:].rstrip(".")),
           ".SH SYNOPSIS", "\\fBwythoff\\fR \\fICOMMAND\\fR [\\fIOPTION\\fR...] \\fIARGS\\fR...",
           ".br", "\\fBwythoff\\fR \\fB\\-\\-help\\fR | \\fB\\-\\-version\\fR",
           ".SH DESCRIPTION", roff(summary),
           "Each command has \\fB\\-\\-help\\fR; every command also takes",
           "\\fB\\-\\-time\\-budget\\fR=\\fISECONDS\\fR (see below).",
           ".SH COMMANDS"]
    synopses = {}
    for name, synopsis, line in commands:
        synopses.setdefault(name, []).append((synopsis, line))
    for name, entries in synopses.items():
        out += command_lines(program, name, entries)
    out += [".SH GAMES",
            "A \\fIGAME\\fR is a rule string \\fIfamily\\fR[:\\fIkey\\fR=\\fIvalue\\fR,...],",
            "or the name of a game of the library (\\fBwythoff library list\\fR),",
            "e.g. \\fBfraenkel\\-2\\fR: the game of its file's rule (outputs name the rule);",
            "a text that is a rule string stays one.",
            "The families, their keys with range and (default):"]
    for name, keys, line in families:
        out += [".TP", "\\fB" + roff(name) + "\\fR " + roff(keys), roff(line)]
    notes = overview.split("\n\n")
    out += paragraphs("\n\n".join(b for b in notes if b.startswith(("Rules of", "Every command"))))
    out.append(open(sections, encoding="utf-8").read().rstrip("\n"))
    return "\n".join(out) + "\n"


def lattice_page(program, sections, version):
    usage, before, options, after = parse_goption(run_help(program))
    out = [".TH WYTHOFF\\-LATTICE 1 \"\" \"wythoff-lattice " + version + "\" \"User Commands\"",
           ".SH NAME",
           "wythoff\\-lattice \\- explore the P\\-positions of Wythoff's game and its "
           "generalisations",
           ".SH SYNOPSIS", "\\fB" + roff(usage).replace(" ", "\\fR ", 1),
           ".SH DESCRIPTION"] + paragraphs(before)
    out += [".SH OPTIONS"] + option_lines(options) + [
        ".TP", "\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show the help and exit."] + paragraphs(after)
    out.append(open(sections, encoding="utf-8").read().rstrip("\n"))
    return "\n".join(out) + "\n"


def helps(program):
    """(command, --help text) of PROGRAM, of each subcommand of wythoff."""
    if program_name(program) != "wythoff":
        return [("", run_help(program))]
    names = dict.fromkeys(c[0] for c in parse_overview(run_help(program))[1])
    return [("", run_help(program))] + [(name, run_help(program, name)) for name in names]


def help_options(program):
    """Every long option the --help of PROGRAM (of each subcommand of wythoff) names."""
    return [(cmd, opt) for cmd, text in helps(program) for names, _ in parse_goption(text)[2]
            for opt in re.findall(r"--[a-z][a-z-]*", names)]


LONG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")


def unknown_options(program, plain):
    """The --options the page names that no --help of PROGRAM names (GOption's --help too)."""
    known = {"--help"} | {o for _, text in helps(program) for o in LONG.findall(text)}
    return sorted(set(LONG.findall(plain)) - known)


def check(program, page):
    text = open(page, encoding="utf-8").read()
    plain = text.replace("\\-", "-").replace("\\fB", "").replace("\\fR", "").replace("\\fI", "")
    missing = []
    for cmd, opt in help_options(program):
        section = plain.split(".SS " + cmd + "\n", 1)[-1].split("\n.SS ", 1)[0] if cmd else plain
        if opt not in section:
            missing.append(f"{cmd} {opt}".strip())
    commands = []
    if program_name(program) == "wythoff":
        commands = [c[0] for c in parse_overview(run_help(program))[1]]
        missing += [f"command {c}" for c in commands if ".SS " + c + "\n" not in plain]
        # a command whose --help gives an exit status 1 is named under 1 in EXIT STATUS
        ones = plain.split(".SH EXIT STATUS", 1)[-1].split(".B 1\n", 1)[-1].split(".B 2\n", 1)[0]
        missing += [f"exit status 1 of {c}" for c in dict.fromkeys(commands)
                    if EXIT_1.search(" ".join(run_help(program, c).split())) and c not in ones]
    unknown = unknown_options(program, plain)
    if missing or unknown:
        sys.exit(f"{page}: missing from the page: {', '.join(missing) or 'nothing'}; "
                 f"named by the page but by no --help: {', '.join(unknown) or 'nothing'}")
    print(f"{page}: every option of {program_name(program)} --help is in the page "
          f"({len(help_options(program))} options, {len(set(commands))} commands)")


def main(argv):
    if len(argv) == 6 and argv[1] == "page":
        _, _, program, sections, out, version = argv
        make = wythoff_page if program_name(program) == "wythoff" else lattice_page
        text = make(program, sections, version)
        with open(out + ".tmp", "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(out + ".tmp", out)
    elif len(argv) == 4 and argv[1] == "check":
        check(argv[2], argv[3])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)

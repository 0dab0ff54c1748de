#!/usr/bin/env python3
"""pseudo-po.py TEMPLATE.pot OUT.po: a catalogue that "translates" every msgid of the template
as the msgid with "DE:" before each of its lines, plurals alike, so that a test sees which text
a program translates and which it keeps (check-cli-german.sh). Conversions stay as they are:
msgfmt --check accepts it."""
import re
import sys

HEADER = "".join(['msgid ""\nmsgstr ""\n'] + ['"%s\\n"\n' % field for field in (
    "Project-Id-Version: pseudo", "PO-Revision-Date: 2000-01-01 00:00+0000",
    "Last-Translator: none", "Language-Team: none", "Language: de", "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit",
    "Plural-Forms: nplurals=2; plural=(n != 1);")] + ["\n"])


def pseudo(escaped):
    """"DE:" before every line of the text (a program that reads its own output's headings,
    "Commands:", must not find them)."""
    lines = escaped.split("\\n")
    return "\\n".join("DE:" + line if line else line for line in lines)


def entries(text):
    for block in re.split(r"\n\s*\n", text):
        fields, key = {}, None
        for line in block.splitlines():
            m = re.match(r'(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if m:
                key = m.group(1)
                fields[key] = m.group(2)
            elif line.startswith('"') and key:
                fields[key] += line[1:-1]
            elif line.startswith("#,"):
                fields["flags"] = line
        if fields.get("msgid"):
            yield fields


def main(template, out):
    with open(template, encoding="utf-8") as f:
        text = f.read()
    with open(out, "w", encoding="utf-8") as po:
        po.write(HEADER)
        for e in entries(text):
            if "flags" in e:
                po.write(e["flags"] + "\n")
            if "msgctxt" in e:
                po.write('msgctxt "%s"\n' % e["msgctxt"])
            po.write('msgid "%s"\n' % e["msgid"])
            if "msgid_plural" in e:
                po.write('msgid_plural "%s"\n' % e["msgid_plural"])
                po.write('msgstr[0] "%s"\n' % pseudo(e["msgid"]))
                po.write('msgstr[1] "%s"\n\n' % pseudo(e["msgid_plural"]))
            else:
                po.write('msgstr "%s"\n\n' % pseudo(e["msgid"]))


if __name__ == "__main__":
    main(*sys.argv[1:3])

#!/usr/bin/python3
# check-help-labels.py PO PAGE...: a translated manual names what the translated window shows.
# Every <gui> of the pages (its text, white space collapsed) must be a msgstr of PO (the
# window's catalogue, po/LANG.po; a mnemonic's underscore dropped), or such a msgstr with each
# printf conversion (%u, %s, %'d, %1$s, ...) filled in: digits for a number, any text for
# %s ("Schritt 3 von 6 · ..." is "Schritt %u von %u · ..."). A msgstr with conversions must
# have at least MIN_LITERAL characters of its own, so that "%s" or "%s: %s" matches nothing.
# UNTRANSLATED lists the few labels the window shows as they are in every language: the rule
# string's keys on the spin buttons, the axes of a slice, the formats' names, the size's
# − and + buttons. Every <key> must be a key as GTK's own catalogue names it on the
# keyboard (Strg, Umschalt, Bild auf, Pos1, ... for German), a function key or one character.
# The pages' language is their xml:lang (itstool sets it). The check runs on wrong labels
# first (SELF_TEST, a sample for each language): each must be refused, or the check could not
# fail.
import re
import sys
import xml.etree.ElementTree as ET

MALLARD = '{http://projectmallard.org/1.0/}'
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
MIN_LITERAL = 8
UNTRANSLATED = {'a', 'b', 'p', 'q', 'block', 'x', 'y', 'z', 'PNG', 'SVG', 'PDF', '−', '+'}
# gtk40.mo, msgctxt "keyboard label": Ctrl, Shift, Alt, Home, End, Page_Up, Page_Down,
# Return, Space, Escape, Tab in German
KEYS = {'de': {'Strg', 'Umschalt', 'Alt', 'Pos1', 'Ende', 'Bild auf', 'Bild ab', 'Eingabe',
               'Leertaste', 'Esc', 'Tab'}}
SELF_TEST = {'de': {  # label: whether it names a German label of the window
    'Abbildung exportieren …': True,
    'Schritt 3 von 6 · |P₃| = 2 · |N₃| = 138': True,
    'Komponente 2: mark:k=2 bei 3, g = 2': True,
    'Export Figure…': False,            # English
    'Abbildung exportieren…': False,    # the German label has a space before the ellipsis
    'Abbildung speichern …': False,     # no such label
    'Schritt 3 aus 6 · |P₃| = 2 · |N₃| = 138': False,
    'Schritt x von 6 · |P₃| = 2 · |N₃| = 138': False,  # %u is a number
    'Grid': False,
}}


def unquote(s):
    return bytes(s, 'utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')


def msgstrs(path):
    """Every msgstr (of plural forms too) of the live entries of a catalogue: not obsolete
    (#~), not fuzzy (gettext shows the English of a fuzzy one). Entries are blocks of lines
    between blank ones."""
    out = []
    for block in re.split(r'\n\s*\n', open(path, encoding='utf-8').read()):
        lines = block.strip().split('\n')
        if any(l.startswith('#,') and 'fuzzy' in l for l in lines):
            continue
        field = None
        for line in lines:
            m = re.match(r'(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if m:
                field = m.group(1)
                if field.startswith('msgstr'):
                    out.append(unquote(m.group(2)))
            elif line.startswith('"') and field and field.startswith('msgstr'):
                out[-1] += unquote(line[1:-1])
            elif not line.startswith('"'):   # a comment, or an obsolete (#~) line
                field = None
    return [' '.join(s.split()) for s in out if s]


CONVERSION = re.compile(r"%(?:\d+\$)?[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t)?([diouxXeEfgGcs%])")


def matchers(strings):
    exact, patterns = set(), []
    for s in strings:
        for t in {s, re.sub(r'_(?=\w)', '', s, count=1)}:   # with and without a mnemonic
            exact.add(t)
            if '%' not in t:
                continue
            parts, pos, literal = [], 0, 0
            for m in CONVERSION.finditer(t):
                parts.append(re.escape(t[pos:m.start()]))
                literal += m.start() - pos
                conv = m.group(1)
                parts.append('%' if conv == '%' else
                             r'-?[0-9][0-9.,]*' if conv in 'diouxXeEfgG' else '.+?')
                pos = m.end()
            parts.append(re.escape(t[pos:]))
            literal += len(t) - pos
            if literal >= MIN_LITERAL:
                patterns.append(re.compile(''.join(parts) + r'\Z'))
    return exact, patterns


def known(label, exact, patterns):
    return label in UNTRANSLATED or label in exact or any(p.match(label) for p in patterns)


def text(el):
    return ' '.join(''.join(el.itertext()).split())


def main():
    if len(sys.argv) < 3:
        sys.exit('usage: check-help-labels.py PO PAGE...')
    po, pages = sys.argv[1], sys.argv[2:]
    exact, patterns = matchers(msgstrs(po))
    if len(exact) < 100:
        sys.exit(f'check-help-labels: {po} has only {len(exact)} translations: not a catalogue?')
    bad, labels = [], 0
    for page in pages:
        root = ET.parse(page).getroot()
        lang = root.get(XML_LANG)   # itstool marks the merged page
        if lang not in KEYS or lang not in SELF_TEST:
            sys.exit(f'check-help-labels: {page}: the keyboard\'s key names or wrong labels in '
                     f'{lang} are not known: add them to KEYS and SELF_TEST')
        wrong = [l for l, ok in SELF_TEST[lang].items() if known(l, exact, patterns) != ok]
        if wrong:
            sys.exit(f'check-help-labels: the check itself is wrong on: {wrong}')
        for el in root.iter(MALLARD + 'gui'):
            labels += 1
            if not known(text(el), exact, patterns):
                bad.append(f'{page}: <gui>{text(el)}</gui> is no label of {po}')
        for el in root.iter(MALLARD + 'key'):
            k = text(el)
            if not (k in KEYS[lang] or re.fullmatch(r'F\d+|\S', k)):
                bad.append(f'{page}: <key>{k}</key> is not how the keyboard names it in {lang}')
    if bad:
        sys.exit('check-help-labels:\n' + '\n'.join(bad))
    print(f'check-help-labels: {labels} labels of {len(pages)} pages are labels of {po}')

main()

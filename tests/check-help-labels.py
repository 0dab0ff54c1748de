#!/usr/bin/python3
# check-help-labels.py PO [--menu UI] [--families C] [--shortcuts C] PAGE...: a translated
# manual names what the translated window shows. Every <gui> of the pages (its text, white space
# collapsed) must be a msgstr of PO (the window's catalogue, po/LANG.po; a mnemonic's underscore
# dropped), or such a msgstr with each printf conversion (%u, %s, %'d, %1$s, ...) filled in:
# digits for a number, any text for %s ("Schritt 3 von 6 · ..." is "Schritt %u von %u · ..."). A
# msgstr with a %s must have at least MIN_LITERAL characters of its own, so that "%s" or "%s:
# %s" matches nothing; one with numbers only ("Use %u") at least MIN_LITERAL_NUMBERS. The
# English pages (help/C, no xml:lang) are checked the same way against a template of the sources
# (PO ending in .pot, made by check-po.sh --template): each <gui> must be a msgid. --menu UI:
# every item of the window's main menu (UI's <menu>, a mnemonic's underscore dropped; the games
# of "Examples from the Papers" aside, which that item names) is a <gui> of some page, so that
# what the window offers is in the manual. --families C: so is every game of the window's family
# drop-down (the menu names of the family table, src/core/wy-family.c). --shortcuts C: every key
# the pages name (a <keyseq>, or a lone <key> other than a modifier) is a key of the window's
# shortcut table (src/app/wy-shortcuts.c), or one of GTK_KEYS that GTK handles itself (Ctrl+C
# copies selected text). UNTRANSLATED lists the few labels the window shows as they are in every
# language: the rule string's keys on the spin buttons, the axes of a slice, the formats' names,
# the size's − and + buttons. Every <key> must be a key as GTK's own catalogue names it on the
# keyboard (Strg, Umschalt, Bild auf, Pos1, ... for German), a function key or one character.
# The pages' language is their xml:lang (itstool sets it). The check runs on wrong labels first
# (SELF_TEST, a sample for each language): each must be refused, or the check could not fail.
import re
import sys
import xml.etree.ElementTree as ET

MALLARD = '{http://projectmallard.org/1.0/}'
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
MIN_LITERAL = 8
MIN_LITERAL_NUMBERS = 3
UNTRANSLATED = {'a', 'b', 'p', 'q', 'block', 'x', 'y', 'z', 'PNG', 'SVG', 'PDF', '−', '+'}
# gtk40.mo, msgctxt "keyboard label": Ctrl, Shift, Alt, Home, End, Page_Up, Page_Down,
# Return, Space, Escape, Tab in German
KEYS = {'C': {'Ctrl', 'Shift', 'Alt', 'Home', 'End', 'Page Up', 'Page Down', 'Enter', 'Space',
              'Esc', 'Tab'},
        'de': {'Strg', 'Umschalt', 'Alt', 'Pos1', 'Ende', 'Bild auf', 'Bild ab', 'Eingabe',
               'Leertaste', 'Esc', 'Tab'}}
SELF_TEST = {'C': {  # label: whether it names an English label of the window
    'Export Figure…': True,
    'Use 2000': True,                   # "Use %u"
    'Step 3 of 6 · |P₃| = 2 · |N₃| = 138': True,
    'Export Figure...': False,          # three dots, not the ellipsis
    'Use': False,                       # the button reads "Use 2000"
    'Use x': False,
    'Colour key under the board': False,  # the label goes on: "(outcome view)"
    'Abbildung exportieren …': False,
}, 'de': {  # label: whether it names a German label of the window
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
    (#~), not fuzzy (gettext shows the English of a fuzzy one); of a template (.pot), every
    msgid (singular and plural). Entries are blocks of lines between blank ones."""
    wanted = ('msgid', 'msgid_plural') if path.endswith('.pot') else ('msgstr',)
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
                if field.startswith(wanted):
                    out.append(unquote(m.group(2)))
            elif line.startswith('"') and field and field.startswith(wanted):
                out[-1] += unquote(line[1:-1])
            elif not line.startswith('"'):   # a comment, or an obsolete (#~) line
                field = None
    return [' '.join(s.split()) for s in out if s]


def menu_items(ui):
    """The labels of the main menu's items and submenus (mnemonics dropped), less the games
    of the examples' submenu."""
    labels = []
    for menu in ET.parse(ui).getroot().iter('menu'):
        for el in menu.iter():
            if el.tag not in ('item', 'submenu'):
                continue
            attrs = {a.get('name'): (a.text or '') for a in el.findall('attribute')}
            if 'label' in attrs and attrs.get('action') != 'win.set-rule':
                labels.append(re.sub(r'_(?=\w)', '', attrs['label'], count=1))
    return labels


def family_names(path):
    """The family drop-down's names: in each row of the family table, the N_ string before the
    symbol and the engine group (every row, or the table's layout changed)."""
    text = open(path, encoding='utf-8').read()
    names = re.findall(r'N_ \("([^"]+)"\),\s*(?:N_ \()?"[^"]*"\)?,\s*WY_GROUP_', text)
    rows = len(re.findall(r'^\s*\[WY_FAMILY_\w+\] = \{', text, re.M))
    if not rows or len(names) != rows:
        sys.exit(f'check-help-labels: {len(names)} menu names in {rows} rows of {path}: '
                 'has the family table changed its layout?')
    return names


GTK_KEYS = {'Ctrl+C'}
MODIFIERS = {'Control': 'Ctrl', 'Shift': 'Shift', 'Alt': 'Alt'}
KEY_NAMES = {'Escape': 'Esc', 'space': 'Space', 'Page_Up': 'Page Up', 'Page_Down': 'Page Down',
             'Return': 'Enter', 'bracketleft': '[', 'bracketright': ']', 'minus': '−',
             'plus': '+', 'equal': '=', 'question': '?'}


def shortcut_keys(path):
    """The keys of the shortcut table as the manual writes them: "<Control><Shift>p" is
    Ctrl+Shift+P, "Page_Up" Page Up, "minus" − (the minus sign)."""
    text = open(path, encoding='utf-8').read()
    rows = re.findall(r'\{ WY_SHORTCUT_\w+, (?:NULL|"[^"]*"), "([^"]*)"', text)
    if len(rows) != text.count('{ WY_SHORTCUT_'):
        sys.exit(f'check-help-labels: the rows of {path} are not all read: has its layout changed?')
    keys = set()
    for accel in ' '.join(rows).split():
        mods = re.findall(r'<(\w+)>', accel)
        key = re.sub(r'<\w+>', '', accel)
        key = KEY_NAMES.get(key, key.upper() if len(key) == 1 else key)
        keys.add('+'.join([MODIFIERS[m] for m in mods] + [key]))
    return keys


def named_keys(root):
    """The keys a page names: each <keyseq> as "Ctrl+Shift+P", each lone <key> but a modifier."""
    inside = {k for seq in root.iter(MALLARD + 'keyseq') for k in seq.iter(MALLARD + 'key')}
    out = ['+'.join(text(k) for k in seq.iter(MALLARD + 'key'))
           for seq in root.iter(MALLARD + 'keyseq')]
    return out + [text(k) for k in root.iter(MALLARD + 'key')
                  if k not in inside and text(k) not in MODIFIERS.values()]


CONVERSION = re.compile(r"%(?:\d+\$)?[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t)?([diouxXeEfgGcs%])")


def matchers(strings):
    exact, patterns = set(), []
    for s in strings:
        for t in {s, re.sub(r'_(?=\w)', '', s, count=1)}:   # with and without a mnemonic
            exact.add(t)
            if '%' not in t:
                continue
            parts, pos, literal, text_conv = [], 0, 0, False
            for m in CONVERSION.finditer(t):
                parts.append(re.escape(t[pos:m.start()]))
                literal += m.start() - pos
                conv = m.group(1)
                text_conv = text_conv or conv == 's'
                parts.append('%' if conv == '%' else
                             r'-?[0-9][0-9.,]*' if conv in 'diouxXeEfgG' else '.+?')
                pos = m.end()
            parts.append(re.escape(t[pos:]))
            literal += len(t) - pos
            if literal >= (MIN_LITERAL if text_conv else MIN_LITERAL_NUMBERS):
                patterns.append(re.compile(''.join(parts) + r'\Z'))
    return exact, patterns


def known(label, exact, patterns):
    return label in UNTRANSLATED or label in exact or any(p.match(label) for p in patterns)


def text(el):
    return ' '.join(''.join(el.itertext()).split())


def main():
    args = sys.argv[1:]
    offered = {}   # option: the file of what the window offers
    while len(args) > 2 and args[1] in ('--menu', '--families', '--shortcuts'):
        offered[args[1]] = args[2]
        del args[1:3]
    if len(args) < 2:
        sys.exit('usage: check-help-labels.py PO [--menu UI] [--families C] [--shortcuts C] '
                 'PAGE...')
    po, pages = args[0], args[1:]
    exact, patterns = matchers(msgstrs(po))
    if len(exact) < 100:
        sys.exit(f'check-help-labels: {po} has only {len(exact)} translations: not a catalogue?')
    bad, labels, named = [], 0, set()
    keys = shortcut_keys(offered['--shortcuts']) | GTK_KEYS if '--shortcuts' in offered else None
    for page in pages:
        root = ET.parse(page).getroot()
        if keys is not None:
            bad += [f'{page}: {k} is no key of {offered["--shortcuts"]}'
                    for k in named_keys(root) if k not in keys]
        lang = root.get(XML_LANG, 'C')   # itstool marks the merged page
        if lang not in KEYS or lang not in SELF_TEST:
            sys.exit(f'check-help-labels: {page}: the keyboard\'s key names or wrong labels in '
                     f'{lang} are not known: add them to KEYS and SELF_TEST')
        wrong = [l for l, ok in SELF_TEST[lang].items() if known(l, exact, patterns) != ok]
        if wrong:
            sys.exit(f'check-help-labels: the check itself is wrong on: {wrong}')
        for el in root.iter(MALLARD + 'gui'):
            labels += 1
            named.add(text(el))
            if not known(text(el), exact, patterns):
                bad.append(f'{page}: <gui>{text(el)}</gui> is no label of {po}')
        for el in root.iter(MALLARD + 'key'):
            k = text(el)
            if not (k in KEYS[lang] or re.fullmatch(r'F\d+|\S', k)):
                bad.append(f'{page}: <key>{k}</key> is not how the keyboard names it in {lang}')
    for option, what, items in (('--menu', 'the main menu\'s', menu_items),
                                ('--families', 'the family drop-down\'s', family_names)):
        if option in offered:
            bad += [f'{what} "{l}" ({offered[option]}) is named by no page'
                    for l in items(offered[option]) if l not in named]
    if bad:
        sys.exit('check-help-labels:\n' + '\n'.join(bad))
    print(f'check-help-labels: {labels} labels of {len(pages)} pages are labels of {po}')

main()

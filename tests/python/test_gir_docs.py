# test_gir_docs.py: every callable of Wy-1.0 is documented in the API reference (gi-docgen
# reads the GIR's <doc> elements, which only a gtk-doc block `/** name: ... */` gives; a
# plain comment in a header leaves the page empty).
# - every function, method and constructor (skipped ones too: C callers read the reference)
#   has a doc, each of its parameters (the instance parameter too) has one, and so has its
#   return value unless it returns nothing;
# - every callback type (WyProgressFunc ...) likewise;
# - every enumeration and flags type has a doc, and so has each of its members;
# - every record, class and union has a doc, and so has each of its public fields (a field
#   the GIR marks private="1", from /*< private >*/, or introspectable="0" is skipped: the
#   reference does not list it);
# - every constant (a #define WY_...) and every alias (typedef) has a doc;
# - no doc (of anything) begins with a word and a colon ("gamma:i=1 ...", "msd_fib: ...",
#   "UpMark: ..."): gi-docgen's Markdown reads such a first line as metadata and leaves it
#   off the page.
# Usage: python3 test_gir_docs.py path/to/Wy-1.0.gir
import re
import sys
import xml.etree.ElementTree as ET

CORE = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
TAGS = ("function", "method", "constructor", "callback")
ENUMS = ("enumeration", "bitfield")
TYPES = ("record", "class", "union")
LEAVES = ("constant", "alias")
INNER = ("parameter", "instance-parameter", "return-value", "member", "field")  # checked with their owner


def has_doc(node):
    doc = node.find(CORE + "doc")
    return doc is not None and (doc.text or "").strip() != ""


def lost_line(node):
    """Whether the doc of node begins as a line of Markdown metadata ("Key: value"), which
    the reference does not show."""
    doc = node.find(CORE + "doc")
    return doc is not None and re.match(r" {0,3}[A-Za-z0-9_-]+:", doc.text or "") is not None


def offences(node):
    """What node (a callable) lacks, as short phrases."""
    found = []
    if not has_doc(node):
        found.append("no doc")
    elif lost_line(node):
        found.append("its doc begins with a word and a colon")
    params = node.find(CORE + "parameters")
    for p in (params if params is not None else []):
        if p.tag in (CORE + "parameter", CORE + "instance-parameter") and not has_doc(p):
            found.append(f"@{p.get('name')} has no doc")
        elif lost_line(p):
            found.append(f"@{p.get('name')}'s doc begins with a word and a colon")
    ret = node.find(CORE + "return-value")
    if ret is not None:
        t = ret.find(CORE + "type")
        void = t is not None and t.get("name") == "none"
        if not void and not has_doc(ret):
            found.append("its return value has no doc")
        elif lost_line(ret):
            found.append("its return value's doc begins with a word and a colon")
    return found


def main(path):
    ns = ET.parse(path).getroot().find(CORE + "namespace")
    seen = {}  # name -> offences (a moved-to copy of a function counts once)
    for tag in TAGS:
        for node in ns.iter(CORE + tag):
            name = node.get(C + "identifier") or node.get(C + "type") or node.get("name")
            seen[name] = seen.get(name, []) + [o for o in offences(node)
                                               if o not in seen.get(name, [])]
    n_callables = len(seen)
    for tag in ENUMS:
        for node in ns.iter(CORE + tag):
            found = ([] if has_doc(node) else ["no doc"]) + (
                ["its doc begins with a word and a colon"] if lost_line(node) else [])
            found += [f"{m.get(C + 'identifier')} has no doc"
                      for m in node.iter(CORE + "member") if not has_doc(m)]
            found += [f"{m.get(C + 'identifier')}'s doc begins with a word and a colon"
                      for m in node.iter(CORE + "member") if lost_line(m)]
            seen[node.get(C + "type")] = found
    n_enums = len(seen) - n_callables
    for tag in TYPES:
        for node in ns.iter(CORE + tag):
            found = ([] if has_doc(node) else ["no doc"]) + (
                ["its doc begins with a word and a colon"] if lost_line(node) else [])
            fields = [f for f in node.findall(CORE + "field")
                      if f.get("private") != "1" and f.get("introspectable") != "0"]
            found += [f"field {f.get('name')} has no doc" for f in fields if not has_doc(f)]
            found += [f"field {f.get('name')}'s doc begins with a word and a colon"
                      for f in fields if lost_line(f)]
            seen[f"{node.get(C + 'type') or node.get('name')} ({tag})"] = found
    for tag in LEAVES:
        for node in ns.iter(CORE + tag):
            found = ([] if has_doc(node) else ["no doc"]) + (
                ["its doc begins with a word and a colon"] if lost_line(node) else [])
            seen[f"{node.get(C + 'identifier') or node.get(C + 'type')} ({tag})"] = found
    n_types = len(seen) - n_callables - n_enums
    for node in ns.iter():  # anything else documented (none so far)
        if node.tag not in (CORE + t for t in TAGS + ENUMS + TYPES + LEAVES + INNER) \
                and lost_line(node):
            name = node.get(C + "identifier") or node.get(C + "type") or node.get("name")
            seen[f"{name} ({node.tag.replace(CORE, '')})"] = ["its doc begins with a word and a colon"]
    bad = {name: what for name, what in seen.items() if what}
    print(f"{n_callables} callables, {n_enums} enumerations and {n_types} records, "
          f"constants and aliases in {path}; "
          f"{len(bad)} not fully documented")
    for name in sorted(bad):
        print(f"{name}: {', '.join(bad[name])}")
    if not seen:
        print("no callables in", path)
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

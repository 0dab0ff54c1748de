# test_gir_docs.py: every callable of Wy-1.0 is documented in the API reference (gi-docgen
# reads the GIR's <doc> elements, which only a gtk-doc block `/** name: ... */` gives; a
# plain comment in a header leaves the page empty).
# - every function, method and constructor (skipped ones too: C callers read the reference)
#   has a doc, each of its parameters (the instance parameter too) has one, and so has its
#   return value unless it returns nothing;
# - every callback type (WyProgressFunc ...) likewise;
# - every enumeration and flags type has a doc, and so has each of its members.
# Usage: python3 test_gir_docs.py path/to/Wy-1.0.gir
import sys
import xml.etree.ElementTree as ET

CORE = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
TAGS = ("function", "method", "constructor", "callback")
ENUMS = ("enumeration", "bitfield")


def has_doc(node):
    doc = node.find(CORE + "doc")
    return doc is not None and (doc.text or "").strip() != ""


def offences(node):
    """What node (a callable) lacks, as short phrases."""
    found = []
    if not has_doc(node):
        found.append("no doc")
    params = node.find(CORE + "parameters")
    for p in (params if params is not None else []):
        if p.tag in (CORE + "parameter", CORE + "instance-parameter") and not has_doc(p):
            found.append(f"@{p.get('name')} has no doc")
    ret = node.find(CORE + "return-value")
    if ret is not None:
        t = ret.find(CORE + "type")
        void = t is not None and t.get("name") == "none"
        if not void and not has_doc(ret):
            found.append("its return value has no doc")
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
            found = [] if has_doc(node) else ["no doc"]
            found += [f"{m.get(C + 'identifier')} has no doc"
                      for m in node.iter(CORE + "member") if not has_doc(m)]
            seen[node.get(C + "type")] = found
    bad = {name: what for name, what in seen.items() if what}
    print(f"{n_callables} callables and {len(seen) - n_callables} enumerations in {path}; "
          f"{len(bad)} not fully documented")
    for name in sorted(bad):
        print(f"{name}: {', '.join(bad[name])}")
    if not seen:
        print("no callables in", path)
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

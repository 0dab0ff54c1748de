# test_gir.py: the C API and Wy-1.0 are the same API.
# - every function the installed headers export (WY_AVAILABLE_IN_ALL) is in Wy-1.0.gir,
#   a GType getter as the get-type of its type;
#   (but the C_ONLY ones, whose binding forms are);
# - every callable in the GIR is introspectable (none marked introspectable="0"), except a
#   C form that an introspectable variant shadows (rename-to) and nothing else;
# - the lifetime functions (free, ref, unref, copy) are (skip): bindings manage lifetimes, and a
#   free called from Python would free twice; every other callable is introspectable;
# - none takes or returns a structure by value (PyGObject cannot pass one: such a function
#   needs a variant with pointers);
# - each is callable from Python: Wy-1.0.typelib gives it under its GIR name (a function of
#   Wy, or a method or constructor of its type).
# Usage: python3 test_gir.py path/to/Wy-1.0.gir HEADER...   (meson passes the installed headers)
import re
import sys
import xml.etree.ElementTree as ET

CORE = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
GLIB = "{http://www.gtk.org/introspection/glib/1.0}"
TAGS = ("function", "method", "constructor")
TYPES = ("record", "class", "enumeration", "bitfield", "union", "interface")
# C-only functions the scanner does not see (a structure returned by value), each with
# the function bindings call instead, which must be in the GIR.
C_ONLY = {"wy_period_find": "wy_strip_row_period",
          # on the stack, without a reference to the board: bindings take the constructor
          "wy_ppos_iter_init": "wy_ppos_iter_new"}
LIFETIME = ("free", "ref", "unref", "copy")


def is_lifetime(node):
    return node.tag == CORE + "method" and node.get("name") in LIFETIME


def exported(headers):
    """The function names each header declares after WY_AVAILABLE_IN_ALL."""
    names = set()
    for path in headers:
        text = re.sub(r"/\*.*?\*/", " ", open(path).read(), flags=re.S)
        for decl in re.findall(r"WY_AVAILABLE_IN_ALL\s+([^;]*?\))\s*(?:G_GNUC_\w+\s*)*;", text):
            name = re.search(r"(\w+)\s*\((?!\s*\*)", decl)
            if name:
                names.add(name.group(1))
    return names


def by_value(node, records):
    """The parameters (or return value) of node whose type is a structure passed by value."""
    found = []
    for holder in [node.find(CORE + "return-value")] + list(node.iter(CORE + "parameter")):
        if holder is None:
            continue
        t = holder.find(CORE + "type")  # a direct type, not an array's element type
        if t is not None and t.get("name") in records and "*" not in (t.get(C + "type") or "*"):
            found.append(holder.get("name") or "return value")
    return found


def main(path, headers):
    root = ET.parse(path).getroot()
    ns = root.find(CORE + "namespace")
    records = {r.get("name") for r in ns.iter(CORE + "record")}
    get_types = {t.get(GLIB + "get-type") for tag in TYPES for t in ns.iter(CORE + tag)}
    callables = {}  # C identifier -> (GIR node, owner type name or None)
    for child in ns:
        owner = child.get("name") if child.tag in (CORE + t for t in TYPES) else None
        for tag in TAGS:
            for node in (child.iter(CORE + tag) if owner else
                         [child] if child.tag == CORE + tag else []):
                callables[node.get(C + "identifier")] = (node, owner)
    shadows = {node.get("name") for node, _ in callables.values()
               if node.get("shadows") and node.get("introspectable") != "0"}
    problems = []
    missing = sorted(exported(headers) - set(callables) - get_types - set(C_ONLY))
    missing += [f"{c} (the binding form of {c_only})" for c_only, c in C_ONLY.items()
                if c not in callables]
    if missing:
        problems.append("exported but not in the GIR: " + ", ".join(missing))
    shadowed = []
    for ident, (node, owner) in sorted(callables.items()):
        if node.get("shadowed-by"):
            if node.get("shadowed-by") not in shadows:
                problems.append(f"{ident} is shadowed by {node.get('shadowed-by')}, which is not "
                                "an introspectable variant")
            shadowed.append(ident)
            continue
        if is_lifetime(node):
            if node.get("introspectable") != "0":
                problems.append(f"{ident} is visible to bindings: mark it (skip)")
            continue
        if node.get("introspectable") == "0" and ident not in C_ONLY:
            problems.append(f"{ident} is not introspectable")
        for name in by_value(node, records):
            problems.append(f"{ident}: {name} is a structure passed by value")
    calls = callable_from_python(callables, problems)
    print(f"{len(exported(headers))} exported functions; {len(callables)} callables in the GIR, "
          f"{calls} resolved from Python; C forms shadowed by a variant: {', '.join(shadowed)}")
    if problems:
        print("\n".join(problems))
        return 1
    if not callables:
        print("no callables in", path)
        return 1
    return 0


def callable_from_python(callables, problems):
    import gi
    gi.require_version("Wy", "1.0")
    from gi.repository import Wy
    n = 0
    for ident, (node, owner) in callables.items():
        if node.get("shadowed-by") or is_lifetime(node) or ident in C_ONLY:
            continue
        target = Wy if owner is None else getattr(Wy, owner, None)
        name = node.get("shadows") or node.get("name")  # a variant takes the name it shadows
        if target is None or not callable(getattr(target, name, None)):
            problems.append(f"{ident}: Wy.{owner + '.' if owner else ''}{name} is not callable "
                            "from Python")
        else:
            n += 1
    return n


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))

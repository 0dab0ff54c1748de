# test_gir.py: the C API and Wy-1.0 are the same API, with one face (docs/api.md).
# - every function the installed headers export (WY_AVAILABLE_IN_ALL) is in Wy-1.0.gir,
#   a GType getter as the get-type of its type;
#   (but the C_ONLY ones, whose binding forms are);
# - every callable in the GIR is introspectable (none marked introspectable="0"), except the
#   C_ONLY ones;
# - the lifetime functions (free, ref, unref, copy) are (skip): bindings manage lifetimes, and a
#   free called from Python would free twice;
# - no twins: no callable shadows another or is shadowed (rename-to), so each is called from
#   a binding by its own name;
# - one way into solving: wy_solve and its async pair are the only functions that give a
#   WySolution, the only wy_solve* functions besides the size question, what the async
#   pair's refusal allows and the process's time budget; WySolution forwards nothing to its
#   board (no method of both, but the solution's own game and its lifetime);
# - none takes or returns a structure by value (PyGObject cannot pass one);
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
# The lifetimes bindings manage themselves: skipped for them.
LIFETIME = ("copy", "free", "ref", "unref")
# C-only functions the scanner does not see, each with the function bindings call instead,
# which must be in the GIR.
C_ONLY = {# on the stack, without a reference to the board: bindings take the constructor
          "wy_ppos_iter_init": "wy_ppos_iter_new"}
# The solve functions: the one entry, its async pair (and the side its refusal allows), the size
# question, the process's budget.
SOLVE = {"wy_solve", "wy_solve_async", "wy_solve_finish", "wy_solve_max_side",
         "wy_solve_set_time_budget", "wy_solve_get_time_budget",
         # what a refusal of the async pair allows (the query's wy_query_get_allowed_size)
         "wy_solve_get_allowed_size"}
SOLUTION_GIVERS = {"wy_solve", "wy_solve_finish"}
# What a solution and its board both have without one forwarding to the other.
SOLUTION_OWN = {"get_game", "ref", "unref"}


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
    problems = []
    missing = sorted(exported(headers) - set(callables) - get_types - set(C_ONLY))
    missing += [f"{c} (the binding form of {c_only})" for c_only, c in C_ONLY.items()
                if c not in callables]
    if missing:
        problems.append("exported but not in the GIR: " + ", ".join(missing))
    for ident, (node, owner) in sorted(callables.items()):
        for twin in ("shadows", "shadowed-by"):
            if node.get(twin):
                problems.append(f"{ident} {twin} {node.get(twin)}: a twin (rename-to); annotate "
                                "the original instead")
        if is_lifetime(node):
            if node.get("introspectable") != "0":
                problems.append(f"{ident} is visible to bindings: mark it (skip)")
            continue
        if node.get("introspectable") == "0" and ident not in C_ONLY:
            problems.append(f"{ident} is not introspectable")
        for name in by_value(node, records):
            problems.append(f"{ident}: {name} is a structure passed by value")
    problems += one_entry(ns, callables)
    problems += [f"{path}: a (rename-to) annotation" for path in headers
                 if "(rename-to" in open(path).read()]
    calls = callable_from_python(callables, problems)
    print(f"{len(exported(headers))} exported functions; {len(callables)} callables in the GIR, "
          f"{calls} resolved from Python")
    if problems:
        print("\n".join(problems))
        return 1
    if not callables:
        print("no callables in", path)
        return 1
    return 0


def one_entry(ns, callables):
    """One way into solving (docs/api.md): the problems, if any."""
    problems = []
    solve = {ident for ident, (node, owner) in callables.items()
             if owner is None and ident.startswith("wy_solve")}
    if solve != SOLVE:
        problems.append(f"the solve functions are {sorted(solve)}, not {sorted(SOLVE)}")
    givers = set()
    for ident, (node, owner) in callables.items():
        ret = node.find(CORE + "return-value")
        t = ret.find(CORE + "type") if ret is not None else None
        if owner is None and t is not None and t.get("name") == "Solution":
            givers.add(ident)
    if givers != SOLUTION_GIVERS:
        problems.append(f"the functions that give a Solution are {sorted(givers)}, not "
                        f"{sorted(SOLUTION_GIVERS)}")
    methods = {}
    for record in ns.iter(CORE + "record"):
        methods[record.get("name")] = {m.get("name") for m in record.iter(CORE + "method")}
    forwarders = methods.get("Solution", set()) & methods.get("Board", set()) - SOLUTION_OWN
    if forwarders:
        problems.append("WySolution forwards to its board: " + ", ".join(sorted(forwarders)))
    return problems


def callable_from_python(callables, problems):
    import gi
    gi.require_version("Wy", "1.0")
    from gi.repository import Wy
    n = 0
    for ident, (node, owner) in callables.items():
        if node.get("introspectable") == "0":
            continue
        target = Wy if owner is None else getattr(Wy, owner, None)
        name = node.get("name")
        if target is None or not callable(getattr(target, name, None)):
            problems.append(f"{ident}: Wy.{owner + '.' if owner else ''}{name} is not callable "
                            "from Python")
        else:
            n += 1
    return n


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))

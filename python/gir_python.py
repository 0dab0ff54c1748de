"""gir_python.py: from Wy-1.0.gir, at build time, the two files Python reads beside the typelib:

- wy_gir_docs.py: DOCS, the GIR's documentation of every type and callable, keyed
  "Game.parse" or "solve" (the override module gi/overrides/Wy.py shows it in help());
- Wy.pyi: a type stub of the binding for editors and type checkers (the names, the
  parameters as Python passes them, out parameters returned in a tuple).

Usage: python3 gir_python.py Wy-1.0.gir wy_gir_docs.py Wy.pyi
"""
import keyword
import pprint
import sys
import xml.etree.ElementTree as ET

CORE = "{http://www.gtk.org/introspection/core/1.0}"
CALLABLES = ("function", "method", "constructor")
TYPES = ("record", "class", "enumeration", "bitfield", "union", "interface")
SCALARS = {
    "gboolean": "bool", "gchar": "int", "guchar": "int", "gint": "int", "guint": "int",
    "gint8": "int", "guint8": "int", "gint16": "int", "guint16": "int", "gint32": "int",
    "guint32": "int", "gint64": "int", "guint64": "int", "glong": "int", "gulong": "int",
    "gsize": "int", "gssize": "int", "gdouble": "float", "gfloat": "float", "utf8": "str",
    "filename": "str", "none": "None", "gpointer": "object", "GType": "GObject.GType",
}

# What gi/overrides/Wy.py puts in place of the GIR's callables.
OVERRIDES = {
    "solve": "def solve(game: Game, size: int | Query, needs: Optional[Needs] = None, "
             "cancellable: Optional[Gio.Cancellable] = None, *, "
             "region: Optional[tuple[int, ...]] "
             "= None, classes: Optional[int] = None, time_budget: Optional[float] = None, "
             "progress: Optional[Callable[[float], None]] = None) -> Solution: ...\n"
             "_T = TypeVar('_T')\n"
             "def call_interruptible(call: Callable[..., _T], progress: Optional[Callable[[float], "
             "None]] = None, cancellable: Optional[Gio.Cancellable] = None) -> _T: ...",
}


def python_name(name):
    """A name PyGObject gives a Python keyword: with an underscore after it."""
    return name + "_" if keyword.iskeyword(name) else name


def doc_of(node):
    doc = node.find(CORE + "doc")
    return doc.text.strip() if doc is not None and doc.text else ""


def py_type(holder):
    """The Python type of a parameter or return value."""
    if holder is None:
        return "None"
    array = holder.find(CORE + "array")
    if array is not None:
        if array.get("name") == "GLib.ByteArray":
            return "bytes"
        return f"list[{py_type(array)}]"
    t = holder.find(CORE + "type")
    if t is None:
        return "object"
    name = t.get("name") or "none"
    if name in ("GLib.List", "GLib.SList"):
        return f"list[{py_type(t)}]"
    return SCALARS.get(name, name)


def _hidden(params):
    """The parameters Python does not pass: a callback's destroy notify and an array's
    length. A callback's user_data stays: PyGObject takes it (None by default) and hands it
    to the callback after its own arguments."""
    hidden = {params[int(p.get("destroy"))] for p in params
              if p.get("destroy") is not None and int(p.get("destroy")) < len(params)}
    for p in params:
        arr = p.find(CORE + "array")
        if arr is not None and arr.get("length") is not None:
            hidden.add(params[int(arr.get("length"))])
    return hidden


def _in_args(params, hidden):
    """The stub's text of each parameter Python passes, as PyGObject 3.42 takes them: the
    trailing nullable ones and a user_data may be left out (= None); a user_data that is
    the last is variadic (*user_data: every extra argument goes to the callback)."""
    data = {params[int(p.get("closure"))] for p in params
            if p.get("scope") is not None and p.get("closure") is not None
            and int(p.get("closure")) < len(params)}
    shown = [p for p in params if p not in hidden and p.get("direction") != "out"]
    args, defaults = [], True
    for i, p in reversed(list(enumerate(shown))):
        name = python_name(p.get("name"))
        if p in data:
            args.insert(0, f"*{name}: object" if i == len(shown) - 1 and defaults
                        else f"{name}: object" + (" = None" if defaults else ""))
            continue
        t = py_type(p)
        nullable = p.get("nullable") == "1" or p.get("allow-none") == "1"
        defaults = defaults and nullable
        args.insert(0, f"{name}: Optional[{t}]" if nullable else f"{name}: {t}")
        if defaults:
            args[0] += " = None"
    return args


def signature(node, in_class):
    """A stub line for one callable."""
    params = list(node.iter(CORE + "parameter"))
    ret = node.find(CORE + "return-value")
    ret_type = py_type(ret)
    if ret is not None and ret.get("nullable") == "1" and ret_type != "None":
        ret_type = f"Optional[{ret_type}]"
    hidden = _hidden(params)
    args = _in_args(params, hidden)
    outs = [py_type(p) for p in params if p not in hidden and p.get("direction") == "out"]
    if node.find(CORE + "parameters/" + CORE + "instance-parameter") is not None:
        args.insert(0, "self")
    elif in_class:
        args.insert(0, "cls")
    if outs:
        results = ([ret_type] if ret_type != "None" else []) + outs
        ret_type = results[0] if len(results) == 1 else f"tuple[{', '.join(results)}]"
    name = python_name(node.get("shadows") or node.get("name"))
    return f"def {name}({', '.join(args)}) -> {ret_type}: ..."


def main(gir, docs_out, stub_out):
    ns = ET.parse(gir).getroot().find(CORE + "namespace")
    docs, lines = {}, ["# Wy-1.0, generated from the GIR by python/gir_python.py: do not edit.",
                       "from typing import Callable, Optional, TypeVar", "from gi.repository import GLib, GObject, Gio",
                       ""]
    for child in ns:
        tag = child.tag.replace(CORE, "")
        name = child.get("name")
        if child.get("introspectable") == "0" or name is None:
            continue
        if tag in CALLABLES:
            if child.get("shadowed-by"):
                continue
            name = child.get("shadows") or name
            docs[name] = doc_of(child)
            lines.append(OVERRIDES.get(name) or signature(child, False))
        elif tag == "callback":
            lines.append(f"{name} = Callable[..., None]")
        elif tag == "constant":
            lines.append(f"{name}: {py_type(child)}")
        elif tag in TYPES:
            docs[name] = doc_of(child)
            base = {"enumeration": "GObject.GEnum", "bitfield": "GObject.GFlags"}.get(tag, "object")
            lines += ["", f"class {name}({base}):"]
            body = []
            for member in child.findall(CORE + "member"):
                body.append(f"    {member.get('name').upper()}: {name}")
            methods = {n.get("name") for sub in CALLABLES for n in child.findall(CORE + sub)}
            for field in child.findall(CORE + "field"):
                # a method of the same name hides the field in Python (PaperItem.caption)
                if (field.get("private") != "1" and field.get("name")
                        and field.get("name") not in methods):
                    body.append(f"    {python_name(field.get('name'))}: {py_type(field)}")
            for sub in CALLABLES:
                for node in child.findall(CORE + sub):
                    if node.get("introspectable") == "0" or node.get("shadowed-by"):
                        continue
                    docs[f"{name}.{node.get('shadows') or node.get('name')}"] = doc_of(node)
                    if sub != "method":
                        body.append("    @classmethod")
                    body.append("    " + signature(node, sub != "method"))
            lines += body or ["    ..."]
    with open(docs_out, "w") as f:
        f.write("# The documentation of Wy-1.0, generated from the GIR by python/gir_python.py.\n")
        f.write("DOCS = " + pprint.pformat({k: v for k, v in docs.items() if v}, width=100) + "\n")
    with open(stub_out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(*sys.argv[1:4])

# test_gir.py: every callable in Wy-1.0.gir is introspectable (none marked introspectable="0"),
# except a C form that an introspectable variant shadows (shadowed-by, the variant's rename-to).
# Usage: python3 test_gir.py path/to/Wy-1.0.gir
import sys
import xml.etree.ElementTree as ET

CORE = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"


def main(path):
    root = ET.parse(path).getroot()
    bad, shadowed, n = [], [], 0
    tags = ("function", "method", "constructor", "callback", "virtual-method")
    shadows = set()
    for tag in tags:
        for node in root.iter(CORE + tag):
            if node.get("shadows") and node.get("introspectable") != "0":
                shadows.add(node.get("name"))
    for tag in tags:
        for node in root.iter(CORE + tag):
            n += 1
            if node.get("introspectable") != "0":
                continue
            name = node.get(C + "identifier") or node.get("name")
            if node.get("shadowed-by") in shadows:
                shadowed.append(name)
            else:
                bad.append(name)
    if shadowed:
        print("shadowed by an introspectable variant:", ", ".join(sorted(shadowed)))
    if bad:
        print("not introspectable:", ", ".join(sorted(bad)))
        return 1
    if n == 0:
        print("no callables in", path)
        return 1
    print(f"{n} callables, all introspectable")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

# test_install.py: `meson install` of the build tree into a temporary directory (--destdir),
# then the system Python imports Wy-1.0 and wythoff_sweep with only that prefix's paths set
# (none of the build tree's), solves a board and finds the library it loaded in the prefix.
# Usage: python3 test_install.py MESON BUILD_DIR   (meson test sets both: suite python)
import glob
import os
import subprocess
import sys
import tempfile

CHECK = r"""
import gi
gi.require_version("Wy", "1.0")
from gi.repository import Wy
import wythoff_sweep
import wythoff_numpy
import wythoff                      # the package and the override module, installed beside
assert repr(Wy.Game.parse("wyt:b=2,a=1")) == "Wy.Game.parse('wyt:a=1,b=2')"
game = Wy.Game.parse("wyt:a=1,b=2")
solution = Wy.solve(game, Wy.Query.new(64, Wy.Needs.STEPS))
assert game.to_string() == "wyt:a=1,b=2"
assert solution.get_board().get_steps().get_size() == 64 * 64 * 4
assert wythoff_numpy.steps(solution).shape == (64, 64)
assert wythoff_sweep.sweep("wyt:a={1,2},b=2", "n-ppos", size=30)[1]["ppos"] == 11
maps = open("/proc/self/maps").read()
print([l.split()[-1] for l in maps.splitlines() if "libwythoff-1" in l][0])
print(wythoff_sweep.__file__)
"""


def one(pattern, root):
    found = glob.glob(os.path.join(root, "**", pattern), recursive=True)
    if len(found) != 1:
        sys.exit(f"expected one {pattern} under {root}, found {found}")
    return os.path.dirname(found[0])


def main(meson, build):
    with tempfile.TemporaryDirectory(prefix="wy-install-") as dest:
        done = subprocess.run([meson, "install", "-C", build, "--destdir", dest, "--no-rebuild",
                               "--quiet"], capture_output=True, text=True)
        if done.returncode != 0:
            sys.stderr.write(done.stdout + done.stderr)
            return 1
        typelib = one("Wy-1.0.typelib", dest)
        lib = one("libwythoff-1.so.1", dest)
        pydir = one("wythoff_sweep.py", dest)
        if one("wythoff_numpy.py", dest) != pydir:
            sys.exit("wythoff_numpy.py is not installed beside wythoff_sweep.py")
        for header in ("wythoff.h", "wy-solution.h"):
            one(header, dest)
        one("wythoff-1.pc", dest)
        env = {k: v for k, v in os.environ.items()
               if k not in ("GI_TYPELIB_PATH", "LD_LIBRARY_PATH", "PYTHONPATH", "WYTHOFF")}
        env.update(GI_TYPELIB_PATH=typelib, LD_LIBRARY_PATH=lib, PYTHONPATH=pydir)
        done = subprocess.run(["/usr/bin/python3", "-c", CHECK], env=env, capture_output=True,
                              text=True, cwd=dest)
        if done.returncode != 0:
            sys.stderr.write(done.stderr)
            return 1
        loaded, module = done.stdout.split()
        print(f"loaded {loaded} and {module}")
        if not (os.path.realpath(loaded).startswith(os.path.realpath(dest))
                and os.path.realpath(module).startswith(os.path.realpath(dest))):
            print("the library or the module came from outside the prefix")
            return 1
        return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

# test_pip_install.py: what docs/python.md tells a researcher to do, offline: a virtual
# environment that sees the system's gi and numpy (`python3 -m venv --system-site-packages`),
# `pip install --no-build-isolation --no-index .` of a copy of the source tree (meson-python
# builds the library, the typelib and the Python layer, pyproject.toml), then, from another
# folder and with none of the build tree's variables, `import wythoff`, a solve, a numpy view,
# a sweep, the library loaded from the environment, and the game library installed with it
# (from Python and from the environment's wythoff); then docs/python.md's `pip wheel` in the
# same build folder, which compiles nothing again (it compiled everything again, some 100 s,
# while pyproject.toml set a buildtype beside meson-python's own optimization). About a minute
# and a half on two cores for the build (no window, no tests built).
# Usage: python3 test_pip_install.py SOURCE_DIR
import os
import shutil
import subprocess
import sys
import tempfile
import time

CHECK = r"""
import wythoff
from wythoff import Wy
game = Wy.Game.parse("wyt:a=1,b=2")
solution = Wy.solve(game, 64, Wy.Needs.STEPS)
assert wythoff.steps(solution).shape == (64, 64)
import wythoff_sweep
assert wythoff_sweep.sweep("wyt:a={1,2},b=2", "n-ppos", size=30)[1]["ppos"] == 11
assert "sorted by y then x" in Wy.Board.get_ppos_pairs.__doc__   # help() from the GIR
# the game library installed with it (docs/python.md's example), not the compiled-in folder
assert Wy.Game.new_from_text("fraenkel-2") == Wy.Game.parse("fraenkel:a=2")
assert "fraenkel-2" in [f.get_name() for f in Wy.library_list()]
maps = open("/proc/self/maps").read()
print([l.split()[-1] for l in maps.splitlines() if "libwythoff-1" in l][0])
print(wythoff.__file__)
"""

GAMES = r"""
import os, wythoff
games = os.environ["WY_GAMES_DIR"]
assert os.path.realpath(games) == os.path.join(os.path.realpath(os.path.dirname(wythoff.__file__)), "games"), games
print(games)
"""

IGNORE = shutil.ignore_patterns(".git", "_build*", "__pycache__", ".mesonpy*")


def run(args, **kw):
    done = subprocess.run(args, capture_output=True, text=True, **kw)
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-4000:] + done.stderr[-4000:])
        sys.exit(f"failed: {' '.join(args)}")
    return done.stdout


def compiled(build):
    """The objects ninja has compiled in build, as its log names them."""
    with open(os.path.join(build, ".ninja_log")) as log:
        return sum(1 for line in log if line.rstrip().endswith(".o"))


def main(source):
    with tempfile.TemporaryDirectory(prefix="wy-pip-") as tmp:
        clone, venv = os.path.join(tmp, "clone"), os.path.join(tmp, "venv")
        shutil.copytree(source, clone, ignore=IGNORE)
        run(["/usr/bin/python3", "-m", "venv", "--system-site-packages", venv])
        python = os.path.join(venv, "bin", "python")
        env = {k: v for k, v in os.environ.items()
               if k not in ("GI_TYPELIB_PATH", "LD_LIBRARY_PATH", "PYTHONPATH", "WYTHOFF",
                            "WY_GAMES_DIR")}
        env["PIP_CACHE_DIR"] = os.path.join(tmp, "pip-cache")
        start = time.monotonic()
        run([python, "-m", "pip", "install", "--no-build-isolation", "--no-index", "--quiet",
             "--config-settings", f"builddir={os.path.join(tmp, 'build')}", clone], env=env)
        print(f"pip install: {time.monotonic() - start:.0f} s")
        loaded, module = run([python, "-c", CHECK], env=env, cwd=tmp).split()
        print(f"loaded {loaded} and {module}")
        for path in (loaded, module):
            if not os.path.realpath(path).startswith(os.path.realpath(venv)):
                sys.exit(f"{path} is not from the virtual environment")
        print(f"WY_GAMES_DIR in the environment: {run([python, '-c', GAMES], env=env, cwd=tmp).strip()}")
        # the command line tool comes along, and finds the game library installed with it
        wythoff = os.path.join(venv, "bin", "wythoff")
        run([wythoff, "ppos", "wythoff", "--size", "10"], env=env, cwd=tmp)
        if "fraenkel-2 " not in run([wythoff, "library", "list"], env=env, cwd=tmp):
            sys.exit("wythoff library list in the environment does not name fraenkel-2")
        run([wythoff, "ppos", "fraenkel-2", "--size", "10"], env=env, cwd=tmp)
        # docs/python.md's wheel, offline (numpy comes from the system: --no-deps)
        build = os.path.join(tmp, "build")
        before = compiled(build)
        start = time.monotonic()
        run([python, "-m", "pip", "wheel", "--no-build-isolation", "--no-index", "--no-deps",
             "--quiet", "--wheel-dir", os.path.join(tmp, "wheels"),
             "--config-settings", f"builddir={os.path.join(tmp, 'build')}", clone], env=env)
        wheels = os.listdir(os.path.join(tmp, "wheels"))
        print(f"pip wheel: {wheels} in {time.monotonic() - start:.0f} s")
        if len(wheels) != 1 or not wheels[0].startswith("wythoff_lattice-"):
            sys.exit(f"pip wheel made {wheels}")
        again = compiled(build) - before
        if again > 0:
            sys.exit(f"pip wheel compiled {again} objects again in the build folder of pip install")
        return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

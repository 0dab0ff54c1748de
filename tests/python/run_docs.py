# run_docs.py: every ```python snippet of a page (docs/python.md), in order, as one script run
# by /usr/bin/python3 from the page's folder with the variables the page gives for the build
# tree (GI_TYPELIB_PATH, LD_LIBRARY_PATH, PYTHONPATH), as a reader who pastes them would;
# a snippet preceded by "<!-- not run: why -->" is skipped (it needs a cluster). Fails if the
# script fails. Usage: python3 run_docs.py PAGE SOURCE_DIR BUILD_DIR   (meson test: python-docs)
import os
import re
import signal
import subprocess
import sys
import tempfile

BLOCK = re.compile(r"(<!-- not run: [^>]*-->\n)?```python\n(.*?)```", re.S)

# Within the test's timeout (300 s; the page runs in about 25 s), so that what the snippets
# printed reaches the log.
TIMEOUT = 240


def run_alone(argv, cwd, env, tmp):
    """argv in a process group of its own, its output into files, within TIMEOUT. The
    worker processes of the page's Dask cluster import the script again: a snippet that
    fails fails in each of them as it starts, and the cluster waits for them for ever (the
    log shows that snippet's traceback); the group is killed, workers and all."""
    with open(os.path.join(tmp, "out"), "w+") as out, open(os.path.join(tmp, "err"), "w+") as err:
        child = subprocess.Popen(argv, cwd=cwd, env=env, stdout=out, stderr=err,
                                 start_new_session=True)
        try:
            returncode = child.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            returncode = None
        try:
            os.killpg(child.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        child.wait()
        out.seek(0)
        err.seek(0)
        text = err.read()
        if returncode is None:
            text += f"\nthe snippets did not finish in {TIMEOUT} s (see the first traceback above)\n"
            returncode = 1
        return returncode, out.read(), text


def main(page, source, build):
    text = open(page).read()
    blocks = [(skip, code) for skip, code in BLOCK.findall(text)]
    run = [code for skip, code in blocks if not skip]
    if not run:
        sys.exit(f"no python snippets in {page}")
    core = os.path.join(build, "src", "core")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "WYTHOFF")}
    env.update(GI_TYPELIB_PATH=core, LD_LIBRARY_PATH=core, MPLBACKEND="Agg",
               PYTHONPATH=os.path.join(source, "python") + ":" + os.path.join(build, "python"))
    with tempfile.TemporaryDirectory(prefix="wy-docs-") as tmp:
        script = os.path.join(tmp, "snippets.py")
        with open(script, "w") as f:
            f.write("\n".join(run))
        env["MPLCONFIGDIR"] = os.path.join(tmp, "mpl")
        returncode, out, err = run_alone(["/usr/bin/python3", script], os.path.dirname(page),
                                         env, tmp)
    if returncode != 0:
        sys.stderr.write(out[-3000:] + err[-6000:])
        return 1
    print(f"{page}: {len(run)} snippets ran, {len(blocks) - len(run)} marked not run")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))

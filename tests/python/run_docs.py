# run_docs.py: every ```python snippet of a page (docs/python.md), in order, as one script run
# by /usr/bin/python3 from the page's folder with the variables the page gives for the build
# tree (GI_TYPELIB_PATH, LD_LIBRARY_PATH, PYTHONPATH), as a reader who pastes them would;
# a snippet preceded by "<!-- not run: why -->" is skipped (it needs a cluster). Fails if the
# script fails. Usage: python3 run_docs.py PAGE SOURCE_DIR BUILD_DIR   (meson test: python-docs)
import os
import re
import subprocess
import sys
import tempfile

BLOCK = re.compile(r"(<!-- not run: [^>]*-->\n)?```python\n(.*?)```", re.S)


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
        done = subprocess.run(["/usr/bin/python3", script], cwd=os.path.dirname(page), env=env,
                              capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-3000:] + done.stderr[-6000:])
        return 1
    print(f"{page}: {len(run)} snippets ran, {len(blocks) - len(run)} marked not run")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))

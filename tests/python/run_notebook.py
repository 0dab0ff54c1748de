# run_notebook.py: execute a notebook (docs/wythoff.ipynb) with jupyter nbconvert, as its
# first cell tells a reader to: from its own folder (the kernel runs there), the executed copy
# written to a temporary directory, so that it cannot rot; fails if a cell raises. Run by
# meson (suite python) with GI_TYPELIB_PATH, LD_LIBRARY_PATH and PYTHONPATH set as
# docs/python.md says; the kernel is Debian's python3 kernel (python3-ipykernel), which runs
# /usr/bin/python3.
# Usage: python3 run_notebook.py NOTEBOOK
import os
import subprocess
import sys
import tempfile


def main(notebook):
    with tempfile.TemporaryDirectory(prefix="wy-notebook-") as tmp:
        env = dict(os.environ)
        # nothing of Jupyter's, IPython's or matplotlib's state outside the temporary directory
        for var, sub in (("JUPYTER_RUNTIME_DIR", "runtime"), ("JUPYTER_DATA_DIR", "data"),
                         ("IPYTHONDIR", "ipython"), ("MPLCONFIGDIR", "mpl")):
            env[var] = os.path.join(tmp, sub)
        env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
        env.pop("G_DEBUG", None)  # GLib warnings of the kernel's own libraries are not ours
        cmd = [sys.executable, "-m", "nbconvert", "--to", "notebook", "--execute",
               "--ExecutePreprocessor.timeout=120", "--ExecutePreprocessor.kernel_name=python3",
               "--output-dir", tmp, os.path.basename(notebook)]
        done = subprocess.run(cmd, env=env, capture_output=True, text=True,
                              cwd=os.path.dirname(os.path.abspath(notebook)))
        if done.returncode != 0:
            sys.stderr.write(done.stderr)
            return 1
        out = os.path.join(tmp, os.path.basename(notebook))
        import nbformat
        nb = nbformat.read(out, as_version=4)
        errors = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
                  if o.get("output_type") == "error"]
        images = sum(1 for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
                     if "image/png" in o.get("data", {}))
        if errors:
            print("errors:", [(e.ename, e.evalue) for e in errors])
            return 1
        print(f"{notebook}: {len(nb.cells)} cells executed, {images} figures")
        return 0 if images > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

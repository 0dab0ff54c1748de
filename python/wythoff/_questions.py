"""The questions of `wythoff sweep` and the columns of their rows, in the CLI's order: what
wythoff_sweep answers and wythoff.to_pandas lays out (here, so that neither imports the
other)."""

QUESTIONS = ("first-disagreement", "limit", "n-steps", "n-ppos")
COLUMNS = {
    "first-disagreement": ("rule", "size", "disagreements", "first_x", "first_y", "exact"),
    "limit": ("rule", "n", "x_n", "x_n_over_n", "perron_root", "limit"),
    "n-steps": ("rule", "size", "steps"),
    "n-ppos": ("rule", "size", "ppos"),
}

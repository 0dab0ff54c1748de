/* wy-paper-items.c: the seed papers' figures and tables, by name (PAPER:ITEM), and the text of the tables. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-paper-items.h"

/* The captions are marked for translation (N_): the window shows them in the
 * user's language, the command line as written here. */
#define FIG000(n, rule, side, caption) \
  { "000:fig" #n, WY_PAPER_ITEM_FIGURE, { { rule, 0 } }, side, "elimination", 0, FALSE, caption }
/* Figures 12-14: the paper crosses positions it treats non-standardly. */
#define FIG000X(n, rule, side, caption) \
  { "000:fig" #n, WY_PAPER_ITEM_FIGURE, { { rule, 0 } }, side, "formula", 0, FALSE, caption }

static const WyPaperItem items[] = {
  FIG000 (1, "nimpq:a=2,b=1,p=1,q=1", 23,
          N_("Paper 000, Figure 1: $NIM^{1,1}_{2,1}$ (a = 2, b = p = q = 1), Bouton-von Neumann "
             "elimination")),
  FIG000 (2, "nimpq:a=1,b=2,p=1,q=1", 23,
          N_("Paper 000, Figure 2: $NIM^{1,1}_{1,2}$ (a = p = q = 1, b = 2), Bouton-von Neumann "
             "elimination")),
  FIG000 (3, "nimpq:a=1,b=1,p=2,q=1", 23,
          N_("Paper 000, Figure 3: $NIM^{2,1}_{1,1}$ (a = b = q = 1, p = 2), Bouton-von Neumann "
             "elimination")),
  FIG000 (4, "nimpq:a=1,b=1,p=1,q=2", 23,
          N_("Paper 000, Figure 4: $NIM^{1,2}_{1,1}$ (a = b = p = 1, q = 2), Bouton-von Neumann "
             "elimination")),
  FIG000 (5, "nimpq:a=1,b=2,p=1,q=2", 23,
          N_("Paper 000, Figure 5: $NIM^{1,2}_{1,2}$ (a = p = 1, b = q = 2), Bouton-von Neumann "
             "elimination")),
  FIG000 (6, "nimpq:a=2,b=1,p=3,q=1", 23,
          N_("Paper 000, Figure 6: $NIM^{3,1}_{2,1}$ (a = 2, b = q = 1, p = 3), Bouton-von "
             "Neumann elimination")),
  FIG000 (7, "nimpq:a=2,b=3,p=2,q=1", 23,
          N_("Paper 000, Figure 7: $NIM^{2,1}_{2,3}$ (a = p = 2, b = 3, q = 1), Bouton-von "
             "Neumann elimination")),
  FIG000 (8, "nimpq:a=2,b=2,p=1,q=2", 23,
          N_("Paper 000, Figure 8: $NIM^{1,2}_{2,2}$ (a = b = q = 2, p = 1), Bouton-von Neumann "
             "elimination")),
  FIG000 (9, "nimpq:a=1,b=1,p=4,q=3", 23,
          N_("Paper 000, Figure 9: $NIM^{4,3}_{1,1}$ (a = b = 1, p = 4, q = 3), Bouton-von "
             "Neumann elimination")),
  FIG000 (10, "nimpq:a=1,b=1,p=3,q=5", 23,
          N_("Paper 000, Figure 10: $NIM^{3,5}_{1,1}$ (a = b = 1, p = 3, q = 5), Bouton-von "
             "Neumann elimination")),
  FIG000 (11, "nimpq:a=1,b=2,p=2,q=2", 23,
          N_("Paper 000, Figure 11: $NIM^{2,2}_{1,2}$ (a = 1, b = p = q = 2), Bouton-von Neumann "
             "elimination")),
  FIG000X (12, "nimpq:a=2,b=1,p=2,q=2", 23,
          N_("Paper 000, Figure 12: $NIM^{2,2}_{2,1}$ (a = p = q = 2, b = 1); the paper crosses "
             "positions it treats non-standardly: shown is the exact board, the paper's recursion "
             "overlaid")),
  FIG000X (13, "nimpq:a=2,b=2,p=2,q=2", 31,
          N_("Paper 000, Figure 13: $NIM^{2,2}_{2,2}$ (a = b = p = q = 2); the paper crosses "
             "positions it treats non-standardly: shown is the exact board, the paper's recursion "
             "overlaid")),
  FIG000X (14, "nimpq:a=2,b=2,p=3,q=3", 31,
          N_("Paper 000, Figure 14: $NIM^{3,3}_{2,2}$ (a = b = 2, p = q = 3); the paper crosses "
             "positions it treats non-standardly: shown is the exact board, the paper's recursion "
             "overlaid")),
  { "000:table1", WY_PAPER_ITEM_TABLE,
    { { "nimpq:a=2,b=1,p=1,q=1", 11 }, { "nimpq:a=1,b=1,p=2,q=1", 11 },
      { "nimpq:a=1,b=2,p=1,q=1", 11 }, { "nimpq:a=1,b=1,p=1,q=2", 11 } }, 0, NULL, 0, FALSE,
    N_("Paper 000, Table 1: one of a, b, p, q is 2, the remaining three equal 1") },
  { "000:table2", WY_PAPER_ITEM_TABLE,
    { { "nimpq:a=2,b=1,p=3,q=1", 18 }, { "nimpq:a=1,b=2,p=1,q=2", 18 } }, 0, NULL, 0, FALSE,
    N_("Paper 000, Table 2: $min(a, p) > 1$ or $min(b, q) > 1$") },
  { "000:table3", WY_PAPER_ITEM_TABLE,
    { { "nimpq:a=2,b=3,p=2,q=1", 10 }, { "nimpq:a=2,b=2,p=1,q=2", 10 } }, 0, NULL, 0, FALSE,
    N_("Paper 000, Table 3: $min(a, b, p) > 1$ or $min(a, b, q) > 1$") },
  { "000:table4", WY_PAPER_ITEM_TABLE,
    { { "nimpq:a=1,b=1,p=4,q=3", 28 }, { "nimpq:a=1,b=1,p=3,q=5", 29 } }, 0, NULL, 0, FALSE,
    N_("Paper 000, Table 4: $min(p, q) >> 1$ (the paper lists two rows of the last diagonal of "
    "$NIM^{3,5}_{1,1}$)") },
  { "000:table5", WY_PAPER_ITEM_TABLE,
    { { "nimpq:a=2,b=1,p=2,q=2", 14 }, { "nimpq:a=2,b=2,p=2,q=2", 12 },
      { "nimpq:a=1,b=2,p=2,q=2", 14 }, { "nimpq:a=2,b=2,p=3,q=3", 21 } }, 0, NULL, 0, FALSE,
    N_("Paper 000, Table 5: $min(a, p, q) > 1$ or $min(b, p, q) > 1$ (row n = 1 of "
    "$NIM^{3,3}_{2,2}$, (1, 1), lost in the paper's text, is restored)") },
  { "001:table1", WY_PAPER_ITEM_TABLE, { { "wyt:a=1,b=1", 10 }, { "wyt:a=2,b=1", 10 } },
    0, NULL, 0, FALSE, N_("Paper 001, Table 1: WYT(a, b) for (a, b) = (1, 1) and (2, 1)") },
  { "001:table2", WY_PAPER_ITEM_TABLE, { { "wyt:a=1,b=2", 10 }, { "wyt:a=2,b=3", 10 } },
    0, NULL, 0, FALSE, N_("Paper 001, Table 2: WYT(a, b) for (a, b) = (1, 2) and (2, 3)") },
  { "001:table3", WY_PAPER_ITEM_LIMITS, { { NULL, 0 } }, 0, NULL, 0, FALSE,
    N_("Paper 001, Table 3: $L(a, b) = \\lim x_n/n$ as printed, beside the Perron limit and "
    "$x_n/n$ at $n = 10^6$") },
  { "002:table1", WY_PAPER_ITEM_TABLE,
    { { "gamma:i=1,s=2,t=3", 15 }, { "gamma:i=1,s=2,t=4", 15 } }, 0, NULL, 0, TRUE,
    N_("Paper 002, Table 1: the P-generators $(A_n, B_n)$ of $\\Gamma_1$ for s = 2, t in $\\{3, 4\\}$") },
  { "004:mark", WY_PAPER_ITEM_TABLE, { { "mark:k=2", 72 } }, 24, "outcome", 0, FALSE,
    N_("Paper 004: Mark, $a_n$ (N) and $b_n = 2a_n$ (P): P are the dopey numbers") },
  { "004:mark-grundy", WY_PAPER_ITEM_FIGURE, { { "mark:k=2", 0 } }, 24, "grundy", 0, FALSE,
    N_("Paper 004: Mark's Sprague-Grundy values, 1 on vile-odious and 2 on vile-evil numbers") },
  { "004:misere-mark", WY_PAPER_ITEM_TABLE, { { "mark:k=2,play=misere", 24 } }, 24, "outcome",
    0, FALSE, N_("Paper 004: misere Mark, $b_0 = 1$, $b_n = 2a_n$: the powers of 2 swapped") },
  { "004:upmark", WY_PAPER_ITEM_TABLE, { { "upmark", 24 } }, 25, "outcome", 0, FALSE,
    N_("Paper 004: UpMark (halving rounds up; 1 is terminal), $b_0 = 1$, $b_n = 2a_n - 1$") },
  { "004:mark3", WY_PAPER_ITEM_TABLE, { { "mark:k=3", 24 } }, 24, "outcome", 0, FALSE,
    N_("Paper 004: Mark-3, $b_n = 3a_n$: P are the dopey numbers in base 3") },
  { "004:mark4", WY_PAPER_ITEM_TABLE, { { "mark:k=4", 24 } }, 24, "outcome", 0, FALSE,
    N_("Paper 004: Mark-4, $b_n = 4a_n$: P are the dopey numbers in base 4") },
};

/* Paper 001 Table 3, rows a = 0..5, columns b = 1..5. */
static const double printed_limits[6][5] = {
  { 1., 2., 3., 4., 5. },
  { 1.618, 3.080, 4.530, 5.978, 7.418 },
  { 1.414, 3.236, 4.296, 6.159, 7.180 },
  { 1.303, 2.613, 4.854, 5.616, 6.895 },
  { 1.236, 2.828, 3.752, 6.472, 7.016 },
  { 1.193, 2.404, 3.798, 4.847, 8.090 },
};

const WyPaperItem *
wy_paper_items (guint *n_items)
{
  *n_items = G_N_ELEMENTS (items);
  return items;
}

const WyPaperItem *
wy_paper_item_find (const char *id, GError **error)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (items); i++)
    if (strcmp (items[i].id, id) == 0)
      return &items[i];
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
               _("unknown paper item “%s”: items are named PAPER:ITEM such as 000:fig1 or "
                 "001:table3 (see wythoff figure --list)"), id);
  return NULL;
}

/* The catalogue's item of that id, or NULL (one a binding built empty). */
static const WyPaperItem *
known (const WyPaperItem *item)
{
  return item != NULL ? wy_paper_item_find (item->id, NULL) : NULL;
}

guint
wy_paper_item_n_games (const WyPaperItem *item)
{
  guint n = 0;

  if (!(item = known (item)))
    return 0;
  while (n < WY_PAPER_ITEM_MAX_GAMES && item->games[n].rule)
    n++;
  return n;
}

const char *
wy_paper_item_get_game (const WyPaperItem *item, guint game, guint *count)
{
  if (count)
    *count = 0;
  if (!(item = known (item)) || game >= wy_paper_item_n_games (item))
    return NULL;
  if (count)
    *count = item->games[game].count;
  return item->games[game].rule;
}

gboolean
wy_paper_item_has_figure (const WyPaperItem *item)
{
  return (item = known (item)) != NULL && item->size > 0;
}

gboolean
wy_paper_item_has_table (const WyPaperItem *item)
{
  return (item = known (item)) != NULL && item->kind != WY_PAPER_ITEM_FIGURE;
}

double
wy_paper_limit_printed (int a, int b)
{
  if (a < 0 || a > 5 || b < 1 || b > 5) /* out of the table: none printed, as documented */
    return 0;
  return printed_limits[a][b - 1];
}

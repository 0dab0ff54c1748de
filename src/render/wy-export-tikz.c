/* wy-export-tikz.c: a board as a standalone TikZ picture: grid, axes, P-positions, the step's lines, the selection, one path each. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-export-private.h"
#include "wy-notation.h"
#include "wy-render-private.h"

/* A grid on more cells than this is noise at print size: only the frame. */
#define TIKZ_GRID_MAX 100
/* The elimination and Grundy views shade cells in runs along the rows up to this side; the
 * Grundy view writes its values in the cells up to TIKZ_VALUES_MAX. */
#define TIKZ_SHADE_MAX 400
#define TIKZ_VALUES_MAX 30
/* The greys of the shading, in percent black: the first step or value 1 to the last. */
#define SHADE_LIGHT 8
#define SHADE_DARK 55
/* Room for the axis labels, in cells of the largest label count. */
#define LABEL_CELLS 2.0

typedef struct {
  GString             *out;
  const WyBoard       *board;
  const WyRenderOptions *r;
  guint                size, rows, step;
  gboolean             one_pile;
  double               above;  /* em above the board its keys take (a plane's label goes higher) */
} Tikz;

/* LaTeX special characters of a caption or rule string, escaped. */
static void
append_escaped (GString *out, const char *text)
{
  for (const char *p = text; *p; p++)
    switch (*p)
      {
      case '\\': g_string_append (out, "\\textbackslash{}"); break;
      case '{': case '}': case '_': case '%': case '&': case '#': case '$':
        g_string_append_printf (out, "\\%c", *p);
        break;
      case '^': g_string_append (out, "\\^{}"); break;
      case '~': g_string_append (out, "\\~{}"); break;
      /* OT1 text fonts print < and > as inverted marks */
      case '<': g_string_append (out, "\\textless{}"); break;
      case '>': g_string_append (out, "\\textgreater{}"); break;
      default: g_string_append_c (out, *p);
      }
}

/* The notation's symbols that text fonts lack, as math. */
static const char *
math_symbol (gunichar c)
{
  switch (c)
    {
    case 0x03b1: return "\\alpha ";
    case 0x03b4: return "\\delta ";
    case 0x03c6: return "\\varphi ";
    case 0x0393: return "\\Gamma ";
    case 0x221a: return "\\surd ";
    case 0x230a: return "\\lfloor ";
    case 0x230b: return "\\rfloor ";
    case 0x2264: return "\\leq ";
    case 0x2265: return "\\geq ";
    default: return NULL;
    }
}

/* The caption as LaTeX: text escaped; scripts and symbols in math mode, one $...$ for a run
 * of them, so that NIM^{p,q}_{a,b} reads NIM$^{p,q}_{a,b}$ as in the papers. */
typedef struct {
  GString  *out;
  gboolean  math;
} Latex;

static void
latex_mode (Latex *l, gboolean math)
{
  if (l->math != math)
    g_string_append_c (l->out, '$');
  l->math = math;
}

static void
caption_run (const char *text, WyScript script, gpointer data)
{
  Latex *l = data;

  if (script != WY_SCRIPT_NONE)
    {
      latex_mode (l, TRUE);
      g_string_append (l->out, script == WY_SCRIPT_SUPER ? "^{" : "_{");
    }
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      g_autofree char *one = g_strndup (p, g_utf8_next_char (p) - p);

      if (math_symbol (c))
        {
          latex_mode (l, TRUE);
          g_string_append (l->out, math_symbol (c));
          continue;
        }
      latex_mode (l, script != WY_SCRIPT_NONE);
      if (c == 0x00a0)
        g_string_append_c (l->out, '~');
      else
        append_escaped (l->out, one);
    }
  if (script != WY_SCRIPT_NONE)
    g_string_append_c (l->out, '}');
}

/* A round label step so that at most about a dozen labels show. */
static guint
label_every (guint size)
{
  static const guint steps[] = { 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000,
                                 20000, 50000, 100000, 200000, 500000, 1000000 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (size / steps[i] <= 12)
      return steps[i];
  return size;
}

static double
width_cm (const WyExportOptions *o)
{
  switch (o->unit)
    {
    case WY_UNIT_CM:
      return o->width;
    case WY_UNIT_IN:
      return o->width * 2.54;
    default:
      return o->width / o->dpi * 2.54;
    }
}

static void
preamble (Tikz *z, const WyExportOptions *o)
{
  g_auto (GStrv) pairs = wy_export_provenance_pairs (z->board, z->r);
  double cell = width_cm (o) / (z->size + LABEL_CELLS);

  g_string_append_printf (z->out, "%% %s\n%% Written by %s. Compile with pdflatex; or take "
                          "the tikzpicture into a document\n%% (\\usepackage{tikz}): the "
                          "labels then use the document's font.\n", pairs[1], pairs[3]);
  for (guint i = 4; pairs[i] && pairs[i + 1]; i += 2)
    g_string_append_printf (z->out, "%% %s=%s\n", pairs[i], pairs[i + 1]);
  g_string_append_printf (z->out,
                          /* standalone crops the page to the picture; without it
                           * (LaTeX base only) a plain page still compiles */
                          "\\IfFileExists{standalone.cls}"
                          "{\\documentclass[tikz,border=2mm]{standalone}}\n"
                          "  {\\documentclass{article}\\usepackage{tikz}\\pagestyle{empty}}\n"
                          "\\begin{document}\n"
                          /* a grid steps 1cm unless told: step=1 is a cell */
                          "\\begin{tikzpicture}[x=%.4fcm,y=%.4fcm,\n"
                          "  cellgrid/.style={draw=black!25,line width=0.2pt,step=1},\n"
                          "  frame/.style={draw=black,line width=0.5pt},\n"
                          "  label/.style={font=\\scriptsize,inner sep=1pt},\n"
                          "  ppos/.style={fill=black},\n"
                          "  pnew/.style={fill=black,draw=black!50,line width=1pt},\n"
                          "  elim/.style={draw=black!60,line width=0.6pt},\n"
                          "  select/.style={draw=red!80!black,line width=1.2pt},\n"
                          "  move/.style={draw=red!80!black,line width=0.8pt,->},\n"
                          "  fring/.style={draw=black,line width=0.5pt},\n"
                          "  fringp/.style={draw=white,line width=0.5pt},\n"
                          "  bad/.style={draw=black,line width=0.7pt},\n"
                          "  gval/.style={font=\\tiny,inner sep=0pt}]\n",
                          cell, cell);
}

static void
grid_and_axes (Tikz *z)
{
  guint every = label_every (z->size);

  if (z->r->grid && z->size <= TIKZ_GRID_MAX)
    g_string_append_printf (z->out, "\\draw[cellgrid] (0,0) grid (%u,%u);\n", z->size, z->rows);
  g_string_append_printf (z->out, "\\draw[frame] (0,0) rectangle (%u,%u);\n", z->size, z->rows);
  if (!z->r->axes)
    return;
  for (guint i = 0; i < z->size; i += every)
    g_string_append_printf (z->out, "\\node[label,below] at (%u.5,0) {%u};\n", i, i);
  for (guint i = 0; !z->one_pile && i < z->rows; i += every)
    g_string_append_printf (z->out, "\\node[label,left] at (0,%u.5) {%u};\n", i, i);
}

/* The grey of a cell in the elimination view (a cell of N_j, j up to the step shown: light
 * to dark as j runs from 1 to the last) or the Grundy view (a value from 1 to the largest);
 * 0: unshaded. */
static guint
shade_of (const Tikz *z, guint x, guint y, guint top)
{
  guint v = 0;

  if (z->r->view == WY_VIEW_ELIMINATION)
    v = wy_board_get_cell (z->board, x, y, &v) == WY_STATUS_N && v <= top ? v : 0;
  else
    v = (guint) MAX (wy_board_get_grundy (z->board, x, y), 0);
  return v == 0 ? 0 : SHADE_LIGHT + (SHADE_DARK - SHADE_LIGHT) * (v - 1) / MAX (top - 1, 1);
}

/* The shading's key above the board: its lightest and darkest grey with what they stand
 * for. */
static void
shade_key (Tikz *z, const char *what, guint top)
{
  z->above = 1.9;
  g_string_append_printf (z->out, "%% the key\n\\path (0,%u) ++(0,1.2em) node[label,anchor=west] "
                          "(k0) {", z->rows);
  append_escaped (z->out, what);
  g_string_append_printf (z->out, " 1};\n\\fill[black!%u] (k0.east) ++(0.2em,-0.35em) "
                          "rectangle +(0.7em,0.7em);\n\\path (k0.east) ++(1.1em,0) "
                          "node[label,anchor=west] (k1) {to %u};\n\\fill[black!%u] (k1.east) "
                          "++(0.2em,-0.35em) rectangle +(0.7em,0.7em);\n", SHADE_LIGHT, top,
                          SHADE_DARK);
}

/* The elimination view's steps and the Grundy view's values as greys under the grid, in
 * runs of one grey along each row; the Grundy values also written in their cells on a
 * small board. Too large a board keeps the P-positions alone. */
static void
shading (Tikz *z)
{
  gboolean grundy = z->r->view == WY_VIEW_GRUNDY;
  guint n_steps = wy_board_get_n_steps (z->board);
  guint top = grundy ? wy_board_get_max_grundy (z->board) : z->step ? MIN (z->step, n_steps)
                                                                    : n_steps;

  if ((!grundy && z->r->view != WY_VIEW_ELIMINATION) || (grundy && !wy_board_has_grundy (z->board))
      || z->size > TIKZ_SHADE_MAX || top == 0)
    return;
  g_string_append (z->out, "% the shading\n");
  for (guint y = 0; y < z->rows; y++)
    for (guint x0 = 0, x = 1, grey = shade_of (z, 0, y, top); x <= z->size; x++)
      {
        guint next = x < z->size ? shade_of (z, x, y, top) : G_MAXUINT;
        if (next == grey)
          continue;
        if (grey > 0)
          g_string_append_printf (z->out, "\\fill[black!%u] (%u,%u) rectangle (%u,%u);\n", grey,
                                  x0, y, x, y + 1);
        x0 = x, grey = next;
      }
  for (guint y = 0; grundy && z->size <= TIKZ_VALUES_MAX && y < z->rows; y++)
    for (guint x = 0; x < z->size; x++)
      if (wy_board_get_grundy (z->board, x, y) > 0)
        g_string_append_printf (z->out, "\\node[gval%s] at (%u.5,%u.5) {%d};\n",
                                shade_of (z, x, y, top) > 35 ? ",white" : "", x, y,
                                wy_board_get_grundy (z->board, x, y));
  shade_key (z, grundy ? "Grundy value" : "eliminated at step", top);
}

/* The P-positions decided by the step shown (all when final); P_step stands out. */
static void
marks (Tikz *z)
{
  guint n_steps = wy_board_get_n_steps (z->board);
  guint last = z->step ? MIN (z->step, n_steps) : n_steps;

  g_string_append (z->out, "% P-positions\n");
  for (guint j = 1; j <= last; j++)
    {
      guint n;
      const WyPos *p = wy_board_get_step_ppos (z->board, j, &n);
      gboolean now = z->step && j == last;
      for (guint i = 0; i < n; i++)
        g_string_append_printf (z->out, "\\fill[%s] (%u,%u) rectangle +(1,1);\n",
                                now ? "pnew" : "ppos", p[i].x, z->one_pile ? 0 : p[i].y);
    }
}

/* The lines of N_step, one path each, clipped to the board. */
static void
lines (Tikz *z)
{
  g_autoptr (GArray) rays = NULL;

  if (!z->r->lines || !z->step || z->one_pile)
    return;
  rays = wy_board_list_step_lines (z->board, z->step);
  if (!rays || rays->len == 0)
    return;
  g_string_append_printf (z->out, "%% lines of N_%u\n\\begin{scope}\n\\clip (0,0) rectangle "
                          "(%u,%u);\n", z->step, z->size, z->rows);
  for (guint i = 0; i < rays->len; i++)
    {
      const WyLine *l = &g_array_index (rays, WyLine, i);
      guint len = l->length ? l->length : 2 * z->size;
      if (l->ux == 0 && l->uy == 0)
        continue;
      g_string_append_printf (z->out, "\\draw[elim] (%u.5,%u.5) -- ++(%d,%d);\n", l->x0, l->y0,
                              l->ux * (int) (len - 1), l->uy * (int) (len - 1));
    }
  g_string_append (z->out, "\\end{scope}\n");
}

/* A disagreement on the cell (x, y): a ringed cross. */
static void
bad_mark (Tikz *z, guint x, guint y)
{
  g_string_append_printf (z->out, "\\draw[bad] (%u.5,%u.5) circle (0.5) (%u.2,%u.2) -- (%u.8,%u.8) "
                          "(%u.2,%u.8) -- (%u.8,%u.2);\n", x, y, x, y, x, y, x, y, x, y);
}

/* The formula view's key above the board, a sample of each mark beside its words (sized
 * in em: they keep their size on any board), and the note between it and the board. */
static void
formula_key (Tikz *z)
{
  g_autofree char *note = wy_render_formula_note (z->board, z->r);

  z->above = 3.3;
  g_string_append_printf (z->out, "%% the key, and the note below it\n"
                          "\\path (0,%u) ++(0.35em,2.6em) coordinate (k0);\n"
                          "\\fill[ppos] (k0) ++(-0.35em,-0.35em) rectangle +(0.7em,0.7em);\n",
                          z->rows);
  for (WyFormulaSample k = WY_SAMPLE_EXACT; k <= WY_SAMPLE_BAD; k++)
    {
      if (k == WY_SAMPLE_FORMULA)
        g_string_append_printf (z->out, "\\draw[fring] (k%u) circle (0.25em);\n", k);
      else if (k == WY_SAMPLE_BOTH)
        g_string_append_printf (z->out, "\\fill[ppos] (k%u) ++(-0.35em,-0.35em) rectangle "
                                "+(0.7em,0.7em);\n\\draw[fringp] (k%u) circle (0.25em);\n", k, k);
      else if (k == WY_SAMPLE_BAD)
        g_string_append_printf (z->out, "\\draw[bad] (k%u) circle (0.45em) (k%u) ++(-0.3em,-0.3em) "
                                "-- ++(0.6em,0.6em) (k%u) ++(-0.3em,0.3em) -- ++(0.6em,-0.6em);\n",
                                k, k, k);
      g_string_append_printf (z->out, "\\path (k%u) ++(0.6em,0) node[label,anchor=west] (t%u) {", k, k);
      append_escaped (z->out, wy_render_sample_label (k));
      g_string_append (z->out, "};\n");
      if (k < WY_SAMPLE_BAD)
        g_string_append_printf (z->out, "\\path (t%u.east) ++(1em,0) coordinate (k%u);\n", k,
                                k + 1);
    }
  g_string_append_printf (z->out, "\\path (0,%u) ++(0,1.1em) node[label,anchor=west] {",
                          z->rows);
  append_escaped (z->out, note);
  g_string_append (z->out, "};\n");
}

/* The paper's formula over the exact board (the formula view), as the other formats draw
 * it: its P-positions as rings (white on an exact P), each disagreement as a ringed cross. */
static void
formula (Tikz *z)
{
  const GArray *ppos = wy_render_formula_ppos (z->r);
  const GArray *bad;

  if (z->r->view != WY_VIEW_FORMULA || ppos == NULL)
    return;
  g_string_append (z->out, "% the paper's formula: its P-positions ringed, disagreements crossed\n");
  for (guint i = 0; i < ppos->len; i++)
    {
      const WyPos *p = &g_array_index (ppos, WyPos, i);
      guint y = z->one_pile ? 0 : p->y;
      if (p->x < z->size && y < z->rows)
        g_string_append_printf (z->out, "\\draw[%s] (%u.5,%u.5) circle (0.22);\n",
                                wy_board_get_status (z->board, p->x, y) == WY_STATUS_P
                                ? "fringp" : "fring", p->x, y);
    }
  bad = wy_solution_get_disagreements (z->r->formula);
  for (guint i = 0; bad && i < bad->len; i++)
    {
      const WyPos *p = &g_array_index (bad, WyPos, i);
      guint y = z->one_pile ? 0 : p->y;
      if (p->x < z->size && y < z->rows)
        bad_mark (z, p->x, y);
    }
  formula_key (z);
}

/* What the figure needs said, above the board (above the keys of the shading or of the
 * formula view), as the other formats' note line: a slice's plane and axes; why a Grundy or
 * elimination view shows the P-positions alone (no Grundy values, or a board too large to
 * shade). */
static void
note_line (Tikz *z)
{
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *note = NULL;
  gboolean shaded_view = z->r->view == WY_VIEW_GRUNDY || z->r->view == WY_VIEW_ELIMINATION;

  if (z->r->plane != NULL && strlen (z->r->plane) > 2)
    g_ptr_array_add (parts, wy_render_plane_note (z->r->plane));
  if (z->r->view == WY_VIEW_GRUNDY && !wy_board_has_grundy (z->board))
    g_ptr_array_add (parts, wy_render_grundy_missing_note (z->board));
  else if (shaded_view && z->size > TIKZ_SHADE_MAX)
    g_ptr_array_add (parts, wy_render_unshaded_note (TIKZ_SHADE_MAX));
  if (parts->len == 0)
    return;
  g_ptr_array_add (parts, NULL);
  note = wy_render_join_notes ((char **) parts->pdata);
  g_string_append_printf (z->out, "%% the note\n\\path (0,%u) ++(0,%.1fem) "
                          "node[label,anchor=west] {", z->rows, z->above + 1.1);
  append_escaped (z->out, note);
  g_string_append (z->out, "};\n");
}

static void
selection (Tikz *z)
{
  g_autoptr (GArray) moves = NULL;
  WyPos s = z->r->selection;

  if (!z->r->has_selection || !wy_board_contains (z->board, s.x, s.y))
    return;
  g_string_append_printf (z->out, "%% selection and its winning moves\n\\draw[select] (%u,%u) "
                          "rectangle +(1,1);\n", s.x, z->one_pile ? 0 : s.y);
  moves = wy_board_list_winning_moves (z->board, s.x, s.y);
  for (guint i = 0; moves && i < moves->len; i++)
    {
      const WyMove *m = &g_array_index (moves, WyMove, i);
      if (z->one_pile)
        g_string_append_printf (z->out, "\\draw[move] (%u.5,1) to[bend left] (%u.5,1);\n", s.x,
                                m->target.x);
      else
        g_string_append_printf (z->out, "\\draw[move] (%u.5,%u.5) -- (%u.5,%u.5);\n", s.x, s.y,
                                m->target.x, m->target.y);
    }
}

char *
wy_export_tikz (const WyBoard *board, const WyExportOptions *o, const WyRenderOptions *r)
{
  Tikz z = { g_string_new (NULL), board, r, wy_board_get_size (board), 0, r->step,
             wy_board_is_one_pile (board) };

  z.rows = z.one_pile ? 1 : z.size;
  preamble (&z, o);
  shading (&z);
  grid_and_axes (&z);
  marks (&z);
  formula (&z);
  note_line (&z);
  lines (&z);
  selection (&z);
  if (r->caption && *r->caption)
    {
      g_string_append_printf (z.out, "\\node[below right,align=left,text width=%gcm,inner "
                              "sep=0pt] at (0,%g) {", width_cm (o) * 0.95,
                              r->axes ? -1.5 : -0.5);
      Latex latex = { z.out, FALSE };
      wy_notation_foreach_run (r->caption, caption_run, &latex);
      latex_mode (&latex, FALSE);
      g_string_append (z.out, "};\n");
    }
  g_string_append (z.out, "\\end{tikzpicture}\n\\end{document}\n");
  return g_string_free (z.out, FALSE);
}

gboolean
wy_export_write_tikz (const WyBoard *board, const WyExportOptions *o, const WyRenderOptions *r,
                      double w, double h, WyTempFile *t, WyExportProgress *progress,
                      GError **error)
{
  g_autofree char *tex = wy_export_tikz (board, o, r);

  if (wy_temp_write_func (t, (const guint8 *) tex, strlen (tex)) != CAIRO_STATUS_SUCCESS)
    {
      wy_temp_take_error (t, error);
      return FALSE;
    }
  return TRUE;
}

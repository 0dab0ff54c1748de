/* wy-cli-heaps3.c: `wythoff export` of a game of three heaps: one slice, slices side by side (small multiples), or the P-positions in 3-D. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>

#include "wy-cli-heaps3.h"
#include "wy-render-heaps3.h"

#define MAX_SLICES 16u

static gboolean
bad (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
bad (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, format,
                                                args));
  va_end (args);
  return FALSE;
}

/* "z=3" (option --slice) or "z=0,1,2" (--slices): the axis and up to max
 * planes, each inside the cube of side size. */
static gboolean
parse_planes (const char *option, const char *text, guint size, guint max, WyAxis *axis,
              guint *ks, guint *n, GError **error)
{
  const char *eq = strchr (text, '=');
  g_autofree char *name = eq ? g_strstrip (g_strndup (text, eq - text)) : NULL;
  g_auto (GStrv) parts = NULL;

  if (name == NULL || strlen (name) != 1 || strchr ("xyz", name[0]) == NULL)
    return bad (error, _("%s %s names no axis: write x=K, y=K or z=K (the plane where that heap is "
                  "K)"), option, text);
  *axis = name[0] == 'x' ? WY_AXIS_X : name[0] == 'y' ? WY_AXIS_Y : WY_AXIS_Z;
  parts = g_strsplit (eq + 1, ",", -1);
  *n = g_strv_length (parts);
  if (*n == 0)
    return bad (error, _("%s %s gives no plane: write %s=K with K from 0 to %u"), option, text,
                name, size - 1);
  if (*n > max)
    return bad (error, _("%s %s gives %u planes: give 1 to %u"), option, text, *n, max);
  for (guint i = 0; i < *n; i++)
    {
      guint64 k;

      if (!wy_cli_parse_whole (parts[i], &k) && !wy_cli_is_negative (parts[i]))
        return bad (error, _("%s %s: '%s' is not a whole number: give one axis, %s=%s with each K "
                      "from 0 to %u"), option, text, g_strstrip (parts[i]), name,
                    max == 1 ? "K" : "K1,K2,...", size - 1);
      if (wy_cli_is_negative (parts[i]) || k >= size)
        return bad (error, _("%s %s: the slice %s=%s is outside the board: K must be from 0 to %u"),
                    option, text, name, g_strstrip (parts[i]), size - 1);
      ks[i] = (guint) k;
    }
  return TRUE;
}

gboolean
wy_cli_heaps3_plane (const char *text, WyAxis *axis, guint *k)
{
  guint n;

  return parse_planes ("--slice", text, G_MAXUINT, 1, axis, k, &n, NULL);
}

gboolean
wy_cli_heaps3_check (const WyCliHeaps3Args *a, const WyGame *game, guint size, GError **error)
{
  guint n_given = (a->slice != NULL) + (a->slices != NULL) + (a->cube != FALSE), n, ks[MAX_SLICES];
  WyAxis axis;

  if (wy_game_get_heaps (game) != 3)
    {
      if (n_given == 0 && a->turn == NULL)
        return TRUE;
      return bad (error, _("%s is for a game of three heaps; this game has %u"),
                  a->slice ? "--slice" : a->slices ? "--slices" : a->cube ? "--3d" : "--turn",
                  wy_game_get_heaps (game));
    }
  if (n_given == 0)
    return bad (error, _("a game of three heaps is drawn a slice at a time: give --slice z=K (K "
                  "from 0 to %u), --slices z=K1,K2,... or --3d"), size - 1);
  if (n_given > 1)
    return bad (error, _("--slice, --slices and --3d exclude each other: choose one"));
  if (a->turn && !a->cube)
    return bad (error, _("--turn turns the 3-D view: add --3d"));
  /* the 3-D view draws P-positions by step only: a view of values would be drawn as if asked */
  if (a->cube && (a->view == WY_VIEW_GRUNDY || a->view == WY_VIEW_FORMULA))
    return bad (error, _("the 3-D view shows the P-positions coloured by step, not the %s view: "
                  "draw that on a board with --slice or --slices"), wy_view_get_name (a->view));
  if (a->select && a->slices)
    return bad (error, _("--select marks one position: use it with --slice or --3d"));
  if (a->caption && !a->slice)
    return bad (error, _("--caption is drawn under a board: use it with --slice, not with %s"),
                a->slices ? "--slices" : "--3d");
  if (a->slice)
    return parse_planes ("--slice", a->slice, size, 1, &axis, ks, &n, error);
  if (a->slices)
    return parse_planes ("--slices", a->slices, size, MAX_SLICES, &axis, ks, &n, error);
  return TRUE;
}

/* X,Y,Z inside the cube; or, where plane_ok, a slice's own X,Y (*n 2). */
static gboolean
parse_triple (const char *text, guint size, gboolean plane_ok, guint xyz[3], guint *n,
              GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  gboolean ok;

  *n = g_strv_length (parts);
  ok = *n == 3 || (plane_ok && *n == 2);
  for (guint i = 0; ok && i < *n; i++)
    {
      guint64 v;

      ok = wy_cli_parse_whole (parts[i], &v) && v < size;
      xyz[i] = ok ? (guint) v : 0;
    }
  if (ok)
    return TRUE;
  return bad (error, _("--select %s is not a position in the cube: use X,Y,Z from 0 to %u"), text,
              size - 1);
}

/* The slice's own cell of a --select given as X,Y,Z (which must lie in it) or X,Y. */
static gboolean
slice_selection (const char *text, WyAxis axis, guint k, guint size, WyPos *pos, GError **error)
{
  guint xyz[3] = { 0 }, n;
  const char *names = "xyz";

  if (!parse_triple (text, size, TRUE, xyz, &n, error))
    return FALSE;
  if (n == 2)
    {
      *pos = (WyPos) { xyz[0], xyz[1] };
      return TRUE;
    }
  if (xyz[axis] != k)
    return bad (error, _("--select %s is not in the slice %c=%u: its %c must be %u"), text,
                names[axis], k, names[axis], k);
  *pos = (WyPos) { xyz[axis == WY_AXIS_X ? WY_AXIS_Y : WY_AXIS_X],
                   xyz[axis == WY_AXIS_Z ? WY_AXIS_Y : WY_AXIS_Z] };
  return TRUE;
}

/* --turn YAW,PITCH in degrees. */
static gboolean
parse_turn (const char *text, WyCubeOptions *c, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  if (g_strv_length (parts) != 2)
    return bad (error, _("--turn %s is not YAW,PITCH: give two angles in degrees, the pitch from 0 "
                  "to 89"), text);
  return wy_cli_parse_decimal (_("--turn's yaw"), parts[0], 0, 360, _(" degrees"), &c->yaw,
                               error)
         && wy_cli_parse_decimal (_("--turn's pitch"), parts[1], 0, 89, _(" degrees"),
                                  &c->pitch, error);
}

typedef struct {
  const WyCliHeaps3Args *args;
  WySolution            *cube;
  WyExportOptions       *options;
  WyCubeOptions          view;
  GPtrArray             *slices;
  const char            *output;
} Heaps3Job;

static gboolean
job_writer (gpointer data, WyProgressFunc progress, gpointer progress_data,
            GCancellable *cancellable, GError **error)
{
  Heaps3Job *job = data;

  if (job->slices != NULL)
    return wy_export_slices_write ((WySolution *const *) job->slices->pdata, job->slices->len,
                                   job->options, job->output, cancellable, error);
  return wy_export_cube_write (wy_solution_get_board (job->cube), &job->view, job->options,
                               job->output, cancellable, error);
}

/* A 3-D view redrawn from its figure (from): its turn and selection where no option gives
 * them, its key and outlined plane; a selection or plane outside a smaller cube is left out,
 * as a board figure's selection is. */
static void
from_cube (const WyProvenance *from, guint size, gboolean turn, gboolean select,
           WyCubeOptions *c)
{
  if (turn && from->has_turn)
    {
      c->yaw = from->yaw;
      c->pitch = from->pitch;
    }
  if (select && from->has_point
      && MAX (MAX (from->point[0], from->point[1]), from->point[2]) < size)
    {
      memcpy (c->selection, from->point, sizeof c->selection);
      c->has_selection = TRUE;
    }
  if (from->has_key)
    c->key = from->key;
  if (from->has_outline && from->outline_k < size)
    {
      c->has_slice = TRUE;
      c->slice_axis = from->outline_axis;
      c->slice_k = from->outline_k;
    }
}

/* The 3-D view's options from the figure's: step, style, selection, turn. */
static gboolean
cube_options (const WyCliHeaps3Args *a, const WyBoard *cube, const WyExportOptions *o,
              WyCubeOptions *c, GError **error)
{
  guint size = wy_board_get_size (cube), n;

  wy_cube_options_init (c);
  c->style = o->render.style;
  c->dark = o->render.dark;
  c->axes = o->render.axes;
  c->key = o->render.style == WY_STYLE_SCREEN || o->render.paper_key;
  c->step = o->render.step;
  if (a->turn && !parse_turn (a->turn, c, error))
    return FALSE;
  if (a->select && !parse_triple (a->select, size, FALSE, c->selection, &n, error))
    return FALSE;
  c->has_selection = a->select != NULL;
  if (a->from)
    from_cube (a->from, size, a->turn == NULL, a->select == NULL, c);
  return TRUE;
}

static gboolean
list_slices (const WyCliHeaps3Args *a, WySolution *cube, GPtrArray *slices, GError **error)
{
  guint ks[MAX_SLICES], n;
  WyAxis axis;

  if (!parse_planes ("--slices", a->slices, wy_board_get_size (wy_solution_get_board (cube)),
                     MAX_SLICES, &axis, ks, &n, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      WySolution *slice = wy_solution_get_slice (cube, axis, ks[i], error);

      if (slice == NULL)
        return FALSE;
      g_ptr_array_add (slices, slice);
    }
  return TRUE;
}

/* Several slices or the 3-D view, with the cube's step. */
static gboolean
write_many (const WyCliHeaps3Args *a, WySolution *cube, WyExportOptions *o, const char *output,
            int *status, GError **error)
{
  g_autoptr (GPtrArray) slices = g_ptr_array_new_with_free_func ((GDestroyNotify) wy_solution_unref);
  Heaps3Job job = { a, cube, o, { 0 }, NULL, output };
  const WyBoard *board = wy_solution_get_board (cube);

  if (a->step && !wy_cli_parse_uint ("--step", a->step, 0, wy_board_get_n_steps (board),
                                     &o->render.step, error))
    return FALSE;
  /* only a figure's provenance gets here: say so rather than clamp */
  if (o->render.step > wy_board_get_n_steps (board))
    return bad (error, _("the figure shows step %u, but this board has %u elimination steps: give "
                  "--step from 0 to %u"), o->render.step, wy_board_get_n_steps (board),
                wy_board_get_n_steps (board));
  if (o->all_steps)
    return bad (error, _("%s is one picture at one step: give --step J instead of --all-steps"),
                a->cube ? "--3d" : "--slices");
  if (a->cube ? !cube_options (a, board, o, &job.view, error) : !list_slices (a, cube, slices, error))
    return FALSE;
  job.slices = a->cube ? NULL : slices;
  *status = wy_cli_write_file (output, job_writer, &job);
  return TRUE;
}

gboolean
wy_cli_heaps3_figure (const WyCliHeaps3Args *a, WySolution **solution, WyExportOptions *o,
                      const char *output, gboolean *done, int *status, GError **error)
{
  const WyBoard *board = wy_solution_get_board (*solution);
  g_autofree char *plane = NULL;
  guint ks[1], n;
  WyAxis axis;
  WySolution *slice;

  *done = FALSE;
  if (wy_board_get_heaps (board) != 3)
    return TRUE;
  if (a->slices || a->cube)
    {
      *done = TRUE;
      return write_many (a, *solution, o, output, status, error);
    }
  if (!parse_planes ("--slice", a->slice, wy_board_get_size (board), 1, &axis, ks, &n, error))
    return FALSE;
  if (a->select)
    {
      if (!slice_selection (a->select, axis, ks[0], wy_board_get_size (board),
                            &o->render.selection, error))
        return FALSE;
      o->render.has_selection = TRUE;
    }
  slice = wy_solution_get_slice (*solution, axis, ks[0], error);
  if (slice == NULL)
    return FALSE;
  /* the figure names its plane (an interned string lives as long as the options) */
  plane = g_strdup_printf ("%c=%u", "xyz"[axis], ks[0]);
  o->render.plane = g_intern_string (plane);
  /* its winning moves that stay in the slice (the caller frees them) */
  if (o->render.has_selection)
    o->render.selection_moves = wy_render_slice_moves (slice, o->render.selection.x,
                                                       o->render.selection.y);
  wy_solution_unref (*solution);
  *solution = slice;
  return TRUE;
}

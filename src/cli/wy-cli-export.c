/* wy-cli-export.c: `wythoff export`: figures to PNG, SVG or PDF, or re-rendered from a PNG's provenance. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-export.h"
#include "wy-cli-heaps3.h"
#include "wy-export.h"

typedef struct {
  char    *size;
  char    *step;
  gboolean all_steps;
  char    *view;
  char    *style;
  gboolean dark;
  char    *dpi;
  char    *width;
  char    *unit;
  char    *select;
  gboolean no_axes;
  gboolean no_grid;
  gboolean no_lines;
  char    *output;
  char    *from;
  char    *classes;
  char    *fps;
  char    *fade;
  char    *caption;
  char    *caption_seconds;
  char    *slice;
  char    *slices;
  gboolean cube;
  char    *turn;
} WyExportArgs;

static void
args_clear (WyExportArgs *a)
{
  g_free (a->size);
  g_free (a->step);
  g_free (a->view);
  g_free (a->style);
  g_free (a->dpi);
  g_free (a->width);
  g_free (a->unit);
  g_free (a->select);
  g_free (a->output);
  g_free (a->from);
  g_free (a->classes);
  g_free (a->fps);
  g_free (a->fade);
  g_free (a->caption);
  g_free (a->caption_seconds);
  g_free (a->slice);
  g_free (a->slices);
  g_free (a->turn);
}

/* GAME is given unless the figure comes from a PNG's provenance. */
static gboolean
has_from (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--from") == 0 || g_str_has_prefix (argv[i], "--from="))
      return TRUE;
  return FALSE;
}

/* The help of the options that name formats, from the table of formats:
 * [0] --all-steps, [1] --fps, [2] --fade, [3] -o. */
static GStrv
format_help (void)
{
  g_autofree char *videos = wy_export_format_extensions (TRUE, WY_CLI_OR);
  g_autofree char *video_list = wy_export_format_extensions (TRUE, ", ");
  g_autofree char *figures = wy_export_format_extensions (FALSE, ", ");
  GStrv help = g_new0 (char *, 5);

  help[0] = g_strdup_printf (_("Every step: a PDF page each, numbered frames FILE-001.png ..., or "
                               "a video (%s)"), video_list);
  help[1] = g_strdup_printf (_("Steps a second of a %s (2; the final board is held 3 s)"),
                             videos);
  help[2] = g_strdup_printf (_("Frames a step of a %s, the step's new P-positions and lines fading "
                               "in (1 to 10; 1: none)"), videos);
  help[3] = g_strdup_printf (_("The figure; %s, or with --all-steps %s"), figures, videos);
  return help;
}

static gboolean
parse_args (WyExportArgs *a, int *argc, char ***argv, GError **error)
{
  g_auto (GStrv) help = format_help ();
  GOptionEntry entries[] = {
    { "size", 0, 0, G_OPTION_ARG_STRING, &a->size, N_("Board side S"), N_("S") },
    { "step", 0, 0, G_OPTION_ARG_STRING, &a->step,
      N_("Elimination step to show (0: final)"), N_("J") },
    { "all-steps", 0, 0, G_OPTION_ARG_NONE, &a->all_steps, help[0], NULL },
    { "fps", 0, 0, G_OPTION_ARG_STRING, &a->fps, help[1], "F" },
    { "fade", 0, 0, G_OPTION_ARG_STRING, &a->fade, help[2], "N" },
    { "caption", 0, 0, G_OPTION_ARG_STRING, &a->caption,
      N_("A caption under the figure (at most 1000 characters)"), N_("TEXT") },
    { "caption-seconds", 0, 0, G_OPTION_ARG_STRING, &a->caption_seconds,
      N_("A video shows the caption in its first S seconds only, keeping its room after (0: "
         "throughout)"), N_("S") },
    { "view", 0, 0, G_OPTION_ARG_STRING, &a->view,
      N_("outcome, elimination, grundy or formula (outcome)"), N_("V") },
    { "style", 0, 0, G_OPTION_ARG_STRING, &a->style, N_("paper or screen (paper)"), N_("STYLE") },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &a->dark,
      N_("Screen style on a dark background (--style screen implied)"), NULL },
    { "dpi", 0, 0, G_OPTION_ARG_STRING, &a->dpi, N_("Pixels per inch (300)"), N_("D") },
    { "width", 0, 0, G_OPTION_ARG_STRING, &a->width,
      N_("Figure width in --unit (1000 px, 8 cm, 3 in)"), N_("W") },
    { "unit", 0, 0, G_OPTION_ARG_STRING, &a->unit, N_("px, cm or in (px)"), N_("UNIT") },
    { "select", 0, 0, G_OPTION_ARG_STRING, &a->select,
      N_("Highlight a position and its winning moves"), N_("X,Y") },
    { "no-axes", 0, 0, G_OPTION_ARG_NONE, &a->no_axes, N_("No axis labels"), NULL },
    { "no-grid", 0, 0, G_OPTION_ARG_NONE, &a->no_grid, N_("No cell grid"), NULL },
    { "no-lines", 0, 0, G_OPTION_ARG_NONE, &a->no_lines, N_("No lines of N_j at a step"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &a->output, help[3], "FILE" },
    { "from", 0, 0, G_OPTION_ARG_FILENAME, &a->from,
      N_("Re-render the figure a PNG (or SVG, PDF) written by wythoff export "
         "describes"), N_("FIGURE.png") },
    { "classes", 0, 0, G_OPTION_ARG_STRING, &a->classes,
      N_("Grundy view beyond the dense values' cap: show the classes 0..K (7)"), N_("K") },
    { "slice", 0, 0, G_OPTION_ARG_STRING, &a->slice,
      N_("Three heaps: the plane where one heap is K, drawn as a board (z=K, y=K or "
         "x=K)"), N_("AXIS=K") },
    { "slices", 0, 0, G_OPTION_ARG_STRING, &a->slices,
      N_("Three heaps: several planes side by side, at most 16 (z=0,1,2,3)"), N_("AXIS=K,...") },
    { "3d", 0, 0, G_OPTION_ARG_NONE, &a->cube,
      N_("Three heaps: the P-positions in 3-D, coloured by step"), NULL },
    { "turn", 0, 0, G_OPTION_ARG_STRING, &a->turn,
      N_("The 3-D view's turn about z and its look down, in degrees (215,25)"), N_("YAW,PITCH") },
    { NULL }
  };
  gboolean from = has_from (*argc, *argv);

  return wy_cli_parse_options ("export", from ? N_("--from FIGURE.png -o FILE") : N_("GAME"),
                               N_("Write a figure of a board to PNG, SVG or PDF, or the "
                                  "elimination as a GIF or WebM video."),
                               N_("The format follows the extension of -o FILE. A PNG records the "
                                  "game, size, step, view and style in text chunks, so 'wythoff "
                                  "export --from FIGURE.png -o FIGURE.pdf' redraws it. "
                                  "'--all-steps -o FILE.gif' (or .webm) shows one step a frame at "
                                  "--fps steps a second, the final board held 3 seconds."),
                               entries, from ? 0 : 1, argc, argv, error);
}

static gboolean
parse_selection (const WyBoard *board, const char *text, WyPos *pos, GError **error)
{
  gboolean one_pile = wy_board_is_one_pile (board);
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  guint n = g_strv_length (parts);
  guint64 x = G_MAXUINT64, y = 0;

  if (n != (one_pile ? 1u : 2u) || !wy_cli_parse_whole (parts[0], &x)
      || (!one_pile && !wy_cli_parse_whole (parts[1], &y))
      || x > G_MAXUINT || y > G_MAXUINT || !wy_board_contains (board, (guint) x, (guint) y))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   one_pile ? _("--select %s is not a position of the strip: use n from 0 to %u")
                            : _("--select %s is not a position on the board: use X,Y from 0 to %u"),
                   text, wy_board_get_size (board) - 1);
      return FALSE;
    }
  *pos = (WyPos) { (guint) x, (guint) y };
  return TRUE;
}

/* A caption: UTF-8 text of one paragraph, at most 1000 characters. */
static gboolean
check_caption (const char *text, GError **error)
{
  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--caption is not UTF-8 text"));
      return FALSE;
    }
  if (g_utf8_strlen (text, -1) > 1000)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--caption has %ld characters: at most 1000"), g_utf8_strlen (text, -1));
      return FALSE;
    }
  for (const char *p = text; *p; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      {
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("--caption holds a control character (byte %d): a caption is one line of "
                       "text, wrapped at spaces"), (guchar) *p);
        return FALSE;
      }
  return TRUE;
}

/* The options of a video only: --fps, --fade and --caption-seconds. */
static gboolean
apply_video_args (const WyExportArgs *a, WyExportOptions *o, GError **error)
{
  g_autofree char *videos = wy_export_format_extensions (TRUE, WY_CLI_OR);
  double fade = 1;

  if (a->fps && !wy_export_format_is_video (o->format))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--fps is the rate of a video: write %s with --all-steps"), videos);
      return FALSE;
    }
  if (a->fps && !wy_cli_parse_decimal ("--fps", a->fps, WY_EXPORT_MIN_FPS, WY_EXPORT_MAX_FPS,
                                       _(" steps a second"), &o->fps, error))
    return FALSE;
  if ((a->fade || a->caption_seconds) && !wy_export_format_is_video (o->format))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s shapes a video: write %s with --all-steps"),
                   a->fade ? "--fade" : "--caption-seconds", videos);
      return FALSE;
    }
  if (a->caption_seconds && !a->caption)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--caption-seconds needs a --caption TEXT to show"));
      return FALSE;
    }
  if (a->fade && !wy_cli_parse_decimal ("--fade", a->fade, 1, WY_EXPORT_MAX_FADE,
                                        _(" frames a step"), &fade, error))
    return FALSE;
  if (fade != floor (fade))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--fade %s is not a whole number: --fade must be from 1 to %u frames a step"),
                   a->fade, WY_EXPORT_MAX_FADE);
      return FALSE;
    }
  o->fade = (guint) fade;
  if (a->caption_seconds
      && !wy_cli_parse_decimal ("--caption-seconds", a->caption_seconds, 0,
                                WY_EXPORT_MAX_CAPTION_SECONDS, _(" seconds (0: throughout)"),
                                &o->caption_seconds, error))
    return FALSE;
  return TRUE;
}

/* Options that shape the picture, on top of the defaults or a provenance. */
static gboolean
apply_render_args (const WyExportArgs *a, WyExportOptions *o, GError **error)
{
  WyRenderOptions *r = &o->render;

  if (a->view && !wy_view_from_name (a->view, &r->view))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--view %s is unknown: choose outcome, elimination, grundy or formula"),
                   a->view);
      return FALSE;
    }
  /* the classes are the Grundy view's (beyond its dense values' cap): ignored elsewhere */
  if (a->classes && r->view != WY_VIEW_GRUNDY)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("--classes goes with --view grundy (the classes 0..K it shows beyond "
                             "the dense values' cap)"));
      return FALSE;
    }
  if (a->style && !wy_style_from_name (a->style, &r->style))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--style %s is unknown: choose paper or screen"), a->style);
      return FALSE;
    }
  /* --dark is the screen style on a dark background: the paper style has none */
  if (a->dark && a->style && r->style == WY_STYLE_PAPER)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("--dark is the screen style on a dark background: it does not go with "
                             "--style paper (drop one)"));
      return FALSE;
    }
  if (a->dark)
    {
      r->dark = TRUE;
      r->style = WY_STYLE_SCREEN;
    }
  if (a->no_axes)
    r->axes = FALSE;
  if (a->no_grid)
    r->grid = FALSE;
  if (a->no_lines)
    r->lines = FALSE;
  o->all_steps = o->all_steps || a->all_steps;  /* a PDF of every step: --from's */
  if (!apply_video_args (a, o, error))
    return FALSE;
  if (a->caption && !check_caption (a->caption, error))
    return FALSE;
  if (a->caption)
    r->caption = a->caption;
  if (wy_export_format_is_video (o->format) && !a->all_steps)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("a .%s is the elimination as a video: add --all-steps (or write one step as "
                     ".png)"), wy_export_format_get_name (o->format));
      return FALSE;
    }
  return TRUE;
}

/* The 3-D view and slices side by side are plots, narrower than a board may be: their width is
 * checked before the cube is solved (the plot's writer refused it after, naming no option). */
static gboolean
check_plot_width (const WyCliHeaps3Args *h3, const WyExportOptions *o, GError **error)
{
  const char *option = h3->cube ? "--3d" : "--slices";
  double min, max, px;

  if (!h3->cube && !h3->slices)
    return TRUE;
  wy_export_width_range (o, &min, &max);
  px = o->width * WY_EXPORT_MAX_SIDE / max;
  if (px >= WY_EXPORT_PLOT_MIN_WIDTH && px <= WY_EXPORT_PLOT_MAX_WIDTH)
    return TRUE;
  if (o->unit == WY_UNIT_PX)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("--width %g is out of range for %s, a plot: it must be from %d to %d pixels"),
                 o->width, option, WY_EXPORT_PLOT_MIN_WIDTH, WY_EXPORT_PLOT_MAX_WIDTH);
  else
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("the width %g %s at %g dpi is %.0f pixels, out of range for %s, a plot: it "
                   "must be from %d to %d pixels (set --width, --unit or --dpi)"), o->width,
                 wy_unit_get_name (o->unit), o->dpi, px, option, WY_EXPORT_PLOT_MIN_WIDTH,
                 WY_EXPORT_PLOT_MAX_WIDTH);
  return FALSE;
}

static gboolean
apply_size_args (const WyExportArgs *a, const WyCliHeaps3Args *h3, WyExportOptions *o,
                 GError **error)
{
  if (a->unit && !wy_unit_from_name (a->unit, &o->unit))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--unit %s is unknown: choose px, cm or in"), a->unit);
      return FALSE;
    }
  if (a->unit && !a->width)
    o->width = o->unit == WY_UNIT_PX ? 1000 : o->unit == WY_UNIT_CM ? 8 : 3;
  if (a->dpi && !wy_cli_parse_decimal ("--dpi", a->dpi, WY_EXPORT_MIN_DPI, WY_EXPORT_MAX_DPI,
                                       "", &o->dpi, error))
    return FALSE;
  if (a->width)
    {
      double min, max;
      g_autofree char *unit = NULL;

      /* the real range: 16 to 32767 pixels, in the chosen unit at the chosen dpi
       * (rounded inwards, so that both ends named are accepted) */
      wy_export_width_range (o, &min, &max);
      min = ceil (min * 1000) / 1000;
      max = floor (max * 1000) / 1000;
      unit = o->unit == WY_UNIT_PX ? g_strdup (_(" pixels"))
             : g_strdup_printf (_(" %s at %g dpi"), wy_unit_get_name (o->unit), o->dpi);
      if (!wy_cli_parse_decimal ("--width", a->width, min, max, unit, &o->width, error))
        return FALSE;
    }
  /* a figure's own pixel width and dpi too, before any board is solved */
  return wy_export_check_options (o, error) && check_plot_width (h3, o, error);
}

/* Step and selection need the solved board. */
static gboolean
apply_board_args (const WyExportArgs *a, const WyBoard *board, WyExportOptions *o,
                  GError **error)
{
  guint n_steps = wy_board_get_n_steps (board);

  if (a->step && a->all_steps)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--step and --all-steps exclude each other: choose one"));
      return FALSE;
    }
  if (a->step && !wy_cli_parse_uint ("--step", a->step, 0, n_steps, &o->render.step, error))
    return FALSE;
  if (o->render.step > n_steps)
    {
      /* only a figure's provenance gets here: say so rather than clamp */
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("the figure shows step %u, but this board has %u elimination steps: give "
                     "--step from 0 to %u"), o->render.step, n_steps, n_steps);
      return FALSE;
    }
  if (a->select)
    {
      if (!parse_selection (board, a->select, &o->render.selection, error))
        return FALSE;
      o->render.has_selection = TRUE;
    }
  else if (o->render.has_selection && !wy_board_contains (board, o->render.selection.x,
                                                          o->render.selection.y))
    o->render.has_selection = FALSE;
  return TRUE;
}

/* A PDF of every step, redrawn: every step again as a PDF (it became its final board alone,
 * without a word); in another format its final board, or the step asked, said so. */
static void
from_all_steps (const WyExportArgs *a, const WyProvenance *prov, WyExportOptions *o)
{
  g_autofree char *name = NULL;

  /* a video without --all-steps is refused, saying so */
  if (!prov->all_steps || a->step || a->all_steps || wy_export_format_is_video (o->format))
    return;
  if (o->format == WY_EXPORT_PDF)
    {
      o->all_steps = TRUE;
      return;
    }
  name = wy_cli_escape (g_strdup (a->from), WY_CLI_MESSAGE_MAX);
  g_printerr (_("wythoff: note: %s holds every step: this is its final board (--step J draws "
                "step J, --all-steps every step)\n"), name);
}

/* The game and board side: from GAME and --size, or from --from's figure, whose provenance
 * *prov keeps (the caller clears it), with the Grundy classes it showed in *top. */
static WyGame *
game_and_size (const WyExportArgs *a, char **argv, WyExportOptions *o, guint *size, guint *top,
               WyProvenance *prov, GError **error)
{
  WyGame *game;

  if (!a->from)
    {
      game = wy_cli_parse_game (argv[1], error);
      if (game && !wy_cli_parse_size (game, a->size, WY_NEED_STEP_COUNTS, size, error))
        g_clear_pointer (&game, wy_game_free);
      return game;
    }
  if (!wy_export_read_provenance (a->from, prov, error))
    return NULL;
  game = wy_cli_parse_game (prov->game, error);
  *size = prov->size;
  if (prov->has_classes)
    *top = prov->classes;
  /* the figure's caption, unless --caption gives another (apply_render_args) */
  o->render.caption = prov->caption;
  wy_provenance_apply (prov, o);
  from_all_steps (a, prov, o);
  if (game && a->size && !wy_cli_parse_size (game, a->size, WY_NEED_STEP_COUNTS, size, error))
    g_clear_pointer (&game, wy_game_free);
  return game;
}

/* A figure of a slice (--from, prov of a plane) is redrawn as that slice, unless told
 * otherwise; its selection is a cell of that plane, which another plane, slices side by side or
 * the 3-D view would read as another position: they go without it (--select gives one). */
static void
redraw_plane (const WyExportArgs *a, const WyProvenance *prov, WyCliHeaps3Args *h3,
              WyExportOptions *o)
{
  WyAxis axis;
  guint k;

  if (prov->plane == NULL)
    return;
  if (!a->slice && !a->slices && !a->cube)
    h3->slice = prov->plane;
  if (a->slices || a->cube
      || (a->slice && !(wy_cli_heaps3_plane (a->slice, &axis, &k) && axis == prov->plane_axis
                        && k == prov->plane_k)))
    o->render.has_selection = FALSE;
}

/* A figure of --from (prov) redrawn: a slice as that slice (redraw_plane), the 3-D view or
 * slices side by side as they were, unless --slice, --slices or --3d tells otherwise (a 3-D
 * view's turn and selection: wy-cli-heaps3.c, from h3->from). */
static void
redraw_from (const WyExportArgs *a, const WyProvenance *prov, WyCliHeaps3Args *h3,
             WyExportOptions *o)
{
  if (!a->from)
    return;
  h3->from = prov;
  redraw_plane (a, prov, h3, o);
  if (a->slice || a->slices || a->cube)
    return;
  if (prov->cube)
    h3->cube = TRUE;
  if (prov->slices)
    h3->slices = prov->slices;
}

/* A slice or slices side by side (--from, their planes "AXIS=K1,K2,..." as the file has them)
 * redrawn as they were at a --size that leaves a plane out: the message names what the user
 * gave, the file, its planes and --size (not the --slice or --slices they were read as), and
 * the sides that keep them. */
static gboolean
planes_fit (const WyExportArgs *a, const char *planes, gboolean one, const WyGame *game,
            guint size, GError **error)
{
  WyQuery query = { .needs = WY_NEED_STEP_COUNTS };
  g_autofree char *name = NULL;
  g_auto (GStrv) ks = g_strsplit (planes + MIN (strlen (planes), 2), ",", -1);
  guint top = 0;

  for (guint i = 0; ks[i]; i++)
    top = MAX (top, (guint) g_ascii_strtoull (ks[i], NULL, 10));
  if (top < size)
    return TRUE;
  name = wy_cli_escape (g_strdup (a->from), WY_CLI_MESSAGE_MAX);
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               one ? _("--size %s leaves out the plane of --from %s, the slice %s: the board side "
                       "must be from %u to %u to redraw it (or give another plane with --slice)")
                   : _("--size %s leaves out planes of --from %s, the slices %s: the board side "
                       "must be from %u to %u to redraw them (or give other planes with "
                       "--slices)"),
               a->size, name, planes, top + 1, wy_solve_max_side (game, &query, NULL));
  return FALSE;
}

/* A slice or slices (--from) redrawn as they were keep their planes in the --size given. */
static gboolean
from_fits (const WyExportArgs *a, const WyProvenance *prov, const WyCliHeaps3Args *h3,
           const WyGame *game, guint size, GError **error)
{
  if (a->size == NULL)
    return TRUE;
  return (prov->plane == NULL || h3->slice != prov->plane
          || planes_fit (a, prov->plane, TRUE, game, size, error))
         && (prov->slices == NULL || h3->slices != prov->slices
             || planes_fit (a, prov->slices, FALSE, game, size, error));
}

static int
export_figure (const WyExportArgs *a, char **argv)
{
  WyCliHeaps3Args h3 = { a->slice, a->slices, a->cube, a->turn, a->select, a->step,
                         a->caption != NULL };
  WyProvenance prov = { 0 };
  WyExportArgs plane = *a;  /* a cube's --select is read by wy-cli-heaps3.c */
  gboolean done = FALSE, classes;
  g_autoptr (GError) error = NULL;
  g_autoptr (WySolution) solution = NULL;
  WyExportOptions o;
  WyQuery query = { 0 };
  WyBoard *board = NULL;
  guint top = WY_LOW_CLASSES_DEFAULT_TOP, size = 0;
  WyGame *game;
  int status = 0;

  wy_export_options_init (&o);
  /* a cube is drawn as slices or in 3-D (wy-cli-heaps3.c) */
  wy_cli_allow_heaps3 ();
  if (!wy_export_format_from_filename (a->output, &o.format, &error))
    return wy_cli_fail_error (error);
  game = game_and_size (a, argv, &o, &size, &top, &prov, &error);
  redraw_from (a, &prov, &h3, &o);
  if (!game || !apply_render_args (a, &o, &error) || !apply_size_args (a, &h3, &o, &error))
    goto out;
  h3.view = o.render.view;
  if (!from_fits (a, &prov, &h3, game, size, &error)
      || !wy_cli_heaps3_check (&h3, game, size, &error))
    goto out;
  if (wy_game_get_heaps (game) == 3)
    plane.select = NULL;
  /* beyond the dense values' cap the core sweeps the low classes instead */
  classes = o.render.view == WY_VIEW_GRUNDY
            && wy_grundy_view_kind (game, size) == WY_GRUNDY_VIEW_CLASSES;
  if (a->classes && !wy_cli_parse_uint ("--classes", a->classes, 0, WY_LOW_CLASSES_MAX_TOP, &top,
                                        &error))
    goto out;
  query.size = size;
  query.needs = WY_NEED_STEP_COUNTS | (o.render.view == WY_VIEW_FORMULA ? WY_NEED_FORMULA : 0);
  if (o.render.view == WY_VIEW_GRUNDY)
    query.needs |= classes ? WY_NEED_GRUNDY_CLASSES : WY_NEED_GRUNDY;
  query.classes = top;
  solution = wy_cli_solve (game, &query, &error);
  if (solution && !wy_cli_heaps3_figure (&h3, &solution, &o, a->output, &done, &status, &error))
    goto out;
  board = solution && !done ? wy_solution_get_board (solution) : NULL;
  if (!board || !apply_board_args (&plane, board, &o, &error))
    goto out;
  o.render.grundy_classes = wy_solution_get_grundy_classes (solution);
  /* without a formula the figure says so in its note */
  o.render.formula = solution;
  status = wy_cli_write_figure (board, &o, a->output);
out:
  if (o.render.selection_moves)
    g_array_unref ((GArray *) o.render.selection_moves);
  if (game)
    wy_game_free (game);
  wy_provenance_clear (&prov);
  return error ? wy_cli_fail_error (error) : status;
}

int
wy_cli_export (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  WyExportArgs a = { 0 };
  int status;

  if (!parse_args (&a, &argc, &argv, &error))
    status = wy_cli_fail_error (error);
  else if (!a.output)
    status = wy_cli_fail (_("export needs -o FILE (.png, .svg, .pdf, .tex, .gif or .webm) (see "
                            "'wythoff export --help')"));
  else
    status = export_figure (&a, argv);
  args_clear (&a);
  return status;
}

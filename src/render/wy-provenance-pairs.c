/* wy-provenance-pairs.c: provenance read strictly from its text pairs: known keys, each once, values in range (the readers of PNG, SVG and PDF all end here). */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"
#include "wy-solution.h"

/* wythoff:game holds a whole rule string, a rule of your own included
 * (WY_RULE_STRING_MAX in wy-game-parse.c) */
#define WY_PROVENANCE_MAX_GAME 5000u
/* slices side by side, as --slices takes them */
#define WY_PROVENANCE_MAX_SLICES 16u
/* a caption, as --caption takes it */
#define WY_PROVENANCE_MAX_CAPTION 1000u

char *
wy_provenance_quote (const char *text, gsize max_chars)
{
  GString *s = g_string_new (NULL);
  const char *p = text, *end = text + strlen (text);
  gsize n = 0;

  /* A file's bytes must not reach a terminal raw: control characters and
   * bytes that are not UTF-8 become \xNN; long values are cut. */
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      if (n++ == max_chars)
        {
          g_string_append (s, "…");
          break;
        }
      if (c == (gunichar) -1 || c == (gunichar) -2 || c < 0x20 || (c >= 0x7f && c < 0xa0))
        {
          g_string_append_printf (s, "\\x%02x", (guchar) *p);
          p++;
        }
      else
        {
          g_string_append_unichar (s, c);
          p = g_utf8_next_char (p);
        }
    }
  return g_string_free (s, FALSE);
}

/* ---- the keys ---- */

typedef enum {
  KEY_GAME,
  KEY_SIZE,
  KEY_STEP,
  KEY_VIEW,
  KEY_STYLE,
  KEY_DARK,
  KEY_AXES,
  KEY_SELECTION,
  KEY_VERSION,
  KEY_CLASSES,
  KEY_PLANE,
  KEY_GRID,
  KEY_LINES,
  KEY_WIDTH,
  KEY_DPI,
  KEY_TURN,
  KEY_SLICE_VIEW,
  KEY_KEY,
  KEY_OUTLINE,
  N_KEYS
} Key;

/* The longest value a key may hold. */
guint
wy_provenance_value_max (const char *key)
{
  if (strcmp (key, "Description") == 0)
    return 4 * WY_PROVENANCE_MAX_CAPTION;  /* characters of up to four bytes */
  return strcmp (key, "wythoff:game") == 0 ? WY_PROVENANCE_MAX_GAME : WY_PROVENANCE_MAX_VALUE;
}

gboolean
wy_provenance_take_caption (WyProvenance *out, const char *text, GError **error)
{
  gboolean ok = g_utf8_validate (text, -1, NULL)
                && g_utf8_strlen (text, -1) <= WY_PROVENANCE_MAX_CAPTION;

  for (const char *p = text; ok && *p; p++)
    ok = (guchar) *p >= 0x20 && *p != 0x7f;
  if (!ok)
    {
      g_autofree char *q = wy_provenance_quote (text, WY_QUOTE_MAX);
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("its caption (Description) %s is not one line of UTF-8 text of at most %u "
                     "characters"), q, WY_PROVENANCE_MAX_CAPTION);
      return FALSE;
    }
  g_free (out->caption);
  out->caption = g_strdup (text);
  return TRUE;
}

static const char *const key_names[N_KEYS] = {
  "wythoff:game", "wythoff:size", "wythoff:step", "wythoff:view", "wythoff:style",
  "wythoff:dark", "wythoff:axes", "wythoff:selection", "wythoff:version", "wythoff:classes",
  "wythoff:plane", "wythoff:grid", "wythoff:lines", "wythoff:width", "wythoff:dpi",
  "wythoff:turn", "wythoff:slice-view", "wythoff:key", "wythoff:outline",
};

/* A whole number: decimal digits only (no sign, space or fraction), from min to max. */
static gboolean
parse_whole (Key key, const char *v, guint64 min, guint64 max, guint64 *out, GError **error)
{
  g_autofree char *q = wy_provenance_quote (v, WY_QUOTE_MAX);
  gsize digits = strspn (v, "0123456789");

  if (digits == 0 || v[digits] != '\0')
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("%s=%s is not a whole number: it must be from %llu to %llu"),
                   key_names[key], q, (unsigned long long) min, (unsigned long long) max);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (v, 10, min, max, out, NULL))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s=%s is out of range: it must be from %llu to %llu"),
                   key_names[key], q, (unsigned long long) min, (unsigned long long) max);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_choice (Key key, const char *v, const char *choices, gboolean ok, GError **error)
{
  g_autofree char *q = NULL;

  if (ok)
    return TRUE;
  q = wy_provenance_quote (v, WY_QUOTE_MAX);
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s=%s is unknown: it must be %s"),
               key_names[key], q, choices);
  return FALSE;
}

/* The view of a plot this program writes (its provenance names it so that it is not
 * misread) is refused naming the plot and the command that draws it again; FALSE then. The
 * 3-D view and slices side by side are redrawn from their file when it has the key that
 * redraws them (redraw: the keys of the file, n of them; NULL: refuse them too). */
static gboolean
refuse_plot (const char *v, const char *const *keys, guint n, GError **error)
{
  static const struct { const char *name, *what, *redraw; } plots[] = {
    { "cube", N_("the 3-D view of three heaps (wythoff export GAME --3d)"), "wythoff:turn" },
    { "slices", N_("slices of three heaps side by side (wythoff export GAME --slices)"),
      "wythoff:slice-view" },
    { "beams", N_("the P-beams (wythoff beams GAME -o FILE)"), NULL },
    { "offsets", N_("the class offsets (wythoff classes GAME -o FILE)"), NULL },
    { "limit", N_("the limit (wythoff limit GAME --series K -o FILE)"), NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (plots); i++)
    if (g_str_has_prefix (v, plots[i].name)
        && (v[strlen (plots[i].name)] == '\0' || v[strlen (plots[i].name)] == ' '))
      {
        g_autofree char *q = wy_provenance_quote (v, WY_QUOTE_MAX);

        for (guint k = 0; plots[i].redraw && keys && k < n; k++)
          if (strcmp (keys[k], plots[i].redraw) == 0)
            return TRUE;
        if (plots[i].redraw)
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                       _("%s=%s is a plot, %s, written without %s, the key that redraws it from "
                         "its file (a figure of it written before there was one): draw it again "
                         "with its command"), key_names[KEY_VIEW], q, _(plots[i].what),
                       plots[i].redraw);
        else
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                       _("%s=%s is a plot, %s, which its command draws again, not its file: only "
                         "a board's figure (outcome, elimination, grundy or formula) is redrawn "
                         "from its file"), key_names[KEY_VIEW], q, _(plots[i].what));
        return FALSE;
      }
  return TRUE;
}

/* A board's view, or the plot of three heaps a figure is (its planes checked by parse_plot). */
static gboolean
parse_view (const char *v, WyProvenance *out, GError **error)
{
  if (wy_view_from_name (v, &out->view))
    return TRUE;
  if (strcmp (v, "cube") == 0)
    return out->cube = TRUE;
  /* slices without planes are refused naming them (parse_plot) */
  if (strcmp (v, "slices") == 0 || g_str_has_prefix (v, "slices "))
    {
      out->slices = g_strdup (v + MIN (strlen (v), strlen ("slices ")));
      return TRUE;
    }
  /* "cube ..." came past refuse_plot for its wythoff:turn: it is no view this program writes */
  return (g_str_has_prefix (v, "cube ") || refuse_plot (v, NULL, 0, error))
         && parse_choice (KEY_VIEW, v, "outcome, elimination, grundy or formula", FALSE, error);
}

static gboolean
parse_yes_no (Key key, const char *v, gboolean *out, GError **error)
{
  *out = g_strcmp0 (v, "yes") == 0;
  return parse_choice (key, v, "yes or no", *out || g_strcmp0 (v, "no") == 0, error);
}

/* The game and the board side, checked against the budget the command
 * line would apply, before anyone starts solving. */
static gboolean
parse_game_size (const char *const *v, WyProvenance *out, gboolean *one_pile, guint *heaps,
                 GError **error)
{
  g_autoptr (GError) local = NULL;
  WyGame *game;
  WyQuery query = { 0 };
  guint64 size;
  guint max;

  game = wy_game_parse (v[KEY_GAME], &local);
  if (!game)
    {
      g_autofree char *q = wy_provenance_quote (local->message, 3 * WY_QUOTE_MAX);
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, "%s: %s", key_names[KEY_GAME], q);
      return FALSE;
    }
  /* a Grundy figure beyond the dense values' cap shows the low classes */
  query.needs = WY_NEED_ELIMINATION | (out->view == WY_VIEW_GRUNDY ? WY_NEED_GRUNDY_CLASSES : 0);
  max = wy_solve_max_side (game, &query, NULL);
  if (!parse_whole (KEY_SIZE, v[KEY_SIZE], 1, max, &size, error))
    {
      wy_game_free (game);
      return FALSE;
    }
  out->game = wy_game_to_string (game);
  out->size = (guint) size;
  *one_pile = wy_game_is_one_pile (game);
  *heaps = wy_game_get_heaps (game);
  wy_game_free (game);
  return TRUE;
}

/* "none" or "x,y" on the board (y = 0 on a strip). */
static gboolean
parse_selection (const char *v, gboolean one_pile, WyProvenance *out, GError **error)
{
  g_auto (GStrv) xy = NULL;
  guint64 x, y;

  out->has_selection = FALSE;
  if (strcmp (v, "none") == 0)
    return TRUE;
  xy = g_strsplit (v, ",", 3);
  if (g_strv_length (xy) != 2
      || !parse_whole (KEY_SELECTION, xy[0], 0, out->size - 1, &x, NULL)
      || !parse_whole (KEY_SELECTION, xy[1], 0, one_pile ? 0 : out->size - 1, &y, NULL))
    {
      g_autofree char *q = wy_provenance_quote (v, WY_QUOTE_MAX);
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s=%s is not a position on a board of side %u: use none or x,y"),
                   key_names[KEY_SELECTION], q, out->size);
      return FALSE;
    }
  out->selection = (WyPos) { (guint) x, (guint) y };
  out->has_selection = TRUE;
  return TRUE;
}

/* The value of key, a plane of the cube: "x=K", "y=K" or "z=K" with K on it. */
static gboolean
read_plane (Key key, const char *v, guint size, WyAxis *axis, guint *k, GError **error)
{
  g_autofree char *q = NULL;
  guint64 value;

  if ((v[0] == 'x' || v[0] == 'y' || v[0] == 'z') && v[1] == '='
      && parse_whole (key, v + 2, 0, size - 1, &value, NULL))
    {
      *axis = v[0] == 'x' ? WY_AXIS_X : v[0] == 'y' ? WY_AXIS_Y : WY_AXIS_Z;
      *k = (guint) value;
      return TRUE;
    }
  q = wy_provenance_quote (v, WY_QUOTE_MAX);
  g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
               _("%s=%s is not a plane of the cube of side %u: use x=K, y=K or z=K, K "
                 "from 0 to %u"), key_names[key], q, size, size - 1);
  return FALSE;
}

/* A slice's plane (three heaps only), in canonical text and as its axis and K. */
static gboolean
parse_plane (const char *v, guint heaps, WyProvenance *out, GError **error)
{
  if (heaps != 3)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("%s is given, but the game has %u heaps: a plane is a slice of three"),
                   key_names[KEY_PLANE], heaps);
      return FALSE;
    }
  if (!read_plane (KEY_PLANE, v, out->size, &out->plane_axis, &out->plane_k, error))
    return FALSE;
  out->plane = g_strdup_printf ("%c=%u", "xyz"[out->plane_axis], out->plane_k);
  return TRUE;
}

/* A vector figure's width in pixels and dpi (a PNG's come from IHDR and
 * pHYs): a whole number, and a decimal number (digits and one point). */
static gboolean
parse_vector_size (const char *const *v, WyProvenance *out, GError **error)
{
  guint64 width;
  char *end = NULL;
  double dpi;

  if (v[KEY_WIDTH] && !parse_whole (KEY_WIDTH, v[KEY_WIDTH], WY_EXPORT_MIN_SIDE,
                                    WY_EXPORT_MAX_SIDE, &width, error))
    return FALSE;
  out->width = v[KEY_WIDTH] ? (guint) width : 0;
  if (!v[KEY_DPI])
    return TRUE;
  dpi = g_ascii_strtod (v[KEY_DPI], &end);
  if (strspn (v[KEY_DPI], "0123456789.") != strlen (v[KEY_DPI]) || *end != '\0'
      || end == v[KEY_DPI] || !(dpi >= WY_EXPORT_MIN_DPI && dpi <= WY_EXPORT_MAX_DPI))
    {
      g_autofree char *q = wy_provenance_quote (v[KEY_DPI], WY_QUOTE_MAX);
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s=%s is not a number from %d to %d"), key_names[KEY_DPI], q,
                   WY_EXPORT_MIN_DPI, WY_EXPORT_MAX_DPI);
      return FALSE;
    }
  out->dpi = dpi;
  return TRUE;
}

/* ---- the plots of three heaps: the 3-D view and slices side by side ---- */

/* "AXIS=K1,K2,...", one axis and 1 to 16 planes K on the cube: canonical in out->slices, the
 * first plane in out->plane_axis and plane_k. */
static gboolean
parse_planes (const char *text, WyProvenance *out)
{
  g_auto (GStrv) ks = NULL;
  GString *s;
  guint n;

  if (!(text[0] == 'x' || text[0] == 'y' || text[0] == 'z') || text[1] != '=')
    return FALSE;
  ks = g_strsplit (text + 2, ",", -1);
  n = g_strv_length (ks);
  if (n == 0 || n > WY_PROVENANCE_MAX_SLICES)
    return FALSE;
  s = g_string_new (NULL);
  g_string_append_printf (s, "%c=", text[0]);
  for (guint i = 0; i < n; i++)
    {
      guint64 k;

      if (!parse_whole (KEY_VIEW, ks[i], 0, out->size - 1, &k, NULL))
        {
          g_string_free (s, TRUE);
          return FALSE;
        }
      g_string_append_printf (s, "%s%u", i ? "," : "", (guint) k);
      if (i == 0)
        out->plane_k = (guint) k;
    }
  out->plane_axis = text[0] == 'x' ? WY_AXIS_X : text[0] == 'y' ? WY_AXIS_Y : WY_AXIS_Z;
  out->slices = g_string_free (s, FALSE);
  return TRUE;
}

/* One angle of wythoff:turn: a decimal number, maybe negative, from -max to max degrees (in
 * the shortest text that reads back as the same double, which may have an exponent: a turn
 * dragged back to 0 can be 1.4e-14; no hexadecimal, inf or nan). */
static gboolean
parse_angle (const char *text, double max, double *out)
{
  char *end = NULL;

  *out = g_ascii_strtod (text, &end);
  return g_ascii_isdigit (text[text[0] == '-'])
         && strspn (text, "0123456789.eE+-") == strlen (text) && end && *end == '\0'
         && *out >= -max && *out <= max;
}

/* The 3-D view's turn, "YAW,PITCH": a yaw of -360 to 360 degrees, a pitch of -89 to 89 (the
 * window turns it either way). */
static gboolean
parse_turn (const char *v, WyProvenance *out, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (v, ",", 3);
  g_autofree char *q = NULL;

  if (g_strv_length (parts) == 2 && parse_angle (parts[0], 360, &out->yaw)
      && parse_angle (parts[1], 89, &out->pitch))
    return out->has_turn = TRUE;
  q = wy_provenance_quote (v, WY_QUOTE_MAX);
  g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
               _("%s=%s is not YAW,PITCH: a yaw from -360 to 360 degrees and a pitch from -89 "
                 "to 89"), key_names[KEY_TURN], q);
  return FALSE;
}

/* The 3-D view's selection: "none" or "x,y,z" in the cube. */
static gboolean
parse_point (const char *v, WyProvenance *out, GError **error)
{
  g_auto (GStrv) xyz = g_strsplit (v, ",", 4);
  g_autofree char *q = NULL;
  gboolean ok = g_strv_length (xyz) == 3;

  if (strcmp (v, "none") == 0)
    return TRUE;
  for (guint i = 0; ok && i < 3; i++)
    {
      guint64 c;

      ok = parse_whole (KEY_SELECTION, xyz[i], 0, out->size - 1, &c, NULL);
      out->point[i] = ok ? (guint) c : 0;
    }
  if (ok)
    return out->has_point = TRUE;
  q = wy_provenance_quote (v, WY_QUOTE_MAX);
  g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
               _("%s=%s is not a position in the cube of side %u: use none or x,y,z"),
               key_names[KEY_SELECTION], q, out->size);
  return FALSE;
}

/* The plane the 3-D view outlines, "x=K", "y=K" or "z=K" on the cube. */
static gboolean
parse_outline (const char *v, WyProvenance *out, GError **error)
{
  return out->has_outline = read_plane (KEY_OUTLINE, v, out->size, &out->outline_axis,
                                        &out->outline_k, error);
}

/* A key of one kind of figure on another: FALSE, saying so. */
static gboolean
misplaced (Key key, const char *figure, GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s is given, but the figure is not %s"),
               key_names[key], figure);
  return FALSE;
}

/* The keys that redraw the 3-D view or slices side by side, on those figures only (the
 * view's own keys are parsed after the game and size, heaps of them). */
static gboolean
parse_plot (const char *const *v, guint heaps, WyProvenance *out, GError **error)
{
  static const Key cube_keys[] = { KEY_TURN, KEY_KEY, KEY_OUTLINE };
  g_autofree char *q = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cube_keys); i++)
    if (v[cube_keys[i]] && !out->cube)
      return misplaced (cube_keys[i], _("the 3-D view (wythoff:view=cube)"), error);
  if (v[KEY_SLICE_VIEW] && !out->slices)
    return misplaced (KEY_SLICE_VIEW, _("slices side by side (wythoff:view=slices z=K1,K2,...)"),
                      error);
  if (!out->cube && !out->slices)
    return TRUE;
  q = wy_provenance_quote (v[KEY_VIEW], WY_QUOTE_MAX);
  if (heaps != 3)
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("%s=%s is a figure of three heaps, but the game has %u heaps"),
                 key_names[KEY_VIEW], q, heaps);
  else if (v[KEY_PLANE])
    misplaced (KEY_PLANE, _("a slice"), error);
  if (heaps != 3 || v[KEY_PLANE])
    return FALSE;
  if (out->slices && v[KEY_SELECTION])
    return misplaced (KEY_SELECTION, _("a board or the 3-D view"), error);
  if (out->slices)
    {
      g_autofree char *planes = g_steal_pointer (&out->slices);
      if (parse_planes (planes, out))
        return TRUE;
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s=%s does not name the slices of a cube of side %u: use slices AXIS=K1,"
                     "K2,..., 1 to %u planes K from 0 to %u"), key_names[KEY_VIEW], q, out->size,
                   WY_PROVENANCE_MAX_SLICES, out->size - 1);
      return FALSE;
    }
  if ((v[KEY_KEY] && !parse_yes_no (KEY_KEY, v[KEY_KEY], &out->key, error))
      || (v[KEY_SELECTION] && !parse_point (v[KEY_SELECTION], out, error))
      || (v[KEY_OUTLINE] && !parse_outline (v[KEY_OUTLINE], out, error)))
    return FALSE;
  out->has_key = v[KEY_KEY] != NULL;
  /* refuse_plot let the view in for its turn */
  return v[KEY_TURN] && parse_turn (v[KEY_TURN], out, error);
}

/* The view: a board's (wythoff:view), or the boards' of slices side by side
 * (wythoff:slice-view). */
static gboolean
parse_views (const char *const *v, WyProvenance *out, GError **error)
{
  if (v[KEY_VIEW] && !parse_view (v[KEY_VIEW], out, error))
    return FALSE;
  if (!v[KEY_SLICE_VIEW])
    return TRUE;
  return parse_choice (KEY_SLICE_VIEW, v[KEY_SLICE_VIEW],
                       "outcome, elimination, grundy or formula",
                       wy_view_from_name (v[KEY_SLICE_VIEW], &out->view), error);
}

static gboolean
parse_values (const char *const *v, WyProvenance *out, GError **error)
{
  gboolean one_pile = FALSE;
  guint heaps = 2;
  guint64 step, cells, classes;

  for (guint k = 0; k < 2; k++)
    if (!v[k])
      {
        g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s is missing"), key_names[k]);
        return FALSE;
      }
  if (!parse_views (v, out, error)
      || (v[KEY_STYLE] && !parse_choice (KEY_STYLE, v[KEY_STYLE], "paper or screen",
                                         wy_style_from_name (v[KEY_STYLE], &out->style), error))
      || (v[KEY_DARK] && !parse_yes_no (KEY_DARK, v[KEY_DARK], &out->dark, error))
      || (v[KEY_AXES] && !parse_yes_no (KEY_AXES, v[KEY_AXES], &out->axes, error))
      || (v[KEY_GRID] && !parse_yes_no (KEY_GRID, v[KEY_GRID], &out->grid, error))
      || (v[KEY_LINES] && !parse_yes_no (KEY_LINES, v[KEY_LINES], &out->lines, error))
      || !parse_game_size (v, out, &one_pile, &heaps, error)
      || (v[KEY_SELECTION] && !out->cube
          && !parse_selection (v[KEY_SELECTION], one_pile, out, error))
      || !parse_plot (v, heaps, out, error)
      || (v[KEY_PLANE] && !parse_plane (v[KEY_PLANE], heaps, out, error))
      || !parse_vector_size (v, out, error))
    return FALSE;
  /* Every step decides at least one cell (of the cube, in a plot of it); the solved board's
   * own count is checked by whoever solves it. */
  cells = one_pile ? out->size : MIN ((guint64) out->size * out->size
                                      * (out->cube || out->slices ? out->size : 1), G_MAXUINT);
  if (v[KEY_STEP] && !parse_whole (KEY_STEP, v[KEY_STEP], 0, cells, &step, error))
    return FALSE;
  out->step = v[KEY_STEP] ? (guint) step : 0;
  if (v[KEY_CLASSES]
      && !parse_whole (KEY_CLASSES, v[KEY_CLASSES], 0, WY_LOW_CLASSES_MAX_TOP, &classes, error))
    return FALSE;
  out->has_classes = v[KEY_CLASSES] != NULL;
  out->classes = out->has_classes ? (guint) classes : 0;
  out->version = g_strdup (v[KEY_VERSION]);
  return TRUE;
}

void
wy_provenance_clear (WyProvenance *prov)
{
  g_clear_pointer (&prov->game, g_free);
  g_clear_pointer (&prov->version, g_free);
  g_clear_pointer (&prov->plane, g_free);
  g_clear_pointer (&prov->caption, g_free);
  g_clear_pointer (&prov->slices, g_free);
}

gboolean
wy_provenance_parse_pairs (const char *const *keys, const char *const *values, guint n,
                           WyProvenance *out, GError **error)
{
  const char *v[N_KEYS] = { NULL };

  *out = (WyProvenance) { .view = WY_VIEW_OUTCOME, .style = WY_STYLE_PAPER, .axes = TRUE,
                          .grid = TRUE, .lines = TRUE };
  /* a plot's keys beside its view (the limit's wythoff:count) are not "unknown" */
  for (guint i = 0; i < n; i++)
    if (strcmp (keys[i], key_names[KEY_VIEW]) == 0 && !refuse_plot (values[i], keys, n, error))
      return FALSE;
  for (guint i = 0; i < n; i++)
    {
      guint k = 0;
      if (!g_str_has_prefix (keys[i], "wythoff:"))
        continue;  /* Title, Software and anything another tool added */
      while (k < N_KEYS && strcmp (keys[i], key_names[k]) != 0)
        k++;
      if (k == N_KEYS || v[k])
        {
          g_autofree char *q = wy_provenance_quote (keys[i], WY_QUOTE_MAX);
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE, k == N_KEYS
                       ? _("%s is not a key this program writes") : _("%s is given twice"), q);
          return FALSE;
        }
      if (strlen (values[i]) > wy_provenance_value_max (keys[i]))
        {
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s is %zu bytes long: at most %u"),
                       keys[i], strlen (values[i]), wy_provenance_value_max (keys[i]));
          return FALSE;
        }
      v[k] = values[i];
    }
  if (parse_values (v, out, error))
    return TRUE;
  wy_provenance_clear (out);
  return FALSE;
}

/* wy-ui-strings.c: how positions, moves and statuses read in the interface (translated). */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wy-ui-strings.h"

char *
wy_ui_format_pos (const WyPos *pos, gboolean one_pile)
{
  if (one_pile)
    return g_strdup_printf ("%u", pos->x);
  return g_strdup_printf ("(%u, %u)", pos->x, pos->y);
}

char *
wy_ui_pairs_whole (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *c = text; *c; c++)
    if (c[0] == ',' && c[1] == ' ' && c > text && g_ascii_isdigit (c[-1])
        && g_ascii_isdigit (c[2]))
      {
        g_string_append (out, ",\u00a0");
        c++;
      }
    else
      g_string_append_c (out, *c);
  return g_string_free (out, FALSE);
}

static void
on_copy_plain (GtkLabel *label)
{
  g_autofree char *part = NULL;
  GString *plain;
  int start, end;

  g_signal_stop_emission_by_name (label, "copy-clipboard");
  if (!gtk_label_get_selection_bounds (label, &start, &end))
    return;
  part = g_utf8_substring (gtk_label_get_text (label), start, end);
  plain = g_string_new (part);
  g_string_replace (plain, "\u200b", "", 0);
  g_string_replace (plain, "\u2060", "", 0);
  g_string_replace (plain, "\u00a0", " ", 0);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (label)), plain->str);
  g_string_free (plain, TRUE);
}

void
wy_ui_label_copies_plain (GtkWidget *label)
{
  g_signal_connect (label, "copy-clipboard", G_CALLBACK (on_copy_plain), NULL);
}

char *
wy_ui_format_removal3 (const WyMove *move, guint heaps)
{
  guint k = MAX (move->dx, MAX (move->dy, move->dz));

  if (heaps != 3)
    return wy_ui_format_removal (move, heaps == 1);
  /* the heaps named by the line the core gave the move */
  switch (move->line)
    {
    case WY_LINE_ROW:
    case WY_LINE_COLUMN:
      return wy_ui_format_removal (move, FALSE);
    case WY_LINE_PILLAR:
      /* Translators: a move on the third heap alone, e.g. "take 3 from z" */
      return g_strdup_printf (_("take %u from z"), k);
    case WY_LINE_DIAGONAL:
      /* Translators: the same amount from two heaps, e.g. "take 2 from x and y" */
      return g_strdup_printf (move->dz == 0 ? _("take %u from x and y")
                              : move->dx == 0 ? _("take %u from y and z")
                              : move->dy == 0 ? _("take %u from x and z")
                              /* Translators: the same amount from every heap,
                               * e.g. "take 2 from x, y and z" */
                              : _("take %u from x, y and z"), k);
    default:
      /* Translators: a move on three heaps, e.g. "take 1, 0 and 2" */
      return g_strdup_printf (_("take %u, %u and %u"), move->dx, move->dy, move->dz);
    }
}

char *
wy_ui_format_target (const WyMove *move, guint heaps)
{
  if (heaps != 3)
    return wy_ui_format_pos (&move->target, heaps == 1);
  return g_strdup_printf ("(%u, %u, %u)", move->target.x, move->target.y, move->target_z);
}

char *
wy_ui_format_removal (const WyMove *move, gboolean one_pile)
{
  if (one_pile)
    /* Translators: a one-pile move, e.g. "take 3" */
    return g_strdup_printf (_("take %u"), move->dx);
  if (move->dy == 0)
    /* Translators: a move on the first pile, e.g. "take 3 from x" */
    return g_strdup_printf (_("take %u from x"), move->dx);
  if (move->dx == 0)
    return g_strdup_printf (_("take %u from y"), move->dy);
  /* Translators: a move on both piles, e.g. "take 2 and 3" */
  return g_strdup_printf (_("take %u and %u"), move->dx, move->dy);
}

char *
wy_ui_move_kind (const WyMove *move)
{
  const char *line = wy_line_kind_get_label (move->line);
  g_autoptr (GString) also = g_string_new (NULL);

  for (WyLineKind k = 0; k <= WY_LINE_PILLAR; k++)
    if (move->also & (1u << k))
      g_string_append_printf (also, "%s%s", also->len ? ", " : "", wy_line_kind_get_label (k));
  if (also->len == 0)
    return g_strdup (line);
  /* Translators: a move on more than one line (the bands of NIM^{p,q}_{a,b} overlap),
   * e.g. "column, also row, diagonal" */
  return g_strdup_printf (_("%s, also %s"), line, also->str);
}

char *
wy_ui_game_title_plain (const WyGame *game)
{
  WyFamily family = wy_game_get_family (game);
  const char *title = wy_family_get_title (family);
  g_autofree char *index = NULL;
  g_auto (GStrv) parts = NULL;
  g_autofree char *plain = NULL;

  if (family == WY_FAMILY_GAMMA)
    {
      index = g_strdup_printf ("Gamma_%d", wy_game_get_param (game, WY_PARAM_I));
      parts = g_strsplit (title, "Gamma_i", -1);
    }
  else if (family == WY_FAMILY_MARK)
    {
      index = g_strdup_printf ("Mark-%d", wy_game_get_param (game, WY_PARAM_K));
      parts = g_strsplit (title, "Mark-k", -1);
    }
  else
    return g_strdup (title);
  return g_strjoinv (index, parts);
}

char *
wy_ui_sentence (const char *text)
{
  gunichar first;
  char buf[8] = { 0 };

  if (text == NULL || *text == '\0')
    return g_strdup (text ? text : "");
  /* a message that begins with a piece of a rule ("block=2 cannot be ...") keeps it as it
   * is typed: "Block=2" is no key */
  if (strcspn (text, "=_(:") < strcspn (text, " "))
    return g_strdup (text);
  first = g_utf8_get_char (text);
  g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  return g_strconcat (buf, g_utf8_next_char (text), NULL);
}

/* The notation in words for a screen reader: the markup's scripts said ("NIM superscript
 * p,q subscript a,b"), its other symbols (⌊, φ, ≤) left to the reader, which names them. */
static char *
speech_of_markup (const char *markup, const char *plain)
{
  g_autoptr (GString) said = g_string_new (markup);
  g_autofree char *sup = g_strdup_printf (" %s ", C_("notation read aloud", "superscript"));
  g_autofree char *sub = g_strdup_printf (" %s ", C_("notation read aloud", "subscript"));
  char *text = NULL;

  g_string_replace (said, "<sup>", sup, 0);
  g_string_replace (said, "<sub>", sub, 0);
  g_string_replace (said, "</sup>", " ", 0);
  g_string_replace (said, "</sub>", " ", 0);
  if (!pango_parse_markup (said->str, -1, 0, NULL, &text, NULL, NULL))
    return g_strdup (plain);
  g_string_assign (said, g_strstrip (text));
  g_free (text);
  while (g_string_replace (said, "  ", " ", 0) > 0)
    ;
  g_string_replace (said, " ,", ",", 0);
  g_string_replace (said, " )", ")", 0);
  g_string_replace (said, " .", ".", 0);
  return g_string_free (g_steal_pointer (&said), FALSE);
}

char *
wy_ui_math_speech (const char *plain)
{
  g_autofree char *markup = wy_notation_markup (plain);

  return speech_of_markup (markup, plain);
}

void
wy_ui_label_set_math (GtkWidget *label, const char *plain)
{
  g_autofree char *markup = wy_notation_markup (plain);
  g_autofree char *said = speech_of_markup (markup, plain);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
}

/* ---- the readings of NIM^{p,q}_{a,b}'s blocking rule (docs/spec.md, "Blocking") ---- */

const char *
wy_ui_reading_name (WyReading reading)
{
  switch (reading)
    {
    /* Translators: the reading of the blocking rule that counts moves per line */
    case WY_READING_LINECOUNT: return _("Line counts");
    /* Translators: the reading of the blocking rule from the paper's abstract */
    case WY_READING_ABSTRACT: return _("Move classes");
    /* Translators: the reading of the blocking rule from the paper's section 7 */
    case WY_READING_SEC7: return _("Exact lines");
    default: return "";
    }
}

const char *
wy_ui_reading_explanation (WyReading reading)
{
  switch (reading)
    {
    case WY_READING_LINECOUNT:
      return _("The reading of the paper's tables (§8; it reproduces all 14). Before each move "
               "the previous player may block moves into P-positions. A position is an "
               "N-position when one of its moves into P has 0 < |dx − dy| < a (such a move "
               "cannot be blocked), or when it has at least p moves into P with dx = dy, or, "
               "for some k < b, at least q moves into P with dx = k ≤ dy, or at least q with "
               "dy = k ≤ dx.");
    case WY_READING_ABSTRACT:
      return _("The paper's abstract read literally. Each move into a P-position is in class A "
               "if |dx − dy| < a, in BX if dx < b and dx ≤ dy, in BY if dy < b and dy ≤ dx. "
               "The previous player may block up to p − 1 moves charged to A and up to q − 1 "
               "charged to each of BX and BY, each blocked move charged to one class it is "
               "in. A position is an N-position when its moves into P cannot all be blocked "
               "so.");
    case WY_READING_SEC7:
      return _("The formal text of the paper's §7. Only moves along exact lines can be "
               "blocked: up to p − 1 moves with dx = dy, up to q − 1 with dy = 0 and up to "
               "q − 1 with dx = 0. Any other move into a P-position makes the position an "
               "N-position.");
    default:
      return "";
    }
}

char *
wy_ui_format_class_value (const WyLowClasses *classes, guint x, guint y)
{
  int g = wy_low_classes_get_value (classes, x, y);

  if (g >= 0)
    return g_strdup_printf (_("Grundy value %d"), g);
  return g_strdup_printf (_("Grundy value ≥ %u (not computed)"),
                          wy_low_classes_get_top (classes) + 1);
}

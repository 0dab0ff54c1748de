/* wy-inspector-moves.c: the side panel's lists of moves (winning moves, eliminators), a row
 * each, built as the user asks for them: the first rows, then more at a time. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-inspector-private.h"
#include "wy-ui-strings.h"

/* The rows built at once, about what the panel shows without scrolling (a stwythoff cell
 * of a 4096 board has 669 winning moves: 200 rows at once cost some 80 ms of a click, built
 * and laid out), and the rows a "Show more" row adds. */
#define FIRST_ROWS 24
#define MORE_ROWS 100

/* What a list shows: the moves, how many have a row, and how a row reads them. */
typedef struct {
  GArray  *moves;
  guint    shown;
  guint    heaps;
  gboolean show_removal;
} MoveList;

static void
move_list_free (gpointer data)
{
  MoveList *l = data;

  g_array_unref (l->moves);
  g_free (l);
}

static void
clear_rows (GtkWidget *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
}

void
wy_inspector_clear_moves (GtkWidget *list)
{
  clear_rows (list);
  g_object_set_data (G_OBJECT (list), "wy-move-list", NULL);
}

/* A row naming a move's target, why it matters, and the line it runs along. */
static GtkWidget *
append_move_row (GtkWidget *list, const WyMove *move, guint heaps, gboolean show_removal)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *target = gtk_label_new (NULL);
  GtkWidget *detail = gtk_label_new (NULL);
  g_autofree char *pos = wy_ui_format_target (move, heaps);
  /* step 0: not computed (far out on a large board) */
  g_autofree char *what = show_removal ? wy_ui_format_removal3 (move, heaps)
                          : move->step > 0 ? g_strdup_printf (_("step %u"), move->step) : NULL;
  g_autofree char *line = wy_ui_move_kind (move);
  g_autofree char *text = what ? g_strdup_printf ("%s · %s", what, line) : g_strdup (line);
  WyPos *data = g_new (WyPos, 1);

  *data = move->target;
  gtk_label_set_text (GTK_LABEL (target), pos);
  gtk_widget_add_css_class (target, "wy-pos");
  gtk_label_set_text (GTK_LABEL (detail), text);
  gtk_label_set_xalign (GTK_LABEL (detail), 1);
  /* wrapped, never cut: "take 12 and 13 · column, also diagonal" */
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_label_set_justify (GTK_LABEL (detail), GTK_JUSTIFY_RIGHT);
  gtk_widget_set_hexpand (detail, TRUE);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_box_append (GTK_BOX (box), target);
  gtk_box_append (GTK_BOX (box), detail);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "wy-target", data, g_free);
  if (heaps == 3)  /* the window opens the target's slice (wy-window-heaps3.c) */
    g_object_set_data (G_OBJECT (row), "wy-target-z", GUINT_TO_POINTER (move->target_z + 1));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, pos,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return row;
}

/* The last row, while moves have none: activated, it adds the next ones. */
static void
append_more_row (GtkWidget *list, guint hidden)
{
  guint next = MIN (hidden, MORE_ROWS);
  /* Translators: a row under a list of moves: "Show 100 more (645 not listed)" */
  g_autofree char *text = g_strdup_printf (ngettext ("Show %u more (%u not listed)",
                                                     "Show %u more (%u not listed)", hidden),
                                           next, hidden);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_widget_add_css_class (label, "dim-label");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  g_object_set_data (G_OBJECT (row), "wy-more", GINT_TO_POINTER (TRUE));
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

/* Rows for up to count more moves of the list, and a "Show more" row while some have none;
 * the first row added. */
static GtkWidget *
add_rows (GtkWidget *list, MoveList *l, guint count)
{
  GtkWidget *first = NULL;
  guint end = MIN (l->moves->len, l->shown + count);

  for (; l->shown < end; l->shown++)
    {
      GtkWidget *row = append_move_row (list, &g_array_index (l->moves, WyMove, l->shown),
                                        l->heaps, l->show_removal);

      first = first ? first : row;
    }
  if (l->shown < l->moves->len)
    append_more_row (list, l->moves->len - l->shown);
  return first;
}

guint
wy_inspector_fill_moves (GtkWidget *list, GArray *moves, guint heaps, gboolean show_removal)
{
  MoveList *l;

  wy_inspector_clear_moves (list);
  gtk_widget_set_visible (list, moves != NULL && moves->len > 0);
  if (moves == NULL || moves->len == 0)
    return 0;
  l = g_new0 (MoveList, 1);
  l->moves = g_array_ref (moves);
  l->heaps = heaps;
  l->show_removal = show_removal;
  g_object_set_data_full (G_OBJECT (list), "wy-move-list", l, move_list_free);
  add_rows (list, l, FIRST_ROWS);
  return moves->len;
}

gboolean
wy_inspector_show_more_moves (GtkWidget *list, GtkListBoxRow *row)
{
  MoveList *l = g_object_get_data (G_OBJECT (list), "wy-move-list");
  GtkWidget *first;

  if (l == NULL || !g_object_get_data (G_OBJECT (row), "wy-more"))
    return FALSE;
  gtk_list_box_remove (GTK_LIST_BOX (list), GTK_WIDGET (row));
  first = add_rows (list, l, MORE_ROWS);
  /* the keys go on from the first new row, where the activated one was */
  if (first != NULL)
    gtk_widget_grab_focus (first);
  return TRUE;
}

/* wy-test-desktop.c: helpers of the widget tests of the window on the desktop: a user's data
 * of its own, German, a narrow window, a file dropped (moved from test-desktop.c, shared with
 * test-desktop-actions.c and test-library-page.c). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"
#include "wy-test-paths.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "wy-test-desktop.h"
#include "wy-test-window.h"

char *
wy_test_own_data_home (const char *template)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  return dir;
}

void
wy_test_use_german (const char *tmp_dir)
{
  if (setlocale (LC_ALL, "de_DE.UTF-8") == NULL)
    {
      g_autofree char *out = g_build_filename (tmp_dir, "de_DE.UTF-8", NULL);
      const char *argv[] = { "localedef", "-i", "de_DE", "-f", "UTF-8", out, NULL };
      g_autoptr (GError) error = NULL;
      int status = 0;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                                   G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                                   NULL, NULL, &status, &error));
      g_assert_no_error (error);
      g_setenv ("LOCPATH", tmp_dir, TRUE);
      g_assert_nonnull (setlocale (LC_ALL, "de_DE.UTF-8"));
    }
  g_setenv ("LANGUAGE", "de", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, WY_TEST_BUILD_ROOT "/po");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_assert_cmpstr (_("Size"), ==, "Größe");
}

void
wy_test_use_english (void)
{
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C.UTF-8");
}

gboolean
wy_test_shown (WyWindow *window, gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

/* Where widget lies in top, as laid out: a widget the theme turns (the spinner spins by a
 * CSS transform about its centre) has bounds in top that grow and shrink as it turns, so
 * take its own box about their centre. */
static void
laid_out_bounds (GtkWidget *top, GtkWidget *widget, graphene_rect_t *bounds)
{
  graphene_rect_t own;
  graphene_point_t centre;

  g_assert_true (gtk_widget_compute_bounds (widget, top, bounds));
  g_assert_true (gtk_widget_compute_bounds (widget, widget, &own));
  graphene_rect_get_center (bounds, &centre);
  graphene_rect_init (bounds, centre.x - own.size.width / 2, centre.y - own.size.height / 2,
                      own.size.width, own.size.height);
}

static guint
check_not_clipped (GtkWidget *top, GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (top));
  guint n = 1;
  graphene_rect_t bounds;
  double x, y, width;
  int min;

  gtk_native_get_surface_transform (GTK_NATIVE (top), &x, &y);
  laid_out_bounds (top, widget, &bounds);
  x += bounds.origin.x;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  /* its measure counts its margins, its bounds its border and padding;
   * (the window's own bounds and measure take its shadow in) */
  width = bounds.size.width + gtk_widget_get_margin_start (widget)
          + gtk_widget_get_margin_end (widget);
  if (widget != top && (x < -0.5 || x + bounds.size.width > gdk_surface_get_width (surface) + 0.5
                        || width < min - 0.5))
    g_error ("%s in %s is clipped: x %.0f, width %.0f (its minimum %d) in %d px",
             G_OBJECT_TYPE_NAME (widget), G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)), x,
             width, min, gdk_surface_get_width (surface));
  /* (an overlay scroll bar's slider narrows by design until hovered) */
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_mapped (c) && !GTK_IS_SCROLLBAR (c))
      n += check_not_clipped (top, c);
  return n;
}

guint
wy_test_assert_not_clipped (GtkWidget *top, GtkWidget *widget)
{
  /* as the user sees it: laid out after whatever changed last */
  wy_test_wait_frame (top);
  return check_not_clipped (top, widget);
}

gpointer
wy_test_open_narrow (WyWindow *window, const char *action, GType type)
{
  GtkWidget *top;
  guint n;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  top = wy_test_find_toplevel (type);
  g_assert_nonnull (top);
  wy_test_wait_until (window, wy_test_shown, top);
  n = wy_test_assert_not_clipped (top, top);
  g_test_message ("%s: %d px wide in a window of %d px: %u widgets within",
                  G_OBJECT_TYPE_NAME (top), gtk_widget_get_width (top),
                  gtk_widget_get_width (GTK_WIDGET (window)), n);
  g_assert_cmpint (gtk_widget_get_width (top), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  return top;
}

gboolean
wy_test_drop_file (WyWindow *window, const char *path)
{
  GtkDropTarget *target = wy_test_drop_target (window);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_auto (GValue) value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_assert_nonnull (target);
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  return accepted;
}

/* wy-library-page.c: the Game Library window: a search over every game file, a row per file
 * with a thumbnail of its lattice (drawn in a worker, cached), its reference and its claims
 * with the verdicts a worker finds, a status line saying which work is under way; a row
 * activated is announced (game-activated), as is the Save button (save-requested): the
 * window wires both (wy-window-library.c). */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "wy-accessible.h"
#include "wy-library-claims.h"
#include "wy-library-page.h"
#include "wy-library-work.h"
#include "wy-thumbnail.h"

/* Thumbnails kept across the library's windows (main thread only), at most this many. */
#define THUMB_CACHE_MAX 512u

struct _WyLibraryPage {
  GtkWindow     parent_instance;

  GPtrArray    *rows;           /* Row, one per game file, in the list's order */
  GCancellable *thumbs;         /* the thumbnails' worker */
  WyLibraryClaims *claims;      /* the rows' claims, checked after the first thumbnails */
  char        **words;          /* the search, case-folded */
  guint         thumbs_pending;
  guint         thumbs_asked;   /* the thumbnails the worker was given */

  GtkWidget    *list;           /* template children */
  GtkWidget    *search;
  GtkWidget    *placeholder;
  GtkWidget    *status;
  GtkWidget    *problems;       /* the files that did not load, folded */
  GtkWidget    *problems_text;
};

G_DEFINE_FINAL_TYPE (WyLibraryPage, wy_library_page, GTK_TYPE_WINDOW)

enum { GAME_ACTIVATED, SAVE_REQUESTED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* A row's state: its file, what the search looks in, its widgets. */
typedef struct {
  WyGameFile *file;
  char       *haystack;       /* case-folded */
  char       *thumb_key;      /* the thumbnail's cache key */
  GtkWidget  *row;            /* GtkListBoxRow (owned by the list) */
  GtkWidget  *picture;        /* GtkImage: the thumbnail */
} Row;

static GHashTable *thumb_cache; /* thumb_key -> GdkTexture */

static void start_checks (WyLibraryPage *self);
static void update_status (gpointer data);

static void
row_free (Row *row)
{
  wy_game_file_unref (row->file);
  g_free (row->haystack);
  g_free (row->thumb_key);
  g_free (row);
}

/* ---- what a row says ---- */

/* The reference line: the reference as the file gives it (its authors, title, journal,
 * year), else the authors and the year; then the DOI or arXiv id. */
static char *
reference_text (const WyGameFile *file)
{
  GString *text = g_string_new (wy_game_file_get_reference (file));
  const char *const *authors = wy_game_file_get_authors (file);

  if (text->len == 0 && authors != NULL)
    {
      g_autofree char *names = g_strjoinv (", ", (char **) authors);

      g_string_append (text, names);
    }
  if (wy_game_file_get_reference (file) == NULL && wy_game_file_get_year (file) > 0)
    g_string_append_printf (text, text->len ? " (%u)" : "%u", wy_game_file_get_year (file));
  if (wy_game_file_get_doi (file))
    g_string_append_printf (text, "%sdoi:%s", text->len ? ", " : "", wy_game_file_get_doi (file));
  else if (wy_game_file_get_arxiv (file))
    g_string_append_printf (text, "%sarXiv:%s", text->len ? ", " : "",
                            wy_game_file_get_arxiv (file));
  return g_string_free (text, FALSE);
}

/* Everything the search looks in, case-folded. */
static char *
haystack_of (const WyGameFile *file, const char *reference)
{
  const char *const *oeis = wy_game_file_get_oeis (file);
  const char *const *authors = wy_game_file_get_authors (file);
  g_autofree char *numbers = oeis ? g_strjoinv (" ", (char **) oeis) : g_strdup ("");
  g_autofree char *names = authors ? g_strjoinv (", ", (char **) authors) : g_strdup ("");
  g_autofree char *all = g_strjoin ("\n", wy_game_file_get_name (file),
                                    wy_game_file_get_title (file), wy_game_file_get_rule (file),
                                    names, reference, numbers, NULL);

  return g_utf8_casefold (all, -1);
}

static GtkWidget *
text_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* a column as wide as the window gives, down to a phone's 360 px */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 70);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The name and rule line: "wythoff · wyt:a=1,b=1", and whose the file is. */
static GtkWidget *
name_label (const WyGameFile *file)
{
  g_autofree char *text = NULL;

  if (wy_game_file_is_user (file))
    /* Translators: a game file of the user's own: its name, its rule string */
    text = g_strdup_printf (_("%s · %s · your game"), wy_game_file_get_name (file),
                            wy_game_file_get_rule (file));
  else
    text = g_strdup_printf ("%s · %s", wy_game_file_get_name (file),
                            wy_game_file_get_rule (file));
  return text_label (text, "caption");
}

static Row *
row_new (WyLibraryPage *self, WyGameFile *file)
{
  Row *row = g_new0 (Row, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *reference = reference_text (file);
  g_autofree char *label = NULL;

  row->file = wy_game_file_ref (file);
  row->haystack = haystack_of (file, reference);
  /* an image of a fixed size (a picture would grow with a tall row, keeping its aspect) */
  row->picture = gtk_image_new ();
  gtk_image_set_pixel_size (GTK_IMAGE (row->picture), WY_LIBRARY_THUMB_PX);
  gtk_widget_set_valign (row->picture, GTK_ALIGN_START);
  label = g_strdup_printf (_("The board of %s"), wy_game_file_get_rule (file));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  g_clear_pointer (&label, g_free);
  gtk_box_append (GTK_BOX (text), text_label (wy_game_file_get_title (file), "heading"));
  gtk_box_append (GTK_BOX (text), name_label (file));
  if (*reference)
    gtk_box_append (GTK_BOX (text), text_label (reference, "caption"));
  wy_library_claims_add (self->claims, file, text);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), row->picture);
  gtk_box_append (GTK_BOX (box), text);
  g_object_set (box, "margin-start", 6, "margin-end", 6, "margin-top", 6, "margin-bottom", 6,
                NULL);
  row->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row->row), box);
  /* a screen reader reads the row as its title and reference */
  label = g_strdup_printf ("%s. %s", wy_game_file_get_title (file), reference);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  g_object_set_data (G_OBJECT (row->row), "wy-library-row", row);
  return row;
}

/* ---- thumbnails, drawn in a worker and cached ---- */

typedef struct {
  WyGame          *game;
  WyThumbnailSpec  spec;
  char            *key;
} ThumbJob;

static void
thumb_job_free (ThumbJob *job)
{
  wy_game_free (job->game);
  g_free (job->key);
  g_free (job);
}

static gpointer
thumb_run (gpointer data, GCancellable *cancellable)
{
  ThumbJob *job = data;

  return wy_thumbnail_new (job->game, &job->spec, cancellable);
}

static void
set_thumbnail (WyLibraryPage *self, const char *key, GdkTexture *texture)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);

      if (g_str_equal (row->thumb_key, key))
        gtk_image_set_from_paintable (GTK_IMAGE (row->picture), GDK_PAINTABLE (texture));
    }
}

static void
thumb_done (gpointer data, gpointer res, gpointer page)
{
  WyLibraryPage *self = page;
  ThumbJob *job = data;
  GdkTexture *texture = res;

  if (--self->thumbs_pending == 0 && !wy_library_claims_started (self->claims))
    start_checks (self);
  update_status (self);
  if (texture == NULL)
    return;  /* beyond the core's caps at this size: the row shows no picture */
  if (g_hash_table_size (thumb_cache) >= THUMB_CACHE_MAX)
    g_hash_table_remove_all (thumb_cache);
  g_hash_table_replace (thumb_cache, g_strdup (job->key), g_object_ref (texture));
  set_thumbnail (self, job->key, texture);
}

static ThumbJob *
thumb_job_for (Row *row, gboolean dark)
{
  ThumbJob *job = g_new0 (ThumbJob, 1);
  WyView view = WY_VIEW_OUTCOME;
  guint shown;

  wy_view_from_name (wy_game_file_get_view (row->file), &view);
  /* the formula's marks of disagreement are drawn at a legible size, which a
   * thumbnail's cells are not: it shows the outcomes */
  if (view == WY_VIEW_FORMULA)
    view = WY_VIEW_OUTCOME;
  job->game = wy_game_file_get_game (row->file);
  job->spec.view = view;
  job->spec.style = WY_STYLE_SCREEN;
  job->spec.dark = dark;
  /* the side the core shows the file's game on (its Size, or its cap: none is drawn beyond) */
  shown = wy_game_file_get_shown_size (row->file, NULL);
  job->spec.size = MIN (shown, WY_LIBRARY_THUMB_SIDE);
  job->spec.width = WY_LIBRARY_THUMB_PX;
  job->key = g_strdup_printf ("%s|%u|%s|%d", wy_game_file_get_rule (row->file),
                              job->spec.size, wy_view_get_name (view), dark);
  return job;
}

/* Every row's thumbnail in the current style: from the cache, or drawn anew. */
static void
request_thumbnails (WyLibraryPage *self)
{
  static const WyWorkFuncs funcs = { thumb_run, thumb_done, g_object_unref };
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  g_autoptr (GPtrArray) jobs = g_ptr_array_new_with_free_func ((GDestroyNotify) thumb_job_free);
  g_autoptr (GHashTable) asked = g_hash_table_new (g_str_hash, g_str_equal);

  g_cancellable_cancel (self->thumbs);
  g_clear_object (&self->thumbs);
  self->thumbs_pending = self->thumbs_asked = 0;
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);
      ThumbJob *job = thumb_job_for (row, dark);
      GdkTexture *cached = g_hash_table_lookup (thumb_cache, job->key);

      g_free (row->thumb_key);
      row->thumb_key = g_strdup (job->key);
      gtk_image_set_from_paintable (GTK_IMAGE (row->picture), GDK_PAINTABLE (cached));
      if (cached != NULL || g_hash_table_contains (asked, row->thumb_key))
        {
          thumb_job_free (job);
          continue;
        }
      g_hash_table_add (asked, row->thumb_key);
      g_ptr_array_add (jobs, job);
    }
  if (jobs->len == 0)
    {
      if (!wy_library_claims_started (self->claims))
        start_checks (self);
      update_status (self);
      return;
    }
  self->thumbs = g_cancellable_new ();
  self->thumbs_pending = self->thumbs_asked = jobs->len;
  wy_library_work_start (jobs, &funcs, self, self->thumbs);
  update_status (self);
}

/* ---- the claims, checked after the thumbnails ---- */

/* The work under way ("…"), then how many claims hold (hidden without claims). */
static void
update_status (gpointer data)
{
  WyLibraryPage *self = data;
  g_autofree char *text = NULL;

  if (self->thumbs_pending > 0)
    /* Translators: the thumbnails of the library's games, drawn one after the other */
    text = g_strdup_printf (_("Drawing the boards: %u of %u…"),
                            self->thumbs_asked - self->thumbs_pending, self->thumbs_asked);
  else
    text = wy_library_claims_status (self->claims);

  gtk_label_set_text (GTK_LABEL (self->status), text ? text : "");
  gtk_widget_set_visible (self->status, text != NULL);
}

static void
start_checks (WyLibraryPage *self)
{
  wy_library_claims_start (self->claims);
}

/* ---- the list and its search ---- */

/* Stop the workers; the claims start again with the rows of a new list. */
static void
stop_work (WyLibraryPage *self)
{
  g_cancellable_cancel (self->thumbs);
  g_clear_object (&self->thumbs);
  self->thumbs_pending = self->thumbs_asked = 0;
  g_clear_pointer (&self->claims, wy_library_claims_free);
}

static gboolean
row_matches (GtkListBoxRow *list_row, gpointer data)
{
  WyLibraryPage *self = data;
  Row *row = g_object_get_data (G_OBJECT (list_row), "wy-library-row");

  for (guint i = 0; self->words && self->words[i]; i++)
    if (*self->words[i] && strstr (row->haystack, self->words[i]) == NULL)
      return FALSE;
  return TRUE;
}

/* Show the rows that match text (words, each in the name, title, rule, authors, reference
 * or A-numbers, case ignored). */
static void
search (WyLibraryPage *self, const char *text)
{
  g_autofree char *folded = g_utf8_casefold (text ? text : "", -1);
  g_autofree char *markup = NULL;

  g_strfreev (self->words);
  self->words = g_strsplit_set (g_strstrip (folded), " \t", -1);
  if (self->rows->len > 0)
    {
      markup = g_markup_printf_escaped (_("No game matches “%s”."), text);
      gtk_label_set_markup (GTK_LABEL (self->placeholder), markup);
    }
  gtk_list_box_invalidate_filter (GTK_LIST_BOX (self->list));
}

static void
on_search_changed (WyLibraryPage *self, GtkSearchEntry *entry)
{
  search (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

/* Enter in the search opens the first game shown. */
static void
on_search_activate (WyLibraryPage *self, GtkSearchEntry *entry)
{
  search (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);

      if (row_matches (GTK_LIST_BOX_ROW (row->row), self))
        {
          g_signal_emit_by_name (self->list, "row-activated", row->row);
          return;
        }
    }
}

/* The files that did not load, each with its reason, under the search (none: hidden). */
static void
show_problems (WyLibraryPage *self, char **problems)
{
  guint n = problems ? g_strv_length (problems) : 0;
  g_autofree char *title = NULL, *text = NULL;

  gtk_widget_set_visible (self->problems, n > 0);
  if (n == 0)
    return;
  title = g_strdup_printf (ngettext ("%u game file did not load", "%u game files did not load",
                                     n), n);
  text = g_strjoinv ("\n", problems);
  gtk_expander_set_label (GTK_EXPANDER (self->problems), title);
  gtk_label_set_text (GTK_LABEL (self->problems_text), text);
}

static void
fill_list (WyLibraryPage *self)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) problems = NULL;
  g_autoptr (GPtrArray) files = wy_library_list_full (&problems, &error);

  self->claims = wy_library_claims_new (update_status, self);
  show_problems (self, problems);

  if (files == NULL || files->len == 0)
    gtk_label_set_text (GTK_LABEL (self->placeholder),
                        error ? error->message : _("The library holds no game yet."));
  for (guint i = 0; files && i < files->len; i++)
    {
      Row *row = row_new (self, g_ptr_array_index (files, i));

      g_ptr_array_add (self->rows, row);
      gtk_list_box_append (GTK_LIST_BOX (self->list), row->row);
    }
  /* the thumbnails first (the list is what a user looks at), then the claims */
  request_thumbnails (self);
}

void
wy_library_page_reload (WyLibraryPage *self)
{
  stop_work (self);
  for (guint i = 0; i < self->rows->len; i++)
    gtk_list_box_remove (GTK_LIST_BOX (self->list),
                         ((Row *) g_ptr_array_index (self->rows, i))->row);
  g_ptr_array_set_size (self->rows, 0);
  fill_list (self);
  search (self, gtk_editable_get_text (GTK_EDITABLE (self->search)));
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *list_row, WyLibraryPage *self)
{
  Row *row = g_object_get_data (G_OBJECT (list_row), "wy-library-row");

  g_signal_emit (self, signals[GAME_ACTIVATED], 0, row->file);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
save_action (GtkWidget *widget, const char *action, GVariant *param)
{
  g_signal_emit (widget, signals[SAVE_REQUESTED], 0);
}

/* ---- the window ---- */

GtkWindow *
wy_library_page_new (GtkWindow *parent)
{
  WyLibraryPage *self = g_object_new (WY_TYPE_LIBRARY_PAGE, "transient-for", parent, NULL);

  fill_list (self);
  return GTK_WINDOW (self);
}

static void
wy_library_page_dispose (GObject *object)
{
  WyLibraryPage *self = WY_LIBRARY_PAGE (object);

  stop_work (self);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), WY_TYPE_LIBRARY_PAGE);
  G_OBJECT_CLASS (wy_library_page_parent_class)->dispose (object);
}

static void
wy_library_page_finalize (GObject *object)
{
  WyLibraryPage *self = WY_LIBRARY_PAGE (object);

  g_ptr_array_unref (self->rows);
  g_strfreev (self->words);
  G_OBJECT_CLASS (wy_library_page_parent_class)->finalize (object);
}

static void
wy_library_page_class_init (WyLibraryPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wy_library_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = wy_library_page_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-library-page.ui");
  gtk_widget_class_bind_template_child (widget_class, WyLibraryPage, list);
  gtk_widget_class_bind_template_child (widget_class, WyLibraryPage, search);
  gtk_widget_class_bind_template_child (widget_class, WyLibraryPage, placeholder);
  gtk_widget_class_bind_template_child (widget_class, WyLibraryPage, status);
  gtk_widget_class_bind_template_child (widget_class, WyLibraryPage, problems);
  gtk_widget_class_bind_template_child (widget_class, WyLibraryPage, problems_text);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate);
  gtk_widget_class_install_action (widget_class, "library.save", NULL, save_action);
  /* a row activated: the game file to show (the library closes itself after) */
  signals[GAME_ACTIVATED] = g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, WY_TYPE_GAME_FILE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /* the Save button: store the game shown behind the library, then reload */
  signals[SAVE_REQUESTED] = g_signal_new ("save-requested", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
  if (thumb_cache == NULL)
    thumb_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
}

static void
wy_library_page_init (WyLibraryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  gtk_list_box_set_filter_func (GTK_LIST_BOX (self->list), row_matches, self, NULL);
  wy_accessible_tab_leaves_list (self->list);
  wy_accessible_down_enters_list (self->search, self->list);
  gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (self->search), GTK_WIDGET (self));
  /* the thumbnails follow the light or dark style */
  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (request_thumbnails), self);
}

/* wy-library-claims.c: the claims the game library shows: a label per claim, checked in a
 * worker (wy-library-work.c) within WY_LIBRARY_CLAIM_SECONDS each, the verdicts remembered
 * (by the file's text and the claim's index) for the next time the library opens. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "wy-library-claims.h"
#include "wy-library-work.h"

/* Verdicts remembered across the library's windows (main thread only), at most this many. */
#define VERDICTS_MAX 4096u

/* One claim shown: its file, its index, its label (owned by the list). */
typedef struct {
  WyGameFile *file;
  guint       index;
  GtkWidget  *label;
  char       *key;        /* in the verdicts remembered: the file's checksum and the index */
} Shown;

/* A verdict found and what it says ("" for nothing more), in one allocation: g_free frees it. */
typedef struct {
  WyClaimVerdict verdict;
  char           detail[];
} Found;

struct _WyLibraryClaims {
  GPtrArray    *shown;    /* Shown */
  GCancellable *cancellable;
  gboolean      started;
  guint         pending;
  guint         n_found[WY_CLAIM_UNCHECKED + 1];
  WyLibraryClaimsChanged changed;
  gpointer      data;
};

static GHashTable *verdicts; /* key -> Found */

static Found *
found_new (WyClaimVerdict verdict, const char *detail)
{
  const char *text = detail != NULL ? detail : "";
  gsize size = strlen (text) + 1;
  Found *found = g_malloc (sizeof (Found) + size);

  found->verdict = verdict;
  memcpy (found->detail, text, size);
  return found;
}

static void
shown_free (Shown *s)
{
  wy_game_file_unref (s->file);
  g_free (s->key);
  g_free (s);
}

/* ---- a label ---- */

static const char *
verdict_word (WyClaimVerdict verdict)
{
  switch (verdict)
    {
    case WY_CLAIM_HOLDS: return _("Holds");
    case WY_CLAIM_FALSE: return _("False");
    case WY_CLAIM_BEYOND_BUDGET: return _("Beyond the time budget");
    case WY_CLAIM_UNCHECKED: default: return _("Not checked");
    }
}

static const char *
verdict_class (WyClaimVerdict verdict)
{
  switch (verdict)
    {
    case WY_CLAIM_HOLDS: return "success";
    case WY_CLAIM_FALSE: return "error";
    case WY_CLAIM_BEYOND_BUDGET: return "warning";
    case WY_CLAIM_UNCHECKED: default: return "dim-label";
    }
}

/* "Holds: the P-positions' x are A000201 — 4000 terms agree": the claim's sentence runs
 * on into the detail, without its full stop ("… A000201. — 4000 terms" read as two). */
static void
set_label (GtkWidget *label, const WyClaim *claim, const char *verdict, const char *css_class,
           const char *detail)
{
  g_autofree char *text = g_strchomp (g_strdup (wy_claim_get_text (claim)));
  g_autofree char *markup = NULL;
  gsize n = strlen (text);

  if (detail && *detail)
    {
      char *joined;

      if (n >= 2 && text[n - 1] == '.' && text[n - 2] != '.')
        text[n - 1] = '\0';
      joined = g_strdup_printf ("%s — %s", text, detail);
      g_free (text);
      text = joined;
    }
  /* Translators: a claim of a game file and its verdict, "Holds: the P-positions' x are A000201" */
  markup = g_markup_printf_escaped (_("<b>%s</b>: %s"), verdict, text);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  for (guint v = 0; v <= WY_CLAIM_UNCHECKED; v++)
    gtk_widget_remove_css_class (label, verdict_class (v));
  gtk_widget_add_css_class (label, css_class);
}

/* The verdict found; one that differs from the file's record says so. */
static void
show_found (WyLibraryClaims *claims, Shown *s, const Found *found)
{
  const WyClaim *claim = wy_game_file_get_claim (s->file, s->index);
  WyClaimVerdict recorded = wy_claim_get_recorded (claim);
  g_autofree char *word = NULL;

  claims->n_found[MIN (found->verdict, WY_CLAIM_UNCHECKED)]++;
  if (found->verdict == recorded)
    word = g_strdup (verdict_word (found->verdict));
  else
    /* Translators: the verdict the program finds, and the one the game file records */
    word = g_strdup_printf (_("%s (the file records: %s)"), verdict_word (found->verdict),
                            verdict_word (recorded));
  set_label (s->label, claim, word, verdict_class (found->verdict), found->detail);
}

void
wy_library_claims_add (WyLibraryClaims *claims, WyGameFile *file, GtkWidget *box)
{
  guint n = wy_game_file_get_n_claims (file);
  g_autofree char *text = n > 0 ? wy_game_file_to_data (file, NULL) : NULL;
  g_autofree char *sum = n > 0 ? g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1)
                               : NULL;

  for (guint i = 0; i < n; i++)
    {
      const WyClaim *claim = wy_game_file_get_claim (file, i);
      Shown *s = g_new0 (Shown, 1);
      /* Translators: a claim's verdict as the game file records it, before the program's check */
      g_autofree char *recorded = g_strdup_printf (_("%s (recorded)"),
                                                   verdict_word (wy_claim_get_recorded (claim)));

      s->file = wy_game_file_ref (file);
      s->index = i;
      s->key = g_strdup_printf ("%s %u", sum, i);
      s->label = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (s->label), 0);
      gtk_label_set_wrap (GTK_LABEL (s->label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (s->label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (s->label), 70);
      gtk_widget_add_css_class (s->label, "caption");
      set_label (s->label, claim, recorded, "dim-label", wy_claim_get_counterexample (claim));
      gtk_box_append (GTK_BOX (box), s->label);
      g_ptr_array_add (claims->shown, s);
    }
}

/* ---- the checks ---- */

typedef struct {
  WyGameFile *file;
  guint       index;
  guint       shown;      /* in claims->shown */
} Job;

static void
job_free (Job *job)
{
  wy_game_file_unref (job->file);
  g_free (job);
}

static gpointer
check_run (gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autofree char *detail = NULL;
  g_autoptr (GError) error = NULL;
  WyClaimVerdict verdict;

  verdict = wy_claim_check (wy_game_file_get_claim (job->file, job->index), job->file,
                            WY_LIBRARY_CLAIM_SECONDS, cancellable, &detail, &error);
  /* an error says why the check could not be made */
  return found_new (verdict, error != NULL ? error->message : detail);
}

static void
check_done (gpointer data, gpointer result, gpointer claims_data)
{
  WyLibraryClaims *claims = claims_data;
  Job *job = data;
  const Found *found = result;
  Shown *s = g_ptr_array_index (claims->shown, job->shown);

  claims->pending--;
  show_found (claims, s, found);
  if (g_hash_table_size (verdicts) >= VERDICTS_MAX)
    g_hash_table_remove_all (verdicts);
  g_hash_table_replace (verdicts, g_strdup (s->key), found_new (found->verdict, found->detail));
  claims->changed (claims->data);
}

void
wy_library_claims_start (WyLibraryClaims *claims)
{
  static const WyWorkFuncs funcs = { check_run, check_done, g_free };
  g_autoptr (GPtrArray) jobs = g_ptr_array_new_with_free_func ((GDestroyNotify) job_free);

  claims->started = TRUE;
  for (guint i = 0; i < claims->shown->len; i++)
    {
      Shown *s = g_ptr_array_index (claims->shown, i);
      const Found *known = g_hash_table_lookup (verdicts, s->key);
      Job *job;

      if (known != NULL)
        {
          show_found (claims, s, known);
          continue;
        }
      job = g_new0 (Job, 1);
      job->file = wy_game_file_ref (s->file);
      job->index = s->index;
      job->shown = i;
      g_ptr_array_add (jobs, job);
    }
  claims->pending = jobs->len;
  if (jobs->len > 0)
    wy_library_work_start (jobs, &funcs, claims, claims->cancellable);
  claims->changed (claims->data);
}

/* ---- the rest ---- */

WyLibraryClaims *
wy_library_claims_new (WyLibraryClaimsChanged changed, gpointer data)
{
  WyLibraryClaims *claims = g_new0 (WyLibraryClaims, 1);

  if (verdicts == NULL)
    verdicts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  claims->shown = g_ptr_array_new_with_free_func ((GDestroyNotify) shown_free);
  claims->cancellable = g_cancellable_new ();
  claims->changed = changed;
  claims->data = data;
  return claims;
}

void
wy_library_claims_free (WyLibraryClaims *claims)
{
  if (claims == NULL)
    return;
  g_cancellable_cancel (claims->cancellable);
  g_object_unref (claims->cancellable);
  g_ptr_array_unref (claims->shown);
  g_free (claims);
}

gboolean
wy_library_claims_started (WyLibraryClaims *claims)
{
  return claims->started;
}

char *
wy_library_claims_status (WyLibraryClaims *claims)
{
  guint n = claims->shown->len;

  if (n == 0 || !claims->started)
    return NULL;
  if (claims->pending > 0)
    return g_strdup_printf (_("Checking the claims: %u of %u…"), n - claims->pending, n);
  /* Translators: the claims of the game files, checked against the exact solver */
  return g_strdup_printf (_("Claims checked: %u hold, %u false, %u beyond the time budget "
                            "(%g s each), %u not checked."),
                          claims->n_found[WY_CLAIM_HOLDS], claims->n_found[WY_CLAIM_FALSE],
                          claims->n_found[WY_CLAIM_BEYOND_BUDGET], WY_LIBRARY_CLAIM_SECONDS,
                          claims->n_found[WY_CLAIM_UNCHECKED]);
}

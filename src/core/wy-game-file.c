/* wy-game-file.c: a game file read, validated field by field, and written in one canonical layout. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wy-analysis.h"
#include "wy-game-file-private.h"
#include "wy-solution.h"

static const char *const views[] = { "outcome", "elimination", "grundy", "formula", NULL };

static gboolean
check_name (const WyFieldSpec *spec, const char *value, GError **error)
{
  if (!g_ascii_islower (value[0]) && !g_ascii_isdigit (value[0]))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.64s' must begin with a lower-case "
                        "letter or a digit"), value), FALSE;
  for (const char *p = value; *p; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && !strchr ("-_.", *p))
      return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.64s' may hold lower-case "
                          "letters, digits, '-', '_' and '.' only"), value), FALSE;
  return TRUE;
}

static gboolean
check_doi (const WyFieldSpec *spec, const char *value, GError **error)
{
  if (!g_str_has_prefix (value, "10.") || !strchr (value, '/') || strchr (value, ' '))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.64s' is not a DOI (10.NNNN/..., "
                        "without spaces)"), value), FALSE;
  return TRUE;
}

static gboolean
check_arxiv (const WyFieldSpec *spec, const char *value, GError **error)
{
  for (const char *p = value; *p; p++)
    if (!g_ascii_isalnum (*p) && !strchr ("./-", *p))
      return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.64s' is not an arXiv id "
                          "(2101.01234, math/0102011)"), value), FALSE;
  return TRUE;
}

/* "A000201:ppos-x": an A-number and the sequence it equals. */
static gboolean
check_oeis (const WyFieldSpec *spec, const char *value, GError **error)
{
  WySequenceKind kind;
  gint64 param;
  g_autoptr (GError) local = NULL;

  if (strlen (value) < 9 || value[0] != 'A' || value[7] != ':')
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.64s' is not ANNNNNN:SEQUENCE "
                        "(A000201:ppos-x)"), value), FALSE;
  for (guint i = 1; i < 7; i++)
    if (!g_ascii_isdigit (value[i]))
      return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.64s': an A-number is A and six "
                          "digits"), value), FALSE;
  if (!wy_sequence_parse (value + 8, &kind, &param, &local))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, "'%.64s': %s", value, local->message),
           FALSE;
  return TRUE;
}

static gboolean
check_view (const WyFieldSpec *spec, const char *value, GError **error)
{
  if (!g_strv_contains (views, value))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.40s' is not a view: outcome, "
                        "elimination, grundy or formula"), value), FALSE;
  return TRUE;
}

static const WyFieldSpec game_specs[WY_N_GAME_KEYS] = {
  [WY_KEY_VERSION] = { "Version", WY_FIELD_INT, 1, 1000000, TRUE, NULL },
  [WY_KEY_NAME] = { "Name", WY_FIELD_TEXT, 0, 64, TRUE, check_name },
  [WY_KEY_TITLE] = { "Title", WY_FIELD_TEXT, 0, 200, TRUE, NULL },
  [WY_KEY_RULE] = { "Rule", WY_FIELD_TEXT, 0, 4096, TRUE, NULL }, /* parsed by the reader */
  [WY_KEY_AUTHORS] = { "Authors", WY_FIELD_STRV, 0, 200, FALSE, NULL },
  [WY_KEY_REFERENCE] = { "Reference", WY_FIELD_TEXT, 0, 1000, FALSE, NULL },
  [WY_KEY_YEAR] = { "Year", WY_FIELD_INT, 1000, 2999, FALSE, NULL },
  [WY_KEY_DOI] = { "DOI", WY_FIELD_TEXT, 0, 200, FALSE, check_doi },
  [WY_KEY_ARXIV] = { "arXiv", WY_FIELD_TEXT, 0, 64, FALSE, check_arxiv },
  [WY_KEY_OEIS] = { "OEIS", WY_FIELD_STRV, 0, 64, FALSE, check_oeis },
  [WY_KEY_VIEW] = { "View", WY_FIELD_TEXT, 0, 32, TRUE, check_view },
  [WY_KEY_SIZE] = { "Size", WY_FIELD_INT, 1, WY_GAME_FILE_MAX_SIZE, TRUE, NULL },
  [WY_KEY_STEP] = { "Step", WY_FIELD_INT, 0, G_MAXINT32, TRUE, NULL },
  [WY_KEY_NOTES] = { "Notes", WY_FIELD_LONG_TEXT, 0, 16000, FALSE, NULL },
};

const WyFieldSpec *
_wy_game_file_spec (WyGameKey key)
{
  return &game_specs[key];
}

/* ---- life ---- */

static WyGameFile *
game_file_alloc (void)
{
  WyGameFile *file = g_new0 (WyGameFile, 1);

  file->ref = 1;
  file->claims = g_ptr_array_new_with_free_func ((GDestroyNotify) wy_claim_unref);
  return file;
}

WyGameFile *
wy_game_file_ref (WyGameFile *file)
{
  g_return_val_if_fail (file != NULL, NULL);
  g_atomic_int_inc (&file->ref);
  return file;
}

void
wy_game_file_unref (WyGameFile *file)
{
  if (!file || !g_atomic_int_dec_and_test (&file->ref))
    return;
  for (guint k = 0; k < WY_N_GAME_KEYS; k++)
    _wy_field_clear (&file->values[k]);
  g_clear_pointer (&file->game, wy_game_free);
  g_ptr_array_unref (file->claims);
  g_free (file->path);
  g_free (file);
}

G_DEFINE_BOXED_TYPE (WyGameFile, wy_game_file, wy_game_file_ref, wy_game_file_unref)

static void
set_text (WyGameFile *file, WyGameKey key, const char *text)
{
  _wy_field_clear (&file->values[key]);
  file->values[key].set = text != NULL;
  file->values[key].text = g_strdup (text);
}

static void
set_number (WyGameFile *file, WyGameKey key, gint64 number)
{
  _wy_field_clear (&file->values[key]);
  file->values[key].set = TRUE;
  file->values[key].number = number;
}

/* "wyt:a=1,b=2" -> "wyt-a-1-b-2": a name made of the rule string. */
static char *
name_from_rule (const char *rule)
{
  GString *out = g_string_new (NULL);

  for (const char *p = rule; *p && out->len < 64; p++)
    if (g_ascii_isalnum (*p))
      g_string_append_c (out, g_ascii_tolower (*p));
    else if (out->len > 0 && out->str[out->len - 1] != '-')
      g_string_append_c (out, '-');
  while (out->len > 1 && out->str[out->len - 1] == '-')
    g_string_truncate (out, out->len - 1);
  if (out->len == 0 || !g_ascii_isalnum (out->str[0]))
    g_string_prepend (out, "game");
  return g_string_free (out, FALSE);
}

WyGameFile *
wy_game_file_new (const WyGame *game, const char *name)
{
  WyGameFile *file;
  g_autofree char *rule = NULL, *made = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  file = game_file_alloc ();
  rule = wy_game_to_string (game);
  if (!name || strlen (name) > 64 || !check_name (NULL, name, NULL))
    name = made = name_from_rule (rule);
  set_number (file, WY_KEY_VERSION, WY_GAME_FILE_VERSION);
  set_text (file, WY_KEY_NAME, name);
  set_text (file, WY_KEY_TITLE, wy_family_get_english_title (wy_game_get_family (game)));
  set_text (file, WY_KEY_RULE, rule);
  set_text (file, WY_KEY_VIEW, "outcome");
  set_number (file, WY_KEY_SIZE, wy_game_is_one_pile (game) ? 128 : 64);
  set_number (file, WY_KEY_STEP, 0);
  file->game = wy_game_copy (game);
  return file;
}

/* ---- reading ---- */

/* A message made one printable line: valid UTF-8 (a value cut mid-character mended),
 * control characters as \xNN, those of Unicode and the characters refused in a text as
 * invisible or turning it around as \uNNNN (a file's name may hold them). */
static char *
printable (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new (NULL);

  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else if (g_unichar_type (c) == G_UNICODE_CONTROL || _wy_text_hidden_char (c, NULL))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
    }
  return g_string_free (out, FALSE);
}

static gboolean
fail_at (GError **error, GError *cause, const char *name, guint line, const char *group,
         const char *key)
{
  g_autoptr (GString) where = g_string_new (NULL);
  g_autofree char *shown = printable (name), *message = printable (cause->message);

  g_string_append (where, shown);

  if (line > 0)
    g_string_append_printf (where, ":%u", line);
  if (group)
    g_string_append_printf (where, ": [%s]", group);
  if (key)
    g_string_append_printf (where, " %s", key);
  g_set_error (error, WY_ERROR, cause->code, "%s: %s", where->str, message);
  g_error_free (cause);
  return FALSE;
}

static gboolean
fail_literal (GError **error, int code, const char *name, guint line, const char *group,
              const char *key, const char *message)
{
  return fail_at (error, g_error_new_literal (WY_ERROR, code, message), name, line, group, key);
}

/* The lines of one group: from the group line at index *at to the next group. */
static guint
group_end (GArray *lines, guint at)
{
  guint end = at + 1;

  while (end < lines->len && g_array_index (lines, WyKeyLine, end).group == NULL)
    end++;
  return end;
}

static const WyKeyLine *
find_key (GArray *lines, guint at, guint end, const char *key)
{
  for (guint i = at + 1; i < end; i++)
    if (strcmp (g_array_index (lines, WyKeyLine, i).key, key) == 0)
      return &g_array_index (lines, WyKeyLine, i);
  return NULL;
}

static gboolean
read_version (GArray *lines, guint end, const char *name, GError **error)
{
  const WyKeyLine *v = find_key (lines, 0, end, "Version");
  WyFieldValue value = { 0 };
  GError *local = NULL;

  if (!v)
    return fail_literal (error, WY_ERROR_PARSE, name, g_array_index (lines, WyKeyLine, 0).line,
                         "Game", "Version", _("missing (Version=1 first in [Game])"));
  if (!_wy_field_read (&game_specs[WY_KEY_VERSION], v->raw, FALSE, &value, &local))
    return fail_at (error, local, name, v->line, "Game", "Version");
  if (value.number != WY_GAME_FILE_VERSION)
    return fail_at (error, g_error_new (WY_ERROR, WY_ERROR_UNSUPPORTED,
                                        _("version %lld is newer than this program reads (%d)"),
                                        (long long) value.number, WY_GAME_FILE_VERSION), name, v->line, "Game", "Version");
  return TRUE;
}

/* Each sequence of OEIS is one of the game's (checked once the rule is read, wherever
 * its line is): an A-number paired with a sequence the game has not would list the game
 * under it. */
static gboolean
check_game_oeis (WyGameFile *file, GArray *lines, guint end, const char *name, GError **error)
{
  char **oeis = file->values[WY_KEY_OEIS].strv;

  for (guint i = 0; oeis && oeis[i]; i++)
    {
      g_autoptr (GError) local = NULL;

      /* after "A000201:" (check_oeis), the sequence */
      if (!_wy_claim_sequence_fits (file->game, oeis[i] + strlen ("A000201:"), &local))
        return fail_at (error, g_error_new (WY_ERROR, WY_ERROR_PARSE, "'%.64s': %s", oeis[i],
                                            local->message),
                        name, find_key (lines, 0, end, "OEIS")->line, "Game", "OEIS");
    }
  return TRUE;
}

static gboolean
read_game_group (WyGameFile *file, GArray *lines, guint end, const char *name, GError **error)
{
  for (guint i = 1; i < end; i++)
    {
      const WyKeyLine *l = &g_array_index (lines, WyKeyLine, i);
      GError *local = NULL;
      guint k;

      for (k = 0; k < WY_N_GAME_KEYS && strcmp (game_specs[k].key, l->key) != 0; k++)
        ;
      if (k == WY_N_GAME_KEYS)
        return fail_literal (error, WY_ERROR_PARSE, name, l->line, "Game", l->key,
                             "not a key of [Game] (Version, Name, Title, Rule, Authors, "
                             "Reference, Year, DOI, arXiv, OEIS, View, Size, Step, Notes)");
      if (!_wy_field_read (&game_specs[k], l->raw, FALSE, &file->values[k], &local))
        return fail_at (error, local, name, l->line, "Game", l->key);
      /* the rule parsed once, here (a gamma:i=2 costs some tenths of a second) */
      if (k == WY_KEY_RULE && !(file->game = wy_game_parse (file->values[k].text, &local)))
        return fail_at (error, local, name, l->line, "Game", l->key);
    }
  for (guint k = 0; k < WY_N_GAME_KEYS; k++)
    if (game_specs[k].required && !file->values[k].set)
      return fail_literal (error, WY_ERROR_PARSE, name, g_array_index (lines, WyKeyLine, 0).line,
                           "Game", game_specs[k].key, _("missing (a [Game] must have it)"));
  return check_game_oeis (file, lines, end, name, error);
}

static gboolean
read_claim_key (WyClaim *claim, const WyKeyLine *l, gboolean one_pile, const char *name,
                const char *group, GError **error)
{
  GError *local = NULL;
  gboolean required;
  guint k;

  for (k = 0; k < WY_N_CLAIM_KEYS && strcmp (_wy_claim_spec (k)->key, l->key) != 0; k++)
    ;
  if (k == WY_N_CLAIM_KEYS || !_wy_claim_kind_has_key (claim->kind, k, &required))
    return fail_at (error, g_error_new (WY_ERROR, WY_ERROR_PARSE, _("not a key of a claim of kind "
                                        "%s (docs/game-files.md)"),
                                        _wy_claim_kind_name (claim->kind)),
                    name, l->line, group, l->key);
  if (!_wy_field_read (_wy_claim_spec (k), l->raw, one_pile, &claim->values[k], &local))
    return fail_at (error, local, name, l->line, group, l->key);
  return TRUE;
}

static gboolean
read_claim (WyGameFile *file, GArray *lines, guint at, guint end, const char *name,
            GError **error)
{
  const WyKeyLine *head = &g_array_index (lines, WyKeyLine, at), *kind_line;
  const char *group = head->group;
  gboolean one_pile = wy_game_is_one_pile (file->game);
  g_autoptr (WyClaim) claim = NULL;
  WyClaimKind kind;
  WyClaimKey bad = WY_CKEY_KIND;
  GError *local = NULL;

  if (!(kind_line = find_key (lines, at, end, "Kind")))
    return fail_literal (error, WY_ERROR_PARSE, name, head->line, group, "Kind",
                         _("missing (oeis, formula, period, finite, equals, table or "
                           "automaton)"));
  if (!_wy_claim_kind_from_name (kind_line->raw, &kind))
    return fail_at (error, g_error_new (WY_ERROR, WY_ERROR_PARSE, _("'%.40s' is not a kind: oeis, "
                                        "formula, period, finite, equals, table or automaton"),
                                        kind_line->raw), name, kind_line->line, group, "Kind");
  claim = _wy_claim_new (kind);
  for (guint i = at + 1; i < end; i++)
    if (&g_array_index (lines, WyKeyLine, i) != kind_line
        && !read_claim_key (claim, &g_array_index (lines, WyKeyLine, i), one_pile, name, group,
                            error))
      return FALSE;
  if (!_wy_claim_validate (claim, file->game, &bad, &local))
    {
      const WyKeyLine *l = find_key (lines, at, end, _wy_claim_spec (bad)->key);
      return fail_at (error, local, name, l ? l->line : head->line, group,
                      _wy_claim_spec (bad)->key);
    }
  g_ptr_array_add (file->claims, g_steal_pointer (&claim));
  return TRUE;
}

static gboolean
read_groups (WyGameFile *file, GArray *lines, const char *name, GError **error)
{
  guint end;

  if (lines->len == 0 || strcmp (g_array_index (lines, WyKeyLine, 0).group, "Game") != 0)
    return fail_literal (error, WY_ERROR_PARSE, name, lines->len ? g_array_index (lines,
                         WyKeyLine, 0).line : 0, NULL, NULL, _("a game file begins with [Game]"));
  end = group_end (lines, 0);
  if (!read_version (lines, end, name, error) || !read_game_group (file, lines, end, name, error))
    return FALSE;
  for (guint at = end, n = 1; at < lines->len; at = end, n++)
    {
      const WyKeyLine *head = &g_array_index (lines, WyKeyLine, at);
      g_autofree char *want = g_strdup_printf ("Claim %u", n);

      end = group_end (lines, at);
      if (strcmp (head->group, want) != 0)
        return fail_at (error, g_error_new (WY_ERROR, WY_ERROR_PARSE, n == 1
                                            ? _("the group after [Game] is [%s]: claims are "
                                                "numbered 1, 2, ... in order")
                                            : _("the group after a claim is [%s]: claims are "
                                                "numbered 1, 2, ... in order"), want),
                        name, head->line, head->group, NULL);
      if (n > WY_GAME_FILE_MAX_CLAIMS)
        return fail_at (error, g_error_new (WY_ERROR, WY_ERROR_RANGE, _("more than %u claims"),
                                            WY_GAME_FILE_MAX_CLAIMS), name, head->line,
                        head->group, NULL);
      if (!read_claim (file, lines, at, end, name, error))
        return FALSE;
    }
  return TRUE;
}

WyGameFile *
wy_game_file_parse (const char *text, gssize len, const char *name_for_errors, GError **error)
{
  const char *name = name_for_errors ? name_for_errors : _("game file");
  gsize n;
  guint bad_line = 0;
  GError *local = NULL;
  GArray *lines;
  WyGameFile *file;

  g_return_val_if_fail (text != NULL || len == 0, NULL);
  n = len < 0 ? strlen (text) : (gsize) len;
  if (n > WY_GAME_FILE_MAX_BYTES)
    {
      g_autofree char *shown = printable (name);
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("%s: %llu bytes: a game file holds at "
                   "most %u"), shown, (unsigned long long) n, WY_GAME_FILE_MAX_BYTES);
      return NULL;
    }
  if (!(lines = _wy_key_lines_parse (text ? text : "", n, &bad_line, &local)))
    return fail_at (error, local, name, bad_line, NULL, NULL), NULL;
  file = game_file_alloc ();
  if (!read_groups (file, lines, name, error))
    g_clear_pointer (&file, wy_game_file_unref);
  _wy_key_lines_free (lines);
  return file;
}

/* An empty path names no file: GIO's answer was ": Operation not supported", a save's
 * "Failed to rename file “.X1Y2Z3” to “”". */
static gboolean
path_named (const char *path, GError **error)
{
  if (*path != '\0')
    return TRUE;
  g_set_error_literal (error, WY_ERROR, WY_ERROR_IO, _("the path of the game file is empty"));
  return FALSE;
}

WyGameFile *
wy_game_file_load (const char *path, GError **error)
{
  g_autoptr (GFile) gfile = NULL;
  g_autoptr (GFileInputStream) in = NULL;
  g_autofree char *display = NULL, *buffer = NULL;
  g_autoptr (GFileInfo) info = NULL;
  GError *local = NULL;
  gsize got = 0;
  WyGameFile *file;

  g_return_val_if_fail (path != NULL, NULL);
  if (!path_named (path, error))
    return NULL;
  display = g_filename_display_name (path);
  gfile = g_file_new_for_path (path);
  info = g_file_query_info (gfile, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL,
                            &local);
  if (info && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    local = g_error_new_literal (WY_ERROR, WY_ERROR_IO, _("not a regular file"));
  if (!local)
    in = g_file_read (gfile, NULL, &local);
  /* one byte more than the limit tells a file too large from one at it */
  buffer = g_malloc (WY_GAME_FILE_MAX_BYTES + 1);
  if (!local)
    g_input_stream_read_all (G_INPUT_STREAM (in), buffer, WY_GAME_FILE_MAX_BYTES + 1, &got, NULL,
                             &local);
  if (local)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_IO, "%s: %s", display, local->message);
      return g_error_free (local), NULL;
    }
  if (got > WY_GAME_FILE_MAX_BYTES)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("%s: larger than %u bytes, the most a game "
                   "file holds"), display, WY_GAME_FILE_MAX_BYTES);
      return NULL;
    }
  if ((file = wy_game_file_parse (buffer, got, display, error)))
    file->path = g_strdup (path);
  return file;
}

/* ---- writing ---- */

char *
wy_game_file_to_data (const WyGameFile *file, gsize *len)
{
  GString *out = g_string_new ("[Game]\n");
  gboolean one_pile;

  g_return_val_if_fail (file != NULL, NULL);
  one_pile = wy_game_is_one_pile (file->game);
  for (guint k = 0; k < WY_N_GAME_KEYS; k++)
    _wy_field_write (out, &game_specs[k], &file->values[k], FALSE);
  for (guint i = 0; i < file->claims->len; i++)
    {
      const WyClaim *claim = g_ptr_array_index (file->claims, i);
      g_string_append_printf (out, "\n[Claim %u]\n", i + 1);
      for (guint k = 0; k < WY_N_CLAIM_KEYS; k++)
        _wy_field_write (out, _wy_claim_spec (k), &claim->values[k], one_pile);
    }
  if (len)
    *len = out->len;
  return g_string_free (out, FALSE);
}

gboolean
wy_game_file_save (const WyGameFile *file, const char *path, GError **error)
{
  gsize len;
  g_autofree char *data = NULL;
  GError *local = NULL;

  g_return_val_if_fail (file != NULL && path != NULL, FALSE);
  if (!path_named (path, error))
    return FALSE;
  data = wy_game_file_to_data (file, &len);
  if (!g_file_set_contents (path, data, len, &local))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_IO, "%s", local->message);
      return g_error_free (local), FALSE;
    }
  return TRUE;
}

/* ---- getters ---- */

#define GET_TEXT(fn, key)                                               \
  const char *fn (const WyGameFile *file)                               \
  {                                                                     \
    g_return_val_if_fail (file != NULL, NULL);                          \
    return file->values[key].text;                                      \
  }
#define GET_NUMBER(fn, key)                                             \
  guint fn (const WyGameFile *file)                                     \
  {                                                                     \
    g_return_val_if_fail (file != NULL, 0);                             \
    return (guint) file->values[key].number;                            \
  }

GET_TEXT (wy_game_file_get_name, WY_KEY_NAME)
GET_TEXT (wy_game_file_get_title, WY_KEY_TITLE)
GET_TEXT (wy_game_file_get_rule, WY_KEY_RULE)
GET_TEXT (wy_game_file_get_reference, WY_KEY_REFERENCE)
GET_TEXT (wy_game_file_get_doi, WY_KEY_DOI)
GET_TEXT (wy_game_file_get_arxiv, WY_KEY_ARXIV)
GET_TEXT (wy_game_file_get_notes, WY_KEY_NOTES)
GET_TEXT (wy_game_file_get_view, WY_KEY_VIEW)
GET_NUMBER (wy_game_file_get_year, WY_KEY_YEAR)
GET_NUMBER (wy_game_file_get_size, WY_KEY_SIZE)
GET_NUMBER (wy_game_file_get_step, WY_KEY_STEP)

guint
wy_game_file_get_shown_size (const WyGameFile *file, char **note)
{
  const char *view;
  WyQuery query = { .needs = WY_NEED_ELIMINATION };
  g_autofree char *reason = NULL, *rule = NULL;
  guint size, max;

  if (note)
    *note = NULL;
  g_return_val_if_fail (file != NULL, 0);
  view = file->values[WY_KEY_VIEW].text;
  size = file->values[WY_KEY_SIZE].number;
  /* every view has its elimination steps; the grundy view reaches beyond the values' cap by
   * the Grundy classes (as the window solves it) */
  if (g_str_equal (view, "grundy"))
    query.needs |= WY_NEED_GRUNDY_CLASSES;
  if (size <= (max = wy_solve_max_side (file->game, &query, &reason)))
    return size;
  rule = wy_game_to_string (file->game);
  if (note)
    /* Translators: "Size 65536 is cut to 349, the largest side wythoff:heaps=3 is solved on in
     * the outcome view (a time budget of 2 s by ...)": Size is a key of the game file, then a
     * rule, a view's name (as the file names it) and the core's reason */
    *note = g_strdup_printf (_("Size %u is cut to %u, the largest side %s is solved on in the "
                               "%s view (%s)"), size, max, rule, view, reason);
  return max;
}

static const char *const no_strings[] = { NULL };

const char *const *
wy_game_file_get_authors (const WyGameFile *file)
{
  g_return_val_if_fail (file != NULL, no_strings);
  return file->values[WY_KEY_AUTHORS].strv ? (const char *const *) file->values[WY_KEY_AUTHORS].strv
                                           : no_strings;
}

const char *const *
wy_game_file_get_oeis (const WyGameFile *file)
{
  g_return_val_if_fail (file != NULL, no_strings);
  return file->values[WY_KEY_OEIS].strv ? (const char *const *) file->values[WY_KEY_OEIS].strv
                                        : no_strings;
}

WyGame *
wy_game_file_get_game (const WyGameFile *file)
{
  g_return_val_if_fail (file != NULL, NULL);
  return wy_game_copy (file->game);
}

const char *
wy_game_file_get_path (const WyGameFile *file)
{
  g_return_val_if_fail (file != NULL, NULL);
  return file->path;
}

gboolean
wy_game_file_is_user (const WyGameFile *file)
{
  g_return_val_if_fail (file != NULL, FALSE);
  return file->user;
}

guint
wy_game_file_get_n_claims (const WyGameFile *file)
{
  g_return_val_if_fail (file != NULL, 0);
  return file->claims->len;
}

WyClaim *
wy_game_file_get_claim (const WyGameFile *file, guint i)
{
  g_return_val_if_fail (file != NULL, NULL);
  return i < file->claims->len ? g_ptr_array_index (file->claims, i) : NULL;
}

GPtrArray *
wy_game_file_get_claims (const WyGameFile *file)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wy_claim_unref);

  g_return_val_if_fail (file != NULL, out);
  for (guint i = 0; i < file->claims->len; i++)
    g_ptr_array_add (out, wy_claim_ref (g_ptr_array_index (file->claims, i)));
  return out;
}

/* ---- setters: the reader's checks ---- */

static gboolean
set_checked (WyGameFile *file, WyGameKey key, const char *text, GError **error)
{
  const WyFieldSpec *spec = &game_specs[key];
  GError *local = NULL;

  g_return_val_if_fail (file != NULL, FALSE);
  if (text == NULL && !spec->required)
    return _wy_field_clear (&file->values[key]), TRUE;
  if (text == NULL || !_wy_field_check_text (spec, text, &local))
    {
      g_autofree char *message = printable (local ? local->message : _("required"));
      g_set_error (error, WY_ERROR, local ? local->code : WY_ERROR_PARSE, "%s: %s", spec->key,
                   message);
      g_clear_error (&local);
      return FALSE;
    }
  set_text (file, key, text);
  return TRUE;
}

gboolean
wy_game_file_set_title (WyGameFile *file, const char *title, GError **error)
{
  return set_checked (file, WY_KEY_TITLE, title, error);
}

gboolean
wy_game_file_set_notes (WyGameFile *file, const char *notes, GError **error)
{
  return set_checked (file, WY_KEY_NOTES, notes, error);
}

gboolean
wy_game_file_set_view (WyGameFile *file, const char *view, GError **error)
{
  return set_checked (file, WY_KEY_VIEW, view, error);
}

gboolean
wy_game_file_set_authors (WyGameFile *file, const char *const *authors, GError **error)
{
  GError *local = NULL;

  g_return_val_if_fail (file != NULL, FALSE);
  for (guint i = 0; authors && authors[i]; i++)
    if (!_wy_field_check_text (&game_specs[WY_KEY_AUTHORS], authors[i], &local))
      {
        g_autofree char *message = printable (local->message);
        g_set_error (error, WY_ERROR, local->code, "Authors: %s", message);
        return g_error_free (local), FALSE;
      }
  _wy_field_clear (&file->values[WY_KEY_AUTHORS]);
  if (authors && authors[0])
    {
      file->values[WY_KEY_AUTHORS].set = TRUE;
      file->values[WY_KEY_AUTHORS].strv = g_strdupv ((char **) authors);
    }
  return TRUE;
}

static gboolean
set_range (WyGameFile *file, WyGameKey key, guint value, GError **error)
{
  const WyFieldSpec *spec = &game_specs[key];

  g_return_val_if_fail (file != NULL, FALSE);
  if (value < spec->min || value > spec->max)
    return g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("%s: %u is out of range, %lld to %lld"),
                        spec->key, value, (long long) spec->min, (long long) spec->max), FALSE;
  set_number (file, key, value);
  return TRUE;
}

gboolean
wy_game_file_set_size (WyGameFile *file, guint size, GError **error)
{
  return set_range (file, WY_KEY_SIZE, size, error);
}

gboolean
wy_game_file_set_step (WyGameFile *file, guint step, GError **error)
{
  return set_range (file, WY_KEY_STEP, step, error);
}

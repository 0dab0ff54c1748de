/* test-game-names.c: a game as a user names it (wy_game_new_from_text): a rule string, or else
 * the name of a game of the library, the user's file before a shipped one of the same name; a
 * rule string never reads the library; a word that is neither is told that a name goes there. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/inotify.h>
#include <unistd.h>

#include "wythoff.h"
#include "wy-test-dir.h"

#define HINT "; or name a game of the library"

static void
assert_rule (const char *text, const char *rule)
{
  GError *error = NULL;
  g_autoptr (WyGame) game = wy_game_new_from_text (text, &error);
  g_autofree char *s = NULL;

  g_assert_no_error (error);
  s = wy_game_to_string (game);
  g_assert_cmpstr (s, ==, rule);
}

static void
write_game (const char *dir, const char *name, const char *rule)
{
  g_autofree char *base = g_strconcat (name, ".wygame", NULL);
  g_autofree char *path = g_build_filename (dir, base, NULL);
  g_autofree char *text = g_strdup_printf ("[Game]\nVersion=1\nName=%s\nTitle=T\nRule=%s\n"
                                           "View=outcome\nSize=10\nStep=0\n", name, rule);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* Every shipped game by its name is the game of its file's rule (the names that are rule
 * strings too, nim or wythoff, are that rule). */
static void
test_shipped (void)
{
  g_autoptr (GPtrArray) files = wy_library_list (NULL);

  g_assert_nonnull (files);
  g_assert_cmpuint (files->len, >=, 30);
  for (guint i = 0; i < files->len; i++)
    {
      WyGameFile *f = g_ptr_array_index (files, i);
      g_autoptr (WyGame) want = wy_game_file_get_game (f);
      g_autofree char *rule = wy_game_to_string (want);

      assert_rule (wy_game_file_get_name (f), rule);
    }
  assert_rule ("fraenkel-2", "fraenkel:a=2");
  assert_rule ("gamma1-2-3", "gamma:i=1,s=2,t=3");
  assert_rule ("subtraction-1-2-3", "pile:rule=(d<=3)");
}

/* The user's file of a shipped name is the one meant; the user's own names work too. */
static void
test_user_shadows (void)
{
  g_autofree char *user = wy_library_user_dir ();

  write_game (user, "fraenkel-2", "nimpq:a=2,b=2,p=2,q=2");
  write_game (user, "mine", "wyt:a=2,b=3");
  assert_rule ("fraenkel-2", "nimpq:a=2,b=2,p=2,q=2");
  assert_rule ("mine", "wyt:a=2,b=3");
  /* a rule string is the rule, whatever file bears its name */
  write_game (user, "wythoff", "nim");
  assert_rule ("wythoff", "wythoff");
  rm_rf (user);
}

/* Whether the folder was opened or read since the watch began (drains the events). */
static gboolean
opened (int fd)
{
  char buf[4096] __attribute__ ((aligned (__alignof__ (struct inotify_event))));
  gboolean any = FALSE;
  ssize_t n;

  while ((n = read (fd, buf, sizeof buf)) > 0)
    any = TRUE;
  g_assert_true (n < 0 && errno == EAGAIN);
  return any;
}

/* A rule string, right or wrong, never reads the library: the shipped folder is watched. */
static void
test_rules_read_no_library (void)
{
  g_autofree char *root = g_dir_make_tmp ("wy-game-names-XXXXXX", NULL);
  g_autofree char *old = g_strdup (g_getenv ("WY_GAMES_DIR"));
  int fd = inotify_init1 (IN_NONBLOCK | IN_CLOEXEC);
  GError *error = NULL;
  WyGame *game;

  /* (seen once: every inotify instance of the user taken by session buses left behind) */
  if (fd < 0)
    g_error ("inotify_init1: %s (fs.inotify.max_user_instances may be used up)",
             g_strerror (errno));
  write_game (root, "wythoff", "nim");
  g_setenv ("WY_GAMES_DIR", root, TRUE);
  g_assert_cmpint (inotify_add_watch (fd, root, IN_OPEN | IN_ACCESS), >=, 0);
  assert_rule ("wythoff", "wythoff");
  assert_rule ("wyt:a=1,b=2", "wyt:a=1,b=2");
  assert_rule ("moves:rule=(dx==0||dy==0)", "moves:rule=(dx==0||dy==0)");
  g_assert_null ((game = wy_game_new_from_text ("wyt:a=x", &error)));
  g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
  g_assert_null (strstr (error->message, "library"));
  g_clear_error (&error);
  /* a text that no file can be named (capitals, spaces, '='): no reading either */
  g_assert_null ((game = wy_game_new_from_text ("Fraenkel-2", &error)));
  g_clear_error (&error);
  g_assert_null ((game = wy_game_new_from_text ("dx==0", &error)));
  g_clear_error (&error);
  g_assert_false (opened (fd));
  /* the watch sees a name looked up */
  g_assert_null ((game = wy_game_new_from_text ("fraenkel-2", &error)));
  g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_true (opened (fd));
  close (fd);
  /* a shipped folder that cannot be read: rule strings as ever, a name is unknown */
  g_setenv ("WY_GAMES_DIR", "/nonexistent/wy-games", TRUE);
  assert_rule ("wythoff", "wythoff");
  g_assert_null ((game = wy_game_new_from_text ("fraenkel-2", &error)));
  g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
  g_assert_true (g_str_has_suffix (error->message, HINT));
  g_clear_error (&error);
  if (old)
    g_setenv ("WY_GAMES_DIR", old, TRUE);
  else
    g_unsetenv ("WY_GAMES_DIR");
  rm_rf (root);
}

/* A word that is no rule and no name: the parser's message and the hint; a text with ':'
 * (a rule string meant) keeps the parser's message alone. */
static void
test_unknown (void)
{
  /* a slip of typing in a name gets the library's nearest name; one in a family's name gets
   * the family alone (the parser's guess); a text no file can be named reads no names */
  static const struct { const char *word, *meant; } words[] = {
    { "fraenkle-2", "fraenkel-2" }, { "Fraenkel-2", NULL }, { "wythof", NULL },
    { "", NULL }, { "x y", NULL }, { "dx==0", NULL }, { "modular-9", NULL },
  };
  GError *error = NULL, *parsed = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      g_autofree char *want = NULL;

      g_assert_null (wy_game_parse (words[i].word, &parsed));
      g_assert_null (wy_game_new_from_text (words[i].word, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
      want = words[i].meant
        ? g_strdup_printf ("%s%s: did you mean '%s'?", parsed->message, HINT, words[i].meant)
        : g_strconcat (parsed->message, HINT, NULL);
      g_assert_cmpstr (error->message, ==, want);
      g_clear_error (&error);
      g_clear_error (&parsed);
    }
  g_assert_null (wy_game_new_from_text ("fraenkle-2", &error));
  g_assert_true (g_str_has_prefix (error->message, "unknown game family 'fraenkle-2': choose "
                                   "one of nim, wythoff, "));
  g_clear_error (&error);
  /* a range error of a family rightly named: the parser's message alone */
  g_assert_null (wy_game_new_from_text ("wyt:a=-3", &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_null (strstr (error->message, "library"));
  g_clear_error (&error);
  g_assert_null (wy_game_new_from_text ("fraenkel-2:a=1", &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
  g_assert_null (strstr (error->message, "library"));
  g_clear_error (&error);
}

/* A name of the user's library whose file no longer reads (edited by hand, a later version's
 * rule): the message names the file and its problem (it said "unknown game family", as for a
 * word no file bears, and the file's error was seen only in the Library window). */
static void
test_broken_user_file (void)
{
  g_autofree char *user = wy_library_user_dir ();
  g_autofree char *path = g_build_filename (user, "mine.wygame", NULL);
  GError *error = NULL;

  write_game (user, "mine", "wyt:a=zz");
  g_assert_null (wy_game_new_from_text ("mine", &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "a=zz"));
  g_assert_null (strstr (error->message, "unknown game family"));
  g_clear_error (&error);
  /* a word no file bears keeps the parser's message and the hint */
  g_assert_null (wy_game_new_from_text ("minee", &error));
  g_assert_true (g_str_has_prefix (error->message, "unknown game family 'minee'"));
  g_clear_error (&error);
  rm_rf (user);
}

int
main (int argc, char **argv)
{
  /* the user's folder of this run alone (not G_TEST_OPTION_ISOLATE_DIRS: GLib 2.74 leaks the
   * names it sets, which fails the leak check of scripts/test) */
  g_autofree char *home = g_dir_make_tmp ("wy-game-names-home-XXXXXX", NULL);
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/game-names/shipped", test_shipped);
  g_test_add_func ("/core/game-names/user-shadows", test_user_shadows);
  g_test_add_func ("/core/game-names/rules-read-no-library", test_rules_read_no_library);
  g_test_add_func ("/core/game-names/unknown", test_unknown);
  g_test_add_func ("/core/game-names/broken-user-file", test_broken_user_file);
  status = g_test_run ();
  rm_rf (home);
  return status;
}

/* wy-fuzz-targets.c: the checks run on every fuzzed input, shared by the libFuzzer targets and test-fuzz. */
#define G_LOG_DOMAIN "wy-fuzz"

#include "config.h"

#include <string.h>

#include "wy-export-private.h"
#include "wy-render-testing.h"
#include "wy-fuzz-targets.h"
#include "wy-solution.h"

/* A rule of your own on a small board: the solver's moves (a pattern or
 * rows of lanes) against the scalar rule (wy_game_is_move), cell by cell:
 * a cell is P iff no move leads to a P-position (a block of Q: fewer than
 * Q; misère: a cell without moves is N). */
#define FUZZ_SIDE 7u

static void
check_custom (const WyGame *game)
{
  gboolean one_pile = wy_game_is_one_pile (game), misere = wy_game_is_misere (game);
  guint h = one_pile ? 1 : FUZZ_SIDE, q = wy_game_get_block (game);
  WyQuery query = { .needs = WY_NEED_ELIMINATION, .size = FUZZ_SIDE };
  g_autoptr (GError) error = NULL;
  g_autoptr (WySolution) solution = wy_solve (game, &query, &error);
  WyStatus status[FUZZ_SIDE * FUZZ_SIDE];
  const WyBoard *board;

  g_assert_no_error (error);
  board = wy_solution_get_board (solution);
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < FUZZ_SIDE; x++)
      {
        guint moves = 0, into_p = 0;
        for (guint ty = 0; ty <= y; ty++)
          for (guint tx = 0; tx <= x; tx++)
            if (wy_game_is_move (game, x, y, x - tx, y - ty))
              {
                moves++;
                into_p += status[ty * FUZZ_SIDE + tx] == WY_STATUS_P;
              }
        status[y * FUZZ_SIDE + x] = (misere && moves == 0) || into_p >= q ? WY_STATUS_N
                                                                           : WY_STATUS_P;
        g_assert_cmpint (wy_board_get_status (board, x, y), ==, status[y * FUZZ_SIDE + x]);
      }
}

void
wy_fuzz_rule (const guint8 *data, gsize length)
{
  g_autofree char *rule = g_strndup ((const char *) data, length);
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);

  if (!game)
    {
      /* every refusal says why */
      g_assert_nonnull (error);
      g_assert_true (error->domain == WY_ERROR);
      g_assert_true (error->message[0] != '\0');
      return;
    }
  g_assert_no_error (error);
  {
    g_autofree char *canon = wy_game_to_string (game);
    WyGame *again = wy_game_parse (canon, &error);
    g_autofree char *canon2 = NULL;

    g_assert_no_error (error);
    g_assert_true (wy_game_equal (game, again));
    canon2 = wy_game_to_string (again);
    g_assert_cmpstr (canon, ==, canon2);
    wy_game_free (again);
  }
  if (wy_game_is_custom (game))
    check_custom (game);
  wy_game_free (game);
}

static void
assert_safe_line (const char *message)
{
  g_assert_true (g_utf8_validate (message, -1, NULL));
  for (const guchar *p = (const guchar *) message; *p; p++)
    g_assert_cmpuint (*p, >=, 0x20);
  g_assert_cmpuint (strlen (message), <, 600);
}

void
wy_fuzz_provenance (const guint8 *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  WyProvenance prov;
  WyQuery query = { 0 };
  WyGame *game;

  if (!wy_provenance_read_bytes (data, length, "fuzz.png", &prov, &error))
    {
      g_assert_nonnull (error);
      g_assert_null (prov.game);
      g_assert_null (prov.version);
      assert_safe_line (error->message);
      return;
    }
  g_assert_no_error (error);
  /* what is accepted is a game within the command line's budget for its
   * view (a Grundy figure beyond the dense values shows the low classes) */
  game = wy_game_parse (prov.game, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (prov.size, >=, 1);
  query.needs = WY_NEED_ELIMINATION | (prov.view == WY_VIEW_GRUNDY ? WY_NEED_GRUNDY_CLASSES : 0);
  g_assert_cmpuint (prov.size, <=, wy_solve_max_side (game, &query, NULL));
  g_assert_cmpuint (prov.view, <, WY_N_VIEWS);
  g_assert_cmpuint (prov.style, <, WY_N_STYLES);
  if (prov.has_selection)
    {
      g_assert_cmpuint (prov.selection.x, <, prov.size);
      g_assert_cmpuint (prov.selection.y, <, wy_game_is_one_pile (game) ? 1 : prov.size);
    }
  if (wy_game_is_one_pile (game))
    g_assert_cmpuint (prov.step, <=, prov.size);
  wy_game_free (game);
  wy_provenance_clear (&prov);
}

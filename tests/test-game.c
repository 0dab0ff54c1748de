/* test-game.c: rule strings: parsing, canonical printing, round trips and every error path. */
#include <glib.h>
#include <string.h>

#include "wy-game.h"

static void
check_round_trip (const char *rule, const char *canonical)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);
  g_assert_no_error (error);
  g_autofree char *s = wy_game_to_string (game);
  g_assert_cmpstr (s, ==, canonical);
  WyGame *again = wy_game_parse (s, &error);
  g_assert_no_error (error);
  g_assert_true (wy_game_equal (game, again));
  wy_game_free (again);
  wy_game_free (game);
}

static void
test_round_trips (void)
{
  check_round_trip ("nim", "nim");
  check_round_trip ("wythoff", "wythoff");
  check_round_trip ("fraenkel", "fraenkel:a=2");
  check_round_trip ("wyt:b=2", "wyt:a=1,b=2");
  check_round_trip (" wyt : b = 2 , a=3", "wyt:a=3,b=2");
  check_round_trip ("wytc:c=3", "wytc:a=1,b=1,c=3");
  check_round_trip ("nimpq:p=2", "nimpq:a=1,b=1,p=2,q=1");
  check_round_trip ("nimpq:reading=sec7,q=2", "nimpq:a=1,b=1,p=1,q=2,reading=sec7");
  check_round_trip ("nimpq:reading=linecount", "nimpq:a=1,b=1,p=1,q=1");
  check_round_trip ("stwythoff:s=2,t=3", "stwythoff:s=2,t=3");
  check_round_trip ("restricted", "restricted:s=1,t=1");
  check_round_trip ("gamma:i=4,s=2,t=4", "gamma:i=4,s=2,t=4");
  check_round_trip ("imitation:p=3", "imitation:p=3");
  check_round_trip ("mark", "mark:k=2");
  check_round_trip ("mark:k=3,play=misere", "mark:k=3,play=misere");
  check_round_trip ("upmark", "upmark");
  check_round_trip ("upmark:play=misere", "upmark:play=misere");
  check_round_trip ("wyt:a=2,b=3,play=normal", "wyt:a=2,b=3");
  check_round_trip ("wythoff:play=misere", "wythoff:play=misere");
}

typedef struct {
  const char *rule;
  WyErrorCode code;
  const char *needle; /* the message must name the problem */
} BadRule;

static const BadRule bad_rules[] = {
  { "chess", WY_ERROR_PARSE, "unknown game family 'chess': choose" },
  { "", WY_ERROR_PARSE, "unknown game family" },
  { "wyt:z=1", WY_ERROR_PARSE, "unknown key 'z' for wyt: its keys are a, b, block, play" },
  /* a slip of typing gets a guess: one letter wrong, missing or swapped, two in a longer word */
  { "wythof", WY_ERROR_PARSE, "unknown game family 'wythof' (did you mean 'wythoff'?): choose" },
  { "Wythoff", WY_ERROR_PARSE, "(did you mean 'wythoff'?)" },
  { "wyhtoff", WY_ERROR_PARSE, "(did you mean 'wythoff'?)" },
  { "stwytof", WY_ERROR_PARSE, "(did you mean 'stwythoff'?)" },
  { "gama:i=1", WY_ERROR_PARSE, "(did you mean 'gamma'?)" },
  { "nimpq:readin=abstract", WY_ERROR_PARSE,
    "unknown key 'readin' for nimpq (did you mean 'reading'?): its keys are a, b, p, q, reading" },
  { "wyt:blok=2", WY_ERROR_PARSE, "unknown key 'blok' for wyt (did you mean 'block'?)" },
  /* no guess: two names equally near, a word too short or too far */
  { "nim4", WY_ERROR_PARSE, "unknown game family 'nim4': choose" },
  { "gam", WY_ERROR_PARSE, "unknown game family 'gam': choose" },
  { "wyt:bb=2", WY_ERROR_PARSE, "unknown key 'bb' for wyt: its keys" },
  { "stwyt", WY_ERROR_PARSE, "unknown game family 'stwyt': choose" },
  { "wyt:a", WY_ERROR_PARSE, "key=value" },
  { "wyt:a=x", WY_ERROR_PARSE, "a must be an integer from 0 to 1000" },
  { "wyt:a=", WY_ERROR_PARSE, "not an integer" },
  { "wyt:b=0", WY_ERROR_RANGE, "b must be an integer from 1 to 1000" },
  { "wyt:b=-3", WY_ERROR_RANGE, "b=-3 is out of range" },
  { "wyt:a=99999999999999999999", WY_ERROR_RANGE, "out of range" },
  { "wyt:a=+1", WY_ERROR_PARSE, "not an integer" },
  { "wyt:a=0x10", WY_ERROR_PARSE, "not an integer" },
  { "wythoff:", WY_ERROR_PARSE, "no key after the colon" },
  { "wythoff:  ", WY_ERROR_PARSE, "no key after the colon" },
  { "adjoin:base=(nim", WY_ERROR_PARSE, "base=(nim has a '(' that is not closed: write base=(GAME)" },
  { "adjoin:base=(adjoin:base=(nim)", WY_ERROR_PARSE, "base=(adjoin:base=(nim) has a '('" },
  { "adjoin:base=nim)", WY_ERROR_PARSE, "base=nim) has a ')' without its '('" },
  /* an empty pair would be passed over silently */
  { "wyt:,a=1", WY_ERROR_PARSE, "'wyt:,a=1' has an empty key=value pair" },
  { "wyt:a=1,", WY_ERROR_PARSE, "empty key=value pair: remove the extra comma" },
  { "wyt:a=1, ,b=2", WY_ERROR_PARSE, "empty key=value pair" },
  { "adjoin:base=(wyt:a=1,),k=1", WY_ERROR_PARSE, "'wyt:a=1,' has an empty key=value pair" },
  { "wyt:a=1001", WY_ERROR_RANGE, "from 0 to 1000" },
  { "nimpq:p=0", WY_ERROR_RANGE, "p must be an integer from 1" },
  { "nimpq:reading=other", WY_ERROR_PARSE, "reading must be linecount, abstract or sec7" },
  { "nimpq:p=2,play=misere", WY_ERROR_UNSUPPORTED, "play=misere is not defined for nimpq" },
  { "imitation:play=misere", WY_ERROR_UNSUPPORTED, "not defined for imitation" },
  { "wyt:play=loud", WY_ERROR_PARSE, "play must be normal or misere" },
  { "gamma:i=5", WY_ERROR_RANGE, "i must be an integer from 1 to 4" },
  { "mark:k=1", WY_ERROR_RANGE, "k must be an integer from 2" },
  { "wythoff:a=2", WY_ERROR_PARSE, "unknown key 'a' for wythoff" },
  { "wyt:reading=sec7", WY_ERROR_PARSE, "unknown key 'reading'" },
  /* a key given twice would let the last one win silently */
  { "wyt:a=1,a=2", WY_ERROR_PARSE, "a is given twice" },
  { "wyt:a=1, a =1", WY_ERROR_PARSE, "a is given twice" },
  { "wyt:play=normal,b=2,play=misere", WY_ERROR_PARSE, "play is given twice" },
  { "nimpq:reading=sec7,reading=abstract", WY_ERROR_PARSE, "reading is given twice" },
  /* pairs glued by another separator than ',' were read as one value: "heaps=3:play=misere
   * is out of range", "a=1:b=2 is not an integer"; now malformed, with the form */
  { "nim:heaps=3:play=misere", WY_ERROR_PARSE,
    "'heaps=3:play=misere' is malformed: write a rule string as family:key=value,key=value" },
  { "wyt:a=1:b=2", WY_ERROR_PARSE, "'a=1:b=2' is malformed" },
  { "wyt:a=1;b=2", WY_ERROR_PARSE, "'a=1;b=2' is malformed" },
  { "wythoff:play=misere:heaps=3", WY_ERROR_PARSE, "'play=misere:heaps=3' is malformed" },
  { "nimpq:reading=sec7=abstract", WY_ERROR_PARSE, "'reading=sec7=abstract' is malformed" },
};

static void
test_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_rules); i++)
    {
      g_autoptr (GError) error = NULL;
      WyGame *game = wy_game_parse (bad_rules[i].rule, &error);
      g_assert_null (game);
      g_assert_error (error, WY_ERROR, (gint) bad_rules[i].code);
      if (!strstr (error->message, bad_rules[i].needle))
        g_error ("'%s': message '%s' lacks '%s'", bad_rules[i].rule, error->message,
                 bad_rules[i].needle);
    }
}

static void
test_with_param (void)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse ("wyt", NULL);
  WyGame *b2 = wy_game_with_param (game, WY_PARAM_B, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wy_game_get_param (b2, WY_PARAM_B), ==, 2);
  g_assert_null (wy_game_with_param (game, WY_PARAM_B, 0, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  g_assert_null (wy_game_with_param (game, WY_PARAM_P, 2, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
  wy_game_free (b2);
  wy_game_free (game);
}

/* The legal moves of docs/spec.md's table, on hand-picked (dx, dy). */
static void
test_moves (void)
{
  WyGame *wythoff = wy_game_parse ("wythoff", NULL);
  WyGame *fr = wy_game_parse ("fraenkel:a=2", NULL);
  WyGame *wyt = wy_game_parse ("wyt:a=1,b=2", NULL);
  WyGame *wytc = wy_game_parse ("wytc:a=1,b=2,c=3", NULL);
  WyGame *st = wy_game_parse ("stwythoff:s=2,t=1", NULL);
  WyGame *re = wy_game_parse ("restricted:s=1,t=1", NULL);
  WyGame *mark = wy_game_parse ("mark:k=3", NULL);
  WyGame *up = wy_game_parse ("upmark", NULL);

  g_assert_true (wy_game_is_move (wythoff, 9, 9, 3, 3));
  g_assert_false (wy_game_is_move (wythoff, 9, 9, 3, 2));
  g_assert_true (wy_game_is_move (fr, 9, 9, 3, 2));
  g_assert_false (wy_game_is_move (fr, 9, 9, 3, 1));
  g_assert_true (wy_game_is_move (wyt, 9, 9, 1, 7));
  g_assert_false (wy_game_is_move (wyt, 9, 9, 2, 7));
  g_assert_true (wy_game_is_move (wytc, 9, 9, 7, 2));   /* dy < c = 3 */
  g_assert_false (wy_game_is_move (wytc, 9, 9, 2, 7));  /* dx >= b = 2 */
  g_assert_true (wy_game_is_move (st, 9, 9, 2, 4));     /* l - k = 2 < (s-1)k + t = 3 */
  g_assert_false (wy_game_is_move (st, 9, 9, 2, 5));
  g_assert_true (wy_game_is_move (re, 9, 9, 2, 2));
  g_assert_false (wy_game_is_move (re, 9, 9, 1, 1));    /* odd amounts */
  g_assert_false (wy_game_is_move (re, 9, 9, 0, 3));
  g_assert_true (wy_game_is_move (re, 9, 9, 0, 4));
  g_assert_false (wy_game_is_move (wythoff, 2, 2, 3, 0)); /* more than the pile */
  g_assert_true (wy_game_is_move (mark, 7, 0, 2, 0));    /* 7 -> 5 */
  g_assert_false (wy_game_is_move (mark, 7, 0, 3, 0));   /* 7 -> 4 */
  g_assert_true (wy_game_is_move (mark, 7, 0, 5, 0));    /* 7 -> floor(7/3) = 2 */
  g_assert_true (wy_game_is_move (up, 7, 0, 3, 0));      /* 7 -> ceil(7/2) = 4 */
  g_assert_false (wy_game_is_move (up, 1, 0, 1, 0));     /* 1 is terminal */
  g_assert_cmpint (wy_game_move_line (wyt, 9, 9, 3, 3), ==, WY_LINE_DIAGONAL);
  g_assert_cmpint (wy_game_move_line (wyt, 9, 9, 1, 5), ==, WY_LINE_COLUMN);
  g_assert_cmpint (wy_game_move_line (wyt, 9, 9, 5, 0), ==, WY_LINE_ROW);
  g_assert_cmpint (wy_game_move_line (mark, 7, 0, 5, 0), ==, WY_LINE_DIVIDE);
  /* the bands overlap: the other lines a move lies on */
  g_assert_cmpuint (wy_game_move_lines_also (wyt, 9, 9, 1, 1), ==,
                    1u << WY_LINE_ROW | 1u << WY_LINE_DIAGONAL);
  g_assert_cmpuint (wy_game_move_lines_also (wyt, 9, 9, 1, 0), ==, 1u << WY_LINE_ROW);
  g_assert_cmpuint (wy_game_move_lines_also (wyt, 9, 9, 1, 5), ==, 0);
  g_assert_cmpuint (wy_game_move_lines_also (wyt, 9, 9, 2, 7), ==, 0);  /* no move */
  g_assert_cmpuint (wy_game_move_lines_also (wythoff, 9, 9, 3, 3), ==, 0);
  g_assert_cmpuint (wy_game_move_lines_also (wytc, 9, 9, 1, 2), ==, 1u << WY_LINE_ROW);
  g_assert_cmpuint (wy_game_move_lines_also (st, 9, 9, 2, 2), ==, 0);
  g_assert_cmpuint (wy_game_move_lines_also (mark, 7, 0, 1, 0), ==, 0);
  wy_game_free (wythoff);
  wy_game_free (fr);
  wy_game_free (wyt);
  wy_game_free (wytc);
  wy_game_free (st);
  wy_game_free (re);
  wy_game_free (mark);
  wy_game_free (up);
}

static void
test_properties (void)
{
  WyGame *g = wy_game_parse ("nimpq:p=2", NULL);
  g_assert_true (wy_game_has_blocking (g));
  g_assert_false (wy_game_has_grundy (g));
  wy_game_free (g);
  g = wy_game_parse ("nimpq", NULL);
  g_assert_false (wy_game_has_blocking (g));
  g_assert_true (wy_game_has_grundy (g));
  wy_game_free (g);
  g = wy_game_parse ("wytc:b=1,c=2", NULL);
  g_assert_false (wy_game_is_symmetric (g));
  wy_game_free (g);
  g = wy_game_parse ("upmark", NULL);
  g_assert_true (wy_game_is_one_pile (g));
  g_assert_cmpuint (wy_game_first_position (g), ==, 1);
  wy_game_free (g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/game/round-trips", test_round_trips);
  g_test_add_func ("/core/game/errors", test_errors);
  g_test_add_func ("/core/game/with-param", test_with_param);
  g_test_add_func ("/core/game/moves", test_moves);
  g_test_add_func ("/core/game/properties", test_properties);
  return g_test_run ();
}

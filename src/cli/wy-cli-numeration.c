/* wy-cli-numeration.c: `wythoff numeration`: a number in paper 002's system U, vile or dopey, and its P-generator. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <errno.h>

#include "wy-cli-common.h"
#include "wy-cli-papers.h"
#include "wy-numeration.h"

static gboolean
parse_n (const char *text, guint64 *out, GError **error)
{
  char *end = NULL;

  errno = 0;
  if (g_ascii_isdigit (text[0]))
    *out = g_ascii_strtoull (text, &end, 10);
  if (!end || *end != '\0' || errno == ERANGE || *out > WY_NUMERATION_MAX)
    {
      gboolean number = wy_cli_is_negative (text) || (end && *end == '\0');

      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("N %s is %s: N must be from 0 to %llu"), text,
                   number ? _("out of range") : _("not a whole number"),
                   (unsigned long long) WY_NUMERATION_MAX);
      return FALSE;
    }
  return TRUE;
}

typedef struct {
  guint64          n, even, v, d, m;
  WyNumerationRep  rep;
  gboolean         vile, has_generator;
} Answer;

static void
answer_text (GString *out, const char *rule, const WyNumeration *u, const Answer *a)
{
  g_autofree char *r = wy_numeration_rep_string (u, &a->rep);
  guint shown;

  g_string_append_printf (out, "game: %s\n", rule);
  g_string_append (out, "bases:");
  for (shown = 0; shown < MIN (u->n_bases, 8) && u->bases[shown] != G_MAXUINT64; shown++)
    g_string_append_printf (out, " %" G_GUINT64_FORMAT, u->bases[shown]);
  /* a base beyond 64 bits is kept as G_MAXUINT64, a bound: named, not shown as a number */
  if (shown < MIN (u->n_bases, 8))
    g_string_append_printf (out, "; u_%u is beyond 64 bits", shown);
  else
    g_string_append (out, " ...");
  g_string_append_printf (out, " (digits 0..%" G_GUINT64_FORMAT ", a digit %" G_GUINT64_FORMAT
                          " is followed by one < %u)\n", u->r, u->r, u->s - 1);
  g_string_append_printf (out, "N: %" G_GUINT64_FORMAT "\n", a->n);
  if (a->even != a->n)
    g_string_append_printf (out, "even part: %" G_GUINT64_FORMAT " (Corollary 3.6 reads x - x mod 2)\n",
                            a->even);
  g_string_append_printf (out, "R: %s\n", r);
  g_string_append_printf (out, "trailing zeros: %u\n", wy_numeration_trailing_zeros (&a->rep));
  g_string_append_printf (out, "class: %s\n", a->vile ? "vile" : "dopey");
  if (a->has_generator)
    g_string_append_printf (out, "generator: (V_%" G_GUINT64_FORMAT ", D_%" G_GUINT64_FORMAT
                            ") = (%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT ")\n",
                            a->m, a->m, a->v, a->d);
  else
    g_string_append (out, "generator: beyond the range of U\n");
}

static void
answer_json (GString *out, const char *rule, const WyNumeration *u, const Answer *a)
{
  g_autofree char *r = wy_numeration_rep_string (u, &a->rep);
  WyJson json;

  wy_cli_json_begin_game (&json, out, rule);
  _wy_json_uint (_wy_json_key (&json, "n"), a->n);
  _wy_json_uint (_wy_json_key (&json, "even"), a->even);
  _wy_json_begin_array (_wy_json_key (&json, "digits"));
  for (int i = (int) a->rep.len - 1; i >= 0; i--)
    _wy_json_uint (&json, a->rep.digits[i]);
  _wy_json_end_array (&json);
  _wy_json_string (_wy_json_key (&json, "representation"), r);
  _wy_json_uint (_wy_json_key (&json, "trailing_zeros"), wy_numeration_trailing_zeros (&a->rep));
  _wy_json_string (_wy_json_key (&json, "class"), a->vile ? "vile" : "dopey");
  if (a->has_generator)
    {
      _wy_json_uint (_wy_json_key (&json, "index"), a->m);
      _wy_json_uint (_wy_json_key (&json, "vile_number"), a->v);
      _wy_json_uint (_wy_json_key (&json, "dopey_number"), a->d);
    }
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

/* The corollary's verdict as JSON, a line of its own after the answer's. */
static void
corollary_json (GString *out, guint size, gboolean holds, guint n_p, WyPos first, gboolean p)
{
  WyJson json;

  _wy_json_init (&json, out);
  _wy_json_begin_object (&json);
  _wy_json_string (_wy_json_key (&json, "corollary"), holds ? "holds" : "fails");
  _wy_json_uint (_wy_json_key (&json, "size"), size);
  if (holds)
    _wy_json_uint (_wy_json_key (&json, "ppos"), n_p);
  else
    {
      wy_cli_json_pos (_wy_json_key (&json, "first"), FALSE, first.x, first.y);
      _wy_json_string (_wy_json_key (&json, "exact"), p ? "P" : "N");
    }
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

/* Corollary 3.6 against the exact solver on the S x S board; *holds_out its verdict. */
static gboolean
check_corollary (GString *out, const WyGame *game, const WyNumeration *u, const char *size_text,
                 WyTableFormat format, gboolean *holds_out, GError **error)
{
  g_autoptr (WyBoard) board = NULL;
  WyPos first = { 0 };
  guint size, n_p;

  if (!wy_cli_parse_side (game, "--check", size_text, WY_NEED_STATUS, &size, error)
      || !(board = wy_cli_query (game, &(WyQuery) { .needs = WY_NEED_STATUS, .size = size },
                                 error)))
    return FALSE;
  gboolean holds = wy_numeration_check_board (u, board, &first, &n_p);

  *holds_out = holds;
  gboolean p = !holds && wy_board_get_status (board, first.x, first.y) == WY_STATUS_P;

  if (format == WY_TABLE_JSON)
    corollary_json (out, size, holds, n_p, first, p);
  else if (holds)
    g_string_append_printf (out, "corollary 3.6: holds on %ux%u (%u P-position%s)\n", size,
                            size, n_p, n_p == 1 ? "" : "s");
  else
    g_string_append_printf (out, "corollary 3.6: fails on %ux%u: (%u, %u) is %s exactly, %s "
                            "by U\n", size, size, first.x, first.y, p ? "P" : "N",
                            p ? "N" : "P");
  return TRUE;
}

int
wy_cli_numeration (int argc, char **argv)
{
  g_autofree char *format_text = NULL, *check_text = NULL;
  GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text, N_("text or json"), N_("FORMAT") },
    { "check", 'c', 0, G_OPTION_ARG_STRING, &check_text,
      N_("Also check Corollary 3.6 on the exact S x S board"), N_("S") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WyGame) game = NULL;
  g_autofree char *rule = NULL;
  WyTableFormat format = WY_TABLE_TEXT;
  WyNumeration u;
  Answer a = { 0 };
  gboolean ok, holds = TRUE;
  int status;

  ok = wy_cli_parse_options ("numeration", N_("GAME N"), N_("N in paper 002's numeration system U "
                                "of Gamma_1 (section 3): its representation, vile or dopey."),
                             N_("GAME is gamma:i=1,s=S,t=T with S >= 2. Prints lines \"game:\", "
                                "\"bases:\", \"N:\", \"R:\",\n"
                                "\"trailing zeros:\", \"class: vile|dopey\" and \"generator: (V_m, "
                                "D_m) = (V, D)\",\n"
                                "the P-generator N belongs to (Theorem 3.5: R(D_m) = LR(V_m)). An "
                                "odd N is read\n"
                                "as N - 1, as Corollary 3.6 reads positions. --check S compares "
                                "Corollary 3.6\n"
                                "with the exact solver on the S x S board (a second line; in json "
                                "a second object).\n"
                                "Exit status 1: the corollary fails on the board. Normal play "
                                "only, without blocking:\n"
                                "misère play and block=Q are other games, refused."),
                             entries, 2, &argc, &argv, &error)
       && wy_cli_parse_format (format_text, WY_CLI_ALLOW (WY_TABLE_TEXT)
                               | WY_CLI_ALLOW (WY_TABLE_JSON), &format,
                               &error)
       && (game = wy_cli_parse_game (argv[1], &error))
       && wy_numeration_init (&u, game, &error)
       && parse_n (argv[2], &a.n, &error);
  if (!ok)
    return wy_cli_fail_error (error);
  rule = wy_game_to_string (game);
  a.even = a.n - a.n % 2;
  wy_numeration_represent (&u, a.even, &a.rep, NULL);
  a.vile = wy_numeration_trailing_zeros (&a.rep) % 2 == 0;
  a.has_generator = wy_numeration_generator (&u, a.even, &a.v, &a.d, &a.m);
  if (format == WY_TABLE_JSON)
    answer_json (out, rule, &u, &a);
  else
    answer_text (out, rule, &u, &a);
  if (check_text && !check_corollary (out, game, &u, check_text, format, &holds, &error))
    return wy_cli_fail_error (error);
  status = wy_cli_write (out);
  return status != 0 ? status : holds ? 0 : 1;
}

/* wy-claim.c: a game file's claims: their kinds, keys and the checks of their fields against each other. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wy-analysis.h"
#include "wy-automaton.h"
#include "wy-enum-nick.h"
#include "wy-enum-types.h"
#include "wy-game-file-private.h"

static const char *const kind_names[WY_N_CLAIM_KINDS] = {
  "oeis", "formula", "period", "finite", "equals", "table", "automaton"
};

/* A verdict from its name in a file (its GEnum nick: holds, false,
 * beyond-budget, unchecked); FALSE when none has it. */
static gboolean
verdict_from_name (const char *name, WyClaimVerdict *out)
{
  return _wy_enum_nick_to (WY_TYPE_CLAIM_VERDICT, name, FALSE, (int *) out);
}

static gboolean
check_anumber (const WyFieldSpec *spec, const char *value, GError **error)
{
  gboolean ok = strlen (value) == 7 && value[0] == 'A';

  for (guint i = 1; ok && i < 7; i++)
    ok = g_ascii_isdigit (value[i]);
  if (!ok)
    /* Translators: the value given, then an example of an A-number of the OEIS */
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.40s' is not an A-number (A and six "
                                                    "digits: %s)"), value, "A000201");
  return ok;
}

static gboolean
check_sequence (const WyFieldSpec *spec, const char *value, GError **error)
{
  WySequenceKind kind;
  gint64 param;

  return wy_sequence_parse (value, &kind, &param, error);
}

static gboolean
check_expression (const WyFieldSpec *spec, const char *value, GError **error)
{
  WyRealExpr *expr = _wy_real_expr_parse (value, error);

  return expr ? (_wy_real_expr_free (expr), TRUE) : FALSE;
}

static gboolean
check_numeration (const WyFieldSpec *spec, const char *value, GError **error)
{
  g_autoptr (WyNumSystem) ns = wy_num_system_new (value, error);

  return ns != NULL;
}

static gboolean
check_verdict (const WyFieldSpec *spec, const char *value, GError **error)
{
  WyClaimVerdict verdict;

  if (verdict_from_name (value, &verdict))
    return TRUE;
  /* Translators: the value given, then the verdicts a file may record: "holds, false,
   * beyond-budget or unchecked" */
  return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.40s' is not a verdict: %s, %s, %s "
                                                        "or %s"), value, "holds", "false",
                      "beyond-budget", "unchecked"), FALSE;
}

#define BIG G_GINT64_CONSTANT (4611686018427387904) /* 2^62 */

static const WyFieldSpec claim_specs[WY_N_CLAIM_KEYS] = {
  [WY_CKEY_KIND] = { "Kind", WY_FIELD_TEXT, 0, 16, TRUE, NULL },
  [WY_CKEY_TEXT] = { "Text", WY_FIELD_TEXT, 0, 2000, TRUE, NULL },
  [WY_CKEY_OEIS] = { "OEIS", WY_FIELD_TEXT, 0, 7, TRUE, check_anumber },
  [WY_CKEY_WHAT] = { "What", WY_FIELD_TEXT, 0, 64, TRUE, check_sequence },
  [WY_CKEY_FIRST] = { "First", WY_FIELD_INT, 0, 1000000000, FALSE, NULL },
  [WY_CKEY_TERMS] = { "Terms", WY_FIELD_INTS, -BIG, BIG, TRUE, NULL },
  [WY_CKEY_EXPRESSION] = { "Expression", WY_FIELD_TEXT, 0, 1000, FALSE, check_expression },
  [WY_CKEY_RECURSION] = { "Recursion", WY_FIELD_BOOL, 0, 1, FALSE, NULL },
  [WY_CKEY_COUNT] = { "Count", WY_FIELD_INT, 1, WY_SEQUENCE_MAX_COUNT, TRUE, NULL },
  [WY_CKEY_PERIOD] = { "Period", WY_FIELD_INT, 1, WY_SEQUENCE_MAX_COUNT, TRUE, NULL },
  [WY_CKEY_SALT] = { "Salt", WY_FIELD_INT, -1000000000, 1000000000, TRUE, NULL },
  [WY_CKEY_PREPERIOD] = { "Preperiod", WY_FIELD_INT, 0, WY_SEQUENCE_MAX_COUNT, FALSE, NULL },
  [WY_CKEY_BOUND] = { "Bound", WY_FIELD_INT, 1, WY_GAME_FILE_MAX_SIZE, TRUE, NULL },
  [WY_CKEY_GAME] = { "Game", WY_FIELD_TEXT, 0, 4096, TRUE, _wy_field_check_rule },
  [WY_CKEY_GRUNDY] = { "Grundy", WY_FIELD_BOOL, 0, 1, FALSE, NULL },
  [WY_CKEY_SIZE] = { "Size", WY_FIELD_INT, 1, WY_GAME_FILE_MAX_SIZE, TRUE, NULL },
  [WY_CKEY_POSITIONS] = { "Positions", WY_FIELD_POSITIONS, 0, G_MAXINT32, TRUE, NULL },
  [WY_CKEY_VALUES] = { "Values", WY_FIELD_INTS, 0, G_MAXINT32, FALSE, NULL },
  [WY_CKEY_COMPLETE] = { "Complete", WY_FIELD_BOOL, 0, 1, FALSE, NULL },
  [WY_CKEY_NUMERATION] = { "Numeration", WY_FIELD_TEXT, 0, 200, TRUE, check_numeration },
  [WY_CKEY_AUTOMATON] = { "Automaton", WY_FIELD_LONG_TEXT, 0, 65536, TRUE, NULL },
  [WY_CKEY_VERDICT] = { "Verdict", WY_FIELD_TEXT, 0, 16, TRUE, check_verdict },
  [WY_CKEY_COUNTEREXAMPLE] = { "Counterexample", WY_FIELD_TEXT, 0, 1000, FALSE, NULL },
};

/* The keys of each kind besides Kind, Text, Verdict and Counterexample. */
static const WyClaimKey kind_keys[WY_N_CLAIM_KINDS][7] = {
  [WY_CLAIM_KIND_OEIS] = { WY_CKEY_OEIS, WY_CKEY_WHAT, WY_CKEY_FIRST, WY_CKEY_TERMS },
  [WY_CLAIM_KIND_FORMULA] = { WY_CKEY_WHAT, WY_CKEY_EXPRESSION, WY_CKEY_FIRST, WY_CKEY_COUNT,
                              WY_CKEY_RECURSION, WY_CKEY_SIZE },
  [WY_CLAIM_KIND_PERIOD] = { WY_CKEY_WHAT, WY_CKEY_PERIOD, WY_CKEY_SALT, WY_CKEY_PREPERIOD,
                             WY_CKEY_COUNT },
  [WY_CLAIM_KIND_FINITE] = { WY_CKEY_BOUND, WY_CKEY_SIZE },
  [WY_CLAIM_KIND_EQUALS] = { WY_CKEY_GAME, WY_CKEY_SIZE, WY_CKEY_GRUNDY },
  [WY_CLAIM_KIND_TABLE] = { WY_CKEY_POSITIONS, WY_CKEY_VALUES, WY_CKEY_COMPLETE },
  [WY_CLAIM_KIND_AUTOMATON] = { WY_CKEY_NUMERATION, WY_CKEY_SIZE, WY_CKEY_AUTOMATON },
};

const WyFieldSpec *
_wy_claim_spec (WyClaimKey key)
{
  return &claim_specs[key];
}

const char *
_wy_claim_kind_name (WyClaimKind kind)
{
  return kind_names[kind];
}

gboolean
_wy_claim_kind_from_name (const char *name, WyClaimKind *out)
{
  for (guint k = 0; k < WY_N_CLAIM_KINDS; k++)
    if (strcmp (name, kind_names[k]) == 0)
      return *out = k, TRUE;
  return FALSE;
}

gboolean
_wy_claim_kind_has_key (WyClaimKind kind, WyClaimKey key, gboolean *required)
{
  *required = claim_specs[key].required;
  if (key == WY_CKEY_KIND || key == WY_CKEY_TEXT || key == WY_CKEY_VERDICT
      || key == WY_CKEY_COUNTEREXAMPLE)
    return TRUE;
  if (kind == WY_CLAIM_KIND_FORMULA)
    *required = FALSE; /* either Expression or Recursion: _wy_claim_validate */
  for (guint i = 0; i < G_N_ELEMENTS (kind_keys[kind]) && kind_keys[kind][i] != WY_CKEY_KIND; i++)
    if (kind_keys[kind][i] == key)
      return TRUE;
  return FALSE;
}

WyClaim *
_wy_claim_new (WyClaimKind kind)
{
  WyClaim *claim = g_new0 (WyClaim, 1);

  claim->ref = 1;
  claim->kind = kind;
  claim->values[WY_CKEY_KIND].set = TRUE;
  claim->values[WY_CKEY_KIND].text = g_strdup (kind_names[kind]);
  return claim;
}

WyClaim *
wy_claim_ref (WyClaim *claim)
{
  g_return_val_if_fail (claim != NULL, NULL);
  g_atomic_int_inc (&claim->ref);
  return claim;
}

void
wy_claim_unref (WyClaim *claim)
{
  if (!claim || !g_atomic_int_dec_and_test (&claim->ref))
    return;
  for (guint k = 0; k < WY_N_CLAIM_KEYS; k++)
    _wy_field_clear (&claim->values[k]);
  g_free (claim);
}

G_DEFINE_BOXED_TYPE (WyClaim, wy_claim, wy_claim_ref, wy_claim_unref)

const char *
wy_claim_get_kind (const WyClaim *claim)
{
  g_return_val_if_fail (claim != NULL, NULL);
  return kind_names[claim->kind];
}

const char *
wy_claim_get_text (const WyClaim *claim)
{
  g_return_val_if_fail (claim != NULL, NULL);
  return claim->values[WY_CKEY_TEXT].text;
}

WyClaimVerdict
wy_claim_get_recorded (const WyClaim *claim)
{
  const char *v;
  WyClaimVerdict verdict = WY_CLAIM_UNCHECKED;

  g_return_val_if_fail (claim != NULL, WY_CLAIM_UNCHECKED);
  v = claim->values[WY_CKEY_VERDICT].text;
  if (v != NULL)
    verdict_from_name (v, &verdict);
  return verdict;
}

const char *
wy_claim_get_counterexample (const WyClaim *claim)
{
  g_return_val_if_fail (claim != NULL, NULL);
  return claim->values[WY_CKEY_COUNTEREXAMPLE].text;
}

const char *
wy_claim_verdict_get_name (WyClaimVerdict verdict)
{
  const char *name = _wy_enum_nick (WY_TYPE_CLAIM_VERDICT, verdict);

  return name != NULL ? name : "unchecked";
}

/* ---- the fields against each other and the game ---- */

static gboolean
fail (WyClaimKey *at, WyClaimKey key, GError **error, const char *format, ...) G_GNUC_PRINTF (4, 5);

static gboolean
fail (WyClaimKey *at, WyClaimKey key, GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  *at = key;
  g_set_error_literal (error, WY_ERROR, WY_ERROR_PARSE, message);
  return FALSE;
}

/* A sequence's name fits the game: pile-p, pile-n and grundy-pile of one pile, ppos3-y and
 * ppos3-z of the three heaps that have them, the others of two, the Grundy ones where the
 * game has Grundy values. A claim's What and each sequence of [Game] OEIS. */
gboolean
_wy_claim_sequence_fits (const WyGame *game, const char *what, GError **error)
{
  g_autoptr (GError) local = NULL;
  const char *family = wy_family_get_name (wy_game_get_family (game));
  guint heaps = wy_game_get_heaps (game);
  WySequenceKind kind;
  gint64 param;
  gboolean pile;

  if (!wy_sequence_parse (what, &kind, &param, &local))
    return g_propagate_error (error, g_steal_pointer (&local)), FALSE;
  pile = kind == WY_SEQUENCE_PILE_P || kind == WY_SEQUENCE_PILE_N
         || kind == WY_SEQUENCE_GRUNDY_PILE;
  if ((kind == WY_SEQUENCE_PPOS3_Y || kind == WY_SEQUENCE_PPOS3_Z) != (heaps == 3))
    return heaps == 3
           /* Translators: a sequence's name, a family's name, its number of heaps (3) */
           ? (g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s is a sequence of one- or "
                           "two-heap games, and %s has %u heaps"), what, family, heaps), FALSE)
           /* Translators: a sequence's name, a family's name, its number of heaps */
           : (g_set_error (error, WY_ERROR, WY_ERROR_PARSE, g_dngettext (GETTEXT_PACKAGE,
                           "%s is a sequence of three-heap games, and %s has %u heap",
                           "%s is a sequence of three-heap games, and %s has %u heaps", heaps),
                           what, family, heaps), FALSE);
  if (pile != wy_game_is_one_pile (game))
    return pile
           /* Translators: a sequence's name, a family's name */
           ? (g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s is a sequence of one-pile "
                           "games, and %s has two piles"), what, family), FALSE)
           /* Translators: a sequence's name, a family's name */
           : (g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s is a sequence of two-pile "
                           "games, and %s has one pile"), what, family), FALSE);
  if (!wy_sequence_check_game (game, kind, &local))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, "%s: %s", what, local->message), FALSE;
  return TRUE;
}

/* What (a sequence name) fits the game, and First is one of its indices. */
static gboolean
check_what (const WyClaim *claim, const WyGame *game, WyClaimKey *at, GError **error)
{
  const WyFieldValue *what = &claim->values[WY_CKEY_WHAT], *first = &claim->values[WY_CKEY_FIRST];
  WySequenceKind kind;
  gint64 param;

  if (!what->set)
    return TRUE;
  if (!_wy_claim_sequence_fits (game, what->text, error))
    return *at = WY_CKEY_WHAT, FALSE;
  wy_sequence_parse (what->text, &kind, &param, NULL);
  if (first->set && first->number < wy_sequence_first_index (game, kind))
    /* Translators: a term's index, a sequence's name, its first index */
    return fail (at, WY_CKEY_FIRST, error, _("%lld is below the first index of %s (%u)"),
                 (long long) first->number, what->text, wy_sequence_first_index (game, kind));
  return TRUE;
}

static gboolean
check_formula (const WyClaim *claim, WyClaimKey *at, GError **error)
{
  const WyFieldValue *v = claim->values;

  if (v[WY_CKEY_RECURSION].set && v[WY_CKEY_RECURSION].number)
    {
      for (WyClaimKey k = WY_CKEY_WHAT; k <= WY_CKEY_COUNT; k++)
        if (k != WY_CKEY_RECURSION && v[k].set)
          /* Translators: "Recursion=true" and "Size" are keys of the game file */
          return fail (at, k, error, _("a claim of the paper's recursion (%s) takes %s only"),
                       "Recursion=true", "Size");
      if (!v[WY_CKEY_SIZE].set)
        return fail (at, WY_CKEY_SIZE, error, _("missing: the board the recursion is compared "
                                                "on"));
      return TRUE;
    }
  if (v[WY_CKEY_RECURSION].set || v[WY_CKEY_SIZE].set)
    /* Translators: keys of the game file: "Size goes with Recursion=true; a formula of a
     * sequence has What, Expression and Count" */
    return fail (at, v[WY_CKEY_SIZE].set ? WY_CKEY_SIZE : WY_CKEY_RECURSION, error,
                 _("%s goes with %s; a formula of a sequence has %s, %s and %s"), "Size",
                 "Recursion=true", "What", "Expression", "Count");
  if (!v[WY_CKEY_WHAT].set || !v[WY_CKEY_EXPRESSION].set || !v[WY_CKEY_COUNT].set)
    /* Translators: keys of the game file: "missing: a formula has What, Expression and Count
     * (or Recursion=true and Size)" */
    return fail (at, !v[WY_CKEY_WHAT].set ? WY_CKEY_WHAT : !v[WY_CKEY_EXPRESSION].set
                 ? WY_CKEY_EXPRESSION : WY_CKEY_COUNT, error, _("missing: a formula has %s, %s "
                 "and %s (or %s and %s)"), "What", "Expression", "Count", "Recursion=true",
                 "Size");
  return TRUE;
}

/* The automaton read (Walnut's text, the hostile-input reader), in the claim's numeration,
 * with a track for each heap of the game. */
static gboolean
check_automaton (const WyClaim *claim, const WyGame *game, WyClaimKey *at, GError **error)
{
  const WyFieldValue *v = claim->values;
  g_autoptr (GError) local = NULL;
  g_autoptr (WyNumSystem) ns = wy_num_system_new (v[WY_CKEY_NUMERATION].text, NULL);
  g_autoptr (WyAutomaton) a = wy_automaton_parse_walnut (v[WY_CKEY_AUTOMATON].text, -1,
                                                         "automaton", &local);
  guint heaps = wy_game_is_one_pile (game) ? 1 : 2, tracks;
  g_autofree char *tracks_text = NULL, *heaps_text = NULL;
  const char *has;

  if (!a)
    return fail (at, WY_CKEY_AUTOMATON, error, "%s", local->message);
  has = wy_num_system_get_name (wy_automaton_get_num_system (a));
  if (strcmp (has, wy_num_system_get_name (ns)) != 0)
    /* Translators: the claim's numeration and the automaton's, e.g. "msd_fib" */
    return fail (at, WY_CKEY_NUMERATION, error, _("%s, and the automaton reads %s"),
                 wy_num_system_get_name (ns), has);
  if ((tracks = wy_automaton_get_n_tracks (a)) == heaps)
    return TRUE;
  tracks_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the automaton has %u track",
                                              "the automaton has %u tracks", tracks), tracks);
  /* Translators: the second part of "the automaton has 1 track and the game 2 heaps" */
  heaps_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the game %u heap",
                                             "the game %u heaps", heaps), heaps);
  /* Translators: "the automaton has 1 track and the game 2 heaps: one track a heap" */
  return fail (at, WY_CKEY_AUTOMATON, error, _("%s and %s: one track a heap"), tracks_text,
               heaps_text);
}

/* A table of n_values values for n_positions positions: one value each. */
static gboolean
table_lengths (guint n_values, guint n_positions, WyClaimKey *at, GError **error)
{
  g_autofree char *values = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u value",
                                                          "%u values", n_values), n_values);
  g_autofree char *positions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u position",
                                                             "%u positions", n_positions),
                                                n_positions);

  /* Translators: "3 values for 4 positions: one Grundy value each" */
  return fail (at, WY_CKEY_VALUES, error, _("%s for %s: one Grundy value each"), values,
               positions);
}

/* A period claim's Count: two periods at least, past the preperiod if given. */
static gboolean
check_period_count (const WyFieldValue *v, WyClaimKey *at, GError **error)
{
  gint64 count = v[WY_CKEY_COUNT].number, period = v[WY_CKEY_PERIOD].number;

  if (period * 2 >= count)
    /* Translators: the number of terms, the period */
    return fail (at, WY_CKEY_COUNT, error, g_dngettext (GETTEXT_PACKAGE, "%lld term cannot show "
                 "a period of %lld: more than twice the period", "%lld terms cannot show a "
                 "period of %lld: more than twice the period", count), (long long) count,
                 (long long) period);
  if (v[WY_CKEY_PREPERIOD].set && v[WY_CKEY_PREPERIOD].number + 2 * period > count)
    /* Translators: the number of terms, then the term they should reach */
    return fail (at, WY_CKEY_COUNT, error, g_dngettext (GETTEXT_PACKAGE, "%lld term does not "
                 "reach two periods past the preperiod (%lld)", "%lld terms do not reach two "
                 "periods past the preperiod (%lld)", count), (long long) count,
                 (long long) (v[WY_CKEY_PREPERIOD].number + 2 * period));
  return TRUE;
}

static gboolean
check_kind (const WyClaim *claim, const WyGame *game, WyClaimKey *at, GError **error)
{
  const WyFieldValue *v = claim->values;

  if (wy_game_get_heaps (game) == 3 && (claim->kind == WY_CLAIM_KIND_FINITE
                                        || claim->kind == WY_CLAIM_KIND_TABLE
                                        || claim->kind == WY_CLAIM_KIND_AUTOMATON
                                        || (claim->kind == WY_CLAIM_KIND_FORMULA
                                            && v[WY_CKEY_RECURSION].set)))
    /* Translators: kinds of claim, sequences' names and a key of the game file: "a game of
     * three heaps has claims of kind formula (of ppos3-y=X or ppos3-z=X, without Recursion),
     * period, oeis and equals" */
    return fail (at, WY_CKEY_KIND, error, _("a game of three heaps has claims of kind %s (of %s "
                                            "or %s, without %s), %s, %s and %s"), "formula",
                 "ppos3-y=X", "ppos3-z=X", "Recursion", "period", "oeis", "equals");
  switch (claim->kind)
    {
    case WY_CLAIM_KIND_FORMULA:
      return check_formula (claim, at, error);
    case WY_CLAIM_KIND_PERIOD:
      return check_period_count (v, at, error);
    case WY_CLAIM_KIND_FINITE:
      if (v[WY_CKEY_BOUND].number >= v[WY_CKEY_SIZE].number)
        return fail (at, WY_CKEY_SIZE, error, _("the board must be larger than the bound (%lld)"),
                     (long long) v[WY_CKEY_BOUND].number);
      return TRUE;
    case WY_CLAIM_KIND_TABLE:
      if (v[WY_CKEY_VALUES].set && v[WY_CKEY_VALUES].array->len != v[WY_CKEY_POSITIONS].array->len)
        return table_lengths (v[WY_CKEY_VALUES].array->len, v[WY_CKEY_POSITIONS].array->len,
                              at, error);
      if (v[WY_CKEY_VALUES].set && !wy_game_has_grundy (game))
        return fail (at, WY_CKEY_VALUES, error, _("the game has no Grundy values"));
      return TRUE;
    case WY_CLAIM_KIND_AUTOMATON:
      return check_automaton (claim, game, at, error);
    case WY_CLAIM_KIND_EQUALS:
      {
        g_autoptr (WyGame) other = wy_game_parse (v[WY_CKEY_GAME].text, NULL);
        if (wy_game_get_heaps (other) != wy_game_get_heaps (game))
          /* Translators: the game's number of heaps, the other game's rule and its number of
           * heaps */
          return fail (at, WY_CKEY_GAME, error, g_dngettext (GETTEXT_PACKAGE, "a game of %u heap "
                       "equals only a game of as many heaps, and %s has %u", "a game of %u heaps "
                       "equals only a game of as many heaps, and %s has %u",
                       wy_game_get_heaps (game)), wy_game_get_heaps (game), v[WY_CKEY_GAME].text,
                       wy_game_get_heaps (other));
        return TRUE;
      }
    default:
      return TRUE;
    }
}

gboolean
_wy_claim_validate (const WyClaim *claim, const WyGame *game, WyClaimKey *at, GError **error)
{
  const WyFieldValue *v = claim->values;
  gboolean required;

  for (WyClaimKey k = 0; k < WY_N_CLAIM_KEYS; k++)
    if (_wy_claim_kind_has_key (claim->kind, k, &required) && required && !v[k].set)
      /* Translators: %s is a kind of claim: oeis, formula, period, finite, equals, table or
       * automaton */
      return fail (at, k, error, _("missing (a claim of kind %s must have it)"),
                   kind_names[claim->kind]);
  if (v[WY_CKEY_COUNTEREXAMPLE].set != (wy_claim_get_recorded (claim) == WY_CLAIM_FALSE))
    return fail (at, WY_CKEY_COUNTEREXAMPLE, error, "%s", v[WY_CKEY_COUNTEREXAMPLE].set
                 ? _("only a claim marked false has a counterexample")
                 : _("missing: a claim marked false names its first counterexample"));
  return check_what (claim, game, at, error) && check_kind (claim, game, at, error);
}

/* ---- an automaton claim made by the program ---- */

static gboolean
set_text (WyClaim *claim, WyClaimKey key, char *value, GError **error)
{
  claim->values[key].set = TRUE;
  claim->values[key].text = value;
  if (_wy_field_check_text (&claim_specs[key], value, error))
    return TRUE;
  g_prefix_error (error, "%s: ", claim_specs[key].key);
  return FALSE;
}

gboolean
wy_game_file_add_automaton_claim (WyGameFile *file, const WyAutomaton *a, guint size,
                                  const char *text, GError **error)
{
  g_return_val_if_fail (file != NULL && a != NULL, FALSE);
  g_autoptr (WyClaim) claim = _wy_claim_new (WY_CLAIM_KIND_AUTOMATON);
  const WyNumSystem *ns = wy_automaton_get_num_system (a);
  guint n = wy_automaton_get_n_states (a);
  g_autofree char *english = NULL;
  GError *local = NULL;
  WyClaimVerdict verdict;
  WyClaimKey at;

  if (file->claims->len >= WY_GAME_FILE_MAX_CLAIMS || size == 0 || size > WY_GAME_FILE_MAX_SIZE)
    /* Translators: the largest size, the size given, the most claims a file has */
    return g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("an automaton claim needs a size from "
                                                           "1 to %u (%u given) and room for a "
                                                           "claim (at most %u)"),
                        WY_GAME_FILE_MAX_SIZE, size, WY_GAME_FILE_MAX_CLAIMS), FALSE;
  claim->values[WY_CKEY_SIZE].set = TRUE;
  claim->values[WY_CKEY_SIZE].number = size;
  /* the claim's text, in the file: English, as the format's other words */
  if (!set_text (claim, WY_CKEY_TEXT, text ? g_strdup (text) : g_strdup_printf (
        "Written in %s, the P-positions are the words this automaton of %u state%s accepts.",
        wy_num_system_get_name (ns), n, n == 1 ? "" : "s"), error)
      || !set_text (claim, WY_CKEY_NUMERATION, g_strdup (wy_num_system_get_name (ns)), error)
      || !set_text (claim, WY_CKEY_AUTOMATON, wy_automaton_to_walnut (a), error)
      || !set_text (claim, WY_CKEY_VERDICT, g_strdup ("unchecked"), error))
    return FALSE;
  if (!_wy_claim_validate (claim, file->game, &at, error))
    return g_prefix_error (error, "%s: ", claim_specs[at].key), FALSE;
  g_ptr_array_add (file->claims, wy_claim_ref (claim));
  verdict = _wy_claim_check_english (claim, file, 0, NULL, NULL, &english, &local);
  if (local)
    {
      g_ptr_array_remove_index (file->claims, file->claims->len - 1);
      g_propagate_error (error, local);
      return FALSE;
    }
  g_free (claim->values[WY_CKEY_VERDICT].text);
  claim->values[WY_CKEY_VERDICT].text = g_strdup (wy_claim_verdict_get_name (verdict));
  if (verdict == WY_CLAIM_FALSE)
    /* in English, as the files record counterexamples */
    set_text (claim, WY_CKEY_COUNTEREXAMPLE, g_steal_pointer (&english), NULL);
  return TRUE;
}

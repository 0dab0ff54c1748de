/* wy-claim.c: a game file's claims: their kinds, keys and the checks of their fields against each other. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-analysis.h"
#include "wy-game-file-private.h"

static const char *const kind_names[WY_N_CLAIM_KINDS] = {
  "oeis", "formula", "period", "finite", "equals", "table", "automaton"
};

static const char *const verdict_names[] = { "holds", "false", "beyond-budget", "unchecked" };

static gboolean
check_anumber (const WyFieldSpec *spec, const char *value, GError **error)
{
  gboolean ok = strlen (value) == 7 && value[0] == 'A';

  for (guint i = 1; ok && i < 7; i++)
    ok = g_ascii_isdigit (value[i]);
  if (!ok)
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE, "'%.40s' is not an A-number (A and six "
                 "digits: A000201)", value);
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
check_verdict (const WyFieldSpec *spec, const char *value, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (verdict_names); i++)
    if (strcmp (value, verdict_names[i]) == 0)
      return TRUE;
  return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, "'%.40s' is not a verdict: holds, false, "
                      "beyond-budget or unchecked", value), FALSE;
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
  [WY_CLAIM_KIND_AUTOMATON] = { WY_CKEY_AUTOMATON },
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

  g_return_val_if_fail (claim != NULL, WY_CLAIM_UNCHECKED);
  v = claim->values[WY_CKEY_VERDICT].text;
  for (guint i = 0; v && i < G_N_ELEMENTS (verdict_names); i++)
    if (strcmp (v, verdict_names[i]) == 0)
      return i;
  return WY_CLAIM_UNCHECKED;
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
  return (guint) verdict < G_N_ELEMENTS (verdict_names) ? verdict_names[verdict] : "unchecked";
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

/* What (a sequence name) fits the game: pile-p and pile-n of one pile, the others of two. */
static gboolean
check_what (const WyClaim *claim, const WyGame *game, WyClaimKey *at, GError **error)
{
  const WyFieldValue *what = &claim->values[WY_CKEY_WHAT], *first = &claim->values[WY_CKEY_FIRST];
  WySequenceKind kind;
  gint64 param;
  gboolean pile;

  if (!what->set)
    return TRUE;
  wy_sequence_parse (what->text, &kind, &param, NULL);
  pile = kind == WY_SEQUENCE_PILE_P || kind == WY_SEQUENCE_PILE_N;
  if (pile != wy_game_is_one_pile (game))
    return fail (at, WY_CKEY_WHAT, error, "%s is a sequence of %s games, and %s has %s",
                 what->text, pile ? "one-pile" : "two-pile", wy_family_get_name (
                 wy_game_get_family (game)), pile ? "two piles" : "one pile");
  if (first->set && first->number < wy_sequence_offset (kind))
    return fail (at, WY_CKEY_FIRST, error, "%" G_GINT64_FORMAT " is below the first index of %s "
                 "(%u)", first->number, what->text, wy_sequence_offset (kind));
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
          return fail (at, k, error, "a claim of the paper's recursion (Recursion=true) takes "
                       "Size only");
      if (!v[WY_CKEY_SIZE].set)
        return fail (at, WY_CKEY_SIZE, error, "missing: the board the recursion is compared on");
      return TRUE;
    }
  if (v[WY_CKEY_RECURSION].set || v[WY_CKEY_SIZE].set)
    return fail (at, v[WY_CKEY_SIZE].set ? WY_CKEY_SIZE : WY_CKEY_RECURSION, error,
                 "Size goes with Recursion=true; a formula of a sequence has What, Expression "
                 "and Count");
  if (!v[WY_CKEY_WHAT].set || !v[WY_CKEY_EXPRESSION].set || !v[WY_CKEY_COUNT].set)
    return fail (at, !v[WY_CKEY_WHAT].set ? WY_CKEY_WHAT : !v[WY_CKEY_EXPRESSION].set
                 ? WY_CKEY_EXPRESSION : WY_CKEY_COUNT, error, "missing: a formula has What, "
                 "Expression and Count (or Recursion=true and Size)");
  return TRUE;
}

static gboolean
check_kind (const WyClaim *claim, const WyGame *game, WyClaimKey *at, GError **error)
{
  const WyFieldValue *v = claim->values;

  switch (claim->kind)
    {
    case WY_CLAIM_KIND_FORMULA:
      return check_formula (claim, at, error);
    case WY_CLAIM_KIND_PERIOD:
      if (v[WY_CKEY_PERIOD].number * 2 >= v[WY_CKEY_COUNT].number)
        return fail (at, WY_CKEY_COUNT, error, "%" G_GINT64_FORMAT " terms cannot show a period "
                     "of %" G_GINT64_FORMAT ": more than twice the period", v[WY_CKEY_COUNT].number,
                     v[WY_CKEY_PERIOD].number);
      if (v[WY_CKEY_PREPERIOD].set
          && v[WY_CKEY_PREPERIOD].number + 2 * v[WY_CKEY_PERIOD].number > v[WY_CKEY_COUNT].number)
        return fail (at, WY_CKEY_COUNT, error, "%" G_GINT64_FORMAT " terms do not reach two "
                     "periods past the preperiod (%" G_GINT64_FORMAT ")", v[WY_CKEY_COUNT].number,
                     v[WY_CKEY_PREPERIOD].number + 2 * v[WY_CKEY_PERIOD].number);
      return TRUE;
    case WY_CLAIM_KIND_FINITE:
      if (v[WY_CKEY_BOUND].number >= v[WY_CKEY_SIZE].number)
        return fail (at, WY_CKEY_SIZE, error, "the board must be larger than the bound (%"
                     G_GINT64_FORMAT ")", v[WY_CKEY_BOUND].number);
      return TRUE;
    case WY_CLAIM_KIND_TABLE:
      if (v[WY_CKEY_VALUES].set && v[WY_CKEY_VALUES].array->len != v[WY_CKEY_POSITIONS].array->len)
        return fail (at, WY_CKEY_VALUES, error, "%u values for %u positions: one Grundy value "
                     "each", v[WY_CKEY_VALUES].array->len, v[WY_CKEY_POSITIONS].array->len);
      if (v[WY_CKEY_VALUES].set && !wy_game_has_grundy (game))
        return fail (at, WY_CKEY_VALUES, error, "the game has no Grundy values");
      return TRUE;
    case WY_CLAIM_KIND_EQUALS:
      {
        g_autoptr (WyGame) other = wy_game_parse (v[WY_CKEY_GAME].text, NULL);
        if (wy_game_is_one_pile (other) != wy_game_is_one_pile (game))
          return fail (at, WY_CKEY_GAME, error, "a game of one pile equals only a game of one "
                       "pile");
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
      return fail (at, k, error, "missing (a claim of kind %s must have it)",
                   kind_names[claim->kind]);
  if (v[WY_CKEY_COUNTEREXAMPLE].set != (wy_claim_get_recorded (claim) == WY_CLAIM_FALSE))
    return fail (at, WY_CKEY_COUNTEREXAMPLE, error, v[WY_CKEY_COUNTEREXAMPLE].set
                 ? "only a claim marked false has a counterexample"
                 : "missing: a claim marked false names its first counterexample");
  if (claim->kind == WY_CLAIM_KIND_AUTOMATON && wy_claim_get_recorded (claim) != WY_CLAIM_UNCHECKED)
    return fail (at, WY_CKEY_VERDICT, error, "an automaton claim is not checked yet (issue 40): "
                 "its verdict is unchecked");
  return check_what (claim, game, at, error) && check_kind (claim, game, at, error);
}

/* wy-game-file-private.h: a game file's fields as a schema of keys, shared by the reader, the writer and the claims. */
#pragma once

#include "wy-game-file.h"

G_BEGIN_DECLS

typedef enum {
  WY_FIELD_TEXT,      /* one line of text (control characters refused) */
  WY_FIELD_LONG_TEXT, /* text with line breaks (\n in the file) */
  WY_FIELD_INT,       /* a decimal integer within [min, max] */
  WY_FIELD_BOOL,      /* true or false */
  WY_FIELD_STRV,      /* a list of one-line texts, ';' after each */
  WY_FIELD_INTS,      /* a list of integers within [min, max] */
  WY_FIELD_POSITIONS, /* a list of positions "x,y" (one pile: "n") */
} WyFieldType;

typedef struct _WyFieldSpec WyFieldSpec;

/* A check of a text value beyond its type: FALSE with a message (no file or line). */
typedef gboolean (*WyFieldCheck) (const WyFieldSpec *spec, const char *value, GError **error);

struct _WyFieldSpec {
  const char  *key;
  WyFieldType  type;
  gint64       min, max;   /* INT, INTS: the range; texts: the longest (max bytes) */
  gboolean     required;
  WyFieldCheck check;      /* TEXT, STRV: each value; NULL: none */
};

typedef struct {
  gboolean set;
  char    *text;       /* TEXT, LONG_TEXT */
  gint64   number;     /* INT, BOOL */
  char   **strv;       /* STRV */
  GArray  *array;      /* INTS: gint64; POSITIONS: WyPos */
} WyFieldValue;

/* The keys of [Game], in the canonical order. */
typedef enum {
  WY_KEY_VERSION, WY_KEY_NAME, WY_KEY_TITLE, WY_KEY_RULE, WY_KEY_AUTHORS, WY_KEY_REFERENCE,
  WY_KEY_YEAR, WY_KEY_DOI, WY_KEY_ARXIV, WY_KEY_OEIS, WY_KEY_VIEW, WY_KEY_SIZE, WY_KEY_STEP,
  WY_KEY_NOTES, WY_N_GAME_KEYS
} WyGameKey;

/* The keys of a [Claim N] between Kind and Text and Verdict and Counterexample, in the
 * canonical order of every kind (a kind takes a subset, wy-claim.c's table). */
typedef enum {
  WY_CKEY_KIND, WY_CKEY_TEXT, WY_CKEY_OEIS, WY_CKEY_WHAT, WY_CKEY_FIRST, WY_CKEY_TERMS,
  WY_CKEY_EXPRESSION, WY_CKEY_RECURSION, WY_CKEY_COUNT, WY_CKEY_PERIOD, WY_CKEY_SALT,
  WY_CKEY_PREPERIOD, WY_CKEY_BOUND, WY_CKEY_GAME, WY_CKEY_GRUNDY, WY_CKEY_SIZE,
  WY_CKEY_POSITIONS, WY_CKEY_VALUES, WY_CKEY_COMPLETE, WY_CKEY_NUMERATION, WY_CKEY_AUTOMATON,
  WY_CKEY_VERDICT,
  WY_CKEY_COUNTEREXAMPLE, WY_N_CLAIM_KEYS
} WyClaimKey;

typedef enum {
  WY_CLAIM_KIND_OEIS, WY_CLAIM_KIND_FORMULA, WY_CLAIM_KIND_PERIOD, WY_CLAIM_KIND_FINITE,
  WY_CLAIM_KIND_EQUALS, WY_CLAIM_KIND_TABLE, WY_CLAIM_KIND_AUTOMATON, WY_N_CLAIM_KINDS
} WyClaimKind;

struct _WyClaim {
  gint           ref;
  WyClaimKind    kind;
  WyClaimVerdict recorded;
  WyFieldValue   values[WY_N_CLAIM_KEYS];
};

struct _WyGameFile {
  gint          ref;
  WyFieldValue  values[WY_N_GAME_KEYS];
  WyGame       *game;
  GPtrArray    *claims;  /* WyClaim */
  char         *path;
  gboolean      user;
};

/* The schemas (wy-game-file.c, wy-claim.c). */
const WyFieldSpec *_wy_game_file_spec    (WyGameKey key);
const WyFieldSpec *_wy_claim_spec        (WyClaimKey key);
const char        *_wy_claim_kind_name   (WyClaimKind kind);
gboolean           _wy_claim_kind_from_name (const char *name, WyClaimKind *out);
/* Does a claim of this kind take the key (required: must it have it)? */
gboolean           _wy_claim_kind_has_key (WyClaimKind kind, WyClaimKey key, gboolean *required);
/* A claim's fields in agreement with each other (after each is read): FALSE
 * with a message naming the key, and in *key the key at fault. */
gboolean           _wy_claim_validate    (const WyClaim *claim, const WyGame *game,
                                          WyClaimKey *key, GError **error);
WyClaim           *_wy_claim_new         (WyClaimKind kind);
/* A sequence's name (a claim's What, a sequence of [Game] OEIS) is one of the game's: FALSE
 * with the reason. */
gboolean           _wy_claim_sequence_fits (const WyGame *game, const char *what,
                                            GError **error);

/* The format (wy-game-file-format.c): a value read from its text and written back. */
gboolean  _wy_field_read   (const WyFieldSpec *spec, const char *raw, gboolean one_pile,
                            WyFieldValue *out, GError **error);
void      _wy_field_write  (GString *out, const WyFieldSpec *spec, const WyFieldValue *value,
                            gboolean one_pile);
void      _wy_field_clear  (WyFieldValue *value);
/* A text value checked for the key's kind of text (length, control characters). */
gboolean  _wy_field_check_text (const WyFieldSpec *spec, const char *value, GError **error);
/* A character refused in every text as invisible or changing the text's direction: its
 * Unicode name ("" for one of a range) and, in *why, the reason; NULL for any other. */
const char *_wy_text_hidden_char (gunichar c, const char **why);
/* A WyFieldCheck: the value is a rule string (wy_game_parse's message otherwise). */
gboolean  _wy_field_check_rule (const WyFieldSpec *spec, const char *value, GError **error);

/* The parsed lines of a key file: groups and keys in order, with their line numbers. */
typedef struct {
  char  *group;     /* NULL for a key line: the group of the key is the last group line */
  char  *key;
  char  *raw;       /* the value as written (escapes kept) */
  guint  line;
} WyKeyLine;

/* Splits the text into lines: FALSE with "LINE: problem" for a line that is
 * neither blank, a comment, [Group] nor Key=Value, for a repeated group or key. */
GArray   *_wy_key_lines_parse (const char *text, gsize len, guint *bad_line, GError **error);
void      _wy_key_lines_free  (GArray *lines);

/* wy_claim_check, with the detail in English too (NULL when there is none): what a file
 * records as a claim's counterexample, whatever the user's language. */
WyClaimVerdict _wy_claim_check_english (const WyClaim *claim, const WyGameFile *file,
                                        double seconds, GCancellable *cancellable,
                                        char **detail, char **english, GError **error);

/* The formula evaluator (wy-claim-expr.c): EXPRESSION over n (and x, the
 * term of another sequence), real arithmetic, floor, ceil, sqrt, phi. */
typedef struct _WyRealExpr WyRealExpr;
WyRealExpr *_wy_real_expr_parse (const char *text, GError **error);
/* The value at n (and x); FALSE when it is not a finite number. */
gboolean    _wy_real_expr_eval  (const WyRealExpr *expr, long double n, long double x,
                                 long double *out);
gboolean    _wy_real_expr_uses_x (const WyRealExpr *expr);
void        _wy_real_expr_free  (WyRealExpr *expr);

G_END_DECLS

/* wy-game-file-claims.h: what test-game-file.c and its claims' checks share. */
#pragma once

#include <string.h>

#include "wythoff.h"

G_BEGIN_DECLS

/* The call failed with a WY_ERROR whose message holds want. */
#define ASSERT_REFUSED(ok, error, want)                                   \
  G_STMT_START {                                                          \
    g_assert_false (ok);                                                  \
    g_assert_nonnull (error);                                             \
    g_assert_true ((error)->domain == WY_ERROR);                          \
    g_assert_null (strchr ((error)->message, '\n'));                      \
    if (strstr ((error)->message, (want)) == NULL)                        \
      g_error ("'%s' does not name '%s'", (error)->message, (want));      \
    g_clear_error (&(error));                                             \
  } G_STMT_END

static const char good[] =
  "[Game]\nVersion=1\nName=t\nTitle=A test\nRule=wythoff\nView=outcome\nSize=10\nStep=0\n";

/* good with text appended (a claim, a key) or a line replaced */
static inline void
refused (const char *text, const char *want)
{
  GError *error = NULL;
  g_autoptr (WyGameFile) file = wy_game_file_parse (text, -1, "t.wygame", &error);

  ASSERT_REFUSED (file != NULL, error, want);
}

/* good and these claims: refused with want */
static inline void
refused_claims (const char *claims, const char *want)
{
  g_autofree char *text = g_strconcat (good, claims, NULL);

  refused (text, want);
}

/* The claims' checks (wy-game-file-claims.c), registered by test-game-file.c. */
void test_verdict_names    (void);
void test_checks           (void);
void test_unproven_terms   (void);
void test_heaps3           (void);
void test_budget           (void);
void test_equals_caps      (void);
void test_cancelled_check  (void);
void test_automaton_claims (void);
void test_automaton_add    (void);
void test_detail_translated (void);

G_END_DECLS

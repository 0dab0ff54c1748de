/* wy-test-fuzz-gen-private.h: what the generated figures' files share: a case, the games. */
#pragma once

#include <glib.h>

#include "wy-export.h"
#include "wy-test-png.h"

G_BEGIN_DECLS

typedef enum {
  FAULT_NONE,         /* accepted, with these values */
  FAULT_VALUE,        /* one value out of range, unknown or too long */
  FAULT_MISSING,      /* no game or no size */
  FAULT_UNKNOWN,      /* a wythoff: key the reader does not know */
  FAULT_TWICE,        /* a key given twice, anywhere among the chunks */
  FAULT_UNDECODABLE,  /* a wythoff: key in a zTXt/iTXt that does not decode */
  FAULT_DAMAGE,       /* the image data after the text damaged */
  FAULT_NO_KEYS,      /* no wythoff: key at all */
  FAULT_HUGE,         /* a wythoff: chunk past 64 KiB, its value short and good */
  N_FAULTS
} Fault;

/* Rules, written as given: the reader returns their canonical string. */
static const char *const good_games[] = {
  "wythoff", "nim", "wyt:a=1,b=2", " wyt : a = 1 ", "fraenkel:a=2", "mark:k=3", "upmark",
  "nimpq:p=2", "imitation:p=2", "upmark:play=misere",
};
static const char *const bad_games[] = {
  "", "nosuchgame", "wyt:a=1,a=2", "\xff\xfe", "wythoff:", "wyt:a=",
};

/* What a case is asked to be: key force (N_KNOWN: none) with its good or
 * bad value number variant, in encoding enc (N_ENCS: any); the game on one
 * pile or two and the Grundy view or another (-1: either); then the fault
 * and its variant sub. */
typedef struct {
  guint     force;
  gboolean  good;
  guint     variant;
  Enc       enc;
  int       one_pile, grundy;
  Fault     fault;
  guint     sub;
} GenAsk;

/* What is fixed for every case: the games' canonical strings and budgets,
 * the figure's chunks without text, the foreign text chunks. */
typedef struct {
  char      *canon[G_N_ELEMENTS (good_games)];
  gboolean   one_pile[G_N_ELEMENTS (good_games)];
  guint      max_size[G_N_ELEMENTS (good_games)][2];  /* [1]: the Grundy view */
  GPtrArray *base;        /* IHDR .. IEND, no text chunk */
  GPtrArray *foreign;     /* chunks the reader must pass over */
  guint      width, height;
  double     dpi;
} GenFixed;

/* One case: the values written, the verdict wanted. */
typedef struct {
  GRand        *r;
  const GenFixed *fx;
  char         *value[N_KNOWN];  /* NULL: not written */
  Enc           enc[N_KNOWN];
  WyProvenance  want;            /* with FAULT_NONE */
  gboolean      one_pile;
  guint         game;            /* index in good_games of the context */
  const GenAsk *ask;
  Fault         fault;
  const char   *expect, *expect2;  /* refusals: a part of the message (either) */
  GString      *desc;
} Gen;

static inline guint
pick (GRand *r, guint n)
{
  return g_rand_int_range (r, 0, n);
}

/* How many good and bad values each key has (wy-test-fuzz-values.c). */
extern const guint n_variants[N_KNOWN][2];
/* The values of a case: every key that is written valid, but the one asked for
 * (wy-test-fuzz-values.c). */
void gen_values (Gen *g);

G_END_DECLS

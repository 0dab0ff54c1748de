/* wy-cli-out.h: a buffered writer to standard output with its own integer formatting. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Listings of millions of rows are written a megabyte at a time, with
 * digits formatted by hand: printf per value costs more than the pipe. */
typedef struct {
  char    *buf;
  gsize    len;
  gboolean failed;
  int      saved_errno;
} WyOut;

void  wy_out_init   (WyOut *out);
void  wy_out_flush  (WyOut *out);
/* Flush and free; 0, or WY_CLI_EXIT_ERROR with a message if a write failed. */
int   wy_out_finish (WyOut *out);

/* Room for a short row: call before the appends of each row. */
#define WY_OUT_ROW_MAX 256
#define WY_OUT_CAPACITY (1u << 20)

static inline void
wy_out_reserve (WyOut *out)
{
  if (G_UNLIKELY (out->len > WY_OUT_CAPACITY - WY_OUT_ROW_MAX))
    wy_out_flush (out);
}

static inline void
wy_out_char (WyOut *out, char c)
{
  out->buf[out->len++] = c;
}

/* text's bytes into out, and text emptied, once it holds 64 KiB (all: at any length): a
 * listing made in a GString (JSON) streamed through out. */
void  wy_out_drain  (WyOut *out, GString *text, gboolean all);

/* text: at most WY_OUT_ROW_MAX bytes (names, statuses, separators) */
void  wy_out_text   (WyOut *out, const char *text);
/* any length (a rule string, a JSON value) */
void  wy_out_string (WyOut *out, const char *text, gssize length);

static inline void
wy_out_uint (WyOut *out, guint64 value)
{
  char digits[20];
  guint n = 0;

  do
    {
      digits[n++] = (char) ('0' + value % 10);
      value /= 10;
    }
  while (value);
  while (n)
    out->buf[out->len++] = digits[--n];
}

static inline void
wy_out_int (WyOut *out, gint64 value)
{
  if (value < 0)
    {
      wy_out_char (out, '-');
      wy_out_uint (out, (guint64) -(value + 1) + 1);
    }
  else
    wy_out_uint (out, (guint64) value);
}

G_END_DECLS

/* wy-notation.h: the program's plain notation of mathematics (x_n, NIM^{p,q}_{a,b}, mex^q_b,
 * floor(n*phi), <=) as it is typeset: Pango markup for the window, runs of text and scripts
 * for a figure's caption (cairo) and a TikZ file. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  WY_SCRIPT_NONE,
  WY_SCRIPT_SUPER,
  WY_SCRIPT_SUB,
} WyScript;

/* Pango markup of the notation: x_n -> x<sub>n</sub>, mex^q_b -> mex<sup>q</sup><sub>b</sub>,
 * Greek names, sqrt and floor(...) as symbols, <= and >= as signs; the rest escaped. A
 * script follows a letter, digit or closing bracket, never a space. */
char *wy_notation_markup (const char *plain);

/* Calls func on each run of the typeset notation, in order: its text (symbols as Unicode)
 * and whether it is a superscript or a subscript. */
typedef void (*WyNotationRunFunc) (const char *text, WyScript script, gpointer data);
void  wy_notation_foreach_run (const char *plain, WyNotationRunFunc func, gpointer data);

G_END_DECLS

/* wy-interrupts-private.h: the signals that stop a program's long work, a watch each, for the
 * window and the command alike (wy-interrupts.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* SIGTERM (a logout), SIGINT (Ctrl+C in a terminal) and SIGHUP (a terminal closed under it). */
#define WY_N_INTERRUPTS 3

/* Called on the main context, once for each time one of the signals is heard. */
typedef void (*WyInterruptFunc) (gpointer data, int signal);

/* A watch of each of the signals on the default main context; sources receives their ids. */
void _wy_interrupts_watch (guint sources[WY_N_INTERRUPTS], WyInterruptFunc func, gpointer data);

/* The watches removed, their ids set to 0 (ids that are 0 already are passed over). */
void _wy_interrupts_unwatch (guint sources[WY_N_INTERRUPTS]);

G_END_DECLS

/* wy-watch-testing.h: what only the tests ask of the watchdog (no file of src/ but its own
 * calls this; tests/ includes this header): a budget's real time scaled, so that a test sees a
 * check stopped by its budget on a machine of any speed. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* wy-watch.c: the watch waits seconds times factor (1: as asked; 0.01 stops a check of a
 * budget of 1 s after 10 ms). */
void _wy_watch_set_scale (double factor);

G_END_DECLS

/* wy-diff3.h: the differential test of three heaps (wy-diff3.c). */
#pragma once

#include <glib.h>

/* n random cases: a family or rule of your own on a random cube, the core against the brute force. */
void wy_diff3_test (guint n_cases);

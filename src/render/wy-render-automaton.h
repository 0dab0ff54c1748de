/* wy-render-automaton.h: an automaton drawn as a figure (states on a circle, labelled
 * transitions), written to PNG, SVG or PDF by the export layer (docs/automata.md). */
#pragma once

#include <cairo.h>

#include "wy-automaton.h"

G_BEGIN_DECLS

/* Draw a into width x height units. */
void      wy_render_automaton        (cairo_t *cr, const WyAutomaton *a, const char *title,
                                      double width, double height);
/* Write the figure (format from the file name: .png, .svg, .pdf), width pixels square,
 * atomically like every export. */
gboolean  wy_export_automaton_write  (const WyAutomaton *a, const char *title, double width,
                                      const char *filename, GError **error);

G_END_DECLS

/* wy-numeration-panel.c: the inspector's reading of a position of Gamma_1 in paper 002's numeration system U. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-report.h"
#include "wy-numeration-panel.h"

/* Bases listed before the ellipsis. */
#define SHOWN_BASES 5

struct _WyNumerationPanel {
  GtkWidget     parent_instance;

  gboolean      disagrees;

  GtkWidget    *box;
  GtkWidget    *heading;
  GtkWidget    *labels[WY_NUMERATION_PANEL_N_PARTS];
};

G_DEFINE_FINAL_TYPE (WyNumerationPanel, wy_numeration_panel, GTK_TYPE_WIDGET)

static char *
format_bases (const WyNumeration *u)
{
  GString *list = g_string_new (NULL);
  g_autofree char *joined = NULL;

  /* a base beyond 64 bits is kept as G_MAXUINT64, a bound: not shown as a number */
  for (guint i = 0; i < MIN (u->n_bases, SHOWN_BASES) && u->bases[i] != G_MAXUINT64; i++)
    g_string_append_printf (list, "%s%" G_GUINT64_FORMAT, i ? ", " : "", u->bases[i]);
  joined = g_string_free (list, FALSE);
  /* Translators: the bases u_0, u_1, ... of the numeration system, then where it is defined */
  return g_strdup_printf (_("u = %s, … (paper 002, §3)"), joined);
}

static char *
format_rep (const WyNumeration *u, guint64 n, const WyNumerationRep *rep, gboolean vile)
{
  g_autofree char *digits = wy_numeration_rep_string (u, rep);
  g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, n);

  /* Translators: R(12) = 11 — vile: the representation of an even number in U and
   * whether it ends in an even (vile) or odd (dopey) number of zeros */
  return g_strdup_printf (_("R(%s) = %s — %s"), number, digits, vile ? _("vile") : _("dopey"));
}

/* Markup: what Corollary 3.6 says of the even parts, with the generator's n. */
static char *
format_prediction (const WyNumerationReading *r)
{
  g_autofree char *x = g_strdup_printf ("%" G_GUINT64_FORMAT, r->xbar);
  g_autofree char *y = g_strdup_printf ("%" G_GUINT64_FORMAT, r->ybar);
  g_autofree char *n = g_strdup_printf ("%" G_GUINT64_FORMAT, r->n);
  g_autofree char *partner = g_strdup_printf ("%" G_GUINT64_FORMAT, r->partner);

  if (r->predicts_p)
    return g_markup_printf_escaped (r->x_vile
      ? _("Corollary 3.6 predicts a P-position: (%s, %s) = (V<sub>%s</sub>, D<sub>%s</sub>)")
      : _("Corollary 3.6 predicts a P-position: (%s, %s) = (D<sub>%s</sub>, V<sub>%s</sub>)"),
      x, y, n, n);
  return g_markup_printf_escaped (r->x_vile
    ? _("Corollary 3.6 predicts an N-position: %s = V<sub>%s</sub> pairs only with "
        "D<sub>%s</sub> = %s, not with %s")
    : _("Corollary 3.6 predicts an N-position: %s = D<sub>%s</sub> pairs only with "
        "V<sub>%s</sub> = %s, not with %s"),
    x, n, n, partner, y);
}

static void
show_agreement (WyNumerationPanel *self, gboolean predicts_p, WyStatus exact)
{
  GtkWidget *label = self->labels[WY_NUMERATION_PANEL_AGREEMENT];
  const char *text;

  self->disagrees = predicts_p != (exact == WY_STATUS_P);
  if (self->disagrees)
    text = exact == WY_STATUS_P ? _("✗ Disagreement: the exact solver finds a P-position.")
                                : _("✗ Disagreement: the exact solver finds an N-position.");
  else
    text = exact == WY_STATUS_P ? _("✓ The exact solver agrees: a P-position.")
                                : _("✓ The exact solver agrees: an N-position.");
  gtk_label_set_text (GTK_LABEL (label), text);
  /* seen (the theme's error colour and the cross) and heard */
  if (self->disagrees)
    gtk_widget_add_css_class (label, "error");
  else
    gtk_widget_remove_css_class (label, "error");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->disagrees ? _("Corollary 3.6 disagrees with the exact "
                                                      "solver at this position")
                                                  : _("Corollary 3.6 agrees with the exact "
                                                      "solver at this position"), -1);
}

void
wy_numeration_panel_set_reading (WyNumerationPanel *self, const WyNumeration *u,
                                 const WyNumerationReading *r, WyStatus exact)
{
  g_autofree char *bases = format_bases (u);
  g_autofree char *xbar = g_strdup_printf ("%" G_GUINT64_FORMAT, r->xbar);
  g_autofree char *ybar = g_strdup_printf ("%" G_GUINT64_FORMAT, r->ybar);
  g_autofree char *even = g_strdup_printf (_("Even parts (x − x mod 2, y − y mod 2) = (%s, %s)"),
                                           xbar, ybar);
  g_autofree char *rx = format_rep (u, r->xbar, &r->rx, r->x_vile);
  g_autofree char *ry = format_rep (u, r->ybar, &r->ry, r->y_vile);
  g_autofree char *prediction = format_prediction (r);

  g_return_if_fail (WY_IS_NUMERATION_PANEL (self));
  gtk_label_set_text (GTK_LABEL (self->labels[WY_NUMERATION_PANEL_BASES]), bases);
  gtk_label_set_text (GTK_LABEL (self->labels[WY_NUMERATION_PANEL_EVEN]), even);
  gtk_label_set_text (GTK_LABEL (self->labels[WY_NUMERATION_PANEL_REP_X]), rx);
  gtk_label_set_text (GTK_LABEL (self->labels[WY_NUMERATION_PANEL_REP_Y]), ry);
  gtk_label_set_markup (GTK_LABEL (self->labels[WY_NUMERATION_PANEL_PREDICTION]), prediction);
  show_agreement (self, r->predicts_p, exact);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

void
wy_numeration_panel_set_report (WyNumerationPanel *self, const WyReport *report)
{
  WyNumerationReading r;

  g_return_if_fail (WY_IS_NUMERATION_PANEL (self));
  self->disagrees = FALSE;
  if (report == NULL || !wy_report_get_numeration (report, &r))
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  wy_numeration_panel_set_reading (self, wy_report_get_numeration_system (report), &r,
                                   wy_report_get_status (report));
}

static void
wy_numeration_panel_dispose (GObject *object)
{
  WyNumerationPanel *self = WY_NUMERATION_PANEL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), WY_TYPE_NUMERATION_PANEL);
  G_OBJECT_CLASS (wy_numeration_panel_parent_class)->dispose (object);
}

static void
wy_numeration_panel_class_init (WyNumerationPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wy_numeration_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-numeration-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WyNumerationPanel, box);
  gtk_widget_class_bind_template_child (widget_class, WyNumerationPanel, heading);
#define PART(part, name) \
  gtk_widget_class_bind_template_child_full (widget_class, name, FALSE, \
    G_STRUCT_OFFSET (WyNumerationPanel, labels) + (part) * sizeof (GtkWidget *))
  PART (WY_NUMERATION_PANEL_BASES, "bases");
  PART (WY_NUMERATION_PANEL_EVEN, "even");
  PART (WY_NUMERATION_PANEL_REP_X, "rep_x");
  PART (WY_NUMERATION_PANEL_REP_Y, "rep_y");
  PART (WY_NUMERATION_PANEL_PREDICTION, "prediction");
  PART (WY_NUMERATION_PANEL_AGREEMENT, "agreement");
#undef PART
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wy-numeration-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
wy_numeration_panel_init (WyNumerationPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* wy-game-controls.c: the header bar's game picker: family, parameters, reading, misère. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wy-game-controls.h"
#include "wy-game-controls-private.h"
#include "wy-ui-strings.h"

struct _WyGameControls {
  GtkWidget    parent_instance;

  WyGame      *game;
  gboolean     updating;    /* filling the controls from game */

  GtkWidget   *family;
  GtkWidget   *params;      /* box of label + spin button pairs */
  GtkWidget   *spins[WY_N_PARAMS];
  GtkWidget   *rule_box;    /* rules of your own: the expression or the base */
  GtkWidget   *rule_entry;
  GtkWidget   *rule_examples;
  WyFamily     examples_for; /* the family whose examples the menu offers */
  GtkWidget   *reading;
  GtkWidget   *misere_box;
  GtkWidget   *misere;
  GtkWidget   *misere_label;
  GtkSizeGroup *labels;     /* the fields' labels: one column where the controls stand one below the other */
  char        *kept_rule;   /* a rule typed, not solved, that another game replaced in the field */
  WyGame      *kept_game;   /* the game solved as it was typed */
};

enum {
  GAME_CHANGED,
  ERROR,
  NUMBER_ENTERED,
  RULE_KEPT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (WyGameControls, wy_game_controls, GTK_TYPE_WIDGET)

static gboolean
is_custom_family (WyFamily family)
{
  return family == WY_FAMILY_MOVES || family == WY_FAMILY_PILE || family == WY_FAMILY_ADJOIN;
}

/* A text that may be the name of a game of the library, or such a name half typed: no
 * operator, space or ':' of an expression or a rule string. Which message a refused text
 * gets, the entry's or the core's, depends on it. */
static gboolean
is_word (const char *text)
{
  if (*text == '\0')
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!g_ascii_isalnum (*p) && !strchr ("-_.", *p))
      return FALSE;
  return TRUE;
}

/* The game of a rule of your own from the entry: moves and pile take the
 * expression (errors count columns in it), adjoin a base game: a rule string or, with
 * names, the name of a game of the library (wy_game_new_from_text, which reads the
 * library: not while a word is being typed). */
static WyGame *
game_from_rule (WyFamily family, const char *text, gboolean names, guint *column,
                GError **error)
{
  g_autofree char *rule = NULL, *base_rule = NULL;
  g_autoptr (WyGame) base = NULL;
  WyGame *game;

  *column = 0;
  if (family != WY_FAMILY_ADJOIN)
    {
      if (!wy_game_check_rule (family, text, column, error))
        return NULL;
      return wy_game_new_rule (family, text, error);
    }
  rule = g_strdup_printf ("adjoin:base=(%s)", text);
  if ((game = wy_game_parse (rule, names && is_word (text) ? NULL : error)) || !names
      || !is_word (text))
    return game;
  if (!(base = wy_game_new_from_text (text, error)))
    return NULL;
  base_rule = wy_game_to_string (base);
  g_free (rule);
  rule = g_strdup_printf ("adjoin:base=(%s)", base_rule);
  return wy_game_parse (rule, error);
}

/* Build the game the controls show; NULL with a message if the core refuses it. */
static WyGame *
game_from_controls (WyGameControls *self, GError **error)
{
  WyFamily family = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->family));
  guint column;
  WyGame *game = is_custom_family (family)
                 ? game_from_rule (family, gtk_editable_get_text (GTK_EDITABLE (self->rule_entry)),
                                   TRUE, &column, error)
                 : wy_game_new_default (family);
  guint n_keys;
  const WyParamSpec *keys = wy_family_get_keys (family, &n_keys);

  for (guint i = 0; i < n_keys && game != NULL; i++)
    {
      GtkSpinButton *spin = GTK_SPIN_BUTTON (self->spins[keys[i].param]);
      WyGame *next = wy_game_with_param (game, keys[i].param,
                                         gtk_spin_button_get_value_as_int (spin), error);
      wy_game_free (game);
      game = next;
    }
  if (game != NULL && family == WY_FAMILY_NIMPQ)
    {
      WyGame *next = wy_game_with_reading (game, gtk_drop_down_get_selected (GTK_DROP_DOWN (self->reading)));
      wy_game_free (game);
      game = next;
    }
  if (game != NULL && wy_family_allows_misere (family)
      && gtk_switch_get_active (GTK_SWITCH (self->misere)))
    {
      WyGame *next = wy_game_with_misere (game, TRUE, error);
      wy_game_free (game);
      game = next;
    }
  return game;
}

static void show_game (WyGameControls *self, const WyGame *game);

/* A rule of your own typed and not solved (no Enter), about to be replaced in the field by
 * another game's (opened, an example, another family): kept with the game solved then, and
 * said ("rule-kept"), so that it comes back (wy_game_controls_take_kept_rule, or choosing its
 * family again) instead of being lost without a word. */
static void
keep_typed_rule (WyGameControls *self)
{
  char *typed = wy_game_controls_get_typed_rule (self);

  if (typed == NULL)
    return;
  g_free (self->kept_rule);
  self->kept_rule = typed;
  g_clear_pointer (&self->kept_game, wy_game_free);
  self->kept_game = wy_game_copy (self->game);
  g_signal_emit (self, signals[RULE_KEPT], 0);
}

static void
controls_changed (WyGameControls *self)
{
  g_autoptr (GError) error = NULL;
  WyGame *game;

  if (self->updating)
    return;
  game = game_from_controls (self, &error);
  if (game == NULL)
    {
      /* the controls show the game that stays (misère with block +: block=1),
       * not the refused value; a rule being typed stays as typed */
      WyFamily family = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->family));

      if (self->game != NULL && !is_custom_family (family)
          && wy_game_get_family (self->game) == family)
        show_game (self, self->game);
      g_signal_emit (self, signals[ERROR], 0, error->message);
      return;
    }
  if (self->game != NULL && wy_game_equal (game, self->game))
    {
      wy_game_free (game);
      return;
    }
  g_clear_pointer (&self->game, wy_game_free);
  self->game = game;
  g_signal_emit (self, signals[GAME_CHANGED], 0);
}

static void
on_spin_changed (GtkSpinButton *spin, WyGameControls *self)
{
  controls_changed (self);
}

/* What is typed into a parameter's field, read here so that a value out of
 * range is named instead of silently replaced (as the size is). */
static int
on_spin_input (GtkSpinButton *spin, double *value, WyGameControls *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  const char *key = g_object_get_data (G_OBJECT (spin), "wy-key");
  double min, max;
  gint64 typed;

  gtk_spin_button_get_range (spin, &min, &max);
  if (g_ascii_string_to_signed (text, 10, (gint64) min, (gint64) max, &typed, NULL))
    {
      *value = typed;
      return TRUE;
    }
  {
    g_autofree char *msg =
      g_strdup_printf (_("The parameter %s “%s” is not allowed: give a whole number from %d to "
                         "%d. It stays %d."), key, text, (int) min, (int) max,
                       gtk_spin_button_get_value_as_int (spin));
    g_signal_emit (self, signals[ERROR], 0, msg);
  }
  return GTK_INPUT_ERROR;
}

/* Enter in a parameter's field (GTK 4.8's spin button has no "activate" of its own). */
static void
on_spin_entered (WyGameControls *self)
{
  g_signal_emit (self, signals[NUMBER_ENTERED], 0);
}

static GtkWidget *
make_param (WyGameControls *self, const WyParamSpec *spec)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *label = gtk_label_new (spec->key);
  GtkWidget *spin = gtk_spin_button_new_with_range (spec->min, spec->max, 1);
  g_autofree char *name = g_strdup_printf (_("Parameter %s"), spec->key);
  g_autofree char *tip = g_strdup_printf (_("Parameter %s, from %d to %d"),
                                          spec->key, spec->min, spec->max);

  /* a, b, p, q: a variable of the papers, in italics; block is a word */
  if (strlen (spec->key) == 1)
    gtk_widget_add_css_class (label, "wy-param-label");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_size_group_add_widget (self->labels, label);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), spec->def);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_spin_button_set_update_policy (GTK_SPIN_BUTTON (spin), GTK_UPDATE_IF_VALID);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), spec->max >= 1000 ? 4 : spec->max >= 100 ? 3 : 2);
  gtk_widget_set_tooltip_text (spin, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* The label property alone: a labelled-by relation too reads "Parameter a a". */
  g_object_set_data (G_OBJECT (spin), "wy-key", (gpointer) spec->key);
  g_signal_connect (spin, "input", G_CALLBACK (on_spin_input), self);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin_changed), self);
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate",
                            G_CALLBACK (on_spin_entered), self);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), spin);
  self->spins[spec->param] = spin;
  return box;
}

/* One spin button per key of the family, with the core's ranges. */
static void
rebuild_params (WyGameControls *self, WyFamily family)
{
  GtkWidget *child;
  guint n_keys;
  const WyParamSpec *keys = wy_family_get_keys (family, &n_keys);

  while ((child = gtk_widget_get_first_child (self->params)) != NULL)
    gtk_box_remove (GTK_BOX (self->params), child);
  memset (self->spins, 0, sizeof self->spins);
  for (guint i = 0; i < n_keys; i++)
    gtk_box_append (GTK_BOX (self->params), make_param (self, &keys[i]));
  gtk_widget_set_visible (self->params, n_keys > 0);
}

/* The rule entry shows what is wrong, inline, before anything is solved:
 * the error style, the message on its icon and under the window's board,
 * and the character at the column underlined (message NULL: nothing is wrong). */
static void
show_rule_error (WyGameControls *self, const char *message, guint column)
{
  GtkEntry *entry = GTK_ENTRY (self->rule_entry);
  g_autoptr (PangoAttrList) attrs = pango_attr_list_new ();
  g_autofree char *sentence = NULL;

  /* a screen reader hears the field invalid, and why (as the message bar says it) */
  gtk_accessible_update_state (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_STATE_INVALID,
                               message ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
                               -1);
  if (message == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      gtk_widget_remove_css_class (self->rule_entry, "error");
      gtk_entry_set_icon_from_icon_name (entry, GTK_ENTRY_ICON_SECONDARY, NULL);
      gtk_entry_set_attributes (entry, NULL);
      g_signal_emit (self, signals[ERROR], 0, "");
      return;
    }
  sentence = wy_ui_sentence (message);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  sentence, -1);
  gtk_widget_add_css_class (self->rule_entry, "error");
  gtk_entry_set_icon_from_icon_name (entry, GTK_ENTRY_ICON_SECONDARY, "dialog-error-symbolic");
  gtk_entry_set_icon_tooltip_text (entry, GTK_ENTRY_ICON_SECONDARY, message);
  if (column >= 1 && column <= strlen (gtk_editable_get_text (GTK_EDITABLE (entry))))
    {
      PangoAttribute *under = pango_attr_underline_new (PANGO_UNDERLINE_ERROR);
      under->start_index = column - 1;
      under->end_index = column;
      pango_attr_list_insert (attrs, under);
    }
  gtk_entry_set_attributes (entry, attrs);
  g_signal_emit (self, signals[ERROR], 0, message);
}

/* Checks what is typed. Beside the family's own rule the entry takes a game of its own, as
 * Enter takes it: a rule string (checked here: it reads no library) or a word, which may
 * be the name of a game of the library and is not an error before Enter looks it up. */
static void
check_rule (WyGameControls *self)
{
  WyFamily family = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->family));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->rule_entry));
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = NULL;
  guint column = 0;

  if (!is_custom_family (family))
    return;
  game = game_from_rule (family, text, FALSE, &column, &error);
  if (!game && family != WY_FAMILY_ADJOIN && strchr (text, ':'))
    {
      g_clear_error (&error);
      column = 0;
      game = wy_game_new_from_text (text, &error);
    }
  show_rule_error (self, game || is_word (text) ? NULL : error->message, column);
}

static void
on_rule_changed (GtkEditable *editable, WyGameControls *self)
{
  if (!self->updating)
    check_rule (self);
}

/* Enter solves the rule (typing only checks it). A text that is no rule of the family
 * (moves, pile) but a game of its own, a rule string or the name of a game of the library,
 * is that game; the base of adjoin may be such a name too. A word that is neither gets the
 * core's message, which says what goes there. */
static void
on_rule_activate (GtkEntry *entry, WyGameControls *self)
{
  WyFamily family = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->family));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = NULL;
  gboolean changed;
  guint column;

  if (is_custom_family (family) && !(game = game_from_rule (family, text, TRUE, &column, &error)))
    {
      if (family != WY_FAMILY_ADJOIN)
        {
          g_clear_error (&error);
          game = wy_game_new_from_text (text, &error);
        }
      if (game == NULL)
        {
          if (is_word (text) || strchr (text, ':'))
            show_rule_error (self, error->message, 0);
          else
            check_rule (self);
          return;
        }
      /* the controls show the game as any other: its family, its parameters, its rule */
      changed = self->game == NULL || !wy_game_equal (game, self->game);
      show_game (self, game);
      if (changed)
        g_signal_emit (self, signals[GAME_CHANGED], 0);
      /* the entry hides for a built-in family: the focus goes to the family, not away */
      if (!gtk_widget_get_visible (self->rule_box))
        gtk_widget_grab_focus (self->family);
      return;
    }
  controls_changed (self);
}

/* What the rule field shows for a rule of your own (or adjoin): "(EXPR)" or "(BASE)", the
 * entry holds what is inside. */
static char *
rule_field_text (const WyGame *game)
{
  const char *text = wy_game_get_rule_text (game);

  return g_strndup (text + 1, strlen (text) - 2);
}

/* The examples of docs/rules.md, for the family shown. */
static GMenuModel *
examples_menu (WyFamily family)
{
  static const struct {
    WyFamily family;
    const char *label;
    const char *rule;
  } examples[] = {
    { WY_FAMILY_MOVES, N_("Wythoff's game"), "dx==0||dy==0||dx==dy" },
    { WY_FAMILY_MOVES, N_("WYT(1, 2) (Gurvich)"), "min(dx,dy)<2||abs(dx-dy)<1" },
    { WY_FAMILY_MOVES, N_("A Fraenkel–Tanny (s, t)-style bound"),
      "dx==0||dy==0||abs(dx-dy)<2*min(dx,dy)+1" },
    { WY_FAMILY_MOVES, N_("A linear Nimhoff game"), "dx==0||dy==0||2*dx==dy||dx==2*dy" },
    { WY_FAMILY_MOVES, N_("Diagonal moves of at most half the smaller pile"),
      "dx==0||dy==0||dx==dy&&2*dx<=min(x,y)" },
    { WY_FAMILY_PILE, N_("Fraenkel's Mark"), "d<=1||n-d==n/2" },
    { WY_FAMILY_PILE, N_("Subtract 1, 2 or 3"), "d<=3" },
    { WY_FAMILY_PILE, N_("Take one, or halve (UpMark's moves)"), "d==1||n-d==(n+1)/2" },
    { WY_FAMILY_ADJOIN, N_("Nim: Wythoff's game (Larsson)"), "nim" },
    { WY_FAMILY_ADJOIN, N_("Wythoff's game"), "wythoff" },
    { WY_FAMILY_ADJOIN, N_("Gurvich's WYT(1, 2)"), "wyt:a=1,b=2" },
    { WY_FAMILY_ADJOIN, N_("Nim, adjoined twice"), "adjoin:base=(nim)" },
    { WY_FAMILY_ADJOIN, N_("Fraenkel's Mark"), "mark" },
  };
  GMenu *menu = g_menu_new ();

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    if (examples[i].family == family)
      {
        g_autofree char *label = g_strdup_printf ("%s   %s", _(examples[i].label), examples[i].rule);
        g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);
        g_menu_item_set_action_and_target (item, "controls.example", "s", examples[i].rule);
        g_menu_append_item (menu, item);
      }
  return G_MENU_MODEL (menu);
}

static void
example_activated (GtkWidget *widget, const char *action, GVariant *target)
{
  WyGameControls *self = WY_GAME_CONTROLS (widget);

  keep_typed_rule (self);
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->rule_entry), g_variant_get_string (target, NULL));
  self->updating = FALSE;
  check_rule (self);
  controls_changed (self);
}

/* The examples' menu, made as it opens: a menu set while the controls were built (or the
 * family changed) showed every item greyed out on GTK 4.8, its action never seen by the
 * menu's items, though activating it by name worked. */
static void
create_examples_popup (GtkMenuButton *button, gpointer data)
{
  WyGameControls *self = data;
  g_autoptr (GMenuModel) menu = examples_menu (self->examples_for);

  gtk_menu_button_set_menu_model (button, menu);
}

static void
show_family_widgets (WyGameControls *self, WyFamily family)
{
  gtk_widget_set_tooltip_text (self->family, wy_family_get_menu_name (family));
  gtk_widget_set_visible (self->rule_box, is_custom_family (family));
  if (is_custom_family (family))
    {
      self->examples_for = family;
      gtk_widget_set_tooltip_text (self->rule_entry,
                                   family == WY_FAMILY_ADJOIN
                                   ? _("The base game, any rule string or the name of a game "
                                       "of the library: its moves and its P-positions are the "
                                       "moves (press Enter to solve)")
                                   : family == WY_FAMILY_PILE
                                   ? _("Which amounts d may be taken from a pile of n: "
                                       "integers, + - * / %, comparisons, && || !, min, max, "
                                       "abs (press Enter to solve; a rule string or the name "
                                       "of a game of the library opens that game)")
                                   : _("Which removals (dx, dy) are moves from (x, y): "
                                       "integers, + - * / %, comparisons, && || !, min, max, "
                                       "abs (press Enter to solve; a rule string or the name "
                                       "of a game of the library opens that game)"));
    }
  gtk_widget_set_visible (self->reading, family == WY_FAMILY_NIMPQ);
  gtk_widget_set_visible (self->misere_box, wy_family_allows_misere (family));
}

static void
on_family_changed (GtkDropDown *drop, GParamSpec *pspec, WyGameControls *self)
{
  WyFamily family = gtk_drop_down_get_selected (drop);
  g_autofree char *typed = NULL;
  g_autoptr (WyGame) back = NULL;

  if (self->updating || family >= WY_N_FAMILIES)
    return;
  keep_typed_rule (self);
  /* back to the family of a rule kept: the game solved then, the rule typed over it */
  if (self->kept_game != NULL && wy_game_get_family (self->kept_game) == family)
    typed = wy_game_controls_take_kept_rule (self, &back);
  self->updating = TRUE;
  rebuild_params (self, family);
  if (is_custom_family (family))
    {
      /* the family's default rule as the core writes it (or the kept rule's game's) */
      g_autoptr (WyGame) game = back ? wy_game_copy (back) : wy_game_new_default (family);
      g_autofree char *inner = rule_field_text (game);
      gtk_editable_set_text (GTK_EDITABLE (self->rule_entry), inner);
    }
  gtk_switch_set_active (GTK_SWITCH (self->misere), back && wy_game_is_misere (back));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->reading), WY_READING_LINECOUNT);
  show_family_widgets (self, family);
  self->updating = FALSE;
  controls_changed (self);
  if (typed != NULL)
    wy_game_controls_set_typed_rule (self, typed);
}

static void
on_reading_changed (GtkDropDown *drop, GParamSpec *pspec, WyGameControls *self)
{
  controls_changed (self);
}

static void
on_misere_changed (GtkSwitch *sw, GParamSpec *pspec, WyGameControls *self)
{
  controls_changed (self);
}

/* The controls show game (the rule field its rule). */
static void
show_game (WyGameControls *self, const WyGame *game)
{
  WyFamily family;
  guint n_keys;
  const WyParamSpec *keys;

  family = wy_game_get_family (game);
  keys = wy_family_get_keys (family, &n_keys);
  self->updating = TRUE;
  /* Rebuilding would destroy a spin button that may be emitting right now. */
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->family)) != family
      || (n_keys > 0 && self->spins[keys[0].param] == NULL))
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->family), family);
      rebuild_params (self, family);
    }
  for (guint i = 0; i < n_keys; i++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->spins[keys[i].param]),
                               wy_game_get_param (game, keys[i].param));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->reading), wy_game_get_reading (game));
  gtk_switch_set_active (GTK_SWITCH (self->misere), wy_game_is_misere (game));
  if (wy_game_is_custom (game))
    {
      g_autofree char *inner = rule_field_text (game);

      gtk_editable_set_text (GTK_EDITABLE (self->rule_entry), inner);
      check_rule (self);
    }
  show_family_widgets (self, family);
  if (game != self->game)
    {
      WyGame *copy = wy_game_copy (game);

      g_clear_pointer (&self->game, wy_game_free);
      self->game = copy;
    }
  self->updating = FALSE;
}

void
wy_game_controls_set_game (WyGameControls *self, const WyGame *game)
{
  g_return_if_fail (WY_IS_GAME_CONTROLS (self) && game != NULL);
  if (self->game != NULL && !wy_game_equal (game, self->game))
    keep_typed_rule (self);
  show_game (self, game);
}

const WyGame *
wy_game_controls_get_game (WyGameControls *self)
{
  g_return_val_if_fail (WY_IS_GAME_CONTROLS (self), NULL);
  return self->game;
}

char *
wy_game_controls_get_typed_rule (WyGameControls *self)
{
  const char *text;
  g_autofree char *shown = NULL;

  g_return_val_if_fail (WY_IS_GAME_CONTROLS (self), NULL);
  if (self->game == NULL || !wy_game_is_custom (self->game))
    return NULL;
  text = gtk_editable_get_text (GTK_EDITABLE (self->rule_entry));
  shown = rule_field_text (self->game);
  return g_str_equal (text, shown) ? NULL : g_strdup (text);
}

void
wy_game_controls_set_typed_rule (WyGameControls *self, const char *text)
{
  g_return_if_fail (WY_IS_GAME_CONTROLS (self) && text != NULL);
  /* typed: checked as it is shown (its error said), not solved */
  if (self->game != NULL && wy_game_is_custom (self->game))
    gtk_editable_set_text (GTK_EDITABLE (self->rule_entry), text);
}

char *
wy_game_controls_take_kept_rule (WyGameControls *self, WyGame **game)
{
  g_return_val_if_fail (WY_IS_GAME_CONTROLS (self) && game != NULL, NULL);
  *game = g_steal_pointer (&self->kept_game);
  return g_steal_pointer (&self->kept_rule);
}

void
wy_game_controls_focus_rule (WyGameControls *self)
{
  g_return_if_fail (WY_IS_GAME_CONTROLS (self));
  gtk_widget_grab_focus (self->rule_entry);
  gtk_editable_set_position (GTK_EDITABLE (self->rule_entry), -1);
}

GtkSizeGroup *
wy_game_controls_get_label_group (WyGameControls *self)
{
  g_return_val_if_fail (WY_IS_GAME_CONTROLS (self), NULL);
  return self->labels;
}

static void
wy_game_controls_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), WY_TYPE_GAME_CONTROLS);
  G_OBJECT_CLASS (wy_game_controls_parent_class)->dispose (object);
}

static void
wy_game_controls_finalize (GObject *object)
{
  WyGameControls *self = WY_GAME_CONTROLS (object);

  g_clear_pointer (&self->game, wy_game_free);
  g_clear_pointer (&self->kept_game, wy_game_free);
  g_free (self->kept_rule);
  g_clear_object (&self->labels);
  G_OBJECT_CLASS (wy_game_controls_parent_class)->finalize (object);
}

static void
wy_game_controls_class_init (WyGameControlsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wy_game_controls_dispose;
  object_class->finalize = wy_game_controls_finalize;

  /* The user changed the game; read it with wy_game_controls_get_game. */
  signals[GAME_CHANGED] =
    g_signal_new ("game-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The core refused the combination; the argument says why ("": the
   * rule being typed is right again). */
  signals[ERROR] =
    g_signal_new ("error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /* Enter was pressed in a parameter's field, after its value was taken. */
  signals[NUMBER_ENTERED] =
    g_signal_new ("number-entered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A rule typed, not solved, was replaced in the field by another game's and kept
   * (wy_game_controls_take_kept_rule). */
  signals[RULE_KEPT] =
    g_signal_new ("rule-kept", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-game-controls.ui");
  gtk_widget_class_bind_template_child (widget_class, WyGameControls, family);
  gtk_widget_class_bind_template_child (widget_class, WyGameControls, params);
  gtk_widget_class_bind_template_child (widget_class, WyGameControls, rule_box);
  gtk_widget_class_bind_template_child (widget_class, WyGameControls, rule_entry);
  gtk_widget_class_bind_template_child (widget_class, WyGameControls, rule_examples);
  gtk_widget_class_bind_template_child (widget_class, WyGameControls, reading);
  gtk_widget_class_install_action (widget_class, "controls.example", "s", example_activated);
  gtk_widget_class_bind_template_child (widget_class, WyGameControls, misere_box);
  gtk_widget_class_bind_template_child (widget_class, WyGameControls, misere);
  gtk_widget_class_bind_template_child (widget_class, WyGameControls, misere_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wy-game-controls");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
wy_game_controls_init (WyGameControls *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  self->labels = gtk_size_group_new (GTK_SIZE_GROUP_NONE);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_size_group_add_widget (self->labels, self->misere_label);
  _wy_game_controls_setup_family_drop_down (self->family);
  _wy_game_controls_setup_reading_drop_down (self->reading);
  self->game = wy_game_new_default (WY_FAMILY_WYT);
  show_game (self, self->game);
  g_signal_connect (self->family, "notify::selected", G_CALLBACK (on_family_changed), self);
  g_signal_connect (self->reading, "notify::selected", G_CALLBACK (on_reading_changed), self);
  g_signal_connect (self->misere, "notify::active", G_CALLBACK (on_misere_changed), self);
  g_signal_connect (self->rule_entry, "changed", G_CALLBACK (on_rule_changed), self);
  g_signal_connect (self->rule_entry, "activate", G_CALLBACK (on_rule_activate), self);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->rule_examples),
                                         create_examples_popup, self, NULL);
}

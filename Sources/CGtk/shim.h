// What Swift needs from GTK 4.8 beyond what it imports by itself: the library's headers,
// and small functions standing in for macros Swift cannot call.
#ifndef TESSERA_CGTK_SHIM_H
#define TESSERA_CGTK_SHIM_H

#include <glib-unix.h>
#include <gtk/gtk.h>

// G_CALLBACK and g_signal_connect are macros.
static inline gulong tessera_signal_connect(
    gpointer instance, const char *signal, GCallback handler, gpointer data,
    GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, handler, data, destroy, 0);
}

// GTK_WIDGET(…) and friends are macros; every widget pointer starts with a GtkWidget.
static inline GtkWidget *tessera_widget(gpointer object) { return GTK_WIDGET(object); }

// G_OBJECT(…) is a macro.
static inline GObject *tessera_object(gpointer object) { return G_OBJECT(object); }

// G_OBJECT_TYPE_NAME is a macro.
static inline const char *tessera_type_name(gpointer object) { return G_OBJECT_TYPE_NAME(object); }

// g_object_set is variadic; Swift cannot call it.
static inline void tessera_prefer_dark_theme(gboolean dark) {
  g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", dark, NULL);
}

// Sets the placeholder of an entry, a search entry or a password entry: GTK 4.8 has a
// setter for the first only, and the property of all three through g_object_set, which
// is variadic.
static inline void tessera_set_placeholder_text(GtkWidget *entry, const char *text) {
  g_object_set(entry, "placeholder-text", text, NULL);
}

// gtk_accessible_update_property and gtk_accessible_update_state are variadic. Sets a
// text property of what assistive technologies read for a widget (its name, description
// or value text), or resets it to GTK's own when `text` is NULL.
static inline void tessera_accessible_set_text(
    GtkWidget *widget, GtkAccessibleProperty property, const char *text) {
  if (text != NULL) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, text, -1);
  } else {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
  }
}

// A label that assistive technologies present as a heading: the role can only be given
// when the widget is made, through g_object_new, which is variadic.
static inline GtkWidget *tessera_heading_label_new(void) {
  return g_object_new(GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, NULL);
}

// Sets a heading's level (1 to 6), or leaves it to GTK when `level` is 0.
static inline void tessera_accessible_set_level(GtkWidget *widget, int level) {
  if (level > 0) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
  } else {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL);
  }
}

// Marks a widget as the chosen one among others (a selected item), or not.
static inline void tessera_accessible_set_selected(GtkWidget *widget, gboolean selected) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

// Hides a widget from assistive technologies, or shows it to them again.
static inline void tessera_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

// The X11 window a widget is in, for tools such as xdotool; 0 when GDK does not run on
// X11. Declared here rather than through gdk/x11/gdkx.h, which would bring all of Xlib
// (and its `Bool`, `Window`, `Status` macros) into Swift.
extern unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);
static inline unsigned long tessera_x11_window_id(GtkWidget *widget) {
  GtkNative *native = gtk_widget_get_native(widget);
  GdkSurface *surface = native ? gtk_native_get_surface(native) : NULL;
  GType x11 = g_type_from_name("GdkX11Surface");
  if (surface == NULL || x11 == 0 || !G_TYPE_CHECK_INSTANCE_TYPE(surface, x11)) return 0;
  return gdk_x11_surface_get_xid(surface);
}

#endif

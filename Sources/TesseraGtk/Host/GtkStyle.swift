#if GTK
  import CGtk

  /// The CSS that makes native widgets look as Tessera's views do: buttons are their
  /// label (no frame of their own, as SwiftUI's default style), bars and presentations
  /// have backgrounds, alerts are rounded boxes with a shadow.
  enum GtkStyle {
    static let css = """
      .tessera-button { padding: 0; margin: 0; min-height: 0; min-width: 0; border: none;
        background: none; box-shadow: none; border-radius: 6px; }
      .tessera-button:hover { background-color: alpha(currentColor, 0.06); }
      .tessera-button:active { background-color: alpha(currentColor, 0.12); }
      .tessera-bar { background-color: alpha(currentColor, 0.05);
        border-bottom: 1px solid alpha(currentColor, 0.12); }
      .tessera-title { font-weight: bold; }
      .tessera-presentation { background-color: @theme_bg_color; }
      .tessera-alert { border-radius: 12px; box-shadow: 0 4px 16px alpha(black, 0.35); }
      """

    /// Installs the CSS for every window on the default display.
    @MainActor static func install() {
      let provider = gtk_css_provider_new()
      gtk_css_provider_load_from_data(provider, css, -1)
      gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), OpaquePointer(provider),
        UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
  }
#endif

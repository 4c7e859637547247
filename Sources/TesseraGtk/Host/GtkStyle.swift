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
      .tessera-scrim { background-color: alpha(black, 0.25); }
      .tessera-alert { background-color: @theme_bg_color; border-radius: 12px;
        box-shadow: 0 4px 16px alpha(black, 0.35); }
      """

    /// Installs the CSS for every window on the default display.
    @MainActor static func install() {
      let provider = gtk_css_provider_new()
      gtk_css_provider_load_from_data(provider, css, -1)
      gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), OpaquePointer(provider),
        UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
      colors = gtk_css_provider_new()
      gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), OpaquePointer(colors),
        UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    @MainActor private static var colors: UnsafeMutablePointer<GtkCssProvider>?
    @MainActor private static var colorRules: [String: String] = [:]

    /// A CSS class that gives a widget the foreground colour `hex` (`#rrggbb`), which
    /// symbolic icons are drawn in; made on first use.
    @MainActor static func foregroundClass(_ hex: String) -> String {
      let name = "tessera-fg-" + hex.dropFirst()
      guard colorRules[name] == nil else { return name }
      colorRules[name] = ".\(name) { color: \(hex); }"
      gtk_css_provider_load_from_data(
        colors, colorRules.values.sorted().joined(separator: "\n"), -1)
      return name
    }
  }
#endif

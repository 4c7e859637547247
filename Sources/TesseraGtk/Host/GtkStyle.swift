#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// The CSS that makes native widgets look as Tessera's views do: buttons are their
  /// label (no frame of their own, as SwiftUI's default style), GTK's bars keep their
  /// look but not their padding (layout sized them), covers have a background.
  enum GtkStyle {
    static let css = """
      .tessera-button { padding: 0; margin: 0; min-height: 0; min-width: 0; border: none;
        background: none; box-shadow: none; border-radius: 6px; }
      .tessera-button:hover { background-color: alpha(currentColor, 0.06); }
      .tessera-button:active { background-color: alpha(currentColor, 0.12); }
      .tessera-button.tessera-selected, .tessera-button.tessera-selected:hover {
        background-color: alpha(@theme_selected_bg_color, 0.3); }
      .tessera-button.tessera-bordered { background-color: alpha(currentColor, 0.1); }
      .tessera-button.tessera-bordered:hover { background-color: alpha(currentColor, 0.16); }
      .tessera-button.tessera-prominent { background-color: @theme_selected_bg_color; }
      .tessera-button.tessera-rounded { border-radius: 9999px; }
      .tessera-button.tessera-prominent:hover {
        background-color: shade(@theme_selected_bg_color, 1.1); }
      .tessera-bar, .tessera-bar > revealer > box { min-height: 0; padding: 0; margin: 0; }
      .tessera-title { font-weight: bold; font-size: 17px; }
      .tessera-large-title { font-weight: bold; font-size: 28px; }
      .tessera-presentation { background-color: @theme_bg_color; }
      .tessera-field { border-radius: 5px; border: 1px solid @borders;
        background-color: @theme_base_color; }
      .tessera-field:focus-within { box-shadow: inset 0 0 0 1px @theme_selected_bg_color;
        border-color: @theme_selected_bg_color; }
      .tessera-field textview, .tessera-field textview text, .tessera-field scrolledwindow {
        background: none; }
      """

    /// The class of a selected list row's button.
    static let selectedClass = "tessera-selected"
    /// The classes of buttons drawn with a fill: `.bordered` and `.borderedProminent`.
    static let borderedClass = "tessera-bordered"
    static let prominentClass = "tessera-prominent"
    /// The class of a filled button whose ends are fully rounded (`buttonBorderShape`).
    static let roundedClass = "tessera-rounded"

    /// Adds `name` to `widget`'s CSS classes when `isSet`, else removes it.
    @MainActor static func setClass(_ name: String, on widget: Widget, _ isSet: Bool) {
      if isSet {
        gtk_widget_add_css_class(widget, name)
      } else {
        gtk_widget_remove_css_class(widget, name)
      }
    }

    /// Installs the CSS for every window on the default display, once.
    @MainActor static func install() {
      guard generated == nil else { return }
      let provider = gtk_css_provider_new()
      gtk_css_provider_load_from_data(provider, css, -1)
      gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), OpaquePointer(provider),
        UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
      generated = gtk_css_provider_new()
      gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), OpaquePointer(generated),
        UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    @MainActor private static var generated: UnsafeMutablePointer<GtkCssProvider>?
    @MainActor private static var rules: [String: String] = [:]

    /// A CSS class that gives a widget the foreground colour `color`, which symbolic
    /// icons are drawn in; made on first use.
    @MainActor static func foregroundClass(_ color: GtkPalette.RGBA) -> String {
      let css = css(color)
      return cssClass(named: "tessera-fg-\(css.name)", declarations: "color: \(css.value);")
    }

    /// A CSS class that paints a widget's background in `color` (a bar's colour from
    /// `toolbarBackground`); made on first use.
    @MainActor static func backgroundClass(_ color: GtkPalette.RGBA) -> String {
      let css = css(color)
      return cssClass(
        named: "tessera-bg-\(css.name)", declarations: "background-color: \(css.value);")
    }

    /// A CSS class that rounds a widget's corners by `radius` pixels (with its overflow
    /// hidden, what it draws is clipped to them); made on first use.
    @MainActor static func cornerRadiusClass(_ radius: Int) -> String {
      cssClass(named: "tessera-radius-\(radius)", declarations: "border-radius: \(radius)px;")
    }

    /// A CSS class that casts `shadow` (its colour, blur and offset) around a widget,
    /// following its rounded corners; made on first use.
    @MainActor static func shadowClass(_ shadow: RenderShadow, palette: GtkPalette) -> String {
      let css = css(palette.rgba(shadow.color))
      // SwiftUI's radius is the blur's; CSS's blur length is about twice that.
      let blur = Int((shadow.radius * 2).rounded())
      let x = Int(shadow.offset.width.rounded())
      let y = Int(shadow.offset.height.rounded())
      // A class name has no room for a minus sign between numbers: "m" stands for it.
      func token(_ number: Int) -> String { number < 0 ? "m\(-number)" : "\(number)" }
      return cssClass(
        named: "tessera-shadow-\(css.name)-\(blur)-\(token(x))-\(token(y))",
        declarations: "box-shadow: \(x)px \(y)px \(blur)px \(css.value);")
    }

    /// A CSS class that draws a widget through `filters` (CSS filter functions, applied
    /// in order); made on first use.
    @MainActor static func filterClass(_ filters: [String]) -> String {
      let value = filters.joined(separator: " ")
      let name = value.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
      return cssClass(named: "tessera-filter-\(name)", declarations: "filter: \(value);")
    }

    /// `color` as a CSS value, and as a piece of a class name (its hex digits and its
    /// opacity in percent, to which the value is rounded).
    private static func css(_ color: GtkPalette.RGBA) -> (value: String, name: String) {
      let alpha = Int((color.alpha * 100).rounded())
      return ("alpha(\(color.hex), \(Double(alpha) / 100))", "\(color.hex.dropFirst())-\(alpha)")
    }

    /// The class `name` with `declarations`, added to the window's CSS the first time.
    @MainActor private static func cssClass(named name: String, declarations: String) -> String {
      guard rules[name] == nil else { return name }
      rules[name] = ".\(name) { \(declarations) }"
      gtk_css_provider_load_from_data(generated, rules.values.sorted().joined(separator: "\n"), -1)
      return name
    }
  }
#endif

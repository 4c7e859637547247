/// Declares an environment value with its key in one line, inside an extension of
/// `EnvironmentValues`:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var theme = Theme()
///   @Entry var compact: Bool = false
///   @Entry var highlighted: String?
/// }
/// ```
///
/// The macro adds a private key type whose default value is the initial value (nil for an
/// optional without one) and accessors that read and write the value through it, so
/// `.environment(\.theme, …)` and `@Environment(\.theme)` work as with a key written out.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TesseraMacros", type: "EntryMacro")

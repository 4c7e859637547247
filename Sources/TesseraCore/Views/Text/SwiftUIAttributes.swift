import Foundation

extension AttributeScopes {
  /// The attributes of an `AttributedString` that `Text` draws, as SwiftUI's scope of
  /// the same name: `string.font = .headline`, `string.foregroundColor = .red`,
  /// `AttributeContainer().underlineStyle(.single)`.
  public struct SwiftUIAttributes: AttributeScope {
    /// The run's font.
    public let font: FontAttribute
    /// The run's text colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the run. Kept; not drawn.
    public let backgroundColor: BackgroundColorAttribute
    /// A line through the run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// A line under the run.
    public let underlineStyle: UnderlineStyleAttribute
    /// Extra space after each character, in points (drawn as tracking).
    public let kern: KerningAttribute
    /// Extra space between characters, in points.
    public let tracking: TrackingAttribute
    /// How far the run is raised, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// How the run is set inline (bold, italic, code, struck through), as Markdown marks
    /// it. Foundation's attribute on Apple platforms, which Linux's Foundation lacks.
    public let inlinePresentationIntent: InlinePresentationIntentAttribute
    /// Foundation's attributes (`link`), which `Text` reads too.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The run's font.
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = Font
      /// The attribute's name.
      public static let name = "SwiftUI.Font"
    }

    /// The run's text colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// The colour behind the run.
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// A line through the run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// How the line is drawn.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// A line under the run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// How the line is drawn.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// Extra space after each character.
    public enum KerningAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Kern"
    }

    /// Extra space between characters.
    public enum TrackingAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Tracking"
    }

    /// How the run is set inline.
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
      /// Emphasis, strong emphasis, code, a line through.
      public typealias Value = InlinePresentationIntent
      /// The attribute's name, Foundation's.
      public static let name = "NSInlinePresentationIntent"
    }

    /// How far the run is raised.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// The attributes `Text` draws: `AttributedString(text, attributes: …)` with
  /// `\.swiftUI`, as in SwiftUI.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.font`, `string.foregroundColor`, …: the attributes `Text` draws.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

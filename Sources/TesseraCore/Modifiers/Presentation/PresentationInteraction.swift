/// Whether the user can use what is behind a sheet while it is shown.
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// What is behind can be used.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// What is behind can be used while the sheet is no taller than `detent`.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    PresentationBackgroundInteraction(name: "enabled")
  }
  /// What is behind cannot be used.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

/// What a swipe on a resizable sheet's content does first: resize the sheet or scroll.
public struct PresentationContentInteraction: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// Resizes the sheet.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// Scrolls the content.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How a presentation adapts to a compact-size window.
public struct PresentationAdaptation: Sendable {
  let name: String
  /// The platform's choice: a popover becomes a sheet.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// No adaptation.
  public static let none = PresentationAdaptation(name: "none")
  /// As a popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// As a sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// As a full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
  /// Whether the user can use what is behind this sheet. Accepted: what is behind a
  /// sheet at a lower detent shows, dimmed, but is not used while the sheet is shown.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    self
  }

  /// What a swipe on this sheet's content does first. Accepted: Tessera's sheets are not
  /// resized by dragging, so the content scrolls.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  {
    self
  }

  /// How this presentation adapts to a compact-width window. Accepted for now: a popover
  /// in a compact-width window is shown as a sheet, whatever is asked.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }

  /// How this presentation adapts to compact widths and heights. Accepted, as
  /// `presentationCompactAdaptation(_:)` is.
  public func presentationCompactAdaptation(
    horizontal: PresentationAdaptation, vertical: PresentationAdaptation
  ) -> some View {
    self
  }
}

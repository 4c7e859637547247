import Foundation

/// What an element shows, resolved from its view into values: a backend draws it without
/// looking at views, modifiers or nodes.
package enum RenderContent: Equatable {
  /// Nothing of its own: the element clips, decorates or filters what is in it, or is a
  /// control whose label is all it shows.
  case none
  /// A colour filling the frame.
  case color(Color)
  /// A shape filled or stroked.
  case shape(RenderShape)
  /// What a `Canvas` drew, in the element's own coordinates.
  case canvas([CanvasCommand])
  /// A text, already broken into the lines it shows.
  case text(RenderText)
  /// A picture or a symbol.
  case image(Image)
  /// A divider: a line across the frame's longer side.
  case divider
  /// A navigation stack's bar at the top of the frame.
  case navigationBar(RenderNavigationBar)
  /// A bar at the bottom of the frame (a tab view's tab bar, a navigation stack's bottom
  /// toolbar), in a colour set with `toolbarBackground` (nil: the backend's own).
  case bottomBar(background: Color?)
  /// A button, or a view acting as one (a row with a tap action, a tab of a tab bar).
  case button(RenderButton)
  /// A toggle's switch, check box or button.
  case toggle(RenderToggle)
  /// A colour picker's well, showing the colour chosen; activating it opens a chooser.
  case colorWell(RenderColorWell)
  /// A text field or text editor.
  case textInput(RenderTextInput)
  /// A picker's choice (a menu button or segments).
  case picker(RenderPicker)
  /// A date picker's date.
  case datePicker(RenderDatePicker)
  /// A progress bar (with a fraction) or spinner (without); a bar is drawn `belowBar`
  /// points above the bottom of the frame (where the current value's label goes).
  case progress(fraction: Double?, belowBar: CGFloat)
  /// A stepper's buttons or a slider's track.
  case adjustable(RenderAdjustable)
  /// A scroll view or list: it shows only its content, clipped to its frame and moved by
  /// its offset.
  case scrollView(RenderScrollView)
  /// A backend's own widget (a representable), drawn by the backend that made it.
  case platform(RenderPlatformView)
  /// A section of a grouped list or a form, whose rows a backend may draw on a card with
  /// separators between them (as GTK's boxed lists are).
  case listSection(RenderListSection)
  /// A sheet, alert, cover or window: drawn over everything, after the rest of the frame.
  case presentation(RenderPresentation)
}

/// A shape and how it is painted.
package struct RenderShape: Equatable {
  /// The colour or gradient, stroke or fill, and the outline's kind.
  package var paint: ShapePaint
  /// The outline in window coordinates, for an outline that is not a rectangle, capsule or
  /// ellipse (`paint.outline == .path`).
  package var path: Path?
  /// The shape behind `path`, for drawing an animated change to its data part of the way.
  package var outline: AnimatableOutline?

  package init(paint: ShapePaint, path: Path?, outline: AnimatableOutline? = nil) {
    self.paint = paint
    self.path = path
    self.outline = outline
  }

  /// Equal when painted the same along the same path (the shape behind is not compared).
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.paint == rhs.paint && lhs.path == rhs.path
  }
}

/// A text's characters, styles and lines.
package struct RenderText: Equatable {
  /// The lines shown, as wrapping and truncation left them.
  package var lines: [String]
  /// The runs of characters of one style each, in order; the lines' characters come from
  /// them.
  package var runs: [Text.Run]
  /// Whether a click on it opens its link (a Markdown link in it).
  package var opensLinks = false
  /// Whether it shows the time, and so changes as the clock does (a backend draws it
  /// again each second).
  package var showsTime = false
}

/// A navigation stack's bar.
package struct RenderNavigationBar: Equatable {
  /// Whether the top page hid the bar.
  package var isHidden: Bool
  /// The bar's colour set with `toolbarBackground`, if any.
  package var background: Color?
  /// The top page's title, if any (it also names the window).
  package var title: String?
  /// Where the inline title may go between the back button and the toolbar items, in
  /// window coordinates.
  package var titleSpan: ClosedRange<CGFloat>
  /// The top page's large title, if it shows one.
  package var largeTitle: String?
  /// Where the large title starts, in window coordinates.
  package var largeTitleOrigin: CGPoint
  /// Whether the bar shows the title inline: not when it is large, or when a principal
  /// toolbar item stands in its place.
  package var showsInlineTitle = true
}

/// How a button is drawn.
package struct RenderButton: Equatable {
  /// Its style's look.
  package var appearance: ButtonAppearance
  /// Its role, if any.
  package var role: ButtonRole?
  /// For a tab of a tab bar: whether it is the selected one.
  package var isSelectedTab: Bool?
  /// Whether a fill, if the appearance has one, has fully rounded ends (a capsule or
  /// circle `buttonBorderShape`).
  package var isFullyRounded = false
  /// For a `Link`: where it goes.
  package var destination: URL?
  /// Whether a click gives it the keyboard focus: a `focusable` view, whose keys go to its
  /// `onKeyPress` (a button leaves the focus where it was, as in SwiftUI).
  package var takesFocusOnClick = false
}

/// A toggle's state and look.
package struct RenderToggle: Equatable {
  /// Whether it is on.
  package var isOn: Bool
  /// Its style's look.
  package var appearance: ToggleAppearance

  package init(isOn: Bool, appearance: ToggleAppearance = .switch) {
    self.isOn = isOn
    self.appearance = appearance
  }

  /// For a `.button` toggle, the button it is drawn as: bordered while off, prominent
  /// while on.
  package var button: RenderButton? {
    guard appearance == .button else { return nil }
    return RenderButton(appearance: isOn ? .borderedProminent : .bordered)
  }
}

/// A colour picker's well.
package struct RenderColorWell: Equatable {
  /// The colour chosen.
  package var color: Color
  /// Whether a chooser offers the colour's opacity.
  package var supportsOpacity: Bool
}

/// A text field's or text editor's text.
package struct RenderTextInput: Equatable {
  /// The text being edited (a secure field's too: see ``shownText``).
  package var text: String
  /// Whether the text is hidden as it is typed (a `SecureField`).
  package var isSecure: Bool
  /// What shows while the text is empty.
  package var placeholder: String
  /// Whether it edits many lines (a `TextEditor`, a vertical field).
  package var isMultiline: Bool
  /// Whether it looks like a field, with the placeholder while empty (a `TextField`,
  /// vertical or not), rather than a text editor's box.
  package var isField = true
  /// Whether it is a `searchable` view's field. Its magnifying glass is drawn just before
  /// it, a symbol's width and a default spacing to its left: a backend whose search entry
  /// draws a glass of its own covers that one.
  package var isSearch = false

  /// The text as a backend that draws characters shows it: a secure field's as bullets.
  package var shownText: String {
    isSecure ? maskedText(text) : text
  }
}

/// A picker's options and choice.
package struct RenderPicker: Equatable {
  /// The options' labels, in order.
  package var options: [String]
  /// The index of the chosen option, if one is.
  package var selectedIndex: Int?
  /// Whether it shows as segments rather than a menu.
  package var isSegmented: Bool
  /// How wide the picker's label is, at its leading edge (the choice takes the rest).
  package var labelWidth: CGFloat
}

/// A date picker's date and range.
package struct RenderDatePicker: Equatable, DateBounded {
  /// The chosen date.
  package var date: Date
  /// Whether it edits the day.
  package var showsDate: Bool
  /// Whether it edits the time.
  package var showsTime: Bool
  /// The earliest date allowed, if any.
  package var lowerBound: Date?
  /// The latest date allowed, if any.
  package var upperBound: Date?
  /// How wide the picker's label is, at its leading edge (the date takes the rest).
  package var labelWidth: CGFloat
}

/// A stepper's or slider's state.
package struct RenderAdjustable: Equatable {
  /// Whether it is a slider (else a stepper).
  package var isSlider: Bool
  /// Where the value is between the bounds, from 0 to 1, when it has both.
  package var fraction: Double?
  /// Whether a step up is possible.
  package var canIncrement: Bool
  /// Whether a step down is possible.
  package var canDecrement: Bool
  /// A slider's track, in window coordinates.
  package var track: CGRect?
  /// The value, when it has one.
  package var value: Double?
  /// The bounds of the value, when it has them.
  package var bounds: ClosedRange<Double>?
  /// How far one step moves the value, if the control says.
  package var step: Double?
}

/// A scroll view's numbers.
package struct RenderScrollView: Equatable {
  /// How far the content is scrolled, in points from its top-left corner.
  package var offset: CGPoint
  /// How large the content is.
  package var contentSize: CGSize
  /// How large the visible part is.
  package var viewportSize: CGSize
  /// Whether the user may scroll it (`scrollDisabled` says no).
  package var isEnabled: Bool

  /// How far the content can move along each axis: zero along an axis it fits in.
  package var room: CGSize { ScrollState.room(content: contentSize, viewport: viewportSize) }
}

/// A backend's own widget, compared by identity.
package struct RenderPlatformView: Equatable {
  /// The widget, as the backend made it.
  package let object: AnyObject

  package init(_ object: AnyObject) { self.object = object }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

/// A presentation's kind and where its content is.
package struct RenderPresentation: Equatable {
  /// A sheet, cover, alert or window.
  package var kind: PresentationKind
  /// The frame of its content (an alert's box goes around it), in window coordinates.
  package var contentFrame: CGRect
  /// The title of the window it opens in, where a backend opens windows.
  package var title: String?
  /// For a popover, the frame of the view that presented it, in window coordinates: what
  /// a backend's pop-over points at.
  package var anchor: CGRect?
  /// For a sheet, whether it shows a drag indicator: it has other detents to move to, or
  /// the app asked for one.
  package var showsDragIndicator = false
}

/// A section of a grouped list or a form: where its rows are.
package struct RenderListSection: Equatable {
  /// From the top of the first row to the bottom of the last, across the section's width.
  package var rows: CGRect
  /// Where a separator goes between two rows (the top of the lower one), in window
  /// coordinates; none under a row that hid its separator (`listRowSeparator(.hidden)`).
  package var separators: [CGFloat]
  /// How far in from the section's leading edge its rows begin.
  package var rowInset: CGFloat
  /// Whether the section is a card inset from the list's edges, with rounded corners
  /// (`.insetGrouped`, a `Form`), rather than a band across the list (`.grouped`).
  package var isInset = true
}

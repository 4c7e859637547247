#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// The GTK widget that shows one element of a frame's render tree, and what the renderer
  /// last put in it (so an unchanged element costs no GTK calls).
  @MainActor
  final class WidgetRecord {
    /// Which kind of widget it is; an element whose kind changes gets a new widget.
    enum Kind: Equatable {
      /// Text: a `GtkLabel`.
      case label
      /// Text that heads a section (`isHeader`): a `GtkLabel` with the heading role,
      /// which GTK lets a widget take only when it is made.
      case heading
      /// A resource or data picture: a `GtkPicture`.
      case picture
      /// A symbol: a `GtkImage` of a symbolic icon.
      case symbol
      /// A colour, shape, gradient or divider: a `GtkDrawingArea`.
      case paint
      /// A button, link or tab item: a flat `GtkButton` under its label's widgets.
      case button
      /// A toggle's switch: a `GtkSwitch`.
      case toggle
      /// A `.checkbox` toggle's box: a `GtkCheckButton` before its label's widgets.
      case checkButton
      /// A `.button` toggle: a `GtkToggleButton` under its label's widgets.
      case toggleButton
      /// A colour picker's well: a `GtkColorButton`, which opens GTK's colour chooser.
      case colorButton
      /// A text field: a `GtkEntry`.
      case entry
      /// A `searchable` view's field: a `GtkSearchEntry`, with its own glass and clear
      /// button.
      case searchEntry
      /// A `SecureField`: a `GtkPasswordEntry`, with its peek button and Caps Lock
      /// warning.
      case passwordEntry
      /// A text editor: a `GtkTextView` in a `GtkScrolledWindow`. A vertical `TextField`'s
      /// is in a `GtkOverlay` that frames it and shows its placeholder.
      case textView
      /// A segmented picker: linked toggle buttons.
      case segmented
      /// A menu picker: a `GtkDropDown`.
      case dropDown
      /// A date picker: a menu button showing the date, with a calendar to choose a day
      /// and fields for the time.
      case date
      /// Indeterminate progress: a `GtkSpinner`.
      case spinner
      /// Progress with a fraction: a `GtkProgressBar`.
      case progressBar
      /// A stepper's − and + buttons, linked.
      case stepper
      /// A slider's track: a `GtkScale`.
      case slider
      /// A navigation stack's bar (a `GtkHeaderBar` with the title) or a tab view's (a
      /// `GtkActionBar`).
      case bar
      /// A scroll view or list: a clipping canvas for its content.
      case scroller
      /// A full-screen cover: a canvas over the window.
      case presentation
      /// A sheet or an alert: a modal window of its own.
      case window
      /// A `GtkWidgetRepresentable`'s own widget.
      case native

      /// What a screen reader says for a control of this kind when nothing names it.
      var spokenKind: String? {
        switch self {
        case .progressBar: "Progress"
        case .spinner: "Loading"
        case .slider: "Slider"
        default: nil
        }
      }
    }

    /// The element shown.
    let id: RenderID
    let kind: Kind
    let widget: Widget
    /// The canvas the widget is in now.
    weak var parent: Canvas?
    /// The canvas the element's children go into, for scrollers, presentations and
    /// windows.
    let canvas: Canvas?
    /// A widget of the renderer's own that goes with this one: a navigation bar's large
    /// title.
    /// The record owns a reference to it (see `adopt(part:)`).
    private(set) var part: Widget?
    /// The calendar and time fields of a date picker's pop-over.
    var dateParts: DatePickerParts?
    /// The modal window a sheet or an alert is shown in.
    var presentationWindow: PresentationWindow?
    /// What a drawing area paints.
    var paint: Paint?
    /// The element's own values (not its children's) and the label colour last put into
    /// the widget: an element that shows the same again costs no update.
    var shownElement: ShownElement?
    /// What assistive technologies were last told about the element.
    var accessibility: RenderAccessibility?
    /// The last state put into a part of the widget, to skip unchanged GTK calls.
    var shown: AnyHashable?
    /// The CSS classes that give the widget its corners and shadow now.
    var effectClasses: [String] = []
    /// Whether the widget is clipped to its corners now.
    var clips = false
    /// True while the renderer puts the model's state into the widget, so that the
    /// signals GTK emits for it (a scale clamping its value to a new range, a text being
    /// replaced: deleted, then inserted) are not taken for the user's.
    var isShowingModel = false

    init(id: RenderID, kind: Kind, widget: Widget, canvas: Canvas? = nil) {
      self.id = id
      self.kind = kind
      self.widget = widget
      self.canvas = canvas
      g_object_ref_sink(widget.object)
    }

    /// Makes `widget` this record's part, keeping a reference to it so that it outlives
    /// being taken out of a canvas.
    func adopt(part widget: Widget) {
      g_object_ref_sink(widget.object)
      part = widget
    }

    /// What the widget shows now: the content of the element last put into it.
    var content: RenderContent? { shownElement?.content }

    /// Takes the widget out of its canvas and lets it go.
    func dispose() {
      parent?.remove(widget)
      presentationWindow?.close()
      presentationWindow = nil
      g_object_unref(widget.object)
      if let part {
        // A part placed beside the widget (a large title) goes with it.
        parent?.remove(part)
        g_object_unref(part.object)
      }
    }
  }

  /// What of an element a widget shows: everything but its place and its children.
  struct ShownElement: Equatable {
    var content: RenderContent
    var style: RenderStyle
    var decorations: RenderDecorations
    var accessibility: RenderAccessibility
    var size: CGSize
    /// The colour a text takes from the button or tab it is in, if any.
    var labelColor: GtkPalette.RGBA?
  }
#endif

#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// Keeps a canvas of native widgets in step with each frame's render tree: one widget
  /// per element that shows something (texts, pictures, fills, controls, bars), created
  /// when the element appears, updated only when the element changed, placed at its
  /// frame, stacked in drawing order (backgrounds, content, overlays; presentations last),
  /// and removed when the element goes. What the user does to a widget is reported as an
  /// ``ElementEvent`` for the host loop to act on.
  @MainActor
  final class WidgetRenderer {
    /// The window's canvas.
    let root: Canvas
    /// The colours in use.
    var palette = GtkPalette.light {
      didSet {
        // Every widget's state is put in again, in the new colours.
        guard palette != oldValue else { return }
        for record in records.values {
          record.shownElement = nil
          record.shown = nil
        }
      }
    }
    /// Sizes of controls, shared with layout.
    let metrics: GtkMetrics
    /// Called with what the user did to a widget; says whether the view took it.
    var onEvent: (ElementEvent) -> ActionOutcome = { _ in .notApplicable }
    /// Called with what the user did in a window the renderer opened (Return in an alert).
    var onWindowEvent: (WindowEvent) -> ActionOutcome = { _ in .notApplicable }
    /// The records by element (and, for a list row drawn by a widget of its own, the
    /// row's button beside it).
    private(set) var records: [RecordKey: WidgetRecord] = [:]

    /// Which record of an element: the widget showing it, or the button that makes a row
    /// of a list with a selection clickable when the row is drawn by a widget of another
    /// kind (a label, a picture, a switch).
    struct RecordKey: Hashable {
      /// The element.
      var id: RenderID
      /// Whether it is the row's button.
      var isRowButton = false
    }

    /// What one render found, for the host.
    struct Findings {
      /// The title of the outermost navigation stack's page shown, if any.
      var navigationTitle: String?
      /// How many widgets are shown.
      var widgetCount = 0
      /// How many widgets were made or had their state put in again: the rest showed
      /// the same elements as before.
      var updatedWidgets = 0
      /// The modal windows of the sheets and alerts shown, in the order they came.
      var windows: [PresentationWindow] = []
    }

    private struct Pass {
      var seen: Set<RecordKey> = []
      var previous: [ObjectIdentifier: Widget] = [:]
      /// The presentations found, each with the canvas of the view that presents it.
      var presentations: [(element: RenderElement, presenter: Surroundings)] = []
      var findings = Findings()
    }

    init(root: Canvas, metrics: GtkMetrics) {
      self.root = root
      self.metrics = metrics
    }

    /// Brings the widgets in line with `tree`.
    @discardableResult
    func render(_ tree: RenderTree) -> Findings {
      var pass = Pass()
      for element in tree.elements {
        visit(element, in: Surroundings(canvas: root, origin: .zero), pass: &pass)
      }
      // Presentations go over everything, each in a canvas of its own; those shown from
      // inside one come after it.
      var index = 0
      while index < pass.presentations.count {
        let found = pass.presentations[index]
        present(found.element, over: found.presenter, pass: &pass)
        index += 1
      }
      for (key, record) in records where !pass.seen.contains(key) {
        record.dispose()
        records[key] = nil
      }
      return pass.findings
    }

    /// The record showing the element `id`, if any: how tests and tools read widgets back.
    func record(for id: RenderID) -> WidgetRecord? {
      records[RecordKey(id: id)]
    }

    /// What an element's widget takes from the elements around it.
    private struct Surroundings {
      /// The canvas its widget goes into.
      var canvas: Canvas
      /// Where that canvas is, in window coordinates.
      var origin: CGPoint
      /// The product of the opacities above, up to the canvas.
      var opacity: Double = 1
      /// The rotations and scales above, up to the canvas, outermost first.
      var effects: [DrawEffect] = []
      /// The innermost shadow above, up to the canvas.
      var shadow: RenderShadow?
      /// The colour filters above, up to the canvas, innermost first (as CSS applies
      /// them).
      var filters: [String] = []
      /// The colour texts take from the button or tab they are in (nil: their own, else
      /// primary).
      var labelColor: GtkPalette.RGBA?
      /// Whether the element is part of a button's label.
      var isInButton = false
      /// The masks around the element: each widget without widgets inside it is shown as
      /// opaque as they are at its middle.
      var masks: [RenderMask] = []

      /// How opaque the masks around are at the middle of `frame` (window coordinates).
      func maskAlpha(at frame: CGRect) -> Double {
        masks.reduce(1) { $0 * $1.alpha(at: CGPoint(x: frame.midX, y: frame.midY)) }
      }
    }

    private func visit(_ element: RenderElement, in surroundings: Surroundings, pass: inout Pass) {
      if case .presentation = element.content {
        pass.presentations.append((element, surroundings))
        return
      }
      var inner = surroundings
      let decorations = element.decorations
      inner.opacity *= decorations.opacity
      if let effect = decorations.effect {
        inner.effects.append(DrawEffect(effect, frame: element.frame, canvasOrigin: inner.origin))
      }
      if let shadow = decorations.shadow { inner.shadow = shadow }
      if let mask = decorations.mask { inner.masks.append(mask) }
      if let filter = decorations.colorFilter.flatMap(cssFilter) {
        inner.filters.insert(filter, at: 0)
      }
      let kind = kind(of: element)
      if kind != .button, element.style.isSelectableRow {
        // A row drawn by a widget of another kind (a text, a picture, a toggle): a button
        // under it takes the clicks and shows the selection.
        let row = show(
          element, kind: .button, frame: element.frame, in: inner, isRowButton: true,
          pass: &pass)
        applyEffects(
          row, element: element, opacity: inner.opacity, shadow: nil, filters: inner.filters)
      }
      if let kind {
        let record = show(
          element, kind: kind, frame: widgetFrame(of: element, kind: kind), in: inner,
          pass: &pass)
        // A disabled button's pictures and fills are dimmed as its texts are (GTK dims
        // only its own widgets, and a label of the app's is ours).
        let dimmed =
          inner.isInButton && !element.style.isEnabled && (kind == .paint || kind == .picture)
        let masked = record.canvas == nil ? inner.maskAlpha(at: element.frame) : 1
        applyEffects(
          record, element: element, opacity: inner.opacity * (dimmed ? 0.45 : 1) * masked,
          shadow: inner.shadow, filters: inner.filters)
        if case .navigationBar(let bar) = element.content {
          pass.findings.navigationTitle = pass.findings.navigationTitle ?? bar.title
          placeLargeTitle(of: record, bar: bar, element: element, in: inner, pass: &pass)
        }
        // A canvas's own opacity, effects and filters already apply to everything in it
        // (and a shadow on a scroll view is not one on each of its rows).
        if let canvas = record.canvas {
          inner = Surroundings(
            canvas: canvas, origin: element.frame.origin, labelColor: inner.labelColor,
            isInButton: inner.isInButton, masks: inner.masks)
        }
      }
      inner.labelColor = labelColor(inside: element, around: inner.labelColor)
      if kind == .button || kind == .toggleButton { inner.isInButton = true }
      for child in element.children {
        visit(child, in: inner, pass: &pass)
      }
    }

    private func present(
      _ element: RenderElement, over surroundings: Surroundings, pass: inout Pass
    ) {
      guard case .presentation(let presentation) = element.content else { return }
      let presenter = surroundings.canvas
      if presentation.kind.isAnchored, let anchor = presentation.anchor {
        presentInPopover(
          element, presentation: presentation,
          pointingTo: anchor.offsetBy(dx: -surroundings.origin.x, dy: -surroundings.origin.y),
          over: presenter, pass: &pass)
        return
      }
      guard presentation.kind == .fullScreenCover else {
        presentInWindow(element, presentation: presentation, over: presenter, pass: &pass)
        return
      }
      // A cover hides the whole window, in a canvas over it.
      let window = CGRect(origin: .zero, size: root.size)
      let record = show(
        element, kind: .presentation, frame: window,
        in: Surroundings(canvas: root, origin: .zero), pass: &pass)
      guard let canvas = record.canvas else { return }
      gtk_widget_add_css_class(record.widget, "tessera-presentation")
      for child in element.children {
        visit(child, in: Surroundings(canvas: canvas, origin: .zero), pass: &pass)
      }
    }

    /// Shows a sheet or an alert in a modal window of its own, over the window of
    /// `presenter` (the app's, or a sheet's for one presented from a sheet): a sheet as
    /// large as the app's window (as high as its detent), an alert or a popover as a dialog around its content. A
    /// window opened with `openWindow` gets an ordinary window of its own, as large as the
    /// app's.
    private func presentInWindow(
      _ element: RenderElement, presentation: RenderPresentation, over presenter: Canvas,
      pass: inout Pass
    ) {
      let current = currentRecord(RecordKey(id: element.id), kind: .window, pass: &pass) {
        makeWindow(for: element.id, isModal: presentation.kind != .window)
      }
      guard let window = current.presentationWindow, let canvas = current.canvas else { return }
      // Layout placed the presentation over the whole window (a sheet given detents over
      // its lower part); an alert's window is its box. The content is moved by the
      // window's origin.
      var frame = CGRect(origin: .zero, size: root.size)
      if presentation.kind == .alert || presentation.kind.isAnchored {
        // (A popover without the frame of its presenter is a dialog, as an alert is.)
        frame = presentation.contentFrame.insetBy(dx: -20, dy: -16)
      } else if presentation.kind == .sheet {
        frame = element.frame
      }
      window.show(over: presenter.widget, size: frame.size, title: presentation.title)
      pass.findings.windows.append(window)
      // A navigation title in the presentation titles its window, not the app's.
      let presenterTitle = pass.findings.navigationTitle
      pass.findings.navigationTitle = nil
      for child in element.children {
        visit(child, in: Surroundings(canvas: canvas, origin: frame.origin), pass: &pass)
      }
      if presentation.title == nil, let title = pass.findings.navigationTitle, !title.isEmpty {
        window.showTitle(title)
      }
      pass.findings.navigationTitle = presenterTitle
    }

    /// Shows a popover in a `GtkPopover` pointing at the view that presented it (at
    /// `anchor`, in `presenter`'s coordinates), around its content; Esc or a click outside
    /// closes it, as Esc dismisses it in the terminal.
    private func presentInPopover(
      _ element: RenderElement, presentation: RenderPresentation, pointingTo anchor: CGRect,
      over presenter: Canvas, pass: inout Pass
    ) {
      let current = currentRecord(RecordKey(id: element.id), kind: .window, pass: &pass) {
        makeWindow(for: element.id, surface: .popover)
      }
      guard let popover = current.presentationWindow, let canvas = current.canvas else { return }
      // A menu's list looks like GTK's own pop-over menus.
      GtkStyle.setClass("menu", on: popover.window, presentation.kind == .menu)
      let frame = presentation.contentFrame.insetBy(dx: -8, dy: -8)
      popover.show(over: presenter, size: frame.size, pointingTo: anchor)
      pass.findings.windows.append(popover)
      for child in element.children {
        visit(child, in: Surroundings(canvas: canvas, origin: frame.origin), pass: &pass)
      }
    }

    private func makeWindow(
      for id: RenderID, isModal: Bool = true, surface: PresentationWindow.Surface = .window
    ) -> WidgetRecord {
      let window = PresentationWindow(isModal: isModal, surface: surface)
      let record = WidgetRecord(
        id: id, kind: .window, widget: window.canvas.widget, canvas: window.canvas)
      record.presentationWindow = window
      window.onCloseRequest = { [weak self] in
        // As Esc in the terminal: an alert's cancel button runs, a sheet is dismissed.
        _ = self?.onEvent(.dismiss(id))
      }
      window.onReturn = { [weak self] in
        self?.onWindowEvent(.shortcut(.return, modifiers: [])) == .performed
      }
      return record
    }

    /// A navigation stack's large title, on its own row under the bar, as a label that
    /// goes with the bar's record; taken away when the title is inline.
    private func placeLargeTitle(
      of record: WidgetRecord, bar: RenderNavigationBar, element: RenderElement,
      in surroundings: Surroundings, pass: inout Pass
    ) {
      let canvas = surroundings.canvas
      guard let title = bar.largeTitle else {
        if let label = record.part { canvas.remove(label) }
        return
      }
      let label = record.part ?? gtk_label_new(nil)!
      if record.part == nil {
        gtk_widget_add_css_class(label, "tessera-large-title")
        gtk_label_set_xalign(label.cast(), 0)
        gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
        gtk_widget_set_can_target(label, 0)
        record.adopt(part: label)
      }
      if String(cString: gtk_label_get_text(label.cast())) != title {
        gtk_label_set_text(label.cast(), title)
      }
      let origin = bar.largeTitleOrigin
      let frame = CGRect(
        x: origin.x, y: origin.y,
        width: max(element.frame.maxX - origin.x - metrics.defaultSpacing.width, 0),
        height: metrics.controlHeight)
      canvas.place(
        label, at: frame.offsetBy(dx: -surroundings.origin.x, dy: -surroundings.origin.y),
        after: pass.previous[ObjectIdentifier(canvas)])
      pass.previous[ObjectIdentifier(canvas)] = label
    }

    /// The record under `key`, kept when it is of `kind`, else made anew (the old one let
    /// go); counted as seen in this pass.
    private func currentRecord(
      _ key: RecordKey, kind: WidgetRecord.Kind, pass: inout Pass, make: () -> WidgetRecord
    ) -> WidgetRecord {
      var record = records[key]
      if let existing = record, existing.kind != kind {
        existing.dispose()
        record = nil
      }
      let current = record ?? make()
      records[key] = current
      pass.seen.insert(key)
      pass.findings.widgetCount += 1
      return current
    }

    /// Shows `element` in a widget of `kind` at `frame` (window coordinates), putting
    /// the element's state into the widget only when it changed.
    @discardableResult
    private func show(
      _ element: RenderElement, kind: WidgetRecord.Kind, frame: CGRect,
      in surroundings: Surroundings, isRowButton: Bool = false, pass: inout Pass
    ) -> WidgetRecord {
      let canvas = surroundings.canvas
      let current = currentRecord(
        RecordKey(id: element.id, isRowButton: isRowButton), kind: kind, pass: &pass
      ) { make(kind, for: element) }
      if let old = current.parent, old !== canvas { old.remove(current.widget) }
      current.parent = canvas
      let shown = ShownElement(
        content: element.content, style: element.style, decorations: element.decorations,
        accessibility: element.accessibility, size: element.frame.size,
        labelColor: surroundings.labelColor)
      if current.shownElement != shown {
        current.shownElement = shown
        // The signals GTK emits while the element's state goes in are not the user's.
        current.isShowingModel = true
        update(current, element: element, labelColor: surroundings.labelColor)
        current.isShowingModel = false
        pass.findings.updatedWidgets += 1
      }
      let canvasID = ObjectIdentifier(canvas)
      canvas.place(
        current.widget,
        at: frame.offsetBy(dx: -surroundings.origin.x, dy: -surroundings.origin.y),
        after: pass.previous[canvasID], effects: surroundings.effects)
      pass.previous[canvasID] = current.widget
      return current
    }

    /// Which widget shows `element`, or nil for one that only holds, clips or decorates
    /// others.
    private func kind(of element: RenderElement) -> WidgetRecord.Kind? {
      switch element.content {
      case .listSection: return .paint
      case .platform(let platform):
        return platform.object is any NativeWidgetHolder ? .native : nil
      case .text: return element.accessibility.traits.contains(.isHeader) ? .heading : .label
      case .image(let image):
        if case .system = image.source { return .symbol }
        return .picture
      case .color, .shape, .canvas, .divider: return .paint
      case .navigationBar, .bottomBar: return .bar
      case .scrollView: return .scroller
      case .button: return .button
      case .toggle(let toggle):
        switch toggle.appearance {
        case .switch: return .toggle
        case .checkbox: return .checkButton
        case .button: return .toggleButton
        }
      case .colorWell: return .colorButton
      case .textInput(let field):
        if field.isMultiline { return .textView }
        return field.isSearch ? .searchEntry : field.isSecure ? .passwordEntry : .entry
      case .picker(let picker): return picker.isSegmented ? .segmented : .dropDown
      case .datePicker: return .date
      case .progress(let fraction, _): return fraction == nil ? .spinner : .progressBar
      case .adjustable(let adjustable): return adjustable.isSlider ? .slider : .stepper
      case .none: return element.style.isSelectableRow ? .button : nil
      case .presentation: return nil
      }
    }

    /// How far a grouped list section's card stands in from the section's edges.
    static let cardMargin: CGFloat = 8

    /// Where the widget of `element` goes: the element's frame, except for controls whose
    /// native part is only a piece of it (a toggle's switch, a menu's button, a bar).
    private func widgetFrame(of element: RenderElement, kind: WidgetRecord.Kind) -> CGRect {
      let frame = element.frame
      if kind == .checkButton {
        let size = metrics.checkboxSize
        return CGRect(
          x: frame.minX, y: frame.midY - size.height / 2, width: size.width, height: size.height)
      }
      if kind == .toggle || kind == .stepper || kind == .colorButton {
        let size =
          switch kind {
          case .toggle: metrics.toggleIndicatorSize
          case .colorButton: metrics.colorWellSize
          default: metrics.stepperIndicatorSize
          }
        return CGRect(
          x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width,
          height: size.height)
      }
      switch element.content {
      case .listSection(let section):
        return section.rows.insetBy(dx: section.isInset ? Self.cardMargin : 0, dy: 0)
      case .adjustable(let adjustable) where adjustable.isSlider:
        return adjustable.track ?? frame
      case .textInput(let field) where field.isSearch:
        // Over the glass drawn before the field: the entry draws its own.
        let glass = metrics.symbolSize.width + metrics.defaultSpacing.width
        return CGRect(
          x: frame.minX - glass, y: frame.minY, width: frame.width + glass, height: frame.height)
      case .navigationBar(let bar):
        // A page that hid the navigation bar: the bar takes no room.
        let height = bar.isHidden ? 0 : metrics.controlHeight
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
      case .bottomBar:
        let height = metrics.controlHeight
        return CGRect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
      case .progress(.some, let belowBar):
        let height = metrics.controlHeight
        return CGRect(
          x: frame.minX, y: frame.maxY - belowBar - height, width: frame.width, height: height)
      case .progress(.none, _):
        let size = metrics.symbolSize
        return CGRect(
          x: frame.midX - size.width / 2, y: frame.minY, width: size.width, height: size.height)
      case .picker(let picker) where !picker.isSegmented:
        return trailing(of: frame, after: picker.labelWidth)
      case .datePicker(let picker):
        return trailing(of: frame, after: picker.labelWidth)
      default:
        return frame
      }
    }

    /// The part of `frame` after a label `labelWidth` wide and the spacing beside it.
    private func trailing(of frame: CGRect, after labelWidth: CGFloat) -> CGRect {
      let width = max(frame.width - labelWidth - metrics.defaultSpacing.width, 0)
      return CGRect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height)
    }
  }
#endif

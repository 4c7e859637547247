#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// Keeps a canvas of native widgets in step with the laid-out element tree: one widget
  /// per element that shows something (texts, pictures, fills, controls, bars), created
  /// when the element appears, updated when it changes, placed at the element's frame,
  /// stacked in drawing order (backgrounds, content, overlays; presentations last), and
  /// removed when the element goes. Events on the widgets act on the nodes.
  @MainActor
  final class WidgetRenderer {
    /// The window's canvas.
    let root: Canvas
    /// The colours in use.
    var palette = GtkPalette.light
    /// Sizes of controls, shared with layout.
    let metrics: GtkMetrics
    /// The engine that laid the tree out (to find the lines of texts).
    let engine: LayoutEngine
    /// Called after an event changed the tree (a click, a toggle, typing, scrolling), for
    /// the host to lay out and render.
    var didAct: () -> Void = {}
    /// The records by node (and, for a list row drawn by a widget of its own, the row's
    /// button beside it).
    private(set) var records: [RecordKey: WidgetRecord] = [:]

    /// Which record of a node: the widget showing it, or the button that makes a row of
    /// a list with a selection clickable when the row is drawn by a widget of another
    /// kind (a label, a picture, a switch).
    struct RecordKey: Hashable {
      /// The node.
      var node: ObjectIdentifier
      /// Whether it is the row's button.
      var isRowButton = false

      init(_ node: ViewNode, isRowButton: Bool = false) {
        self.node = ObjectIdentifier(node)
        self.isRowButton = isRowButton
      }
    }

    /// What one render found, for the host.
    struct Findings {
      /// The colour scheme a shown view asked for, if any.
      var preferredColorScheme: ColorScheme?
      /// The title of the outermost navigation stack's page shown, if any.
      var navigationTitle: String?
      /// How many widgets are shown.
      var widgetCount = 0
      /// The modal windows of the sheets and alerts shown, in the order they came.
      var windows: [PresentationWindow] = []
    }

    private struct Pass {
      var seen: Set<RecordKey> = []
      var previous: [ObjectIdentifier: Widget] = [:]
      /// The presentations found, each with the canvas of the view that presents it.
      var presentations: [(node: ViewNode, presenter: Canvas)] = []
      var findings = Findings()
    }

    init(root: Canvas, metrics: GtkMetrics, engine: LayoutEngine) {
      self.root = root
      self.metrics = metrics
      self.engine = engine
    }

    /// Brings the widgets in line with the tree under `node`.
    @discardableResult
    func render(_ node: ViewNode) -> Findings {
      var pass = Pass()
      visit(node, in: Surroundings(canvas: root, origin: .zero), pass: &pass)
      // Presentations go over everything, each in a canvas of its own; those shown from
      // inside one come after it.
      var index = 0
      while index < pass.presentations.count {
        let found = pass.presentations[index]
        present(found.node, over: found.presenter, pass: &pass)
        index += 1
      }
      for (id, record) in records where !pass.seen.contains(id) {
        record.dispose()
        records[id] = nil
      }
      return pass.findings
    }

    /// Makes the next render put every element's state into its widget again (after the
    /// palette changed).
    func forgetShownState() {
      for record in records.values { record.shown = nil }
    }

    /// The record showing `node`, if any: how tests and tools read widgets back.
    func record(for node: ViewNode) -> WidgetRecord? {
      records[RecordKey(node)].flatMap { $0.node === node ? $0 : nil }
    }

    /// What a node's widget takes from the nodes above it.
    private struct Surroundings {
      /// The canvas its widget goes into.
      var canvas: Canvas
      /// Where that canvas is, in layout coordinates.
      var origin: CGPoint
      /// The product of the opacities above, up to the canvas.
      var opacity: Double = 1
      /// The rotations and scales above, up to the canvas, outermost first.
      var effects: [DrawEffect] = []
      /// The innermost shadow above, up to the canvas.
      var shadow: ShadowModifier?
      /// The colour filters above, up to the canvas, innermost first (as CSS applies
      /// them).
      var filters: [String] = []
    }

    private func visit(_ node: ViewNode, in surroundings: Surroundings, pass: inout Pass) {
      if node.view(as: (any PresentationElement).self) != nil {
        pass.presentations.append((node, surroundings.canvas))
        return
      }
      guard !node.concealsContent else { return }
      if pass.findings.preferredColorScheme == nil {
        pass.findings.preferredColorScheme = node.environment.preferredColorScheme
      }
      var inner = surroundings
      inner.opacity *= opacityFactor(of: node)
      if let modifier = node.primitiveModifier {
        if let effect = DrawEffect(
          modifier, frame: node.frame.offsetBy(dx: -inner.origin.x, dy: -inner.origin.y))
        {
          inner.effects.append(effect)
        }
        if let shadow = modifier as? ShadowModifier { inner.shadow = shadow }
        if let filter = cssFilter(of: modifier) { inner.filters.insert(filter, at: 0) }
      }
      let kind = kind(of: node)
      if kind != .button, node.selectableRow != nil {
        // A row drawn by a widget of another kind (a text, a picture, a toggle): a button
        // under it takes the clicks and shows the selection.
        let row = show(
          node, kind: .button, frame: node.frame, in: inner.canvas, origin: inner.origin,
          effects: inner.effects, isRowButton: true, pass: &pass)
        applyEffects(row, node: node, opacity: inner.opacity, shadow: nil, filters: inner.filters)
      }
      if let kind {
        let record = show(
          node, kind: kind, frame: widgetFrame(of: node, kind: kind), in: inner.canvas,
          origin: inner.origin, effects: inner.effects, pass: &pass)
        applyEffects(
          record, node: node, opacity: inner.opacity, shadow: inner.shadow,
          filters: inner.filters)
        if kind == .bar, pass.findings.navigationTitle == nil,
          node.view(as: (any NavigationContainer).self) != nil
        {
          pass.findings.navigationTitle = navigationTitle(of: node)
        }
        if kind == .bar {
          placeLargeTitle(
            of: record, node: node, in: inner.canvas, origin: inner.origin, pass: &pass)
        }
        // A canvas's own opacity, effects and filters already apply to everything in it
        // (and a shadow on a scroll view is not one on each of its rows).
        if let canvas = record.canvas {
          inner = Surroundings(canvas: canvas, origin: node.frame.origin)
        }
      }
      for child in children(of: node) {
        visit(child, in: inner, pass: &pass)
      }
    }

    private func present(_ node: ViewNode, over presenter: Canvas, pass: inout Pass) {
      guard let presentation = node.view(as: (any PresentationElement).self) else { return }
      guard presentation.presentationKind == .fullScreenCover else {
        presentInWindow(node, presentation: presentation, over: presenter, pass: &pass)
        return
      }
      // A cover hides the whole window, in a canvas over it.
      let window = CGRect(origin: .zero, size: root.size)
      let record = show(
        node, kind: .presentation, frame: window, in: root, origin: .zero, pass: &pass)
      guard let canvas = record.canvas else { return }
      gtk_widget_add_css_class(record.widget, "tessera-presentation")
      for child in node.children {
        visit(child, in: Surroundings(canvas: canvas, origin: .zero), pass: &pass)
      }
    }

    /// Shows a sheet or an alert in a modal window of its own, over the window of
    /// `presenter` (the app's, or a sheet's for one presented from a sheet): a sheet as
    /// large as the app's window, an alert as a dialog around its content. A window opened
    /// with `openWindow` gets an ordinary window of its own, as large as the app's.
    private func presentInWindow(
      _ node: ViewNode, presentation: any PresentationElement, over presenter: Canvas,
      pass: inout Pass
    ) {
      let current = currentRecord(
        RecordKey(node), node: node, kind: .window, pass: &pass
      ) { makeWindow(for: node, isModal: presentation.presentationKind != .window) }
      guard let window = current.presentationWindow, let canvas = current.canvas else { return }
      // Layout placed the presentation over the whole window; an alert's window is its
      // box, so its content is moved by the box's origin.
      var frame = CGRect(origin: .zero, size: root.size)
      if presentation.presentationKind == .alert, let content = node.children.first {
        frame = content.frame.insetBy(dx: -20, dy: -16)
      }
      window.show(over: presenter.widget, size: frame.size, title: presentation.windowTitle)
      pass.findings.windows.append(window)
      for child in node.children {
        visit(child, in: Surroundings(canvas: canvas, origin: frame.origin), pass: &pass)
      }
    }

    private func makeWindow(for node: ViewNode, isModal: Bool) -> WidgetRecord {
      let window = PresentationWindow(isModal: isModal)
      let record = WidgetRecord(
        node: node, kind: .window, widget: window.canvas.widget, canvas: window.canvas)
      record.presentationWindow = window
      window.onCloseRequest = { [weak self, weak record] in
        // As Esc in the terminal: an alert's cancel button runs, a sheet is dismissed.
        record?.node?.cancelPresentation()
        self?.didAct()
      }
      return record
    }

    /// A navigation stack's large title, on its own row under the bar, as a label that
    /// goes with the bar's record; taken away when the title is inline.
    private func placeLargeTitle(
      of record: WidgetRecord, node: ViewNode, in canvas: Canvas, origin: CGPoint,
      pass: inout Pass
    ) {
      let placement = node.locals[NavigationBarPlacement.self]
      guard let title = placement?.largeTitle, let placement else {
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
      gtk_label_set_text(label.cast(), title)
      let frame = CGRect(
        x: placement.largeTitleOrigin.x, y: placement.largeTitleOrigin.y,
        width: max(
          node.frame.maxX - placement.largeTitleOrigin.x - metrics.defaultSpacing.width, 0),
        height: metrics.controlHeight)
      canvas.place(
        label, at: frame.offsetBy(dx: -origin.x, dy: -origin.y),
        after: pass.previous[ObjectIdentifier(canvas)])
      pass.previous[ObjectIdentifier(canvas)] = label
    }

    /// The record under `key`, kept when it still shows `node` as a `kind`, else made
    /// anew (the old one let go); counted as seen in this pass.
    private func currentRecord(
      _ key: RecordKey, node: ViewNode, kind: WidgetRecord.Kind, pass: inout Pass,
      make: () -> WidgetRecord
    ) -> WidgetRecord {
      var record = records[key]
      if let existing = record, existing.node !== node || existing.kind != kind {
        existing.dispose()
        record = nil
      }
      let current = record ?? make()
      records[key] = current
      pass.seen.insert(key)
      pass.findings.widgetCount += 1
      return current
    }

    @discardableResult
    private func show(
      _ node: ViewNode, kind: WidgetRecord.Kind, frame: CGRect, in canvas: Canvas,
      origin: CGPoint, effects: [DrawEffect] = [], isRowButton: Bool = false, pass: inout Pass
    ) -> WidgetRecord {
      let current = currentRecord(
        RecordKey(node, isRowButton: isRowButton), node: node, kind: kind, pass: &pass
      ) { make(kind, for: node) }
      if let old = current.parent, old !== canvas { old.remove(current.widget) }
      current.parent = canvas
      update(current, node: node)
      let canvasID = ObjectIdentifier(canvas)
      canvas.place(
        current.widget, at: frame.offsetBy(dx: -origin.x, dy: -origin.y),
        after: pass.previous[canvasID], effects: effects)
      pass.previous[canvasID] = current.widget
      return current
    }

    /// The children in drawing order: backgrounds first; a picker's options are drawn by
    /// its own widget, so only its label.
    private func children(of node: ViewNode) -> [ViewNode] {
      if node.view(as: (any SelectionControl).self) != nil {
        // A segmented picker shows no label (layout does not place it).
        guard node.environment.pickerStyle != .segmented else { return [] }
        return node.children.filter { $0.key.slot == .part("label") }
      }
      let children = node.children.filter { !$0.isHiddenBarPart }
      return children.filter { $0.key.slot == .part("background") }
        + children.filter { $0.key.slot != .part("background") }
    }

    /// Which widget shows `node`, or nil for structure and invisible modifiers.
    private func kind(of node: ViewNode) -> WidgetRecord.Kind? {
      if node.nativeWidget != nil { return .native }
      if node.view(as: Text.self) != nil { return .label }
      if let image = node.view(as: Image.self) {
        if case .system = image.source { return .symbol }
        return .picture
      }
      if node.view(as: Color.self) != nil || node.view(as: (any ShapePainting).self) != nil
        || node.view(as: Divider.self) != nil || node.view(as: TesseraCore.Canvas.self) != nil
      {
        return .paint
      }
      if node.view(as: (any NavigationContainer).self) != nil
        || node.view(as: (any TabContainer).self) != nil
      {
        return .bar
      }
      if node.locals.contains(ScrollState.self) {
        return .scroller
      }
      if node.actionControl != nil || node.selectableRow != nil {
        return .button
      }
      if node.toggleControl != nil { return .toggle }
      if let field = node.view(as: (any TextInputControl).self) {
        return field.isMultiline ? .textView : .entry
      }
      if node.view(as: (any SelectionControl).self) != nil {
        return node.environment.pickerStyle == .segmented ? .segmented : .dropDown
      }
      if node.view(as: (any DateControl).self) != nil { return .date }
      if let progress = node.progressIndicator {
        return progress.fraction == nil ? .spinner : .progressBar
      }
      if let adjustable = node.view(as: (any AdjustableControl).self) {
        return adjustable.adjustment.style == .stepper ? .stepper : .slider
      }
      return nil
    }

    /// Where the widget of `node` goes: the node's frame, except for controls whose
    /// native part is only a piece of it (a toggle's switch, a menu's button, a bar).
    private func widgetFrame(of node: ViewNode, kind: WidgetRecord.Kind) -> CGRect {
      let frame = node.frame
      switch kind {
      case .toggle, .stepper:
        let size = kind == .toggle ? metrics.toggleIndicatorSize : metrics.stepperIndicatorSize
        return CGRect(
          x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width,
          height: size.height)
      case .slider:
        return node.locals[SliderTrack.self]?.frame ?? frame
      case .bar:
        let top = node.view(as: (any NavigationContainer).self) != nil
        // A page that hid the navigation bar: the bar takes no room.
        let hidden = top && node.locals[NavigationBarPlacement.self]?.isBarHidden == true
        let height = hidden ? 0 : metrics.controlHeight
        return CGRect(
          x: frame.minX, y: top ? frame.minY : frame.maxY - height, width: frame.width,
          height: height)
      case .progressBar:
        let height = metrics.controlHeight
        return CGRect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
      case .spinner:
        let size = metrics.symbolSize
        return CGRect(
          x: frame.midX - size.width / 2, y: frame.minY, width: size.width, height: size.height)
      case .dropDown, .date:
        let label = node.children.first { $0.key.slot == .part("label") }?.frame.width ?? 0
        let width = max(frame.width - label - metrics.defaultSpacing.width, 0)
        return CGRect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height)
      default:
        return frame
      }
    }
  }
#endif

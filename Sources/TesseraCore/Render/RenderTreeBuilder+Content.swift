import Foundation

extension RenderTreeBuilder {
  /// What `node` shows, as values.
  func content(of node: ViewNode) -> RenderContent {
    if let color = node.view(as: Color.self) { return .color(color) }
    let frame = node.frame
    if let canvas = node.view(as: (any CanvasDrawing).self) {
      return .canvas(
        canvas.commands(
          in: frame.size, environment: node.environment, metrics: engine.metrics,
          symbols: resolvedSymbols(of: node)))
    }
    if var painting = node.view(as: (any ShapePainting).self) {
      // A `ContainerRelativeShape` takes the shape of the container it is in.
      if let container = node.environment.containerShape,
        let resolved = (painting as? any ContainerRelativePainting)?.painting(in: container)
      {
        painting = resolved
      }
      var paint = painting.paint
      if painting.paintsBackgroundStyle, let background = node.environment.backgroundStyle {
        (paint.color, paint.gradient) = ShapePaint.colors(of: background)
      }
      if painting.paintsTint, let tint = node.environment.tint { paint.color = tint }
      let path =
        paint.outline == .path
        ? painting.outlinePath(in: CGRect(origin: .zero, size: frame.size))
          .offsetBy(dx: frame.minX, dy: frame.minY) : nil
      return .shape(
        RenderShape(
          paint: paint, path: path, outline: path == nil ? nil : painting.animatableOutline))
    }
    if node.view(as: (any NavigationContainer).self) != nil {
      return .navigationBar(navigationBar(of: node))
    }
    if node.showsTabBar {
      return .bottomBar(background: node.environment.toolbarBackgrounds[.tabBar])
    }
    if node.view(as: BottomToolbar.self) != nil {
      return frame.height > 0
        ? .bottomBar(background: node.environment.toolbarBackgrounds[.bottomBar]) : .none
    }
    if let text = node.view(as: Text.self) {
      let cased = text.shown(in: node.environment)
      let context = LayoutContext(node: node, engine: engine, containerAxis: nil)
      return .text(
        RenderText(
          lines: cased.lines(in: frame.size, context: context), runs: cased.runs,
          opensLinks: node.actionControl != nil, showsTime: text.clock != nil))
    }
    if var image = node.view(as: Image.self) {
      if case .system(let name) = image.source {
        image.source = .system(node.environment.symbolVariants.symbolName(name))
      }
      return .image(image)
    }
    if node.view(as: Divider.self) != nil { return .divider }
    if let platform = node.view(as: (any PlatformRepresentable).self)?.platformView(of: node) {
      return .platform(RenderPlatformView(platform))
    }
    if node.view(as: (any SectionLayout).self) != nil, node.environment.isGroupedList {
      return listSection(of: node) ?? .none
    }
    if let state = node.locals[ScrollState.self] {
      return .scrollView(
        RenderScrollView(
          offset: state.offset, contentSize: state.contentSize, viewportSize: state.viewportSize,
          isEnabled: node.environment.isScrollEnabled))
    }
    return controlContent(of: node)
  }

  /// The rows of a section of a grouped list or form, with the room the list leaves
  /// around each; nil when it has none.
  private func listSection(of node: ViewNode) -> RenderContent? {
    let rows = LayoutContext(node: node, engine: engine, containerAxis: nil)
      .subviews(axis: .vertical)
    guard let first = rows.first, let last = rows.last else { return nil }
    let metrics = engine.metrics
    /// The top of a row's room, and its bottom.
    func top(_ row: LayoutSubview) -> CGFloat {
      row.node.frame.minY - ListRowsLayout.insets(of: row, metrics: metrics).top
    }
    let bottom = last.node.frame.maxY + ListRowsLayout.insets(of: last, metrics: metrics).bottom
    let separators = zip(rows, rows.dropFirst()).compactMap { upper, lower in
      upper.node.environment.listSeparators.rowVisibility == .hidden ? nil : top(lower)
    }
    let frame = node.frame
    return .listSection(
      RenderListSection(
        rows: CGRect(x: frame.minX, y: top(first), width: frame.width, height: bottom - top(first)),
        separators: separators, rowInset: first.node.frame.minX - frame.minX,
        isInset: node.environment.listStyleName != GroupedListStyle().name))
  }

  private func controlContent(of node: ViewNode) -> RenderContent {
    let environment = node.environment
    if let tab = node.view(as: TabBarItem.self) {
      return .button(
        RenderButton(
          appearance: node.actionControl?.appearance(of: node) ?? .plain,
          role: node.actionControl?.buttonRole, isSelectedTab: tab.isSelected))
    }
    if let well = node.view(as: ColorWellControl.self) {
      return .colorWell(
        RenderColorWell(
          color: well.color.resolved(isDark: environment.colorScheme == .dark),
          supportsOpacity: well.supportsOpacity))
    }
    if let control = node.actionControl {
      return .button(
        RenderButton(
          appearance: control.appearance(of: node), role: control.buttonRole,
          isFullyRounded: environment.buttonBorderShape.isFullyRounded,
          destination: environment.linkDestination,
          takesFocusOnClick: control is FocusableModifier))
    }
    if let toggle = node.toggleControl {
      return .toggle(
        RenderToggle(
          isOn: toggle.isOnBinding.wrappedValue, appearance: environment.toggleAppearance))
    }
    if let field = node.view(as: (any TextInputControl).self) {
      return .textInput(
        RenderTextInput(
          text: field.editedText(in: node).wrappedValue,
          isSecure: !field.isMultiline && field.hidesText,
          placeholder: node.view(as: (any InspectableElement).self)?.inspectionTitle ?? "",
          isMultiline: field.isMultiline, isField: field.isField,
          isSearch: environment.isSearchField && !field.isMultiline))
    }
    if let picker = node.pickerControl {
      let options = node.selectionOptions()
      return .picker(
        RenderPicker(
          options: options.map(\.node.readableLabel),
          selectedIndex: options.firstIndex { $0.tag == picker.selectedTag },
          isSegmented: environment.pickerStyle == .segmented, labelWidth: labelWidth(of: node)))
    }
    if let picker = node.view(as: (any DateControl).self) {
      return .datePicker(
        RenderDatePicker(
          date: picker.date, showsDate: picker.showsDate, showsTime: picker.showsTime,
          lowerBound: picker.lowerBound, upperBound: picker.upperBound,
          labelWidth: labelWidth(of: node)))
    }
    if let progress = node.progressIndicator {
      let value = node.children.first { $0.key.slot == .part("currentValueLabel") }
      return .progress(fraction: progress.fraction, belowBar: value?.frame.height ?? 0)
    }
    if let adjustable = node.view(as: (any AdjustableControl).self) {
      let adjustment = adjustable.adjustment
      return .adjustable(
        RenderAdjustable(
          isSlider: adjustment.style == .slider, fraction: adjustment.fraction,
          canIncrement: adjustment.canIncrement, canDecrement: adjustment.canDecrement,
          track: node.locals[SliderTrack.self]?.frame, value: adjustment.value,
          bounds: adjustment.bounds, step: adjustment.step))
    }
    return .none
  }

  /// How wide a control's label part is (0 without one).
  private func labelWidth(of node: ViewNode) -> CGFloat {
    let label = node.children.first { $0.key.slot == .part("label") }?.frame.width ?? 0
    return label.isFinite ? label : 0
  }

  private func navigationBar(of node: ViewNode) -> RenderNavigationBar {
    let placement = node.locals[NavigationBarPlacement.self]
    // The title of the page on top, when the stack has been placed.
    let title =
      placement == nil
      ? nil
      : node.children.last(where: { !$0.key.isPart }).flatMap { NavigationBar.title(in: $0)?.title }
    return RenderNavigationBar(
      isHidden: placement?.isBarHidden == true,
      background: node.environment.toolbarBackgrounds[.navigationBar], title: title,
      titleSpan: placement?.titleSpan ?? 0...0, largeTitle: placement?.largeTitle,
      largeTitleOrigin: placement?.largeTitleOrigin ?? .zero,
      // A principal toolbar item stands where the inline title would.
      showsInlineTitle: placement?.largeTitle == nil && placement?.hasPrincipal != true)
  }

  /// What is drawn over `node` after its children, or changes how it is drawn.
  func decorations(of node: ViewNode) -> RenderDecorations {
    var decorations = RenderDecorations()
    if let modifier = node.primitiveModifier {
      switch modifier {
      case let border as any BorderPainting: decorations.border = border.borderColor ?? .primary
      case let opacity as OpacityModifier: decorations.opacity = opacity.opacity
      case let colors as ColorAdjustmentModifier:
        decorations.colorFilter = colors.filter.drawn
      case let compositing as CompositingModifier:
        if case .blend(let mode) = compositing.effect, mode != .normal {
          decorations.blendMode = mode
        }
      case let shadow as ShadowModifier:
        decorations.shadow = RenderShadow(
          color: shadow.color, radius: shadow.radius, offset: shadow.offset)
      default: decorations.effect = effect(of: modifier, frame: node.frame)
      }
    }
    if showsPictureOrFill(node) {
      // Cut to the outline of the nearest `clipShape` around it, or around the view it is
      // the background or overlay of (`.background(.red).clipShape(Circle())`).
      decorations.clipOutline = clipOutline(around: node)
    }
    if let row = node.selectableRow, row.list.isSelected(row.tag) {
      let list = row.listNode.frame
      decorations.selection = RenderSelection(
        band: CGRect(
          x: list.minX, y: node.frame.minY, width: list.width, height: node.frame.height),
        tint: node.environment.tint)
    }
    if let state = node.locals[ScrollState.self],
      node.view(as: (any ScrollingContainer).self)?.showsScrollIndicator != false,
      !node.environment.verticalScrollIndicatorVisibility.hides,
      state.contentSize.height > state.viewportSize.height + 0.5, state.viewportSize.height > 0
    {
      decorations.scrollIndicator = RenderScrollIndicator(
        offset: state.offset.y, contentHeight: state.contentSize.height,
        viewportHeight: state.viewportSize.height)
    }
    return decorations
  }

  /// The values of `node`'s environment it is drawn with.
  func style(of node: ViewNode) -> RenderStyle {
    let environment = node.environment
    var style = RenderStyle()
    style.foregroundColor = environment.foregroundColor
    style.tint = environment.tint
    if let switchTint = environment.switchTint, node.view(as: (any ToggleControl).self) != nil {
      style.tint = switchTint
    }
    if let progressTint = environment.progressViewTint,
      node.view(as: (any ProgressIndicator).self) != nil
    {
      style.tint = progressTint
    }
    style.isEnabled = environment.isEnabled
    style.allowsHitTesting = environment.allowsHitTesting
    style.font = environment.font
    style.dynamicTypeSize = environment.dynamicTypeSize
    style.multilineTextAlignment = environment.multilineTextAlignment
    style.preferredColorScheme = environment.preferredColorScheme
    style.truncationMode = environment.truncationMode
    style.tracking = environment.tracking
    style.baselineOffset = environment.baselineOffset
    style.isSelectableRow = node.selectableRow != nil
    style.pointer = environment.pointerStyle
    return style
  }

  /// What assistive technologies are told about `node`, which shows `content`; `isUnread`
  /// when a view around it is hidden from them or is a control that reads it as its label.
  func accessibility(of node: ViewNode, content: RenderContent, isUnread: Bool)
    -> RenderAccessibility
  {
    guard !isUnread else { return RenderAccessibility(isHidden: true) }
    let named: Bool
    switch content {
    case .image(let image):
      // A decorative image (`Image(decorative:)`) is not read unless a label is given.
      guard image.spokenName != nil || node.accessibility(.label) != nil else {
        return RenderAccessibility(isHidden: true)
      }
      named = true
    case .button, .toggle, .textInput, .picker, .datePicker, .progress, .adjustable:
      named = true
    default:
      // A row of a list with a selection is a control as well (a click selects it).
      named = node.isControl || node.selectableRow != nil
    }
    let label = named ? node.readableLabel : node.accessibility(.label)
    let (traits, level) = node.accessibilityTraits
    return RenderAccessibility(
      label: label?.isEmpty == false ? label : nil, hint: node.accessibility(.hint),
      value: node.accessibility(.value), traits: traits, headingLevel: Int(level.rawValue))
  }

  /// The outline of the nearest `clipShape` around `node`: through the modifiers applied
  /// to it, and on through those of a view it is the background or overlay of.
  private func clipOutline(around node: ViewNode) -> ShapePaint.Outline? {
    var child = node
    while let parent = child.parent {
      switch child.key.slot {
      case .part("background"), .part("overlay"): break
      case .part: return nil
      default: guard parent.primitiveModifier != nil else { return nil }
      }
      if let clip = parent.primitiveModifier as? any ClipOutline { return clip.clipOutline }
      child = parent
    }
    return nil
  }

  /// Whether `node` shows a picture or a fill (which a `clipShape` around it cuts).
  private func showsPictureOrFill(_ node: ViewNode) -> Bool {
    node.view(as: Image.self) != nil || node.view(as: Color.self) != nil
      || node.view(as: (any ShapePainting).self) != nil
      || node.view(as: (any CanvasDrawing).self) != nil
  }

  /// The rotation or scale `modifier` draws a view laid out at `frame` with, if any.
  private func effect(of modifier: any PrimitiveModifier, frame: CGRect) -> RenderEffect? {
    func point(_ unit: UnitPoint) -> CGPoint {
      CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }
    switch modifier {
    case let rotation as RotationEffectModifier:
      guard rotation.angle.degrees != 0 else { return nil }
      return .rotation(degrees: rotation.angle.degrees, anchor: point(rotation.anchor))
    case let scale as ScaleEffectModifier:
      guard scale.scale != CGSize(width: 1, height: 1) else { return nil }
      return .scale(scale.scale, anchor: point(scale.anchor))
    case let rotation as Rotation3DEffectModifier:
      guard rotation.angle.degrees != 0 else { return nil }
      return .rotation3D(
        degrees: rotation.angle.degrees,
        axis: [rotation.axisX, rotation.axisY, rotation.axisZ], anchor: point(rotation.anchor),
        perspective: rotation.perspective)
    default:
      return nil
    }
  }
}

/// A view a backend draws with a widget of its own (a representable): the element carries
/// the widget, and only the backend that made it knows its type.
@MainActor
package protocol PlatformRepresentable {
  /// The widget showing this view in `node`, if one was made.
  func platformView(of node: ViewNode) -> AnyObject?
}

/// A clipping modifier whose outline a backend can draw.
@MainActor
package protocol ClipOutline {
  /// The outline the content is clipped to.
  var clipOutline: ShapePaint.Outline { get }
}

extension ClipShapeModifier: ClipOutline {
  package var clipOutline: ShapePaint.Outline { ShapePaint.outline(of: shape) }
}

/// A container that clips its content to its frame (a scroll view, a list).
@MainActor
package protocol ScrollingContainer {
  /// Whether a scroll indicator is drawn when the content is longer than the view.
  var showsScrollIndicator: Bool { get }
  /// The directions the content scrolls in.
  var scrollAxes: Axis.Set { get }
}

extension ScrollView: ScrollingContainer {
  package var showsScrollIndicator: Bool { showsIndicators && axes.contains(.vertical) }
  package var scrollAxes: Axis.Set { axes }
}

extension List: ScrollingContainer {
  package var showsScrollIndicator: Bool { true }
  package var scrollAxes: Axis.Set { .vertical }
}

/// A border drawn around a view.
@MainActor
package protocol BorderPainting {
  /// The border's colour, or nil for the foreground colour.
  var borderColor: Color? { get }
}

extension BorderModifier: BorderPainting {
  package var borderColor: Color? { style as? Color }
}

import Foundation

/// Places a control's label part at the start of its bounds, centred vertically.
@MainActor
enum ControlLayout {
  static func labelSize(_ context: LayoutContext, _ proposal: ProposedViewSize) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews(part: "label"))
  }

  /// The size of the label with `padding` around it (a bordered button's).
  static func labelSize(
    _ context: LayoutContext, _ proposal: ProposedViewSize, padding: EdgeInsets
  ) -> CGSize {
    let inner = ProposedViewSize(
      width: proposal.width.map { max($0 - padding.leading - padding.trailing, 0) },
      height: proposal.height.map { max($0 - padding.top - padding.bottom, 0) })
    let label = labelSize(context, inner)
    return CGSize(
      width: label.width + padding.leading + padding.trailing,
      height: label.height + padding.top + padding.bottom)
  }

  /// Places the label in `bounds` less `padding`.
  static func placeLabel(_ context: LayoutContext, in bounds: CGRect, padding: EdgeInsets) {
    let inner = CGRect(
      x: bounds.minX + padding.leading, y: bounds.minY + padding.top,
      width: max(bounds.width - padding.leading - padding.trailing, 0),
      height: max(bounds.height - padding.top - padding.bottom, 0))
    ImplicitStack.place(in: inner, subviews: context.subviews(part: "label"))
  }

  /// The width of a control that takes the whole width offered, as SwiftUI's rows,
  /// fields, bars and sliders do (an infinite offer too: a grid or stack asking how far
  /// it can grow), but no less than `minimum`; `ideal` when nothing is offered.
  static func greedyWidth(_ offered: CGFloat?, ideal: CGFloat, minimum: CGFloat = 0) -> CGFloat {
    guard let offered else { return ideal }
    return max(offered, minimum)
  }

  /// A control with its label at the leading edge and an indicator of `indicator`'s size
  /// at the trailing edge: the whole width offered, at least the two side by side. Under
  /// `labelsHidden()`, the indicator alone, as SwiftUI's bare switch or stepper is.
  static func sizeWithTrailingIndicator(
    _ indicator: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGSize {
    guard context.environment.labelsVisibility != .hidden else { return indicator }
    let gap = context.metrics.defaultSpacing.width
    let labelWidth = proposal.width.map { max($0 - indicator.width - gap, 0) }
    let label = labelSize(context, ProposedViewSize(width: labelWidth, height: proposal.height))
    let ideal = label.width + gap + indicator.width
    let width = ControlLayout.greedyWidth(proposal.width, ideal: ideal, minimum: ideal)
    return CGSize(width: width, height: max(label.height, indicator.height))
  }

  static func placeLabel(_ context: LayoutContext, in bounds: CGRect, width: CGFloat) {
    let labels = context.subviews(part: "label")
    let size = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: width, height: bounds.height), subviews: labels)
    ImplicitStack.place(
      in: CGRect(
        x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2,
        width: size.width, height: size.height),
      subviews: labels)
  }
}

extension Button: NodeLayout {
  /// As big as its label, with room around it when the style draws a fill.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ControlLayout.labelSize(context, proposal, padding: padding(context))
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    ControlLayout.placeLabel(context, in: bounds, padding: padding(context))
  }

  private func padding(_ context: LayoutContext) -> EdgeInsets {
    let environment = context.node.environment
    return appearance(in: environment).hasFill
      ? context.metrics.borderedButtonPadding(for: environment.controlSize) : EdgeInsets()
  }
}

extension Toggle: NodeLayout {
  /// A switch: the label at the leading edge and the switch at the trailing edge, taking
  /// the whole width offered (as SwiftUI's default toggle does). A check box before its
  /// label, or a button around it, as big as they are. A style of the app's is as big as
  /// the view it makes.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let environment = context.node.environment
    guard acts(in: environment) else {
      return ControlLayout.labelSize(context, proposal)
    }
    switch environment.toggleAppearance {
    case .switch:
      return ControlLayout.sizeWithTrailingIndicator(
        context.metrics.toggleIndicatorSize, proposal: proposal, context: context)
    case .checkbox:
      let box = context.metrics.checkboxSize
      guard context.environment.labelsVisibility != .hidden else { return box }
      let gap = context.metrics.defaultSpacing.width
      let label = ControlLayout.labelSize(
        context,
        ProposedViewSize(
          width: proposal.width.map { max($0 - box.width - gap, 0) }, height: proposal.height))
      return CGSize(width: box.width + gap + label.width, height: max(box.height, label.height))
    case .button:
      return ControlLayout.labelSize(
        context, proposal,
        padding: context.metrics.borderedButtonPadding(for: environment.controlSize))
    }
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let environment = context.node.environment
    guard acts(in: environment) else {
      ImplicitStack.place(in: bounds, subviews: context.subviews(part: "label"))
      return
    }
    let gap = context.metrics.defaultSpacing.width
    switch environment.toggleAppearance {
    case .switch:
      let indicator = context.metrics.toggleIndicatorSize
      ControlLayout.placeLabel(context, in: bounds, width: bounds.width - indicator.width - gap)
    case .checkbox:
      let leading = context.metrics.checkboxSize.width + gap
      ControlLayout.placeLabel(
        context,
        in: CGRect(
          x: bounds.minX + leading, y: bounds.minY, width: max(bounds.width - leading, 0),
          height: bounds.height),
        width: max(bounds.width - leading, 0))
    case .button:
      ControlLayout.placeLabel(
        context, in: bounds,
        padding: context.metrics.borderedButtonPadding(for: environment.controlSize))
    }
  }
}

extension TextFieldCore: NodeLayout {
  /// One line, as wide as offered (the placeholder's width when unspecified): as greedy
  /// as SwiftUI's, so that an infinite offer (a grid measuring how far a column can
  /// grow) is taken whole.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let text = editedText(in: context.node).wrappedValue
    let shown = text.isEmpty ? title : text
    let natural = context.metrics.measure(
      shown, font: context.environment.font, width: nil,
      lineLimit: 1
    ).size
    let width = ControlLayout.greedyWidth(proposal.width, ideal: natural.width)
    let height = max(natural.height, context.metrics.controlHeight)
    guard isMultiline else { return CGSize(width: width, height: height) }
    // A vertical field: a line more for each line its text (or placeholder) wraps to,
    // within `lineLimit`.
    let lines = context.metrics.editorLines(
      of: shown, font: context.environment.font, width: width)
    let count = context.environment.lineLimits.clamp(lines.count)
    return CGSize(width: width, height: height + CGFloat(count - 1) * lines.height)
  }
}

extension ProgressView: NodeLayout {
  /// A spinner of one symbol, or a bar as wide as offered with its label above and its
  /// current value under it; a style of the app's (or a timer's timeline) is as big as the
  /// view it makes.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    guard drawsItself(context.node) else {
      return ControlLayout.labelSize(context, proposal)
    }
    let label = ControlLayout.labelSize(
      context, ProposedViewSize(width: proposal.width, height: nil))
    let height = context.metrics.controlHeight
    guard fraction != nil else {
      let symbol = context.metrics.symbolSize
      return CGSize(width: max(symbol.width, label.width), height: symbol.height + label.height)
    }
    let value = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: proposal.width, height: nil),
      subviews: context.subviews(part: "currentValueLabel"))
    let width = ControlLayout.greedyWidth(proposal.width, ideal: 100)
    return CGSize(
      width: max(width, label.width, value.width), height: height + label.height + value.height)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let labels = context.subviews(part: "label")
    guard drawsItself(context.node) else {
      ImplicitStack.place(in: bounds, subviews: labels)
      return
    }
    let size = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: bounds.width, height: nil), subviews: labels)
    guard fraction != nil else {
      // A spinner: its label under it, both centred, as SwiftUI draws them (the backends
      // draw the spinner at the top middle).
      let symbol = context.metrics.symbolSize
      ImplicitStack.place(
        in: CGRect(
          x: bounds.midX - size.width / 2, y: bounds.minY + symbol.height, width: size.width,
          height: size.height),
        subviews: labels)
      return
    }
    // A bar: its label above it, its current value under it.
    ImplicitStack.place(
      in: CGRect(x: bounds.minX, y: bounds.minY, width: size.width, height: size.height),
      subviews: labels)
    let values = context.subviews(part: "currentValueLabel")
    let value = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: bounds.width, height: nil), subviews: values)
    ImplicitStack.place(
      in: CGRect(
        x: bounds.minX, y: bounds.minY + size.height + context.metrics.controlHeight,
        width: value.width, height: value.height),
      subviews: values)
  }
}

extension Picker: NodeLayout {
  /// The label, then the options side by side (segmented) or the selected option's title
  /// (the other styles), taking the width offered.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    if context.environment.pickerStyle.showsOptionsAsViews {
      return ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
    }
    let options = context.node.selectionOptions().map(\.node.readableLabel)
    let measure = { (text: String) in
      context.metrics.measure(text, font: context.environment.font, width: nil, lineLimit: 1).size
    }
    let gap = context.metrics.defaultSpacing.width
    let optionsWidth: CGFloat
    switch context.environment.pickerStyle {
    case .segmented:
      optionsWidth = options.reduce(0) { $0 + measure($1).width + 2 * gap }
    default:
      optionsWidth = (options.map { measure($0).width }.max() ?? 0) + 2 * gap
    }
    let showsLabel = context.environment.pickerStyle != .segmented
    let label = showsLabel ? ControlLayout.labelSize(context, .unspecified) : .zero
    let ideal = (showsLabel ? label.width + gap : 0) + optionsWidth
    let width = ControlLayout.greedyWidth(proposal.width, ideal: ideal, minimum: ideal)
    return CGSize(width: width, height: max(label.height, context.metrics.controlHeight))
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    if context.environment.pickerStyle.showsOptionsAsViews {
      ImplicitStack.place(in: bounds, subviews: context.subviews())
      return
    }
    if context.environment.pickerStyle != .segmented {
      ControlLayout.placeLabel(context, in: bounds, width: bounds.width)
    }
  }
}

extension DatePicker: NodeLayout {
  /// The label at the leading edge and the date at the trailing edge, taking the width
  /// offered.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let value = context.metrics.measure(
      "Dec 31, 2026 12:00 PM", font: context.environment.font, width: nil, lineLimit: 1
    ).size
    let gap = context.metrics.defaultSpacing.width
    let label = ControlLayout.labelSize(context, .unspecified)
    let ideal = label.width + gap + value.width
    let width = ControlLayout.greedyWidth(proposal.width, ideal: ideal, minimum: ideal)
    return CGSize(width: width, height: max(label.height, value.height))
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    ControlLayout.placeLabel(context, in: bounds, width: bounds.width)
  }
}

extension LabelStack: NodeLayout {
  /// The icon and the title side by side, as an `HStack` with default spacing.
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    var cache = StackLayoutCache()
    return HStackLayout().sizeThatFits(proposal: proposal, subviews: parts(context), cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    var cache = StackLayoutCache()
    HStackLayout().placeSubviews(
      in: bounds, proposal: proposal, subviews: parts(context), cache: &cache)
  }

  private func parts(_ context: LayoutContext) -> LayoutSubviews {
    let icon = context.subviews(part: "icon", axis: .horizontal)
    let title = context.subviews(part: "title", axis: .horizontal)
    return LayoutSubviews(Array(icon) + Array(title))
  }
}

extension Stepper: NodeLayout {
  /// The label at the leading edge and the − and + buttons at the trailing edge, taking
  /// the whole width offered (as SwiftUI's stepper does).
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ControlLayout.sizeWithTrailingIndicator(
      context.metrics.stepperIndicatorSize, proposal: proposal, context: context)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let indicator = context.metrics.stepperIndicatorSize
    let gap = context.metrics.defaultSpacing.width
    ControlLayout.placeLabel(context, in: bounds, width: bounds.width - indicator.width - gap)
  }
}

/// Where a slider's track is, kept by its node when it is placed: backends draw the track
/// there and turn a click on it into a value.
package final class SliderTrack {
  /// The track's frame, in window coordinates.
  package var frame = CGRect.zero
}

extension Slider: NodeLayout {
  /// The label, the minimum value label, a track taking the rest of the width offered,
  /// and the maximum value label, in a row.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let ends = endSizes(context)
    let height = max(ends.map(\.height).max() ?? 0, context.metrics.controlHeight)
    let fixed = ends.reduce(0) { $0 + $1.width + ($1.width > 0 ? gap(context) : 0) }
    let ideal = fixed + 100
    let width = ControlLayout.greedyWidth(proposal.width, ideal: ideal, minimum: fixed)
    return CGSize(width: width, height: height)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let gap = gap(context)
    let sizes = endSizes(context)
    var x = bounds.minX
    func place(_ part: String, _ size: CGSize) {
      let subviews = context.subviews(part: part)
      ImplicitStack.place(
        in: CGRect(
          x: x, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
          height: size.height),
        subviews: subviews)
      x += size.width + (size.width > 0 ? gap : 0)
    }
    place("label", sizes[0])
    place("minimumValueLabel", sizes[1])
    let trackEnd = bounds.maxX - sizes[2].width - (sizes[2].width > 0 ? gap : 0)
    let track = context.node.locals.value { SliderTrack() }
    let height = context.metrics.controlHeight
    track.frame = CGRect(
      x: x, y: bounds.minY + (bounds.height - height) / 2, width: max(trackEnd - x, 0),
      height: height)
    x = bounds.maxX - sizes[2].width
    place("maximumValueLabel", sizes[2])
  }

  private func gap(_ context: LayoutContext) -> CGFloat { context.metrics.defaultSpacing.width }

  /// The natural sizes of the label and the two value labels.
  private func endSizes(_ context: LayoutContext) -> [CGSize] {
    ["label", "minimumValueLabel", "maximumValueLabel"].map {
      ImplicitStack.sizeThatFits(.unspecified, subviews: context.subviews(part: $0))
    }
  }
}

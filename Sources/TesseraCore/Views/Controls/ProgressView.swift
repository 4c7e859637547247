import Foundation

/// Shows progress: a spinner when the amount is unknown, a bar when it is known, or a bar
/// that runs down (or fills) over a span of time.
public struct ProgressView<Label: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let label: Label?
  /// The fraction done (0…1), or nil for indeterminate progress.
  package let fraction: Double?
  /// What shows the current value under the bar, if anything.
  let currentValueLabel: AnyView?
  /// The span of time the bar follows, for `init(timerInterval:)`.
  let timer: ProgressTimer?

  private init(
    label: Label?, fraction: Double?, currentValueLabel: AnyView? = nil,
    timer: ProgressTimer? = nil
  ) {
    self.label = label
    self.fraction = fraction
    self.currentValueLabel = currentValueLabel
    self.timer = timer
  }

  /// Indeterminate progress with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(label: label(), fraction: nil)
  }

  /// Progress of `value` out of `total` (indeterminate when `value` is nil), with a label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), fraction: Self.fraction(value, of: total))
  }

  /// Progress of `value` out of `total`, with a label above the bar and a label of the
  /// current value under it.
  public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      label: label(), fraction: Self.fraction(value, of: total),
      currentValueLabel: AnyView(currentValueLabel()))
  }

  /// A bar that follows the clock through `timerInterval`: it empties as time passes when
  /// `countsDown`, else it fills; the time left (or gone) shows under it.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), fraction: nil,
      timer: ProgressTimer(interval: timerInterval, countsDown: countsDown, valueLabel: nil))
  }

  /// A bar that follows the clock through `timerInterval`, with a label of its own for the
  /// current value.
  public init<CurrentValueLabel: View>(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      label: label(), fraction: nil,
      timer: ProgressTimer(
        interval: timerInterval, countsDown: countsDown, valueLabel: AnyView(currentValueLabel())))
  }

  private static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
    value.map {
      let ratio = Double($0) / Double(total)
      return ratio.isFinite ? min(max(ratio, 0), 1) : 0
    }
  }

  /// The bar at `date`, for the timeline of a timer progress view.
  fileprivate func tick(at date: Date, timer: ProgressTimer) -> ProgressView<Label> {
    ProgressView(
      label: label, fraction: timer.fraction(at: date),
      currentValueLabel: timer.valueLabel ?? AnyView(timer.text(at: date)))
  }
}

/// The span of time a `ProgressView(timerInterval:)` follows.
struct ProgressTimer {
  let interval: ClosedRange<Date>
  let countsDown: Bool
  /// The app's label for the current value; nil for the time left (or gone).
  let valueLabel: AnyView?

  /// How full the bar is at `date`.
  func fraction(at date: Date) -> Double {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard total > 0 else { return countsDown ? 0 : 1 }
    let gone = min(max(date.timeIntervalSince(interval.lowerBound) / total, 0), 1)
    return countsDown ? 1 - gone : gone
  }

  /// The time left (counting down) or gone, as a timer shows it.
  func text(at date: Date) -> Text {
    Text(timerInterval: interval, pauseTime: date, countsDown: countsDown)
  }
}

extension ProgressView where Label == EmptyView {
  /// An indeterminate spinner.
  public init() {
    self.init(label: nil, fraction: nil)
  }

  /// A bar that follows the clock through `timerInterval`, with the time left (or gone)
  /// under it.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(
      label: nil, fraction: nil,
      timer: ProgressTimer(interval: timerInterval, countsDown: countsDown, valueLabel: nil))
  }

  /// Progress of `value` out of `total`; indeterminate when `value` is nil.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total) { EmptyView() }
  }
}

extension ProgressView where Label == Text {
  /// An indeterminate spinner with a title.
  public init(_ titleKey: LocalizedStringKey) {
    self.init { Text(titleKey) }
  }

  /// Progress of `value` out of `total` with a title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total) { Text(titleKey) }
  }
}

/// A progress indicator, whatever its label's type.
@MainActor
package protocol ProgressIndicator {
  /// The fraction done (0…1), or nil for indeterminate progress.
  var fraction: Double? { get }
  /// Whether the backend draws it at `node`.
  func drawsItself(_ node: ViewNode) -> Bool
}

extension ProgressView: ProgressIndicator {}

extension ViewNode {
  /// The progress this node shows for a backend to draw: nil for other nodes, and for a
  /// progress view a `ProgressViewStyle` of the app's draws or that follows a timer (its
  /// timeline draws the bar).
  package var progressIndicator: (any ProgressIndicator)? {
    guard let progress = view(as: (any ProgressIndicator).self), progress.drawsItself(self)
    else { return nil }
    return progress
  }
}

extension ProgressView: PrimitiveView, InspectableElement {
  /// Whether the backend draws this progress view, rather than a style's body or the
  /// timeline of a timer.
  package func drawsItself(_ node: ViewNode) -> Bool {
    timer == nil && node.environment.customProgressViewStyle == nil
  }

  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    if let timer {
      // A tick a second: the time under the bar counts in seconds.
      let timeline = TimelineView(.periodic(from: timer.interval.lowerBound, by: 1)) { context in
        tick(at: context.date, timer: timer)
      }
      children.append(timeline, key: ChildKey(.part("label"), for: timeline))
    } else if let style = node.environment.customProgressViewStyle {
      let body = style(
        ProgressViewStyleConfiguration(
          fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
          currentValueLabel: currentValueLabel.map { .init(content: $0) }))
      children.append(body, key: ChildKey(.part("label"), for: body))
    } else {
      if let label { children.append(label, key: ChildKey(.part("label"), for: label)) }
      if let currentValueLabel {
        let value = currentValueLabel.font(.caption).foregroundStyle(.secondary)
        children.append(value, key: ChildKey(.part("currentValueLabel"), for: value))
      }
    }
  }

  package var inspectionDescription: String {
    if timer != nil { return "ProgressView(timer)" }
    return fraction.map { "ProgressView(\(Int(($0 * 100).rounded()))%)" } ?? "ProgressView"
  }
}

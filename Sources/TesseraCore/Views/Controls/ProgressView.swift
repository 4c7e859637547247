/// Shows progress: a spinner when the amount is unknown, a bar when it is known.
public struct ProgressView<Label: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let label: Label?
  /// The fraction done (0…1), or nil for indeterminate progress.
  package let fraction: Double?

  /// Indeterminate progress with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    fraction = nil
  }

  /// Progress of `value` out of `total` (indeterminate when `value` is nil), with a label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    fraction = value.map {
      let ratio = Double($0) / Double(total)
      return ratio.isFinite ? min(max(ratio, 0), 1) : 0
    }
  }
}

extension ProgressView where Label == EmptyView {
  /// An indeterminate spinner.
  public init() {
    label = nil
    fraction = nil
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
}

extension ProgressView: ProgressIndicator {}

extension ViewNode {
  /// The progress this node shows for a backend to draw: nil for other nodes, and for a
  /// progress view a `ProgressViewStyle` of the app's draws.
  package var progressIndicator: (any ProgressIndicator)? {
    guard let progress = view(as: (any ProgressIndicator).self),
      environment.customProgressViewStyle == nil
    else { return nil }
    return progress
  }
}

extension ProgressView: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    if let style = node.environment.customProgressViewStyle {
      let body = style(
        ProgressViewStyleConfiguration(
          fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
          currentValueLabel: nil))
      children.append(body, key: ChildKey(.part("label"), for: body))
    } else if let label {
      children.append(label, key: ChildKey(.part("label"), for: label))
    }
  }

  package var inspectionDescription: String {
    fraction.map { "ProgressView(\(Int(($0 * 100).rounded()))%)" } ?? "ProgressView"
  }
}

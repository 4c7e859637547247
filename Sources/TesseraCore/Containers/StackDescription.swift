import Foundation

/// Builds stack descriptions such as `VStack(alignment: leading, spacing: 8)`, leaving
/// out arguments that have their default values.
enum StackDescription {
  static func make(
    _ name: String, alignment: String?, spacing: CGFloat?,
    pinnedViews: PinnedScrollableViews = []
  ) -> String {
    var arguments: [String] = []
    if let alignment { arguments.append("alignment: \(alignment)") }
    if let spacing { arguments.append("spacing: \(InspectionFormat.number(spacing))") }
    if !pinnedViews.isEmpty { arguments.append("pinnedViews: \(pinnedViews.inspectionName)") }
    return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
  }
}

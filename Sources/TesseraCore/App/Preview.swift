/// A preview that `#Preview` declares: a name, traits, and the view to show. Run an app
/// with `--list-previews` to see them and `--preview NAME` to show one full-screen;
/// TesseraTesting renders one with `TestHost(preview:)`.
@MainActor
public struct Preview {
  /// The kind of traits a view preview takes.
  public enum ViewTraits {}

  /// The name given to `#Preview`, if any.
  public let name: String?
  /// The traits given to `#Preview`.
  public let traits: [PreviewTrait<ViewTraits>]
  /// The file that declared the preview, as `#fileID` spells it.
  public private(set) var fileID = ""
  /// The line that declared the preview.
  public private(set) var line = 0
  private let makeBody: @MainActor () -> AnyView

  /// A preview of the view `body` makes. `#Preview` calls this with its own arguments.
  public init<Content: View>(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> Content
  ) {
    self.name = name
    self.traits = traits
    makeBody = { AnyView(body()) }
  }

  /// The same preview, recording where it was declared.
  public func located(fileID: String, line: Int) -> Preview {
    var copy = self
    copy.fileID = fileID
    copy.line = line
    return copy
  }

  /// The preview's view, laid out as its traits ask: `.sizeThatFitsLayout` at its ideal
  /// size and `.fixedLayout` at the given size, both in the top-leading corner.
  public var content: AnyView {
    let body = makeBody()
    for trait in traits {
      switch trait.layout {
      case .sizeThatFits?:
        return AnyView(
          body.fixedSize()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
      case .fixed(let width, let height)?:
        return AnyView(
          body.frame(width: width, height: height)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
      case .device?, nil:
        continue
      }
    }
    return body
  }
}

/// A type that `#Preview` declares, so that the preview is found without being registered.
/// Apps do not conform to it themselves.
@MainActor
public protocol DeclaredPreview {
  /// The preview.
  static var preview: Preview { get }
}

import Foundation

/// A library of Metal shader functions, whose functions are named as its members:
/// `ShaderLibrary.default.ripple`, or `ShaderLibrary.ripple` for the app's own library.
///
/// Tessera has no Metal, so no library is loaded: its functions make shaders that views
/// accept and draw without (see ``Shader``).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
  private enum Source: Equatable {
    case main
    case bundle(Bundle)
    case data(Data)
    case url(URL)
  }

  private let source: Source

  /// The library of the app's main bundle.
  public static let `default` = ShaderLibrary(source: .main)

  /// The default library of `bundle`.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: .bundle(bundle))
  }

  private init(source: Source) { self.source = source }

  /// A library made from compiled Metal code.
  public init(data: Data) { source = .data(data) }

  /// A library read from the compiled Metal code at `url`.
  public init(url: URL) { source = .url(url) }

  /// The function `name` of this library.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }

  /// The function `name` of the app's default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
}

/// A function in a ``ShaderLibrary``, called with its arguments to make a ``Shader``:
/// `ShaderLibrary.default.wave(.float(time))`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  /// The library it is in.
  public var library: ShaderLibrary
  /// Its name in the library.
  public var name: String

  /// The function `name` of `library`.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// The shader this function makes with `arguments`.
  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}

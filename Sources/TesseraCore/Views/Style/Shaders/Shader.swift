import Foundation

/// A Metal shader function with the arguments it is called with, as
/// `colorEffect(_:isEnabled:)`, `distortionEffect` and `layerEffect` take it.
///
/// Tessera has no Metal: shaders are accepted and kept, and views draw without them (a
/// shader used as a fill draws nothing). Build one from a ``ShaderLibrary``:
/// `ShaderLibrary.ripple(.float(time), .boundingRect)`.
public struct Shader: Equatable, Sendable, ShapeStyle {
  /// The function called.
  public var function: ShaderFunction
  /// What it is called with.
  public var arguments: [Argument]
  /// Whether the shader's colours are dithered.
  public var dithersColor = false

  /// `function` called with `arguments`.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// A value passed to a shader function.
  public struct Argument: Equatable, Sendable {
    let value: Value

    enum Value: Equatable, Sendable {
      case floats([Double])
      case color(Color)
      case colors([Color])
      case image(Image)
      case data(Data)
      case boundingRect
    }

    /// A number.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument(value: .floats([Double(x)]))
    }

    /// Two numbers.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y)]))
    }

    /// A point's coordinates.
    public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }

    /// A size's width and height.
    public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }

    /// A vector's two components.
    public static func float2(_ vector: CGVector) -> Argument { .float2(vector.dx, vector.dy) }

    /// Three numbers.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y), Double(z)]))
    }

    /// Four numbers.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T)
      -> Argument
    {
      Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
    }

    /// An array of numbers.
    public static func floatArray(_ array: [Float]) -> Argument {
      Argument(value: .floats(array.map(Double.init)))
    }

    /// A colour.
    public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }

    /// An array of colours.
    public static func colorArray(_ array: [Color]) -> Argument {
      Argument(value: .colors(array))
    }

    /// An image the shader samples.
    public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }

    /// Raw bytes.
    public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }

    /// The rectangle of the view the shader draws, in its own coordinates.
    public static var boundingRect: Argument { Argument(value: .boundingRect) }
  }
}

/// An interaction a view recognizes from the pointer: a tap, a long press, a drag, or a
/// combination of them.
///
/// Attach one with `gesture(_:)`, `simultaneousGesture(_:)` or `highPriorityGesture(_:)`,
/// and act on it with `onChanged`, `onEnded` and `updating`. Write your own by composing
/// others in `body`:
/// ```swift
/// struct SwipeDown: Gesture {
///   var body: some Gesture {
///     DragGesture(minimumDistance: 20).map { $0.translation.height > 0 }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The gesture this one is made of.
  associatedtype Body: Gesture
  /// What the gesture reports as it changes and when it ends: its body's values, for a
  /// gesture written as a body.
  associatedtype Value = Body.Value
  /// The gesture this one is made of.
  var body: Body { get }
}

extension Never: Gesture {
  /// No value: `Never` marks the gestures Tessera recognizes itself, which have no body.
  public typealias Value = Never
}

/// A gesture Tessera recognizes itself, from pointer events.
@MainActor
package protocol PrimitiveGesture: Gesture where Body == Never {
  /// A new recognizer of this gesture.
  func makeRecognizer() -> GestureRecognizer<Value>
}

extension PrimitiveGesture {
  /// A built-in gesture has no body.
  public var body: Never { fatalError("\(Self.self) is recognized by Tessera; it has no body") }
}

extension Gesture {
  /// A recognizer of this gesture: its own for a built-in gesture, else its body's.
  package func makeRecognizer() -> GestureRecognizer<Value> {
    if let primitive = self as? any PrimitiveGesture {
      return Self.recognizer(of: primitive)
    }
    return body.makeRecognizer().map { value in
      // A gesture written as a body reports its body's values.
      value as! Value
    }
  }

  private static func recognizer<P: PrimitiveGesture>(of gesture: P) -> GestureRecognizer<Value> {
    let made = gesture.makeRecognizer()
    // `P` is `Self`: its recognizer already reports `Value`s.
    return made as! GestureRecognizer<Value>
  }
}

import Foundation
@_spi(Reflection) import Swift

/// Decides whether a new view value has the same inputs as the old one, so its body need
/// not be evaluated again. Fields are compared one by one: plain data bytewise, other
/// equatable values with `==`, objects by identity; state the node owns is ignored; anything
/// that cannot be compared (a closure, a binding) counts as changed.
@MainActor
enum ViewInputs {
  private enum Comparison {
    case equatable(offset: Int, type: any Equatable.Type)
    case bytes(offset: Int, size: Int)
    case object(offset: Int)
    case observed(offset: Int, type: any InputComparable.Type)
  }

  /// How values of a type are compared.
  private enum Strategy {
    /// With the type's own `==`.
    case equatable
    /// Field by field.
    case fields([Comparison])
    /// Not at all: a new value counts as changed.
    case never
  }

  private static var cache: [ObjectIdentifier: Strategy] = [:]

  static func areEqual(_ old: any View, _ new: any View) -> Bool {
    guard type(of: old) == type(of: new) else { return false }
    return compare(old, new)
  }

  /// Compares two values of one type (`areEqual` checked it): `W` is `V`, so the new
  /// value is reinterpreted rather than cast, which a parent re-listing thousands of
  /// rows would pay for each.
  private static func compare<V: View, W: View>(_ old: V, _ new: W) -> Bool {
    guard V.self == W.self else { return false }
    var new = unsafeBitCast(new, to: V.self)
    let comparisons: [Comparison]
    switch strategy(for: V.self) {
    case .never: return false
    case .equatable: return Equality.areEqual(old, new) == true
    case .fields(let fields): comparisons = fields
    }
    var old = old
    return withUnsafeBytes(of: &old) { a in
      withUnsafeBytes(of: &new) { b in
        guard let a = a.baseAddress, let b = b.baseAddress else { return true }
        return comparisons.allSatisfy { compare($0, a, b) }
      }
    }
  }

  private static func compare(
    _ comparison: Comparison, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer
  ) -> Bool {
    switch comparison {
    case .equatable(let offset, let type):
      return equal(type, a + offset, b + offset)
    case .bytes(let offset, let size):
      return memcmp(a + offset, b + offset, size) == 0
    case .object(let offset):
      return a.load(fromByteOffset: offset, as: AnyObject.self)
        === b.load(fromByteOffset: offset, as: AnyObject.self)
    case .observed(let offset, let type):
      return same(type, a + offset, b + offset)
    }
  }

  private static func equal<E: Equatable>(
    _ type: E.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer
  ) -> Bool {
    a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee
  }

  private static func same<C: InputComparable>(
    _ type: C.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer
  ) -> Bool {
    a.assumingMemoryBound(to: C.self).pointee.isSameInput(
      as: b.assumingMemoryBound(to: C.self).pointee)
  }

  private static func strategy(for type: Any.Type) -> Strategy {
    if let cached = cache[ObjectIdentifier(type)] { return cached }
    let strategy: Strategy
    if type is any OptionalView.Type {
      strategy = .never
    } else if type is any Equatable.Type {
      strategy = .equatable
    } else {
      // Only structs are compared field by field; an enum has no fields to walk and
      // counts as changed.
      var result: [Comparison]? = isStruct(type) ? [] : nil
      if result != nil { collect(type, baseOffset: 0, into: &result) }
      strategy = result.map(Strategy.fields) ?? .never
    }
    cache[ObjectIdentifier(type)] = strategy
    return strategy
  }

  private static func collect(_ type: Any.Type, baseOffset: Int, into result: inout [Comparison]?) {
    let walked = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
      let at = baseOffset + offset
      if let comparable = fieldType as? any InputComparable.Type {
        result?.append(.observed(offset: at, type: comparable))
      } else if fieldType is any InstallableProperty.Type {
        // Owned by the node (state) or tracked separately (environment).
      } else if isPOD(fieldType) {
        // Plain data (numbers, flags, enums without payloads) compares by its bytes, as
        // SwiftUI does: no generic `==` to call, and neighbours make one range.
        let size = size(of: fieldType)
        if case .bytes(let start, let length)? = result?.last, start + length == at {
          result?.removeLast()
          result?.append(.bytes(offset: start, size: length + size))
        } else {
          result?.append(.bytes(offset: at, size: size))
        }
      } else if let equatable = fieldType as? any Equatable.Type {
        result?.append(.equatable(offset: at, type: equatable))
      } else if kind == .class {
        result?.append(.object(offset: at))
      } else if kind == .struct || kind == .tuple {
        collect(fieldType, baseOffset: at, into: &result)
      } else {
        result = nil
      }
      return result != nil
    }
    if !walked { result = nil }
  }

  /// Whether `type` is a struct: the first word of a type's metadata is its kind.
  private static func isStruct(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    return _MetadataKind(rawValue: kind) == .struct
  }

  private static func isPOD(_ type: Any.Type) -> Bool {
    func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: check)
  }

  private static func size(of type: Any.Type) -> Int {
    func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: measure)
  }
}

/// A view input compared by what it refers to rather than by value (an observed object
/// by identity).
@MainActor
protocol InputComparable {
  func isSameInput(as other: Self) -> Bool
}

extension ObservedObject: InputComparable {
  func isSameInput(as other: ObservedObject<ObjectType>) -> Bool {
    wrappedValue === other.wrappedValue
  }
}

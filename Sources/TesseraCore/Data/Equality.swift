/// Compares values whose type is only known at run time.
package enum Equality {
  /// Whether `a` equals `b`: by `==` for equatable values, by identity for objects, and
  /// nil when the values cannot be compared.
  package static func areEqual(_ a: Any, _ b: Any) -> Bool? {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass {
      return (a as AnyObject) === (b as AnyObject)
    }
    return nil
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

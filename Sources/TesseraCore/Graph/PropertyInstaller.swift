@_spi(Reflection) import Swift

/// Finds the dynamic properties of a view or modifier type (once per type) and connects
/// them to a node's storage before each evaluation.
@MainActor
enum PropertyInstaller {
  private enum Field {
    /// A property the graph connects; `slot` numbers them in declaration order.
    case installable(offset: Int, type: any InstallableProperty.Type, slot: Int)
    /// A custom `DynamicProperty`: its nested properties come before it, then `update()`.
    case custom(offset: Int, type: any DynamicProperty.Type)
  }

  private static var cache: [ObjectIdentifier: [Field]] = [:]

  static func install<T>(in value: inout T, node: ViewNode) {
    let fields = fields(of: T.self)
    guard !fields.isEmpty else { return }
    withUnsafeMutableBytes(of: &value) { bytes in
      guard let base = bytes.baseAddress else { return }
      for field in fields {
        switch field {
        case .installable(let offset, let type, let slot):
          install(type, at: base + offset, node: node, slot: slot)
        case .custom(let offset, let type):
          update(type, at: base + offset)
        }
      }
    }
  }

  private static func install<P: InstallableProperty>(
    _ type: P.Type, at address: UnsafeMutableRawPointer, node: ViewNode, slot: Int
  ) {
    address.assumingMemoryBound(to: P.self).pointee.install(in: node, slot: slot)
  }

  private static func update<P: DynamicProperty>(
    _ type: P.Type, at address: UnsafeMutableRawPointer
  ) {
    address.assumingMemoryBound(to: P.self).pointee.update()
  }

  private static func fields(of type: Any.Type) -> [Field] {
    if let cached = cache[ObjectIdentifier(type)] { return cached }
    var fields: [Field] = []
    var slot = 0
    collect(type, baseOffset: 0, into: &fields, slot: &slot)
    cache[ObjectIdentifier(type)] = fields
    return fields
  }

  private static func collect(
    _ type: Any.Type, baseOffset: Int, into fields: inout [Field], slot: inout Int
  ) {
    _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
      if let installable = fieldType as? any InstallableProperty.Type {
        fields.append(.installable(offset: baseOffset + offset, type: installable, slot: slot))
        slot += 1
      } else if let dynamic = fieldType as? any DynamicProperty.Type, kind == .struct {
        collect(fieldType, baseOffset: baseOffset + offset, into: &fields, slot: &slot)
        fields.append(.custom(offset: baseOffset + offset, type: dynamic))
      }
      return true
    }
  }
}

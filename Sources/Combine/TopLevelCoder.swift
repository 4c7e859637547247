import Foundation

/// Something that encodes a whole value into one output, as `JSONEncoder` encodes into
/// `Data`: what `encode(encoder:)` takes. Foundation on Linux does not declare it.
public protocol TopLevelEncoder {
  /// What values are encoded into.
  associatedtype Output
  /// Encodes `value`.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

/// Something that decodes a whole value from one input, as `JSONDecoder` decodes from
/// `Data`: what `decode(type:decoder:)` takes. Foundation on Linux does not declare it.
public protocol TopLevelDecoder {
  /// What values are decoded from.
  associatedtype Input
  /// Decodes a value of `type` from `from`.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}

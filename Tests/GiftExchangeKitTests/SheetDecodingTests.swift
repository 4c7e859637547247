import Foundation
import Testing

@testable import GiftExchangeKit

@Suite("Decoding the sheet")
struct SheetDecodingTests {
  private func decode(_ body: String) throws(SheetError) -> [String] {
    try SheetDecoding.names(from: Data(body.utf8))
  }

  @Test func namesInSheetOrder() throws {
    let body = """
      [{"timestamp": "1", "name": "Quill", "email": "q@example.com"},
       {"timestamp": "2", "name": "Aster", "email": "a@example.com"}]
      """
    #expect(try decode(body) == ["Quill", "Aster"])
  }

  @Test func extraFieldsAreIgnored() throws {
    let body = """
      [{"timestamp": "1", "name": "Rowan", "email": "r@example.com", "size": "M",
        "allergies": "none", "nested": {"a": [1, 2]}}]
      """
    #expect(try decode(body) == ["Rowan"])
  }

  @Test func namesAreTrimmed() throws {
    #expect(try decode(#"[{"name": "  Sage\t"}, {"name": "\nTeal \n"}]"#) == ["Sage", "Teal"])
  }

  @Test func blankMissingAndOddRowsAreSkipped() throws {
    let body = """
      [{"name": "Uma"}, {"name": ""}, {"name": "   "}, {"email": "x@example.com"},
       {"name": null}, {"name": 7}, "row", 3, [], {"name": "Vale"}]
      """
    #expect(try decode(body) == ["Uma", "Vale"])
  }

  @Test func anEmptyArrayHasNobody() throws {
    #expect(try decode("[]") == [])
  }

  @Test(
    "A body that is not an array is malformed",
    arguments: [
      (#"{"error": "API ID not found"}"#, "found an error object: API ID not found"),
      (#"{"rows": []}"#, "found an object"),
      (#""names""#, "found a string"),
      ("42", "found a number"),
      ("null", "found null"),
      ("<html>busy</html>", "not JSON"),
      ("[{\"name\": \"cut off", "not JSON"),
      ("", "empty"),
      ("  \n", "empty"),
    ])
  func notAnArrayIsMalformed(body: String, reason: String) {
    #expect {
      try decode(body)
    } throws: { error in
      guard let error = error as? SheetError, case .malformed(let message) = error else {
        return false
      }
      return message.contains(reason) && error.description.contains(message)
    }
  }

  @Test func theBundledSampleHasEightFictionalNames() throws {
    let names = try SheetDecoding.names(inFile: GiftExchangeResources.sampleFile)
    #expect(names.count == 8)
    #expect(Set(names).count == 8)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: GiftExchangeResources.sampleFile))
        as? [[String: String]])
    #expect(rows.count == 8)
    for row in rows {
      #expect(row["email"]?.hasSuffix("@example.com") == true)
      #expect(row["timestamp"]?.isEmpty == false)
      #expect(Set(row.keys) == ["timestamp", "name", "email"])
    }
  }
}

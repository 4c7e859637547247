import EndToEndSupport
import Testing

@testable import TesseraTerminal

@Suite struct InputDecoderTests {
  private func decode(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test func decodesTextControlKeysAndWideCharacters() {
    #expect(decode("a字") == [.key(.character("a")), .key(.character("字"))])
    #expect(decode("\r\t\u{7F}") == [.key(.enter), .key(.tab), .key(.backspace)])
    #expect(decode("\u{03}") == [.key(.character("c"), [.control])])
  }

  @Test func decodesCursorKeysWithModifiers() {
    #expect(
      decode("\u{1B}[A\u{1B}OB\u{1B}[1;3D") == [
        .key(.up), .key(.down), .key(.left, [.alt]),
      ])
    #expect(
      decode("\u{1B}[3~\u{1B}[5~\u{1B}[Z") == [
        .key(.delete), .key(.pageUp), .key(.backTab, [.shift]),
      ])
    // The Menu key, and Shift-F10 (F10 with modifier 2, Shift).
    #expect(
      decode("\u{1B}[29~\u{1B}[21;2~") == [.key(.menu), .key(.function(10), [.shift])])
  }

  @Test func altDigitIsAltKey() {
    #expect(decode("\u{1B}2") == [.key(.character("2"), [.alt])])
  }

  @Test func loneEscapeWaitsForTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flushPendingEscape() == [.key(.escape)])
  }

  @Test func sequenceSplitAcrossReadsIsJoined() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
    #expect(decoder.decode([0x43]) == [.key(.right)])
    #expect(decoder.decode([0xE5, 0xAD]).isEmpty)
    #expect(decoder.decode([0x97]) == [.key(.character("字"))])
  }

  @Test func decodesMouseAndPaste() {
    #expect(
      decode("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<65;1;1M") == [
        .mouse(.press(button: 0), column: 4, row: 2), .mouse(.release, column: 4, row: 2),
        .mouse(.wheelDown, column: 0, row: 0),
      ])
    // Tilted sideways, or turned with Shift (4 more); with Ctrl (16 more) still up.
    #expect(
      decode("\u{1B}[<66;2;2M\u{1B}[<67;2;2M\u{1B}[<68;2;2M\u{1B}[<69;2;2M\u{1B}[<80;2;2M") == [
        .mouse(.wheelLeft, column: 1, row: 1), .mouse(.wheelRight, column: 1, row: 1),
        .mouse(.wheelLeft, column: 1, row: 1), .mouse(.wheelRight, column: 1, row: 1),
        .mouse(.wheelUp, column: 1, row: 1),
      ])
    var decoder = InputDecoder()
    let start = decoder.decode(Array("\u{1B}[200~hello\nwor".utf8))
    let end = decoder.decode(Array("ld\u{1B}[201~x".utf8))
    #expect(start.isEmpty)
    #expect(end == [.paste("hello\nworld"), .key(.character("x"))])
  }

  @Test func randomBytesNeverCrashOrHang() {
    var generator = SeededGenerator(seed: 0x7E55_E4A)
    for _ in 0..<2_000 {
      var decoder = InputDecoder()
      let count = Int(generator.next() % 64)
      var bytes: [UInt8] = []
      for _ in 0..<count {
        // Bias towards escape-sequence bytes so sequences are exercised.
        let pick = generator.next() % 4
        bytes.append(
          pick == 0 ? 0x1B : pick == 1 ? 0x5B : UInt8(truncatingIfNeeded: generator.next()))
      }
      let events = decoder.decode(bytes)
      #expect(events.count <= bytes.count)
      _ = decoder.flushPendingEscape()
      #expect(!decoder.hasPending)
    }
  }
}

extension InputDecoderTests {
  @Test func focusReportsAreFocusEventsNotKeys() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[O\u{1B}[I".utf8)) == [.focus(false), .focus(true)])
    #expect(decoder.decode(Array("\u{1B}OA".utf8)) == [.key(.up)], "SS3 O is still a key")
  }
}

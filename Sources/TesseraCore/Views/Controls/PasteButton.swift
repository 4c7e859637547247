import Foundation

/// A button that pastes what is on the clipboard: pressed, it reads the clipboard and
/// hands the text, as values of the payload type, to its action.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in
///   notes.append(contentsOf: strings)
/// }
/// ```
///
/// In GTK it reads the display's clipboard. A terminal is asked for its clipboard with
/// OSC 52 (tmux answers with its paste buffer); one that does not answer hands the next
/// text pasted into it (its paste keys) to the button instead. Text converts to `String`,
/// `URL` (when it is one), `Data` (its UTF-8 bytes) and `Decodable` payloads (as JSON); a
/// clipboard whose text does not convert pastes nothing.
public struct PasteButton: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let onText: @MainActor (String) -> Void

  /// A button that pastes the clipboard's text as values of `payloadType`.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    onText = { text in
      guard let value = Self.value(of: T.self, from: text) else { return }
      onPaste([value])
    }
  }

  /// `text` as a value of `type`, when it converts.
  static func value<T>(of type: T.Type, from text: String) -> T? {
    if let string = text as? T { return string }
    if T.self == URL.self {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
      return url as? T
    }
    if let data = Data(text.utf8) as? T { return data }
    if let decodable = T.self as? any Decodable.Type {
      return (try? JSONDecoder().decode(decodable, from: Data(text.utf8))) as? T
    }
    return nil
  }
}

extension PasteButton: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let onText = onText
    let paste: @MainActor () -> Void = { [weak graph = node.graph] in
      graph?.clipboard.paste { text in
        if let text { onText(text) }
      }
    }
    let button = Button(action: paste) {
      Label("Paste", systemImage: "doc.on.clipboard")
    }
    children.append(button, key: ChildKey(.single, for: button))
  }

  package var inspectionDescription: String { "PasteButton" }
}

/// The clipboard of the window's desktop, as views reach it (a `ShareLink`'s Copy, a
/// `PasteButton`): the backend puts the text where the user can paste it and reads what
/// is there — the terminal through OSC 52, GTK on the display's clipboard, `TestHost` in
/// its `clipboard`.
@MainActor
package final class Clipboard {
  /// Hands text to the backend; set when a backend attaches to the host loop.
  var write: ((String) -> Void)?
  /// Asks the backend for the clipboard's text; set when a backend attaches.
  var read: ((@escaping @MainActor (String?) -> Void) -> Void)?

  /// Hands the clipboard's text to `deliver` when the backend has read it (nil when there
  /// is none to read).
  package func paste(_ deliver: @escaping @MainActor (String?) -> Void) {
    guard let read else {
      Diagnostics.warnOnce("Cannot paste: this window has no backend with a clipboard.")
      deliver(nil)
      return
    }
    read(deliver)
  }

  /// Puts `text` on the clipboard, or says why it cannot.
  package func copy(_ text: String) {
    guard let write else {
      Diagnostics.warnOnce("Cannot copy: this window has no backend with a clipboard.")
      return
    }
    write(text)
  }
}

extension ViewGraph {
  /// The clipboard of this graph's window.
  package var clipboard: Clipboard { locals.value { Clipboard() } }
}

import Foundation
import Tessera
import TesseraTerminal
import Testing

/// The terminal's accessible mode: the app told as lines (the screen, then the focus and
/// what changes), not drawn.
@MainActor
@Suite(.serialized) struct AccessibleModeTests {
  /// What a host in the accessible mode has written, as lines.
  private final class Output {
    var text = ""
    var lines: [String] { text.components(separatedBy: "\r\n").filter { !$0.isEmpty } }
  }

  private func speaking(_ view: some View) -> (TerminalHost, Output) {
    let host = TerminalHost(rootView: view)
    let output = Output()
    host.write = { output.text += $0 }
    host.speak()
    host.resize(to: (60, 20))
    return (host, output)
  }

  /// A view of one text: a label applied to it is the text's.
  private struct Badge: View {
    var body: some View { Text("3") }
  }

  private struct Settings: View {
    @State private var isOn = false
    @State private var name = ""
    var body: some View {
      NavigationStack {
        VStack {
          Text("Your settings")
          Badge().accessibilityLabel("Three unread")
          Toggle("Dark mode", isOn: $isOn)
          TextField("Name", text: $name)
          Button("Save") { AccessibilityNotification.Announcement("Saved").post() }
            .disabled(name.isEmpty)
          Image(systemName: "star.fill")
          Image(decorative: "nothing")
          Button {
          } label: {
            Image(systemName: "trash")
          }
          .accessibilityHint("Deletes the draft")
        }
        .navigationTitle("Settings")
      }
    }
  }

  @Test func readsTheScreenThenTheFocusAsItMoves() {
    let (host, output) = speaking(Settings())
    #expect(
      output.lines == [
        "Screen: Settings",
        "  Your settings",
        "  Three unread",
        "  Dark mode, switch, off",
        "  Name, text field",
        "  Save, button, dimmed",
        "  star, image",
        "  Delete, button",
      ], "\(output.lines)")
    #expect(host.front == nil, "nothing is drawn in cells")
    output.text = ""
    host.receive(Array("\t".utf8))
    #expect(output.lines == ["Focus: Dark mode, switch, off"])
    host.receive(Array(" ".utf8))
    #expect(output.lines.last == "Focus: Dark mode, switch, on", "a new value is said")
    host.receive(Array("\tAda".utf8))
    #expect(output.lines.last == "Focus: Name, text field, Ada")
  }

  private struct Trails: View {
    var body: some View {
      VStack {
        Text("Trails").accessibilityHeading(.h1)
        Text("Ridge loop").accessibilityAddTraits(.isHeader)
        Text("Open map").accessibilityAddTraits(.isLink)
        Image(systemName: "star.fill").accessibilityAddTraits([.isButton, .isSelected])
      }
    }
  }

  @Test func saysWhatTraitsMakeAView() {
    let (_, output) = speaking(Trails())
    #expect(
      Array(output.lines.dropFirst()) == [
        "  Trails, heading level 1",
        "  Ridge loop, heading",
        "  Open map, link",
        "  star, button, selected",
      ], "\(output.lines)")
  }

  @Test func saysAnnouncementsAndRereadsOnCtrlL() async throws {
    let (host, output) = speaking(Settings())
    host.receive(Array("\t\tAda\t".utf8))
    #expect(output.lines.last == "Focus: Save, button", "\(output.lines)")
    output.text = ""
    host.receive(Array("\r".utf8))
    // A post from off the main thread (as a test runs) arrives on the main actor after;
    // a loaded suite can keep the main actor from it for tens of seconds.
    let deadline = ContinuousClock.now.advanced(by: .seconds(90))
    while output.lines.isEmpty, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(output.lines == ["Announcement: Saved"], "\(output.lines)")
    output.text = ""
    host.receive([0x0C])
    #expect(output.lines.first == "Screen: Settings")
    #expect(output.lines.contains("  Save, button"), "enabled now: \(output.lines)")
    #expect(output.lines.last == "Focus: Save, button", "the focus is said again after")
  }
}

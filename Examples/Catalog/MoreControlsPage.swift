import Foundation
import Tessera

/// The controls and styles the other tabs leave out: a secure field and a formatted one,
/// a paste button, the built-in button styles and sizes, a control group, toggle and progress styles of
/// the app's, a stepper that counts its own steps, keys a view handles itself, and
/// swipe actions.
struct MoreControlsPage: View {
  @State private var name = ""
  @State private var password = ""
  @State private var tip = 2.5
  @State private var isFavourite = false
  @State private var isStarred = false
  @State private var servings = 2
  @State private var volume = 3
  @State private var arrows = 0
  @State private var chores = ["Water plants", "Sweep the porch", "Oil the gate"]
  @State private var done: [String] = []
  @State private var daysOff: Set<DateComponents> = []

  var body: some View {
    Form {
      Section("Sign in") {
        TextField("Name", text: $name)
        SecureField("Password", text: $password)
        TextField("Tip", value: $tip, format: .currency(code: "EUR"))
        Text(
          "\(name.isEmpty ? "Nobody" : name), \(password.count) characters, tip \(tip, specifier: "%.2f")"
        )
        // The clipboard's text as the name.
        PasteButton(payloadType: String.self) { name = $0.first ?? name }
      }
      Section("Buttons") {
        HStack {
          Button("Borderless") { volume = 0 }.buttonStyle(.borderless)
          Button("Small") { volume = 1 }.buttonStyle(.bordered).controlSize(.small)
          Button("Capsule") { volume = 5 }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
        }
        ControlGroup {
          Button("Quieter") { volume = max(volume - 1, 0) }
          Button("Louder") { volume = min(volume + 1, 5) }
        }
        Button("Twice to reset") { volume = 3 }.buttonStyle(DoubleClickButtonStyle())
        Text("Volume \(volume)")
      }
      Section("Toggles and progress") {
        Toggle(isOn: $isFavourite) {
          Label(
            isFavourite ? "A favourite" : "Add to favourites",
            systemImage: isFavourite ? "heart.fill" : "heart")
        }
        .toggleStyle(.button)
        Toggle("Starred", isOn: $isStarred).toggleStyle(StarToggleStyle())
        Stepper("Servings: \(servings)") {
          servings += 2
        } onDecrement: {
          servings = max(servings - 2, 2)
        }
        ProgressView().progressViewStyle(.circular)
        ProgressView(value: Double(servings), total: 12)
          .progressViewStyle(PercentProgressStyle())
      }
      Section("Keys") {
        Text("Arrows pressed here: \(arrows)")
          .focusable()
          .onKeyPress(keys: [.leftArrow, .rightArrow]) { _ in
            arrows += 1
            return .handled
          }
      }
      Section("Chores") {
        ForEach(chores, id: \.self) { chore in
          Text(done.contains(chore) ? "\(chore) ✓" : chore)
            .swipeActions {
              Button("Done") { done.append(chore) }
              Button("Delete", role: .destructive) { chores.removeAll { $0 == chore } }
            }
        }
      }
      Section("Days off") {
        MultiDatePicker("Days off", selection: $daysOff, in: Date()...)
        Text("Days off picked: \(daysOff.count)")
      }
    }
    .navigationTitle("More controls")
  }
}

/// A button that acts on a double click (or Return) rather than on one click.
private struct DoubleClickButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundStyle(.orange)
      .onTapGesture(count: 2) { configuration.trigger() }
  }
}

/// A star that fills while the toggle is on, after the label.
private struct StarToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        configuration.label
        Image(systemName: configuration.isOn ? "star.fill" : "star")
      }
    }
    .buttonStyle(.plain)
  }
}

/// The fraction done as a percentage, after the label.
private struct PercentProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text("Kitchen \(Int(((configuration.fractionCompleted ?? 0) * 100).rounded()))% full")
  }
}

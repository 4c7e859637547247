import Combine
import Foundation

/// A sign-up form's model in the style of an iOS 15 Combine tutorial: the button is
/// enabled once the name and the e-mail address are both valid, worked out by
/// `combineLatest`, and a notification resets the form.
final class SignUpModel: ObservableObject {
  @Published var name = ""
  @Published var email = ""
  @Published private(set) var canSubmit = false
  @Published private(set) var resets = 0
  private var cancellables = Set<AnyCancellable>()

  static let resetNotification = Notification.Name("SignUpModel.reset")

  init(center: NotificationCenter = .default) {
    $name.combineLatest($email)
      .map { name, email in !name.isEmpty && email.contains("@") }
      .removeDuplicates()
      .sink { [weak self] in self?.canSubmit = $0 }
      .store(in: &cancellables)

    center.publisher(for: Self.resetNotification)
      .sink { [weak self] _ in
        self?.name = ""
        self?.email = ""
        self?.resets += 1
      }
      .store(in: &cancellables)
  }
}

import Combine

/// What the app's notification center tells as notifications come and are opened. Every
/// method has a default: a notification is shown as a banner.
public protocol UNUserNotificationCenterDelegate: AnyObject {
  /// A notification is about to be shown while the app runs: `completionHandler` says
  /// how (no options: not shown).
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping (UNNotificationPresentationOptions) ->
      Void)

  /// A notification is about to be shown while the app runs: how to show it.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions

  /// The user opened a notification or chose one of its actions.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)

  /// The user opened a notification or chose one of its actions.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

  /// The user asked for the app's notification settings.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  /// Asks the `async` form, which by default shows a banner.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping (UNNotificationPresentationOptions) ->
      Void
  ) {
    let completion = UncheckedSendable(completionHandler)
    let request = UncheckedSendable { [self] in
      await userNotificationCenter(center, willPresent: notification)
    }
    Task { @MainActor in completion.value(await request.value()) }
  }

  /// Shows a banner, in the list, with its sound.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    [.banner, .list, .sound]
  }

  /// Asks the `async` form, which does nothing by default.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let completion = UncheckedSendable(completionHandler)
    let request = UncheckedSendable { [self] in
      await userNotificationCenter(center, didReceive: response)
    }
    Task { @MainActor in
      await request.value()
      completion.value()
    }
  }

  /// Does nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {}

  /// Does nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
  ) {}
}

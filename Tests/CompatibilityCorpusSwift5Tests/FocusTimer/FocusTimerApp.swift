import Tessera
import UserNotifications

struct FocusTimerApp: App {
  @StateObject private var clock = FocusClock()

  var body: some Scene {
    WindowGroup {
      FocusView()
        .environmentObject(clock)
        .onAppear {
          UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) {
            _, _ in
          }
        }
    }
  }
}

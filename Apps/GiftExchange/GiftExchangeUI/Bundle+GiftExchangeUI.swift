import Foundation

extension Bundle {
  /// The bundle of the app's strings (for tests; views pass `.module` themselves).
  static var giftExchangeUI: Bundle { .module }
}

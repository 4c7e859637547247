import Foundation
import Tessera
import TesseraTesting
import Testing

private enum Theme: String { case light, dark }
private enum Level: Int {
  case low = 1
  case high = 2
}

private struct Counter: View {
  @AppStorage("count") private var count = 0
  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

private struct CountReader: View {
  @AppStorage("count") private var count = 0
  var body: some View { Text("Read \(count)") }
}

private struct Everything: View {
  @AppStorage("flag") private var flag = false
  @AppStorage("ratio") private var ratio = 0.5
  @AppStorage("name") private var name = "nobody"
  @AppStorage("site") private var site = URL(string: "https://example.org")!
  @AppStorage("blob") private var blob = Data([1])
  @AppStorage("when") private var when = Date(timeIntervalSince1970: 0)
  @AppStorage("theme") private var theme = Theme.light
  @AppStorage("level") private var level = Level.low
  @AppStorage("nickname") private var nickname: String?
  @AppStorage("favourite") private var favourite: Theme?
  var body: some View {
    VStack {
      Text("flag \(flag) ratio \(ratio) name \(name)")
      Text("site \(site.host ?? "?") blob \(blob.count) year \(when.timeIntervalSince1970 > 0)")
      Text("theme \(theme.rawValue) level \(level.rawValue)")
      Text("nickname \(nickname ?? "none") favourite \(favourite?.rawValue ?? "none")")
      Button("Change all") {
        flag = true
        ratio = 0.25
        name = "Ada"
        site = URL(string: "https://swift.org")!
        blob = Data([1, 2, 3])
        when = Date(timeIntervalSince1970: 86_400)
        theme = .dark
        level = .high
        nickname = "A"
        favourite = .dark
      }
      Button("Clear optionals") {
        nickname = nil
        favourite = nil
      }
    }
  }
}

@MainActor
@Suite struct AppStorageTests {
  /// A store of its own per test, removed afterwards.
  private static func withStore(_ body: (UserDefaults) throws -> Void) rethrows {
    let name = "tessera.tests.\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    defer { store.removePersistentDomain(forName: name) }
    try body(store)
  }

  @Test func aValueSetAsWithKeyValueCodingIsReadByAppStorage() {
    Self.withStore { store in
      // Apps written on Apple platforms often store defaults with `setValue(_:forKey:)`.
      store.setValue(7, forKey: "count")
      let host = TestHost(CountReader().defaultAppStorage(store))
      #expect(host.contains(text: "Read 7"))
      #expect(store.value(forKey: "count") as? Int == 7)
      store.setValue(nil, forKey: "count")
      #expect(store.object(forKey: "count") == nil, "nil removes the value")
    }
  }

  @Test func aWriteUpdatesEveryViewReadingTheKey() throws {
    try Self.withStore { store in
      let host = TestHost(
        VStack {
          Counter()
          CountReader()
        }.defaultAppStorage(store))
      try host.tap("Count 0")
      try host.tap("Count 1")
      #expect(host.contains(text: "Read 2"))
      #expect(store.integer(forKey: "count") == 2)
    }
  }

  @Test func storedValuesAreReadAndOthersFallBackToTheDefault() {
    Self.withStore { store in
      store.set(41, forKey: "count")
      #expect(TestHost(CountReader().defaultAppStorage(store)).contains(text: "Read 41"))
      store.set("not a number", forKey: "count")
      #expect(TestHost(CountReader().defaultAppStorage(store)).contains(text: "Read 0"))
    }
  }

  @Test func everyKindOfValueRoundTrips() throws {
    try Self.withStore { store in
      let host = TestHost(Everything().defaultAppStorage(store))
      #expect(host.contains(text: "flag false ratio 0.5 name nobody"))
      #expect(host.contains(text: "nickname none favourite none"))
      try host.tap("Change all")
      let again = TestHost(Everything().defaultAppStorage(store))
      #expect(again.contains(text: "flag true ratio 0.25 name Ada"))
      #expect(again.contains(text: "site swift.org blob 3 year true"))
      #expect(again.contains(text: "theme dark level 2"))
      #expect(again.contains(text: "nickname A favourite dark"))
      try again.tap("Clear optionals")
      #expect(store.object(forKey: "nickname") == nil, "nil removes the value")
      #expect(again.contains(text: "nickname none favourite none"))
    }
  }

  @Test func anExplicitStoreWinsOverTheEnvironments() {
    Self.withStore { outer in
      Self.withStore { inner in
        struct Reader: View {
          let store: UserDefaults
          @AppStorage var value: Int
          init(store: UserDefaults) {
            self.store = store
            _value = AppStorage(wrappedValue: 0, "value", store: store)
          }
          var body: some View { Text("value \(value)") }
        }
        outer.set(1, forKey: "value")
        inner.set(2, forKey: "value")
        let host = TestHost(Reader(store: inner).defaultAppStorage(outer))
        #expect(host.contains(text: "value 2"))
      }
    }
  }
}

import Foundation

/// The files in `Fixtures`: the test servers and scripts the end-to-end tests run.
public enum FixtureFile {
  /// The fixture named `name`, or nil when the resource bundle lacks it.
  public static func url(_ name: String) -> URL? {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.appendingPathComponent(name)
  }
}

import Foundation
import Synchronization

/// Reads the images and colours of an app's Xcode asset catalogs (`Assets.xcassets`) as
/// they are, so that a ported app keeps its catalog: copy it into the target's resources
/// (`resources: [.copy("Assets.xcassets")]`) and `Image("Logo")` and `Color("Brand")`
/// find their sets, as on Apple, where Xcode compiles the catalog.
///
/// A catalog is found beside the other resources `ImageResources` searches. Folders that
/// provide a namespace prefix their sets' names (`Icons/Star`), as in Xcode.
package enum AssetCatalog {
  /// A colour set's colours: for any appearance, and for the dark one if it has its own.
  package struct ColorSet: Sendable, Equatable {
    package var any: Color
    package var dark: Color?

    /// The colour, in its dark shade for a dark appearance.
    package var color: Color {
      dark.map { Color(kind: .appearance(light: any, dark: $0)) } ?? any
    }
  }

  /// The colour set "AccentColor" of the app's catalogs, which Xcode's app template makes
  /// the app's accent colour; nil when there is none.
  package static let accentColor: Color? = colorSet(named: "AccentColor", bundlePath: nil)?.color

  private static let indexes = Mutex<[String: [String: URL]]>([:])
  private static let colors = Mutex<[String: ColorSet?]>([:])

  /// The picture file of the image set `name` (PNG or JPEG; at 1x when there is one), or
  /// nil when no catalog has the set or it has no picture Tessera can draw.
  package static func imageURL(named name: String, bundlePath: String?) -> URL? {
    guard let set = index(bundlePath: bundlePath)["\(name).imageset"] else { return nil }
    guard let contents = contents(of: set), let images = contents["images"] as? [[String: Any]]
    else { return nil }
    let drawable = images.filter { image in
      guard let file = image["filename"] as? String else { return false }
      return luminosity(of: image) != "dark"
        && ["png", "jpg", "jpeg"].contains(file.lowercased().suffix(after: "."))
    }
    // The smallest scale is the one closest to the picture's size in points.
    let best = drawable.min { scale(of: $0) < scale(of: $1) }
    guard let file = best?["filename"] as? String else {
      Diagnostics.warnOnce(
        "The image set \"\(name)\" has no PNG or JPEG picture Tessera can draw (\(set.path)).")
      return nil
    }
    return set.appendingPathComponent(file)
  }

  /// The colours of the colour set `name`, or nil when no catalog has it.
  package static func colorSet(named name: String, bundlePath: String?) -> ColorSet? {
    let key = "\(bundlePath ?? "")|\(name)"
    if let cached = colors.withLock({ $0[key] }) { return cached }
    var found: ColorSet?
    if let set = index(bundlePath: bundlePath)["\(name).colorset"],
      let entries = contents(of: set)?["colors"] as? [[String: Any]]
    {
      found = colorSet(from: entries, name: name)
    }
    colors.withLock { $0[key] = found }
    return found
  }

  /// Every set of every catalog in the resources, by its name with its kind
  /// (`Logo.imageset`).
  private static func index(bundlePath: String?) -> [String: URL] {
    let key = bundlePath ?? ""
    if let cached = indexes.withLock({ $0[key] }) { return cached }
    var index: [String: URL] = [:]
    let files = FileManager.default
    for directory in ImageResources.searchDirectories(bundlePath: bundlePath) {
      let entries = (try? files.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))
      for catalog in (entries ?? []).filter({ $0.pathExtension == "xcassets" }) {
        collect(catalog, prefix: "", into: &index)
      }
    }
    indexes.withLock { $0[key] = index }
    return index
  }

  private static func collect(_ folder: URL, prefix: String, into index: inout [String: URL]) {
    let entries =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
      ?? []
    for entry in entries.sorted(by: { $0.path < $1.path }) {
      switch entry.pathExtension {
      case "imageset", "colorset":
        let name = prefix + entry.lastPathComponent
        if index[name] == nil { index[name] = entry }
      case "":
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder),
          isFolder.boolValue
        else { continue }
        let properties = contents(of: entry)?["properties"] as? [String: Any]
        let namespaced = properties?["provides-namespace"] as? Bool == true
        collect(
          entry, prefix: namespaced ? prefix + entry.lastPathComponent + "/" : prefix,
          into: &index)
      default: continue
      }
    }
  }

  private static func contents(of set: URL) -> [String: Any]? {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")) else {
      return nil
    }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  private static func scale(of image: [String: Any]) -> Double {
    (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
  }

  private static func colorSet(from entries: [[String: Any]], name: String) -> ColorSet? {
    // Xcode's own colours (by `reference`) have no components to read: not drawn.
    let plain = entries.filter { luminosity(of: $0) == nil || luminosity(of: $0) == "light" }
    guard let any = plain.lazy.compactMap({ color(from: $0) }).first else {
      Diagnostics.warnOnce("The colour set \"\(name)\" has no colour Tessera can read.")
      return nil
    }
    let dark = entries.filter { luminosity(of: $0) == "dark" }.lazy.compactMap { color(from: $0) }
    return ColorSet(any: any, dark: dark.first)
  }

  /// The light or dark appearance an image or colour entry is for (`"dark"`), if any.
  private static func luminosity(of entry: [String: Any]) -> String? {
    (entry["appearances"] as? [[String: Any]])?
      .first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
  }

  /// A colour entry's colour: components as Xcode writes them, 0…1 (`"0.500"`), 0…255
  /// (`"128"`) or hexadecimal (`"0x80"`); grey spaces give `white`.
  private static func color(from entry: [String: Any]) -> Color? {
    guard let color = entry["color"] as? [String: Any],
      let components = color["components"] as? [String: Any]
    else { return nil }
    func value(_ key: String, isAlpha: Bool = false) -> Double? {
      guard let raw = components[key] else { return nil }
      if let number = raw as? Double { return number }
      guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.lowercased().hasPrefix("0x") {
        return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
      }
      guard let number = Double(text) else { return nil }
      // Whole numbers above 1 are bytes; an alpha of "1" is opaque.
      return text.contains(".") || (isAlpha && number <= 1) || number == 0 ? number : number / 255
    }
    let alpha = value("alpha", isAlpha: true) ?? 1
    if let white = value("white") { return Color(white: white, opacity: alpha) }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
      return nil
    }
    let space: Color.RGBColorSpace =
      switch color["color-space"] as? String {
      case "display-p3": .displayP3
      default: .sRGB
      }
    return Color(space, red: red, green: green, blue: blue, opacity: alpha)
  }
}

extension String {
  /// The part after the last `separator`, or "" when there is none.
  fileprivate func suffix(after separator: Character) -> String {
    guard let index = lastIndex(of: separator) else { return "" }
    return String(self[self.index(after: index)...])
  }
}

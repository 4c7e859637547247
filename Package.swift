// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Tessera",
  defaultLocalization: "en",
  products: [
    .executable(name: "Landmarks", targets: ["Landmarks"]),
    .executable(name: "GiftExchange", targets: ["GiftExchange"]),
    .executable(name: "Catalog", targets: ["Catalog"]),
    .executable(name: "Gallery", targets: ["Gallery"]),
    .library(
      name: "Tessera", targets: ["Tessera", "SwiftUICore", "UserNotifications", "OSLog", "os"]),
    .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
    .library(name: "TesseraComponents", targets: ["TesseraComponents"]),
    .plugin(name: "ImportsAsOnApple", targets: ["ImportsAsOnApple"]),
  ],
  // `--traits GTK` adds the GTK4 backend (needs Debian's libgtk-4-dev); without it the
  // package builds and tests with nothing installed.
  traits: [
    .trait(name: "GTK", description: "The GTK4 window backend (needs libgtk-4-dev)")
  ],
  targets: [
    // The framework: views, data flow, the view graph. Backends build on it.
    .target(
      name: "TesseraCore",
      dependencies: [
        "Combine", "UniformTypeIdentifiers", "CoreGraphics", "TesseraMacros", "CSwiftMetadata",
      ]),
    // What Apple's Combine gives SwiftUI apps (ObservableObject, @Published, subjects, the
    // everyday operators, Timer.publish), under Combine's own name so that model files
    // keep their `import Combine`. Linux has no Combine of its own.
    .target(name: "Combine"),
    // Apple's names for kinds of data (`UTType.json`), which `Transferable` values, drops
    // and file importers name, under the module's own name so `import
    // UniformTypeIdentifiers` keeps working.
    .target(name: "UniformTypeIdentifiers"),
    // Core Graphics' geometry, which Foundation has on Linux, under the module's own name
    // so that `import CoreGraphics` in shape and model files keeps working.
    .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
    // The overlay Swift Testing imports with `CoreGraphics` (see the file inside).
    .target(name: "_Testing_CoreGraphics"),
    // `#Preview` and `@Previewable`, expanded by a plugin that needs only Foundation.
    .macro(name: "TesseraMacros"),
    // For apps' targets: every file sees what Apple's Foundation brings (Combine and
    // Observation), so model files that import only Foundation compile unchanged.
    .plugin(name: "ImportsAsOnApple", capability: .buildTool()),
    // Finds the types that conform to a protocol, so `#Preview`s need no registration.
    .target(name: "CSwiftMetadata"),
    // libpng, present on a fresh Debian machine (libpng-dev).
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // libjpeg (libjpeg-dev, also on a fresh machine) behind a C shim: its errors longjmp.
    .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
    .target(name: "CJPEG", dependencies: ["CLibJPEG"]),
    // The default backend: full-screen in any terminal, nothing to install.
    .target(name: "TesseraImages", dependencies: ["TesseraCore", "CPNG", "CJPEG"]),
    .target(name: "TesseraTerminal", dependencies: ["TesseraCore", "TesseraImages"]),
    // GTK4 (Debian's 4.8), behind the `GTK` trait: the C library and the window backend.
    // Without the trait TesseraGtk compiles to an empty module and CGtk is never used.
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "TesseraGtk",
      dependencies: ["TesseraCore", .target(name: "CGtk", condition: .when(traits: ["GTK"]))]),
    // What users import: the core, Foundation, and the app entry point.
    .target(
      name: "Tessera",
      dependencies: [
        "TesseraCore", "TesseraImages", "TesseraTerminal",
        .target(name: "TesseraGtk", condition: .when(traits: ["GTK"])),
      ]),
    // Apple's local notifications (`UNUserNotificationCenter`), delivered as banners in
    // the app's window, so that reminder and timer apps keep their `import
    // UserNotifications`.
    .target(name: "UserNotifications", dependencies: ["TesseraCore"]),
    // Apple's unified logging (`Logger`, `os_log`), written to the system log, so that
    // files keep their `import OSLog` or `import os`.
    .target(name: "OSLog"),
    .target(name: "os", dependencies: ["OSLog"]),
    // SwiftUI's lower module under its own name: files that `import SwiftUICore` get
    // what `import Tessera` brings.
    .target(name: "SwiftUICore", dependencies: ["Tessera"]),
    // Ready-made components that are not SwiftUI API: a themed, hidable tab bar, a
    // pagination footer, a cached async image.
    .target(name: "TesseraComponents", dependencies: ["Tessera"]),
    // Headless backend and inspection API for tests.
    .target(name: "TesseraTesting", dependencies: ["Tessera", "TesseraImages"]),
    // The Landmarks app: its model (tested on its own), its views, and the executable.
    // What the apps' models share: saving state as a JSON file, atomically.
    .target(name: "AppSupport", path: "Apps/Shared/AppSupport"),
    .target(
      name: "LandmarksKit", dependencies: ["Tessera", "AppSupport"],
      path: "Apps/Landmarks/LandmarksKit",
      resources: [.copy("Resources")]),
    .target(
      name: "LandmarksUI", dependencies: ["Tessera", "LandmarksKit"],
      path: "Apps/Landmarks/LandmarksUI"),
    .executableTarget(
      name: "Landmarks", dependencies: ["LandmarksUI"], path: "Apps/Landmarks/Landmarks"),
    .testTarget(name: "LandmarksKitTests", dependencies: ["LandmarksKit"]),
    .testTarget(
      name: "LandmarksUITests", dependencies: ["LandmarksUI", "TesseraTesting", "EndToEndSupport"],
      // assertSnapshot's references, read from beside the tests, not bundled.
      exclude: ["__Snapshots__"]),
    // The Gift Exchange app's model: friends, the draw, the sheet client, the saved draw.
    .target(
      name: "GiftExchangeKit", dependencies: ["Tessera", "AppSupport"],
      path: "Apps/GiftExchange/GiftExchangeKit",
      resources: [.copy("Resources")]),
    .testTarget(
      name: "GiftExchangeKitTests", dependencies: ["GiftExchangeKit", "EndToEndSupport"]),
    // Its views (strings in English and Traditional Chinese) and `swift run GiftExchange`.
    .target(
      name: "GiftExchangeUI", dependencies: ["Tessera", "GiftExchangeKit"],
      path: "Apps/GiftExchange/GiftExchangeUI",
      resources: [.process("Resources")]),
    .executableTarget(
      name: "GiftExchange", dependencies: ["GiftExchangeUI"],
      path: "Apps/GiftExchange/GiftExchange"),
    .testTarget(
      name: "GiftExchangeUITests",
      dependencies: ["GiftExchangeUI", "TesseraTesting", "TesseraTerminal", "EndToEndSupport"]),
    // The benchmarks: `swift run -c release TesseraBench` (`--quick` in CI).
    .executableTarget(
      name: "TesseraBench",
      dependencies: [
        "Tessera", "TesseraTerminal",
        // GTK frame figures (`--only gtkFrames`, on a display) in a GTK build.
        .target(name: "TesseraGtk", condition: .when(traits: ["GTK"])),
      ],
      path: "Benchmarks/TesseraBench"),
    // A tour of the controls: `swift run Catalog`.
    .executableTarget(
      name: "Catalog",
      dependencies: [
        "Tessera", "UserNotifications", .target(name: "CGtk", condition: .when(traits: ["GTK"])),
      ],
      path: "Examples/Catalog"),
    .testTarget(
      name: "TesseraComponentsTests",
      dependencies: ["TesseraComponents", "TesseraTesting", "TesseraTerminal", "EndToEndSupport"]),
    // The component gallery's screens and demo data (tested on their own).
    .target(
      name: "GalleryKit", dependencies: ["Tessera", "TesseraComponents", "LandmarksUI"],
      path: "Examples/Gallery/GalleryKit", resources: [.copy("Resources")]),
    .executableTarget(
      name: "Gallery", dependencies: ["GalleryKit"], path: "Examples/Gallery/Gallery"),
    .testTarget(name: "GalleryKitTests", dependencies: ["GalleryKit", "TesseraTesting"]),
    .testTarget(
      name: "TesseraCoreTests",
      dependencies: ["Tessera", "TesseraTesting", "UserNotifications", "OSLog", "os"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "CombineTests", dependencies: ["Combine"]),
    .testTarget(
      name: "TesseraTerminalTests",
      dependencies: [
        "TesseraTerminal", "TesseraImages", "Tessera", "TesseraTesting", "EndToEndSupport",
      ],
      resources: [.copy("Fixtures")]),
    // What the end-to-end tests share: tmux, child processes, the loopback sheet server.
    .target(
      name: "EndToEndSupport", path: "Tests/EndToEndSupport", resources: [.copy("Fixtures")]),
    // GTK windows under Xvfb; empty without the `GTK` trait.
    .testTarget(
      name: "TesseraGtkTests",
      dependencies: [
        "Tessera", "TesseraTerminal", "TesseraImages", "EndToEndSupport",
        .target(name: "TesseraGtk", condition: .when(traits: ["GTK"])),
        .target(name: "CGtk", condition: .when(traits: ["GTK"])),
      ]),
    // SwiftUI samples in the style people port, compiled with only the import changed, in
    // Swift 6 and in Swift 5 mode (see Tests/CompatibilityCorpusTests/README.md).
    .testTarget(
      name: "CompatibilityCorpusTests",
      dependencies: ["Tessera", "TesseraTesting", "BillSplitter", "Birdwatch", "Standings"],
      exclude: ["README.md"]),
    // The corpus's form-style tutorial app, runnable as it was written:
    // `swift run BillSplitter` (its tests are in CompatibilityCorpusTests).
    .executableTarget(
      name: "BillSplitter", dependencies: ["Tessera"], path: "Examples/BillSplitter"),
    // The corpus's card-grid tutorial app (a `LazyVGrid` of sections with pinned headers,
    // value-based navigation, search): `swift run Birdwatch`.
    .executableTarget(name: "Birdwatch", dependencies: ["Tessera"], path: "Examples/Birdwatch"),
    // The corpus's sortable-table tutorial app (a `Table` sorted by its columns, a
    // `Canvas`, a `Grid`, a `TimelineView`): `swift run Standings`.
    .executableTarget(name: "Standings", dependencies: ["Tessera"], path: "Examples/Standings"),
    .testTarget(
      name: "CompatibilityCorpusSwift5Tests",
      dependencies: ["Tessera", "TesseraTesting", "EndToEndSupport", "UserNotifications"],
      resources: [.process("TrailGuide/Assets.xcassets")],
      swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["ImportsAsOnApple"]),
    // Users' code comes in Swift 5 mode too: this target proves the API compiles there.
    .testTarget(
      name: "TesseraSwift5Tests",
      dependencies: ["Tessera", "TesseraTesting", "TesseraComponents"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ],
  swiftLanguageModes: [.v6]
)

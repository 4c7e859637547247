// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Tessera",
  products: [
    .executable(name: "Landmarks", targets: ["Landmarks"]),
    .executable(name: "Catalog", targets: ["Catalog"]),
    .library(name: "Tessera", targets: ["Tessera"]),
    .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
  ],
  // `--traits GTK` adds the GTK4 backend (needs Debian's libgtk-4-dev); without it the
  // package builds and tests with nothing installed.
  traits: [
    .trait(name: "GTK", description: "The GTK4 window backend (needs libgtk-4-dev)")
  ],
  targets: [
    // The framework: views, data flow, the view graph. Backends build on it.
    .target(name: "TesseraCore"),
    // libpng, present on a fresh Debian machine (libpng-dev).
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // The default backend: full-screen in any terminal, nothing to install.
    .target(name: "TesseraTerminal", dependencies: ["TesseraCore", "CPNG"]),
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
        "TesseraCore", "TesseraTerminal",
        .target(name: "TesseraGtk", condition: .when(traits: ["GTK"])),
      ]),
    // Headless backend and inspection API for tests.
    .target(name: "TesseraTesting", dependencies: ["Tessera"]),
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
    .testTarget(name: "LandmarksUITests", dependencies: ["LandmarksUI", "TesseraTesting"]),
    // The Gift Exchange app's model: friends, the draw, the sheet client, the saved draw.
    .target(
      name: "GiftExchangeKit", dependencies: ["Tessera", "AppSupport"],
      path: "Apps/GiftExchange/GiftExchangeKit",
      resources: [.copy("Resources")]),
    .testTarget(
      name: "GiftExchangeKitTests", dependencies: ["GiftExchangeKit"],
      resources: [.copy("Fixtures")]),
    // The benchmarks: `swift run -c release TesseraBench` (`--quick` in CI).
    .executableTarget(
      name: "TesseraBench", dependencies: ["Tessera", "TesseraTerminal"],
      path: "Benchmarks/TesseraBench"),
    // A tour of the controls: `swift run Catalog`.
    .executableTarget(name: "Catalog", dependencies: ["Tessera"], path: "Examples/Catalog"),
    .testTarget(name: "TesseraCoreTests", dependencies: ["Tessera", "TesseraTesting"]),
    // Running programs from tests (tmux, Xvfb, xdotool) without inheriting descriptors.
    .target(name: "TestProcesses", path: "Tests/TestProcesses"),
    .testTarget(
      name: "TesseraTerminalTests",
      dependencies: ["TesseraTerminal", "Tessera", "TesseraTesting", "TestProcesses"],
      resources: [.copy("Fixtures")]),
    // GTK windows under Xvfb; empty without the `GTK` trait.
    .testTarget(
      name: "TesseraGtkTests",
      dependencies: [
        "Tessera", "TestProcesses",
        .target(name: "TesseraGtk", condition: .when(traits: ["GTK"])),
      ]),
    // Users' code comes in Swift 5 mode too: this target proves the API compiles there.
    .testTarget(
      name: "TesseraSwift5Tests",
      dependencies: ["Tessera", "TesseraTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ],
  swiftLanguageModes: [.v6]
)

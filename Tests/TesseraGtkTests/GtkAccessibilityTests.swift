#if GTK
  import Foundation
  import EndToEndSupport
  import Testing

  /// What a screen reader (Orca, through AT-SPI) gets from the apps' GTK windows: a named
  /// application, and controls and pictures named by what they show or by their
  /// accessibility labels, never by GTK's class names.
  @Suite(
    .serialized,
    .enabled(
      if: XvfbServer.isAvailable && AccessibilityTree.isAvailable,
      "needs Xvfb, D-Bus, AT-SPI and python3-gi"))
  struct GtkAccessibilityTests {
    @Test(
      .enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func theCatalogsControlsAreNamed() throws {
      let tree = try read("Catalog")
      #expect(tree.applicationName == "Catalog", "the application is named")
      expectNamed(tree)
      let names = Set(tree.controlsAndPictures.map { "\($0.role): \($0.name)" })
      for expected in [
        "push button: Tap me", "check box: Dark mode", "text: Your name",
        "push button: Decrease", "push button: Increase", "slider: Volume",
        "push button: More", "check box: Auto-save",
      ] {
        #expect(names.contains(expected), "\(expected) in \(names.sorted())")
      }
      // The tab bar's icons and the slider's 0 and 10 are their controls' labels: read
      // as part of them, not on their own.
      #expect(!tree.objects.contains { $0.role == "image" }, "the tab icons are not read alone")
      #expect(!tree.objects.contains { $0.role == "label" && $0.name == "10" })
      // The page's title is marked as a heading, which Orca lets a user jump to.
      #expect(
        tree.objects.contains { $0.role == "heading" && $0.name == "Controls" },
        "\(tree.objects.map { "\($0.role): \($0.name)" })")
    }

    @Test(
      .enabled(if: BuiltExecutable.path("Landmarks") != nil, "needs the built Landmarks"))
    func landmarksControlsAndPicturesAreNamed() throws {
      let tree = try read("Landmarks")
      #expect(tree.applicationName == "Landmarks", "the application is named")
      #expect(tree.objects.contains { $0.role == "frame" && $0.name == "Featured" })
      expectNamed(tree)
      let names = Set(tree.controlsAndPictures.map { "\($0.role): \($0.name)" })
      for expected in [
        "push button: User Profile", "push button: Next page", "push button: Featured",
        "push button: Crater Lake",
      ] {
        #expect(names.contains(expected), "\(expected) in \(names.sorted())")
      }
      #expect(tree.controlsAndPictures.contains { $0.role == "image" && $0.isNamed })
    }

    private func read(_ app: String) throws -> AccessibilityTree {
      let server = try XvfbServer.start()
      defer { server.stop() }
      return try AccessibilityTree.read(app: app, display: server.display)
    }

    /// At least 95% of the controls and pictures (of at least ten) have names.
    private func expectNamed(
      _ tree: AccessibilityTree, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let all = tree.controlsAndPictures
      let unnamed = all.filter { !$0.isNamed }.map { "\($0.role) \"\($0.name)\"" }
      #expect(all.count >= 10, "\(all.count) controls and pictures", sourceLocation: sourceLocation)
      #expect(
        Double(all.count - unnamed.count) >= 0.95 * Double(all.count),
        "unnamed: \(unnamed)", sourceLocation: sourceLocation)
    }
  }
#endif

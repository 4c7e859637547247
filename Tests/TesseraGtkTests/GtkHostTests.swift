#if GTK
  import CGtk
  import Foundation
  import Testing
  import TesseraCore
  import TesseraGtk
  import TesseraImages
  import TesseraTerminal

  /// A real GTK window on a private Xvfb display: clicks and typing from xdotool reach
  /// Tessera, and what the widgets show is read back from GTK. Skipped when Xvfb or
  /// xdotool is missing. GTK can be started once per process, so this is one test.
  @MainActor
  @Suite(.serialized)
  struct GtkHostTests {
    @Test(.enabled(if: XvfbServer.isAvailable, "needs Xvfb and xdotool"))
    func controlsInAGtkWindowAnswerClicksAndTyping() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      setenv("DISPLAY", server.display, 1)
      setenv("GTK_A11Y", "none", 1)
      setenv("GSETTINGS_BACKEND", "memory", 1)
      try #require(GtkHost.initialize())
      defer { GtkHost.closeDisplay() }

      let title = "TesseraGtkTests-\(getpid())"
      let host = GtkHost(
        rootView: GtkTestScreen(), title: title, size: CGSize(width: 400, height: 600))
      defer { host.close() }
      host.show()
      #expect(await pump { host.shownTexts.contains("Tapped 0 times") })
      #expect(host.shownTexts.contains("Native 0"), "a representable's own widget is shown")
      #expect(host.shownTexts.contains("Controls"), "the navigation title")
      // A bordered button's fill grows with its `controlSize`.
      func buttonHeight(around label: String) -> CGFloat? {
        let widgets = host.shownWidgets()
        guard let text = widgets.first(where: { $0.text == label }) else { return nil }
        let middle = CGPoint(x: text.frame.midX, y: text.frame.midY)
        return widgets.filter { $0.type == "GtkButton" && $0.frame.contains(middle) }
          .map(\.frame.height).min()
      }
      _ = await pump { buttonHeight(around: "Snug") != nil }
      let snug = try #require(buttonHeight(around: "Snug"))
      let roomy = try #require(buttonHeight(around: "Roomy"))
      #expect(snug + 8 < roomy, "small \(snug), large \(roomy)")

      let types = Set(host.shownWidgets().map(\.type))
      #expect(types.contains("GtkHeaderBar"), "the navigation bar is GTK's header bar")
      #expect(types.contains("GtkActionBar"), "the tab bar is GTK's action bar")
      // A rotation turns the widget (60 × 20, a quarter turn) without moving its layout.
      #expect(
        await pump {
          host.shownWidgets().contains {
            $0.type == "GtkDrawingArea" && abs($0.frame.width - 20) < 1
              && abs($0.frame.height - 60) < 1
          }
        }, "the blue bar stands upright")
      // The window is titled by the navigation title shown, as on macOS.
      var found: String?
      _ = await pump {
        found = (try? server.xdotool(["search", "--onlyvisible", "--name", "^Controls$"]))?
          .split(separator: "\n").first.map(String.init)
        return found != nil
      }
      let window = try #require(found, "a window titled Controls")

      // The Menu key opens the focused button's context menu (Tab reaches the first
      // control); Escape closes it.
      try server.xdotool(["windowfocus", "--sync", window])
      try server.xdotool(["key", "Tab"])
      #expect(
        await pump { host.shownWidgets().contains { $0.type == "GtkButton" && $0.isFocused } },
        "Tab reaches the first button")
      try server.xdotool(["key", "Menu"])
      #expect(await pump { host.shownTexts.contains("Forget the taps") }, "\(host.shownTexts)")
      try server.xdotool(["key", "Escape"])
      #expect(await pump { !host.shownTexts.contains("Forget the taps") })

      func click(_ point: CGPoint, in windowID: String = window) throws {
        try server.xdotool([
          "mousemove", "--window", windowID, "\(Int(point.x))", "\(Int(point.y))", "click", "1",
        ])
      }

      /// Clicks the control labelled `label` once GTK shows it where layout put it, in
      /// the window it is in (a sheet's and an alert's are their own).
      func click(_ label: String) async throws {
        var location: (point: CGPoint, windowID: UInt)?
        _ = await pump {
          location = host.center(ofControlLabelled: label)
          return location != nil
        }
        let found = try #require(location, "no control labelled \(label)")
        try click(found.point, in: found.windowID == 0 ? window : "\(found.windowID)")
      }

      // A button: its action runs and the label beside it changes.
      try await click("Tap me")
      #expect(await pump { host.shownTexts.contains("Tapped 1 times") })
      #expect(host.shownTexts.contains("Native 1"), "a representable's own widget is updated")
      #expect(
        host.shownWidgets().contains {
          $0.type == "GtkImage" && abs($0.frame.width - 26) < 1 && abs($0.frame.height - 26) < 1
        }, "a large-scale symbol is larger than the 20-pixel default")

      // A toggle: the switch turns on, and so does the state it is bound to.
      try await click("Lights")
      #expect(
        await pump {
          host.shownTexts.contains("Lights on")
            && host.shownWidgets().contains { $0.type == "GtkSwitch" && $0.isOn == true }
        })

      // A text field: typed text reaches the binding.
      try await click("Your name")
      try server.xdotool(["type", "--delay", "30", "Ada"])
      #expect(await pump { host.shownTexts.contains("Hello, Ada!") })
      #expect(host.shownWidgets().contains { $0.type == "GtkEntry" && $0.text == "Ada" })

      // A secure field is GTK's password entry; typed text reaches the binding.
      try await click("Passcode")
      try server.xdotool(["type", "--delay", "30", "tiger"])
      #expect(await pump { host.shownTexts.contains("A passcode of 5 letters") })
      #expect(host.shownWidgets().contains { $0.type == "GtkPasswordEntry" && $0.text == "tiger" })

      // A segmented picker: the segment clicked is the one selected.
      let vanilla = try #require(
        host.shownWidgets().first { $0.type == "GtkToggleButton" && $0.text == "Vanilla" })
      try click(CGPoint(x: vanilla.frame.midX, y: vanilla.frame.midY))
      #expect(
        await pump {
          host.shownWidgets().contains {
            $0.type == "GtkToggleButton" && $0.text == "Vanilla" && $0.isOn == true
          }
        })

      // A date picker's time: its pop-over's hour field takes the arrow keys.
      let before = try #require(host.shownTexts.first { $0.hasPrefix("Rings at") })
      try await click("Alarm")
      #expect(
        await pump {
          host.shownWidgets().contains { $0.type == "GtkMenuButton" && $0.isOn == true }
        },
        "the pop-over is open")
      try server.xdotool(["key", "Up"])
      #expect(
        await pump { host.shownTexts.contains { $0.hasPrefix("Rings at") && $0 != before } },
        "the hour moved on from \(before)")
      try server.xdotool(["key", "Escape"])

      // A navigation link pushes its page, whose back button returns.
      try await click("Details")
      #expect(await pump { host.shownTexts.contains("Detail page") })
      #expect(!host.shownTexts.contains("Hello, Ada!"), "the root page is covered")
      try await click("Controls")
      #expect(await pump { host.shownTexts.contains("Hello, Ada!") })

      // A sheet is a modal window of its own until its button closes it.
      try await click("Sheet")
      #expect(await pump { host.shownTexts.contains("In the sheet") })
      let sheet = try #require(host.shownWidgets().first { $0.text == "In the sheet" })
      #expect(sheet.windowID != 0 && "\(sheet.windowID)" != window, "in a window of its own")
      // At its .medium detent, half as high as the app's window; titled by its own
      // navigation title, while the app's window keeps its own.
      let geometry = try server.xdotool(["getwindowgeometry", "\(sheet.windowID)"])
      #expect(geometry.contains("x300"), "half of 600: \(geometry)")
      let titled = try server.xdotool(["search", "--onlyvisible", "--name", "^Sheet page$"])
      #expect(titled.contains("\(sheet.windowID)"), "the sheet's window: \(titled)")
      let app = try server.xdotool(["search", "--onlyvisible", "--name", "^Controls$"])
      #expect(app.contains(window), "the app's window keeps its title")
      try await click("Close")
      #expect(await pump { !host.shownTexts.contains("In the sheet") })

      // A sheet's window closed from outside (the window manager's close button) dismisses
      // the sheet, and its presenter's state follows.
      try await click("Sheet")
      #expect(await pump { host.shownTexts.contains("In the sheet") })
      let reopened = try #require(host.shownWidgets().first { $0.text == "In the sheet" })
      try server.xdotool(["key", "--window", "\(reopened.windowID)", "Escape"])
      #expect(await pump { !host.shownTexts.contains("In the sheet") })
      try await click("Sheet")
      #expect(await pump { host.shownTexts.contains("In the sheet") }, "and opens again")
      try await click("Close")
      #expect(await pump { !host.shownTexts.contains("In the sheet") })

      // An alert is a modal dialog: the window under it takes no clicks; its button
      // answers and closes it.
      try await click("Ask")
      #expect(await pump { host.shownTexts.contains("Go on?") })
      let tapMe = try #require(host.center(ofControlLabelled: "Tap me"))
      try click(tapMe.point)
      try await click("Yes")
      #expect(await pump { host.shownTexts.contains("Answer: yes") })
      #expect(!host.shownTexts.contains("Go on?"))
      #expect(host.shownTexts.contains("Tapped 1 times"), "the click under the alert was blocked")

      // Esc in an alert's window answers with its cancel button, as in the terminal.
      try await click("Ask")
      #expect(await pump { host.shownTexts.contains("Go on?") })
      let alert = try #require(host.shownWidgets().first { $0.text == "Go on?" })
      try server.xdotool(["key", "--window", "\(alert.windowID)", "Escape"])
      #expect(await pump { host.shownTexts.contains("Answer: no") })
      #expect(!host.shownTexts.contains("Go on?"))

      // Return presses the alert's default button (Yes), whichever button has the focus.
      try await click("Ask")
      #expect(await pump { host.shownTexts.contains("Go on?") })
      let asked = try #require(host.shownWidgets().first { $0.text == "Go on?" })
      try server.xdotool(["key", "--window", "\(asked.windowID)", "Return"])
      #expect(await pump { host.shownTexts.contains("Answer: yes") })
      #expect(await pump { !host.shownTexts.contains("Go on?") })

      // The window as GTK draws it is not blank.
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tessera-gtk-tests")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let path = directory.appendingPathComponent("controls.png").path
      // GTK draws after its next allocation: poll until it has drawn.
      var screenshot: GtkHost.Screenshot?
      _ = await pump {
        screenshot = host.screenshot(to: path)
        return screenshot != nil
      }
      let shot = try #require(screenshot)
      #expect(shot.width == 400 && shot.height == 600)
      #expect(shot.distinctColors > 20, "a blank window has one or two colours")
      #expect(FileManager.default.fileExists(atPath: path))

      // A custom shape is drawn along its path: the wedge's tip is green, the corners
      // beside it are not.
      let picture = try #require(
        FileManager.default.contents(atPath: path).flatMap(RGBAImage.decodePNG))
      let wedge = try #require(
        host.shownWidgets().last { $0.type == "GtkDrawingArea" && abs($0.frame.width - 40) < 1 })
      func isGreen(_ x: CGFloat, _ y: CGFloat) -> Bool {
        let rgb = picture.pixel(x: Int(x), y: Int(y)).rgb
        return rgb.green > 100 && rgb.red < 100 && rgb.blue < 100
      }
      #expect(isGreen(wedge.frame.midX, wedge.frame.minY + 8), "the tip")
      #expect(isGreen(wedge.frame.midX, wedge.frame.maxY - 2), "the base")
      #expect(!isGreen(wedge.frame.minX + 3, wedge.frame.minY + 3), "beside the tip")
      #expect(!isGreen(wedge.frame.maxX - 3, wedge.frame.minY + 3), "beside the tip")

      // A grayscale filter turns the red square grey.
      let square = try #require(
        host.shownWidgets().last { $0.type == "GtkDrawingArea" && abs($0.frame.width - 30) < 1 })
      let grey = picture.pixel(x: Int(square.frame.midX), y: Int(square.frame.midY)).rgb
      #expect(
        abs(Int(grey.red) - Int(grey.green)) < 12 && abs(Int(grey.green) - Int(grey.blue)) < 12,
        "grey, not red: \(grey)")

      // A canvas draws outside its inverse clip only, its colour through its filter.
      let canvas = try #require(
        host.shownWidgets().last { $0.type == "GtkDrawingArea" && abs($0.frame.width - 50) < 1 })
      let left = picture.pixel(x: Int(canvas.frame.minX + 10), y: Int(canvas.frame.midY)).rgb
      let right = picture.pixel(x: Int(canvas.frame.maxX - 10), y: Int(canvas.frame.midY)).rgb
      #expect(right.blue > 150 && right.red < 100, "the right half, turned blue: \(right)")
      #expect(left.red > 200 && left.green > 200 && left.blue > 200, "clipped away: \(left)")

      // A gradient mask fades each square by how opaque it is at the square's middle: the
      // first is nearly purple, the last nearly the window's white.
      let squares = host.shownWidgets().filter {
        $0.type == "GtkDrawingArea" && abs($0.frame.width - 12) < 1
      }.sorted { $0.frame.minX < $1.frame.minX }
      try #require(squares.count == 3, "\(squares)")
      let first = picture.pixel(x: Int(squares[0].frame.midX), y: Int(squares[0].frame.midY)).rgb
      let last = picture.pixel(x: Int(squares[2].frame.midX), y: Int(squares[2].frame.midY)).rgb
      #expect(first.green < 120, "purple: \(first)")
      #expect(last.green > Int(first.green) + 60, "faded towards white: \(last)")

      // Resizing the window lays the tree out again in the new size.
      try server.xdotool(["windowsize", window, "500", "700"])
      #expect(await pump { host.graph.windowSize == CGSize(width: 500, height: 700) })

      // A tab item: the other tab is shown, the first one's texts are gone.
      try await click("More")
      #expect(
        await pump {
          host.shownTexts.contains("Second tab") && !host.shownTexts.contains("Tapped 1 times")
        })

      // A drag on a view with a drag gesture: the mouse goes down on its text, moves and
      // is let go.
      let slide = try #require(host.shownWidgets().first { $0.text == "Slide me" })
      try server.xdotool([
        "mousemove", "--window", window, "\(Int(slide.frame.midX))",
        "\(Int(slide.frame.midY))",
        "mousedown", "1",
      ])
      for step in 1...4 {
        try server.xdotool([
          "mousemove", "--window", window, "\(Int(slide.frame.midX) + 20 * step)",
          "\(Int(slide.frame.midY))",
        ])
      }
      try server.xdotool(["mouseup", "1"])
      #expect(
        await pump { host.shownTexts.contains("Slid 80, refreshed 0") }, "\(host.shownTexts)")

      // F5 refreshes the refreshable list.
      try server.xdotool(["windowfocus", "--sync", window])
      try server.xdotool(["key", "F5"])
      #expect(await pump { host.shownTexts.contains("Slid 80, refreshed 1") })

      // Ctrl+K is the Bump button's ⌘K; a right click opens a text's context menu.
      try server.xdotool(["key", "ctrl+k"])
      #expect(await pump { host.shownTexts.contains("Bumped 1") }, "\(host.shownTexts)")
      let bumped = try #require(host.shownWidgets().first { $0.text == "Bumped 1" })
      try server.xdotool([
        "mousemove", "--window", window, "\(Int(bumped.frame.midX))", "\(Int(bumped.frame.midY))",
        "click", "3",
      ])
      #expect(await pump { host.shownTexts.contains("Reset bumps") }, "\(host.shownTexts)")
      try await click("Reset bumps")
      #expect(await pump { host.shownTexts.contains("Bumped 0") }, "\(host.shownTexts)")

      // A list row clicked is selected, and shown so.
      let beta = try #require(host.shownWidgets().first { $0.text == "Beta" })
      try click(CGPoint(x: beta.frame.midX, y: beta.frame.midY))
      #expect(
        await pump {
          host.shownWidgets().contains { $0.type == "GtkButton" && $0.isOn == true }
        }, "the Beta row is highlighted")

      // A Tessera view in a plain GTK window, beside a GTK label of the app's own.
      let plain = gtk_window_new()!
      gtk_window_set_title(typed(GtkWindow.self, plain), "\(title) plain")
      gtk_window_set_default_size(typed(GtkWindow.self, plain), 300, 200)
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      gtk_box_append(typed(GtkBox.self, box), gtk_label_new("Plain GTK"))
      let hosting = HostingWidget(rootView: HostedCounter())
      gtk_widget_set_vexpand(hosting.widget, 1)
      gtk_box_append(typed(GtkBox.self, box), hosting.widget)
      gtk_window_set_child(typed(GtkWindow.self, plain), box)
      gtk_window_present(typed(GtkWindow.self, plain))
      defer { gtk_window_destroy(typed(GtkWindow.self, plain)) }
      #expect(await pump { hosting.shownTexts.contains("Hosted 0") })
      let plainWindow =
        try server.xdotool(["search", "--sync", "--onlyvisible", "--name", "\(title) plain"])
        .split(separator: "\n").first.map(String.init) ?? ""
      var add: CGPoint?
      _ = await pump {
        add = hosting.center(ofControlLabelled: "Add")?.point
        return add != nil
      }
      let point = try #require(add)
      try server.xdotool([
        "mousemove", "--window", plainWindow, "\(Int(point.x))", "\(Int(point.y))", "click", "1",
      ])
      #expect(await pump { hosting.shownTexts.contains("Hosted 1") })

      // Widgets kept up to date frame by frame hold what a fresh render makes.
      checkIncrementalWidgets(seeds: [1, 2, 3], steps: 40)
      checkSelectedTabTakesTheTint()
      checkDisabledButtonIsDimmed()
      checkTrackedTextIsLaidOutWide()
      checkNarrowColumnTitleStaysOnOneLine()
      checkPagesAndCapsuleButtons()
      try checkAdjustmentsProgressAndClipboard()
    }

    /// `widget` as a pointer to one of its GTK classes, what GTK's cast macros do.
    private func typed<T>(_ type: T.Type, _ widget: UnsafeMutablePointer<GtkWidget>)
      -> UnsafeMutablePointer<T>
    {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: type)
    }

    /// Runs GTK's loop (and lets the main actor run) until `condition` holds or ten
    /// seconds pass; returns whether it held.
    private func pump(until condition: () -> Bool) async -> Bool {
      let deadline = Date().addingTimeInterval(10)
      while Date() < deadline {
        GtkHost.processPendingEvents()
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
      }
      return condition()
    }
  }
#endif

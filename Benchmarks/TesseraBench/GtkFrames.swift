#if GTK
  import Foundation
  import Tessera
  import TesseraCore
  import TesseraGtk

  // GTK frame figures, in a GTK build on a display (`--only gtkFrames`): a row's own model
  // changes, and the frame goes through the update, layout, the render tree and the GTK
  // renderer into a hosting widget of 1,600 × 960 points (as large as the terminal
  // figures' 200 × 60 cells). GTK's own drawing, which happens later in its loop, is not
  // in the time; the figures say what Tessera asks of GTK.

  /// A row's own model changes in a GTK window's content: one body is evaluated, and one
  /// widget is updated.
  @MainActor
  func runGtkFrames() {
    guard GtkHost.initialize() else {
      print("gtkFrames: skipped, no display (set DISPLAY, e.g. to an Xvfb server)")
      return
    }
    var times: [Double] = []
    for count in frameSizes {
      let models = (0..<count).map { _ in RowModel() }
      let hosting = HostingWidget(rootView: ObservedRows(models: models))
      hosting.resize(to: CGSize(width: 1_600, height: 960))
      // The middle row is on screen: an overflowing stack is centred in the window.
      let changed = models[count / 2]
      var updated = 0
      let frame = {
        changed.value += 1
        hosting.graph.update()
        updated += hosting.updatedWidgetCount
      }
      times.append(medianTime(of: framesPerFigure, frame))
      for _ in 0..<repeats { frame() }
      report.info(
        "gtkFrame.rowLocal.n\(count).widgetsShown", Double(hosting.shownWidgetCount), "widgets")
      report.atMost(
        "gtkFrame.rowLocal.n\(count).widgetsUpdated",
        Double(updated) / Double(framesPerFigure + repeats), "widgets", target: 2)
    }
    guard !quick else { return }
    report.info("gtkFrame.rowLocal.n\(frameSizes[0]).median", times[0] * 1_000, "ms")
    report.atMost("gtkFrame.rowLocal.n\(frameSizes[1]).median", times[1] * 1_000, "ms", target: 1)
    report.atMost("gtkFrame.rowLocal.ratio", times[1] / times[0], "x", target: 2)
  }
#endif

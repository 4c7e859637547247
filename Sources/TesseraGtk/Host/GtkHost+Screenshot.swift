#if GTK
  import CGtk
  import Foundation

  extension GtkHost {
    /// Where `TESSERA_GTK_SCREENSHOT` asks for a PNG of the window shortly after every
    /// render (once GTK has drawn it), for tests and tools that look at a running app.
    static let screenshotPath = ProcessInfo.processInfo.environment["TESSERA_GTK_SCREENSHOT"]

    /// Writes a screenshot to `path` (atomically) a moment after this render, when GTK
    /// has allocated and drawn what changed.
    func scheduleScreenshot(to path: String) {
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) { [weak self] in
        MainActor.assumeIsolated {
          let partial = path + ".partial.png"
          guard self?.screenshot(to: partial) != nil else { return }
          _ = rename(partial, path)
        }
      }
    }

    /// A picture of the window as GTK renders it.
    package struct Screenshot {
      /// Its size in pixels.
      package var width: Int
      package var height: Int
      /// How many different colours it has (a blank window has one or two).
      package var distinctColors: Int
    }

    /// Renders the window's content with GTK's own renderer, writes it to `path` as PNG
    /// and describes it; nil when the window has nothing drawn to render (yet: it is
    /// drawn after GTK's next allocation).
    package func screenshot(to path: String) -> Screenshot? {
      let width = gtk_widget_get_width(window)
      let height = gtk_widget_get_height(window)
      guard width > 0, height > 0, let native = gtk_widget_get_native(window),
        let renderer = gtk_native_get_renderer(native)
      else { return nil }
      let paintable = gtk_widget_paintable_new(window)
      defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
      let snapshot = gtk_snapshot_new()
      gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
      guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
      defer { gsk_render_node_unref(node) }
      guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return nil }
      defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
      guard gdk_texture_save_to_png(texture, path) != 0 else { return nil }
      let textureWidth = Int(gdk_texture_get_width(texture))
      let textureHeight = Int(gdk_texture_get_height(texture))
      var pixels = [UInt32](repeating: 0, count: textureWidth * textureHeight)
      pixels.withUnsafeMutableBytes { buffer in
        gdk_texture_download(
          texture, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(textureWidth * 4))
      }
      return Screenshot(
        width: textureWidth, height: textureHeight, distinctColors: Set(pixels).count)
    }
  }
#endif

#if GTK
  import CGtk
  import Dispatch

  #if canImport(Glibc)
    import Glibc
  #endif

  // libdispatch's hooks for a run loop that is not its own (CoreFoundation uses them): the
  // descriptor that becomes readable when the main queue has work, and the call that runs
  // that work.
  @_silgen_name("_dispatch_get_main_queue_handle_4CF")
  private func dispatchMainQueueHandle() -> Int32

  @_silgen_name("_dispatch_main_queue_callback_4CF")
  private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

  /// Runs the dispatch main queue from GLib's main loop. While GTK's loop runs, nothing
  /// else drains the main queue, so without this `Task { @MainActor }`, `DispatchQueue.main`
  /// and Tessera's coalesced updates would never run.
  enum MainQueuePump {
    @MainActor private static var isInstalled = false

    /// Watches the main queue's descriptor from the default GLib context; call once,
    /// from the main thread, before running the GLib loop.
    @MainActor static func install() {
      guard !isInstalled else { return }
      isInstalled = true
      let descriptor = dispatchMainQueueHandle()
      let callback: @convention(c) (Int32, GIOCondition, gpointer?) -> gboolean = {
        descriptor, _, _ in
        // The descriptor is an eventfd: read it empty, or GLib would call again at once.
        var count: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &count) { read(descriptor, $0.baseAddress, 8) }
        dispatchMainQueueCallback(nil)
        return 1
      }
      let flags = fcntl(descriptor, F_GETFL)
      _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
      g_unix_fd_add(descriptor, G_IO_IN, callback, nil)
    }
  }
#endif

#if GTK
  import CGtk

  /// Connects GObject signals to Swift closures. Each closure is retained as the signal's
  /// user data and released by GLib when the handler goes (with its widget).
  @MainActor
  enum Signals {
    /// Runs `action` when `instance` emits `signal` with no arguments of interest
    /// (`clicked`, `changed`, `toggled`, `notify::active`, `state-flags-changed`, …).
    @discardableResult
    static func connect(
      _ instance: UnsafeMutableRawPointer, _ signal: String,
      _ action: @escaping @MainActor () -> Void
    ) -> gulong {
      // Notify signals pass a GParamSpec before the data, `state-flags-changed` the flags,
      // and a gesture's `begin`, `update` and `end` the event sequence; the others only
      // the data.
      let callback: GCallback
      if signal.hasPrefix("notify") || signal == "state-flags-changed"
        || ["begin", "update", "end"].contains(signal)
      {
        let withArgument: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
          _, _, data in
          SignalHandler.run(data)
        }
        callback = unsafeBitCast(withArgument, to: GCallback.self)
      } else {
        let plain: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
          SignalHandler.run(data)
        }
        callback = unsafeBitCast(plain, to: GCallback.self)
      }
      return connectHandler(instance, signal, callback, action)
    }

    /// Runs `action` with the scroll distances (across, down) when a scroll controller
    /// reports them; the action returns whether it used them.
    @discardableResult
    static func connectScroll(
      _ controller: UnsafeMutableRawPointer,
      _ action: @escaping @MainActor (Double, Double) -> Bool
    ) -> gulong {
      let box = Unmanaged.passRetained(PointHandler(action)).toOpaque()
      let callback: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = {
        _, dx, dy, data in
        guard let data else { return 0 }
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated {
          guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return false }
          return Unmanaged<PointHandler>.fromOpaque(data).takeUnretainedValue().action(dx, dy)
        } ? 1 : 0
      }
      let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
        data, _ in
        guard let data else { return }
        Unmanaged<PointHandler>.fromOpaque(data).release()
      }
      return tessera_signal_connect(
        controller, "scroll", unsafeBitCast(callback, to: GCallback.self), box, release)
    }

    /// Runs `action` with the position of each press a `GtkGestureClick` reports, in the
    /// coordinates of the widget it is attached to.
    @discardableResult
    static func connectPressed(
      _ gesture: UnsafeMutableRawPointer, _ action: @escaping @MainActor (Double, Double) -> Void
    ) -> gulong {
      let box = Unmanaged.passRetained(
        PointHandler {
          action($0, $1)
          return true
        }
      ).toOpaque()
      let callback: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = {
        _, _, x, y, data in
        guard let data else { return }
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
          guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
          _ = Unmanaged<PointHandler>.fromOpaque(data).takeUnretainedValue().action(x, y)
        }
      }
      let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
        data, _ in
        guard let data else { return }
        Unmanaged<PointHandler>.fromOpaque(data).release()
      }
      return tessera_signal_connect(
        gesture, "pressed", unsafeBitCast(callback, to: GCallback.self), box, release)
    }

    /// Runs `action` with the two numbers of a drag gesture's `signal` ("drag-begin":
    /// where it started; "drag-update" and "drag-end": how far it has moved since), or of
    /// a motion controller's "motion" (where the pointer is).
    @discardableResult
    static func connectDrag(
      _ gesture: UnsafeMutableRawPointer, _ signal: String,
      _ action: @escaping @MainActor (Double, Double) -> Void
    ) -> gulong {
      let box = Unmanaged.passRetained(
        PointHandler {
          action($0, $1)
          return true
        }
      ).toOpaque()
      let callback: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = {
        _, x, y, data in
        guard let data else { return }
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
          guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
          _ = Unmanaged<PointHandler>.fromOpaque(data).takeUnretainedValue().action(x, y)
        }
      }
      let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
        data, _ in
        guard let data else { return }
        Unmanaged<PointHandler>.fromOpaque(data).release()
      }
      return tessera_signal_connect(
        gesture, signal, unsafeBitCast(callback, to: GCallback.self), box, release)
    }

    /// Runs `action` with the key value and the modifier state of each key pressed where
    /// `controller` (a `GtkEventControllerKey`) listens; the key is used up when `action`
    /// returns true.
    @discardableResult
    static func connectKeyPressed(
      _ controller: UnsafeMutableRawPointer,
      _ action: @escaping @MainActor (UInt32, UInt32) -> Bool
    ) -> gulong {
      let box = Unmanaged.passRetained(
        PointHandler { keyval, state in action(UInt32(keyval), UInt32(state)) }
      ).toOpaque()
      let callback:
        @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean =
          { _, keyval, _, state, data in
            guard let data else { return 0 }
            let address = UInt(bitPattern: data)
            let modifiers = Double(state.rawValue)
            return MainActor.assumeIsolated {
              guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return 0 }
              let handler = Unmanaged<PointHandler>.fromOpaque(data).takeUnretainedValue()
              return handler.action(Double(keyval), modifiers) ? 1 : 0
            }
          }
      let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
        data, _ in
        guard let data else { return }
        Unmanaged<PointHandler>.fromOpaque(data).release()
      }
      return tessera_signal_connect(
        controller, "key-pressed", unsafeBitCast(callback, to: GCallback.self), box, release)
    }

    /// Runs `action` when `action`, a `GSimpleAction`, is activated (its handler takes a
    /// parameter before the data, which `connect` would misread).
    @discardableResult
    static func connectActivate(
      _ simpleAction: UnsafeMutableRawPointer, _ action: @escaping @MainActor () -> Void
    ) -> gulong {
      let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        SignalHandler.run(data)
      }
      return connectHandler(
        simpleAction, "activate", unsafeBitCast(callback, to: GCallback.self), action)
    }

    /// Runs `action` when the user asks to close `window`, keeping the window open (the
    /// action decides what closes it).
    @discardableResult
    static func connectCloseRequest(
      _ window: UnsafeMutableRawPointer, _ action: @escaping @MainActor () -> Void
    ) -> gulong {
      let callback: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
        SignalHandler.run(data)
        return 1
      }
      return connectHandler(
        window, "close-request", unsafeBitCast(callback, to: GCallback.self), action)
    }

    /// Connects `callback`, which runs the `SignalHandler` it gets as its data, with
    /// `action` kept alive as that data until GLib drops the handler.
    private static func connectHandler(
      _ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback,
      _ action: @escaping @MainActor () -> Void
    ) -> gulong {
      let box = Unmanaged.passRetained(SignalHandler(action)).toOpaque()
      let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
        data, _ in
        guard let data else { return }
        Unmanaged<SignalHandler>.fromOpaque(data).release()
      }
      return tessera_signal_connect(instance, signal, callback, box, release)
    }
  }

  extension Signals {
    /// Runs `action` once, when `widget`'s frame clock next draws a frame (the display's
    /// refresh; GTK does not tick a widget that is not shown).
    static func onNextFrame(
      of widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor () -> Void
    ) {
      let box = Unmanaged.passRetained(SignalHandler(action)).toOpaque()
      let tick:
        @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) ->
          gboolean = { _, _, data in
            SignalHandler.run(data)
            return 0  // G_SOURCE_REMOVE: once.
          }
      let release: @convention(c) (gpointer?) -> Void = { data in
        guard let data else { return }
        Unmanaged<SignalHandler>.fromOpaque(data).release()
      }
      gtk_widget_add_tick_callback(widget, tick, box, release)
    }
  }

  /// A closure kept alive as a signal's user data.
  private final class SignalHandler {
    let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// Runs the handler whose retained pointer GLib passed back.
    static func run(_ data: gpointer?) {
      guard let data else { return }
      // The address crosses into the main actor; the pointer type is not Sendable.
      let address = UInt(bitPattern: data)
      MainActor.assumeIsolated {
        guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
        Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue().action()
      }
    }
  }

  /// A scroll closure kept alive as a signal's user data.
  /// A closure of two numbers (a scroll's distances, a press's position) kept as a
  /// signal's user data.
  private final class PointHandler {
    let action: @MainActor (Double, Double) -> Bool

    init(_ action: @escaping @MainActor (Double, Double) -> Bool) { self.action = action }
  }
#endif

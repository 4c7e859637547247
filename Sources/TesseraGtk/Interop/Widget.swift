#if GTK
  import CGtk

  /// A GTK widget, as every GTK function that takes one sees it.
  package typealias Widget = UnsafeMutablePointer<GtkWidget>

  extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as a pointer to one of its GTK classes (`GtkLabel`, `GtkWindow`, …),
    /// what GTK's cast macros do.
    func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
      UnsafeMutableRawPointer(self).assumingMemoryBound(to: type)
    }

    /// The widget as a class Swift imports as opaque, what GTK's cast macros do.
    func cast() -> OpaquePointer { OpaquePointer(self) }

    /// The widget as an untyped pointer, for classes Swift imports as opaque
    /// (`GtkDropDown`, `GtkSwitch`, …).
    var opaque: OpaquePointer { OpaquePointer(self) }

    /// The widget as the `GObject` it is.
    var object: UnsafeMutablePointer<GObject> { tessera_object(self) }
  }

  extension OpaquePointer {
    /// A widget Swift imported as opaque, as a `GtkWidget`.
    var widget: Widget { tessera_widget(UnsafeMutableRawPointer(self)) }
  }
#endif

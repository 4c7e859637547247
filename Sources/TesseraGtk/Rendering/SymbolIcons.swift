#if GTK
  import TesseraCore

  /// SF Symbol names as the freedesktop symbolic icons GTK themes ship. Unknown names show
  /// GTK's missing-image icon and are reported once.
  enum SymbolIcons {
    private static let names: [String: String] = [
      "star": "non-starred-symbolic", "star.fill": "starred-symbolic",
      "folder": "folder-symbolic", "folder.fill": "folder-symbolic",
      "sidebar.left": "sidebar-show-symbolic", "sidebar.leading": "sidebar-show-symbolic",
      "doc": "text-x-generic-symbolic", "doc.fill": "text-x-generic-symbolic",
      "doc.on.doc": "edit-copy-symbolic",
      "doc.text": "text-x-generic-symbolic", "pencil": "document-edit-symbolic",
      "square.and.pencil": "document-edit-symbolic", "envelope": "mail-unread-symbolic",
      "envelope.fill": "mail-unread-symbolic", "paperplane": "mail-send-symbolic",
      "paperplane.fill": "mail-send-symbolic", "lock": "changes-prevent-symbolic",
      "lock.fill": "changes-prevent-symbolic", "link": "insert-link-symbolic",
      "camera": "camera-photo-symbolic", "camera.fill": "camera-photo-symbolic",
      "arrow.clockwise": "view-refresh-symbolic", "trash.fill": "user-trash-symbolic",
      "location": "find-location-symbolic", "location.fill": "find-location-symbolic",
      "bookmark": "user-bookmarks-symbolic", "bookmark.fill": "user-bookmarks-symbolic",
      "star.leadinghalf.filled": "semi-starred-symbolic",
      "heart": "emblem-favorite-symbolic", "heart.fill": "emblem-favorite-symbolic",
      "list.bullet": "view-list-symbolic", "list.dash": "view-list-symbolic",
      "checklist": "object-select-symbolic", "hand.tap": "input-touchpad-symbolic",
      "hand.tap.fill": "input-touchpad-symbolic",
      "line.3.horizontal": "open-menu-symbolic",
      "person": "avatar-default-symbolic", "person.fill": "avatar-default-symbolic",
      "person.crop.circle": "avatar-default-symbolic",
      "person.crop.circle.fill": "avatar-default-symbolic",
      "person.2": "system-users-symbolic", "person.2.fill": "system-users-symbolic",
      "chevron.right": "go-next-symbolic", "chevron.left": "go-previous-symbolic",
      "chevron.up": "go-up-symbolic", "chevron.down": "go-down-symbolic",
      "chevron.right.circle": "go-next-symbolic", "chevron.left.circle": "go-previous-symbolic",
      "arrow.left": "go-previous-symbolic", "arrow.right": "go-next-symbolic",
      "arrow.up": "go-up-symbolic", "arrow.down": "go-down-symbolic",
      "play.fill": "media-playback-start-symbolic", "play": "media-playback-start-symbolic",
      "pause.fill": "media-playback-pause-symbolic", "pause": "media-playback-pause-symbolic",
      "stop.fill": "media-playback-stop-symbolic",
      "checkmark": "object-select-symbolic", "checkmark.circle": "object-select-symbolic",
      "checkmark.circle.fill": "object-select-symbolic",
      "gamecontroller": "input-gaming-symbolic", "gamecontroller.fill": "input-gaming-symbolic",
      "circle": "radio-symbolic", "largecircle.circle.fill": "radio-checked-symbolic",
      "xmark": "window-close-symbolic", "xmark.circle": "window-close-symbolic",
      "xmark.circle.fill": "window-close-symbolic",
      "plus": "list-add-symbolic", "minus": "list-remove-symbolic",
      "plus.circle": "list-add-symbolic", "minus.circle": "list-remove-symbolic",
      "minus.circle.fill": "list-remove-symbolic",
      "trash": "user-trash-symbolic", "gear": "emblem-system-symbolic",
      "gearshape": "emblem-system-symbolic", "gearshape.fill": "emblem-system-symbolic",
      "magnifyingglass": "system-search-symbolic", "info.circle": "dialog-information-symbolic",
      "exclamationmark.triangle": "dialog-warning-symbolic",
      "exclamationmark.triangle.fill": "dialog-warning-symbolic",
      "mappin": "mark-location-symbolic", "mappin.circle.fill": "mark-location-symbolic",
      "map": "mark-location-symbolic", "globe": "web-browser-symbolic",
      "house": "go-home-symbolic", "house.fill": "go-home-symbolic",
      "bell": "preferences-system-notifications-symbolic",
      "bell.fill": "preferences-system-notifications-symbolic",
      "music.note": "audio-x-generic-symbolic", "calendar": "x-office-calendar-symbolic",
      "clock": "alarm-symbolic", "photo": "image-x-generic-symbolic",
      "ellipsis": "view-more-symbolic", "ellipsis.circle": "view-more-symbolic",
      "square.and.arrow.up": "document-send-symbolic",
      "speaker.wave.2.fill": "audio-volume-high-symbolic",
      "speaker.slash.fill": "audio-volume-muted-symbolic",
      "gift": "emblem-default-symbolic", "gift.fill": "emblem-default-symbolic",
      "sun.max": "weather-clear-symbolic", "moon": "weather-clear-night-symbolic",
      "cloud": "weather-overcast-symbolic", "snowflake": "weather-snow-symbolic",
      "slider.horizontal.3": "preferences-system-symbolic",
      "rectangle.stack": "view-paged-symbolic", "square.stack": "view-paged-symbolic",
      "square": "checkbox-symbolic", "checkmark.square": "checkbox-checked-symbolic",
      "checkmark.square.fill": "checkbox-checked-symbolic",
      "rectangle.stack.person.crop.fill": "view-paged-symbolic",
      "square.grid.2x2": "view-grid-symbolic", "text.bubble": "user-available-symbolic",
      "phone": "call-start-symbolic", "forward": "media-seek-forward-symbolic",
      "backward": "media-seek-backward-symbolic", "delete.backward": "edit-clear-symbolic",
      "arrow.triangle.2.circlepath": "view-refresh-symbolic",
    ]

    /// The icon name for the symbol `name`.
    @MainActor static func iconName(for name: String) -> String {
      // A variant GTK has no icon of is shown as the symbol it varies.
      for candidate in SymbolNames.fallbacks(of: name) {
        if let icon = names[candidate] { return icon }
      }
      Diagnostics.warnOnce("No GTK icon for the symbol \"\(name)\"; it shows as missing.")
      return "image-missing"
    }
  }
#endif

import Foundation

/// A button that shares an item: a URL, a string, or several. Where a phone opens its
/// share sheet, Tessera opens a menu of what a Linux desktop or a terminal can do with it:
/// Copy puts it on the clipboard (OSC 52 in the terminal, the display's clipboard in GTK),
/// and Open hands a URL to the browser through `openURL`.
public struct ShareLink<Label: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  /// The text Copy puts on the clipboard: the items, one per line.
  let text: String
  /// What Open opens: the item, when it is one URL.
  let url: URL?
  let label: Label

  private init(text: String, url: URL?, label: Label) {
    self.text = text
    self.url = url
    self.label = label
  }

  /// Shares `item`, shown by `label`. The subject and message are for sharing services
  /// that take them (mail); Copy and Open use the item only.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(text: item.absoluteString, url: item, label: label())
  }

  /// Shares `item`, shown by `label`.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(text: item, url: nil, label: label())
  }

  /// Shares `item` with a preview, shown by `label`; the preview is for share sheets that
  /// show one.
  public init<I, C>(
    item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label)
  }

  /// Shares `item` with a preview, shown by `label`.
  public init<I, C>(
    item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label)
  }

  /// Shares `items`, shown by `label`.
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element == URL {
    let items = Array(items)
    self.init(
      text: items.map(\.absoluteString).joined(separator: "\n"),
      url: items.count == 1 ? items[0] : nil, label: label())
  }

  /// Shares `items`, shown by `label`.
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element == String {
    self.init(text: items.joined(separator: "\n"), url: nil, label: label())
  }
}

extension ShareLink where Label == TesseraCore.Label<Text, Image> {
  /// Shares `item`, shown as "Share" with the share symbol.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) { Self.defaultLabel("Share") }
  }

  /// Shares `item`, shown as "Share" with the share symbol.
  public init(item: String, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) { Self.defaultLabel("Share") }
  }

  /// Shares `item`, shown as "Share" with the share symbol.
  public init<I, C>(
    item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>
  ) {
    self.init(item: item, subject: subject, message: message) { Self.defaultLabel("Share") }
  }

  /// Shares `item`, titled by a localized key, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) {
      Self.defaultLabel(titleKey.resolved())
    }
  }

  /// Shares `item`, titled by a localized key, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) {
      Self.defaultLabel(titleKey.resolved())
    }
  }

  /// Shares `item`, titled by a string, with the share symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) {
      Self.defaultLabel(String(title))
    }
  }

  /// Shares `item`, titled by a string, with the share symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) {
      Self.defaultLabel(String(title))
    }
  }

  private static func defaultLabel(_ title: String) -> TesseraCore.Label<Text, Image> {
    TesseraCore.Label(title, systemImage: "square.and.arrow.up")
  }
}

extension ShareLink: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let text = text
    let url = url
    let openURL = node.environment.openURL
    let copy: @MainActor () -> Void = { [weak graph = node.graph] in graph?.clipboard.copy(text) }
    let menu = Menu {
      Button("Copy", systemImage: "doc.on.doc", action: copy)
      if let url {
        Button("Open", systemImage: "link") { openURL(url) }
      }
    } label: {
      label
    }
    children.append(menu, key: ChildKey(.single, for: menu))
  }

  package var inspectionDescription: String { "ShareLink" }
}

/// How a shared item is previewed in a share sheet: a title, an image, an icon. Tessera's
/// share menu shows none of them; they are accepted so that sharing code builds unchanged.
public struct SharePreview<Image, Icon> {
  /// A preview with `title`, `image` and `icon`.
  public init(_ title: some StringProtocol, image: Image, icon: Icon) {}
}

extension SharePreview where Icon == Never {
  /// A preview with `title` and `image`.
  public init(_ title: some StringProtocol, image: Image) {}
}

extension SharePreview where Image == Never {
  /// A preview with `title` and `icon`.
  public init(_ title: some StringProtocol, icon: Icon) {}
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with only a title.
  public init(_ title: some StringProtocol) {}
}

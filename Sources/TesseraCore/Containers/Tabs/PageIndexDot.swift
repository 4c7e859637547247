/// One dot of a paged `TabView`'s index: filled for the page shown. Activating it shows
/// its page; ← and → on any dot show the page before and after the one shown.
struct PageIndexDot: View {
  let index: Int
  let tags: [AnyHashable]
  /// The index of the page shown.
  let selectedIndex: Int
  let select: (AnyHashable) -> Void

  var body: some View {
    let isSelected = index == selectedIndex
    Button {
      select(tags[index])
    } label: {
      Image(systemName: isSelected ? "circle.fill" : "circle")
        .imageScale(.small)
    }
    .buttonStyle(.plain)
    .foregroundStyle(isSelected ? Color.primary : Color.secondary)
    .accessibilityLabel(Text(verbatim: "Page \(index + 1) of \(tags.count)"))
    .onKeyPress(.leftArrow) { step(by: -1) }
    .onKeyPress(.rightArrow) { step(by: 1) }
  }

  private func step(by offset: Int) -> KeyPress.Result {
    let target = selectedIndex + offset
    guard tags.indices.contains(target) else { return .ignored }
    select(tags[target])
    return .handled
  }
}

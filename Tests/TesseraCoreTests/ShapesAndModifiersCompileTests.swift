import Tessera
import TesseraTesting
import Testing

private struct Card: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(alignment: .firstTextBaseline) {
        Text("Title")
        Spacer()
        Circle().fill(.red).frame(width: 10, height: 10)
      }
      Divider()
      Capsule().stroke(Color.blue, lineWidth: 2)
      RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 3)
      Color.green
    }
    .padding()
    .background(Color.yellow)
    .overlay(alignment: .topTrailing) { Text("!") }
    .cornerRadius(12)
  }
}

private struct Modifiers: View {
  var body: some View {
    Text("A")
      .padding(.horizontal, 4)
      .padding(-2)
      .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
      .frame(maxWidth: .infinity, alignment: .leading)
      .fixedSize(horizontal: false, vertical: true)
      .aspectRatio(contentMode: .fit)
      .offset(x: 3)
      .position(x: 5, y: 6)
      .shadow(radius: 2)
      .opacity(0.5)
      .scaleEffect(2)
      .rotationEffect(.degrees(45))
      .rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0))
      .hueRotation(.degrees(90))
      .grayscale(1)
      .blur(radius: 3)
      .border(Color.red, width: 2)
      .zIndex(1)
      .layoutPriority(1)
      .clipShape(Circle())
      .clipped()
      .ignoresSafeArea(edges: .top)
      .alignmentGuide(.leading) { $0[.trailing] }
      .contentShape(Rectangle())
  }
}

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

private struct CommonSpellings: View {
  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(spacing: 4, pinnedViews: [.sectionHeaders]) {
        Triangle()
        Triangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        LinearGradient(
          gradient: Gradient(colors: [.white, .black]), startPoint: .leading, endPoint: .trailing)
        Color.red.opacity(0.5)
        AnyShape(Circle()).stroke(.green, lineWidth: 2)
      }
    }
    .background(.red)
    .overlay(Color.blue)
    .background(.orange, in: Capsule())
    .frame()
    .padding(.top)
    .scaledToFill()
    .edgesIgnoringSafeArea(.all)
    .listRowInsets(EdgeInsets())
    .coordinateSpace(name: "scroll")
    .shadow(color: .black, radius: 3, x: 1, y: 1)
    .offset(CGSize(width: 1, height: 1))
    .aspectRatio(CGSize(width: 1, height: 2), contentMode: .fill)
    .scaleEffect(x: 2, anchor: .topLeading)
    GeometryReader { proxy in
      Text(proxy.size.width >= 0 && proxy.frame(in: .global).height >= 0 ? "sized" : "unsized")
    }
    ZStack(alignment: .bottomTrailing) { LazyVStack { Ellipse() } }
  }
}

/// SwiftUI's signatures: a CGFloat font size, any shape style as foreground.
private struct StyledTexts: View {
  let size: CGFloat = 15
  let fade = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)

  var body: some View {
    VStack {
      Text("Sized").font(.system(size: size))
      Text("Rounded").font(.system(size: size * 2, weight: .bold, design: .rounded))
      Text("Faded").foregroundStyle(fade)
      Text("Plain").foregroundStyle(.red)
      Text("Inherited").foregroundStyle(.foreground)
      Text("In a radial").foregroundStyle(
        RadialGradient(colors: [.orange, .yellow], center: .center, startRadius: 0, endRadius: 9))
      Label("Star", systemImage: "star")
        .foregroundStyle(
          .linearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
    }
    .foregroundStyle(Color.purple)
  }
}

@MainActor
@Suite struct ShapesAndModifiersCompileTests {
  @Test func stacksShapesAndLayersDescribeThemselves() {
    let host = TestHost(Card())
    #expect(
      host.snapshot == """
        cornerRadius(12)
          overlay(alignment: topTrailing)
            background
              padding
                VStack(alignment: leading, spacing: 8)
                  HStack(alignment: firstTextBaseline)
                    Text("Title")
                    Spacer
                    frame(width: 10, height: 10)
                      Circle fill: red
                  Divider
                  Capsule stroke: blue width 2
                  RoundedRectangle(cornerRadius: 8) stroke: foreground width 3
                  Color(green)
              Rectangle fill: yellow
            Text("!")
        """)
  }

  @Test func modifiersDescribeTheirArguments() {
    let lines = TestHost(Modifiers()).snapshot.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      lines == [
        "contentShape(Rectangle)", "alignmentGuide(leading)", "ignoresSafeArea(edges: top)",
        "clipped", "clipShape(Circle)", "layoutPriority(1)", "zIndex(1)",
        "border(red, width: 2)", "blur(radius: 3)", "grayscale(1)", "hueRotation(90°)",
        "rotation3DEffect(10°, axis: (0, 1, 0))", "rotationEffect(45°)", "scaleEffect(2)",
        "opacity(0.5)", "shadow(color: black@33%, radius: 2)", "position(x: 5, y: 6)",
        "offset(x: 3, y: 0)", "aspectRatio(fit)", "fixedSize(horizontal: false, vertical: true)",
        "frame(maxWidth: infinity, alignment: leading)",
        "padding(top: 1, leading: 2, bottom: 3, trailing: 4)", "padding(-2)",
        "padding(horizontal, 4)", "Text(\"A\")",
      ])
  }

  @Test func pathsAndGeometryAreData() {
    let path = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 5))
      path.addQuadCurve(to: CGPoint(x: 0, y: 20), control: CGPoint(x: -4, y: 10))
      path.closeSubpath()
    }
    #expect(path.boundingRect == CGRect(x: -4, y: 0, width: 14, height: 20))
    #expect(
      Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
        == CGRect(x: 10, y: 0, width: 20, height: 20))
    #expect(
      ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions()
        == CGSize(width: 5, height: 10))
    #expect(Angle.degrees(180).radians == .pi)
    #expect(Alignment.bottomTrailing.horizontal == .trailing)
    #expect(Edge.Set.horizontal == [.leading, .trailing])
  }
  @Test func commonSwiftUISpellingsCompileAndDescribe() {
    #expect(
      TestHost(CommonSpellings()).snapshot == """
        scaleEffect(x: 2, y: 1, anchor: topLeading)
          aspectRatio(0.5, fill)
            offset(x: 1, y: 1)
              shadow(color: black, radius: 3, x: 1, y: 1)
                coordinateSpace(name: scroll)
                  listRowInsets(0)
                    ignoresSafeArea(container)
                      aspectRatio(fill)
                        padding(top)
                          frame()
                            background
                              overlay
                                background
                                  ScrollView(horizontal, indicators: hidden)
                                    LazyHStack(spacing: 4, pinnedViews: sectionHeaders)
                                      Triangle fill: foreground
                                      Triangle fill: LinearGradient(red → blue, top → bottom)
                                      LinearGradient(white → black, leading → trailing)
                                      Color(red@50%)
                                      Circle stroke: green width 2
                                  Rectangle fill: red
                                Rectangle fill: blue
                              Capsule fill: orange
        GeometryReader
          Text("sized")
        ZStack(alignment: bottomTrailing)
          LazyVStack
            Ellipse fill: foreground
        """)
  }

  @Test func fontSizesTakeCGFloatAndForegroundStyleTakesAnyShapeStyle() {
    let snapshot = TestHost(StyledTexts()).snapshot
    #expect(snapshot.hasPrefix("foregroundStyle(purple)\n"))
    #expect(snapshot.contains("Text(\"Sized\") font: 15pt\n"))
    #expect(snapshot.contains("Text(\"Rounded\") font: 30pt bold\n"))
    #expect(snapshot.contains("Text(\"Faded\") color: red\n"), "a gradient's first colour")
    #expect(snapshot.contains("Text(\"Plain\") color: red\n"))
    #expect(snapshot.contains("Text(\"Inherited\")\n"), "the current style changes nothing")
    #expect(snapshot.contains("Text(\"In a radial\") color: orange\n"))
    #expect(
      snapshot.contains(
        "foregroundStyle(LinearGradient(green → blue, leading → trailing))\n      Label"))
  }
}

/// The newer spellings of shapes and styles, as apps written for iOS 17 use them.
private struct ModernShapes: View {
  @State private var isOn = false
  var body: some View {
    VStack {
      Text("Badge")
        .padding(4)
        .background(.thinMaterial, in: .rect(cornerRadius: 6))
        .clipShape(.capsule)
      Image(systemName: "star")
        .foregroundStyle(isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.quaternary))
        .background(.regularMaterial, in: .circle)
      RoundedRectangle(cornerRadius: 12)
        .strokeBorder(.secondary, lineWidth: 1)
        .background(.ultraThinMaterial)
      Capsule().strokeBorder(lineWidth: 2)
      Ellipse().inset(by: 4).fill(.tertiary)
      Text("Plain").background()
    }
    .background(.background)
    .overlay(.bar)
  }
}

@MainActor
@Test func modernShapeAndStyleSpellingsRender() {
  let host = TestHost(ModernShapes())
  #expect(host.contains(text: "Badge") && host.contains(text: "Plain"))
}

@MainActor
@Suite struct CompositingModifierTests {
  @Test func compositingModifiersAreRecordedAndKeepTheViewShown() throws {
    let host = TestHost(
      Text("Layered")
        .blendMode(.multiply)
        .compositingGroup()
        .mask { Rectangle() }
        .drawingGroup())
    let lines = host.snapshot.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // The mask's view is in the tree, after what it masks; an opaque rectangle over the
    // whole view keeps all of it shown.
    #expect(
      lines == [
        "compositingGroup", "mask", "compositingGroup", "blendMode(.multiply)",
        "Text(\"Layered\")", "Rectangle fill: foreground",
      ])
    #expect(host.screen.joined().contains("Layered"))
  }
}

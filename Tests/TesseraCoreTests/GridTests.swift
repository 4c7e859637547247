import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct GridTests {
  struct Scores: View {
    var body: some View {
      Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 0) {
        GridRow {
          Text("Name")
          Text("Score").gridColumnAlignment(.trailing)
        }
        Divider().gridCellUnsizedAxes(.horizontal)
        GridRow {
          Text("Ada")
          Text("7")
        }
        GridRow {
          Text("Grace Hopper")
          Text("1234")
        }
        GridRow {
          Text("Total across both").gridCellColumns(2)
        }
      }
    }
  }

  @Test func columnsAreAsWideAsTheirWidestCell() throws {
    let host = TestHost(Scores())
    let name = try host.find(text: "Name").frame
    let ada = try host.find(text: "Ada").frame
    let grace = try host.find(text: "Grace Hopper").frame
    // The first column is as wide as "Grace Hopper"; every cell in it starts at its left.
    #expect(name.minX == grace.minX && ada.minX == grace.minX)
    // The second column starts one gap after the widest first cell.
    let score = try host.find(text: "Score").frame
    let seven = try host.find(text: "7").frame
    let big = try host.find(text: "1234").frame
    #expect(score.minX >= grace.maxX + 8)
    // `gridColumnAlignment(.trailing)` lines up the whole column's trailing edges.
    #expect(seven.maxX == score.maxX && big.maxX == score.maxX, "\(seven) \(big) \(score)")
  }

  @Test func aModifierOnARowAppliesToEachCellWhichStaysInItsColumn() throws {
    struct Board: View {
      var body: some View {
        Grid(horizontalSpacing: 8, verticalSpacing: 0) {
          GridRow {
            Text("Player")
            Text("Score")
          }
          .gridColumnAlignment(.leading)
          .padding(.top, 16)
          GridRow {
            Text("Omar Khayyam")
            Text("12345")
          }
        }
      }
    }
    let host = TestHost(Board())
    let player = try host.find(text: "Player").frame
    let omar = try host.find(text: "Omar Khayyam").frame
    let score = try host.find(text: "Score").frame
    let points = try host.find(text: "12345").frame
    // `.gridColumnAlignment(.leading)` reached both cells: both columns are leading.
    #expect(player.minX == omar.minX, "\(player) \(omar)")
    #expect(score.minX == points.minX && score.minX >= omar.maxX + 8, "\(score) \(points)")
    // `.padding(.top, 16)` padded each cell of the header, not a row across the grid.
    let header = try host.find(text: "Player").outerFrame
    #expect(player.minY - header.minY == 16 && header.width == player.width, "\(header)")
    #expect(omar.minY == player.maxY)
  }

  @Test func aCellsSpanReachesTheGridThroughALayoutModifierAroundIt() throws {
    struct Totals: View {
      var body: some View {
        Grid(horizontalSpacing: 8, verticalSpacing: 0) {
          GridRow {
            Text("Ada Lovelace")
            Text("7")
          }
          GridRow {
            Text("Total").gridCellColumns(2).padding(.top, 8)
          }
        }
      }
    }
    let host = TestHost(Totals())
    let ada = try host.find(text: "Ada Lovelace").frame
    let seven = try host.find(text: "7").frame
    let total = try host.find(text: "Total").outerFrame
    // Centred across both columns, not in the first.
    #expect(total.midX == (ada.minX + seven.maxX) / 2, "across both: \(total)")
  }

  @Test func aTextFieldsColumnTakesTheWidthTheOtherColumnsLeave() throws {
    struct Players: View {
      @State var name = "Omar"
      var body: some View {
        Grid(horizontalSpacing: 8) {
          GridRow {
            TextField("Name", text: $name)
            Text("10")
          }
        }
      }
    }
    let host = TestHost(Players())
    let field = try host.find(control: "Name").frame
    let score = try host.find(text: "10").frame
    // As in an HStack: the field grows, and the score stands at the trailing edge.
    #expect(field.minX == 0 && score.maxX == 640, "\(field) \(score)")
    #expect(score.minX == field.maxX + 8)
  }

  @Test func aSlidersColumnGrowsAsAFieldsDoes() throws {
    struct Mixer: View {
      @State var volume = 0.5
      var body: some View {
        Grid(horizontalSpacing: 8) {
          GridRow {
            Text("Volume")
            Slider(value: $volume)
          }
        }
      }
    }
    let host = TestHost(Mixer())
    let slider = try #require(host.findAll(kind: "Slider").first).frame
    #expect(slider.maxX == 640, "to the trailing edge: \(slider)")
  }

  @Test func rowsStackAndSpanningViewsCrossEveryColumn() throws {
    let host = TestHost(Scores())
    let name = try host.find(text: "Name").frame
    let ada = try host.find(text: "Ada").frame
    let grace = try host.find(text: "Grace Hopper").frame
    let total = try host.find(text: "Total across both").frame
    let divider = try #require(host.findAll(Divider.self).first).frame
    #expect(divider.minY >= name.maxY && ada.minY >= divider.maxY)
    #expect(grace.minY >= ada.maxY && total.minY >= grace.maxY)
    // The divider spans both columns without widening either.
    let score = try host.find(text: "Score").frame
    #expect(divider.minX == name.minX && divider.maxX == score.maxX, "\(divider)")
    let screen = host.screen.joined(separator: "\n")
    #expect(screen.contains("Grace Hopper"))
    #expect(screen.contains("Total across both"))
  }

  @Test func aFlexibleCellGrowsItsColumnIntoTheWidthOffered() throws {
    struct Form: View {
      var body: some View {
        Grid(horizontalSpacing: 0) {
          GridRow {
            Text("Label")
            Color.red.frame(height: 16)
          }
        }
        .frame(width: 400)
      }
    }
    let host = TestHost(Form())
    let label = try host.find(text: "Label").frame
    let color = try #require(host.findAll(Color.self).first).frame
    #expect(label.width == 40)
    #expect(color.minX == label.maxX && color.width == 360, "\(color)")
  }

  @Test func aRowOutsideAGridIsAHorizontalStack() throws {
    let host = TestHost(
      GridRow {
        Text("A")
        Text("B")
      })
    let a = try host.find(text: "A").frame
    let b = try host.find(text: "B").frame
    #expect(a.minY == b.minY && b.minX > a.maxX)
  }
}

@MainActor
@Suite struct ViewThatFitsTests {
  struct Toolbar: View {
    var width: CGFloat
    var body: some View {
      ViewThatFits(in: .horizontal) {
        Text("Save the document to disk now")
        Text("Save document")
        Text("Save")
      }
      .frame(width: width)
    }
  }

  @Test func showsTheFirstViewThatFits() throws {
    let wide = TestHost(Toolbar(width: 400))
    #expect(wide.screen.joined().contains("Save the document to disk now"))
    #expect((try? wide.find(text: "Save document")) == nil, "the others are not shown")

    let middle = TestHost(Toolbar(width: 120))
    #expect(middle.screen.joined().contains("Save document"))
    #expect(!middle.screen.joined().contains("Save the document"))
    #expect((try? middle.find(text: "Save")) == nil)
  }

  @Test func showsTheLastViewWhenNoneFits() throws {
    let host = TestHost(Toolbar(width: 16))
    _ = try host.find(text: "Save")
    #expect((try? host.find(text: "Save document")) == nil)
  }

  @Test func choosesAgainWhenTheSpaceChanges() throws {
    struct Resizable: View {
      @State var width: CGFloat = 400
      var body: some View {
        VStack {
          Toolbar(width: width)
          Button("Narrow") { width = 120 }
        }
      }
    }
    let host = TestHost(Resizable())
    #expect(host.screen.joined().contains("Save the document to disk now"))
    try host.find(control: "Narrow").tap()
    let screen = host.screen.joined(separator: "\n")
    #expect(screen.contains("Save document") && !screen.contains("Save the document"), "\(screen)")
  }
}

extension ViewThatFitsTests {
  @Test func theChosenViewAppearsAndTheOneLeftDisappears() throws {
    final class Log { var events: [String] = [] }
    struct Labels: View {
      @State var width: CGFloat = 400
      let log: Log
      var body: some View {
        VStack {
          ViewThatFits(in: .horizontal) {
            Text("A long label that needs room")
              .onAppear { log.events.append("long appeared") }
              .onDisappear { log.events.append("long disappeared") }
            Text("Short")
              .onAppear { log.events.append("short appeared") }
          }
          .frame(width: width)
          Button("Narrow") { width = 80 }
        }
      }
    }
    let log = Log()
    let host = TestHost(Labels(log: log))
    host.update()
    #expect(log.events == ["long appeared"])
    try host.find(control: "Narrow").tap()
    host.update()
    #expect(log.events == ["long appeared", "long disappeared", "short appeared"])
  }
}

extension ViewThatFitsTests {
  @Test func optionsThatComeAndGoKeepTheChoiceByIdentity() throws {
    struct Changing: View {
      @State var showsWide = true
      var body: some View {
        VStack {
          ViewThatFits(in: .horizontal) {
            if showsWide { Text("The widest of all the options here") }
            Text("A medium label")
            Text("Tiny")
          }
          .frame(width: 48)
          Button("Drop") { showsWide = false }
        }
      }
    }
    let host = TestHost(Changing())
    #expect(host.contains(text: "Tiny"))
    try host.find(control: "Drop").tap()
    host.update()
    #expect(host.contains(text: "Tiny") && !host.contains(text: "A medium label"))
  }
}

extension GridTests {
  @Test func changingACellsSpanLaysTheGridOutAgain() throws {
    struct Expanding: View {
      @State var span = 1
      var body: some View {
        VStack {
          Grid(horizontalSpacing: 0) {
            GridRow {
              Text("A")
              Text("B")
            }
            GridRow {
              Color.red.frame(height: 16).gridCellColumns(span)
            }
          }
          .frame(width: 200)
          Button("Span") { span = 2 }
        }
      }
    }
    let host = TestHost(Expanding())
    let narrow = try #require(host.findAll(Color.self).first).frame.width
    try host.find(control: "Span").tap()
    let wide = try #require(host.findAll(Color.self).first).frame.width
    #expect(wide > narrow, "\(narrow) → \(wide)")
  }
}

import Foundation
import Tessera

/// The values the standard screen and the parent-driven rows show.
final class RowValues: ObservableObject {
  @Published var values: [Int]
  init(count: Int) { values = Array(repeating: 0, count: count) }
}

/// The standard screen: 50 rows of text.
struct StandardScreen: View {
  @ObservedObject var rows: RowValues
  var body: some View {
    VStack {
      ForEach(0..<rows.values.count, id: \.self) { index in
        Text("Row \(index) value \(rows.values[index])")
      }
    }
  }
}

/// A row with its own observed model.
final class RowModel: ObservableObject {
  @Published var value = 0
}

struct ObservedRow: View {
  @ObservedObject var model: RowModel
  var body: some View { Text("value \(model.value)") }
}

struct ObservedRows: View {
  let models: [RowModel]
  var body: some View {
    VStack {
      ForEach(0..<models.count, id: \.self) { index in ObservedRow(model: models[index]) }
    }
  }
}

/// A row with its own state, changed by its button.
struct StateRow: View {
  @State private var value = 0
  var body: some View {
    Button("value \(value)") { value += 1 }
  }
}

struct StateRows: View {
  let count: Int
  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { _ in StateRow() }
    }
  }
}

/// Rows built from an array the parent holds.
struct ValueRow: View {
  let index: Int
  let value: Int
  var body: some View { Text("Row \(index) value \(value)") }
}

struct ParentRows: View {
  @ObservedObject var rows: RowValues
  var body: some View {
    VStack {
      ForEach(0..<rows.values.count, id: \.self) { index in
        ValueRow(index: index, value: rows.values[index])
      }
    }
  }
}

struct LazyRowsList: View {
  let count: Int
  var body: some View {
    List(0..<count, id: \.self) { index in ValueRow(index: index, value: 0) }
  }
}

struct LazyRowsStack: View {
  let count: Int
  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(0..<count, id: \.self) { index in ValueRow(index: index, value: 0) }
      }
    }
  }
}

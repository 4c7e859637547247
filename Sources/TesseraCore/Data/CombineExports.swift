// SwiftUI's API is written in terms of Combine (ObservableObject, @Published,
// onReceive's publisher): like `import SwiftUI`, TesseraCore brings it along.
@_exported import Combine

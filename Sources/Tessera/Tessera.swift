// `import Tessera` brings what `import SwiftUI` brings: the framework and Foundation.
@_exported import Foundation
@_exported import TesseraCore

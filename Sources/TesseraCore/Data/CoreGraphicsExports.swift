// `import SwiftUI` brings Core Graphics' geometry on Apple platforms (`CGVector` among
// it); `import Tessera` brings the same.
@_exported import CoreGraphics

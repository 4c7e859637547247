// Swift Testing names a cross-import overlay for Core Graphics: a file that imports both
// `Testing` and a module named `CoreGraphics` (as `import Tessera` does, like
// `import SwiftUI`) also imports `_Testing_CoreGraphics`. Apple's adds attachments of
// Core Graphics images; Linux has none, so this one is empty and only lets such files
// compile.

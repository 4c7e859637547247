// Apple's Core Graphics, as far as Linux has it: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`
// and `CGAffineTransform` come with Foundation here. Shape and model files that write
// `import CoreGraphics` for them compile unchanged. Drawing types (`CGContext`,
// `CGImage`, `CGColor`) are not part of it.
@_exported import Foundation

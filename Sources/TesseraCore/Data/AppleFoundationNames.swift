/// Names Foundation has on Apple platforms and not on Linux, which apps written there
/// use as plain Swift types.

/// Foundation's name for `Int` on Apple platforms.
public typealias NSInteger = Int

/// Foundation's name for `UInt` on Apple platforms.
public typealias NSUInteger = UInt

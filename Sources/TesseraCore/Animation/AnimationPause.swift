import Foundation

/// Waits `seconds` (or gives way once, for none), as the animators wait between phases and
/// keyframes; false when the task is cancelled meanwhile.
func animationPause(seconds: TimeInterval) async -> Bool {
  if seconds > 0 {
    do { try await Task.sleep(for: .seconds(seconds)) } catch { return false }
  } else {
    await Task.yield()
  }
  return !Task.isCancelled
}

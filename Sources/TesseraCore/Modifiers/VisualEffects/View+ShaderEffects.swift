import Foundation

extension View {
  /// Recolours each pixel of the view with `shader`. Accepted: Tessera has no Metal, so
  /// the view draws as it is (see ``Shader``).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    self
  }

  /// Moves the view's pixels where `shader` says, up to `maxSampleOffset`. Accepted: the
  /// view draws as it is.
  public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some View {
    self
  }

  /// Draws the view through `shader`, which samples it, up to `maxSampleOffset` away.
  /// Accepted: the view draws as it is.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  {
    self
  }
}

extension VisualEffect {
  /// Recolours each pixel with `shader`. Accepted: the effects before it stay as they are.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> VisualEffectChain {
    VisualEffectChain(_visualEffectState: _visualEffectState)
  }

  /// Moves pixels where `shader` says. Accepted: the effects before it stay as they are.
  public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> VisualEffectChain {
    VisualEffectChain(_visualEffectState: _visualEffectState)
  }

  /// Draws through `shader`. Accepted: the effects before it stay as they are.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> VisualEffectChain
  {
    VisualEffectChain(_visualEffectState: _visualEffectState)
  }
}

import Foundation

// Tessera's macros, expanded without swift-syntax (which this toolchain's SwiftPM cannot
// reach): the plugin speaks the compiler's plugin protocol itself and works on the macro's
// source text. Protocol version 7 is what this compiler speaks.

let channel = PluginChannel()
while let message = channel.receive() {
  if message["getCapability"] != nil {
    channel.send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
  } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
    channel.send(MacroExpansion.reply(to: request, expand: PreviewMacro.expansion))
  } else if let message = message["expandAttachedMacro"] as? [String: Any] {
    let request = AttachedMacroRequest(message)
    if request.macroType == "EntryMacro" {
      channel.send(request.reply(expand: EntryMacro.expansion))
    } else {
      // `@Previewable` marks a declaration that `#Preview` moves; alone it adds nothing.
      channel.send(MacroExpansion.reply(expandedSource: ""))
    }
  } else {
    channel.send(MacroExpansion.reply(expandedSource: nil))
  }
}

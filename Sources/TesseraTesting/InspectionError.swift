/// Why a query or an action on a rendered view failed. Each message names what was
/// looked for or done, and what was there instead.
public enum InspectionError: Error, CustomStringConvertible {
  /// Nothing matched; the snapshot shows what was there.
  case notFound(String, snapshot: String)
  /// The element cannot do what was asked (tapping a text, toggling a button).
  case cannot(String, String)
  /// The element, or an ancestor, is disabled.
  case disabled(String, String)
  /// The element refused the value (a date out of range, an option of the wrong type).
  case refused(String, String)
  /// The picker has no option with that label.
  case noSuchOption(String, available: [String], in: String)
  /// Work did not finish in time; the message names what was still running.
  case timedOut(String)

  /// A message naming what was looked for or done.
  public var description: String {
    switch self {
    case .notFound(let query, let snapshot):
      "No view matches \(query). The screen shows:\n\(snapshot)"
    case .cannot(let verb, let element): "Cannot \(verb) \(element)"
    case .disabled(let verb, let element): "Cannot \(verb) \(element): it is disabled"
    case .refused(let verb, let element): "Cannot \(verb) \(element): the value was refused"
    case .noSuchOption(let option, let available, let picker):
      "\(picker) has no option \"\(option)\"; its options are \(available)"
    case .timedOut(let what): "Timed out: \(what)"
    }
  }
}

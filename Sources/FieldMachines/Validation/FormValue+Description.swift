/// How a value reads wherever it reaches a person: snapshots' and failures' descriptions, the
/// command line, the testing kit and the examples all print values this way.
extension FormValue: CustomStringConvertible {
  /// The value as a person reads it, one rule for every kind: text quoted (`"Ada"`), a picked
  /// row as its text with its index (`"Japan" (row 1)`), a manual value as its text marked
  /// manual (`"Atlantis" (manual)`), a date as `2026-01-01 00:00:00 +0000`, and `none` for no
  /// pick or no date.
  public var description: String {
    switch self {
    case .text(let text): text.debugDescription
    case .choice(.none, _): "none"
    case .choice(.row(let index), let text): "\(text.debugDescription) (row \(index))"
    case .choice(.manual, let text): "\(text.debugDescription) (manual)"
    case .date(let date?): String(describing: date)
    case .date(nil): "none"
    }
  }
}

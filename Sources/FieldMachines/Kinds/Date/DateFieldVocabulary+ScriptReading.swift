#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DateFieldVocabulary {
  /// ``event(scriptLine:)``, and the `fieldchart simulate date` lines whose payload a
  /// `DateField` computes from its state, filled in as a field in UTC whose clock reads
  /// ``referenceDate`` would (the clock of the kit's driver):
  ///
  /// - `tap` or `become` without a time: the open request at the reference date;
  /// - `typing` without a draft: the wheel's date in the entry pattern (nothing while the wheel
  ///   is not shown);
  /// - `return` without a parse: the draft's parse (nothing unless typing); `veto return` as the
  ///   date validator refusing;
  /// - `enter <text>`: the draft replaced by the text, then its parse committed;
  /// - `range <date>` or `range none`: the order of a "from" field holding that date and this
  ///   field, compared by day.
  ///
  /// `done`, `resign` and `keyboard` stay the bare events, as ``scriptLine(for:)`` prints them.
  package static func events(
    scriptLine: String, after machine: DateFieldMachine
  ) -> [DateFieldMachine.Event]? {
    if let event = event(scriptLine: scriptLine) { return [event] }
    guard let line = ScriptLine(parsing: scriptLine)?.canonical else { return nil }
    let state = machine.state
    let allowed = !line.isVetoed
    switch (line.verb, line.payload) {
    case ("tap", nil), ("become", nil):
      return [.openRequested(allowed: allowed, now: referenceDate)]
    case ("typing", nil) where allowed:
      guard machine.isWheelShown, let wheelDate = state.wheelDate else { return [] }
      return [.typingRequested(draft: entryField(for: state).entryText(for: wheelDate))]
    case ("return", nil):
      guard machine.isTyping else { return [] }
      return [
        .typedDateCommitted(
          entryField(for: state).typedParse(of: state.draft, in: state), allowed: allowed)
      ]
    case ("enter", _):
      guard machine.isTyping else { return [] }
      let parse = entryField(for: state).typedParse(of: line.text, in: state)
      return [.draftEdited(.replaceAll(line.text)), .typedDateCommitted(parse, allowed: allowed)]
    case ("range", let text?) where allowed:
      let from: Date?
      if text == "none" {
        from = nil
      } else if let date = ScriptDate.parse(text) {
        from = date
      } else {
        return nil
      }
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = utc
      let isInOrder = DateRangePair.isInOrder(
        from: from, to: state.date, comparingDaysIn: calendar)
      return [.rangeOrderChecked(isInOrder: isInOrder)]
    default:
      return nil
    }
  }

  private static var utc: TimeZone {
    TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
  }

  /// A scratch field in UTC with `state`'s entry options, for its draft text and parse.
  private static func entryField(for state: DateFieldMachine.State) -> DateField {
    let field = DateField()
    field.timeZone = utc
    field.entryOptions = state.entryOptions
    return field
  }
}

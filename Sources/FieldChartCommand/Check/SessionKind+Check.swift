extension SessionKind {
  /// Runs ``CheckCommand/check(_:events:seed:forbidden:io:)`` on this kind: the witness of each
  /// kind's conformance is the check specialised for that kind.
  static func check(
    events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool {
    try CheckCommand.check(Self.self, events: events, seed: seed, forbidden: forbidden, io: io)
  }
}

/// The exit code of a `fieldchart` run, as argument-parser's `ExitCode`.
public struct ExitCode: Sendable, Hashable, CustomStringConvertible {
  /// The numeric code the process exits with.
  public var rawValue: Int32

  /// Creates an exit code.
  public init(_ rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// 0: the command did what was asked.
  public static let success = ExitCode(0)
  /// 1: the command ran and failed (a bad script line, an invariant violated, an unreadable file).
  public static let failure = ExitCode(1)
  /// 64: the command line was wrong (an unknown subcommand, option or value).
  public static let usage = ExitCode(64)

  /// The numeric code.
  public var description: String { String(rawValue) }
}

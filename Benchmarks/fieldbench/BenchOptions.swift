import FieldMachines

/// fieldbench's command line: `--events N`, `--seed S`, `--sections LIST`, `--only LIST`,
/// `--help`.
struct BenchOptions {
  static let usage = """
    OVERVIEW: Measures FieldMachines: ns and heap allocations per event for each machine and
    field against a hand-written floor, validate-all on forms, deriving charts,
    `fieldchart check` steps per second, property runs' events per second, memory.

    USAGE: fieldbench [--events <n>] [--seed <s>] [--sections <list>] [--only <list>]

    OPTIONS:
      --events <n>   Events per stream (default 10000000).
      --seed <s>     The stream seed, decimal or 0x-hexadecimal (default 0xF1E1D).
      --sections <list>
                     Comma-separated sections to run: step, memory, validate, charts, check,
                     property, scale (default all). Without step, ratios to the floor are not
                     reported.
      --only <list>  Comma-separated step streams to run alone, for a profiler: floor, or a
                     kind (entry, area, picker, date) for its two rows, or <kind>-machine,
                     <kind>-field for one (default all). Without floor, no ratios.
      -h, --help     Show help information.
    """

  var events = 10_000_000
  var seed: UInt64 = 0xF1E1D
  /// The sections to run; `nil` runs them all.
  var sections: Set<String>?
  /// The step streams to run (``stepStreamNames``); `nil` runs them all.
  var streams: Set<String>?

  static let sectionNames: Set<String> = [
    "step", "memory", "validate", "charts", "check", "property", "scale",
  ]

  /// Every step stream `--only` names: the floor, and each kind's machine and field.
  static let stepStreamNames: Set<String> = Set(
    ["floor"] + FieldKind.allCases.flatMap { ["\($0.rawValue)-machine", "\($0.rawValue)-field"] })

  /// Whether `section` runs.
  func runs(_ section: String) -> Bool { sections?.contains(section) ?? true }

  /// Whether the step stream `name` (one of ``stepStreamNames``) runs.
  func runsStream(_ name: String) -> Bool { streams?.contains(name) ?? true }

  /// The options in `arguments` (without the program name), or a message for a wrong one.
  static func parse(_ arguments: [String]) -> Result<BenchOptions, BenchUsageError> {
    var options = BenchOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help":
        return .failure(BenchUsageError(message: nil))
      case "--events":
        guard let value = rest.popFirst(), let count = Int(value.filter { $0 != "_" }), count > 0
        else { return .failure(BenchUsageError(message: "--events needs a positive integer")) }
        options.events = count
      case "--seed":
        guard let value = rest.popFirst(), let seed = parseSeed(value) else {
          return .failure(BenchUsageError(message: "--seed needs an unsigned integer"))
        }
        options.seed = seed
      case "--sections":
        guard let value = rest.popFirst() else {
          return .failure(BenchUsageError(message: "--sections needs a list"))
        }
        let names = Set(value.split(separator: ",").map(String.init))
        guard !names.isEmpty, names.isSubset(of: sectionNames) else {
          return .failure(
            BenchUsageError(
              message: "--sections takes step, memory, validate, charts, check, property, scale"))
        }
        options.sections = names
      case "--only":
        guard let value = rest.popFirst(), let streams = parseStreams(value) else {
          return .failure(
            BenchUsageError(
              message: "--only takes floor, entry, area, picker, date, <kind>-machine, <kind>-field"
            ))
        }
        options.streams = streams
      default:
        return .failure(BenchUsageError(message: "unknown argument '\(argument)'"))
      }
    }
    return .success(options)
  }

  /// The streams a `--only` list names (a kind alone names both of its rows); `nil` for an
  /// unknown name.
  private static func parseStreams(_ text: String) -> Set<String>? {
    var streams: Set<String> = []
    for name in text.split(separator: ",").map(String.init) {
      if FieldKind(rawValue: name) != nil {
        streams.formUnion(["\(name)-machine", "\(name)-field"])
      } else if stepStreamNames.contains(name) {
        streams.insert(name)
      } else {
        return nil
      }
    }
    return streams.isEmpty ? nil : streams
  }

  private static func parseSeed(_ text: String) -> UInt64? {
    let digits = text.filter { $0 != "_" }
    if digits.hasPrefix("0x") { return UInt64(digits.dropFirst(2), radix: 16) }
    return UInt64(digits)
  }
}

/// A wrong command line (`message`) or a request for help (`nil`).
struct BenchUsageError: Error {
  var message: String?
}

/// The outcome of a property run: passed over so many events, or a shrunk failure.
public enum PropertyResult<Event>: CustomStringConvertible {
  /// Every generated sequence satisfied the property.
  case passed(sequences: Int, events: Int)
  /// A sequence failed; the report holds the seed and the shrunk script.
  case failed(PropertyFailure<Event>)

  /// Whether the property held.
  public var isPassed: Bool {
    switch self {
    case .passed: true
    case .failed: false
    }
  }

  /// The failure, or `nil` when the property held.
  public var failure: PropertyFailure<Event>? {
    switch self {
    case .passed: nil
    case .failed(let failure): failure
    }
  }

  /// "passed over N events in M sequences", or the failure report.
  public var description: String {
    switch self {
    case .passed(let sequences, let events):
      "Property passed over \(events) events in \(sequences) sequences"
    case .failed(let failure): failure.description
    }
  }
}

extension PropertyResult: Sendable where Event: Sendable {}

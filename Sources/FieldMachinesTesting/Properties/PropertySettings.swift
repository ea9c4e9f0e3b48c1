#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The defaults of every property run: a fixed seed and an event budget the environment can
/// raise for long runs.
public enum PropertySettings {
  /// The seed used when a test passes none, so CI runs are reproducible.
  public static let defaultSeed: UInt64 = 0x00F1_E1D5_EED5_2024

  /// The environment variable that overrides every run's event budget, e.g.
  /// `FIELDMACHINES_PROPERTY_EVENTS=10000000 swift test`.
  public static let eventCountVariable = "FIELDMACHINES_PROPERTY_EVENTS"

  /// The variable's value if it is a positive integer, otherwise `defaultCount`.
  public static func eventCount(default defaultCount: Int = 100_000) -> Int {
    guard let raw = environmentValue(eventCountVariable) else { return defaultCount }
    let digits = raw.filter { $0 != "_" && $0 != "," }
    guard let count = Int(digits), count > 0 else { return defaultCount }
    return count
  }

  /// The environment variable that replaces every run's seed, to replay the seed a failure
  /// printed: `FIELDMACHINES_PROPERTY_SEED=0x1234 swift test --filter MyFormTests`.
  public static let seedVariable = "FIELDMACHINES_PROPERTY_SEED"

  /// The variable's value if it is an unsigned integer (decimal, or hexadecimal after `0x`),
  /// otherwise `defaultSeed`.
  public static func seed(default defaultSeed: UInt64 = defaultSeed) -> UInt64 {
    guard let raw = environmentValue(seedVariable) else { return defaultSeed }
    let digits = raw.filter { $0 != "_" }
    let parsed =
      digits.hasPrefix("0x") || digits.hasPrefix("0X")
      ? UInt64(digits.dropFirst(2), radix: 16) : UInt64(digits)
    return parsed ?? defaultSeed
  }

  private static func environmentValue(_ name: String) -> String? {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
    #else
    return nil
    #endif
  }
}

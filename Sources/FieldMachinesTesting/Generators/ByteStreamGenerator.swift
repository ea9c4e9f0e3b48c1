/// A random number generator that reads a fuzzer's input bytes, one byte per draw, so the same
/// generators that drive property tests decode fuzz inputs into events.
///
/// Each draw takes one byte `b` and returns it repeated in all eight bytes (with the lowest bit
/// set, so no byte makes the standard library's range sampling reject the draw and read more),
/// so a draw from a range picks the bucket the byte falls in (`Int.random(in: 0...9)` gives 0
/// for byte 0x00–0x19 … 9 for 0xE6–0xFF). Once the bytes run out it sets ``isExhausted`` and returns 0x80 repeated
/// (the middle of every range) forever, so drawing never loops.
public struct ByteStreamGenerator: RandomNumberGenerator, Sendable {
  private let bytes: [UInt8]
  private var position = 0
  /// Whether a draw found no byte left.
  public private(set) var isExhausted = false

  /// Reads `bytes`.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads the `count` bytes at `pointer` (a fuzzer's input).
  public init(_ pointer: UnsafePointer<UInt8>, count: Int) {
    self.bytes = Array(UnsafeBufferPointer(start: pointer, count: max(count, 0)))
  }

  /// How many bytes are left.
  public var remaining: Int { bytes.count - position }

  /// The next byte, spread over 64 bits.
  public mutating func next() -> UInt64 {
    guard position < bytes.count else {
      isExhausted = true
      return 0x8080_8080_8080_8080
    }
    let byte = bytes[position]
    position += 1
    return UInt64(byte) &* 0x0101_0101_0101_0101 | 1
  }
}

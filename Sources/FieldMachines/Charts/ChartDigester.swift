/// A cheap hasher for chart digests (``ChartableMachine/chartDigest(of:)``): each integer is
/// mixed in by SplitMix64's finaliser, far cheaper than `Hasher`'s SipHash. Equal inputs give
/// equal digests and every bit reaches the low bits a table reads; it is not seeded, so it is
/// for exploration's own tables, not for untrusted input.
package struct ChartDigester {
  private var value: UInt64 = 0

  /// A digester with nothing mixed in.
  package init() {}

  /// The digest of what was mixed in.
  package var digest: Int { Int(truncatingIfNeeded: value) }

  /// Mixes `integer` in.
  package mutating func combine(_ integer: Int) {
    var mixed = value ^ UInt64(bitPattern: Int64(integer))
    mixed ^= mixed >> 30
    mixed = mixed &* 0xBF58_476D_1CE4_E5B9
    mixed ^= mixed >> 27
    mixed = mixed &* 0x94D0_49BB_1331_11EB
    value = mixed ^ mixed >> 31
  }

  /// Mixes `flag` in, as 1 or 0.
  package mutating func combine(_ flag: Bool) { combine(flag ? 1 : 0) }

  /// Mixes `text` in by its length in UTF-8 and its first seven bytes when it is ASCII (read
  /// straight off the text: a prefix would be a generic slice), as one marker (-2) otherwise,
  /// or -1 for none. `String ==` is canonical equivalence, under which a text with non-ASCII
  /// may equal one of other bytes ("é", "e" + U+0301); an ASCII text equals only itself, so
  /// equal texts are mixed in alike.
  package mutating func combine(_ text: String?) {
    guard let text else { return combine(-1) }
    var packed = text.utf8.count
    var bytes = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return combine(-2) }
      if bytes < 7 {
        packed = packed << 8 | Int(byte)
        bytes += 1
      }
    }
    combine(packed)
  }
}

/// Turns the bytes a terminal sends into ``TerminalKey``s, keeping an unfinished escape sequence
/// or UTF-8 character for the next chunk.
///
/// Bytes that mean nothing to the app (other control bytes, unknown escape sequences, invalid
/// UTF-8) are dropped: input never traps. The decoder is the same for a raw-mode terminal and for
/// bytes piped into stdin, so a key script is just the bytes a terminal would send.
struct KeyDecoder: Sendable {
  private static let escape: UInt8 = 0x1B
  /// The most parameter bytes kept for one CSI sequence; a longer one is dropped.
  private static let maximumSequenceLength = 16

  private var pending: [UInt8] = []
  private var lastWasCarriageReturn = false

  /// Creates a decoder with nothing pending.
  init() {}

  /// The keys `bytes` complete, in order.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
    var keys: [TerminalKey] = []
    for byte in bytes { feed(byte, into: &keys) }
    return keys
  }

  /// Ends the input: an unfinished sequence is dropped (a lone ESC is not a key of this app).
  mutating func finish() {
    pending = []
    lastWasCarriageReturn = false
  }

  /// Decodes a whole input at once, as a pipe delivers it.
  static func keys(in bytes: some Sequence<UInt8>) -> [TerminalKey] {
    var decoder = KeyDecoder()
    let keys = decoder.decode(bytes)
    decoder.finish()
    return keys
  }

  private mutating func feed(_ byte: UInt8, into keys: inout [TerminalKey]) {
    let afterCarriageReturn = lastWasCarriageReturn
    lastWasCarriageReturn = false
    guard let first = pending.first else {
      start(byte, afterCarriageReturn: afterCarriageReturn, into: &keys)
      return
    }
    if first == KeyDecoder.escape {
      continueEscape(byte, into: &keys)
    } else {
      continueCharacter(byte, lead: first, into: &keys)
    }
  }

  private mutating func start(
    _ byte: UInt8, afterCarriageReturn: Bool, into keys: inout [TerminalKey]
  ) {
    switch byte {
    case KeyDecoder.escape: pending = [byte]
    case 0x0D:
      keys.append(.enter)
      lastWasCarriageReturn = true
    case 0x0A: if !afterCarriageReturn { keys.append(.enter) }
    case 0x09: keys.append(.tab)
    case 0x7F, 0x08: keys.append(.backspace)
    case 0x04: keys.append(.done)
    case 0x0B: keys.append(.clear)
    case 0x13: keys.append(.submit)
    case 0x03: keys.append(.interrupt)
    case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xF4: pending = [byte]
    default: break
    }
  }

  private mutating func continueEscape(_ byte: UInt8, into keys: inout [TerminalKey]) {
    if pending.count == 1 {
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") {
        pending.append(byte)
      } else {
        pending = []
        start(byte, afterCarriageReturn: false, into: &keys)
      }
      return
    }
    switch byte {
    case 0x20...0x3F where pending.count < KeyDecoder.maximumSequenceLength:
      pending.append(byte)
    case 0x40...0x7E:
      pending = []
      if let key = KeyDecoder.key(final: byte) { keys.append(key) }
    default:
      pending = []
      start(byte, afterCarriageReturn: false, into: &keys)
    }
  }

  private mutating func continueCharacter(
    _ byte: UInt8, lead: UInt8, into keys: inout [TerminalKey]
  ) {
    guard (0x80...0xBF).contains(byte) else {
      pending = []
      start(byte, afterCarriageReturn: false, into: &keys)
      return
    }
    pending.append(byte)
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard pending.count == length else { return }
    let text = String(decoding: pending, as: UTF8.self)
    pending = []
    if !text.unicodeScalars.contains("\u{FFFD}") {
      for character in text { keys.append(.character(character)) }
    }
  }

  /// The key a CSI or SS3 sequence ends in; modifiers (`ESC [ 1 ; 2 A`) are ignored.
  private static func key(final byte: UInt8) -> TerminalKey? {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "Z"): .shiftTab
    default: nil
    }
  }
}

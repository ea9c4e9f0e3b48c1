@testable import terminal_form

extension TerminalKey {
  /// The bytes a terminal sends for the key (Return as LF, so a key file reads as lines).
  var bytes: [UInt8] {
    switch self {
    case .character(let character): Array(String(character).utf8)
    case .backspace: [0x7F]
    case .enter: [0x0A]
    case .tab: [0x09]
    case .shiftTab: [0x1B, 0x5B, 0x5A]
    case .up: [0x1B, 0x5B, 0x41]
    case .down: [0x1B, 0x5B, 0x42]
    case .right: [0x1B, 0x5B, 0x43]
    case .left: [0x1B, 0x5B, 0x44]
    case .done: [0x04]
    case .clear: [0x0B]
    case .submit: [0x13]
    case .interrupt: [0x03]
    }
  }
}

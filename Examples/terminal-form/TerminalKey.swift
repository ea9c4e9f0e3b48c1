/// A key the app reacts to, decoded from terminal bytes by ``KeyDecoder``.
enum TerminalKey: Sendable, Hashable {
  /// A printable character (space included).
  case character(Character)
  /// Backspace: DEL (0x7F) or BS (0x08).
  case backspace
  /// Return: CR or LF, a CR LF pair counting once.
  case enter
  /// Tab (0x09): the next field.
  case tab
  /// Shift-Tab (`ESC [ Z`): the previous field.
  case shiftTab
  /// Arrow up (`ESC [ A` or `ESC O A`).
  case up
  /// Arrow down (`ESC [ B` or `ESC O B`).
  case down
  /// Arrow right (`ESC [ C` or `ESC O C`).
  case right
  /// Arrow left (`ESC [ D` or `ESC O D`).
  case left
  /// Ctrl-D (0x04): done, as the pill or the keyboard's Done key.
  case done
  /// Ctrl-K (0x0B): clear, as the clear button or pill.
  case clear
  /// Ctrl-S (0x13): submit the form.
  case submit
  /// Ctrl-C (0x03): quit at once.
  case interrupt
}

extension TerminalKey: CustomStringConvertible {
  /// How the key is named in frame headers and test failures.
  var description: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): "\"\(character)\""
    case .backspace: "Backspace"
    case .enter: "Enter"
    case .tab: "Tab"
    case .shiftTab: "Shift-Tab"
    case .up: "Up"
    case .down: "Down"
    case .right: "Right"
    case .left: "Left"
    case .done: "Ctrl-D"
    case .clear: "Ctrl-K"
    case .submit: "Ctrl-S"
    case .interrupt: "Ctrl-C"
    }
  }
}

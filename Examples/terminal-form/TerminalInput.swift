/// What an interactive session waits for next: keys, a resize, or the end of input.
enum TerminalInput: Sendable, Hashable {
  /// Bytes typed (or pasted), to decode into keys.
  case bytes([UInt8])
  /// The terminal changed size (SIGWINCH): draw again at the new size.
  case resized
  /// Input ended or failed.
  case ended
}

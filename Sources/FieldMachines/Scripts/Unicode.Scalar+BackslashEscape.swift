extension Unicode.Scalar {
  /// The two-character backslash escape that JSON string literals and quoted script payloads
  /// (``ScriptLine``) share: `\"`, `\\`, `\n`, `\r` and `\t`; `nil` for any other scalar, which
  /// each format escapes (or not) in its own way.
  package var backslashEscape: String? {
    switch self {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }
}

/// The command line of a subcommand that drives one kind of field, `simulate` and `paths`: the
/// field kind first, then the subcommand's own options and the kind's field options, parsed and
/// checked by one parser so both accept exactly the same field configuration.
struct FieldArguments {
  /// The arguments split into positionals (the kind first), values and flags.
  var parsed: ParsedArguments
  /// The session type of the kind named, or `nil` when only help was asked for.
  var session: (any FieldSession.Type)?

  /// Parses `arguments` of `subcommand`, which has its own `valueOptions` and `flagOptions`
  /// besides the field options, and takes at most `maximumPositionals` positionals including
  /// the kind. Help (`-h`) parses without a kind.
  init(
    _ arguments: [String], subcommand: String, valueOptions: Set<String>,
    flagOptions: Set<String>, maximumPositionals: Int
  ) throws(CommandError) {
    let sessions = SessionCatalog.sessions
    parsed = try ParsedArguments(
      arguments, subcommand: subcommand,
      valueOptions: sessions.reduce(into: valueOptions) { $0.formUnion($1.valueOptionNames) },
      flagOptions: sessions.reduce(into: flagOptions) { $0.formUnion($1.flagOptionNames) })
    guard !parsed.wantsHelp else { return }
    guard let kind = parsed.positionals.first else {
      throw .usage("Missing expected argument '<field>'", subcommand: subcommand)
    }
    guard let session = SessionCatalog.session(named: kind) else {
      let hint = Suggestion.hint(for: kind, in: SessionCatalog.kinds)
      throw .usage(
        "Unknown field '\(kind)'.\(hint) Choose one of: "
          + SessionCatalog.kinds.joined(separator: ", "), subcommand: subcommand)
    }
    guard parsed.positionals.count <= maximumPositionals else {
      throw .usage(
        "Unexpected argument '\(parsed.positionals[maximumPositionals])'",
        subcommand: subcommand)
    }
    let allowed = session.valueOptionNames.union(session.flagOptionNames)
      .union(valueOptions).union(flagOptions).union(["help"])
    for name in parsed.values.keys.sorted() + parsed.flags.sorted() where !allowed.contains(name) {
      let hint = Suggestion.hint(for: name, in: allowed.sorted(), prefix: "--")
      throw .usage(
        "'--\(name)' is not an option of the \(session.kind) field.\(hint)",
        subcommand: subcommand)
    }
    self.session = session
  }

  /// The field options given, as command-line words in a stable order, so a printed command
  /// configures the same field: `--data A,B --manual-entry`.
  func fieldOptionWords<Session: FieldSession>(of session: Session.Type) -> [String] {
    var words: [String] = []
    for option in Session.options {
      if option.valueName == nil {
        if parsed.flags.contains(option.name) { words.append("--\(option.name)") }
      } else if let value = parsed.values[option.name] {
        words += ["--\(option.name)", FieldArguments.shellQuoted(value)]
      }
    }
    return words
  }

  /// `text` as one shell word: unchanged when it is plain, else in single quotes.
  static func shellQuoted(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || ",.-_/:+=@%".unicodeScalars.contains(scalar)
      }
    if plain { return text }
    return "'" + text.replacingAll("'", with: "'\\''") + "'"
  }
}

extension String {
  /// The text with every `target` replaced by `replacement` (no Foundation needed).
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}

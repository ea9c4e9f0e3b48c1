/// "Did you mean" hints for a misspelt subcommand, option, machine or action.
enum Suggestion {
  /// The candidate closest to `word` by edit distance, when it is close enough to be a typo:
  /// at most one edit for short words, two for words of five characters or more, or `word`
  /// being a prefix of exactly one candidate. Case is ignored.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let wanted = Array(word.lowercased())
    guard !wanted.isEmpty else { return nil }
    let prefixed = candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) }
    if prefixed.count == 1 { return prefixed[0] }
    let limit = wanted.count >= 5 ? 2 : 1
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(wanted, Array(candidate.lowercased()))
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// `" Did you mean 'x'?"` for the closest candidate, or an empty text.
  static func hint(for word: String, in candidates: [String], prefix: String = "") -> String {
    closest(to: word, in: candidates).map { " Did you mean '\(prefix)\($0)'?" } ?? ""
  }

  /// The Damerau–Levenshtein distance (optimal string alignment) between `a` and `b`.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previousRow = [Int](0...b.count)
    var row = previousRow
    var beforePrevious = previousRow
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], beforePrevious[j - 2] + 1)
        }
      }
      beforePrevious = previousRow
      previousRow = row
    }
    return previousRow[b.count]
  }
}

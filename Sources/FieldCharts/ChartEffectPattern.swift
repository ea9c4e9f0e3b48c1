import FieldMachines

/// Merges the effect lists of the steps one transition stands for into one pattern, and matches
/// effect lists against it.
///
/// An effect that only some of the steps return (say `didChangeText`, fired only when the
/// committed text really changes) is marked optional with a trailing `?`. The pattern is the
/// shortest common supersequence of all the lists.
enum ChartEffectPattern {
  /// The pattern of `lists` (sorted first, so the result is deterministic).
  static func merge(_ lists: [[String]]) -> [String] {
    // One list is its own pattern.
    if lists.count == 1 { return lists[0] }
    let sorted = Set(lists).sorted { $0.lexicographicallyPrecedes($1) }
    guard var pattern = sorted.first.map({ $0.map { (name: $0, isOptional: false) } }) else {
      return []
    }
    for list in sorted.dropFirst() { pattern = merge(pattern, list) }
    return pattern.map { $0.isOptional ? $0.name + "?" : $0.name }
  }

  private static func merge(
    _ pattern: [(name: String, isOptional: Bool)], _ list: [String]
  ) -> [(name: String, isOptional: Bool)] {
    let names = pattern.map(\.name)
    // Longest common subsequence table, from the ends.
    var table = [[Int]](
      repeating: [Int](repeating: 0, count: list.count + 1), count: names.count + 1)
    for i in stride(from: names.count - 1, through: 0, by: -1) {
      for j in stride(from: list.count - 1, through: 0, by: -1) {
        table[i][j] =
          names[i] == list[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [(name: String, isOptional: Bool)] = []
    var i = 0
    var j = 0
    while i < names.count || j < list.count {
      if i < names.count, j < list.count, names[i] == list[j] {
        result.append(pattern[i])
        i += 1
        j += 1
      } else if j == list.count || (i < names.count && table[i + 1][j] >= table[i][j + 1]) {
        result.append((names[i], true))
        i += 1
      } else {
        result.append((list[j], true))
        j += 1
      }
    }
    return result
  }

  /// Whether `effects` fits `pattern`: every required effect present, in order, optional ones
  /// present or not, nothing else.
  static func matches(_ effects: [String], pattern: [String]) -> Bool {
    var next = 0
    for entry in pattern {
      let isOptional = entry.hasSuffix("?")
      let name = isOptional ? String(entry.dropLast()) : entry
      if next < effects.count, effects[next] == name {
        next += 1
      } else if !isOptional {
        return false
      }
    }
    return next == effects.count
  }
}

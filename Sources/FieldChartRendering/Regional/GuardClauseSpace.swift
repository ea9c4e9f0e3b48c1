/// The layout of a regional guard's clause as integers, for the factoring's guard search: a
/// clause is one bit set per region, `words` words each, side by side; bit `position + 1` of a
/// region's set allows the value at `position` (bit 0 the empty value, position -1), and an
/// empty set means the clause has no term on the region. A clause's terms are read in region
/// order and their values in position order, as the guards list them.
struct GuardClauseSpace {
  /// The number of regions.
  let regionCount: Int
  /// The words of one region's bit set.
  let words: Int

  /// The layout for `regionCount` regions, none of which has more than `largestRegion` values.
  init(regionCount: Int, largestRegion: Int) {
    self.regionCount = regionCount
    words = largestRegion / 64 + 1
  }

  /// The word and bit of the value at `position` in a region's set.
  private func bit(_ position: Int) -> (word: Int, mask: UInt64) {
    ((position + 1) / 64, 1 << UInt64((position + 1) % 64))
  }

  /// Whether `clause` has a term on `region`.
  func hasTerm(_ clause: [UInt64], on region: Int) -> Bool {
    (region * words..<(region + 1) * words).contains { clause[$0] != 0 }
  }

  /// The clause with one term per region of `regions`, each allowing the value `values` has
  /// there (`values` holds a flat state's value positions).
  func clause(on regions: [Int], in values: [Int]) -> [UInt64] {
    var clause = [UInt64](repeating: 0, count: regionCount * words)
    for region in regions {
      let (word, mask) = bit(values[region])
      clause[region * words + word] |= mask
    }
    return clause
  }

  /// `clause` without its term on `region`.
  func removing(_ region: Int, from clause: [UInt64]) -> [UInt64] {
    var shorter = clause
    for word in region * words..<(region + 1) * words { shorter[word] = 0 }
    return shorter
  }

  /// Whether `clause`, whose terms are all on `regions`, holds in the flat state whose value
  /// positions are `values`.
  func holds(_ clause: [UInt64], on regions: [Int], in values: [Int]) -> Bool {
    for region in regions where hasTerm(clause, on: region) {
      let (word, mask) = bit(values[region])
      if clause[region * words + word] & mask == 0 { return false }
    }
    return true
  }

  /// `first` and `second` (terms on `regions` only) as one clause when they have terms on the
  /// same regions and differ in the values of at most one: that term allows the values of
  /// both, less the empty value.
  func join(_ first: [UInt64], _ second: [UInt64], on regions: [Int]) -> [UInt64]? {
    var differing: Int?
    for region in regions {
      guard hasTerm(first, on: region) == hasTerm(second, on: region) else { return nil }
      let range = region * words..<(region + 1) * words
      guard first[range] != second[range] else { continue }
      guard differing == nil else { return nil }
      differing = region
    }
    guard let region = differing else { return first }
    var joined = first
    for word in region * words..<(region + 1) * words { joined[word] |= second[word] }
    joined[region * words] &= ~1
    return joined
  }

  /// Whether `clause` has no term: it always holds.
  func isEmpty(_ clause: [UInt64]) -> Bool {
    clause.allSatisfy { $0 == 0 }
  }

  /// The number of region values `clauses` allow, over all their terms.
  func size(of clauses: [[UInt64]]) -> Int {
    clauses.reduce(0) { total, clause in
      clause.reduce(total) { $0 + $1.nonzeroBitCount }
    }
  }

  /// The terms of `clause`, in region order, each with the positions of the values it allows
  /// in order (-1 for the empty value).
  func terms(of clause: [UInt64]) -> [(region: Int, positions: [Int])] {
    (0..<regionCount).compactMap { region in
      guard hasTerm(clause, on: region) else { return nil }
      var positions: [Int] = []
      for word in 0..<words {
        var bits = clause[region * words + word]
        while bits != 0 {
          positions.append(word * 64 + bits.trailingZeroBitCount - 1)
          bits &= bits - 1
        }
      }
      return (region, positions)
    }
  }
}

/// The integer tables of a ``ChartComponentSpace`` that a step is read back with: where each
/// probe's results start among a core's, and for each probe and combination the number among
/// the probe's own and the combination a result leads to, all worked out once. Kept apart
/// from the space's components (whose closures it does not hold), so a ``ChartStepTable`` can
/// keep them and read any step later.
struct ChartComponentLookups: Sendable {
  /// The number of combinations of component values.
  let combinationCount: Int
  /// For each probe, where its results start among a core's results.
  let offsets: [Int]
  /// The results a core has: for each probe, one per combination of the components it touches.
  let resultsPerCore: Int
  /// For each probe and combination, ``touchedNumber(of:probe:)``.
  let touchedNumbers: [Int32]
  /// For each probe, combination and number among the probe's own, the combination with the
  /// probe's components set as the number says; the probe's numbers start at its offset times
  /// ``combinationCount``.
  let mergedCombinations: [Int32]

  /// The number, among `probe`'s own, of the values `combination` gives the components
  /// `probe` touches: a look-up.
  @inline(__always)
  func touchedNumber(of combination: Int, probe: Int) -> Int {
    Int(touchedNumbers[probe * combinationCount + combination])
  }

  /// `combination` with the components `probe` touches set as `number` (among `probe`'s own)
  /// says: a look-up.
  @inline(__always)
  func combination(_ combination: Int, probe: Int, touchedNumber number: Int) -> Int {
    Int(
      mergedCombinations[offsets[probe] * combinationCount + combination * ownCount(probe) + number]
    )
  }

  /// How many combinations of its components `probe` sees.
  @inline(__always)
  func ownCount(_ probe: Int) -> Int {
    (probe + 1 < offsets.count ? offsets[probe + 1] : resultsPerCore) - offsets[probe]
  }
}

/// One row of the scaled height table: a content-size factor and the heights it gives.
struct ScaledHeights: Sendable, CustomStringConvertible {
  let factor: Double
  let rest: Double
  let error: Double
  let emptyError: Double
  let wheel: Double
  let wheelAndError: Double
  let twoLines: Double

  var description: String { "×\(factor)" }
}

import FieldMachines
import Testing

@Suite struct FieldMetricsTests {
  private let metrics = FieldMetrics.materialFields

  /// An area's height in half points, computed in integers from the reference's arithmetic:
  /// 14.5 + 5 + 2 fixed, `n × 21.48 + 0.5` rounded up to the half point, and 19.5 (a message)
  /// or 5 (an empty message) for the error row.
  private static func referenceHalfPoints(lines: Int, errorLines: Int?) -> Int {
    let fixed = 29 + 10 + 4
    let hundredths = lines * 2148 + 50
    let text = (hundredths + 49) / 50
    let error =
      switch errorLines {
      case nil: 0
      case 0?: 10
      default: 39
      }
    return fixed + text + error
  }

  @Test func materialFieldsHeights() {
    #expect(metrics.height(textLines: 1, errorLines: nil, isWheelOpen: false) == 43.5)
    #expect(metrics.height(textLines: 1, errorLines: 1, isWheelOpen: false) == 63.0)
    #expect(metrics.height(textLines: 1, errorLines: 0, isWheelOpen: false) == 48.5)
    #expect(metrics.height(textLines: 1, errorLines: nil, isWheelOpen: true) == 269.5)
    #expect(metrics.height(textLines: 1, errorLines: 1, isWheelOpen: true) == 289.0)
    #expect(metrics.height(textLines: 1, errorLines: 0, isWheelOpen: true) == 274.5)
  }

  @Test(arguments: [(1, 43.5), (2, 65.0), (3, 86.5)])
  func areaHeightsForTheFirstLines(lines: Int, height: Double) {
    #expect(metrics.height(textLines: lines, errorLines: nil, isWheelOpen: false) == height)
    #expect(metrics.height(textLines: lines, errorLines: 1, isWheelOpen: false) == height + 19.5)
  }

  @Test(arguments: 1...30)
  func areaHeightMatchesAnIndependentComputation(lines: Int) {
    let text = Double((lines * 2148 + 50 + 49) / 50) / 2
    #expect(metrics.textHeight(lines: lines) == text)
    #expect(metrics.textHeight(lines: lines) >= Double(lines) * 21.48 + 0.5)
    #expect(metrics.textHeight(lines: lines) < Double(lines) * 21.48 + 0.5 + 0.5)
    for errorLines in [nil, 0, 1] as [Int?] {
      let expected = Double(Self.referenceHalfPoints(lines: lines, errorLines: errorLines)) / 2
      #expect(
        metrics.height(textLines: lines, errorLines: errorLines, isWheelOpen: false) == expected)
    }
  }

  @Test(arguments: [0, -1, Int.min])
  func fewerThanOneLineCountsAsOne(lines: Int) {
    #expect(metrics.textHeight(lines: lines) == 22)
    #expect(metrics.height(textLines: lines, errorLines: nil, isWheelOpen: false) == 43.5)
  }

  @Test func theErrorRow() {
    #expect(metrics.errorHeight(lines: nil) == 0)
    #expect(metrics.errorHeight(lines: 0) == 5)
    #expect(metrics.errorHeight(lines: 1) == 19.5)
    #expect(metrics.errorHeight(lines: 2) == 34.0)
  }

  @Test(arguments: [(22.0, 22.0), (21.98, 22.0), (22.01, 22.5), (43.46, 43.5), (0.0, 0.0)])
  func roundingUpToTheHalfPoint(value: Double, rounded: Double) {
    #expect(metrics.roundedUp(value) == rounded)
  }

  @Test func customMetrics() {
    let unrounded = FieldMetrics(pixelGrid: 0)
    #expect(unrounded.textHeight(lines: 1) == 21.98)
    let third = FieldMetrics(pixelGrid: 1.0 / 3.0)
    #expect(abs(third.textHeight(lines: 1) - 22.0) < 1e-9)
    let tall = FieldMetrics(wheelHeight: 180)
    #expect(tall.height(textLines: 1, errorLines: nil, isWheelOpen: true) == 233.5)
  }

  // MARK: LineBreakMeasurer

  @Test(arguments: [
    ("", 1), ("a", 1), ("a\n", 2), ("\n\n", 3), ("a\nb\nc", 3), ("a\r\nb", 2), ("a\rb", 2),
    ("a\u{2028}b", 2), ("👍🏽\n👍🏽", 2), (String(repeating: "x", count: 500), 1),
  ])
  func measuresExplicitLineBreaksWithoutAWidth(text: String, lines: Int) {
    #expect(LineBreakMeasurer().lineCount(of: text) == lines)
  }

  @Test(arguments: [
    ("", 1), ("x", 1), (String(repeating: "x", count: 10), 1),
    (String(repeating: "x", count: 11), 2),
    (String(repeating: "x", count: 25), 3), (String(repeating: "x", count: 11) + "\n\nxx", 4),
    (String(repeating: "👍🏽", count: 20), 2),
  ])
  func wrapsAtTheWidth(text: String, lines: Int) {
    let measurer = LineBreakMeasurer(width: 90, averageCharacterWidth: 9)
    #expect(measurer.lineCount(of: text) == lines)
  }

  @Test(arguments: [0.0, -10.0, .nan, .infinity])
  func aWidthThatIsNotPositiveAndFiniteDoesNotWrapOrTrap(width: Double) {
    let measurer = LineBreakMeasurer(width: width)
    let lines = measurer.lineCount(of: String(repeating: "x", count: 100))
    #expect(lines >= 1)
    if !(width > 0) { #expect(lines == 1) }
  }

  @Test func aTinyWidthIsClampedInsteadOfTrapping() {
    let measurer = LineBreakMeasurer(width: 1e-300)
    #expect(measurer.lineCount(of: "ab") == Int(Int32.max))
    #expect(measurer.lineCount(of: "a\nb\nc") == 3 * Int(Int32.max))
    #expect(LineBreakMeasurer(averageCharacterWidth: 0).lineCount(of: "abc") == 1)
  }
}

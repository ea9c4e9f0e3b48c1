import FieldMachines
import Foundation
import Testing

@Suite struct FieldMetricsScalingTests {
  /// Factor 1 is MaterialFields; 1.5 and 2 worked by hand:
  /// ×1.5: title 21.75→22, spacing 7.5, text 32.22+0.5→33, error 21.48→21.5;
  /// ×2: title 29, spacing 10, text 42.96+0.5→43.5, error 28.64→29. The wheel stays 10 + 216.
  @Test(arguments: [
    ScaledHeights(
      factor: 1, rest: 43.5, error: 63, emptyError: 48.5, wheel: 269.5, wheelAndError: 289,
      twoLines: 65),
    ScaledHeights(
      factor: 1.5, rest: 64.5, error: 93.5, emptyError: 72, wheel: 290.5, wheelAndError: 319.5,
      twoLines: 96.5),
    ScaledHeights(
      factor: 2, rest: 84.5, error: 123.5, emptyError: 94.5, wheel: 310.5, wheelAndError: 349.5,
      twoLines: 127.5),
  ])
  func heightsAreExactAtEachFactor(row: ScaledHeights) {
    let metrics = FieldMetrics.materialFields.scaled(by: row.factor)
    #expect(metrics.height(textLines: 1, errorLines: nil, isWheelOpen: false) == row.rest)
    #expect(metrics.height(textLines: 1, errorLines: 1, isWheelOpen: false) == row.error)
    #expect(metrics.height(textLines: 1, errorLines: 0, isWheelOpen: false) == row.emptyError)
    #expect(metrics.height(textLines: 1, errorLines: nil, isWheelOpen: true) == row.wheel)
    #expect(metrics.height(textLines: 1, errorLines: 1, isWheelOpen: true) == row.wheelAndError)
    #expect(metrics.height(textLines: 2, errorLines: nil, isWheelOpen: false) == row.twoLines)
    #expect(FieldMetrics(contentSizeFactor: row.factor) == metrics)
  }

  @Test(arguments: [1.0, 1.5, 2])
  func anOpenDateWheelFollowsTheFactor(factor: Double) {
    let field = DateField(now: { Date(timeIntervalSince1970: 0) })
    field.metrics = FieldMetrics.materialFields.scaled(by: factor)
    let closed = field.height
    field.tap()
    #expect(field.height == closed + 226)
    field.setError(withText: "Required")
    #expect(field.height == field.metrics.height(textLines: 1, errorLines: 1, isWheelOpen: true))
    field.switchToTyping()
    #expect(field.height == field.metrics.height(textLines: 1, errorLines: 1, isWheelOpen: false))
  }

  @Test func everyHeightIsOnThePixelGrid() {
    for step in 0...70 {
      let metrics = FieldMetrics.materialFields.scaled(by: 0.5 + Double(step) * 0.05)
      for lines in 1...4 {
        for errorLines in [nil, 0, 1, 3] as [Int?] {
          for wheel in [false, true] {
            let height = metrics.height(
              textLines: lines, errorLines: errorLines, isWheelOpen: wheel)
            #expect((height * 2).rounded() == height * 2, "\(metrics.contentSizeFactor)")
          }
        }
      }
    }
  }

  @Test func onlyTheTypeScales() {
    let metrics = FieldMetrics.materialFields.scaled(by: 2)
    #expect(metrics.scaledTitleSlotHeight == 29)
    #expect(metrics.scaledStackSpacing == 10)
    #expect(metrics.scaledTextLineHeight == 42.96)
    #expect(metrics.scaledErrorLineHeight == 28.64)
    #expect(metrics.underlineHeight == 2)
    #expect(metrics.wheelSpacing == 10 && metrics.wheelHeight == 216)
    #expect(metrics.titleSlotHeight == 14.5)
  }

  @Test func factorsMultiplyAndClamp() {
    #expect(FieldMetrics.materialFields.scaled(by: 2).scaled(by: 1.5).contentSizeFactor == 3)
    #expect(FieldMetrics.materialFields.scaled(by: 3).scaled(by: 3).contentSizeFactor == 4)
  }

  @Test(arguments: [
    (0.0, 0.5), (-3, 0.5), (-.infinity, 0.5), (0.2, 0.5), (.infinity, 4), (100, 4), (.nan, 1),
    (1.25, 1.25),
  ])
  func badFactorsClampWithoutTrapping(given: Double, clamped: Double) {
    var metrics = FieldMetrics.materialFields
    metrics.contentSizeFactor = given
    #expect(metrics.contentSizeFactor == clamped)
    #expect(FieldMetrics(contentSizeFactor: given).contentSizeFactor == clamped)
    #expect(metrics.height(textLines: 1, errorLines: 1, isWheelOpen: true).isFinite)
  }

  @Test func theExtremesGiveTheirHeights() {
    // ×0.5: title 7.25→7.5, spacing 2.5, text 10.74+0.5→11.5; ×4: 58 + 20 + 86.5.
    #expect(
      FieldMetrics.materialFields.scaled(by: 0).height(
        textLines: 1, errorLines: nil, isWheelOpen: false) == 23.5)
    #expect(
      FieldMetrics.materialFields.scaled(by: .infinity).height(
        textLines: 1, errorLines: nil, isWheelOpen: false) == 166.5)
    #expect(FieldMetrics.materialFields.scaled(by: .nan) == .materialFields)
  }

  @Test func everyFieldFollowsItsMetrics() {
    let metrics = FieldMetrics.materialFields.scaled(by: 1.5)
    let entry = EntryField()
    entry.metrics = metrics
    let picker = PickerField(data: ["A"])
    picker.metrics = metrics
    picker.tap()
    #expect(entry.height == 64.5)
    #expect(picker.height == 290.5)
  }
}

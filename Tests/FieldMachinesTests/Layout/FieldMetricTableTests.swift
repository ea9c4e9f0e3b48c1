import FieldMachines
import Testing

/// `FieldMetrics` is set one ``FieldMetric`` at a time: each metric reads MaterialFields' value,
/// writes only its own constant, and the heights follow it.
@Suite struct FieldMetricTableTests {
  /// MaterialFields' design values, by metric.
  static let materialFields: [FieldMetric: Double] = [
    .titleSlotHeight: 14.5, .stackSpacing: 5, .textLineHeight: 21.48, .textBottomInset: 0.5,
    .underlineHeight: 2, .errorLineHeight: 14.32, .wheelSpacing: 10, .wheelHeight: 216,
    .pixelGrid: 0.5,
  ]

  @Test func everyMetricReadsMaterialFieldsValue() {
    #expect(Set(Self.materialFields.keys) == Set(FieldMetric.allCases))
    for metric in FieldMetric.allCases {
      #expect(FieldMetrics.materialFields[metric] == Self.materialFields[metric], "\(metric)")
    }
  }

  @Test(arguments: FieldMetric.allCases)
  func settingAMetricChangesThatMetricOnly(_ metric: FieldMetric) {
    var metrics = FieldMetrics.materialFields
    metrics[metric] = 3
    #expect(metrics[metric] == 3)
    for other in FieldMetric.allCases where other != metric {
      #expect(metrics[other] == FieldMetrics.materialFields[other], "\(metric) changed \(other)")
    }
    #expect(metrics != FieldMetrics.materialFields)
  }

  @Test func aTallerWheelMakesATallerOpenField() {
    var metrics = FieldMetrics.materialFields
    metrics[.wheelHeight] = 180
    #expect(metrics.height(textLines: 1, supportingLines: nil, isWheelOpen: true) == 233.5)
    #expect(metrics.height(textLines: 1, supportingLines: nil, isWheelOpen: false) == 43.5)
  }
}

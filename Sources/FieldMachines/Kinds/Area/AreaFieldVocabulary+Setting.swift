/// The area field's own settings outside its machine, for the testing kit's field actions
/// (``FieldSettingChange``).
extension AreaFieldVocabulary {
  /// A change of a setting only an ``AreaField`` has.
  package enum Setting: FieldSettingChange {
    /// `maximumLineCount = …`.
    case maximumLineCount(Int?)
    /// `textMeasurer = LineBreakMeasurer(width: …)` with the default character width (9
    /// points); `nil` counts explicit line breaks only.
    case measurerWidth(Int?)

    /// Sets the setting on `field`, if it is an area field.
    package func apply(to field: any Field) {
      guard let field = field as? AreaField else { return }
      switch self {
      case .maximumLineCount(let limit): field.maximumLineCount = limit
      case .measurerWidth(let width):
        field.textMeasurer = LineBreakMeasurer(width: width.map(Double.init))
      }
    }
  }

  /// The wrapping widths ``Setting/measurerWidth(_:)`` uses: none, or whole points.
  package static let measurerWidths: [Int?] = [nil, 27, 45, 90]

  /// A line limit (none, or -1 to 5, below 1 counting as 1) or a measurer width
  /// (``measurerWidths``), a third of the time each; else a common setting
  /// (``CommonFieldSetting/random(title:using:)``).
  package static func randomSetting(
    using generator: inout some RandomNumberGenerator
  ) -> any FieldSettingChange {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0, 1: Setting.maximumLineCount(generator.pick([nil, -1, 0, 1, 2, 3, 5]))
    case 2, 3: Setting.measurerWidth(generator.pick(measurerWidths))
    default: CommonFieldSetting.random(title: sampleTitle, using: &generator)
    }
  }
}

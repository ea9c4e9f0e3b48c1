/// The entry field's own settings outside its machine, for the testing kit's field actions
/// (``FieldSettingChange``).
extension EntryFieldVocabulary {
  /// A change of a setting only an ``EntryField`` has.
  package enum Setting: FieldSettingChange {
    /// `unit = …`.
    case unit(String?)
    /// `isMonetary = …`.
    case monetary(Bool)

    /// Sets the setting on `field`, if it is an entry field.
    package func apply(to field: any Field) {
      guard let field = field as? EntryField else { return }
      switch self {
      case .unit(let unit): field.unit = unit
      case .monetary(let isMonetary): field.isMonetary = isMonetary
      }
    }
  }

  /// A unit (`kg` or none) or the monetary flag, each a quarter of the time; else a common
  /// setting (``CommonFieldSetting/random(title:using:)``).
  package static func randomSetting(
    using generator: inout some RandomNumberGenerator
  ) -> any FieldSettingChange {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: Setting.unit(Bool.random(using: &generator) ? "kg" : nil)
    case 1: Setting.monetary(Bool.random(using: &generator))
    default: CommonFieldSetting.random(title: sampleTitle, using: &generator)
    }
  }
}

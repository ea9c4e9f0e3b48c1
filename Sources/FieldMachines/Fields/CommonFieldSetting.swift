/// A change of a setting every field object keeps outside its machine (``FieldSettingChange``).
package enum CommonFieldSetting: FieldSettingChange {
  /// `placeholder = …`.
  case placeholder(String?)
  /// `isOptional = …`.
  case optional(Bool)
  /// `shakes = …`.
  case shakes(Bool)
  /// `maximumSupportingLineCount = …`.
  case maximumSupportingLineCount(Int?)

  /// Sets the setting on `field`.
  package func apply(to field: any Field) {
    switch self {
    case .placeholder(let placeholder): field.placeholder = placeholder
    case .optional(let isOptional): field.isOptional = isOptional
    case .shakes(let shakes): field.shakes = shakes
    case .maximumSupportingLineCount(let limit): field.maximumSupportingLineCount = limit
    }
  }

  /// A random change: a title (`title` or none) or a supporting-row line limit (none, or -1 to
  /// 2, below 1 counting as 1) a third of the time each, else optional or shakes.
  package static func random(
    title: String, using generator: inout some RandomNumberGenerator
  ) -> Self {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0, 1: .placeholder(Bool.random(using: &generator) ? title : nil)
    case 2, 3: .maximumSupportingLineCount(generator.pick([nil, -1, 1, 2]))
    case 4: .optional(Bool.random(using: &generator))
    default: .shakes(Bool.random(using: &generator))
    }
  }
}

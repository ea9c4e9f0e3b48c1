#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PickerFieldVocabulary {
  /// A clearable picker of `traits`' rows, with manual entry when they offer it.
  package static func makeFormField(_ traits: FormFieldTraits) -> PickerField {
    let field = PickerField(data: traits.choices)
    field.isManualEntryCapable = traits.offersManualEntry
    field.isClearable = true
    return field
  }

  /// Required, a custom rule refusing "b", equal-to-partner, and one character at most.
  package static func formRulePool<Key: FormKey>(
    partner: Key, now: Date
  ) -> [ValidationRule<Key>] {
    [
      .required(), .custom(id: "notB") { $0.text == "b" ? "Not b." : nil },
      .equal(to: partner), .maxLength(1),
    ]
  }
}

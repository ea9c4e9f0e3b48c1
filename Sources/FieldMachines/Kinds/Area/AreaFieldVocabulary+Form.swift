#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AreaFieldVocabulary {
  /// A new area field: it has none of `traits`.
  package static func makeFormField(_ traits: FormFieldTraits) -> AreaField { AreaField() }

  /// The text rules (TextFieldSamples/formRulePool(partner:)).
  package static func formRulePool<Key: FormKey>(
    partner: Key, now: Date
  ) -> [ValidationRule<Key>] {
    TextFieldSamples.formRulePool(partner: partner)
  }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DateFieldVocabulary {
  /// Required, a range from `now`, and on or after the partner's date.
  package static func formRulePool<Key: FormKey>(
    partner: Key, now: Date
  ) -> [ValidationRule<Key>] {
    [.required(), .dateRange(from: now, to: nil), .dateOnOrAfter(partner)]
  }

  /// A clearable date field between `traits`' bounds whose clock reads `traits`' now.
  package static func makeFormField(_ traits: FormFieldTraits) -> DateField {
    let now = traits.now
    let field = DateField(now: { now })
    field.minimumDate = traits.minimumDate
    field.maximumDate = traits.maximumDate
    field.isClearable = true
    return field
  }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension EntryFieldVocabulary {
  /// An entry field, secure when `traits` say so, whose delegate is `traits`' delegate when
  /// that is an EntryFieldDelegate.
  package static func makeFormField(_ traits: FormFieldTraits) -> EntryField {
    let field = EntryField()
    field.delegate = traits.delegate as? any EntryFieldDelegate
    field.isSecureTextEntry = traits.isSecure
    return field
  }

  /// The text rules (TextFieldSamples/formRulePool(partner:)).
  package static func formRulePool<Key: FormKey>(
    partner: Key, now: Date
  ) -> [ValidationRule<Key>] {
    TextFieldSamples.formRulePool(partner: partner)
  }
}

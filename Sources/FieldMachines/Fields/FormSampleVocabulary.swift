#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a kind's vocabulary tells the testing kit's random forms, declared in the kind's folder
/// so the kit's forms name no kind: how a form's field of the kind is made, and the rules a
/// random form picks the field's from.
package protocol FormSampleVocabulary: FieldVocabulary {
  /// A new field as a random form adds it, configured from what of `traits` the kind has.
  static func makeFormField(_ traits: FormFieldTraits) -> FieldObject
  /// The rules that suit the kind, which a random form picks a field's from by index; `partner`
  /// is the key cross-field rules compare with, `now` the date rules of dates start at. Never
  /// empty.
  static func formRulePool<Key: FormKey>(partner: Key, now: Date) -> [ValidationRule<Key>]
}

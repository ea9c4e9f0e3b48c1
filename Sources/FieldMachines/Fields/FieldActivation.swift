/// An effect that starts or ends a field's activation (editing, or being open), as a kind's
/// ``ScriptedFieldVocabulary`` reads its effects.
package enum FieldActivation: Sendable, Hashable {
  /// The did-begin effect: the field became active or open.
  case began
  /// The did-end effect: the field stopped being active or open.
  case ended
}

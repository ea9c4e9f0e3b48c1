extension TextFieldSamples {
  /// The rules random forms pick a text field's from (entry and area alike): required, lengths,
  /// email, number, pattern and equal-to-partner.
  package static func formRulePool<Key: FormKey>(partner: Key) -> [ValidationRule<Key>] {
    [
      .required(), .minLength(2), .maxLength(4), .email(), .greaterThan(3),
      .pattern { /[a-c]*/ }, .equal(to: partner), .exactLength(3),
    ]
  }
}

/// What assistive technologies say about a field in its current state, as data a renderer
/// hands to VoiceOver, TalkBack or a web page.
///
/// Every field computes one from its machine state and configuration (`accessibility`). The
/// ``label`` is the whole spoken sentence: the title, the value, then the error or the helper,
/// then "required" (for a field that is not optional), "read only" and "dimmed". Renderers that
/// speak the value separately (UIKit's `accessibilityValue`) can use ``title`` as the label and
/// ``value`` as the value instead.
public struct AccessibilityDescription: Sendable, Hashable {
  /// The composed label: title, value, error or helper, "required", "read only", "dimmed",
  /// separated by ", ". Never contains a masked password.
  public var label: String
  /// The title alone (the placeholder without " (Optional)"), or `""`.
  public var title: String
  /// The value as spoken: the text, the selected row or the date; "5 hidden characters" for a
  /// masked password; `""` when empty.
  public var value: String
  /// What activating the field does, and the character count of a limited field; `nil` when
  /// there is nothing to say.
  public var hint: String?
  /// The element's kind and state.
  public var traits: AccessibilityTraits
  /// The trailing buttons available now, as custom actions, in display order.
  public var actions: [AccessibilityAction]

  /// Creates a description from its parts as given.
  package init(
    label: String, title: String, value: String, hint: String?, traits: AccessibilityTraits,
    actions: [AccessibilityAction]
  ) {
    self.label = label
    self.title = title
    self.value = value
    self.hint = hint
    self.traits = traits
    self.actions = actions
  }

  /// Composes a description the way every field does.
  /// - Parameters:
  ///   - title: the placeholder, or `nil`.
  ///   - value: the value as spoken (already masked for a password).
  ///   - supportingRow: the row below the field: its error or helper joins the label, its
  ///     counter the hint.
  ///   - characterCount: the text's length, for the counter's hint.
  ///   - maxLength: the text's limit, or `nil`.
  ///   - isOptional: whether the field may stay empty; otherwise "required" is said.
  ///   - isReadOnly: whether the field is read-only.
  ///   - isEnabled: whether the field is enabled; otherwise "dimmed" is said.
  ///   - hint: what activating the field does, or `nil`.
  ///   - traits: the kind-specific traits; required, invalid, read-only and not-enabled are
  ///     added from the other arguments.
  ///   - actions: the trailing buttons available now.
  ///   - strings: the words to use.
  package init(
    title: String?, value: String, supportingRow: SupportingRow, characterCount: Int = 0,
    maxLength: Int? = nil, isOptional: Bool, isReadOnly: Bool, isEnabled: Bool, hint: String?,
    traits: AccessibilityTraits, actions: [AccessibilityAction], strings: AccessibilityStrings
  ) {
    var parts: [String] = []
    var traits = traits
    let title = title ?? ""
    if !title.isEmpty { parts.append(title) }
    if !value.isEmpty { parts.append(value) }
    if let message = supportingRow.error.message {
      parts.append(strings.errorPhrase(message))
      traits.insert(.invalid)
    } else if let helper = supportingRow.shownHelperText {
      parts.append(helper)
    }
    if !isOptional {
      parts.append(strings[.required])
      traits.insert(.required)
    }
    if isReadOnly {
      parts.append(strings[.readOnly])
      traits.insert(.readOnly)
    }
    if !isEnabled {
      parts.append(strings[.dimmed])
      traits.insert(.notEnabled)
    }
    var hints: [String] = []
    if let hint { hints.append(hint) }
    if let maxLength {
      hints.append(strings.characterLimit(count: characterCount, limit: maxLength))
    }
    self.init(
      label: parts.joined(separator: ", "), title: title, value: value,
      hint: hints.isEmpty ? nil : hints.joined(separator: ". "), traits: traits, actions: actions)
  }
}

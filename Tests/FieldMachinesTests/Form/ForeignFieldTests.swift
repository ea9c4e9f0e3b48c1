import FieldMachines
import Testing

/// A ``Field`` of the app's own: the form has no adapter for it. Every member is a plain value
/// or does nothing.
final class ForeignField: Field {
  let kind = FieldKind.entry
  var tag = 0
  var placeholder: String?
  var isOptional = false
  var text: String?
  var isActive = false
  var hasError = false
  var errorMessage: String?
  var shakes = true
  var shakeHandler: (() -> Void)?
  var isEnabled = true
  var height = 43.5
  var appearance: FieldAppearance { EntryField().appearance }
  var layoutDirection = LayoutDirection.leftToRight
  var metrics = FieldMetrics.materialFields
  var palette = FieldPalette.materialFields
  var isReadOnly = false
  var helperText: String?
  var reservesSupportingRow = false
  var supportingRow: SupportingRow { EntryField().supportingRow }
  var supportingTextMeasurer: any TextMeasurer = LineBreakMeasurer()
  var maximumSupportingLineCount: Int?
  var accessibility: AccessibilityDescription { EntryField().accessibility }
  var accessibilityStrings = AccessibilityStrings.english
  var announcesErrors = true
  var announcementHandler: ((AccessibilityAnnouncement) -> Void)?

  func setError(withText text: String?) {}
  func removeErrorUI() {}
  func becomeFirstResponder() -> Bool { false }
  func resignFirstResponder() -> Bool { true }
  func tap() {}
  func keyboardWillShow() {}
  func typeText(_ string: String) {}
  func deleteBackward() {}
  func replaceText(with string: String) {}
  func pressReturn() {}
  func tapClear() {}
}

/// Both ways into a form refuse a field of a type it has no adapter for, and change nothing:
/// `Form(fields:)` throws, `add(_:for:)` (one method over `any Field`) leaves the form as it was.
@Suite @MainActor struct ForeignFieldTests {
  enum Key: CaseIterable, Hashable, Sendable { case name, notes }

  @Test func addRefusesAFieldOfAnotherTypeAndKeepsWhatWasThere() {
    let form = Form<Key>()
    form.add(ForeignField(), for: .name)
    #expect(form.keys.isEmpty)
    #expect(form.field(.name) == nil)
    let notes = AreaField(placeholder: "Notes")
    form.add(notes, for: .notes)
    form.add(ForeignField(), for: .notes)
    #expect(form.keys == [.notes])
    #expect(form.field(.notes) === notes)
  }

  @Test func theInitializerThrowsForAFieldOfAnotherType() {
    #expect(throws: FormSetupError<Key>.unsupportedField(.notes)) {
      _ = try Form<Key>(fields: [.name: EntryField(), .notes: ForeignField()])
    }
  }
}

import Testing

@testable import FieldMachines

/// How a form listens to its fields: through its adapter in the field hub's listener slot, heard
/// in the order of registration among the app's observers, and let go with the form.
@MainActor
@Suite struct FormListeningTests {
  /// Listens to `field` through a new adapter that logs `name` for every report it delivers.
  func listen(
    to field: EntryField, as name: String, log: Log
  ) -> TextFieldAdapter<EntryField> {
    let adapter = TextFieldAdapter(field)
    adapter.listen(
      on: EventRunner(), to: FormReportRouter { _, _ in log.entries.append(name) }, as: FormSlot(0)
    )
    return adapter
  }

  /// What the listeners and observers heard, in order.
  final class Log {
    var entries: [String] = []
  }

  @Test func formsAndAppObserversHearATransitionInTheOrderTheyCame() {
    let entry = EntryField(placeholder: "Name")
    let log = Log()
    let first = entry.observeTransitions { _ in log.entries.append("app 1") }
    let formA = listen(to: entry, as: "form A", log: log)
    let second = entry.observeTransitions { _ in log.entries.append("app 2") }
    let formB = listen(to: entry, as: "form B", log: log)
    let third = entry.observeTransitions { _ in log.entries.append("app 3") }
    entry.tap()
    #expect(log.entries == ["app 1", "form A", "app 2", "form B", "app 3"])

    // Form A's slot, taken again, places its new listener after everything before it.
    formA.stopListening()
    let formC = listen(to: entry, as: "form C", log: log)
    log.entries = []
    entry.typeText("a")
    #expect(log.entries == ["app 1", "app 2", "form B", "app 3", "form C"])

    formB.stopListening()
    second.cancel()
    log.entries = []
    entry.resignFirstResponder()
    #expect(log.entries == ["app 1", "app 3", "form C"])
    formC.stopListening()
    withExtendedLifetime((first, third)) {}
  }

  @Test func aListenerBeforeAnyObserverHearsFirst() {
    let entry = EntryField(placeholder: "Name")
    let log = Log()
    let form = listen(to: entry, as: "form", log: log)
    let observation = entry.observeTransitions { _ in log.entries.append("app") }
    entry.tap()
    observation.cancel()
    entry.typeText("a")
    form.stopListening()
    entry.typeText("b")
    #expect(log.entries == ["form", "app", "form"])
  }

  @Test func aReleasedFormLetsGoOfItsAdaptersAndItsFieldsKeepWorking() {
    let entry = EntryField(placeholder: "Name")
    let picker = PickerField(placeholder: "Country", data: ["France", "Japan"])
    weak var released: Form<SignUpKey>?
    weak var entryAdapter: (any FormFieldAdapter)?
    weak var pickerAdapter: (any FormFieldAdapter)?
    do {
      let form = Form<SignUpKey>()
      form.add(entry, for: .name)
      form.add(picker, for: .country)
      released = form
      entryAdapter = form.statuses[.name]?.adapter
      pickerAdapter = form.statuses[.country]?.adapter
      #expect(entryAdapter != nil && pickerAdapter != nil)
    }
    #expect(released == nil)
    #expect(entryAdapter == nil)
    #expect(pickerAdapter == nil)
    entry.tap()
    entry.typeText("Ada")
    picker.tap()
    picker.selectRow(1)
    #expect(entry.text == "Ada" && picker.text == "Japan")

    // A new form takes the field's listener slot and reacts to it at once.
    let form = Form<SignUpKey>()
    form.add(entry, for: .name)
    form.add(picker, for: .country)
    entry.tap()
    #expect(form.activeKey == .name)
    #expect(!picker.isActive)
  }

  @Test func aReplacedFieldIsNoLongerHeard() {
    let fixture = FormFixture()
    weak let replaced = fixture.form.statuses[.name]?.adapter
    let other = EntryField(placeholder: "Other name")
    fixture.form.add(other, for: .name)
    #expect(replaced == nil)
    fixture.name.tap()
    #expect(fixture.form.activeKey == nil)
    other.tap()
    #expect(fixture.form.activeKey == .name)
  }

  @Test func aFieldInTwoFormsIsHeardByBoth() {
    let entry = EntryField(placeholder: "Name")
    let first = Form<SignUpKey>()
    let second = Form<SignUpKey>()
    first.add(entry, for: .name)
    second.add(entry, for: .email)
    entry.tap()
    #expect(first.activeKey == .name)
    #expect(second.activeKey == .email)
    entry.resignFirstResponder()
    #expect(first.activeKey == nil && second.activeKey == nil)
  }

  /// The text state's stored properties are laid out with no padding between them, so the text
  /// machines (and every entry and area field's hub, which stores one inline) stay small.
  @Test func theTextStateTakesNoPadding() {
    #expect(MemoryLayout<TextFieldState>.size == 87)
    #expect(MemoryLayout<EntryFieldMachine>.size == 87)
    #expect(MemoryLayout<AreaFieldMachine>.size == 87)
  }

  /// The one-word length limit still prints as the optional it stands for, so a dumped state
  /// (a test's or a property failure's) reads `nil`, not the `Int.min` that stores it.
  @Test func theStoredLengthLimitPrintsAsItsOptional() {
    #expect(String(describing: TextFieldState()).contains("storedMaxLength: nil,"))
    let limited = TextFieldState(maxLength: 40)
    #expect(String(describing: limited).contains("storedMaxLength: Optional(40),"))
    #expect(limited.maxLength == 40 && TextFieldState(maxLength: Int.min).maxLength == Int.min + 1)
    #expect(!String(describing: TextFieldState()).contains("\(Int.min)"))
  }
}

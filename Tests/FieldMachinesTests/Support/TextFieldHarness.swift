import FieldMachines
import FieldMachinesTesting

/// An ``EntryField`` or an ``AreaField`` with a recording delegate, driven through one
/// vocabulary so a script runs against both.
final class TextFieldHarness {
  let kind: TextKind
  let entry = EntryField(placeholder: "Name")
  let area = AreaField(placeholder: "Notes")
  let entryDelegate = RecordingEntryFieldDelegate()
  let areaDelegate = RecordingAreaFieldDelegate()

  init(_ kind: TextKind, answers: FieldDelegateAnswers = FieldDelegateAnswers()) {
    self.kind = kind
    entryDelegate.attach(to: entry)
    areaDelegate.attach(to: area)
    self.answers = answers
  }

  var field: any Field {
    switch kind {
    case .entry: entry
    case .area: area
    }
  }

  var answers: FieldDelegateAnswers {
    get { kind == .entry ? entryDelegate.answers : areaDelegate.answers }
    set {
      entryDelegate.answers = newValue
      areaDelegate.answers = newValue
    }
  }

  /// Runs `body` after each delegate call is recorded, with the field that made it.
  func onCall(_ body: @escaping (RecordedDelegateCall, any Field) -> Void) {
    entryDelegate.onCall = { call, field in body(call, field) }
    areaDelegate.onCall = { call, field in body(call, field) }
  }

  /// The delegate calls since the last take.
  func takeCalls() -> [RecordedDelegateCall] {
    switch kind {
    case .entry: entryDelegate.takeCalls()
    case .area: areaDelegate.takeCalls()
    }
  }

  var state: TextFieldState {
    switch kind {
    case .entry: entry.machine.state
    case .area: area.machine.state
    }
  }

  var text: String? {
    get { field.text }
    set {
      switch kind {
      case .entry: entry.text = newValue
      case .area: area.text = newValue
      }
    }
  }

  func typeText(_ string: String) {
    switch kind {
    case .entry: entry.typeText(string)
    case .area: area.typeText(string)
    }
  }

  func deleteBackward() {
    switch kind {
    case .entry: entry.deleteBackward()
    case .area: area.deleteBackward()
    }
  }

  func replaceText(with string: String) {
    switch kind {
    case .entry: entry.replaceText(with: string)
    case .area: area.replaceText(with: string)
    }
  }

  func pressReturn() {
    switch kind {
    case .entry: entry.pressReturn()
    case .area: area.pressReturn()
    }
  }
}

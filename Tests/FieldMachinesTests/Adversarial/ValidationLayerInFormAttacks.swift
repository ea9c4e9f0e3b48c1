import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Issue 14, class 1: MaterialFields' validation layer inside a `Form`. An error a
/// `…DidEndEditing` delegate sets with `setError(withText:)` survives every way the field ends —
/// by itself or because the form ended it — for every field kind, and the form keeps its
/// invariants.
@Suite @MainActor struct ValidationLayerInFormAttacks {
  enum Key: CaseIterable, Hashable, Sendable { case subject, other, wheel }

  enum Kind: String, CaseIterable, Sendable { case entry, area, picker, date }

  /// How the subject's editing ends.
  enum Ending: String, CaseIterable, Sendable {
    case resignsItself, otherEntryTapped, otherPickerTapped, next, previous, focusOther
    case endEditing, returnMovesOn, doneTapped, keyboardWillShow, submitFocusesInvalid
    case manualEntryReturn, typedDateReturn

    func applies(to kind: Kind) -> Bool {
      switch self {
      case .returnMovesOn: kind == .entry
      case .doneTapped, .keyboardWillShow: kind == .picker || kind == .date
      case .manualEntryReturn: kind == .picker
      case .typedDateReturn: kind == .date
      default: true
      }
    }
  }

  struct Attack: CustomStringConvertible, Sendable {
    let kind: Kind
    let ending: Ending
    var description: String { "\(kind.rawValue) ended by \(ending.rawValue)" }

    static let all: [Attack] = Kind.allCases.flatMap { kind in
      Ending.allCases.filter { $0.applies(to: kind) }.map { Attack(kind: kind, ending: $0) }
    }
  }

  /// The validation layer of MaterialFields' README: every `didEnd` sets the error.
  final class SetsErrorOnEnd: EntryFieldDelegate, AreaFieldDelegate, PickerFieldDelegate,
    DateFieldDelegate
  {
    var message = "bad"
    func entryFieldDidEndEditing(_ view: EntryField) { view.setError(withText: message) }
    func areaFieldDidEndEditing(_ view: AreaField) { view.setError(withText: message) }
    func pickerFieldDidEndEditing(_ view: PickerField) { view.setError(withText: message) }
    func dateFieldDidEndEditing(_ view: DateField) { view.setError(withText: message) }
  }

  nonisolated static let now = Date(timeIntervalSince1970: 1_000_000_000)

  /// The issue's example, word for word.
  @Test func theIssueExampleKeepsTheError() {
    let form = Form<Key>(clock: ManualValidationClock())
    let a = EntryField()
    let b = EntryField()
    let d = SetsErrorOnEnd()
    a.delegate = d
    form.add(a, for: .subject)
    form.add(b, for: .other)
    a.tap()
    a.typeText("x")
    b.tap()
    #expect(a.hasError)
    #expect(a.errorMessage == "bad")
    #expect(form.displayedError(of: .subject) == "bad")
    #expect(b.isActive && !a.isActive)
    #expect(FormInvariants.violations(of: form) == [])
  }

  @Test(arguments: Attack.all)
  func anErrorSetInDidEndSurvivesTheEnding(_ attack: Attack) {
    let delegate = SetsErrorOnEnd()
    let (form, subject) = makeForm(attack.kind, delegate: delegate)
    activateAndChange(subject, for: attack.ending)
    #expect(subject.isActive)
    end(subject, in: form, by: attack.ending)
    #expect(!subject.isActive, "\(attack)")
    #expect(subject.errorMessage == "bad", "\(attack)")
    #expect(form.displayedError(of: .subject) == "bad", "\(attack)")
    #expect(FormInvariants.violations(of: form) == [], "\(attack)")
  }

  /// The delegate's error is the last word over the form's own rules at the end, whatever the
  /// timing: it was set after the form's end-of-editing validation.
  @Test(arguments: [ValidationTiming.onEndEditing, .onChange, .onChangeAfterFirstEnd, .onDemand])
  func theDelegateErrorWinsOverAFailingRuleAtEveryTiming(_ timing: ValidationTiming) {
    let delegate = SetsErrorOnEnd()
    let (form, subject) = makeForm(.entry, delegate: delegate)
    form.setRules([.minLength(5)], for: .subject, timing: timing)
    subject.tap()
    (subject as? EntryField)?.typeText("ab")
    form.field(.other)?.tap()
    #expect(subject.errorMessage == "bad")
    #expect(FormInvariants.violations(of: form) == [])
  }

  /// Re-entering the field clears the delegate's error, as MaterialFields does, and the form
  /// follows; leaving again sets it again.
  @Test(arguments: Kind.allCases)
  func reenteringClearsAndLeavingAgainSetsIt(_ kind: Kind) {
    let delegate = SetsErrorOnEnd()
    let (form, subject) = makeForm(kind, delegate: delegate)
    subject.tap()
    form.focus(.other)
    #expect(subject.errorMessage == "bad")
    subject.tap()
    #expect(subject.isActive)
    #expect(!subject.hasError)
    #expect(FormInvariants.violations(of: form) == [])
    delegate.message = "worse"
    form.next()
    #expect(subject.errorMessage == "worse")
    #expect(form.displayedError(of: .subject) == "worse")
    #expect(FormInvariants.violations(of: form) == [])
  }

  // MARK: Building and driving

  private func makeForm(_ kind: Kind, delegate: SetsErrorOnEnd) -> (Form<Key>, any Field) {
    let form = Form<Key>(clock: ManualValidationClock())
    let subject: any Field
    switch kind {
    case .entry:
      let entry = EntryField(placeholder: "Subject")
      entry.delegate = delegate
      form.add(entry, for: .subject)
      subject = entry
    case .area:
      let area = AreaField(placeholder: "Subject")
      area.delegate = delegate
      form.add(area, for: .subject)
      subject = area
    case .picker:
      let picker = PickerField(placeholder: "Subject", data: ["One", "Two", "Three"])
      picker.isManualEntryCapable = true
      picker.delegate = delegate
      form.add(picker, for: .subject)
      subject = picker
    case .date:
      let date = DateField(placeholder: "Subject", now: { Self.now })
      date.delegate = delegate
      form.add(date, for: .subject)
      subject = date
    }
    form.add(EntryField(placeholder: "Other"), for: .other)
    form.add(PickerField(placeholder: "Wheel", data: ["A", "B"]), for: .wheel)
    return (form, subject)
  }

  private func activateAndChange(_ subject: any Field, for ending: Ending) {
    subject.tap()
    switch subject {
    case let entry as EntryField: entry.typeText("x")
    case let area as AreaField: area.typeText("x")
    case let picker as PickerField:
      if ending == .manualEntryReturn {
        picker.selectRow(picker.rows.count - 1)
        picker.typeText("Four")
      } else {
        picker.selectRow(1)
      }
    case let date as DateField:
      if ending == .typedDateReturn {
        date.switchToTyping()
        date.replaceText(with: "2001-09-10")
      } else {
        date.scrollDate(to: Self.now.addingTimeInterval(86_400))
      }
    default: break
    }
  }

  private func end(_ subject: any Field, in form: Form<Key>, by ending: Ending) {
    switch ending {
    case .resignsItself: subject.resignFirstResponder()
    case .otherEntryTapped: form.field(.other)?.tap()
    case .otherPickerTapped: form.field(.wheel)?.tap()
    case .next: form.next()
    case .previous: form.previous()
    case .focusOther: form.focus(.other)
    case .endEditing: form.endEditing()
    case .returnMovesOn:
      form.movesToNextOnReturn = true
      (subject as? EntryField)?.pressReturn()
    case .doneTapped:
      (subject as? PickerField)?.tapDone()
      (subject as? DateField)?.tapDone()
    case .keyboardWillShow: subject.keyboardWillShow()
    case .submitFocusesInvalid:
      form.setRules([.required()], for: .other)
      _ = form.submitNow()
      #expect(form.activeKey == .other)
    case .manualEntryReturn: (subject as? PickerField)?.pressReturn()
    case .typedDateReturn: (subject as? DateField)?.pressReturn()
    }
  }
}

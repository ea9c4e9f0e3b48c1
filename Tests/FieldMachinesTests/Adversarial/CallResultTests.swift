import FieldMachines
import Foundation
import Testing

/// A programmatic call's result is its own: `becomeFirstResponder()`, `resignFirstResponder()`
/// and a form's `focus(_:)`, `next()` and `endEditing()` report the field as the call left it,
/// read before the calls its delegate made during it (queued, see
/// <doc:FormsAndFocus#Run-to-completion>) run.
@Suite @MainActor struct CallResultTests {
  /// A field of `kind` with `delegate` as its delegate; a picker has a row, so it can open.
  private func field(_ kind: FieldKind, delegate: AttackDelegate) -> any Field {
    switch kind {
    case .entry:
      let field = EntryField()
      field.delegate = delegate
      return field
    case .area:
      let field = AreaField()
      field.delegate = delegate
      return field
    case .picker:
      let field = PickerField(data: ["Japan"])
      field.delegate = delegate
      return field
    case .date:
      let field = DateField(now: { Date(timeIntervalSince1970: 1_000_000_000) })
      field.delegate = delegate
      return field
    }
  }

  /// A delegate that resigns the field in its begin call queues the resign:
  /// `becomeFirstResponder()` still returns `true`, and the field has ended once it returned.
  @Test(arguments: FieldKind.allCases)
  func becomeReturnsItsResultBeforeAQueuedResign(_ kind: FieldKind) {
    let delegate = AttackDelegate()
    let field = field(kind, delegate: delegate)
    delegate.onCall = { call, view in
      if call == .begin { view.resignFirstResponder() }
    }
    #expect(field.becomeFirstResponder())
    #expect(!field.isActive)
    #expect(delegate.activity(of: field) == [.begin, .end])
  }

  /// A delegate that focuses the field again in its end call queues the focus:
  /// `resignFirstResponder()` still returns `true`, and the field is active once it returned.
  @Test(arguments: FieldKind.allCases)
  func resignReturnsItsResultBeforeAQueuedBecome(_ kind: FieldKind) {
    let delegate = AttackDelegate()
    let field = field(kind, delegate: delegate)
    field.becomeFirstResponder()
    delegate.onCall = { call, view in
      if call == .end { view.becomeFirstResponder() }
    }
    #expect(field.resignFirstResponder())
    #expect(field.isActive)
    #expect(delegate.activity(of: field) == [.begin, .end, .begin])
  }
  /// A form's `focus(_:)` answers as the field's own call does: `true`, although the field's
  /// delegate resigns it in its begin call (queued); the field and the form have ended once it
  /// returned.
  @Test(arguments: FieldKind.allCases)
  func formFocusReturnsItsResultBeforeAQueuedResign(_ kind: FieldKind) throws {
    let delegate = AttackDelegate()
    let target = field(kind, delegate: delegate)
    let form = try Form<AttackKey>(fields: [.at(0): target])
    delegate.onCall = { call, view in
      if call == .begin { view.resignFirstResponder() }
    }
    #expect(form.focus(.at(0)))
    #expect(!target.isActive)
    #expect(form.activeKey == nil)
    #expect(delegate.activity(of: target) == [.begin, .end])
  }

  /// A form's `endEditing()` returns `true` although the field's delegate focuses it again in
  /// its end call (queued); the field is active again once it returned.
  @Test(arguments: FieldKind.allCases)
  func formEndEditingReturnsItsResultBeforeAQueuedBecome(_ kind: FieldKind) throws {
    let delegate = AttackDelegate()
    let target = field(kind, delegate: delegate)
    let form = try Form<AttackKey>(fields: [.at(0): target])
    form.focus(.at(0))
    delegate.onCall = { call, view in
      if call == .end { view.becomeFirstResponder() }
    }
    #expect(form.endEditing())
    #expect(target.isActive)
    #expect(form.activeKey == .at(0))
    #expect(delegate.activity(of: target) == [.begin, .end, .begin])
  }
  /// A form's `next()` returns the key it moved to although that field's delegate resigns it in
  /// its begin call (queued); the field has ended once it returned.
  @Test(arguments: FieldKind.allCases)
  func formNextReturnsItsResultBeforeAQueuedResign(_ kind: FieldKind) throws {
    let delegate = AttackDelegate()
    let first = EntryField()
    let target = field(kind, delegate: delegate)
    let form = try Form<AttackKey>(fields: [.at(0): first, .at(1): target])
    form.focus(.at(0))
    delegate.onCall = { call, view in
      if call == .begin { view.resignFirstResponder() }
    }
    #expect(form.next() == .at(1))
    #expect(!target.isActive && !first.isActive)
    #expect(delegate.activity(of: target) == [.begin, .end])
  }
}

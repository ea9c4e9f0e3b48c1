import FieldMachines

/// A delegate of a field of any kind that records every call in order and answers from
/// ``answers``: one recorder for every kind, such as ``RecordingEntryFieldDelegate`` or
/// ``RecordingPickerFieldDelegate``.
///
/// Make it the delegate of a field with ``attach(to:)``. The field holds the recorder's
/// delegate weakly, as it holds any delegate; the recorder keeps it alive, and that delegate
/// holds the recorder weakly. Once the last reference to the recorder is gone — even from
/// inside ``onCall``, in the middle of a call — the field is as if it had no delegate: nothing
/// more is recorded, every question is answered `true` and did-end sets no error.
///
/// ```swift
/// let field = PickerField(placeholder: "Colour", data: ["Red", "Green"])
/// let delegate = RecordingPickerFieldDelegate()
/// delegate.attach(to: field)
/// field.tap()
/// #expect(delegate.takeCalls() == [.shouldBeginEditing, .didBeginEditing])
/// ```
public final class RecordingFieldDelegate<Kind: FieldKindDescription> {
  /// Every call so far, oldest first.
  public private(set) var calls: [RecordedDelegateCall] = []
  /// The answers it gives.
  public var answers: FieldDelegateAnswers
  /// Called after each call is recorded, for tests that act from inside a delegate method.
  public var onCall: ((RecordedDelegateCall, Kind.FieldObject) -> Void)?
  /// The delegates given to fields, one per ``attach(to:)``.
  private var attached: [AttachedDelegate] = []

  /// Creates a recorder that gives `answers`.
  public init(answers: FieldDelegateAnswers = FieldDelegateAnswers()) {
    self.answers = answers
  }

  /// Makes the recorder the delegate of `field`: every message the field sends its delegate is
  /// recorded and answered here.
  public func attach(to field: Kind.FieldObject) {
    let delegate = AttachedDelegate(recorder: self, field: field)
    attached.removeAll { $0.field == nil || $0.field === field }
    attached.append(delegate)
    field.attach(delegate)
  }

  /// Returns the calls recorded since the last take, and forgets them.
  public func takeCalls() -> [RecordedDelegateCall] {
    defer { calls.removeAll() }
    return calls
  }

  /// Records `call` from `field`, then tells ``onCall``.
  private func record(_ call: RecordedDelegateCall, from field: Kind.FieldObject) {
    calls.append(call)
    onCall?(call, field)
  }

  /// The delegate of one field: every kind's delegate message reaches it as a
  /// `FieldDelegateCall` (the library's call sink, through the bridge `attach` gives the field),
  /// which it records as a ``RecordedDelegateCall``.
  ///
  /// The bridge holds it weakly, so the recorder keeps it (``attached``); it knows its field,
  /// which the recorder's ``onCall`` is handed.
  private final class AttachedDelegate: FieldDelegateCallSink {
    /// The recorder, held weakly: a test may drop it, even from ``onCall``.
    weak var recorder: RecordingFieldDelegate?
    weak var field: Kind.FieldObject?

    init(recorder: RecordingFieldDelegate, field: Kind.FieldObject) {
      self.recorder = recorder
      self.field = field
    }

    /// Records the question and answers it from the recorder's answers; once the recorder is
    /// gone (released by ``onCall`` during the call, say), answers `true`, as a field without
    /// a delegate does.
    func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool {
      if let field { recorder?.record(RecordedDelegateCall(call), from: field) }
      return recorder?.answers.answer(to: call) ?? true
    }

    /// Records the notice; after did-end, sets the error the answers name, if any (none once
    /// the recorder is gone).
    func tell(_ call: FieldDelegateCall, method: StaticString) {
      guard let field else { return }
      recorder?.record(RecordedDelegateCall(call), from: field)
      if call == .didEndEditing, let message = recorder?.answers.errorOnDidEndEditing {
        field.setError(withText: message)
      }
    }
  }
}

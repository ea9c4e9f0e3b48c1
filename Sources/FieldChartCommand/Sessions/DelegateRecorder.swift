import FieldMachines

/// The recording delegate `simulate` gives its field, of any kind: it answers every "should"
/// question (`false` while the current script line is vetoed) and records each call. It is a
/// `FieldDelegateCallSink`: the vocabulary's `attach` gives the field the kind's bridge to it,
/// from the kind's runtime folder. Its properties are written on every call the field makes and
/// never held across a call out, so they skip the runtime's dynamic exclusivity checks.
final class DelegateRecorder: SessionDelegate {
  /// One call, unformatted: a delegate message with its method's base name, or another question
  /// the field asks (the date validator's) by its printed name.
  enum Call {
    /// A delegate message.
    case delegate(FieldDelegateCall, method: StaticString)
    /// A question that is no delegate method.
    case question(String)
  }

  /// Whether the current line began with `veto`.
  @exclusivity(unchecked) var vetoes = false
  /// The calls since the last drain, in order, each with the answer given to a question. Kept
  /// unformatted so that `check` compares calls and builds no string.
  @exclusivity(unchecked) private(set) var calls: [(call: Call, answer: Bool?)] = []

  /// Records a delegate question and answers it.
  func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool {
    record(.delegate(call, method: method))
  }

  /// Records a delegate notice.
  func tell(_ call: FieldDelegateCall, method: StaticString) {
    calls.append((.delegate(call, method: method), nil))
  }

  /// Records the question `name`, which is no delegate method, and answers it.
  func ask(_ name: String) -> Bool { record(.question(name)) }

  private func record(_ call: Call) -> Bool {
    let answer = !vetoes
    calls.append((call, answer))
    return answer
  }

  /// The calls since the last drain, in order, as `simulate` prints them (`name -> answer`
  /// for a question); empties the list.
  func drain() -> [String] {
    defer { removeAll() }
    return calls.map { call, answer in
      let name = Self.name(of: call)
      return answer.map { "\(name) -> \($0)" } ?? name
    }
  }

  /// Forgets the calls, keeping the storage for the next line.
  func removeAll() {
    calls.removeAll(keepingCapacity: true)
  }

  /// How `simulate` prints `call`: the method's name, with its arguments where it has any.
  private static func name(of call: Call) -> String {
    switch call {
    case .question(let name): name
    case .delegate(.shouldChangeText(let range, let text), let method):
      "\(method)(_:shouldChangeTextIn: \(range.lowerBound)..<\(range.upperBound), "
        + "replacementText: \(JSONText.quoted(text)))"
    case .delegate(.didSelectRow(let row), let method): "\(method)(_:didSelectRow: \(row))"
    case .delegate(_, let method): "\(method)"
    }
  }
}

/// The one-column picker's behaviour: open region (closed / focused read-only / open on a list
/// row / open in manual entry), error, rows, selection, value and supporting row.
///
/// ```
/// closed ──openRequested(allowed: true)──▶ openOnList, or openOnManual on the manual row
///          (enabled, editable, with rows)  effects: errorCleared?, didBeginEditing
/// open   ──rowSelected(list row r)───────▶ openOnList: text = data[r] live, draft discarded
///                                          effects: errorCleared?, didChangeText?, didSelectRow(r)
/// open   ──rowSelected(manual row m)─────▶ openOnManual: text = nil, draft = ""
///                                          effects: errorCleared?, didChangeText?, didSelectRow(m)
/// manual ──manualTextEdited(e)───────────▶ openOnManual: only the draft changes   effects: none
/// open   ──doneTapped, closeRequested,───▶ closed: commits data[i], or the draft
///          keyboardWillShow,               effects: didChangeText?, didEndEditing
///          enabledChanged(false)
/// manual ──returnPressed─────────────────▶ closed, as done
/// closed ──clearTapped (clearable)───────▶ closed: text = nil, the row kept
///                                          effects: errorCleared?, didChangeText?, cleared
/// any    ──indexAssigned(n)──────────────▶ same; text = data[n] at once for a list row; an open
///                                          picker follows n (list ↔ manual)effects: none
/// any    ──dataAssigned, capability──────▶ same; the selected list row follows its value,
///                                          else re-clamped                effects: none
/// open   ──  … leaving no rows, or the ──▶ closed, nothing committed   effects: didEndEditing
///          picked row's value gone
/// manual ──capability off────────────────▶ closed, draft dropped        effects: didEndEditing
/// any    ──errorSet(m) / errorRemoved────▶ same   effects: errorShown, announceError? /
///                                                   errorCleared
/// closed ──openRequested(allowed: true)──▶ focused (read-only, rows or not)
///                                          effects: didBeginEditing (the error stays)
/// focused──closeRequested, keyboardWill──▶ closed  effects: didEndEditing
///          Show, enabledChanged(false)
/// active ──readOnlyChanged(changed)──────▶ closed, committing as done  effects: …, didEndEditing
/// ```
///
/// `open` is ``PickerMode/openOnList`` or ``PickerMode/openOnManual(draft:)``; `manual` is
/// ``PickerMode/openOnManual(draft:)``, whose payload is the draft; `active` is open or ``PickerMode/focused``; `?` marks an effect
/// that fires only when something changed (`announceError` fires unless
/// ``Field/announcesErrors`` is off).
///
/// **Read-only.** A read-only picker takes focus as ``PickerMode/focused``: the wheel never
/// opens, the error is not cleared (its user cannot correct it), and row selection, typing, done,
/// Return and clear are no-ops. Making an active picker read-only, or a focused one editable,
/// ends the activation as done would. Helper text, the reserved row and announcements are
/// configuration: no effect.
///
/// A vetoed or impossible open (disabled, already open, no rows), a selection while closed or of
/// the row already selected, typing outside manual entry, Return on a list row, done, close and
/// keyboard events while closed, and a clear with nothing to clear are no-ops: the state stays and
/// no effect is returned. Programmatic calls and configuration changes never clear an error and
/// never fire an effect, except that a field losing all its rows (or the row it is open on) or
/// disabled while open closes with one ``Effect/didEndEditing``, as does losing manual entry
/// while in it (the draft is dropped). Configuration changes never change ``State/text``.
///
/// **A pick is a value, not an index.** When `data` changes, a selected list row follows its
/// value to its new index; a pick whose value is gone moves to manual entry (the committed text
/// as its draft) or is dropped (see above), never replaced by whatever row now has its index.
///
/// The selection is always clamped into the rows (``PickerSelection/none`` only without rows):
/// a list row past the end becomes the last list row, or the manual row when that is the only
/// row; a manual selection without manual entry becomes the last list row. Committed text is
/// never `""`: an empty row or an empty manual draft commits `nil`.
public struct PickerFieldMachine: FieldMachine {
  /// The current state; it changes only through ``FieldMachine/handle(_:)``.
  public private(set) var state: State

  /// Creates a machine in `state`, normalised: the selection is clamped into the rows, a
  /// disabled picker or one without rows is closed, a read-only picker is focused rather than
  /// open (and an editable one never focused), an open picker is in manual entry exactly when the
  /// manual row is selected (keeping its draft, or starting one from the text), and `""` text and
  /// helper text are `nil`. Only manual entry can hold a draft: it is the mode's payload.
  public init(state: State = State()) {
    var state = state
    if state.text?.isEmpty == true { state.text = nil }
    state.selection = PickerFieldMachine.clamped(
      state.selection, dataCount: state.data.count,
      isManualEntryCapable: state.isManualEntryCapable)
    if state.helperText?.isEmpty == true { state.helperText = nil }
    if !state.isEnabled || (state.mode == .focused && !state.isReadOnly) {
      state.mode = .closed
    } else if state.mode.isOpen && state.isReadOnly {
      state.mode = .focused
    } else if state.mode.isOpen && state.selection == .none {
      state.mode = .closed
    } else if state.mode.isOpen {
      state.mode =
        state.selection == .manual
        ? .openOnManual(draft: state.mode.draft ?? state.text ?? "")
        : .openOnList
    }
    self.state = state
  }

  /// The transition function
  /// (``EffectEmittingMachine/handle(_:recordingGuardsIn:emittingInto:)``).
  package mutating func handle<Guards: GuardRecorder, Sink: EffectSink<Effect>>(
    _ event: Event, recordingGuardsIn guards: inout Guards, emittingInto effects: inout Sink
  ) {
    switch event {
    case .openRequested(let allowed):
      guard guards.decide(allowed, .allowed, else: .vetoed), opens(&guards) else { break }
      if state.isReadOnly {
        state.mode = .focused
        effects.emit(.didBeginEditing)
        break
      }
      state.error.clear(into: &effects)
      state.mode =
        guards.decide(state.selection == .manual, .manualRow, else: .listRow)
        ? .openOnManual(draft: state.text ?? "") : .openOnList
      effects.emit(.didBeginEditing)
    case .rowSelected(let row):
      guard state.mode.isOpen else { break }
      let selection = selection(forRow: row)
      guards.record(PickerFieldMachine.rowOutcome(of: selection))
      guard guards.decide(selection != state.selection, .newRow, else: .sameRow) else { break }
      userSelect(selection, into: &effects)
    case .doneTapped:
      guard state.mode.isOpen else { break }
      closeCommitting(into: &effects)
    case .closeRequested, .keyboardWillShow:
      closeCommitting(into: &effects)
    case .returnPressed:
      guard case .openOnManual = state.mode else { break }
      closeCommitting(into: &effects)
    case .clearTapped:
      guard state.mode == .closed else { break }
      guard state.isClearable else {
        guards.record(.notClearable)
        break
      }
      guard state.isEnabled else {
        guards.record(.disabled)
        break
      }
      guard !state.isReadOnly,
        guards.decide(state.text != nil || state.error.isShown, .hasValue, else: .empty)
      else { break }
      state.error.clear(into: &effects)
      commit(nil, into: &effects)
      effects.emit(.cleared)
    case .manualTextEdited(let edit):
      guard case .openOnManual(var draft) = state.mode else { break }
      // The mode lets go of the draft first, so an edit grows the draft's own buffer in place.
      state.mode = .closed
      edit.apply(to: &draft)
      state.mode = .openOnManual(draft: draft)
    case .indexAssigned(let row):
      assignSelection(selection(forRow: row), into: &effects, guards: &guards)
    case .manualIndexAssigned:
      guard state.isManualEntryCapable else { break }
      assignSelection(.manual, into: &effects, guards: &guards)
    case .textAssigned(let text):
      state.text = text?.isEmpty == true ? nil : text
    case .dataAssigned(let data):
      let previous = state.data
      state.data = data
      let isPickLost = followPick(from: previous, into: &effects)
      reconcile(into: &effects, guards: &guards)
      // Recorded after the row the selection ends on, the outcome it refines.
      if isPickLost { guards.record(.pickLost) }
    case .manualEntryCapabilityChanged(let isCapable):
      // The manual row going away under the user drops that pick: the picker closes without
      // committing the draft, rather than moving to a list row the user never picked.
      if !isCapable, case .openOnManual = state.mode {
        state.mode = .closed
        effects.emit(.didEndEditing)
      }
      state.isManualEntryCapable = isCapable
      reconcile(into: &effects, guards: &guards)
    case .manualEntryOptionNameChanged(let name):
      state.manualEntryOptionName = name
    case .clearableChanged(let isClearable):
      state.isClearable = isClearable
    case .common(.errorSet(let message)):
      state.error.show(
        message, announcing: state.announcesErrors, into: &effects, guards: &guards)
    case .common(.errorRemoved):
      state.error.clear(into: &effects)
    case .common(let setting):
      if state.configure(setting, guards: &guards) { closeCommitting(into: &effects) }
    }
  }

  /// Whether an open request would activate the picker now, so a field asks its should-begin
  /// delegate only then: enabled and closed, with rows to open on, or read-only (it then takes
  /// focus without opening, rows or not).
  package var canOpen: Bool {
    var guards = NoGuardRecorder()
    return opens(&guards)
  }

  /// Whether an allowed open request activates the picker now (see ``canOpen``), recording
  /// why not when the field is disabled or has no rows.
  private func opens<Guards: GuardRecorder>(_ guards: inout Guards) -> Bool {
    guard state.isEnabled else {
      guards.record(.disabled)
      return false
    }
    guard state.mode == .closed else { return false }
    guard !state.isReadOnly else { return true }
    guard state.rowCount > 0 else {
      guards.record(.noRows)
      return false
    }
    return true
  }

  /// Whether the wheel is shown.
  package var isOpen: Bool { state.mode.isOpen }

  /// Whether the picker has focus: open, or a focused read-only picker.
  package var isActive: Bool { state.mode.isActive }

  /// Whether the picker is open in manual entry: the manual row is selected and the keyboard is up.
  package var isOnManualEntry: Bool { state.mode.draft != nil }

  /// The invariants that do not hold in ``state``; empty when sound.
  package func invariantViolations() -> [String] {
    PickerFieldMachine.invariantViolations(in: state)
  }

  // MARK: Transitions

  /// The user scrolled to a new row while open: the error clears, a list row commits live and
  /// discards the draft, the manual row empties the value and starts an empty draft.
  private mutating func userSelect(
    _ selection: PickerSelection, into effects: inout some EffectSink<Effect>
  ) {
    let index: Int
    let text: String?
    switch selection {
    case .none: return
    case .row(let row):
      guard state.data.indices.contains(row) else { return }
      index = row
      text = state.data[row]
      state.mode = .openOnList
    case .manual:
      index = state.data.count
      text = nil
      state.mode = .openOnManual(draft: "")
    }
    state.error.clear(into: &effects)
    state.selection = selection
    commit(text, into: &effects)
    effects.emit(.didSelectRow(index))
  }

  /// Closes an open picker, committing the selected list row or the manual draft, then ends
  /// editing once; a focused read-only picker just ends. Does nothing while closed.
  private mutating func closeCommitting(into effects: inout some EffectSink<Effect>) {
    switch state.mode {
    case .closed: return
    case .focused: break
    case .openOnList:
      if case .row(let row) = state.selection, state.data.indices.contains(row) {
        commit(state.data[row], into: &effects)
      }
    case .openOnManual(let draft):
      commit(draft, into: &effects)
    }
    state.mode = .closed
    effects.emit(.didEndEditing)
  }

  /// A programmatic selection: a list row sets `text` at once, the manual row keeps it, and an
  /// open picker moves between list and manual entry to follow. No effect.
  private mutating func assignSelection<Guards: GuardRecorder>(
    _ selection: PickerSelection, into effects: inout some EffectSink<Effect>, guards: inout Guards
  ) {
    guard selection != .none else { return }
    state.selection = selection
    if case .row(let row) = selection, state.data.indices.contains(row) {
      let text = state.data[row]
      state.text = text.isEmpty ? nil : text
    }
    reconcile(into: &effects, guards: &guards)
  }

  /// Keeps a list-row selection on its value when `data` changes: it stays when its row still
  /// holds the value, else it moves to the first row that does. When no row holds it any more,
  /// an open picker on that row moves to manual entry with the committed text as its draft when
  /// it has manual entry, and otherwise closes without committing (`text` keeps what was
  /// committed) with ``Effect/didEndEditing``, so done can never commit another row; a closed
  /// picker's wheel is re-clamped as usual. Returns whether the pick was lost.
  private mutating func followPick(
    from previous: [String], into effects: inout some EffectSink<Effect>
  ) -> Bool {
    guard case .row(let row) = state.selection, previous.indices.contains(row) else {
      return false
    }
    let value = previous[row]
    if state.data.indices.contains(row) && state.data[row] == value { return false }
    if let moved = state.data.firstIndex(of: value) {
      state.selection = .row(moved)
      return false
    }
    guard state.mode == .openOnList else { return true }
    if state.isManualEntryCapable {
      state.selection = .manual
      state.mode = .openOnManual(draft: state.text ?? "")
      return true
    }
    state.mode = .closed
    effects.emit(.didEndEditing)
    return true
  }

  /// Re-clamps the selection after the rows or the selection changed and keeps an open picker
  /// consistent with it: on a list row it is open on the list (draft discarded), on the manual
  /// row it is in manual entry (draft = text), and with no rows left it closes without committing.
  /// Records the kind of row the selection ends on.
  private mutating func reconcile<Guards: GuardRecorder>(
    into effects: inout some EffectSink<Effect>, guards: inout Guards
  ) {
    state.selection = PickerFieldMachine.clamped(
      state.selection, dataCount: state.data.count,
      isManualEntryCapable: state.isManualEntryCapable)
    guards.record(PickerFieldMachine.rowOutcome(of: state.selection))
    guard state.mode.isOpen else { return }
    switch state.selection {
    case .none:
      state.mode = .closed
      effects.emit(.didEndEditing)
    case .row:
      state.mode = .openOnList
    case .manual:
      guard state.mode == .openOnList else { return }
      state.mode = .openOnManual(draft: state.text ?? "")
    }
  }

  /// Sets `text` through a user action (`""` becomes `nil`), announcing a change.
  private mutating func commit(_ text: String?, into effects: inout some EffectSink<Effect>) {
    let text = text?.isEmpty == true ? nil : text
    guard text != state.text else { return }
    state.text = text
    effects.emit(.didChangeText)
  }

  // MARK: Rows

  /// The selection a row of the wheel stands for: the manual row is the last, and any row past
  /// the list is the manual row when there is one; the rest is clamped.
  private func selection(forRow row: Int) -> PickerSelection {
    if state.isManualEntryCapable && row >= state.data.count { return .manual }
    return PickerFieldMachine.clamped(
      .row(row), dataCount: state.data.count, isManualEntryCapable: state.isManualEntryCapable)
  }

  /// The guard outcome naming the kind of `selection`: no rows, a list row or the manual row.
  private static func rowOutcome(of selection: PickerSelection) -> GuardOutcome {
    switch selection {
    case .none: .noRows
    case .row: .listRow
    case .manual: .manualRow
    }
  }

  /// The one clamping rule: a list row is clamped into `data` (or becomes the manual row when
  /// `data` is empty), a manual selection without manual entry becomes the last list row, and
  /// no selection becomes the first row. `.none` only when there are no rows.
  static func clamped(
    _ selection: PickerSelection, dataCount: Int, isManualEntryCapable: Bool
  ) -> PickerSelection {
    switch selection {
    case .row(let row):
      if dataCount > 0 { return .row(min(max(row, 0), dataCount - 1)) }
      return isManualEntryCapable ? .manual : .none
    case .manual:
      if isManualEntryCapable { return .manual }
      return dataCount > 0 ? .row(dataCount - 1) : .none
    case .none:
      if dataCount > 0 { return .row(0) }
      return isManualEntryCapable ? .manual : .none
    }
  }
}

// Adopted in the file that declares the type, so a static link keeps it with the type: a
// `TransitionHub<PickerFieldMachine>` finds it at run time (see `StaticLinkingTests`). The chart
// members are in `PickerFieldMachine+Chart.swift`.
extension PickerFieldMachine: EffectEmittingMachine {}

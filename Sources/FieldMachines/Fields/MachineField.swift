import Observation

/// A field object that runs a ``FieldMachine``: what ``EntryField``, ``AreaField``,
/// ``PickerField`` and ``DateField`` share, written once.
///
/// A field class holds its `TransitionHub`, which stores its machine, and names its delegate
/// calls (``perform(_:)``); this extension runs the machine (``send(_:)``). The ``Field`` API the
/// fields share is written once in `FieldDefaults` (and `TextFieldDefaults`).
package protocol MachineField: Field {
  /// The machine the field runs.
  associatedtype Machine: EffectEmittingMachine
  where
    Machine.Event: FieldMachineEvent, Machine.State: CommonFieldState,
    Machine.Effect: ErrorRegionEffect

  /// The machine, read with observation (the ``hub``'s).
  var machine: Machine { get }
  /// Stores and steps the machine, runs the field's events to completion and tells observers.
  var hub: TransitionHub<Machine> { get }

  /// Performs one effect of the kind: calls the delegate or the announcement handler. The shake
  /// is not the kind's: ``send(_:)`` performs it for every kind.
  func perform(_ effect: Machine.Effect)

  /// The field's height in `state` with its settings now: what ``Field/height`` is in the
  /// machine's state, computed from a state the caller already holds, with no observed read of
  /// the machine (`fieldchart check` compares it with the chart's height after every step).
  func height(of state: Machine.State) -> Double
}

extension MachineField {
  /// The machine, read without registering an observation (for the field's own guards).
  package var storedMachine: Machine { hub.storedMachine }

  /// Whether the field is active, read without registering an observation: what a call such as
  /// `becomeFirstResponder()` returns, which is its result, not a read of the field to observe.
  var storedIsActive: Bool { hub.storedMachine.state.isActive }

  /// What the row below the field shows now (public as ``FieldAppearance/supportingRow``).
  package var supportingRow: SupportingRow { machine.state.supportingRow }

  /// The supporting row's line count as ``height`` uses it: measured by
  /// ``supportingTextMeasurer`` and capped by ``maximumSupportingLineCount``; `nil` without a row.
  package var supportingLineCount: Int? {
    machine.state.supportingLineCount(
      measuredBy: supportingTextMeasurer, maximumLineCount: maximumSupportingLineCount)
  }

  /// What every kind's ``Field/appearance`` starts from, showing `value`: the title, highlighted
  /// while active, the error shown, enabling, the direction, the supporting row and the access.
  /// Each kind adds its own buttons and marks.
  func appearance(showing value: String) -> FieldAppearance {
    let state = machine.state
    var appearance = FieldAppearance(
      placeholder: placeholder, isOptional: isOptional, isHighlighted: state.isActive,
      value: value, error: state.shownError, isEnabled: state.isEnabled,
      layoutDirection: layoutDirection)
    appearance.showSupportingRow(state.supportingRow)
    appearance.isReadOnly = state.isReadOnly
    return appearance
  }

  /// Hands `message` to the ``announcementHandler``, titled with the field's title and tag.
  func announce(_ message: String) {
    announcementHandler?(
      AccessibilityAnnouncement(
        error: message, title: placeholder, tag: tag, strings: accessibilityStrings))
  }

  /// Runs one event through the machine, tells observers, then performs the effects, and
  /// returns them: ``handle(_:)``, for the testing kit's drivers and `fieldchart`, which read
  /// what an event emitted.
  ///
  /// Called from a delegate or an observer while the field (or its form) handles another event,
  /// the event is queued until that one completes, and this returns no effects (see
  /// <doc:FormsAndFocus#Run-to-completion>). The machine steps in place and reports a step to
  /// observation only when it changed the machine, and only once the machine has been read with
  /// observation (see `TransitionHub`), so a no-op event (a vetoed request, typing while
  /// inactive) does not invalidate SwiftUI views, and the observation registrar is entered once
  /// per changing step of an observed field instead of on every read and write.
  @discardableResult
  package func send(_ event: Machine.Event) -> Machine.EffectBuffer {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { self.handle(event) }) else {
      return Machine.EffectBuffer()
    }
    defer { runner.leave() }
    run(event, on: runner)
    return hub.takeEffects()
  }

  /// Runs one event through the machine, tells observers, then performs the effects: what
  /// every call of the field does, as ``send(_:)`` does without handing the effects out.
  ///
  /// The effects are emitted into the hub's own buffer as the transition decides them, performed
  /// from it once the step is stored and observed, then dropped: no buffer is made, copied or
  /// destroyed per event, and an event that emits nothing (most) pays one read of the count.
  func handle(_ event: Machine.Event) {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { self.handle(event) }) else { return }
    defer { runner.leave() }
    run(event, on: runner)
    hub.clearEffects()
  }

  /// ``handle(_:)`` made inside a call `runner` admitted (`admitted(orQueue:running:)`), after
  /// the call's guard and delegate question. Such a call is admitted again at once (nothing is
  /// calling out and the field is not busy) on the runner the call holds, so it enters that
  /// runner rather than reading, retaining and admitting on the hub's again; should the field be
  /// busy, a call out be running, or the field have another runner by now (the delegate's answer
  /// added it to a form), it is ``handle(_:)`` itself.
  func handle(_ event: Machine.Event, admittedBy runner: EventRunner) {
    guard hub.runs(on: runner), !hub.isBusy, !runner.isCallingOut else { return handle(event) }
    runner.enter()
    defer { runner.leave() }
    run(event, on: runner)
    hub.clearEffects()
  }

  /// Steps the machine with `event` and performs the effects it emitted into the hub, inside a
  /// call admitted by `runner`, the field busy throughout; the effects stay in the hub.
  @inline(__always)
  private func run(_ event: Machine.Event, on runner: EventRunner) {
    hub.isBusy = true
    defer { hub.isBusy = false }
    hub.step(event)
    runner.callOut { hub.performEffects { perform(effect: $0) } }
  }

  /// Performs one effect: a shown error shakes the field while ``Field/shakes`` is on (written
  /// once for every kind), then the kind's ``perform(_:)`` does the rest.
  private func perform(effect: Machine.Effect) {
    if effect == .errorShown { shake() }
    perform(effect)
  }

  /// Calls the shake handler while ``Field/shakes`` is on. The handler is looked at first: a
  /// field without one (most) does not read its settings for every shown error. Out of line, so
  /// the settings' exclusivity check stays here instead of being hoisted in front of every
  /// event's effects.
  @inline(never)
  private func shake() {
    if let shake = shakeHandler, shakes { shake() }
  }

  /// Starts one call of the field: returns the runner when the call may run now (pair it with
  /// `leave()`), or, from a delegate or an observer while an event runs, queues `later` until
  /// that event completes and returns `nil`. `later` is built only to be queued, so a call that
  /// runs now allocates no closure context for what it captures.
  func admit(orQueue later: @autoclosure () -> (() -> Void)) -> EventRunner? {
    let runner = hub.runner
    return runner.admit(busy: hub.isBusy, orQueue: later()) ? runner : nil
  }
}

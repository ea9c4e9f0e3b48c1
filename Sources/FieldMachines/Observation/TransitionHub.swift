import Observation

/// How a field object stores and runs its machine: one step, stored back only on change, then
/// reported to the transition observers. Every field owns one, so the four fields share this
/// code; a field's `machine` is the hub's ``machine``, observed through the hub's registrar.
///
/// Its ``runner`` runs the field's events to completion: a call made from a delegate or an
/// observer while an event runs is queued until that event completes (see `EventRunner`). A
/// form hands its own runner to each of its fields.
///
/// The machine steps in place and says whether it changed (see ``step(_:)``), so a no-op event
/// (a vetoed request, typing while inactive) neither invalidates SwiftUI views nor enters the
/// observation registrar: an `@Observable` field pays for `withMutation` once per changing step
/// instead of on every step. Observers are called after the new machine is stored and before
/// the field performs the effects, outside any access to the hub's storage, so an observer may
/// read the field (or add and cancel observations) while it is called; what it drives is queued
/// by the runner. A form's listener (``listen(_:)``) is library code: it reacts at once.
///
/// Observation is paid for only when used: a form's listener takes a slot of the hub (no
/// observation object, no list), and the app's observers live in a ``TransitionObservers`` made
/// on the first `observeTransitions(_:)` or `transitions`.
///
/// Its properties are read on every event and never held across a call out (observers are
/// called on a copy of the list), so they skip the runtime's dynamic exclusivity checks.
package final class TransitionHub<Machine: EffectEmittingMachine>: Observable {
  /// The machine, read without registering an observation (for the field's own guards). Read on
  /// every event and never held across a call out, it skips dynamic exclusivity checks too.
  @exclusivity(unchecked) private(set) var storedMachine: Machine
  /// ``isBusy`` and ``isMachineRead``, one bit each of one byte. Declared next to the machine,
  /// the byte takes the machine's last word where the machine leaves one free (a text machine
  /// is 87 bytes), not a word of its own.
  @exclusivity(unchecked) private var flags: UInt8 = 0
  /// Whether the field is in the middle of an event: stepped, its effects not all performed.
  var isBusy: Bool {
    get { flags & Self.busyFlag != 0 }
    set { flags = newValue ? flags | Self.busyFlag : flags & ~Self.busyFlag }
  }
  /// Whether ``machine`` has ever been read with observation. Observation registers an
  /// observer only where it reads (a view's body, a `withObservationTracking` closure), so until
  /// the first read no one can be told of a change, and a step skips the registrar (two locks
  /// and a key path look-up); from the first read on, every change is reported. It never resets,
  /// so a field's own calls read ``storedMachine``, never ``machine``.
  package private(set) var isMachineRead: Bool {
    get { flags & Self.machineReadFlag != 0 }
    set { flags = newValue ? flags | Self.machineReadFlag : flags & ~Self.machineReadFlag }
  }
  /// The bit of ``flags`` that is ``isBusy``.
  private static var busyFlag: UInt8 { 1 }
  /// The bit of ``flags`` that is ``isMachineRead``.
  private static var machineReadFlag: UInt8 { 2 }
  /// Tells SwiftUI views and `withObservationTracking` when ``machine`` changes: the field's
  /// own registrar, shared, so a field has one registrar (two heap blocks) rather than two.
  private let registrar: ObservationRegistrar
  /// The app's observers and further forms' listeners; `nil` until the first is added.
  @exclusivity(unchecked) private var observers: TransitionObservers<Machine>?
  /// The first form's listener (``listen(_:)``), held until ``stopListening(_:)``: it holds
  /// the field, and the form ends the listening before it lets the listener go.
  @exclusivity(unchecked) private var listener: (any TransitionListener<Machine>)?
  /// Runs the field's events one at a time; shared with the other fields of a form. A field's
  /// own runner is made on first use, so a field that is added to a form before it runs an
  /// event never has one.
  var runner: EventRunner {
    @inline(__always) get {
      if let ownRunner { return ownRunner }
      return madeRunner()
    }
    set { ownRunner = newValue }
  }
  /// ``runner`` once made or handed over; `nil` before.
  @exclusivity(unchecked) private var ownRunner: EventRunner?
  /// The effects of the event the field is handling: ``step(_:)`` emits into it, the field
  /// performs them from it (``performEffects(_:)``), then drops them (``clearEffects()``) or
  /// takes them (``takeEffects()``). The hub's own, so an event neither makes nor destroys a
  /// buffer, and one that emits nothing costs one read of the count. A field's events never
  /// nest (a call made while one runs is queued until it completes), so one buffer serves
  /// every event, and nothing writes it while its effects are performed: it skips dynamic
  /// exclusivity checks.
  @exclusivity(unchecked) private var effects = Machine.EffectBuffer()

  /// Whether `runner` is the field's runner now (a form may have handed it another since).
  @inline(__always)
  func runs(on runner: EventRunner) -> Bool { ownRunner === runner }

  /// Makes the field's own runner, on the first event (out of line: `runner` is read on every
  /// event).
  @inline(never)
  private func madeRunner() -> EventRunner {
    let made = EventRunner()
    ownRunner = made
    return made
  }

  /// A hub storing `machine`, with no observers and a runner of its own, registering reads and
  /// changes of ``machine`` with `registrar` (the field's, under a key path of its own).
  init(_ machine: Machine, registrar: ObservationRegistrar) {
    storedMachine = machine
    self.registrar = registrar
  }

  /// The machine, read with observation: a field's `machine` (and what it computes from it)
  /// registers here.
  var machine: Machine {
    isMachineRead = true
    registrar.access(ObservedMachine(), keyPath: \ObservedMachine.machine)
    return storedMachine
  }

  /// Swaps `next` into the storage, leaving the old machine in `next`: inside one observed
  /// mutation of ``machine`` once it has been read with observation, directly before.
  func store(_ next: inout Machine) {
    guard isMachineRead else {
      swap(&storedMachine, &next)
      return
    }
    registrar.withMutation(of: ObservedMachine(), keyPath: \ObservedMachine.machine) {
      swap(&storedMachine, &next)
    }
  }

  /// Applies `event` to the machine, emitting the effects for the field to perform into the
  /// hub's `effects`, the machine's own non-generic buffer, which the field emptied after its
  /// last event; a step that changed the machine is one observed mutation of ``machine``.
  ///
  /// When nothing hears the transitions (no observer, no form's listener) the stored machine
  /// steps in place and says itself whether it changed
  /// (``EffectEmittingMachine/handle(_:reportingChangeIn:into:)``): nothing is copied or
  /// compared, a text grows in its own buffer, and only a change is reported to the registrar,
  /// once the machine holds it (a reader told of the change reads the new machine), and only
  /// once ``machine`` has been read with observation (before, no one can have registered to be
  /// told).
  ///
  /// When something hears them, the record needs the state before: the step runs on a copy,
  /// recording its guard outcomes (into a ``GuardOutcomeCode``, no allocation) so each
  /// ``TransitionRecord`` says which guarded transition was taken; a copy that differs is
  /// swapped into the storage inside one observed mutation (``store(_:)``), leaving the old
  /// machine in the copy for the record.
  @inline(__always)
  func step(_ event: Machine.Event) {
    if !isObserved {
      var changed = false
      storedMachine.handle(event, reportingChangeIn: &changed, into: &effects)
      if changed && isMachineRead {
        registrar.withMutation(of: ObservedMachine(), keyPath: \ObservedMachine.machine) {}
      }
      return
    }
    var next = storedMachine
    var guards = GuardOutcomeCode()
    let recorded = next.handle(event, recordingOutcomesIn: &guards)
    let after = next.state
    // Unchanged, `next` equals the stored machine; changed, the swap left the old one in it.
    if next != storedMachine { store(&next) }
    notify(
      TransitionRecord(
        event: event, before: next.state, after: after, effects: recorded, guards: guards))
    recorded.forEach { effects.emit($0) }
  }

  /// Calls `body` with each effect of the last step, in order. Nothing steps the machine while
  /// they are performed (the field is busy), so each is read from the buffer as it is
  /// performed: the buffer is not copied.
  @inline(__always)
  func performEffects(_ body: (Machine.Effect) -> Void) {
    var index = 0
    while index < effects.count, let effect = effects.slots.effect(at: index) {
      body(effect)
      index += 1
    }
  }

  /// Drops the effects of the last step, once performed, releasing only the slots they took.
  @inline(__always)
  func clearEffects() {
    effects.slots.removeAll()
  }

  /// The effects of the last step, once performed, leaving the hub's buffer empty.
  func takeEffects() -> Machine.EffectBuffer {
    var taken = Machine.EffectBuffer()
    if effects.count != 0 { swap(&taken, &effects) }
    return taken
  }

  /// Whether anyone hears the transitions, so a step builds records. Read on every step, so
  /// inlined.
  private var isObserved: Bool {
    @inline(__always) get { listener != nil || observers?.isEmpty == false }
  }

  /// Sends `record` to the listener and to a snapshot of the observers, in the order they were
  /// registered.
  private func notify(_ record: TransitionRecord<Machine>) {
    if let observers {
      observers.notify(record, listener: listener, runner: runner)
    } else {
      listener?.machineDidTransition(record)
    }
  }

  /// The observers, made on first use.
  private var madeObservers: TransitionObservers<Machine> {
    if let observers { return observers }
    let made = TransitionObservers<Machine>()
    observers = made
    return made
  }

  /// Registers `handler` for every later transition until the observation is cancelled or
  /// released.
  func observe(
    _ handler: @escaping (TransitionRecord<Machine>) -> Void
  ) -> TransitionObservation {
    TransitionObservation(id: madeObservers.add(handler), in: self)
  }

  /// Makes `listener` (a form's) hear every later transition until ``stopListening(_:)``:
  /// library code, so the calls it makes into fields run at once, as part of the event. The
  /// first listener takes the hub's slot; one that comes while another holds it (the field is
  /// in two forms) is kept beside the observers. Either way it hears the transitions after the
  /// observers registered before it and before those registered after it.
  func listen(_ listener: some TransitionListener<Machine>) {
    if self.listener == nil {
      self.listener = listener
      observers?.listenerSlotFilled()
    } else {
      madeObservers.add(listener: listener)
    }
  }

  /// Ends what ``listen(_:)`` started for `listener`; nothing when it does not listen.
  func stopListening(_ listener: some TransitionListener<Machine>) {
    if let current = self.listener, current === listener {
      self.listener = nil
    } else {
      observers?.removeListener(ObjectIdentifier(listener))
    }
  }

  /// Every later transition, as an asynchronous sequence.
  var stream: AsyncStream<TransitionRecord<Machine>> {
    let (stream, continuation) = AsyncStream.makeStream(of: TransitionRecord<Machine>.self)
    madeObservers.add(continuation)
    return stream
  }
}

extension TransitionHub: TransitionObserverRegistry {
  /// Removes the observer registered as `id`.
  func removeObserver(id: Int) {
    observers?.remove(id: id)
  }
}

/// A field kind's machine, whose transitions emit each effect into an ``EffectSink`` as they
/// decide it: ``FieldMachine/handle(_:)`` emits into an ``Effects`` and returns it, and a
/// field's step emits into the machine's ``EffectBuffer``, a non-generic buffer that costs no
/// metadata look-up to create, fill and destroy.
///
/// A machine writes its transitions once, in ``handle(_:recordingGuardsIn:emittingInto:)``, and
/// says how a step changes it in ``handle(_:reportingChangeIn:emittingInto:)``; everything else
/// is written once here. The requirements with a concrete buffer are compiled for each machine
/// in this module, so a caller in another module (fieldbench, the testing kit) runs specialised
/// code.
package protocol EffectEmittingMachine: ChartableMachine {
  /// The machine's own buffer of one step's effects.
  associatedtype EffectBuffer: InlineEffectBuffer<Effect>

  /// Applies one event, emitting its effects into `sink` in order and recording in `guards`
  /// the outcome of each guard the transition decides (see
  /// ``GuardedMachine/handle(_:recordingGuardsIn:)``).
  mutating func handle<Guards: GuardRecorder, Sink: EffectSink<Effect>>(
    _ event: Event, recordingGuardsIn guards: inout Guards, emittingInto sink: inout Sink)

  /// Applies one event in place, emitting its effects into `sink`, and sets `changed` to
  /// whether the machine is now unequal to what it was (see
  /// ``GuardedMachine/handle(_:reportingChangeIn:)``).
  mutating func handle<Sink: EffectSink<Effect>>(
    _ event: Event, reportingChangeIn changed: inout Bool, emittingInto sink: inout Sink)

  /// Applies one event, emitting its effects into `buffer`.
  mutating func handle(_ event: Event, into buffer: inout EffectBuffer)

  /// Applies one event in place, emitting its effects into `buffer`, and sets `changed` to
  /// whether the machine changed: a field's step.
  mutating func handle(
    _ event: Event, reportingChangeIn changed: inout Bool, into buffer: inout EffectBuffer)

  /// Applies one event, emitting its effects into `buffer` (empty, as a field's hub keeps its
  /// own between events), and returns how many it emitted, emptying the buffer again: a
  /// field's step as its hub runs it, one buffer reused rather than one made and destroyed per
  /// event. The buffer is filled, counted and emptied in code compiled here for each machine;
  /// a caller in another module (fieldbench) doing the same itself would reach the buffer's
  /// `count` and emptying through witnesses, instructions no field pays.
  mutating func handleCountingEffects(_ event: Event, reusing buffer: inout EffectBuffer) -> Int
}

extension EffectEmittingMachine {
  /// The transition function returning its effects as a list.
  package mutating func handle<Guards: GuardRecorder>(
    _ event: Event, recordingGuardsIn guards: inout Guards
  ) -> Effects<Effect> {
    var effects = Effects<Effect>()
    handle(event, recordingGuardsIn: &guards, emittingInto: &effects)
    return effects
  }

  /// ``handle(_:reportingChangeIn:emittingInto:)`` returning its effects as a list.
  package mutating func handle(
    _ event: Event, reportingChangeIn changed: inout Bool
  ) -> Effects<Effect> {
    var effects = Effects<Effect>()
    handle(event, reportingChangeIn: &changed, emittingInto: &effects)
    return effects
  }

  /// The transition function with a recorder that keeps nothing, emitting into `sink`.
  package mutating func handle<Sink: EffectSink<Effect>>(
    _ event: Event, emittingInto sink: inout Sink
  ) {
    var guards = NoGuardRecorder()
    handle(event, recordingGuardsIn: &guards, emittingInto: &sink)
  }

  /// ``handle(_:emittingInto:)`` into the machine's own buffer.
  package mutating func handle(_ event: Event, into buffer: inout EffectBuffer) {
    handle(event, emittingInto: &buffer)
  }

  /// ``handle(_:into:)`` into `buffer`, returning its count and emptying it.
  package mutating func handleCountingEffects(
    _ event: Event, reusing buffer: inout EffectBuffer
  ) -> Int {
    handle(event, emittingInto: &buffer)
    let count = buffer.count
    buffer.slots.removeAll()
    return count
  }

  /// ``handle(_:reportingChangeIn:emittingInto:)`` into the machine's own buffer.
  package mutating func handle(
    _ event: Event, reportingChangeIn changed: inout Bool, into buffer: inout EffectBuffer
  ) {
    handle(event, reportingChangeIn: &changed, emittingInto: &buffer)
  }

  /// ``handle(_:emittingInto:)``, setting `changed` by copying the machine first and comparing
  /// after: for the events whose change is not known beforehand.
  package mutating func handle<Sink: EffectSink<Effect>>(
    _ event: Event, comparingIn changed: inout Bool, emittingInto sink: inout Sink
  ) {
    let before = self
    handle(event, emittingInto: &sink)
    changed = self != before
  }

  /// ``handle(_:emittingInto:)`` for an event that changes the machine exactly when it emits an
  /// effect (a request that runs or does nothing), setting `changed` to that.
  package mutating func handle<Sink: EffectSink<Effect>>(
    _ event: Event, changingWithEffectsIn changed: inout Bool, emittingInto sink: inout Sink
  ) {
    let emitted = sink.count
    handle(event, emittingInto: &sink)
    changed = sink.count != emitted
  }
}

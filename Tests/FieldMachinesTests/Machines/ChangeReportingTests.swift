import FieldMachines
import FieldMachinesTesting
import Testing

/// A machine stepped in place, saying itself whether it changed
/// (`handle(_:reportingChangeIn:)`, what a field's hub runs when no one observes its
/// transitions), gives the state and the effects the plain `handle(_:)` gives, and says it
/// changed exactly when the machine is then unequal to what it was. Checked on every kind's
/// event mix from random states, so each event meets states where it is a no-op and states
/// where it changes something.
@Suite struct ChangeReportingTests {
  /// What a walk found.
  struct Walk: Equatable {
    var changed = 0
    var unchanged = 0
    /// The steps whose report, state or effects differed from the plain step's, described.
    var wrong: [String] = []
  }

  @Test(arguments: FieldKind.allCases)
  func steppingInPlaceReportsExactlyTheChanges(kind: FieldKind) {
    let walk = kind.withVocabulary(Walker(states: 200, events: 60, seed: 0xC4A9_6E))
    #expect(walk.wrong.isEmpty, "\(walk.wrong.prefix(5))")
    #expect(walk.changed > 1_000 && walk.unchanged > 1_000)
  }

  /// Walks the kind's random events from random states.
  private struct Walker: FieldKindVisitor {
    let states: Int
    let events: Int
    let seed: UInt64

    func visit<Vocabulary>(_ vocabulary: Vocabulary.Type) -> Walk {
      guard let scripted = vocabulary as? any ScriptedFieldVocabulary.Type else { return Walk() }
      return walk(scripted)
    }

    private func walk<Kind: ScriptedFieldVocabulary>(_ kind: Kind.Type) -> Walk {
      var random = SplitMix64(seed: seed)
      var walk = Walk()
      for _ in 0..<states {
        var machine = Kind.Machine(state: Kind.randomState(using: &random))
        for _ in 0..<events {
          let event = Kind.randomEvent(using: &random)
          var plain = machine
          let plainEffects = plain.handle(event)
          let before = machine
          // Starts either way, so a path that forgets to set it is caught whichever it keeps.
          var changed = Bool.random(using: &random)
          let effects = machine.handle(event, reportingChangeIn: &changed)
          if changed { walk.changed += 1 } else { walk.unchanged += 1 }
          if changed != (machine != before) || machine != plain || effects != plainEffects {
            walk.wrong.append("\(event) on \(before.state): reported \(changed)")
          }
        }
      }
      return walk
    }
  }
}

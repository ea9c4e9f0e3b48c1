import FieldMachines

/// A `FieldMachine` with what the testing kit needs to generate, check, shrink and print its
/// events. Each built-in machine conforms through ``CataloguedFieldMachine`` (its kind's
/// description in the library answers every requirement); your own machine conforms directly.
///
/// Only ``scriptName``, ``initialState``, ``anyEvent``, ``category(of:)``, ``scriptLine(for:)``,
/// ``event(scriptLine:)``, ``isActive(_:)`` and ``activation(of:)`` are required.
public protocol TestableFieldMachine: FieldMachine {
  /// The machine's name in scripts and on the command line: `entry`, `area`, `picker`, `date`.
  static var scriptName: String { get }
  /// The state of a freshly created field, where every generated sequence starts.
  static var initialState: State { get }
  /// Every kind of event, in the mix the machine's own generator chose.
  static var anyEvent: Gen<Event> { get }
  /// Configuration events put before each sequence (rows, limits, …); none by default.
  static var configurations: Gen<[Event]> { get }

  /// Whether `event` is a user action, a programmatic call or a configuration change.
  static func category(of event: Event) -> EventCategory
  /// The `fieldchart simulate` line that replays `event`.
  static func scriptLine(for event: Event) -> String
  /// The event a script line stands for; `nil` when the line means nothing to this machine.
  static func event(scriptLine: String) -> Event?
  /// The events a script line stands for when `machine` is where the script has got to; by
  /// default the one event of ``event(scriptLine:)``. A machine overrides it for lines whose
  /// event depends on the state, as `fieldchart simulate` reads them (a bare `typing` or
  /// `return` of a date field, `enter …`).
  static func events(scriptLine: String, after machine: Self) -> [Event]?
  /// Simpler forms of `event`, simplest first, tried while shrinking; none by default.
  static func simplifications(of event: Event) -> [Event]
  /// Whether the field is active (editing, or open) in `state`.
  static func isActive(_ state: State) -> Bool
  /// Whether `effect` is the did-begin or did-end effect.
  static func activation(of effect: Effect) -> Activation?
  /// The message `effect` orders announced to assistive technologies, if it is an
  /// announcement; `nil` by default.
  static func announcement(of effect: Effect) -> String?
  /// Whether `event` may fire effects without changing the state (a signal such as return);
  /// every other event must change the state whenever it fires an effect. `false` by default.
  static func firesWithoutChange(_ event: Event) -> Bool
}

extension TestableFieldMachine {
  /// No configuration prelude.
  public static var configurations: Gen<[Event]> { .always([]) }

  /// ``event(scriptLine:)``, whatever the state.
  public static func events(scriptLine: String, after machine: Self) -> [Event]? {
    event(scriptLine: scriptLine).map { [$0] }
  }

  /// No simpler forms.
  public static func simplifications(of event: Event) -> [Event] { [] }

  /// `nil`: no effect is an announcement.
  public static func announcement(of effect: Effect) -> String? { nil }

  /// `false`: a no-op is an event that changes nothing, fires nothing.
  public static func firesWithoutChange(_ event: Event) -> Bool { false }

  /// A fresh machine in ``initialState``.
  public static var initial: Self { Self(state: initialState) }

  /// Events drawn with `weights` across the three categories, or in the machine's own mix when
  /// `weights` is `nil`.
  ///
  /// The category is picked by weight, then ``anyEvent`` is drawn until it gives an event of
  /// that category (at most 64 draws; a category the generator never gives is skipped).
  public static func events(weights: EventWeights? = nil) -> Gen<Event> {
    guard let weights else { return anyEvent }
    let base = anyEvent
    let choices = EventCategory.allCases.map { category in
      (
        weights.weight(of: category),
        Gen<Event>(
          erased: { rng in
            var event = base.generate(erased: &rng)
            var draws = 1
            while Self.category(of: event) != category && draws < 64 {
              event = base.generate(erased: &rng)
              draws += 1
            }
            return event
          },
          splitMix: { rng in
            var event = base.draw(&rng)
            var draws = 1
            while Self.category(of: event) != category && draws < 64 {
              event = base.draw(&rng)
              draws += 1
            }
            return event
          })
      )
    }
    return .weighted(choices, fallback: base)
  }

  /// Sequences of `length` events after a configuration prelude.
  public static func sequences(
    weights: EventWeights? = nil, length: ClosedRange<Int> = 1...100
  ) -> Gen<[Event]> {
    let event = events(weights: weights)
    let body = event.array(length: length)
    let configurations = configurations
    let lengths = length.clamped(to: 0...Int.max)
    // From the kit's concrete generator, the same draws in the same order (the prelude, the
    // length, then each event) in one loop, with no closure of `flatMap`, `map` or `array` run
    // per event and no second array for the prelude's concatenation.
    return configurations.flatMap { prelude in body.map { prelude + $0 } }
      .drawing { rng in
        var events = configurations.draw(&rng)
        let count = Int.random(in: lengths, using: &rng)
        events.reserveCapacity(events.count + count)
        for _ in 0..<count { events.append(event.draw(&rng)) }
        return events
      }
  }

  /// The script of `events`, one line each.
  public static func script(_ events: [Event]) -> String {
    events.map(scriptLine(for:)).joined(separator: "\n")
  }

  /// The events of a script, read from ``initial`` on (see ``events(scriptLine:after:)``); the
  /// first line that means nothing, or cannot be read (a `veto` with no action, a malformed quoted payload), is
  /// reported with its number. Blank lines and comments are skipped.
  public static func events(script: String) -> Result<[Event], ScriptError> {
    var events: [Event] = []
    var machine = initial
    for (index, line) in script.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let readable: Bool
      do throws(ScriptSyntaxError) {
        readable = try ScriptLine(reading: String(line)) != nil
      } catch {
        return .failure(ScriptError(line: index + 1, text: String(line)))
      }
      guard readable else { continue }
      guard let lineEvents = self.events(scriptLine: String(line), after: machine) else {
        return .failure(ScriptError(line: index + 1, text: String(line)))
      }
      for event in lineEvents { _ = machine.handle(event) }
      events += lineEvents
    }
    return .success(events)
  }
}

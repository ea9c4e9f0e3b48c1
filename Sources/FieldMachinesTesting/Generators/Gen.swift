/// A recipe for random values of one type, drawn from any random number generator.
///
/// Generators are plain values you combine: ``map(_:)``, ``flatMap(_:)``,
/// ``weighted(_:_:)``, ``oneOf(_:_:)``, ``array(length:)``. Draw a value with
/// ``generate(using:)``; the same seed always gives the same values.
///
/// ```swift
/// let edits = Gen<TextEdit>.weighted(
///   (3, Gen.text(length: 1...4).map { .insert($0) }),
///   (1, .always(.deleteBackward)))
/// var rng = SplitMix64(seed: 42)
/// let edit = edits.generate(using: &rng)
/// ```
public struct Gen<Value>: Sendable {
  private let run: @Sendable (inout any RandomNumberGenerator) -> Value
  /// The same draw over a concrete ``SplitMix64``, where the generator knows one: every random
  /// number a direct call instead of one through an existential. The built-in generators and
  /// combinators have it; a generator made with ``init(_:)`` has not, and draws through `run`.
  private let runSplitMix: (@Sendable (inout SplitMix64) -> Value)?

  /// Creates a generator from a function of a random number generator.
  public init(_ run: @escaping @Sendable (inout any RandomNumberGenerator) -> Value) {
    self.run = run
    runSplitMix = nil
  }

  /// A generator that draws with `erased` from any generator and with `splitMix` from a
  /// ``SplitMix64``; the two must draw the same values from the same random numbers, so a seed
  /// gives one sequence whichever path draws it.
  init(
    erased: @escaping @Sendable (inout any RandomNumberGenerator) -> Value,
    splitMix: @escaping @Sendable (inout SplitMix64) -> Value
  ) {
    run = erased
    runSplitMix = splitMix
  }

  /// Draws one value.
  public func generate<Generator: RandomNumberGenerator>(using rng: inout Generator) -> Value {
    if Generator.self == SplitMix64.self, var splitMix = rng as? SplitMix64 {
      let value = draw(&splitMix)
      if let advanced = splitMix as? Generator { rng = advanced }
      return value
    }
    var erased: any RandomNumberGenerator = rng
    let value = run(&erased)
    if let advanced = erased as? Generator { rng = advanced }
    return value
  }

  /// Draws one value from an already type-erased generator (no re-boxing).
  public func generate(erased rng: inout any RandomNumberGenerator) -> Value {
    if runSplitMix != nil, var splitMix = rng as? SplitMix64 {
      let value = draw(&splitMix)
      rng = splitMix
      return value
    }
    return run(&rng)
  }

  /// Draws one value from `rng` directly: through the concrete path where this generator has
  /// one, else through the existential one, the generator's state carried over both ways.
  func draw(_ rng: inout SplitMix64) -> Value {
    if let runSplitMix { return runSplitMix(&rng) }
    var erased: any RandomNumberGenerator = rng
    let value = run(&erased)
    if let advanced = erased as? SplitMix64 { rng = advanced }
    return value
  }

  /// This generator with `splitMix` as its draw from a ``SplitMix64``, which must draw what
  /// this generator draws from the same random numbers: a combination written as one function
  /// of the concrete generator, where its closures would cost a call each per value.
  func drawing(splitMix: @escaping @Sendable (inout SplitMix64) -> Value) -> Gen {
    Gen(erased: run, splitMix: splitMix)
  }

  /// A generator of `transform` applied to this generator's values.
  public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
    Gen<T>(
      erased: { rng in transform(self.run(&rng)) },
      splitMix: { rng in transform(self.draw(&rng)) })
  }

  /// A generator that draws a value, then draws from the generator `next` makes of it.
  public func flatMap<T>(_ next: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
    Gen<T>(
      erased: { rng in next(self.run(&rng)).run(&rng) },
      splitMix: { rng in next(self.draw(&rng)).draw(&rng) })
  }

  /// A generator of arrays of this generator's values, with a length drawn from `length`;
  /// negative lengths count as 0 (`-3 ... -1` gives empty arrays).
  public func array(length: ClosedRange<Int>) -> Gen<[Value]> {
    let lengths = Gen<Int>.int(in: length.clamped(to: 0...Int.max))
    // The length first, then the values in order, on either path.
    return Gen<[Value]>(
      erased: { rng in Self.values(count: lengths.run(&rng)) { self.run(&rng) } },
      splitMix: { rng in Self.values(count: lengths.draw(&rng)) { self.draw(&rng) } })
  }

  /// `count` values drawn in order by `draw`, in a counted loop into a reserved array, where
  /// `(0..<count).map` runs the standard library's `map` unspecialised for `Value` (a metadata
  /// look-up per element).
  private static func values(count: Int, _ draw: () -> Value) -> [Value] {
    var values: [Value] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(draw()) }
    return values
  }
}

extension Gen where Value: Sendable {
  /// A generator that always gives `value`.
  public static func always(_ value: Value) -> Gen {
    Gen(erased: { _ in value }, splitMix: { _ in value })
  }

  /// A generator that picks one of the listed values, each equally likely.
  public static func oneOf(_ first: Value, _ rest: Value...) -> Gen {
    element(of: [first] + rest, fallback: first)
  }

  /// A generator that picks one element of `values`, each equally likely; `fallback` when empty.
  public static func element(of values: [Value], fallback: Value) -> Gen {
    guard !values.isEmpty else { return .always(fallback) }
    return Gen(
      erased: { rng in values[Int.random(in: 0..<values.count, using: &rng)] },
      splitMix: { rng in values[Int.random(in: 0..<values.count, using: &rng)] })
  }
}

extension Gen {
  /// A weighted choice: each generator is picked with probability weight / total weight.
  ///
  /// Negative weights count as 0; when every weight is 0 the first generator is used. Weights
  /// whose sum would overflow `Int` are each clamped to `Int.max / count`, so huge weights keep
  /// roughly their proportions instead of trapping.
  public static func weighted(_ first: (Int, Gen), _ rest: (Int, Gen)...) -> Gen {
    weighted([first] + rest, fallback: first.1)
  }

  /// A weighted choice over a list that may be empty; `fallback` is used when it is, or when
  /// every weight is 0. Weights are treated as in ``weighted(_:_:)``.
  public static func weighted(_ choices: [(Int, Gen)], fallback: Gen) -> Gen {
    let positive = choices.filter { $0.0 > 0 }
    let ceiling = Int.max / max(positive.count, 1)
    let kept = positive.map { (min($0.0, ceiling), $0.1) }
    let total = kept.reduce(0) { $0 + $1.0 }
    guard total > 0 else { return fallback }
    return Gen(
      erased: { rng in
        chosen(Int.random(in: 0..<total, using: &rng), among: kept, fallback: fallback).run(&rng)
      },
      splitMix: { rng in
        chosen(Int.random(in: 0..<total, using: &rng), among: kept, fallback: fallback).draw(&rng)
      })
  }

  /// The generator of `choices` that `pick`, drawn in `0..<` the total weight, falls on:
  /// `fallback` past the last (which a pick in range never is).
  private static func chosen(_ pick: Int, among choices: [(Int, Gen)], fallback: Gen) -> Gen {
    var pick = pick
    for (weight, gen) in choices {
      if pick < weight { return gen }
      pick -= weight
    }
    return fallback
  }
}

extension Gen where Value == Int {
  /// A uniformly random integer in `range`.
  public static func int(in range: ClosedRange<Int>) -> Gen {
    Gen(
      erased: { rng in Int.random(in: range, using: &rng) },
      splitMix: { rng in Int.random(in: range, using: &rng) })
  }
}

extension Gen where Value == Bool {
  /// `true` with probability `trueWeight / (trueWeight + falseWeight)`.
  public static func bool(trueWeight: Int = 1, falseWeight: Int = 1) -> Gen {
    weighted((trueWeight, .always(true)), (falseWeight, .always(false)))
  }
}

extension Gen where Value == String {
  /// Short strings of characters from `alphabet`, with a length drawn from `length`.
  ///
  /// The default alphabet mixes ASCII letters, a digit, a space, an accented letter and an emoji
  /// (one `Character` of several scalars), so character counting is exercised.
  public static func text(
    length: ClosedRange<Int> = 0...6,
    alphabet: [Character] = ["a", "b", "z", "A", "0", " ", "é", "👩‍💻"]
  ) -> Gen {
    let characters = Gen<Character>.element(of: alphabet, fallback: "a")
    return characters.array(length: length).map { String($0) }
  }
}

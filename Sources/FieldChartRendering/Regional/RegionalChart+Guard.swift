import FieldMachines

extension RegionalChart {
  /// A condition on the values of other regions, in disjunctive form: it holds when one of its
  /// ``clauses`` holds, and a clause holds when each of its terms finds its region in one of
  /// the term's values. No clause at all means the guard always holds.
  public struct Guard: Sendable, Hashable {
    /// One region and the values it may be in.
    public struct Term: Sendable, Hashable {
      /// The region's name.
      public var region: String
      /// The region's position in a flat state's values.
      public var index: Int
      /// The values that satisfy the term.
      public var values: [String]

      /// Creates a term.
      public init(region: String, index: Int, values: [String]) {
        self.region = region
        self.index = index
        self.values = values
      }
    }

    /// The alternatives; each is a conjunction of terms.
    public var clauses: [[Term]]

    /// Creates a guard from its clauses.
    public init(clauses: [[Term]]) {
      self.clauses = clauses
    }

    /// The guard that always holds.
    public static let always = Guard(clauses: [])

    /// Whether this is ``always``.
    public var isAlways: Bool { clauses.isEmpty || clauses.contains { $0.isEmpty } }

    /// Whether the guard holds in the flat state whose region values are `values`.
    public func holds(in values: [String]) -> Bool {
      isAlways
        || clauses.contains { clause in
          clause.allSatisfy { $0.index < values.count && $0.values.contains(values[$0.index]) }
        }
    }

    /// The guard as a person reads it: `error=none|overflow and access=editable`, clauses joined
    /// by ` or ` (parenthesised when there are several and a clause has several terms).
    public var label: String {
      let parenthesise = clauses.count > 1
      return clauses.map { clause in
        let text = clause.map { "\($0.region)=\($0.values.joined(separator: "|"))" }
          .joined(separator: " and ")
        return parenthesise && clause.count > 1 ? "(\(text))" : text
      }.joined(separator: " or ")
    }

    /// The guard with the terms on `regions` removed (a clause left empty always holds).
    public func removing(regions: Set<String>) -> Guard {
      let kept = clauses.map { $0.filter { !regions.contains($0.region) } }
      if kept.contains(where: \.isEmpty) { return .always }
      var unique: [[Term]] = []
      for clause in kept where !unique.contains(clause) { unique.append(clause) }
      return Guard(clauses: unique)
    }

    /// The number of region values the guard names: a measure of how hard it is to read.
    var size: Int {
      clauses.reduce(0) { $0 + $1.reduce(0) { $0 + $1.values.count } }
    }
  }
}

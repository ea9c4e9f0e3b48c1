extension FormMachine {
  /// The status of each field, in an array in the order the fields were added, with a table
  /// from key to place beside it: a pass over every field (validate-all) reaches each status by
  /// its place (a form's machine places each field at its slot), without hashing a key.
  ///
  /// Compares and hashes as a dictionary from key to status would: the order of the fields
  /// does not count.
  package struct FieldStates: Sendable, Hashable, Sequence {
    /// The statuses, in the order their keys were added.
    private var states: [FieldState] = []
    /// The key of each status.
    private(set) var keys: [Key] = []
    /// The place of each key's status.
    private var places: [Key: Int] = [:]

    /// No fields.
    package init() {}

    /// How many fields have a status.
    package var count: Int { states.count }

    /// Whether no field has a status.
    package var isEmpty: Bool { states.isEmpty }

    /// The place of `key`'s status, or `nil` when it has none.
    package func place(of key: Key) -> Int? { places[key] }

    /// The place of `key`'s status, looked for first at `expected` (where a form's machine keeps
    /// the field of slot `expected`), or `nil` when it has none.
    package func place(of key: Key, expected: Int) -> Int? {
      if expected >= 0, expected < keys.count, keys[expected] == key { return expected }
      return places[key]
    }

    /// The status at `place`, a place this table handed out, read and changed in place.
    package subscript(place place: Int) -> FieldState {
      _read { yield states[place] }
      _modify { yield &states[place] }
    }

    /// The status of `key`, or `nil` when it has none; setting `nil` removes it.
    package subscript(key: Key) -> FieldState? {
      get { places[key].map { states[$0] } }
      set {
        switch (places[key], newValue) {
        case (let place?, let field?):
          states[place] = field
        case (nil, let field?):
          places[key] = states.count
          states.append(field)
          keys.append(key)
        case (let place?, nil):
          states.remove(at: place)
          keys.remove(at: place)
          places[key] = nil
          for later in place..<keys.count { places[keys[later]] = later }
        case (nil, nil):
          break
        }
      }
    }

    /// Replaces or adds the status of each key in `fields`: the restored status wins.
    package mutating func merge(_ fields: [Key: FieldState]) {
      for (key, field) in fields { self[key] = field }
    }

    /// Each key and its status, in the order the keys were added.
    package func makeIterator() -> some IteratorProtocol<(key: Key, value: FieldState)> {
      zip(keys, states).lazy.map { (key: $0, value: $1) }.makeIterator()
    }

    /// Whether both have the same keys with the same statuses, in any order.
    package static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.count == rhs.count else { return false }
      for (place, key) in lhs.keys.enumerated() {
        guard let other = rhs.places[key], lhs.states[place] == rhs.states[other] else {
          return false
        }
      }
      return true
    }

    /// Hashes the keys and statuses as a dictionary does, so the order does not count.
    package func hash(into hasher: inout Hasher) {
      var combined = 0
      for (key, field) in zip(keys, states) {
        var own = Hasher()
        own.combine(key)
        own.combine(field)
        combined ^= own.finalize()
      }
      hasher.combine(count)
      hasher.combine(combined)
    }
  }
}

import FieldMachines

/// The keys of the benchmark forms: 10,000 of them, in order; a form of n fields uses the
/// first n.
struct BenchKey: FormKey {
  let position: Int

  static let allCases = (0..<10_000).map(BenchKey.init(position:))
}

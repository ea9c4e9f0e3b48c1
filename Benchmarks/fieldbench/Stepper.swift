/// Something that consumes one event of a stream and returns a number that depends on it (the
/// effect count), so the optimiser cannot drop the work.
protocol Stepper {
  associatedtype Event
  mutating func step(_ event: Event) -> Int
}

/// What a form's keys are: usually a plain `enum` of the fields, in the order they appear.
///
/// ``Form`` walks `allCases` for navigation and layout; `Hashable` maps keys to fields directly;
/// `Sendable` lets failures travel with asynchronous validation.
public typealias FormKey = CaseIterable & Hashable & Sendable

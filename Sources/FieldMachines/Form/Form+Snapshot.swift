extension Form {
  /// The name a snapshot stores `key` under: `String(describing: key)`, the case name.
  package func name(of key: Key) -> String { String(describing: key) }

  /// The whole state of the form; restoring it into a form built the same way reproduces it
  /// exactly. Asynchronous checks in flight are not part of it.
  public func snapshot() -> FormSnapshot {
    let fields = keys.compactMap { key -> FieldSnapshot? in
      guard let adapter = statuses[key]?.adapter, let status = fieldState(of: key) else {
        return nil
      }
      return FieldSnapshot(
        key: name(of: key), kind: adapter.field.kind.rawValue, value: adapter.value,
        position: adapter.position, wheelRow: adapter.wheelRow,
        isEnabled: adapter.field.isEnabled, isHidden: status.isHidden,
        hasBeenLeft: status.hasBeenLeft, errorMessage: adapter.field.errorMessage,
        isErrorExternal: status.isErrorExternal, isErrorDismissed: status.isErrorDismissed,
        validity: keyed(status.validity).mapKeys(name(of:)),
        isOverflowError: adapter.isOverflowError,
        dateEntryError: adapter.dateEntryError, isReadOnly: adapter.field.isReadOnly,
        isTextRevealed: adapter.isTextRevealed)
    }
    return FormSnapshot(
      fields: fields, activeKey: activeKey.map(name(of:)), submitCount: submitCount)
  }

  /// Puts every field and the form into the state `snapshot` records: every observable
  /// property of every field (value, focus, wheel, drafts, error and its kind, read-only,
  /// revealed text) and of the form comes back as it was.
  ///
  /// Fields are driven through their public API and machine events, bypassing delegates'
  /// should-begin answers (the state was reached once already); delegates' did-begin and
  /// did-end callbacks fire as the fields open and close. Checks are made first: if the
  /// snapshot does not fit the form, or is not a state a form could have reached (see
  /// ``FormSnapshotError/inconsistent(_:)``), it throws and nothing changes. Asynchronous checks
  /// in flight are cancelled.
  ///
  /// Called from a delegate or an observer while the form handles an event, the checks are made
  /// at once and the restore runs when that event completes (see
  /// <doc:FormsAndFocus#Run-to-completion>); it is skipped if the snapshot no longer fits then.
  public func restore(_ snapshot: FormSnapshot) throws(FormSnapshotError) {
    let plan = try restorePlan(for: snapshot)
    guard !runner.isCallingOut else {
      runner.enqueue { try? self.restore(snapshot) }
      return
    }
    batch {
      for key in keys {
        updateAsync(key) { $0.reset() }
        guard let adapter = statuses[key]?.adapter else { continue }
        if adapter.field.isActive { adapter.forceEnd() }
        adapter.field.isEnabled = true
        adapter.field.isReadOnly = false
      }
      var restored: [FormSlot: FormMachine<FormSlot>.FieldState] = [:]
      for (key, field) in plan {
        guard let slot = formSlot(of: key), var status = machine.state.fields[slot] else {
          continue
        }
        let adapter = statuses[slot: slot.index].adapter
        adapter.restore(field)
        adapter.field.isEnabled = field.isEnabled
        status.validity = field.validity.mapKeys { _ in slot }
        status.isHidden = field.isHidden
        status.hasBeenLeft = field.hasBeenLeft
        status.displayedError = adapter.field.errorMessage
        status.isErrorExternal = field.isErrorExternal
        status.isErrorDismissed = field.isErrorDismissed
        restored[slot] = status
        statuses[key]?.modelCandidate = nil
      }
      // The snapshot says what the form makes of the fields' transitions above: their reports
      // are dropped, not handled.
      inbox.removeSubrange(inboxHead...)
      step(
        .restored(
          fields: restored,
          activeKey: plan.first { $0.field.position.isActive }.flatMap { formSlot(of: $0.key) },
          submitCount: snapshot.submitCount))
    }
  }

  private func restorePlan(
    for snapshot: FormSnapshot
  ) throws(FormSnapshotError)
    -> [(key: Key, field: FieldSnapshot)]
  {
    var byName: [String: Key] = [:]
    var duplicates: Set<String> = []
    for key in keys {
      if byName.updateValue(key, forKey: name(of: key)) != nil { duplicates.insert(name(of: key)) }
    }
    var plan: [Key: FieldSnapshot] = [:]
    for field in snapshot.fields {
      guard let key = byName[field.key], !duplicates.contains(field.key), plan[key] == nil,
        let adapter = statuses[key]?.adapter
      else { throw .unknownKey(field.key) }
      let kind = adapter.field.kind.rawValue
      guard kind == field.kind else {
        throw .kindMismatch(key: field.key, expected: field.kind, found: kind)
      }
      if let issue = adapter.issue(assigning: field.value) {
        throw .valueNotAssignable(key: field.key, issue: issue)
      }
      if let reason = adapter.inconsistency(in: field) {
        throw .inconsistent("\(field.key): \(reason)")
      }
      plan[key] = field
    }
    guard snapshot.submitCount >= 0 else { throw .inconsistent("a negative submit count") }
    for key in keys where plan[key] == nil { throw .missingField(name(of: key)) }
    let active = snapshot.fields.filter(\.position.isActive)
    guard active.count <= 1 else { throw .inconsistent("more than one field is active") }
    if let field = active.first, !field.isEnabled || field.isHidden {
      throw .inconsistent("the active field \(field.key) is disabled or hidden")
    }
    guard active.first?.key == snapshot.activeKey else {
      throw .inconsistent("the active key does not match the fields' positions")
    }
    return keys.compactMap { key in plan[key].map { (key, $0) } }
  }
}

import KeyboardAvoidance

extension AvoidanceHost {
  /// Every broken invariant of the host's records and registry, described.
  package func _checkInvariants() -> [String] {
    var problems = registry._checkInvariants()
    for (object, record) in records {
      guard let view = record.view else { continue }
      let name = record.id.rawValue
      if ObjectIdentifier(view) != object { problems.append("\(name)'s record is filed elsewhere") }
      if recordsByID[record.id] !== record { problems.append("\(name)'s record is not its id's") }
      let id = view === root ? rootID : registry.existingID(of: view)
      if id != record.id { problems.append("\(name)'s record names another id than its view's") }
      if record.pass > pass { problems.append("\(name)'s record was read in an event to come") }
      if record.placed > structure { problems.append("\(name)'s record is placed in the future") }
      if record.placed == structure, !engine.tree.contains(record.id) {
        problems.append("\(name)'s record is placed, but the tree lacks it")
      }
    }
    if let root, records[ObjectIdentifier(root)] !== rootRecord {
      problems.append("the root's record is not the one filed under the root")
    }
    for (id, record) in recordsByID where record.id != id {
      problems.append("the record filed under \(id.rawValue) is \(record.id.rawValue)'s")
    }
    let targets = Set(effectTargets.map(ObjectIdentifier.init))
    if targets.count != effectTargets.count || targets.count > Self.effectTargetLimit {
      problems.append("the effect targets repeat or are too many")
    }
    for target in effectTargets where recordsByID[target.id] !== target {
      problems.append("effect target \(target.id.rawValue) is not filed by its id")
    }
    if Set(mirroredRiders).count != mirroredRiders.count {
      problems.append("a rider is mirrored twice")
    }
    return problems
  }

  /// In debug builds, stops at a broken invariant; each event entry point calls it.
  func assertInvariants() {
    #if DEBUG
      let problems = _checkInvariants()
      assert(problems.isEmpty, "AvoidanceHost: " + problems.joined(separator: "; "))
    #endif
  }
}

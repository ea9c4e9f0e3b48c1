import FieldMachines

/// Why one script line cannot run; the runner adds the line number. The library's
/// `ScriptLineError`, which the kinds' own actions throw too.
typealias ScriptError = ScriptLineError

import FieldChartRendering
import FieldMachines

/// The help texts, laid out as argument-parser lays them out.
enum Help {
  static var tool: String {
    """
    OVERVIEW: Print, replay and check the state charts of FieldMachines' fields.

    Every chart is derived from the machine's own transition function, so it cannot drift
    from the code.

    USAGE: fieldchart <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      list                    List the machines that have a state chart.
      chart                   Print or write state charts (Mermaid, DOT, SCXML, XState, text, JSON).
      simulate                Replay a script of user actions on a real field and print each step.
      paths                   Print scripts that together take every transition of a chart.
      check                   Random-walk a field and check every invariant after each step.
      help                    Show subcommand help information.

      See 'fieldchart help <subcommand>' for detailed help.

    """
  }

  static var list: String {
    """
    OVERVIEW: List the machines that have a state chart.

    Prints one line per machine: its short name, type, number of states and transitions, and
    what it is.

    USAGE: fieldchart list

    OPTIONS:
      -h, --help              Show help information.

    """
  }

  static var chart: String {
    """
    OVERVIEW: Print or write state charts.

    Draws the statechart: each region of the machine (focus, error, access, ...) on its own,
    all running in parallel, with guards on other regions where a region's reaction depends
    on them. --flat draws every combination of region values as one state instead. Without
    --output, prints the chart on standard output (several charts one after another for
    'all'); the default text view fits 100 columns and needs no Graphviz. With --output,
    writes <Machine>.<extension> files (<Machine>.flat.<extension> with --flat) into the
    directory, creating it; without --format it then writes every format, flat and not, and
    the README.md that embeds the Mermaid charts, exactly the repository's StateCharts/.

    USAGE: \(usage(for: "chart"))

    ARGUMENTS:
      <machine>               \(machineList), or all.

    OPTIONS:
      --format <format>       text, mermaid, dot, scxml, xstate or json. (default: text)
      --flat                  Draw the flat chart: one state per combination of regions.
      --region <regions>      Draw only these regions (comma-separated), the others hidden.
      --hide <regions>        Leave out these regions (comma-separated).
      --output <directory>    Write files into this directory instead of printing.
      -h, --help              Show help information.

    """
  }

  /// `simulate --help`: what it does, its usage and options; the grammar is under
  /// ``simulateFull`` (`fieldchart help simulate`).
  static var simulate: String {
    simulateHead
      + "\n  See 'fieldchart help simulate' for each field's options and the script grammar.\n\n"
  }

  /// The sections `simulate --help` and `help simulate` share.
  static var simulateHead: String {
    """
    OVERVIEW: Replay a script of user actions and programmatic calls on a real field.

    Creates the field object (EntryField, ...) configured by the options, gives it a delegate
    that records every call and answers every should-question true (false on a 'veto' line),
    and runs the script one line at a time. After each line it prints the machine events
    the field sent with their effects, the chart state, whether the field is active or open,
    its error, value and height, and the delegate calls. A bad line is reported with its
    line number on standard error and nothing after it runs (exit 1). With a terminal on
    standard input and no script file, it prompts for one line at a time and shows the state
    of each chart region after every line.

    USAGE: fieldchart simulate <field> [<script>] [--json] [--trace <format>] [<field options>]

    ARGUMENTS:
      <field>                 \(SessionCatalog.kinds.joined(separator: ", ")).
      <script>                A script file; '-' or none reads standard input.

    OPTIONS:
      --json                  Print one JSON object per step; each machine event has its chart
                              event name, guard outcomes and arguments as fields, and a
                              picker's value is a 'choice' with its row, text and manual flag.
      --trace <format>        Print no steps but, at the end, the statechart as dot or
                              mermaid with the transitions the script took counted and
                              highlighted, like XState's inspector.
      <field options>         The field's configuration, as 'fieldchart paths' takes it.
      -h, --help              Show help information.

    """
  }

  /// `help simulate`: the usage, every field's options, the script grammar and examples, one
  /// blank line between sections.
  static var simulateFull: String {
    var sections = [simulateHead]
    for session in SessionCatalog.sessions {
      sections.append(
        "\(session.name.uppercased()) FIELD OPTIONS:\n"
          + rows(
            session.options.map {
              ("--" + $0.name + ($0.valueName.map { " <\($0)>" } ?? ""), $0.help)
            }))
    }
    sections.append(grammarIntroduction)
    sections.append("SHARED ACTIONS:\n" + actionRows(sharedActions + scriptControlActions))
    for session in SessionCatalog.sessions {
      sections.append("\(session.name.uppercased()) ACTIONS:\n" + actionRows(session.actions))
    }
    sections.append(dateNotes)
    sections.append(
      """
      EXAMPLES:
        printf 'tap\\ntype Ada\\nresign\\nerror Too short\\nexpect inactive_error\\n' \\
          | fieldchart simulate entry --placeholder Name
        printf 'tap\\ntyping\\nenter 2024-02-30\\nexpect typing_error\\nenter 2024-02-29\\n' \\
          | fieldchart simulate date --now 2024-01-01
        fieldchart paths picker --data A,B --manual-entry > paths.txt
        fieldchart simulate picker --data A,B --manual-entry paths.txt
      """)
    return joined(sections)
  }

  /// `sections` one blank line apart, ending with one blank line.
  static func joined(_ sections: [String]) -> String {
    sections.map { section in
      var text = Substring(section)
      while text.hasSuffix("\n") { text = text.dropLast() }
      return String(text) + "\n"
    }.joined(separator: "\n") + "\n"
  }

  /// How typed dates behave under `simulate`, after the date actions.
  static var dateNotes: String {
    """
    TYPED DATES:
      'typing' switches an open wheel to typing; the draft starts as the wheel's date in the
      pattern. 'return', 'done', 'resign' and 'keyboard' while typing commit the draft: the
      field parses it and asks its dateValidator about a date inside the limits, which answers
      false on a 'veto' line. 'resign' and 'keyboard' then close even when the draft is refused
      (its error stays). 'return <parse>' and 'resign <parse>' (a date, mismatch or
      year-out-of-range) send that parse as the testing kit prints it. 'send doneTapped', 'send
      closeRequested' and 'send keyboardWillShow' send the bare machine event instead, which
      closes without committing.
      'range in-order' and 'range out-of-order' send what DateRangePair.validate() reports;
      'range <date>' runs it against a "from" field holding that date.


    """
  }

  static var grammarIntroduction: String {
    """
    SCRIPT:
      One action per line; blank lines and lines starting with '#' are ignored. A text
      argument is the rest of the line, or a "quoted" string with \\" \\\\ \\n \\t escapes (use
      "" for an empty text). Prefix any action with 'veto' to answer its should-questions
      false. 'expect <state>' fails unless the field is in that chart state (as 'fieldchart
      chart' names it, such as active_error). 'fieldchart paths' prints scripts in this format.


    """
  }

  /// The grammar for one kind, for the interactive `help`.
  static func scriptGrammar<Kind: SessionKind>(for kind: Kind.Type) -> String {
    joined([
      grammarIntroduction,
      "ACTIONS:\n" + actionRows(sharedActions + Kind.actions + scriptControlActions)
        + "  quit\n",
    ])
  }

  static var paths: String {
    """
    OVERVIEW: Print scripts that together take every transition of a chart.

    Like XState's model-based testing: each script starts with a shortest path from a new
    field to a transition no earlier script took, then goes on to the nearest transition not
    yet taken while that needs at most --max-detour steps; together they take every
    transition. Scripts are separated by 'reset' and end with 'expect <state>', so the whole
    output replays: fieldchart paths entry | fieldchart simulate entry

    The field options are those of 'fieldchart simulate' (see 'fieldchart help simulate'):
    the scripts start from a field configured by them, so replay them with the same options:
      fieldchart paths picker --data A,B --manual-entry > paths.txt
      fieldchart simulate picker --data A,B --manual-entry paths.txt

    USAGE: fieldchart paths <machine> [--max-detour <steps>] [<field options>]

    ARGUMENTS:
      <machine>               \(machineList).

    OPTIONS:
      --max-detour <steps>    Steps a script may take to reach one more transition; 0 gives
                              one shortest path per script. (default: 2)
      <field options>         The field's configuration, as 'fieldchart simulate' takes it.
      -h, --help              Show help information.

    """
  }

  static var check: String {
    """
    OVERVIEW: Random-walk a field and check every invariant after each step.

    Drives the real field object in walks of up to 100 steps from a new field, chosen by a
    seeded random generator, from two sources, each for <events> steps: the chart's probe
    actions as script lines (and, for the date field, actions that commit whatever the draft
    holds, other patterns, year ranges, maximum and default dates), then the testing kit's
    own generators, which do not depend on the probes (a configuration prelude, then
    arbitrary texts with odd Unicode, messages, indices out of range, dates, limits, rows and
    manual entry). After every probe step it checks the machine's invariants, that the chart
    predicts the step (target state and effects), that the field's height is the chart's,
    and that begin and end delegate calls alternate; after every generated step, that the
    chart predicts it and that the field is in its machine's state. The report says how many
    steps each source ran and how many of the chart's transitions the probe walks took. On a
    violation it prints the shortest failing script it can find on standard output (for a
    generated walk, in the testing kit's script notation), the violation on standard error,
    and exits 1.

    USAGE: fieldchart check <machine> [--events <events>] [--seed <seed>] [--forbid <state>]

    ARGUMENTS:
      <machine>               \(SessionCatalog.kinds.joined(separator: ", ")), or all.

    OPTIONS:
      --events <events>       The number of steps per machine. (default: 10000)
      --seed <seed>           The random seed. (default: 1)
      --forbid <state>        Also report reaching this chart state as a violation, to find
                              the shortest script that reaches it.
      -h, --help              Show help information.

    """
  }

  static var help: String {
    """
    OVERVIEW: Show subcommand help information.

    USAGE: fieldchart help [<subcommand>]

    ARGUMENTS:
      <subcommand>            list, chart, simulate, paths, check or help.

    OPTIONS:
      -h, --help              Show help information.

    """
  }

  /// The help of `subcommand`, or `nil` when there is no such subcommand.
  static func text(for subcommand: String?) -> String? {
    switch subcommand {
    case nil: tool
    case "list": list
    case "chart": chart
    case "simulate": simulateFull
    case "paths": paths
    case "check": check
    case "help": help
    default: nil
    }
  }

  /// The one-line usage of `subcommand`, repeated under a usage error.
  static func usage(for subcommand: String?) -> String {
    switch subcommand {
    case "list": "fieldchart list"
    case "chart":
      "fieldchart chart <machine> [--format <format>] [--flat] [--region <regions>]"
        + " [--hide <regions>] [--output <directory>]"
    case "simulate":
      "fieldchart simulate <field> [<script>] [--json] [--trace <format>] [<field options>]"
    case "paths": "fieldchart paths <machine> [--max-detour <steps>] [<field options>]"
    case "check":
      "fieldchart check <machine> [--events <events>] [--seed <seed>] [--forbid <state>]"
    case "help": "fieldchart help [<subcommand>]"
    default: "fieldchart <subcommand>"
    }
  }

  static var machineList: String {
    ChartCatalog.machines.map { $0.chartName }.joined(separator: ", ")
  }

  static func actionRows(_ actions: [OptionHelp]) -> String {
    rows(actions.map { ($0.name + ($0.valueName.map { " <\($0)>" } ?? ""), $0.help) })
  }

  /// Two-column rows indented by two, the second column at 26 as argument-parser aligns it.
  static func rows(_ rows: [(String, String)]) -> String {
    var text = ""
    for (name, help) in rows {
      let left = "  " + name
      if left.count < 26 {
        text += left + String(repeating: " ", count: 26 - left.count) + help + "\n"
      } else {
        text += left + "\n" + String(repeating: " ", count: 26) + help + "\n"
      }
    }
    return text
  }
}

import FieldChartCommand

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let io = TerminalIO()
let code = FieldChartCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), io: io)
exit(io.finish(code).rawValue)

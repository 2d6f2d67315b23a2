import ArgumentParser

/// `motionlab bench`: the renderer benchmark.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the renderer against a hand-written SDL loop (build with -c release)."
    )

    func run() throws {
        throw CLIError.environment("bench is not built yet")
    }
}

import Foundation

/// Runs one program and reports what it cost: its exit, wall time and own peak memory,
/// measured by the small `motionlab-measure` tool that starts it (see that tool for why the
/// test process cannot measure it directly).
public enum MeasuredProcess {
    public struct Result: Sendable {
        /// The exit code, or nil when a signal ended it.
        public var exitCode: Int32?
        /// The signal that ended it, or nil when it exited.
        public var signal: Int32?
        public var seconds: Double
        /// CPU seconds it used (user and system): steadier than wall time on a busy machine.
        public var cpuSeconds: Double
        /// Peak resident memory, in bytes.
        public var peakBytes: Int
        /// What it wrote to stderr (stdout is discarded).
        public var stderr: String
    }

    /// Runs `executable` with `arguments` and `environment` added to this process's,
    /// killing it after `timeLimit` seconds. The wait is on a thread of its own.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                           timeLimit: Double = 60) async throws -> Result {
        try await offPool { try runBlocking(executable, arguments, environment: environment, timeLimit: timeLimit) }
    }

    /// `run`, waiting on the calling thread: only for code already on a thread of its own.
    public static func runBlocking(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                                   timeLimit: Double = 60) throws -> Result {
        let tool = MotionLabProcess.executable.deletingLastPathComponent().appendingPathComponent("motionlab-measure")
        let (process, out, err) = try MotionLabProcess.start(tool, [String(timeLimit), executable] + arguments, environment: environment)
        // stderr is read on the side, so a chatty program never blocks on a full pipe.
        let errReader = SideReader(err.fileHandleForReading)
        let report = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errData = errReader.wait()
        var fields: [String: String] = [:]
        for line in report.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard let seconds = fields["seconds"].flatMap(Double.init), let peak = fields["peak"].flatMap(Int.init) else {
            throw NSError(domain: "MeasuredProcess", code: 1,
                          userInfo: [NSLocalizedDescriptionKey: "motionlab-measure failed: \(String(decoding: errData, as: UTF8.self))"])
        }
        return Result(exitCode: fields["exit"].flatMap(Int32.init), signal: fields["signal"].flatMap(Int32.init),
                      seconds: seconds, cpuSeconds: fields["cpu"].flatMap(Double.init) ?? seconds, peakBytes: peak, stderr: String(decoding: errData, as: UTF8.self))
    }
}

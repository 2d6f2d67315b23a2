import Foundation

/// Runs the built `motionlab` executable, which `swift test` builds next to the test bundle.
public enum MotionLabProcess {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Whether it was still running at the time limit and was killed.
        public var timedOut = false
    }

    /// The executable beside the running test binary.
    public static var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = testBinary.deletingLastPathComponent()
        // On some layouts the test binary sits inside a .xctest bundle folder.
        while dir.pathExtension == "xctest" || dir.lastPathComponent == "MacOS" || dir.lastPathComponent == "Contents" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("motionlab")
    }

    /// Runs `motionlab` with arguments and an environment (merged over this process's),
    /// killing it if it runs longer than `timeLimit` seconds. The wait is on a thread of
    /// its own, never on one of Swift concurrency's shared threads.
    public static func run(_ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
                           timeLimit: Double = 120, workingDirectory: URL? = nil) async throws -> Result {
        try await offPool {
            try runBlocking(arguments, environment: environment, removing: removing, timeLimit: timeLimit,
                            workingDirectory: workingDirectory)
        }
    }

    /// `run`, waiting on the calling thread: only for code already on a thread of its own.
    public static func runBlocking(_ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
                                   timeLimit: Double = 120, workingDirectory: URL? = nil) throws -> Result {
        let (process, out, err) = try start(executable, arguments, environment: environment, removing: removing, workingDirectory: workingDirectory)
        // SIGKILL, not SIGTERM: SDL turns SIGTERM into a quit event, which a stuck loop
        // never reads.
        let killed = KilledFlag()
        let killer = DispatchWorkItem {
            guard process.isRunning else { return }
            killed.set()
            kill(process.processIdentifier, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: killer)
        // stderr is read on the side, so a child that fills one pipe never waits on the other.
        let errData = SideReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData.wait(), as: UTF8.self),
                      timedOut: killed.isSet)
    }

    /// The state folder every child is given unless a test names its own.
    static let stateHome = makeTemporaryDirectory("motionlab-state")

    /// Starts a program with this process's environment, less `removing`, plus
    /// `environment`, its stdout and stderr on pipes. Its 8-Ball server is
    /// `TestEnvironment.refusingEndpoint` unless `environment` names another, and its
    /// sessions go to a temporary folder unless `environment` names an `XDG_STATE_HOME`:
    /// no test records into the developer's home.
    static func start(_ executable: URL, _ arguments: [String], environment: [String: String],
                      removing: [String] = [], workingDirectory: URL? = nil) throws -> (Process, out: Pipe, err: Pipe) {
        let process = Process()
        process.executableURL = executable
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        // The 8-Ball's server is one that refuses at once, unless the test names one.
        env[TestEnvironment.eightBallURLKey] = TestEnvironment.refusingEndpoint
        env["XDG_STATE_HOME"] = Self.stateHome.path
        for key in removing { env[key] = nil }
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }
}

/// Whether the time limit killed the child.
private final class KilledFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

import Foundation

/// Keeps a developer's environment out of the tests: no test may reach a server it did
/// not start, whatever `MOTIONLAB_8BALL_URL` says in the shell that ran `swift test`. Only
/// the command line reads that variable, so it is replaced in every child process the
/// tests start (`MotionLabProcess`); the app built in process is handed its network
/// client and never reads it. (Unsetting it here would race the tests reading the
/// environment in parallel.)
public enum TestEnvironment {
    /// The variable that points the 8-Ball at another server.
    public static let eightBallURLKey = "MOTIONLAB_8BALL_URL"

    /// An http URL on 127.0.0.1 at a port that refuses every connection at once: a socket
    /// bound there and never listening, held for the test process's lifetime. Child
    /// processes get it as their 8-Ball server unless a test gives one, so a binary test
    /// that forgets `--offline` is refused on this machine, not answered by the world.
    public static let refusingEndpoint: String = {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        precondition(fd >= 0 && bound, "cannot bind a socket on 127.0.0.1 for the tests' refusing endpoint: \(String(cString: strerror(errno)))")
        return "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/magic/JSON/"
    }()
}

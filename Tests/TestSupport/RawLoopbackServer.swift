import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP server on 127.0.0.1 that misbehaves on purpose, at the socket level where an HTTP
/// server library will not: it drips a reply a byte at a time, or accepts and hangs up.
/// It runs on threads of its own, so a busy cooperative pool cannot slow it, and records
/// the request line of each request.
public final class RawLoopbackServer: @unchecked Sendable {
    public enum Behaviour: Sendable {
        /// A 200 whose headers promise `length` bytes, then one byte every `interval` s.
        case drip(length: Int, interval: Double)
        /// Accepts the connection, reads the request, and closes it with no reply.
        case acceptThenClose
        /// Sends these bytes as they are, then closes.
        case reply(Data)
    }

    public let port: UInt16
    private let listener: Int32
    private let behaviour: Behaviour
    private let lock = NSLock()
    // Guarded by `lock`.
    private var lines: [String] = []
    private var stopped = false

    public init(_ behaviour: Behaviour) throws {
        self.behaviour = behaviour
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = 0
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        listener = fd
        port = UInt16(bigEndian: addr.sin_port)
        let t = Thread { [self] in acceptLoop() }
        t.start()
    }

    /// A URL on this server.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// The request lines seen so far ("GET /magic/JSON/Rain%3F HTTP/1.1").
    public var requestLines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }

    /// Stops accepting. Only the accepting thread closes the socket, once `accept` has
    /// returned, so its number cannot be reused under it by another test's socket.
    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        defer { close(listener) }
        while !isStopped {
            let c = accept(listener, nil, nil)
            if c < 0 { return }
            let t = Thread { [self] in serve(c) }
            t.start()
        }
    }

    private func serve(_ c: Int32) {
        defer { close(c) }
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd {
            let n = recv(c, &buffer, buffer.count, 0)
            if n <= 0 { return }
            request += buffer[0..<n]
        }
        let text = String(decoding: request, as: UTF8.self)
        lock.lock()
        // "\r\n" is one Character in Swift: split on the string, not on characters.
        lines.append(text.components(separatedBy: "\r\n").first ?? "")
        lock.unlock()
        switch behaviour {
        case .acceptThenClose:
            return
        case .reply(let data):
            _ = data.withUnsafeBytes { send(c, $0.baseAddress, data.count, Int32(MSG_NOSIGNAL)) }
        case .drip(let length, let interval):
            let head = Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n\r\n".utf8)
            guard send(c, head, head.count, Int32(MSG_NOSIGNAL)) == head.count else { return }
            for _ in 0..<length where !isStopped {
                Thread.sleep(forTimeInterval: interval)
                var b: UInt8 = 0x20
                if send(c, &b, 1, Int32(MSG_NOSIGNAL)) != 1 { return }
            }
        }
    }
}

private extension Array where Element == UInt8 {
    var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for i in 0...(count - 4) where self[i] == 13 && self[i + 1] == 10 && self[i + 2] == 13 && self[i + 3] == 10 { return true }
        return false
    }
}

import Foundation

/// The writer thread behind a `CaptureWriter`: lines handed over on the frame loop are
/// written by a thread of its own at least once a second, at once when urgent (a mark),
/// and the file is synced to disk (`fdatasync`) once a second, so what a crash loses is at
/// most the last second. A write the disk refuses stops it; the reason is kept.
final class LineSink: @unchecked Sendable {
    /// How often pending lines are written and the file synced, in seconds.
    static let interval = 1.0

    // Every stored property below is read and written only while `condition` is locked,
    // but `fd`, which only the thread uses once started.
    private let condition = NSCondition()
    private var pending = Data()
    private var urgent = false
    private var closing: String??
    private var done = false
    private var error: String?
    private let fd: Int32
    private var thread: Thread?
    /// Hand-overs written so far, and asked for: `flush` waits until they meet.
    private var writtenThrough = 0
    private var handedOver = 0

    init(fd: Int32) {
        self.fd = fd
        let t = Thread { [unowned self] in self.run() }
        t.name = "motionlab.capture-writer"
        thread = t
        t.start()
    }

    /// Hands `text` over; `urgent` wakes the thread to write it now.
    func append(_ text: String, urgent: Bool) {
        condition.lock()
        pending.append(contentsOf: text.utf8)
        handedOver += 1
        if urgent {
            self.urgent = true
            condition.signal()
        }
        condition.unlock()
    }

    /// Writes everything handed over so far before it returns (to copy the file as it
    /// stands: a session saved as a capture).
    func flush() {
        condition.lock()
        let target = handedOver
        urgent = true
        condition.signal()
        while writtenThrough < target && error == nil && !done { condition.wait() }
        condition.unlock()
    }

    /// Why writing stopped, if it did.
    var failure: String? {
        condition.lock()
        defer { condition.unlock() }
        return error
    }

    /// Writes what is pending and `last` (if any), syncs, closes the file and waits for
    /// the thread to end. Returns why writing failed, if it did.
    @discardableResult
    func close(with last: String?) -> String? {
        condition.lock()
        closing = .some(last)
        condition.signal()
        while !done { condition.wait() }
        let failure = error
        condition.unlock()
        return failure
    }

    private func run() {
        var lastSync = Date()
        while true {
            condition.lock()
            let deadline = Date(timeIntervalSinceNow: Self.interval)
            while !urgent && closing == nil && condition.wait(until: deadline) {}
            var chunk = pending
            pending.removeAll(keepingCapacity: true)
            let through = handedOver
            urgent = false
            let last = closing
            if let tail = last ?? nil { chunk.append(contentsOf: tail.utf8) }
            let stopped = error != nil
            condition.unlock()
            let failure = stopped ? nil : write(chunk)
            condition.lock()
            if let failure { error = failure }
            writtenThrough = through
            condition.broadcast()
            condition.unlock()
            if last != nil || Date().timeIntervalSince(lastSync) >= Self.interval {
                fdatasync(fd)
                lastSync = Date()
            }
            if last != nil {
                Foundation.close(fd)
                condition.lock()
                done = true
                condition.broadcast()
                condition.unlock()
                return
            }
        }
    }

    /// Writes all of `data`; returns why it could not.
    private func write(_ data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno)).lowercased()
                }
                offset += n
            }
            return nil
        }
    }
}

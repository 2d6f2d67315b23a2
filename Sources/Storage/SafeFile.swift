import Foundation

/// The one way MotionLab writes a file: whole or not at all, never over something it
/// must not touch.
///
/// - The target must be a regular file or absent. A symbolic link is followed and its
///   target written. Folders, devices, FIFOs, read-only files and any input of the same
///   command (the same path or the same inode) are refused.
/// - The bytes go to a new temporary file in the same folder (exclusive create, an
///   unpredictable name, mode 0600), every write is checked, the file is flushed to disk
///   and renamed over the target, and the folder is flushed too. The old file's
///   permissions are kept.
/// - On any failure the temporary file is removed and the old file is left as it was.
///   Temporary files left by a process that was killed mid-save are removed by the next
///   save to the same folder.
public enum SafeFile {
    /// The end of every temporary file's name, so leftovers can be recognised.
    static let tempSuffix = ".motionlab-tmp"

    /// Writes `data` to `path`. `inputs` are files the same command reads (a script), which
    /// it must not overwrite. `write` performs each write(2); tests pass one that fails.
    public static func write(_ data: Data, to path: String, inputs: [String] = [],
                             write: (Int32, UnsafeRawPointer, Int) -> Int = { Glibc.write($0, $1, $2) }) throws(SafeFileError) {
        let target = try resolve(path)
        try refuseInputs(target, display: path, inputs: inputs)
        let folder = (target as NSString).deletingLastPathComponent.isEmpty ? "." : (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        removeStaleTemporaries(in: folder, for: name)

        var existing = stat()
        let exists = lstat(target, &existing) == 0
        let temp = folder + "/" + tempPrefix(for: name) + String(getpid()) + "-" + randomToken() + tempSuffix
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw failure(path, errno, creating: true) }
        // Every write checked; the errno of the first that fails, if one does.
        let writeError: Int32? = data.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return n < 0 ? errno : ENOSPC }
                done += n
            }
            return nil
        }
        if let code = writeError {
            close(fd)
            unlink(temp)
            throw failure(path, code)
        }
        // The old file's permissions, or for a new file what any program would create
        // (0666 less the umask), rather than the temporary file's private 0600.
        fchmod(fd, exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask())
        guard fsync(fd) == 0 else {
            let code = errno
            close(fd)
            unlink(temp)
            throw failure(path, code)
        }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temp)
            throw failure(path, code)
        }
        guard rename(temp, target) == 0 else {
            let code = errno
            unlink(temp)
            throw failure(path, code)
        }
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    /// Writes a string as UTF-8; see `write(_:to:inputs:write:)`.
    public static func write(_ text: String, to path: String, inputs: [String] = []) throws(SafeFileError) {
        try write(Data(text.utf8), to: path, inputs: inputs)
    }

    /// Checks, before any work is done, that `path` could be written: the same refusals
    /// as `write`, without writing.
    public static func checkWritable(_ path: String, inputs: [String] = []) throws(SafeFileError) {
        let target = try resolve(path)
        try refuseInputs(target, display: path, inputs: inputs)
        let folder = (target as NSString).deletingLastPathComponent.isEmpty ? "." : (target as NSString).deletingLastPathComponent
        guard access(folder, W_OK) == 0 else { throw failure(path, errno, creating: true) }
    }

    // MARK: Target

    /// The path to write: symbolic links followed, and refused unless a regular file, or
    /// absent in an existing folder.
    static func resolve(_ path: String) throws(SafeFileError) -> String {
        guard !path.isEmpty else { throw SafeFileError(path: path, problem: "the name is empty", kind: .badTarget) }
        var target = path
        for _ in 0..<32 {
            var s = stat()
            guard lstat(target, &s) == 0 else { break }
            guard s.st_mode & S_IFMT == S_IFLNK else { break }
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: target) else {
                throw SafeFileError(path: path, problem: "its link cannot be read", kind: .badTarget)
            }
            target = link.hasPrefix("/") ? link : ((target as NSString).deletingLastPathComponent as NSString).appendingPathComponent(link)
        }
        let folder = (target as NSString).deletingLastPathComponent.isEmpty ? "." : (target as NSString).deletingLastPathComponent
        var f = stat()
        guard stat(folder, &f) == 0 else {
            throw SafeFileError(path: path, problem: "the folder \(folder) does not exist", kind: .badTarget)
        }
        guard f.st_mode & S_IFMT == S_IFDIR else {
            throw SafeFileError(path: path, problem: "\(folder) is not a folder", kind: .badTarget)
        }
        var s = stat()
        guard lstat(target, &s) == 0 else { return target }
        switch s.st_mode & S_IFMT {
        case S_IFREG:
            // Read-only means read-only, even for root: the user protected it.
            guard s.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
                throw SafeFileError(path: path, problem: "it is read-only; choose another name or make it writable", kind: .badTarget)
            }
            return target
        case S_IFDIR: throw SafeFileError(path: path, problem: "it is a folder; give a file name", kind: .badTarget)
        case S_IFCHR, S_IFBLK: throw SafeFileError(path: path, problem: "it is a device, not a file; give a file name", kind: .badTarget)
        case S_IFIFO: throw SafeFileError(path: path, problem: "it is a pipe (FIFO), not a file; give a file name", kind: .badTarget)
        case S_IFSOCK: throw SafeFileError(path: path, problem: "it is a socket, not a file; give a file name", kind: .badTarget)
        default: throw SafeFileError(path: path, problem: "it is not a regular file; give a file name", kind: .badTarget)
        }
    }

    /// Refuses a target that is one of the command's inputs, by path or by inode.
    private static func refuseInputs(_ target: String, display: String, inputs: [String]) throws(SafeFileError) {
        var t = stat()
        let targetExists = stat(target, &t) == 0
        let resolvedTarget = URL(fileURLWithPath: target).resolvingSymlinksInPath().standardizedFileURL.path
        for input in inputs {
            var i = stat()
            let sameInode = targetExists && stat(input, &i) == 0 && i.st_dev == t.st_dev && i.st_ino == t.st_ino
            let samePath = URL(fileURLWithPath: input).resolvingSymlinksInPath().standardizedFileURL.path == resolvedTarget
            if sameInode || samePath {
                throw SafeFileError(path: display, problem: "it is \(input), which this command reads; choose another name", kind: .badTarget)
            }
        }
    }

    // MARK: Temporary files

    /// The process's umask, read without changing it (Linux 4.7+), else by setting it back.
    private static func currentUmask() -> mode_t {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let mask = mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) {
            return mask
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// Sixteen random hex digits: no one can plant a file at the name in advance.
    private static func randomToken() -> String {
        var g = SystemRandomNumberGenerator()
        return String(g.next() as UInt64, radix: 16)
    }

    /// The start of a temporary file's name for `name`: the name cut to 120 bytes (at a
    /// character boundary), so that with the pid, the token and the suffix it stays well
    /// under the 255-byte limit on a file name.
    static func tempPrefix(for name: String) -> String {
        var stem = ""
        for c in name {
            guard stem.utf8.count + String(c).utf8.count <= 120 else { break }
            stem.append(c)
        }
        return "." + stem + "."
    }

    /// Removes temporary files for `name` left by processes that no longer run: only names
    /// of exactly the form `.<name>.<pid>-<hex token>.motionlab-tmp`, so another file's
    /// temporaries, or a user's file that merely looks alike, are never touched.
    private static func removeStaleTemporaries(in folder: String, for name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let prefix = tempPrefix(for: name)
        for e in entries where e.hasPrefix(prefix) && e.hasSuffix(tempSuffix) {
            let middle = e.dropFirst(prefix.count).dropLast(tempSuffix.count)
            let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].allSatisfy(\.isASCII), parts[0].allSatisfy(\.isNumber),
                  !parts[1].isEmpty, parts[1].allSatisfy(\.isHexDigit),
                  let pid = Int32(parts[0]), pid > 0, pid != getpid() else { continue }
            // ESRCH: no such process in this pid namespace. A temporary made by a process in
            // another namespace (a container sharing the folder) may look stale here; it is
            // only ever a half-written copy, never the user's file: at worst that save fails
            // and says so, and nothing saved is lost.
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + e) }
        }
    }

    // MARK: Errors

    static func failure(_ path: String, _ code: Int32, creating: Bool = false) -> SafeFileError {
        switch code {
        case ENOSPC, EDQUOT:
            return SafeFileError(path: path, problem: "the disk is full; nothing was changed", kind: .environment)
        case EACCES, EPERM:
            return SafeFileError(path: path, problem: creating ? "permission denied in its folder" : "permission denied", kind: .environment)
        case EROFS:
            return SafeFileError(path: path, problem: "the file system is read-only", kind: .environment)
        case EIO:
            return SafeFileError(path: path, problem: "the disk reported an input/output error; nothing was changed", kind: .environment)
        default:
            return SafeFileError(path: path, problem: String(cString: strerror(code)).lowercased(), kind: .environment)
        }
    }
}

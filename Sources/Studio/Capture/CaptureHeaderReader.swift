import Foundation
import Animation
import Geometry
import Storage

/// A capture's header keys, read into a `CaptureHeader`: the studio's here, the launch
/// state's by the content's format.
struct CaptureHeaderReader {
    let fields: [String: JSONValue]
    let format: LaunchFormat
    let fail: (String) -> CaptureError

    func read(size: Size?) throws(CaptureError) -> CaptureHeader {
        guard case .number(let version) = fields["version"] ?? .null, version == version.rounded(), version >= 1 else {
            throw fail("the header's \"version\" must be a whole number from 1")
        }
        guard version <= Double(CaptureHeader.version) else {
            throw fail("it is a version \(Int(version)) capture; this MotionLab reads version \(CaptureHeader.version); update MotionLab to replay it")
        }
        guard let size else { throw fail("the header has no \"size\" ([width, height] in points)") }
        let launch: any LaunchState
        do {
            launch = try format.read(fields.filter { format.keys.contains($0.key) })
        } catch {
            throw fail(error.message)
        }
        var header = CaptureHeader(size: size, launch: launch, started: .launch)
        if let raw = fields["scale"] {
            guard case .number(let s) = raw, s > 0, s <= 4 else { throw fail("the header's \"scale\" must be a number more than 0 and at most 4") }
            header.scale = s
        }
        if let raw = fields["started"] {
            guard case .string(let s) = raw, let start = CaptureHeader.Start(rawValue: s) else {
                throw fail("the header's \"started\" must be \"launch\", \"restart\" or \"takeover\"")
            }
            header.started = start
        }
        if let raw = fields["takeover"] {
            guard case .object(let members) = raw,
                  let source = members.first(where: { $0.key == "source" }).flatMap({ if case .string(let s) = $0.value { s } else { nil } }),
                  let at = members.first(where: { $0.key == "at" }).flatMap({ if case .number(let n) = $0.value { n } else { nil } }),
                  at.isFinite, at >= 0 else {
                throw fail("the header's \"takeover\" must be {\"source\": the capture taken over, \"at\": seconds into it}")
            }
            header.takeover = CaptureHeader.Takeover(source: source, at: MediaTime(seconds: at))
        }
        if let raw = fields["platform"] {
            guard case .object(let members) = raw else { throw fail("the header's \"platform\" must be an object of strings") }
            for m in members {
                guard case .string(let v) = m.value else { throw fail("the header's \"platform\" \(shown(m.key, 40)) must be a string") }
                header.platform[m.key] = v
            }
        }
        if let raw = fields["files"] {
            guard case .object(let members) = raw else { throw fail("the header's \"files\" must be an object of file contents by path") }
            guard members.count <= CaptureLimits.files else { throw fail("the header holds more than \(CaptureLimits.files) files") }
            for m in members {
                guard CapturedFolders.isSafeName(m.key) else {
                    throw fail("the header's file \(shown(m.key, 60)) must be a path under config/ or data/ with no \"..\"")
                }
                let data = try bytes(m.value, what: "the header's file \(shown(m.key, 60))")
                guard data.count <= CaptureLimits.fileBytes else { throw fail("the header's file \(shown(m.key, 60)) is over 1 MiB") }
                header.files[m.key] = data
            }
        }
        return header
    }

    /// Text, or {"base64": …} for bytes that are not UTF-8.
    func bytes(_ raw: JSONValue, what: String) throws(CaptureError) -> Data {
        do { return try HeaderValue.bytes(raw, what: what) } catch { throw fail(error.message) }
    }
}

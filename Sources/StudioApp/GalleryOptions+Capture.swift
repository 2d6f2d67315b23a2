import Exercises
import Storage
import Studio

/// The gallery's part of a capture's header: "gallery", the page that showed, in place of
/// a "tab".
extension GalleryOptions {
    static let captureKeys = ["gallery"]

    var captureMember: LaunchRecord.Member { LaunchRecord.Member("gallery", JSONText.string(page.rawValue)) }

    /// The gallery's options, or nil when the header names a tab instead.
    static func captured(from fields: [String: JSONValue]) throws(CaptureError) -> GalleryOptions? {
        guard let raw = fields["gallery"] else { return nil }
        guard case .string(let name) = raw else { throw CaptureError(message: "the header's \"tab\" (or \"gallery\") must be a string") }
        guard let page = GalleryPage(rawValue: name) else {
            throw CaptureError(message: "the header's \"gallery\" \(HeaderValue.quoted(name, 40)) is no page; use one of "
                               + GalleryPage.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return GalleryOptions(page: page)
    }
}

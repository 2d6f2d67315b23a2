/// Why a capture (or script) file could not be used: the file, where in it, and what to do.
public struct CaptureError: Error, Equatable, CustomStringConvertible {
    public var file: String?
    public var message: String
    /// Whether the file is a capture (it has a header), for the word that opens the message.
    public var isCapture: Bool

    public init(file: String? = nil, message: String, isCapture: Bool = true) {
        self.file = file
        self.message = message
        self.isCapture = isCapture
    }

    public var description: String { "\(isCapture ? "capture" : "script")\(file.map { " \($0)" } ?? ""): \(message)" }
}

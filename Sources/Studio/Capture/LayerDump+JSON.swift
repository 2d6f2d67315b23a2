import Animation
import Foundation
import Storage

extension LayerDump {
    /// Reads a dump from JSON as `Layer.dumpJSON` writes it (non-finite numbers as "inf",
    /// "-inf" or "nan"). Errors name the layer by its path.
    init(json: JSONValue, path: String = "") throws(CaptureError) {
        func fail(_ message: String) -> CaptureError { CaptureError(message: "layer \"\(path.isEmpty ? "(root)" : path)\": \(message)") }
        guard case .object = json else { throw fail("must be an object") }
        func number(_ v: JSONValue?, _ key: String) throws(CaptureError) -> Double {
            switch v {
            case .number(let n)?: return n
            case .string("inf")?: return .infinity
            case .string("-inf")?: return -.infinity
            case .string("nan")?: return .nan
            default: throw fail("\"\(key)\" must be a number")
            }
        }
        func numbers(_ key: String, count: Int) throws(CaptureError) -> [Double] {
            guard case .array(let a)? = json[key], a.count == count else { throw fail("\"\(key)\" must be \(count) numbers") }
            var out: [Double] = []
            for v in a { out.append(try number(v, key)) }
            return out
        }
        func optionalString(_ key: String, in object: JSONValue) throws(CaptureError) -> String? {
            switch object[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            default: throw fail("\"\(key)\" must be a string")
            }
        }
        guard case .string(let name)? = json["name"] else { throw fail("\"name\" must be a string") }
        let here = path.isEmpty ? name : "\(path)/\(name)"
        guard case .bool(let hidden)? = json["hidden"] else { throw fail("\"hidden\" must be true or false") }
        var shape: ShapeDump?
        if let raw = json["shape"], raw != .null {
            shape = ShapeDump(fillColor: try optionalString("fillColor", in: raw), strokeColor: try optionalString("strokeColor", in: raw),
                              lineWidth: try number(raw["lineWidth"], "lineWidth"), strokeStart: try number(raw["strokeStart"], "strokeStart"),
                              strokeEnd: try number(raw["strokeEnd"], "strokeEnd"), pathDigest: try optionalString("pathDigest", in: raw))
        }
        /// A part a tree stored before dumps held it has not; read as `Layer.dumpJSON` wrote it.
        func part<T: Decodable>(_ key: String) throws(CaptureError) -> T? {
            guard let raw = json[key], raw != .null else { return nil }
            do {
                let data = try JSONSerialization.data(withJSONObject: raw.foundationValue, options: [.fragmentsAllowed])
                return try JSONDecoder().decode(T.self, from: data)
            } catch {
                throw fail("\"\(key)\" is not a layer's \(key) as a dump writes it")
            }
        }
        var sublayers: [LayerDump] = []
        if let raw = json["sublayers"] {
            guard case .array(let subs) = raw else { throw fail("\"sublayers\" must be an array") }
            for s in subs { sublayers.append(try LayerDump(json: s, path: here)) }
        }
        self.init(name: name, frame: try numbers("frame", count: 4), opacity: try number(json["opacity"], "opacity"),
                  backgroundColor: try optionalString("backgroundColor", in: json), transform: try numbers("transform", count: 16),
                  hidden: hidden, text: try optionalString("text", in: json), shape: shape, style: try part("style"),
                  textStyle: try part("textStyle"), gradient: try part("gradient"), sublayers: sublayers)
    }

    /// Compact, key-sorted JSON, as a capture's mark holds it.
    func compactJSON() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // A dump holds strings and numbers only: encoding it cannot fail.
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}

extension JSONValue {
    /// The value as Foundation's JSON objects hold it (for a `JSONDecoder`).
    var foundationValue: Any {
        switch self {
        case .null: NSNull()
        case .bool(let b): b
        case .number(let n): n
        case .string(let s): s
        case .array(let a): a.map(\.foundationValue)
        case .object(let members): Dictionary(members.map { ($0.key, $0.value.foundationValue) }, uniquingKeysWith: { a, _ in a })
        }
    }
}

import Foundation
import Geometry

/// The layer properties animations can drive, by their Core Animation key paths.
public enum AnimatableProperty: String, CaseIterable, Sendable {
    case position
    case positionX = "position.x"
    case positionY = "position.y"
    case bounds
    case boundsSize = "bounds.size"
    case width = "bounds.size.width"
    case height = "bounds.size.height"
    case transform
    case translationX = "transform.translation.x"
    case translationY = "transform.translation.y"
    case translationZ = "transform.translation.z"
    case scale = "transform.scale"
    case scaleX = "transform.scale.x"
    case scaleY = "transform.scale.y"
    case rotationX = "transform.rotation.x"
    case rotationY = "transform.rotation.y"
    case rotationZ = "transform.rotation.z"
    case opacity
    case backgroundColor
    case cornerRadius
    case borderWidth
    case shadowOpacity
    case zPosition
    case fillColor
    case strokeColor
    case lineWidth
    case strokeStart
    case strokeEnd
    case gradientColors = "colors"

    /// Parses a key path; "transform.rotation" means rotation about z, as in Core Animation.
    public init?(keyPath: String) {
        if keyPath == "transform.rotation" { self = .rotationZ; return }
        self.init(rawValue: keyPath)
    }

    /// The property a model key path sets, for implicit animations.
    nonisolated(unsafe) static let byKeyPath: [PartialKeyPath<LayerProperties>: AnimatableProperty] = [
        \LayerProperties.position: .position, \LayerProperties.bounds: .bounds,
        \LayerProperties.transform: .transform, \LayerProperties.opacity: .opacity,
        \LayerProperties.backgroundColor: .backgroundColor, \LayerProperties.cornerRadius: .cornerRadius,
        \LayerProperties.borderWidth: .borderWidth, \LayerProperties.shadowOpacity: .shadowOpacity,
        \LayerProperties.zPosition: .zPosition,
        \LayerProperties.fillColor: .fillColor, \LayerProperties.strokeColor: .strokeColor,
        \LayerProperties.lineWidth: .lineWidth, \LayerProperties.strokeStart: .strokeStart,
        \LayerProperties.strokeEnd: .strokeEnd, \LayerProperties.gradientColors: .gradientColors,
    ]

    /// Reads the property from a set of values; a missing background reads as clear.
    public func value(in p: LayerProperties) -> AnimatableValue {
        switch self {
        case .position: .point(p.position)
        case .positionX: .scalar(p.position.x)
        case .positionY: .scalar(p.position.y)
        case .bounds: .rect(p.bounds)
        case .boundsSize: .size(p.bounds.size)
        case .width: .scalar(p.bounds.size.width)
        case .height: .scalar(p.bounds.size.height)
        case .transform: .transform(p.transform)
        case .translationX, .translationY, .translationZ, .scale, .scaleX, .scaleY, .rotationX, .rotationY, .rotationZ:
            .scalar(TransformComponents(p.transform)[self])
        case .opacity: .scalar(p.opacity)
        case .backgroundColor: .color(p.backgroundColor ?? Color.clear)
        case .cornerRadius: .scalar(p.cornerRadius)
        case .borderWidth: .scalar(p.borderWidth)
        case .shadowOpacity: .scalar(p.shadowOpacity)
        case .zPosition: .scalar(p.zPosition)
        case .fillColor: .color(p.fillColor ?? Color.clear)
        case .strokeColor: .color(p.strokeColor ?? Color.clear)
        case .lineWidth: .scalar(p.lineWidth)
        case .strokeStart: .scalar(p.strokeStart)
        case .strokeEnd: .scalar(p.strokeEnd)
        case .gradientColors: .colors(p.gradientColors)
        }
    }

    /// The kind of value the property takes.
    public var kind: AnimatableValue.Kind { value(in: LayerProperties()).kind }

    /// Throws unless `v` is of the kind the property takes.
    public func check(_ v: AnimatableValue) throws(AnimationValueError) {
        guard v.kind == kind else { throw AnimationValueError(property: self, value: v) }
    }

    /// Writes a value into a set of values; throws if it is of the wrong kind.
    public func set(_ v: AnimatableValue, in p: inout LayerProperties) throws(AnimationValueError) {
        try check(v)
        switch (self, v) {
        case (.position, .point(let x)): p.position = x
        case (.positionX, .scalar(let x)): p.position.x = x
        case (.positionY, .scalar(let x)): p.position.y = x
        case (.bounds, .rect(let x)): p.bounds = x
        case (.boundsSize, .size(let x)): p.bounds.size = x
        case (.width, .scalar(let x)): p.bounds.size.width = x
        case (.height, .scalar(let x)): p.bounds.size.height = x
        case (.transform, .transform(let x)): p.transform = x
        case (.translationX, .scalar(let x)), (.translationY, .scalar(let x)), (.translationZ, .scalar(let x)),
             (.scale, .scalar(let x)), (.scaleX, .scalar(let x)), (.scaleY, .scalar(let x)),
             (.rotationX, .scalar(let x)), (.rotationY, .scalar(let x)), (.rotationZ, .scalar(let x)):
            var c = TransformComponents(p.transform)
            c[self] = x
            p.transform = c.transform
        case (.opacity, .scalar(let x)): p.opacity = x
        case (.backgroundColor, .color(let x)): p.backgroundColor = x
        case (.cornerRadius, .scalar(let x)): p.cornerRadius = x
        case (.borderWidth, .scalar(let x)): p.borderWidth = x
        case (.shadowOpacity, .scalar(let x)): p.shadowOpacity = x
        case (.zPosition, .scalar(let x)): p.zPosition = x
        case (.fillColor, .color(let x)): p.fillColor = x
        case (.strokeColor, .color(let x)): p.strokeColor = x
        case (.lineWidth, .scalar(let x)): p.lineWidth = x
        case (.strokeStart, .scalar(let x)): p.strokeStart = x
        case (.strokeEnd, .scalar(let x)): p.strokeEnd = x
        case (.gradientColors, .colors(let x)): p.gradientColors = x
        default: throw AnimationValueError(property: self, value: v)
        }
    }
}

/// A transform as separate translation, scale and rotation angles, for component key paths
/// ("transform.rotation.z"). Composed as scale, then rotation about x, y, z, then
/// translation; the perspective term m34 of the original is kept.
public struct TransformComponents: Equatable, Sendable {
    public var translation = (x: 0.0, y: 0.0, z: 0.0)
    public var scale = (x: 1.0, y: 1.0, z: 1.0)
    /// Euler angles in radians. A value set here is kept as is, so 2π is a full turn.
    public var rotation = (x: 0.0, y: 0.0, z: 0.0)
    public var m34 = 0.0

    public init() {}

    /// Reads the components of a transform (rotation angles within ±π).
    public init(_ t: Transform3D) {
        m34 = t.m34
        var flat = t
        flat.m34 = 0
        guard let d = flat.decomposed else { return }
        translation = d.translation
        scale = d.scale
        let (x, y, z, w) = d.quaternion
        // Euler angles for the order x, then y, then z applied to row vectors.
        let sinY = max(-1, min(1, 2 * (w * y - x * z)))
        rotation.y = asin(sinY)
        rotation.x = atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y))
        rotation.z = atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z))
    }

    public static func == (l: TransformComponents, r: TransformComponents) -> Bool {
        l.translation == r.translation && l.scale == r.scale && l.rotation == r.rotation && l.m34 == r.m34
    }

    public var transform: Transform3D {
        var m = Transform3D.scale(x: scale.x, y: scale.y, z: scale.z)
        if rotation.x != 0 { m = m.concatenating(.rotationX(rotation.x)) }
        if rotation.y != 0 { m = m.concatenating(.rotationY(rotation.y)) }
        if rotation.z != 0 { m = m.concatenating(.rotationZ(rotation.z)) }
        m = m.concatenating(.translation(x: translation.x, y: translation.y, z: translation.z))
        m.m34 = m34
        return m
    }

    subscript(p: AnimatableProperty) -> Double {
        get {
            switch p {
            case .translationX: translation.x
            case .translationY: translation.y
            case .translationZ: translation.z
            case .scale, .scaleX: scale.x
            case .scaleY: scale.y
            case .rotationX: rotation.x
            case .rotationY: rotation.y
            case .rotationZ: rotation.z
            default: preconditionFailure("\(p.rawValue) is not a transform component")
            }
        }
        set {
            switch p {
            case .translationX: translation.x = newValue
            case .translationY: translation.y = newValue
            case .translationZ: translation.z = newValue
            case .scale: scale = (newValue, newValue, newValue)
            case .scaleX: scale.x = newValue
            case .scaleY: scale.y = newValue
            case .rotationX: rotation.x = newValue
            case .rotationY: rotation.y = newValue
            case .rotationZ: rotation.z = newValue
            default: preconditionFailure("\(p.rawValue) is not a transform component")
            }
        }
    }
}

/// A value that does not suit its property: a position animated to a number, say.
public struct AnimationValueError: Error, Equatable, CustomStringConvertible {
    public let property: AnimatableProperty
    public let value: AnimatableValue

    public var description: String {
        "\(property.rawValue) takes \(property.kind.rawValue), not \(value.kind.rawValue) (\(value))"
    }
}

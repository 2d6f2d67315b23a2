/// Which corners of a rectangle are rounded (CALayer.maskedCorners, UIRectCorner).
public struct RectCorners: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let topLeft = RectCorners(rawValue: 1)
    public static let topRight = RectCorners(rawValue: 2)
    public static let bottomRight = RectCorners(rawValue: 4)
    public static let bottomLeft = RectCorners(rawValue: 8)
    public static let top: RectCorners = [.topLeft, .topRight]
    public static let bottom: RectCorners = [.bottomLeft, .bottomRight]
    public static let all: RectCorners = [.top, .bottom]
}

extension Path {
    /// A rectangle whose chosen corners are quarter circles of `radius` (clamped to half
    /// the shorter side), as a closed subpath clockwise on screen from the top-left
    /// (UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)).
    public mutating func addRoundedRect(_ r: Rect, cornerRadius radius: Double, corners: RectCorners = .all) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        func round(_ c: RectCorners) -> Double { corners.contains(c) ? rad : 0 }
        let tl = round(.topLeft), tr = round(.topRight), br = round(.bottomRight), bl = round(.bottomLeft)
        move(to: Point(x: r.minX + tl, y: r.minY))
        addLine(to: Point(x: r.maxX - tr, y: r.minY))
        if tr > 0 { addArc(center: Point(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: true) }
        addLine(to: Point(x: r.maxX, y: r.maxY - br))
        if br > 0 { addArc(center: Point(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: true) }
        addLine(to: Point(x: r.minX + bl, y: r.maxY))
        if bl > 0 { addArc(center: Point(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: true) }
        addLine(to: Point(x: r.minX, y: r.minY + tl))
        if tl > 0 { addArc(center: Point(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true) }
        closeSubpath()
    }

    /// A path of one rounded rectangle.
    public init(roundedRect r: Rect, cornerRadius: Double, corners: RectCorners = .all) {
        self.init()
        addRoundedRect(r, cornerRadius: cornerRadius, corners: corners)
    }
}

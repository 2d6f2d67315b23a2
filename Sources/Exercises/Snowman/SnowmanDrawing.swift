import Animation
import Foundation
import Geometry

/// The project's own snowman, drawn with layers: three shaded snowballs, stick arms, coal
/// eyes, smile and buttons, a carrot nose, a red striped scarf and a black top hat, on a
/// transparent background. `motionlab asset snowman` renders it to
/// `Assets/Images/snowman.png` at 2x, which the Snowman tab shows; this is its source.
public enum SnowmanDrawing {
    /// The drawing's size in points.
    public static let size = Size(width: 200, height: 300)

    /// A new layer tree of the drawing, `size` points.
    public static func make() -> Layer {
        let root = Layer(name: "snowman.drawing")
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        let coal = Color(r8: 0x22, g8: 0x22, b8: 0x28)
        let bark = Color(r8: 0x6B, g8: 0x44, b8: 0x23)
        let scarfRed = Color(r8: 0xD6, g8: 0x2F, b8: 0x3A)

        // Stick arms, behind the body.
        root.addSublayer(stroke("arms", bark, width: 4.5) { p in
            p.move(to: Point(x: 62, y: 160)); p.addLine(to: Point(x: 16, y: 122))
            p.move(to: Point(x: 30, y: 134)); p.addLine(to: Point(x: 14, y: 140))
            p.move(to: Point(x: 30, y: 134)); p.addLine(to: Point(x: 26, y: 114))
            p.move(to: Point(x: 138, y: 160)); p.addLine(to: Point(x: 186, y: 128))
            p.move(to: Point(x: 172, y: 137)); p.addLine(to: Point(x: 190, y: 146))
            p.move(to: Point(x: 172, y: 137)); p.addLine(to: Point(x: 174, y: 116))
        })
        // Bottom to top, each ball overlapping the one below.
        root.addSublayer(snowball("bottom", center: Point(x: 100, y: 236), radius: 60))
        root.addSublayer(snowball("middle", center: Point(x: 100, y: 156), radius: 45))
        root.addSublayer(snowball("head", center: Point(x: 100, y: 88), radius: 33))
        for (i, y) in [138.0, 158, 178].enumerated() { root.addSublayer(dot("button.\(i)", Point(x: 100, y: y), 4.5, coal)) }
        for (i, x) in [88.0, 112].enumerated() { root.addSublayer(dot("eye.\(i)", Point(x: x, y: 80), 3.8, coal)) }
        for (i, a) in stride(from: 0.25, through: 0.75, by: 0.125).enumerated() {
            let angle = Double.pi * a
            root.addSublayer(dot("smile.\(i)", Point(x: 100 - 14 * cos(angle), y: 94 + 9 * sin(angle)), 1.8, coal))
        }
        root.addSublayer(fill("nose", Color(r8: 0xF2, g8: 0x84, b8: 0x1C)) { p in
            p.move(to: Point(x: 99, y: 84)); p.addLine(to: Point(x: 130, y: 91)); p.addLine(to: Point(x: 99, y: 94)); p.closeSubpath()
        })
        // The scarf: a band round the neck and a tail hanging over the chest, with stripes.
        root.addSublayer(rounded("scarf.tail", Rect(x: 108, y: 116, width: 15, height: 42), 4, scarfRed, angle: -0.12))
        root.addSublayer(rounded("scarf.band", Rect(x: 68, y: 113, width: 64, height: 14), 7, scarfRed))
        for (i, y) in [128.0, 140].enumerated() {
            root.addSublayer(rounded("scarf.stripe.\(i)", Rect(x: 109, y: y, width: 14, height: 3), 1, Color.white.withAlpha(0.85), angle: -0.12))
        }
        // The hat: crown, red band, brim.
        root.addSublayer(rounded("hat.crown", Rect(x: 76, y: 20, width: 48, height: 42), 3, coal))
        root.addSublayer(rounded("hat.band", Rect(x: 76, y: 50, width: 48, height: 7), 0, scarfRed))
        root.addSublayer(rounded("hat.brim", Rect(x: 60, y: 58, width: 80, height: 8), 4, coal))
        return root
    }

    /// A snowball: white, shaded toward the bottom right with a cool blue, rimmed lightly.
    private static func snowball(_ name: String, center c: Point, radius r: Double) -> Layer {
        let ball = Layer(name: "snowman.\(name)")
        ball.setFrame(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        ball.cornerRadius = r
        ball.masksToBounds = true
        ball.backgroundColor = .white
        ball.borderWidth = 1.5
        ball.borderColor = Color(r8: 0xB8, g8: 0xC8, b8: 0xDC)
        let shade = GradientLayer(name: "snowman.\(name).shade", kind: .radial,
                                  colors: [Color.white, Color.white, Color(r8: 0xC9, g8: 0xD8, b8: 0xEC)])
        shade.locations = [0, 0.55, 1]
        shade.startPoint = Point(x: 0.38, y: 0.32)
        shade.endPoint = Point(x: 1.05, y: 1.05)
        shade.setFrame(Rect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        ball.addSublayer(shade)
        return ball
    }

    private static func dot(_ name: String, _ c: Point, _ r: Double, _ color: Color) -> Layer {
        let d = Layer(name: "snowman.\(name)")
        d.setFrame(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        d.cornerRadius = r
        d.backgroundColor = color
        return d
    }

    private static func rounded(_ name: String, _ r: Rect, _ radius: Double, _ color: Color, angle: Double = 0) -> Layer {
        let l = Layer(name: "snowman.\(name)")
        l.setFrame(r)
        l.cornerRadius = radius
        l.backgroundColor = color
        if angle != 0 { l.transform = .rotationZ(angle) }
        return l
    }

    private static func fill(_ name: String, _ color: Color, _ build: (inout Path) -> Void) -> ShapeLayer {
        let s = ShapeLayer(name: "snowman.\(name)")
        s.setFrame(Rect(origin: .zero, size: size))
        var p = Path()
        build(&p)
        s.path = p
        s.fillColor = color
        s.strokeColor = nil
        return s
    }

    private static func stroke(_ name: String, _ color: Color, width: Double, _ build: (inout Path) -> Void) -> ShapeLayer {
        let s = ShapeLayer(name: "snowman.\(name)")
        s.setFrame(Rect(origin: .zero, size: size))
        var p = Path()
        build(&p)
        s.path = p
        s.fillColor = nil
        s.strokeColor = color
        s.lineWidth = width
        s.lineCap = .round
        return s
    }
}

import Animation
import Geometry

/// Lays items out in a row or a column (UIStackView): fixed sizes, flexible items that
/// share what is left, spacing, insets, alignment across the axis and a choice of
/// distribution along it. It holds no layers of its own; `layout(in:)` places the items,
/// and is called again whenever the space changes (a window resize), which is our answer
/// to "Auto Layout for every screen size".
public final class StackLayout {
    public enum Axis: Sendable { case horizontal, vertical }

    /// Where items sit across the axis (UIStackView.Alignment).
    public enum Alignment: Sendable {
        /// Stretched to the stack's full breadth.
        case fill
        /// At the top (a row) or left (a column)…
        case leading
        case center
        /// …or at the bottom or right.
        case trailing
    }

    /// How the length along the axis is shared (UIStackView.Distribution).
    public enum Distribution: Sendable {
        /// Items keep their lengths; flexible items and spacers share what is left, and with
        /// none the items pack at the start.
        case fill
        /// Every item gets the same length.
        case fillEqually
        /// Items keep their lengths and the gaps between them grow equally.
        case equalSpacing
        /// Items keep their lengths and sit together in the middle.
        case center
    }

    /// One thing in a stack: its natural size, whether it takes a share of spare length, and
    /// how to place it.
    public struct Item {
        public var size: Size
        public var isFlexible: Bool
        let place: (Rect) -> Void

        public init(size: Size, flexible: Bool = false, place: @escaping (Rect) -> Void) {
            self.size = size
            self.isFlexible = flexible
            self.place = place
        }

        /// A layer of a given size.
        public static func layer(_ layer: Layer, size: Size, flexible: Bool = false) -> Item {
            Item(size: size, flexible: flexible) { layer.setFrame($0) }
        }

        /// A control of a given size (its parts are laid out too).
        public static func control(_ control: Control, size: Size, flexible: Bool = false) -> Item {
            Item(size: size, flexible: flexible) { control.setFrame($0) }
        }

        /// Empty room that grows to take what is left, at least `minimum` long.
        public static func spacer(minimum: Double = 0) -> Item {
            Item(size: Size(width: minimum, height: minimum), flexible: true) { _ in }
        }

        /// A stack inside this one, of the given size along both axes.
        public static func stack(_ stack: StackLayout, size: Size, flexible: Bool = false) -> Item {
            Item(size: size, flexible: flexible) { stack.layout(in: $0) }
        }
    }

    public var axis: Axis
    public var spacing: Double
    public var alignment: Alignment
    public var distribution: Distribution
    /// Room kept clear inside the edges: top, left, bottom, right.
    public var insets: (top: Double, left: Double, bottom: Double, right: Double)
    public var items: [Item]

    public init(axis: Axis, spacing: Double = 8, alignment: Alignment = .fill, distribution: Distribution = .fill,
                insets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0), items: [Item] = []) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.insets = insets
        self.items = items
    }

    /// The length the items need along the axis, with spacing and insets: the least the
    /// stack can be without squeezing them.
    public var naturalLength: Double {
        let main = items.map { axis == .horizontal ? $0.size.width : $0.size.height }.reduce(0, +)
        let gaps = spacing * Double(max(0, items.count - 1))
        return main + gaps + (axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom)
    }

    /// Places every item inside `rect`, and returns the frames given, in item order. Too
    /// little room squeezes the flexible items first, then every item in proportion.
    @discardableResult
    public func layout(in rect: Rect) -> [Rect] {
        guard !items.isEmpty else { return [] }
        let inner = Rect(x: rect.minX + insets.left, y: rect.minY + insets.top,
                         width: max(0, rect.width - insets.left - insets.right),
                         height: max(0, rect.height - insets.top - insets.bottom))
        let horizontal = axis == .horizontal
        let available = horizontal ? inner.width : inner.height
        let breadth = horizontal ? inner.height : inner.width
        let gaps = spacing * Double(items.count - 1)
        var lengths = items.map { horizontal ? $0.size.width : $0.size.height }
        var gap = spacing
        var start = 0.0
        let spare = available - gaps - lengths.reduce(0, +)
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max(0, (available - gaps) / Double(items.count)), count: items.count)
        case .fill, .equalSpacing, .center:
            let flexible = items.indices.filter { items[$0].isFlexible }
            if spare >= 0 {
                if distribution == .fill && !flexible.isEmpty {
                    for i in flexible { lengths[i] += spare / Double(flexible.count) }
                } else if distribution == .equalSpacing && items.count > 1 {
                    gap = spacing + spare / Double(items.count - 1)
                } else if distribution == .center {
                    start = spare / 2
                }
            } else {
                // Squeeze: flexible items give up their length first, then everything.
                var deficit = -spare
                let flexTotal = flexible.map { lengths[$0] }.reduce(0, +)
                if flexTotal > 0 {
                    let take = min(deficit, flexTotal)
                    for i in flexible { lengths[i] -= take * lengths[i] / flexTotal }
                    deficit -= take
                }
                let total = lengths.reduce(0, +)
                if deficit > 0, total > 0 {
                    let keep = max(0, total - deficit) / total
                    lengths = lengths.map { $0 * keep }
                }
            }
        }
        var frames: [Rect] = []
        var position = (horizontal ? inner.minX : inner.minY) + start
        for (item, length) in zip(items, lengths) {
            let natural = horizontal ? item.size.height : item.size.width
            let cross = alignment == .fill ? breadth : min(natural, breadth)
            let offset: Double
            switch alignment {
            case .fill, .leading: offset = 0
            case .center: offset = ((breadth - cross) / 2).rounded()
            case .trailing: offset = breadth - cross
            }
            let frame = horizontal
                ? Rect(x: position, y: inner.minY + offset, width: length, height: cross)
                : Rect(x: inner.minX + offset, y: position, width: cross, height: length)
            item.place(frame)
            frames.append(frame)
            position += length + gap
        }
        return frames
    }
}

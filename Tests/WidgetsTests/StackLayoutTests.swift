import Geometry
import Testing
@testable import Widgets

/// Stack layout arithmetic: how length is shared along the axis and where items sit across it.
@Suite("Stack layout")
struct StackLayoutTests {
    private func items(_ widths: [Double], flexible: Set<Int> = []) -> [StackLayout.Item] {
        widths.enumerated().map { i, w in StackLayout.Item(size: Size(width: w, height: 20), flexible: flexible.contains(i)) { _ in } }
    }

    @Test("fill: fixed items keep their width and flexible ones share the rest")
    func fill() {
        let s = StackLayout(axis: .horizontal, spacing: 10, alignment: .center, items: items([50, 0, 30, 0], flexible: [1, 3]))
        let f = s.layout(in: Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(f.map(\.width) == [50, 95, 30, 95])
        #expect(f.map(\.minX) == [0, 60, 165, 205])
        #expect(f.allSatisfy { $0.minY == 10 && $0.height == 20 }, "centred across")
    }

    @Test("fillEqually, equalSpacing and center share the length as UIStackView does")
    func distributions() {
        let rect = Rect(x: 0, y: 0, width: 300, height: 20)
        let equal = StackLayout(axis: .horizontal, spacing: 10, distribution: .fillEqually, items: items([10, 20, 30]))
        let third: Double = 280.0 / 3
        let widths = equal.layout(in: rect).map(\.width)
        #expect(widths == [third, third, third])
        let spaced = StackLayout(axis: .horizontal, spacing: 10, distribution: .equalSpacing, items: items([50, 50, 50]))
        #expect(spaced.layout(in: rect).map(\.minX) == [0, 125, 250])
        let centered = StackLayout(axis: .horizontal, spacing: 10, distribution: .center, items: items([50, 50]))
        #expect(centered.layout(in: rect).map(\.minX) == [95, 155])
    }

    @Test("too little room squeezes flexible items first, then all in proportion; insets are kept clear")
    func squeeze() {
        let s = StackLayout(axis: .vertical, spacing: 0, alignment: .fill, insets: (10, 5, 10, 5),
                            items: [StackLayout.Item(size: Size(width: 10, height: 100)) { _ in },
                                    StackLayout.Item(size: Size(width: 10, height: 50), flexible: true) { _ in }])
        let f = s.layout(in: Rect(x: 0, y: 0, width: 100, height: 140))
        #expect(f.map(\.height) == [100, 20])
        #expect(f.allSatisfy { $0.minX == 5 && $0.width == 90 })
        let tight = s.layout(in: Rect(x: 0, y: 0, width: 100, height: 70))
        #expect(tight.map(\.height) == [50, 0] && tight[0].minY == 10)
    }
}

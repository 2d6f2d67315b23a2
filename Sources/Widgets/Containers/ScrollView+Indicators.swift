import Animation
import Geometry

extension ScrollView {
    /// Sizes and places the scroll indicators for the offset shown now, as UIScrollView's:
    /// a bar as long as the viewport's share of the content, that shrinks while the content
    /// is pulled past an edge. A bar shows only on an axis whose content overflows.
    func updateIndicators() {
        let view = viewportSize, inset = Theme.scrollIndicatorInset, thick = Theme.scrollIndicatorThickness
        let range = offsetRange
        func bar(offset: Double, range: ClosedRange<Double>, view: Double, content: Double) -> (start: Double, length: Double)? {
            guard content > view, view > 2 * inset else { return nil }
            let track = view - 2 * inset
            let over = max(range.lowerBound - offset, offset - range.upperBound, 0)
            let length = max(thick * 2, max(Theme.scrollIndicatorMinimumLength, track * view / content) - over)
            let fraction = range.upperBound > 0 ? min(max(offset / range.upperBound, 0), 1) : 0
            return (inset + fraction * (track - length), length)
        }
        if let v = bar(offset: contentOffset.y, range: range.y, view: view.height, content: contentSize.height) {
            verticalIndicator.isHidden = false
            verticalIndicator.setFrame(Rect(x: view.width - inset - thick, y: v.start, width: thick, height: v.length))
        } else {
            verticalIndicator.isHidden = true
        }
        if let h = bar(offset: contentOffset.x, range: range.x, view: view.width, content: contentSize.width) {
            horizontalIndicator.isHidden = false
            horizontalIndicator.setFrame(Rect(x: h.start, y: view.height - inset - thick, width: h.length, height: thick))
        } else {
            horizontalIndicator.isHidden = true
        }
    }

    /// The indicators appear at once when scrolling starts.
    func showIndicators() {
        for l in [verticalIndicator, horizontalIndicator] {
            l.removeAnimation(forKey: "fade")
            l.opacity = 1
        }
    }

    /// The indicators fade out a moment after the content comes to rest.
    func hideIndicators(at now: LocalTime) {
        for l in [verticalIndicator, horizontalIndicator] where l.opacity > 0 {
            let shown = l.presentation.opacity
            l.opacity = 0
            let fade = BasicAnimation(.opacity, from: .scalar(shown), to: .scalar(0), duration: Theme.scrollIndicatorFadeDuration)
            fade.timing.beginTime = (now + Theme.scrollIndicatorFadeDelay).seconds
            fade.timing.fillMode = .backwards
            fade.timingFunction = .easeOut
            l.add(fade, forKey: "fade")
        }
    }
}

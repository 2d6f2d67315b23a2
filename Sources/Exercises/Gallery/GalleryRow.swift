import Animation
import Geometry
import Widgets

/// One row of the controls gallery: a rounded card holding a caption, the control (or a
/// few), and a readout of the value on the right, laid out in a row stack.
final class GalleryRow {
    /// The least height a row takes, and the most it grows to.
    static let height = 44.0
    static let maximumHeight = 64.0
    /// Room for the caption before the controls start.
    static let captionWidth = 150.0

    let id: String
    let layer: Layer
    let caption: TextLayer
    let value: TextLayer
    private let stack: StackLayout

    init(id: String, caption text: String, layers: [Layer], items: [StackLayout.Item]) {
        self.id = id
        layer = Layer(name: "gallery.\(id)")
        layer.backgroundColor = .white
        layer.cornerRadius = 10
        caption = TextLayer(name: "gallery.\(id).caption", string: text, fontSize: 15, textColor: Theme.label)
        caption.truncationMode = .end
        value = TextLayer(name: "gallery.\(id).value", fontSize: 15, textColor: Theme.secondaryLabel, alignment: .right)
        value.truncationMode = .end
        layer.addSublayer(caption)
        for l in layers { layer.addSublayer(l) }
        layer.addSublayer(value)
        stack = StackLayout(axis: .horizontal, spacing: 8, alignment: .center, insets: (0, 16, 0, 16),
                            items: [.layer(caption, size: Size(width: Self.captionWidth, height: 24))] + items
                                + [.layer(value, size: Size(width: 40, height: 24), flexible: true)])
    }

    /// Places the card at `frame` (window-independent: in the gallery's coordinates) and its
    /// contents inside it; a row never grows past `maximumHeight`.
    func layout(in frame: Rect) {
        layer.setFrame(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, Self.maximumHeight)))
        stack.layout(in: Rect(origin: .zero, size: layer.bounds.size))
    }
}

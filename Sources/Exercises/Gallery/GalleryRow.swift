import Animation
import Geometry
import Widgets

/// One row of the controls gallery: a rounded card with a caption on the left, the
/// control after it, and a readout of its value on the right.
final class GalleryRow {
    /// Room for the caption before the control starts.
    static let captionWidth = 180.0

    let id: String
    let layer: Layer
    let caption: TextLayer
    let content: Layer
    let value: TextLayer

    init(id: String, caption text: String, content: Layer) {
        self.id = id
        self.content = content
        layer = Layer(name: "gallery.\(id)")
        layer.backgroundColor = .white
        layer.cornerRadius = 10
        caption = TextLayer(name: "gallery.\(id).caption", string: text, fontSize: 15, textColor: Theme.label)
        caption.truncationMode = .end
        value = TextLayer(name: "gallery.\(id).value", fontSize: 15, textColor: Theme.secondaryLabel, alignment: .right)
        value.truncationMode = .end
        layer.addSublayer(caption)
        layer.addSublayer(content)
        layer.addSublayer(value)
    }

    /// Lays out the caption and the readout around the content, which is placed already.
    func layoutValue() {
        let b = layer.bounds
        caption.setFrame(Rect(x: 16, y: 0, width: Self.captionWidth - 24, height: b.height))
        let contentRight = content.frame.maxX + 12
        value.setFrame(Rect(x: contentRight, y: 0, width: max(0, b.width - contentRight - 16), height: b.height))
    }
}

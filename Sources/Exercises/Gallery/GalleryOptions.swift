/// What the command line asks of the controls gallery (`--gallery`).
public struct GalleryOptions: Sendable {
    /// The page to open (`--page`). Defaults to the controls.
    public var page: GalleryPage

    public init(page: GalleryPage = .controls) {
        self.page = page
    }
}

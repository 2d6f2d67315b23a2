import ArgumentParser
import Exercises

/// The controls gallery's options, shared by `run`, `screenshot` and `record`.
struct GalleryArguments: ParsableArguments {
    @Flag(name: .long, help: "Show the controls gallery instead of the five tabs: every control, to try and screenshot.")
    var gallery = false

    @Option(name: .long, help: "With --gallery, the page to show: \(GalleryPage.allCases.map(\.rawValue).joined(separator: ", ")) (default: controls).")
    var page: GalleryPage?

    func validate() throws {
        if page != nil && !gallery { throw ValidationError("--page picks a page of the gallery; add --gallery") }
    }

    /// The gallery's options, or nil for the five tabs.
    var options: GalleryOptions? { gallery ? GalleryOptions(page: page ?? .controls) : nil }
}

import Foundation

extension Node {
    /// The strings of the `Text` views in this subtree, joined by spaces (a control's
    /// title); a subtree without text is titled by the names of its images
    /// (`Button { } label: { Image(systemName: "gear") }` is "gear").
    package var textContent: String {
        var strings: [String] = []
        var images: [String] = []
        collectText(into: &strings, images: &images, now: graph.clock.date(at: graph.clock.now))
        return (strings.isEmpty ? images : strings).joined(separator: " ")
    }

    private func collectText(into strings: inout [String], images: inout [String], now: Date) {
        if let text = displayedText(at: now) {
            strings.append(text)
        } else if let image = displayedImageName {
            images.append(image)
        } else {
            forEachChild { $0.collectText(into: &strings, images: &images, now: now) }
        }
    }
}

#if !os(macOS)
import ViewEngine

// AppKit's `allowedContentTypes` (macOS 11), which a Mac app's open and save panels set:
// declared here, where `UTType` is, over the panel's identifiers (`allowedFileTypes`).

extension NSSavePanel {
    /// The types of file the user can choose (macOS 11's `allowedContentTypes`); empty
    /// allows any.
    ///
    /// ```swift
    /// panel.allowedContentTypes = [.xml, .json]
    /// ```
    ///
    /// Kept as the panel's identifiers (`allowedFileTypes`), so the two spellings agree; a
    /// type the system does not declare (one made from a file name extension) comes back
    /// as an imported type of the same identifier.
    public var allowedContentTypes: [UTType] {
        get { (allowedFileTypes ?? []).map { UTType($0) ?? UTType(importedAs: $0) } }
        set { allowedFileTypes = newValue.isEmpty ? nil : newValue.map(\.identifier) }
    }
}
#endif

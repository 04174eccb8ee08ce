extension ViewHost where Root == AnyView {
    /// Mounts a preview: a new view of it, with `@Previewable` state at its initial values.
    ///
    /// ```swift
    /// for preview in Preview.all {
    ///     let host = ViewHost(preview: preview)
    ///     print(host.render())
    /// }
    /// ```
    public convenience init(preview: Preview, variant: Int = 0, configuration: HostConfiguration = .init()) {
        self.init(preview.makeView(variant: variant), configuration: configuration)
    }

    /// Mounts the preview named `name` (in the file `fileID`, if given: `Module/File.swift`
    /// or `File.swift`).
    ///
    /// ```swift
    /// #Preview("Counter") {
    ///     @Previewable @State var n = 0
    ///     Button("+\(n)") { n += 1 }
    /// }
    ///
    /// let host = try ViewHost(preview: "Counter")
    /// try host.tap("+0")
    /// host.render()   // Button "+1"
    /// ```
    ///
    /// Throws ``PreviewLookupError`` when no preview or more than one has the name.
    public convenience init(
        preview name: String, in fileID: String? = nil, variant: Int = 0, configuration: HostConfiguration = .init()
    ) throws {
        self.init(preview: try Preview.named(name, in: fileID), variant: variant, configuration: configuration)
    }
}

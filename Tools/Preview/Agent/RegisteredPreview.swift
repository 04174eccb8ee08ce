// A preview the agent can mount: its entry (file, name) and how to make its view.

import ViewEngine

/// A preview of the program and the view it makes.
struct RegisteredPreview {
    /// Its id, kind, file, line and name.
    let entry: PreviewEntry
    /// A new view of it, with fresh state.
    let makeView: @MainActor () -> AnyView
}

/// The previews a `PreviewProvider` declares: its `previews`, named by its type.
@MainActor
func providerPreview<Provider: PreviewProvider>(_: Provider.Type, file: String, line: Int) -> RegisteredPreview {
    let name = String(describing: Provider.self)
    return RegisteredPreview(entry: PreviewEntry(id: "\(file)#\(name)", kind: "PreviewProvider", file: file, line: line, name: name),
                             makeView: { AnyView(Provider.previews) })
}

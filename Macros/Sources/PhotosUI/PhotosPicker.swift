import Foundation

/// A control that allows a user to choose photos and/or videos from the photo library.
///
/// ```swift
/// PhotosPicker(selection: $selectedItem, matching: .images) {
///     Label("Select a photo", systemImage: "photo")
/// }
/// ```
///
/// A tap presents the picker as a sheet ("Cancel", "Photos", "Add"); in a test,
/// `host.pick(photos: [item], in: "Select a photo")` taps the picker and picks the items,
/// which the selection binding then holds.
public struct PhotosPicker<Label: View>: View {
    let selection: PickerSelection
    let filter: PHPickerFilter?
    let label: Label
    @State private var isPresented = false

    /// A picker that selects one item.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.selection = .single(selection)
        self.filter = filter
        self.label = label()
    }

    /// A picker that selects one item from a photo library.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding, label: label)
    }

    /// A picker that selects several items, at most `maxSelectionCount` (no limit when `nil`).
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.selection = .multiple(selection, maxSelectionCount)
        self.filter = filter
        self.label = label()
    }

    /// A picker that selects several items from a photo library.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding, label: label)
    }

    /// A button showing the label, which presents the picker.
    public var body: some View {
        Button { isPresented = true } label: { label }
            .modifier(PhotosPickerPresentation(isPresented: $isPresented, selection: selection, filter: filter))
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    /// A picker of one item, titled with a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }

    /// A picker of several items, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    /// A picker of several items, titled with a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
}

extension View {
    /// Presents a photos picker that selects one item while `isPresented` is true.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .single(selection), filter: filter))
    }

    /// Presents a photos picker of a photo library that selects one item.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic, photoLibrary: PHPhotoLibrary) -> some View {
        photosPicker(isPresented: isPresented, selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding)
    }

    /// Presents a photos picker that selects several items, at most `maxSelectionCount`.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .multiple(selection, maxSelectionCount), filter: filter))
    }

    /// Presents a photos picker of a photo library that selects several items.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItemEncodingPolicy = .automatic, photoLibrary: PHPhotoLibrary) -> some View {
        photosPicker(isPresented: isPresented, selection: selection, maxSelectionCount: maxSelectionCount,
                     selectionBehavior: selectionBehavior, matching: filter, preferredItemEncoding: preferredItemEncoding)
    }
}

/// What a picker selects into: one item, or several up to a count.
enum PickerSelection {
    case single(Binding<PhotosPickerItem?>)
    case multiple(Binding<[PhotosPickerItem]>, Int?)
}

/// Presents the picker as a sheet while `isPresented` is true.
struct PhotosPickerPresentation: ViewModifier {
    @Binding var isPresented: Bool
    let selection: PickerSelection
    let filter: PHPickerFilter?

    func body(content: Content) -> some View {
        content.sheet(isPresented: $isPresented) {
            PhotosPickerSheet(isPresented: $isPresented, selection: selection, filter: filter)
        }
    }
}

/// The picker's sheet: Cancel, the title, Add. "Add" picks the items the host offers
/// (`host.pick(photos:in:)`), checked against the filter and the selection's limit.
struct PhotosPickerSheet: View {
    @Binding var isPresented: Bool
    let selection: PickerSelection
    let filter: PHPickerFilter?

    var body: some View {
        VStack {
            HStack {
                Button("Cancel") { isPresented = false }
                Spacer()
                Text("Photos")
                Spacer()
                Button("Add") { add() }
            }
            Spacer()
        }
        .padding()
        .onAppear { PhotoLibraryState.current.presented(filter) }
        .onDisappear { PhotoLibraryState.current.dismissed() }
    }

    private func add() {
        let library = PhotoLibraryState.current
        guard let items = library.takePending() else {
            library.reject("No photos were offered to pick: call host.pick(photos:in:).")
            return
        }
        let limit: Int? = switch selection {
        case .single: 1
        case .multiple(_, let limit): limit
        }
        if let refusal = PhotoPickRefusal.reason(for: items, filter: filter, limit: limit) {
            library.reject(refusal)
            return
        }
        switch selection {
        case .single(let binding): binding.wrappedValue = items.first
        case .multiple(let binding, _): binding.wrappedValue = items
        }
        library.record("picked \(items.map { $0.itemIdentifier ?? "?" }.joined(separator: ", "))")
        isPresented = false
    }
}

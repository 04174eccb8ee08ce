import ViewEngine

/// home-assistant/iOS's `ListPicker`, its file's first preview (`ListPickerPreview.standard`)
/// as its test draws it: a `List` in a `NavigationView` with no title, one navigation row
/// of the title and the selected item's title.
let haListPicker = HostedScreen(
    "ha-list-picker",
    origin: "home-assistant/iOS Sources/App/Settings/Gestures/ListPicker.swift (ListPickerPreview.standard); ListPickerTests; "
        + "the key window's tint (haPrimary)",
    setUp: haKeyWindowTint
) {
    NavigationView {
        List {
            HAListPickerRow(title: "Select Item", selection: "aaaa")
        }
    }
}

/// The picker's content view (`ListPickerPreview.content`): a section per group of items,
/// each item a button row, a checkmark on the selected one, under an inline title.
let haListPickerContent = HostedScreen(
    "ha-list-picker-content",
    origin: "home-assistant/iOS Sources/App/Settings/Gestures/ListPicker.swift (ListPickerContentView, ListPickerPreview.content); "
        + "ListPickerTests; the key window's tint (haPrimary), which Color.accentColor follows",
    setUp: haKeyWindowTint
) {
    NavigationView {
        HAListPickerContent(
            title: "Title 1",
            selectedID: "2",
            sections: [
                HAListPickerSection(id: "1", title: "Section 1", items: [
                    HAListPickerItem(id: "1", title: "Abc"),
                    HAListPickerItem(id: "2", title: "aaaa"),
                    HAListPickerItem(id: "3", title: "bbbb"),
                    HAListPickerItem(id: "4", title: "ccccc"),
                ]),
                HAListPickerSection(id: "2", title: "Section 2", items: [
                    HAListPickerItem(id: "5", title: "Abc"),
                    HAListPickerItem(id: "6", title: "aaaa"),
                    HAListPickerItem(id: "7", title: "bbbb"),
                    HAListPickerItem(id: "8", title: "ccccc"),
                ]),
            ]
        )
    }
}

/// An item the picker offers.
private struct HAListPickerItem: Hashable {
    let id: String
    let title: String
}

/// A titled group of items.
private struct HAListPickerSection {
    let id: String
    let title: String
    let items: [HAListPickerItem]
}

/// The picker's row: a navigation link labelled with the title and the selection.
private struct HAListPickerRow: View {
    let title: String
    let selection: String

    var body: some View {
        NavigationLink {
            EmptyView()
        } label: {
            HStack {
                Text(title)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(selection)
                    .frame(alignment: .trailing)
                    .foregroundColor(Color(uiColor: .secondaryLabel))
                    .truncationMode(.middle)
                    .lineLimit(1)
            }
        }
    }
}

/// The picker's content: sections of item buttons, the selected one checked.
private struct HAListPickerContent: View {
    let title: String
    let selectedID: String
    let sections: [HAListPickerSection]

    var body: some View {
        List {
            ForEach(sections, id: \.id) { section in
                Section(section.title) {
                    ForEach(section.items, id: \.id) { item in
                        Button {
                        } label: {
                            HStack {
                                Text(item.title)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                if selectedID == item.id {
                                    Image(systemName: "checkmark")
                                        .foregroundColor(.accentColor)
                                }
                            }
                        }
                    }
                }
            }
        }
        .navigationBarTitleDisplayMode(.inline)
        .navigationTitle(title)
    }
}

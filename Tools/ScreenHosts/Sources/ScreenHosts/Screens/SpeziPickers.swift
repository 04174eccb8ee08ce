import ViewEngine

// SpeziViews' pickers (Sources/SpeziViews/Views/Controls), each in a `List` as the
// package's controls snapshot test draws them at the iPhone 13 Pro configuration; the
// test's picker values are "A"/"B" (a case-iterable enum) and "Option 1"/"Option 2" (an
// option set).

/// `CaseIterablePicker("Clean Code", selection: .constant(.versionA))`: a `Picker` of the
/// cases' texts, each tagged with its case.
let speziCaseIterablePicker = HostedScreen("spezi-case-iterable-picker", origin: "StanfordSpezi/SpeziViews Sources/SpeziViews/Views/Controls/CaseIterablePicker.swift; its controls snapshot test") {
    List {
        Picker(selection: .constant("A")) {
            ForEach(["A", "B"], id: \.self) { version in
                Text(version).tag(version)
            }
        } label: {
            Text("Clean Code")
        }
    }
}

/// `OptionSetPicker("Clean", selection: .constant(.option1))` in its menu style: a `Menu`
/// whose label is a `LabeledContent` of the title and the selection beside an up-down
/// chevron, its items a toggle for each option.
let speziOptionSetPicker = HostedScreen("spezi-option-set-picker", origin: "StanfordSpezi/SpeziViews Sources/SpeziViews/Views/Controls/OptionSetPicker.swift (menu style); its controls snapshot test") {
    List {
        Menu {
            ForEach([1, 2], id: \.self) { option in
                Toggle(isOn: .constant(option == 1)) { Text("Option \(option)") }
            }
        } label: {
            LabeledContent {
                HStack {
                    Text("Option 1")
                    Image(systemName: "chevron.up.chevron.down")
                        .font(.footnote)
                        .fontWeight(.medium)
                }
            } label: {
                Text("Clean").foregroundStyle(Color.primary)
            }
        }
        .menuActionDismissBehavior(.disabled)
    }
}

/// `OptionSetPicker("Code", selection: .constant([.option1, .option2]), style: .inline)`:
/// a section headed by the title, a button per option with its text and, when selected, a
/// semibold checkmark in the accent colour.
let speziOptionSetPickerInline = HostedScreen("spezi-option-set-picker-inline", origin: "StanfordSpezi/SpeziViews Sources/SpeziViews/Views/Controls/OptionSetPicker.swift (inline style); its controls snapshot test") {
    List {
        Section {
            ForEach([1, 2], id: \.self) { option in
                Button {} label: {
                    HStack {
                        Text("Option \(option)").tint(.primary)
                        Spacer()
                        Image(systemName: "checkmark")
                            .foregroundStyle(Color.accentColor)
                            .fontWeight(.semibold)
                    }
                }
            }
        } header: {
            Text("Code")
        }
    }
}

/// The texts snapshot test's `LabeledContent("Clean") { Text("Code") }`, alone in the window.
let speziLabeledContent = HostedScreen("spezi-labeled-content", origin: "StanfordSpezi/SpeziViews Tests/SpeziViewsTests/SnapshotTests+Texts.swift") {
    LabeledContent("Clean") {
        Text(verbatim: "Code")
    }
}

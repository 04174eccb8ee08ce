import ViewEngine

/// SpeziViews' `ListRow` in a `List`: a `LabeledContent` of a title and a text value,
/// drawn by the package's snapshot test at the iPhone 13 Pro configuration.
let speziListRow = HostedScreen("spezi-list-row", origin: "StanfordSpezi/SpeziViews Sources/SpeziViews/Views/List/ListRow.swift; its list-row snapshot test") {
    List {
        LabeledContent("San Francisco") {
            Text(verbatim: "20 °C, Sunny")
        }
        .accessibilityElement(children: .combine)
    }
}

import Foundation
import ViewEngine

// Shepherd-Dog/SpeakList's app as its snapshot tests draw it: the views written again from
// reading AppView.swift, PlanView.swift and ItemFormView.swift (at 28ed688 for the
// non-hosted app test, 26bc825 for the flow test; the views are the same at both). The
// stores are left out: each screen passes the state the test's mocks gave as literals
// (the shopping list already grouped by store, as PlanFeature's `groupedItems` groups it),
// and the add sheet the store presents as a constant binding.

/// Where the screens come from, said once for every SpeakList screen's `origin`.
let speakListOrigin = "Shepherd-Dog/SpeakList Sources/AppFeature/AppView.swift, Sources/PlanFeature/PlanView.swift, Sources/ItemFormFeature/ItemFormView.swift; the stores left out, the mocks' list and stores as literals; the rows' offset, opacity and animation left out (showList is true once the list has loaded: they do nothing); the Shop, Stores and Settings tabs' views left out (never shown); the Stepper's format: argument left out (the engine has no Stepper(value:in:format:label:); it only says the accessibility value)"

/// A shopping-list item (Model's `ListItem`), with what the screens show of it.
struct SpeakListItem: Hashable, Identifiable, Sendable {
    /// Stands in for the app's UUID.
    var id: Int
    /// The item's name.
    var name: String
    /// How many to buy.
    var quantity = 1
    /// The preferred store's name, if one is chosen.
    var store: String? = nil
    /// Where in the store it is.
    var location: SpeakListLocation = .unknown
}

/// Where an item is in a store, without an aisle's number (Model's `Location.Stripped`).
enum SpeakListLocation: CaseIterable, Hashable, Identifiable, Sendable {
    /// The locations, in the app's order.
    case aisle, dairy, produce, unknown

    /// The location's name.
    var id: String { name }

    /// The name the picker shows.
    var name: String {
        switch self {
        case .aisle: "Aisle"
        case .dairy: "Dairy"
        case .produce: "Produce"
        case .unknown: "Unknown"
        }
    }
}

/// The items of one store (Model's `GroupedListItem`), as the plan's sections show them.
struct SpeakListGroup: Hashable, Identifiable, Sendable {
    /// The store's name, or None.
    var name: String
    /// The items.
    var items: [SpeakListItem]
    /// The name.
    var id: String { name }

    /// The shopping-list client's mock list, grouped by store and sorted by name: Kroger's
    /// peanut butter, Natural Grocers' protein powder, Sprouts' bananas and apples.
    static let mocks: [SpeakListGroup] = [
        SpeakListGroup(name: "Kroger", items: [SpeakListItem(id: 714, name: "Peanut Butter", store: "Kroger", location: .aisle)]),
        SpeakListGroup(name: "Natural Grocers", items: [SpeakListItem(id: 713, name: "Protein Powder", store: "Natural Grocers", location: .aisle)]),
        SpeakListGroup(name: "Sprouts", items: [SpeakListItem(id: 712, name: "Bananas", quantity: 7, store: "Sprouts", location: .produce),
                                                SpeakListItem(id: 711, name: "Apples", quantity: 7, store: "Sprouts", location: .produce)]),
    ]
}

/// The grocery-stores client's mock stores, in its order: the store picker's choices.
let speakListMockStores = ["Sprout", "Natural Grocers", "Kroger"]

/// The app's root (`AppView`): four tabs, the plan's first.
struct SpeakListAppView: View {
    /// The plan's sections.
    var groups: [SpeakListGroup]
    /// The item the plan's add sheet edits, if it is presented.
    var adding: SpeakListItem? = nil

    /// The tab view.
    var body: some View {
        TabView {
            NavigationView {
                SpeakListPlanView(groups: groups, adding: adding)
            }
            .tabItem { Label("Plan", systemImage: "list.clipboard") }
            NavigationStack {
                EmptyView()
            }
            .tabItem { Label("Shop", systemImage: "cart") }
            NavigationStack {
                EmptyView()
            }
            .tabItem { Label("Stores", systemImage: "house") }
            NavigationStack {
                EmptyView()
            }
            .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// The plan (`PlanView`): a section a store, a row an item, an Add button and the add sheet
/// (the edit sheet, never presented here, is left out).
struct SpeakListPlanView: View {
    /// The sections.
    var groups: [SpeakListGroup]
    /// The item the add sheet edits, if it is presented.
    var adding: SpeakListItem?

    /// The list.
    var body: some View {
        List {
            ForEach(groups) { group in
                Section(group.name) {
                    ForEach(group.items) { item in
                        SpeakListItemRow(item: item)
                    }
                }
            }
        }
        .sheet(item: .constant(adding)) { item in
            NavigationStack {
                SpeakListItemForm(item: item, stores: speakListMockStores)
                    .toolbar {
                        ToolbarItem {
                            Button {} label: { Text("Add") }
                        }
                        ToolbarItem(placement: .cancellationAction) {
                            Button {} label: { Text("Cancel") }
                        }
                    }
                    .navigationTitle("Add Item")
            }
        }
        .toolbar {
            ToolbarItem {
                Button {} label: { Text("Add") }
            }
        }
        .navigationTitle("Plan")
    }
}

/// A row of the plan (`ItemRow`): the item's name and quantity, and an Edit button.
private struct SpeakListItemRow: View {
    /// The item.
    var item: SpeakListItem

    /// The row.
    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 8) {
                Text(item.name)
                    .font(.headline)
                Text("Quantity: \(item.quantity)")
                    .font(.subheadline)
            }
            Spacer()
            Button {} label: { Text("Edit") }
        }
    }
}

/// The item form (`ItemFormView`): the name and quantity, the preferred store and location
/// (the aisle number's field, shown only for an aisle, is left out: the form's item has none).
struct SpeakListItemForm: View {
    /// The item being edited.
    @State var item: SpeakListItem
    /// The stores the store picker offers.
    var stores: [String]

    /// The form.
    var body: some View {
        Form {
            Section(header: Text("Item")) {
                VStack(alignment: .leading) {
                    TextField("Name", text: $item.name)
                }
                VStack(alignment: .leading) {
                    HStack {
                        Stepper(value: Binding(get: { Double(item.quantity) }, set: { item.quantity = Int($0) }),
                                in: 1...Double.greatestFiniteMagnitude) {
                            HStack {
                                Text("Quantity")
                                Spacer()
                                Text("\(item.quantity)")
                            }
                        }
                    }
                }
            }
            Section(header: Text("Preferred Store")) {
                VStack(alignment: .leading) {
                    Picker("Store", selection: $item.store) {
                        Text("None")
                            .tag(String?.none)
                        ForEach(stores, id: \.self) { store in
                            Text(store)
                                .tag(String?.some(store))
                        }
                    }
                    Picker("Location", selection: $item.location) {
                        ForEach(SpeakListLocation.allCases) { location in
                            Text("\(location.name)")
                                .tag(location)
                        }
                    }
                }
            }
        }
    }
}

extension View {
    /// What the flow test's runner sets around the app (FlowRunner's light configuration):
    /// light, the large text size, US English written left to right, no animation.
    func speakListFlowEnvironment() -> some View {
        environment(\.colorScheme, .light)
            .environment(\.dynamicTypeSize, .large)
            .environment(\.locale, Locale(identifier: "en-US"))
            .environment(\.layoutDirection, .leftToRight)
            .transaction { $0.animation = nil }
    }
}

import Foundation
@testable import Groceries
import SwiftData
import Testing
import ViewEngineMacros

/// The Groceries app, its files unchanged, mounted with `ViewHost(app:)` and driven as a
/// user drives it: add, delete, undo, mark bought, relaunch; and its `#Preview`.
@MainActor
@Suite("Groceries")
struct GroceriesTests {
    /// Runs `body` with the app's default store (`default.store`) in a directory of its
    /// own, removed after: each test starts with no groceries.
    func withStoreDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("groceries-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await ModelConfiguration.$defaultDirectory.withValue(directory) {
            try await body(directory)
        }
    }

    /// The window, with `rows` in the list and `status` under it.
    func screen(hidesBought: Bool = false, rows: [(String, bought: Bool, quantity: Int)], status: String) -> String {
        let list = rows.map { name, bought, quantity in
            """

                  HStack
                    Toggle "\(name)" \(bought ? "on" : "off")
                    Stepper "\(quantity)" = \(quantity)
            """
        }.joined()
        return """
            NavigationStack
              navigationTitle "Groceries"
              VStack
                HStack
                  TextField "New item" = ""
                  Button "Add"
                Toggle "Hide bought" \(hidesBought ? "on" : "off")
                List\(list)
                Text "\(status)"
              Toolbar
                Button "Undo"
                EditButton "Edit"
            """
    }

    func add<Root: View>(_ name: String, in host: ViewHost<Root>) throws {
        try host.type(name, into: "New item")
        try host.tap("Add")
    }

    @Test("add and delete: the list follows, sorted by name, and onChange(of: items, initial: true) sees the old and new counts")
    func addAndDelete() async throws {
        try await withStoreDirectory { _ in
            let host = ViewHost(app: GroceriesApp())
            #expect(host.render() == screen(rows: [], status: "0 → 0 items"))
            try add("Milk", in: host)
            try add("Bread", in: host)
            #expect(host.render() == screen(rows: [("Bread", false, 1), ("Milk", false, 1)], status: "1 → 2 items"))
            try host.delete("Milk")
            #expect(host.render() == screen(rows: [("Bread", false, 1)], status: "2 → 1 items"))
            #expect(host.diagnostics.isEmpty)
        }
    }

    @Test("undo: the environment's undo manager undoes a delete, then each add, one tap at a time")
    func undo() async throws {
        try await withStoreDirectory { _ in
            let host = ViewHost(app: GroceriesApp())
            try add("Milk", in: host)
            try add("Bread", in: host)
            try host.delete("Milk")
            try host.tap("Undo")
            #expect(host.render() == screen(rows: [("Bread", false, 1), ("Milk", false, 1)], status: "1 → 2 items"))
            try host.tap("Undo")   // adding Bread
            #expect(host.render() == screen(rows: [("Milk", false, 1)], status: "2 → 1 items"))
            try host.tap("Undo")   // adding Milk
            #expect(host.render() == screen(rows: [], status: "1 → 0 items"))
        }
    }

    @Test("a bought item: its toggle and stepper write the model (@Bindable), and the filtered query hides it")
    func markBoughtAndHide() async throws {
        try await withStoreDirectory { _ in
            let host = ViewHost(app: GroceriesApp())
            try add("Milk", in: host)
            try host.increment("1")   // Milk's stepper, the only one
            try add("Bread", in: host)
            try host.toggle("Bread")
            #expect(host.render() == screen(rows: [("Bread", true, 1), ("Milk", false, 2)], status: "1 → 2 items"))
            try host.toggle("Hide bought")
            #expect(host.render() == screen(hidesBought: true, rows: [("Milk", false, 2)], status: "2 → 1 items"))
            try host.toggle("Hide bought")
            #expect(host.render() == screen(rows: [("Bread", true, 1), ("Milk", false, 2)], status: "1 → 2 items"))
        }
    }

    @Test("relaunch: what the app saved by itself is in default.store, and the app launched again shows it")
    func relaunch() async throws {
        try await withStoreDirectory { directory in
            do {
                let host = ViewHost(app: GroceriesApp())
                try add("Milk", in: host)
                try add("Apples", in: host)
                try host.toggle("Milk")
                await host.settle()   // the main context saves by itself when the work settles
            }
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("default.store").path))
            let relaunched = ViewHost(app: GroceriesApp())
            #expect(relaunched.render() == screen(rows: [("Apples", false, 1), ("Milk", true, 1)], status: "2 → 2 items"))
        }
    }

    @Test("a name added twice is one item: GroceryItem.name is unique, so the save updates the saved one")
    func uniqueNames() async throws {
        try await withStoreDirectory { _ in
            let host = ViewHost(app: GroceriesApp())
            try add("Milk", in: host)
            try host.increment("1")
            await host.settle()
            try add("Milk", in: host)
            #expect(host.render() == screen(rows: [("Milk", false, 2), ("Milk", false, 1)], status: "1 → 2 items"))
            await host.settle()
            #expect(host.render() == screen(rows: [("Milk", false, 1)], status: "2 → 1 items"))
        }
    }

    @Test("#Preview: the preview in ContentView.swift mounts with a container in memory of its own")
    func thePreview() async throws {
        try await withStoreDirectory { directory in
            let preview = try #require(Preview.all.first { $0.fileID.hasSuffix("ContentView.swift") })
            #expect(preview.displayName.hasPrefix("ContentView.swift:"))
            let host = ViewHost(preview: preview)
            try add("Eggs", in: host)
            #expect(host.render().contains(#"Toggle "Eggs" off"#))
            await host.settle()
            #expect(!FileManager.default.fileExists(atPath: directory.path))   // in memory: no store was made
        }
    }
}

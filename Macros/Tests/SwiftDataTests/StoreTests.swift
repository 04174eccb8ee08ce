import CSQLite
import Foundation
import SwiftData
import Testing

/// Stores in SQLite files: what one container saved, another reads; a save is all or
/// nothing; contexts of one container see each other's saves; bad stores are clear errors.
@MainActor
@Suite("SQLite stores")
struct StoreTests {
    /// Runs `body` with a new directory, removed after.
    func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    /// Runs SQL on the file, through a connection of its own (what another process would do).
    func execute(_ sql: String, on url: URL) {
        var database: OpaquePointer?
        #expect(sqlite3_open(url.path, &database) == SQLITE_OK)
        #expect(sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK)
        sqlite3_close(database)
    }

    @Test("ModelConfiguration(url:): a second container opened on the same file sees what the first saved")
    func aSecondContainerSeesSavedData() throws {
        try withDirectory { directory in
            let url = directory.appendingPathComponent("Trips.store")
            do {
                let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url))
                let context = ModelContext(container)
                let trip = Trip(name: "Saved", destination: "Disk")
                trip.stops = [Stop(name: "One", order: 1)]
                context.insert(trip)
                context.insert(Trip(name: "Unsaved", destination: "Memory"))
                try context.save()
                context.insert(Trip(name: "Never saved", destination: "Memory"))
            }
            #expect(FileManager.default.fileExists(atPath: url.path))
            let reopened = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url))
            let trips = try ModelContext(reopened).fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
            #expect(trips.map(\.name) == ["Saved", "Unsaved"])
            #expect(trips[0].stops.map(\.name) == ["One"])
        }
    }

    @Test("the file is a real SQLite database: a table per entity, readable by sqlite3")
    func theFileIsSQLite() throws {
        try withDirectory { directory in
            let url = directory.appendingPathComponent("Items.store")
            let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            context.insert(Item(timestamp: Date(timeIntervalSinceReferenceDate: 60), title: "first"))
            try context.save()
            var database: OpaquePointer?
            #expect(sqlite3_open(url.path, &database) == SQLITE_OK)
            defer { sqlite3_close(database) }
            var statement: OpaquePointer?
            #expect(sqlite3_prepare_v2(database, #"SELECT "title", "timestamp" FROM "Item""#, -1, &statement, nil) == SQLITE_OK)
            #expect(sqlite3_step(statement) == SQLITE_ROW)
            #expect(String(cString: sqlite3_column_text(statement, 0)) == "first")
            #expect(sqlite3_column_double(statement, 1) == 60)
            sqlite3_finalize(statement)
        }
    }

    @Test("a save that fails part-way writes nothing: what was saved before is still there, and the context keeps its changes")
    func aFailedSaveLosesNothing() throws {
        try withDirectory { directory in
            let url = directory.appendingPathComponent("Items.store")
            let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            context.insert(Item(timestamp: .distantPast, title: "saved before"))
            try context.save()
            // The store refuses one row, as a full disk or a broken constraint would.
            execute(#"CREATE TRIGGER refuse BEFORE INSERT ON "Item" WHEN NEW."title" = 'boom' BEGIN SELECT RAISE(ABORT, 'refused'); END;"#, on: url)
            context.insert(Item(timestamp: .distantPast, title: "fine"))
            context.insert(Item(timestamp: .distantPast, title: "boom"))
            #expect(throws: SwiftDataError.self) { try context.save() }
            let reader = ModelContext(try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url)))
            #expect(try reader.fetch(FetchDescriptor<Item>()).map(\.title) == ["saved before"])
            #expect(context.insertedModelsArray.count == 2)   // still pending: fix and save again
            execute("DROP TRIGGER refuse;", on: url)
            try context.save()
            #expect(try reader.fetch(FetchDescriptor<Item>()).map(\.title) == ["saved before", "fine", "boom"])
        }
    }

    @Test("a value that cannot be encoded fails the save before the store is touched")
    func anUnencodableValueFailsTheSave() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let draft = Draft(title: "draft")
        draft.payload = Unencodable(fails: true)
        context.insert(Item(timestamp: .distantPast, title: "beside it"))
        context.insert(draft)
        do {
            try context.save()
            Issue.record("the save should have failed")
        } catch let error as SwiftDataError {
            #expect(error.description.hasPrefix("\(draft.persistentModelID)'s 'payload' (Unencodable) could not be encoded:"))
            #expect(error.description.hasSuffix("Nothing was saved."))
        }
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Item>()) == 0)
    }

    @Test("two contexts of one container see each other's saves; unsaved changes of the reader stay")
    func twoContextsSeeEachOthersSaves() throws {
        let container = try memoryContainer()
        let first = ModelContext(container)
        let second = ModelContext(container)
        let trip = Trip(name: "Shared", destination: "One")
        first.insert(trip)
        try first.save()
        let copy = try second.fetch(FetchDescriptor<Trip>())[0]
        #expect(copy !== trip && copy.destination == "One")
        copy.notes = ["second's own change"]
        trip.destination = "Two"
        trip.notes = ["first's change"]
        try first.save()
        #expect(copy.destination == "Two")                     // taken in
        #expect(copy.notes == ["second's own change"])          // its own unsaved change stays
        first.delete(trip)
        try first.save()
        #expect(copy.modelContext == nil)
        #expect(try second.fetch(FetchDescriptor<Trip>()).isEmpty)
    }

    @Test("allowsSave: false: a save fails with a clear error; reading works")
    func aReadOnlyConfiguration() throws {
        try withDirectory { directory in
            let url = directory.appendingPathComponent("Items.store")
            let writable = ModelContext(try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url)))
            writable.insert(Item(timestamp: .distantPast, title: "existing"))
            try writable.save()
            let readOnly = ModelContext(try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url, allowsSave: false)))
            #expect(try readOnly.fetch(FetchDescriptor<Item>()).map(\.title) == ["existing"])
            readOnly.insert(Item(timestamp: .distantPast, title: "refused"))
            do {
                try readOnly.save()
                Issue.record("the save should have failed")
            } catch let error as SwiftDataError {
                #expect(error.description == "the configuration \"default\" of Item does not allow saving (allowsSave is false); nothing was saved")
            }
        }
    }

    @Test("a file that is not a store fails the container with loadIssueModelContainer, naming the file")
    func aFileThatIsNotAStore() throws {
        try withDirectory { directory in
            let url = directory.appendingPathComponent("Broken.store")
            try Data(repeating: 0x2A, count: 4096).write(to: url)
            do {
                _ = try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url))
                Issue.record("the container should have failed")
            } catch let error as SwiftDataError {
                #expect(error == .loadIssueModelContainer)
                #expect(error.description.hasPrefix("the file at \(url.path) is not a store SwiftData can open:"))
            }
        }
    }

    @Test("deleteAllData(): the stores are emptied and the contexts forget the models they read")
    func deleteAllData() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let item = Item(timestamp: .distantPast, title: "erased")
        context.insert(item)
        try context.save()
        container.deleteAllData()
        #expect(item.modelContext == nil)
        #expect(try context.fetch(FetchDescriptor<Item>()).isEmpty)
    }

    @Test("configurations: two with one name fail with duplicateConfiguration; a name with \"/\" fails too")
    func badConfigurations() throws {
        #expect(throws: SwiftDataError.duplicateConfiguration) {
            try ModelContainer(for: Item.self, configurations: ModelConfiguration("A", isStoredInMemoryOnly: true), ModelConfiguration("A", isStoredInMemoryOnly: true))
        }
        #expect(throws: SwiftDataError.configurationFileNameContainsInvalidCharacters) {
            try ModelContainer(for: Item.self, configurations: ModelConfiguration("a/b", isStoredInMemoryOnly: true))
        }
    }

    enum ItemsV1: VersionedSchema {
        static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
        static var models: [any PersistentModel.Type] { [Item.self] }
    }
    enum ItemsV2: VersionedSchema {
        static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
        static var models: [any PersistentModel.Type] { [Item.self] }
    }
    enum ItemsPlan: SchemaMigrationPlan {
        static var schemas: [any VersionedSchema.Type] { [ItemsV1.self, ItemsV2.self] }
        static var stages: [MigrationStage] { [.lightweight(fromVersion: ItemsV1.self, toVersion: ItemsV2.self)] }
    }
    enum BackwardPlan: SchemaMigrationPlan {
        static var schemas: [any VersionedSchema.Type] { [ItemsV1.self, ItemsV2.self] }
        static var stages: [MigrationStage] { [.lightweight(fromVersion: ItemsV2.self, toVersion: ItemsV1.self)] }
    }
    enum UnlistedPlan: SchemaMigrationPlan {
        static var schemas: [any VersionedSchema.Type] { [ItemsV1.self] }
        static var stages: [MigrationStage] {
            [.custom(fromVersion: ItemsV1.self, toVersion: ItemsV2.self, willMigrate: nil, didMigrate: nil)]
        }
    }

    @Test("ModelContainer(for:migrationPlan:configurations:): \"Creates a model container using the specified schema, migration plan, and zero or more configurations.\" The container opens at the versioned schema's version and keeps the plan; .none is no plan")
    func aMigrationPlansContainerOpens() throws {
        let memory = ModelConfiguration(isStoredInMemoryOnly: true)
        let container = try ModelContainer(for: Schema(versionedSchema: ItemsV2.self), migrationPlan: ItemsPlan.self, configurations: memory)
        #expect(container.schema.version == Schema.Version(2, 0, 0))
        #expect(container.migrationPlan.map(ObjectIdentifier.init) == ObjectIdentifier(ItemsPlan.self))
        #expect(container.schema.entities.map(\.name) == ["Item"])
        let context = ModelContext(container)
        context.insert(Item(timestamp: .distantPast, title: "migrated"))
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Item>()).map(\.title) == ["migrated"])
        let none = try ModelContainer(for: Item.self, migrationPlan: .none, configurations: memory)
        #expect(none.schema.version == Schema.Version(1, 0, 0))
        #expect(none.migrationPlan == nil)
    }

    @Test("backwardMigration (Core Data's staged migration: \"a failed migration because of an attempt to migrate backward\"): a stage to an earlier version fails; a stage naming a version the plan's schemas do not list is an unknownSchema")
    func aBadMigrationPlanFails() throws {
        let memory = ModelConfiguration(isStoredInMemoryOnly: true)
        #expect(throws: SwiftDataError.backwardMigration) {
            try ModelContainer(for: Schema(versionedSchema: ItemsV1.self), migrationPlan: BackwardPlan.self, configurations: memory)
        }
        #expect(throws: SwiftDataError.unknownSchema) {
            try ModelContainer(for: Schema(versionedSchema: ItemsV2.self), migrationPlan: UnlistedPlan.self, configurations: memory)
        }
    }

    @Test("ModelConfiguration.defaultDirectory: a configuration without a URL is <name>.store there")
    func theDefaultDirectory() throws {
        try withDirectory { directory in
            try ModelConfiguration.$defaultDirectory.withValue(directory) {
                let container = try ModelContainer(for: Item.self)
                #expect(container.configurations.map(\.url) == [directory.appendingPathComponent("default.store")])
                let context = ModelContext(container)
                context.insert(Item(timestamp: .distantPast, title: "in the directory"))
                try context.save()
                #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("default.store").path))
            }
        }
    }

    @Test("ModelConfiguration(for:isStoredInMemoryOnly:) \"creates a model configuration for the specified model types\": its schema holds them, in memory or in the default store")
    func aConfigurationForModelTypes() throws {
        try withDirectory { directory in
            try ModelConfiguration.$defaultDirectory.withValue(directory) {
                let inMemory = ModelConfiguration(for: Trip.self, isStoredInMemoryOnly: true)
                #expect(inMemory.isStoredInMemoryOnly)
                #expect(inMemory.schema?.entities.map(\.name).contains("Trip") == true)
                let container = try ModelContainer(for: Trip.self, configurations: inMemory)
                let context = ModelContext(container)
                context.insert(Trip(name: "Lisbon", destination: "Portugal", startDate: .distantPast))
                try context.save()
                #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 1)
                #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("default.store").path))

                let onDisk = ModelConfiguration(for: Trip.self)
                #expect(!onDisk.isStoredInMemoryOnly)
                #expect(onDisk.url == directory.appendingPathComponent("default.store"))
            }
        }
    }
}

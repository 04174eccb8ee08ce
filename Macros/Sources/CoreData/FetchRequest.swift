import Foundation
import ViewEngine

/// A property wrapper type that retrieves entities from a Core Data persistent store.
///
/// ```swift
/// @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) var books: FetchedResults<Book>
/// @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)],
///               predicate: NSPredicate(format: "rating >= 4")) var favourites: FetchedResults<Book>
/// ```
///
/// It fetches from the environment's ``EnvironmentValues/managedObjectContext`` when the
/// body reads it, and again at the next evaluation after the context changed (an insert,
/// a delete, a change, a save, another context's save merged), so the view updates when
/// the data does. A fetch that fails gives no objects and says why on standard error.
@propertyWrapper
@MainActor
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    @State private var storage = FetchStorage<Result>()
    private let request: NSFetchRequest<Result>
    private let sortDescriptorsOverride: [SortDescriptor<Result>]?

    /// The fetched results.
    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(storage.results(of: request, sortedBy: sortDescriptorsOverride, in: context))
    }

    /// A binding to the request's sort descriptors and predicate, which a view changes to
    /// fetch again.
    public var projectedValue: Binding<NSFetchRequest<Result>> {
        let storage = storage
        let request = request
        return Binding(get: { request }, set: { _ in storage.needsFetch = true })
    }

    /// A fetch request with a request you made.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
        sortDescriptorsOverride = nil
    }

    /// A fetch request with a request you made, in a transaction.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest)
    }

    /// A fetch request of an entity described by `entity`.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// A fetch request of `Result`'s entity, sorted by Foundation sort descriptors
    /// (disfavoured, so that `sortDescriptors: []` is the `NSSortDescriptor` form, which
    /// sorts nothing either way).
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.predicate = predicate
        self.request = request
        sortDescriptorsOverride = sortDescriptors
    }

    /// A fetch request of `Result`'s entity, sorted by `NSSortDescriptor`s.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
}

/// The results of a fetch request, kept with the view (as `@State`).
@MainActor
final class FetchStorage<Result: NSFetchRequestResult> {
    private var results: [Result] = []
    var needsFetch = true
    private var version = -1
    private weak var context: NSManagedObjectContext?

    func results(of request: NSFetchRequest<Result>, sortedBy descriptors: [SortDescriptor<Result>]?,
                 in context: NSManagedObjectContext) -> [Result] {
        let version = context.signals.version
        if needsFetch || version != self.version || context !== self.context {
            do {
                var fetched = try context.fetch(request)
                if let descriptors, !descriptors.isEmpty { fetched.sort(using: descriptors) }
                results = fetched
            } catch {
                results = []
                FileHandle.standardError.write(Data("CoreData: error: @FetchRequest of \(Result.self) failed: \(error)\n".utf8))
            }
            self.version = version
            self.context = context
            needsFetch = false
        }
        return results
    }
}

/// A collection of results retrieved from a Core Data persistent store.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let elements: [Result]
    init(_ elements: [Result]) { self.elements = elements }

    /// The index of the first result.
    public var startIndex: Int { elements.startIndex }
    /// The index past the last result.
    public var endIndex: Int { elements.endIndex }
    /// The result at `position`.
    public subscript(position: Int) -> Result { elements[position] }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext.unset }
}

extension EnvironmentValues {
    /// The context of the views' Core Data objects, which
    /// `.environment(\.managedObjectContext, container.viewContext)` sets.
    ///
    /// Where no ancestor sets one, it is a context with no store: it fetches nothing and its
    /// save fails.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

extension NSManagedObjectContext {
    /// The context of views that have none.
    /// Invariant: read where views read their environment, on the main actor.
    nonisolated(unsafe) static let unset = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

/// Models kept in the order they were added, each once (by identity).
struct ModelSet {
    private(set) var order: [ObjectIdentifier] = []
    private var models: [ObjectIdentifier: any PersistentModel] = [:]

    var isEmpty: Bool { order.isEmpty }
    var count: Int { order.count }
    /// The models, in the order they were added.
    var values: [any PersistentModel] { order.compactMap { models[$0] } }

    func contains(_ model: any PersistentModel) -> Bool { models[ObjectIdentifier(model)] != nil }

    mutating func insert(_ model: any PersistentModel) {
        let key = ObjectIdentifier(model)
        guard models[key] == nil else { return }
        models[key] = model
        order.append(key)
    }

    mutating func remove(_ model: any PersistentModel) {
        let key = ObjectIdentifier(model)
        guard models.removeValue(forKey: key) != nil else { return }
        order.removeAll { $0 == key }
    }

    mutating func removeAll() {
        order = []
        models = [:]
    }
}

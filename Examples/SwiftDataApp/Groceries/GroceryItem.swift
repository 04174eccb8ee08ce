import Foundation
import SwiftData

@Model
final class GroceryItem {
    @Attribute(.unique) var name: String
    var quantity: Int
    var isBought: Bool
    var addedAt: Date

    init(name: String, quantity: Int = 1, isBought: Bool = false, addedAt: Date = .now) {
        self.name = name
        self.quantity = quantity
        self.isBought = isBought
        self.addedAt = addedAt
    }
}

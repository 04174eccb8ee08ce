// A store file imports StoreKit and uses Foundation's Date and Decimal; the store's views
// (ProductView, StoreView) are SwiftUI views.
@_exported import Foundation
@_exported import ViewEngine

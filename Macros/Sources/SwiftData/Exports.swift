// A model file imports SwiftData alone and uses `Date`, `UUID` and `#Predicate`; a model
// is `Observable`. Both come with the import, as with Apple's SwiftData.
@_exported import Foundation
@_exported import Observation

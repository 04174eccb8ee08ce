@_spi(Predicates) import ViewEngine
import Foundation

/// How a headless database answers a query: the predicate evaluated over each record, then
/// the records sorted by the query's descriptors.
enum QueryEvaluation {
    /// The predicate as an error message names it.
    static func describe(_ predicate: NSPredicate) -> String {
        if let format = predicate.formatString { return "\"\(format)\"" }
        guard type(of: predicate) == NSPredicate.self else { return "a \(type(of: predicate))" }
        return (predicate as any PredicateFormatReading).predicateFormat
    }

    static func evaluate(_ query: CKQuery, over records: [CKRecord]) -> Result<[CKRecord], CKError> {
        let predicate = query.predicate
        let name = describe(predicate)
        let evaluable = predicate.formatString != nil || name == "TRUEPREDICATE" || name == "FALSEPREDICATE"
        guard evaluable else {
            return .failure(CKError(.invalidArguments, message: "the predicate \(name) cannot be evaluated headless: use NSPredicate(value:) or NSPredicate(format:)"))
        }
        let matching: [CKRecord]
        do {
            matching = try PredicateErrors.collecting { records.filter { predicate.evaluate(with: $0) } }
        } catch {
            return .failure(CKError(.invalidArguments, message: "the predicate \(name) cannot be evaluated: \(error)"))
        }
        return sort(matching, by: query.sortDescriptors ?? [])
    }

    /// `records` in the order of `descriptors`, the first deciding; records equal by every
    /// descriptor keep their order. A record without the field comes first when ascending.
    static func sort(_ records: [CKRecord], by descriptors: [NSSortDescriptor]) -> Result<[CKRecord], CKError> {
        var failure: CKError?
        let sorted = records.enumerated().sorted { left, right in
            for descriptor in descriptors {
                guard let key = descriptor.recordedKey else { continue }
                let a = try? left.element.predicateValue(forKey: key), b = try? right.element.predicateValue(forKey: key)
                let order: ComparisonResult
                switch (a ?? nil, b ?? nil) {
                case (nil, nil): order = .orderedSame
                case (nil, _): order = .orderedAscending
                case (_, nil): order = .orderedDescending
                case (let a?, let b?):
                    guard let compared = PredicateFormatValue.order(a, b, fold: { $0 }) else {
                        failure = failure ?? CKError(.invalidArguments, message: "the field \(key) cannot be sorted: it holds \(PredicateFormatValue.kind(a)) and \(PredicateFormatValue.kind(b))")
                        continue
                    }
                    order = compared
                }
                if order != .orderedSame { return (order == .orderedAscending) == descriptor.ascending }
            }
            return left.offset < right.offset
        }
        if let failure { return .failure(failure) }
        return .success(sorted.map(\.element))
    }
}

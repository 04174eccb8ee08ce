import Foundation

/// Error information for StoreKit APIs.
public enum StoreKitError: Error, Sendable, CustomStringConvertible {
    /// An unknown error occurred.
    case unknown
    /// The user canceled.
    case userCancelled
    /// The network is not available.
    case networkError(URLError)
    /// A system error occurred.
    case systemError(any Error)
    /// The product is not available in the current storefront.
    case notAvailableInStorefront
    /// The app is not entitled to the requested operation.
    case notEntitled
    /// The operation is not supported.
    case unsupported

    /// What happened, in StoreKit's words.
    public var description: String {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The user canceled."
        case .networkError(let error): "The network is not available (\(error.code.rawValue))."
        case .systemError(let error): "A system error occurred: \(error)"
        case .notAvailableInStorefront: "The product is not available in the current storefront."
        case .notEntitled: "The app is not entitled to the requested operation."
        case .unsupported: "The operation is not supported."
        }
    }
}

extension Product {
    /// The errors a purchase throws.
    public enum PurchaseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The quantity is not valid.
        case invalidQuantity
        /// The product is not available.
        case productUnavailable
        /// Purchasing is not allowed (`AppStore.canMakePayments` is false).
        case purchaseNotAllowed
        /// The person is not eligible for the offer.
        case ineligibleForOffer
        /// The offer identifier is not valid.
        case invalidOfferIdentifier
        /// The offer price is not valid.
        case invalidOfferPrice
        /// The offer signature is not valid.
        case invalidOfferSignature
        /// The offer is missing parameters.
        case missingOfferParameters

        /// What happened.
        public var description: String {
            switch self {
            case .invalidQuantity: "The quantity is not valid."
            case .productUnavailable: "The product is not available."
            case .purchaseNotAllowed: "Purchasing is not allowed on this device."
            case .ineligibleForOffer: "The person is not eligible for the offer."
            case .invalidOfferIdentifier: "The offer identifier is not valid."
            case .invalidOfferPrice: "The offer price is not valid."
            case .invalidOfferSignature: "The offer signature is not valid."
            case .missingOfferParameters: "The offer is missing parameters."
            }
        }
    }
}

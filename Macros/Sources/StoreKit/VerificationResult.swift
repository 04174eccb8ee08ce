/// A type that describes the result of a StoreKit verification: the signed value, and
/// whether its signature checked out.
///
/// ```swift
/// switch result {
/// case .verified(let transaction): unlock(transaction.productID)
/// case .unverified(_, let error): print(error)
/// }
/// ```
///
/// A test store signs what it sells, so its results are `.verified`.
public enum VerificationResult<SignedType> {
    /// The value passed StoreKit's verification.
    case verified(SignedType)
    /// The value failed verification, with the error that says why.
    case unverified(SignedType, VerificationError)

    /// The value, if it is verified; otherwise throws the verification error.
    public var payloadValue: SignedType {
        get throws(VerificationError) {
            switch self {
            case .verified(let value): value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }

    /// The errors verification finds.
    public enum VerificationError: Error, Hashable, Sendable {
        /// The certificate chain is not valid.
        case invalidCertificateChain
        /// The device does not match the one the value was signed for.
        case invalidDeviceVerification
        /// The encoding is not valid.
        case invalidEncoding
        /// The signature is not valid.
        case invalidSignature
        /// The signature uses a revoked certificate.
        case revokedCertificate
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}

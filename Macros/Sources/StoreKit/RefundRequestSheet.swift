import Foundation

extension Transaction {
    /// How a refund request ended, for `refundRequestSheet(for:isPresented:onDismiss:)`.
    public enum RefundRequestStatus: Hashable, Sendable {
        /// The person submitted the request.
        case success
        /// The person cancelled it.
        case userCancelled
    }

    /// Why a refund request could not be made.
    public enum RefundRequestError: Error, Hashable, Sendable {
        /// The transaction was already the subject of a request.
        case duplicateRequest
        /// The request failed.
        case failed
        /// The transaction cannot be refunded (the store does not have it, or refunded it).
        case invalidRequest
        /// A system error occurred.
        case systemError
    }
}

/// The refund request sheet: presented while the binding is true; its outcome is told to
/// `onDismiss` when it closes.
struct RefundRequestSheet: ViewModifier {
    let transactionID: Transaction.ID
    @Binding var isPresented: Bool
    let onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)?
    @State private var outcome: Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>?

    func body(content: Content) -> some View {
        content.sheet(isPresented: $isPresented, onDismiss: {
            onDismiss?(outcome ?? .success(.userCancelled))
            outcome = nil
        }) {
            NavigationStack {
                VStack(spacing: 16) {
                    Text("Request a Refund").font(.title2).bold()
                    Text("Transaction \(transactionID)").foregroundStyle(.secondary)
                    Button("Submit") {
                        do throws(Transaction.RefundRequestError) {
                            try AppStoreState.current.requestRefund(of: transactionID)
                            outcome = .success(.success)
                        } catch {
                            outcome = .failure(error)
                        }
                        isPresented = false
                    }
                    .buttonStyle(.borderedProminent)
                    Button("Cancel", role: .cancel) {
                        outcome = .success(.userCancelled)
                        isPresented = false
                    }
                }
                .padding()
            }
        }
    }
}

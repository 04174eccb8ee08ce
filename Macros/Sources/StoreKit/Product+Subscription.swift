import Foundation

extension Product {
    /// Information about an auto-renewable subscription.
    public struct SubscriptionInfo: Hashable, Sendable {
        let productID: String
        /// The group the subscription belongs to.
        public let subscriptionGroupID: String
        /// The duration between renewals.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The subscription's level in its group (1 is the highest service).
        public let groupLevel: Int

        /// The statuses of the subscriptions of the group, one for the person's subscription
        /// (empty when they never subscribed to the group).
        public var status: [Status] {
            get async throws { await SubscriptionInfo.status(for: subscriptionGroupID) }
        }

        /// The statuses of the group's subscription the person has.
        public static func status(for groupID: String) async -> [Status] {
            AppStoreState.current.statuses(ofGroup: groupID)
        }

        /// A subscription's renewal state.
        public struct RenewalState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
            /// The state's code.
            public let rawValue: Int
            /// A state with a code.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// The person is subscribed.
            public static let subscribed = RenewalState(rawValue: 1)
            /// The subscription expired.
            public static let expired = RenewalState(rawValue: 2)
            /// The subscription is in a billing retry period.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// The subscription is in a billing grace period.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// The App Store refunded the subscription or revoked it from family sharing.
            public static let revoked = RenewalState(rawValue: 5)
            /// The state's name.
            public var description: String {
                ["", "subscribed", "expired", "inBillingRetryPeriod", "inGracePeriod", "revoked"][min(max(rawValue, 0), 5)]
            }
        }

        /// The renewal status of a subscription.
        public struct Status: Sendable, Equatable {
            /// The renewal state.
            public let state: RenewalState
            /// The latest transaction of the subscription.
            public let transaction: VerificationResult<Transaction>
            /// The renewal information.
            public let renewalInfo: VerificationResult<RenewalInfo>
        }

        /// What happens at the subscription's next renewal.
        public struct RenewalInfo: Sendable, Equatable {
            /// The product the subscription renews to.
            public let autoRenewPreference: String?
            /// Whether the subscription renews.
            public let willAutoRenew: Bool
            /// The current product of the subscription.
            public let currentProductID: String
        }
    }

    /// The duration between renewals of a subscription: a unit and how many of it.
    public struct SubscriptionPeriod: Hashable, Sendable, CustomStringConvertible {
        /// A unit of time.
        public enum Unit: Int, Hashable, Sendable {
            /// A day.
            case day
            /// A week.
            case week
            /// A month.
            case month
            /// A year.
            case year

            /// The unit's name for a person to read: `Day`, `Week`, `Month`, `Year` (the
            /// engine's language is English).
            ///
            /// ```swift
            /// "\(product.displayPrice)/\(period.unit.localizedDescription.lowercased())"   // "$4.99/month"
            /// ```
            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }
        }
        /// The unit.
        public let unit: Unit
        /// How many units.
        public let value: Int

        /// A period of `value` units.
        public init(unit: Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        /// A period in ISO 8601 form (`P1M`, `P1Y`, `P2W`, `P3D`), as StoreKit configuration
        /// files write it; `nil` for another form.
        public init?(iso8601: String) {
            guard iso8601.hasPrefix("P"), let last = iso8601.last, let value = Int(iso8601.dropFirst().dropLast()) else { return nil }
            let unit: Unit
            switch last {
            case "D": unit = .day
            case "W": unit = .week
            case "M": unit = .month
            case "Y": unit = .year
            default: return nil
            }
            self.init(unit: unit, value: value)
        }

        /// The period as `1 month`, `2 weeks`.
        public var description: String {
            let name = ["day", "week", "month", "year"][unit.rawValue]
            return "\(value) \(name)\(value == 1 ? "" : "s")"
        }

        /// The date a period after `date` ends.
        func end(after date: Date) -> Date {
            var components = DateComponents()
            switch unit {
            case .day: components.day = value
            case .week: components.day = 7 * value
            case .month: components.month = value
            case .year: components.year = value
            }
            return Calendar(identifier: .gregorian).date(byAdding: components, to: date) ?? date
        }
    }
}

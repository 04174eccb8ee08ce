// Which plural form a number takes in a language: CLDR's cardinal rules for integers
// (the Unicode Consortium's Language Plural Rules; French's and Portuguese's `many` for
// millions left out), for the languages below; any other
// language has `one` for 1 and `other` otherwise. Apple's plural variations add one
// rule: a `zero` form the string has is used for 0 in every language. A count that is
// not an integer takes `other`.

/// The plural category of a count.
enum PluralRule {
    /// The category (`zero`, `one`, `two`, `few`, `many`, `other`) `count` takes in
    /// `language`, among the ones `offered`.
    static func category(of count: Double?, language: String, offered: Set<String>) -> String {
        guard let count, count.isFinite, count == count.rounded(), abs(count) < 1e15 else { return "other" }
        let n = Int(abs(count))
        if n == 0, offered.contains("zero") { return "zero" }
        let base = language.split(separator: "-").first.map(String.init) ?? language
        switch base {
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "tr", "yue":
            return "other"
        case "fr":
            return n <= 1 ? "one" : "other"
        case "pt" where language != "pt-pt":
            return n <= 1 ? "one" : "other"
        case "ru", "uk", "be":
            if n % 10 == 1 && n % 100 != 11 { return "one" }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return "few" }
            return "many"
        case "pl":
            if n == 1 { return "one" }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return "few" }
            return "many"
        case "cs", "sk":
            return n == 1 ? "one" : ((2...4).contains(n) ? "few" : "other")
        case "ar":
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default:
                if (3...10).contains(n % 100) { return "few" }
                if (11...99).contains(n % 100) { return "many" }
                return "other"
            }
        default:
            return n == 1 ? "one" : "other"
        }
    }
}

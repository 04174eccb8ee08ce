import Foundation

extension String {
    /// Whether this picture (an SVG) writes `first` before `second`, both present: what a
    /// picture writes first is drawn under what it writes after.
    ///
    /// ```swift
    /// #expect(svg.draws(#"data-view="SelectedRow""#, before: ">Drafts</text>"))
    /// ```
    public func draws(_ first: String, before second: String) -> Bool {
        guard let under = range(of: first), let over = range(of: second) else { return false }
        return under.lowerBound < over.lowerBound
    }
}

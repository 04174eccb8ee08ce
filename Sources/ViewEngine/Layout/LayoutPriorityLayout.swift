// `layoutPriority` (Rules R22): the view lays out as its content, with the priority a
// stack offers it space by (Apple: "A parent layout offers the child views with the
// highest layout priority all the space offered to the parent minus the minimum space
// required for all its lower-priority children").

import ViewEngineCore

struct LayoutPriorityLayout: PassThroughLayout {
    let priority: Double

    var layoutPriority: Double? { priority.isNaN ? 0 : priority }
}

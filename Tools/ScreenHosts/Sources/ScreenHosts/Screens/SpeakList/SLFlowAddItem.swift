import ViewEngine

/// SpeakList, `sl-flow-add-item`: the flow after "Tap on Add Item", the add sheet with a
/// new, empty item over the plan.
let slFlowAddItem = HostedScreen("sl-flow-add-item", origin: speakListOrigin + "; hosted as FlowRunner hosts the app (App/SnapshotTests)") {
    SpeakListAppView(groups: SpeakListGroup.mocks, adding: SpeakListItem(id: 0, name: ""))
        .speakListFlowEnvironment()
}

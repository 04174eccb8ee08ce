import ViewEngine

/// SpeakList, `sl-flow-item-name`: the flow after "Edit Item Name", the add sheet's item
/// named Juicy Fruit.
let slFlowItemName = HostedScreen("sl-flow-item-name", origin: speakListOrigin + "; hosted as FlowRunner hosts the app (App/SnapshotTests)") {
    SpeakListAppView(groups: SpeakListGroup.mocks, adding: SpeakListItem(id: 0, name: "Juicy Fruit"))
        .speakListFlowEnvironment()
}

/// The screens written here, one per view of the reference set; each file under Screens/
/// declares its view and its `HostedScreen`, and this list names them.
public enum ScreenCatalog {
    /// Every screen, by the name its rows draw.
    public static let all: [HostedScreen] = [
        speziListRow, speziCaseIterablePicker, speziOptionSetPicker, speziOptionSetPickerInline, speziLabeledContent,
        speziAccountLogin, speziAccountSignup, speziAccountHeader,
        bitwardenSettings, bitwardenSelectLanguage, bitwardenExportItems, bitwardenImportItems, bitwardenItemList,
        haLocationHistory,
        haLocationHistoryEmpty,
        haGestures,
        haPrivacy,
        haAbout,
        haListPicker,
        haListPickerContent,
        haSensorRow,
        haOnboardingWelcome,
        cmSettings,
        cmAppearance,
        cmRideEvents,
        netbobList,
        netbobDetail,
        sudokuStats,
        tcaSyncUpsListEmpty,
        tcaSyncUpsNewForm,
        tcaSyncUpsList,
        tcaSyncUpDetail,
        tcaSyncUpEditForm,
        tcaSyncUpDetailMeetings,
        tcaSyncUpDeleteAlert,
        tcaMeeting,
        tcaSyncUpsListTutorial,
        tcaSyncUpDetailTutorial,
        slApp,
        slFlowInitial,
        slFlowAddItem,
        slFlowItemName,
        slFlowSaved,
    ]

    /// The screen `name` draws, if it is written.
    public static func screen(named name: String) -> HostedScreen? {
        all.first { $0.name == name }
    }
}

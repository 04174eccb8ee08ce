// Every file of the lab prints into the scenario's transcript.
@_exported import LabTranscript

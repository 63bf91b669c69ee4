// The script model, the format's writer and the recorder live in KeyboardRecording, which an app
// that only records links without the decoder, the runner, the traces or the JSON reader. They
// were KeyboardScript's before the split, and KeyboardScript's users (`Script`, `ScriptEvent`,
// `ScriptRecorder`, …) keep writing `import KeyboardScript` alone: the module re-exports them.
@_exported import KeyboardRecording

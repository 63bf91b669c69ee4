import Testing

/// The reliability suite: property tests over generated screens and events, the catalogue of
/// invalid scripts, the input limits, the script encoder's round trip and the fuzzer's
/// regressions. Every suite is nested here so `swift test --filter Reliability` runs them all.
@Suite("Reliability")
enum Reliability {}

import Testing

extension Reliability {
  /// A parameterized test over a directory listing would pass with zero cases: these fail instead
  /// when a listing is missing or short.
  @Suite("Fixture listings")
  struct FixtureListingTests {
    @Test("A listing that parameterizes tests holds its files", arguments: FixturePaths.listings)
    func listing(_ listing: Listing) {
      #expect(listing.error == nil, "\(listing.testDescription) cannot be listed")
      #expect(
        listing.names.count >= listing.minimumCount,
        "\(listing.testDescription): \(listing.names.count) of at least \(listing.minimumCount) files"
      )
    }

    @Test("A missing directory is an error, not an empty listing")
    func missingDirectory() {
      let listing = Listing("Tests/KeyboardScriptTests/Fixtures/no-such-folder", "json", atLeast: 1)
      #expect(listing.names.isEmpty)
      #expect(listing.error != nil)
    }
  }
}

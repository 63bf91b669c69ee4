// Placeholder until the benchmark lands.
print("kbbench: not yet implemented")

//! Differential tests (`tests/`) and benchmarks (`benches/`) of the `blst` facade
//! (`compat/blst`) against the registry `blst` 0.3.17; nothing here is a library.

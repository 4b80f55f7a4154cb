//! Nothing here: see `tests/` (differential tests) and `benches/` (the speed comparison).

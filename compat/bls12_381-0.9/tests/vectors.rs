//! The zkcrypto serialization vectors through this facade (shared with the other line).

include!("../../shared/tests/vectors.rs");

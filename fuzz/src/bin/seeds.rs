// Linked for the coverage callbacks the fuzz build's instrumentation calls (not for its main).
extern crate libfuzzer_sys;
fn main() {}

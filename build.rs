//! Assembles the kernels of `asm/<arch>/` for the *target* (never probing the build machine: the
//! CPU check happens at run time) and tells the crate which set it got through
//! `cfg(bls381_asm = "<arch>")`.

/// Kernel sources per target architecture, assembled in this order.
const X86_64: &[&str] = &[
    "asm/x86_64/mont384.S",
    "asm/x86_64/mont384x.S",
    "asm/x86_64/mont256.S",
    "asm/x86_64/inverse.S",
];
const AARCH64: &[&str] = &[
    "asm/aarch64/mont384.S",
    "asm/aarch64/mont384x.S",
    "asm/aarch64/mont256.S",
    "asm/aarch64/inverse.S",
];

fn main() {
    println!("cargo::rustc-check-cfg=cfg(bls381_asm, values(none(), \"x86_64\", \"aarch64\"))");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=asm");
    println!("cargo::rustc-check-cfg=cfg(bls381_ifma)");
    // The AVX-512 intrinsics are stable from Rust 1.89 (the crate's MSRV is older): the IFMA lanes
    // (`backend::lanes`) exist from there. Whether the CPU has IFMA is decided at run time.
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("x86_64") && rustc_minor() >= 89 {
        println!("cargo::rustc-cfg=bls381_ifma");
    }
    if std::env::var_os("CARGO_FEATURE_ASM").is_none() {
        return;
    }
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    // The kernels follow SysV AMD64 / AAPCS64; Windows (another x86_64 ABI) gets the portable code.
    let sources = match arch.as_str() {
        "x86_64" if os != "windows" => X86_64,
        "aarch64" if os != "windows" => AARCH64,
        _ => return,
    };
    assemble(&arch, sources);
}

/// The minor version of the compiler building the crate (`$RUSTC --version`), 0 if unknown.
fn rustc_minor() -> u32 {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let out = std::process::Command::new(rustc).arg("--version").output();
    let text = out.map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
    // "rustc 1.95.0 (59807616e 2026-04-14)"
    text.ok()
        .and_then(|t| t.split_whitespace().nth(1)?.split('.').nth(1)?.parse().ok())
        .unwrap_or(0)
}

#[cfg(feature = "asm")]
fn assemble(arch: &str, sources: &[&str]) {
    let mut build = cc::Build::new();
    build.include(format!("asm/{arch}"));
    for src in sources {
        build.file(src);
    }
    build.compile("bls381_kernels");
    // `bls381_asm` alone means "some assembly backend"; the value names which.
    println!("cargo::rustc-cfg=bls381_asm");
    println!("cargo::rustc-cfg=bls381_asm=\"{arch}\"");
}

#[cfg(not(feature = "asm"))]
fn assemble(_: &str, _: &[&str]) {}

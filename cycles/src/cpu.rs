//! What the machine is: CPU model, the instruction-set features that matter to BLS12-381
//! arithmetic, load average. Every probe degrades to "unknown" rather than failing.

/// The CPU model: /proc/cpuinfo on Linux, sysctl on macOS, CPUID's brand string on any x86_64.
pub fn model() -> String {
    linux_model()
        .or_else(macos_model)
        .or_else(cpuid_brand)
        .unwrap_or_else(|| format!("unknown {} CPU", std::env::consts::ARCH))
}

fn linux_model() -> Option<String> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let field = |key: &str| {
        info.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim() == key).then(|| v.trim().to_string())
        })
    };
    if let Some(m) = field("model name").filter(|m| !m.is_empty()) {
        // Hypervisors often shorten the name ("AMD EPYC"): add family/model to pin it down.
        return Some(
            match (field("cpu family"), field("model"), field("stepping")) {
                (Some(f), Some(mo), Some(s)) => {
                    format!("{m} (family {f}, model {mo}, stepping {s})")
                }
                _ => m,
            },
        );
    }
    // AArch64 Linux names the core by implementer and part number only.
    let implementer = field("CPU implementer")?;
    let part = field("CPU part")?;
    let hex = |s: &str| u32::from_str_radix(s.trim_start_matches("0x"), 16).ok();
    let name = arm_core_name(hex(&implementer)?, hex(&part)?);
    Some(match name {
        Some(n) => format!("{n} (implementer {implementer}, part {part})"),
        None => format!("AArch64 core, implementer {implementer}, part {part}"),
    })
}

/// A few common AArch64 cores (MIDR implementer, part).
fn arm_core_name(implementer: u32, part: u32) -> Option<&'static str> {
    Some(match (implementer, part) {
        (0x41, 0xd08) => "Arm Cortex-A72",
        (0x41, 0xd0b) => "Arm Cortex-A76",
        (0x41, 0xd0c) => "Arm Neoverse N1",
        (0x41, 0xd40) => "Arm Neoverse V1",
        (0x41, 0xd41) => "Arm Cortex-A78",
        (0x41, 0xd44) => "Arm Cortex-X1",
        (0x41, 0xd49) => "Arm Neoverse N2",
        (0x41, 0xd4f) => "Arm Neoverse V2",
        (0x41, 0xd8e) => "Arm Neoverse N3",
        (0x41, 0xd84) => "Arm Neoverse V3",
        (0x61, _) => "Apple",
        (0xc0, 0xac3) => "Ampere One",
        (0x48, 0xd01) => "HiSilicon Kunpeng 920",
        _ => return None,
    })
}

fn macos_model() -> Option<String> {
    if !cfg!(target_os = "macos") {
        return None;
    }
    let out = std::process::Command::new("sysctl")
        .args(["-n", "machdep.cpu.brand_string"])
        .output()
        .ok()?;
    let s = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (!s.is_empty()).then_some(s)
}

#[cfg(target_arch = "x86_64")]
#[allow(unused_unsafe)] // `__cpuid` is unsafe before Rust 1.87 (the MSRV is 1.85), safe after.
fn cpuid_brand() -> Option<String> {
    use core::arch::x86_64::__cpuid;
    // SAFETY: CPUID exists on every x86_64 CPU; leaf 0x8000_0000 reports the highest extended
    // leaf, and leaves 0x8000_0002..=4 are read only when it covers them.
    let max = unsafe { __cpuid(0x8000_0000) }.eax;
    if max < 0x8000_0004 {
        return None;
    }
    let mut bytes = Vec::with_capacity(48);
    for leaf in 0x8000_0002..=0x8000_0004u32 {
        // SAFETY: as above.
        let r = unsafe { __cpuid(leaf) };
        for w in [r.eax, r.ebx, r.ecx, r.edx] {
            bytes.extend_from_slice(&w.to_le_bytes());
        }
    }
    let s = String::from_utf8_lossy(&bytes);
    let s = s.trim_matches(char::from(0)).trim();
    (!s.is_empty()).then(|| s.to_string())
}

#[cfg(not(target_arch = "x86_64"))]
fn cpuid_brand() -> Option<String> {
    None
}

/// The features that matter here, each with whether this CPU has it.
pub fn features() -> Vec<(&'static str, bool)> {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::is_x86_feature_detected as has;
        vec![
            ("adx", has!("adx")),
            ("bmi2", has!("bmi2")),
            ("avx2", has!("avx2")),
            ("avx512f", has!("avx512f")),
            ("avx512ifma", has!("avx512ifma")),
            ("sha", has!("sha")),
        ]
    }
    #[cfg(target_arch = "aarch64")]
    {
        use std::arch::is_aarch64_feature_detected as has;
        vec![
            ("asimd", has!("asimd")),
            ("aes", has!("aes")),
            ("pmull", has!("pmull")),
            ("sha2", has!("sha2")),
            ("sha3", has!("sha3")),
            ("sve", has!("sve")),
            ("sve2", has!("sve2")),
        ]
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        Vec::new()
    }
}

/// The 1-minute load average (Linux), to tell a noisy run from a quiet one.
pub fn load_average() -> Option<f64> {
    std::fs::read_to_string("/proc/loadavg")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// Today's date (UTC) as YYYY-MM-DD, from the system clock.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    // Days since 1970-01-01 to a civil date (H. Hinnant, "chrono-compatible low-level date algorithms").
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

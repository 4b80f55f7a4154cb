//! Cycle counters: Linux `perf_event_open` hardware cycles where the kernel allows them, else
//! the architectural time-stamp counter (x86_64 `rdtsc`, AArch64 `CNTVCT_EL0`), else
//! `std::time::Instant` scaled by an estimate of the core clock.
//!
//! Every counter reports raw ticks; `cycles_per_tick` turns them into cycles.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// Which counter to use (`--counter NAME`); `Auto` tries them in the order above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Auto,
    Perf,
    Tsc,
    Time,
}

impl Choice {
    pub fn parse(s: &str) -> Option<Choice> {
        Some(match s {
            "auto" => Choice::Auto,
            "perf" => Choice::Perf,
            "tsc" | "rdtsc" | "cntvct" => Choice::Tsc,
            "time" | "instant" => Choice::Time,
            _ => return None,
        })
    }
}

enum Source {
    #[cfg(all(
        target_os = "linux",
        any(target_arch = "x86_64", target_arch = "aarch64")
    ))]
    Perf(perf::Counter),
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    Tsc,
    Time(Instant),
}

pub struct Counter {
    source: Source,
    /// Core cycles per tick (1 for counters that count core cycles or are reported as such).
    pub cycles_per_tick: f64,
    /// Ticks per nanosecond of wall-clock time while this thread is *not* running (0 for
    /// counters that stop when the thread is descheduled): what a scheduler wait adds.
    pub ticks_per_wait_ns: f64,
    /// Ticks per second of wall-clock time while this thread runs (measured, or the counter's
    /// nominal frequency).
    pub ticks_per_second: f64,
    /// One line: what the counter is and how its ticks become cycles.
    pub description: String,
    /// Why better counters were not used (empty when the first choice worked).
    pub notes: Vec<String>,
}

impl Counter {
    /// Reads the counter.
    #[inline(always)]
    pub fn read(&self) -> u64 {
        match &self.source {
            #[cfg(all(
                target_os = "linux",
                any(target_arch = "x86_64", target_arch = "aarch64")
            ))]
            Source::Perf(c) => c.read(),
            #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
            Source::Tsc => tsc::read(),
            Source::Time(t0) => t0.elapsed().as_nanos() as u64,
        }
    }

    /// Opens the requested counter; `core_hz` is the measured core clock (see [`core_clock_hz`]).
    pub fn open(choice: Choice, core_hz: f64) -> Result<Counter, String> {
        let mut notes = Vec::new();
        if matches!(choice, Choice::Auto | Choice::Perf) {
            match open_perf() {
                Ok(c) => return Ok(c),
                Err(e) if choice == Choice::Perf => return Err(e),
                Err(e) => notes.push(e),
            }
        }
        if matches!(choice, Choice::Auto | Choice::Tsc) {
            match open_tsc(core_hz) {
                Ok(mut c) => {
                    c.notes = notes;
                    return Ok(c);
                }
                Err(e) if choice == Choice::Tsc => return Err(e),
                Err(e) => notes.push(e),
            }
        }
        Ok(Counter {
            source: Source::Time(Instant::now()),
            cycles_per_tick: core_hz / 1e9,
            ticks_per_wait_ns: 1.0,
            ticks_per_second: 1e9,
            description: format!(
                "std::time::Instant (ns) x measured core clock {:.3} GHz",
                core_hz / 1e9
            ),
            notes,
        })
    }
}

/// Ticks per second of `read`, measured against `Instant` over `span` of busy waiting.
fn ticks_per_second(read: impl Fn() -> u64, span: Duration) -> f64 {
    let (t0, c0) = (Instant::now(), read());
    while t0.elapsed() < span {
        std::hint::spin_loop();
    }
    let (c1, t1) = (read(), t0.elapsed());
    c1.wrapping_sub(c0) as f64 / t1.as_secs_f64()
}

#[cfg(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
fn open_perf() -> Result<Counter, String> {
    let c = perf::Counter::open().map_err(|e| format!("perf_event_open(cycles): {e}"))?;
    // Some hypervisors hand out a counter that never moves: insist on a plausible rate.
    let hz = ticks_per_second(|| c.read(), Duration::from_millis(50));
    if !(1e8..2e10).contains(&hz) {
        return Err(format!(
            "perf_event_open(cycles) opened but counted {:.3} GHz",
            hz / 1e9
        ));
    }
    Ok(Counter {
        source: Source::Perf(c),
        cycles_per_tick: 1.0,
        ticks_per_wait_ns: 0.0,
        ticks_per_second: hz,
        description: format!(
            "perf_event_open hardware cycles (user space only), core clock {:.3} GHz while spinning",
            hz / 1e9
        ),
        notes: Vec::new(),
    })
}

#[cfg(not(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
)))]
fn open_perf() -> Result<Counter, String> {
    Err("perf_event_open: not Linux on x86_64/aarch64".into())
}

#[cfg(target_arch = "x86_64")]
fn open_tsc(core_hz: f64) -> Result<Counter, String> {
    let hz = ticks_per_second(tsc::read, Duration::from_millis(200));
    Ok(Counter {
        source: Source::Tsc,
        cycles_per_tick: 1.0,
        ticks_per_wait_ns: hz / 1e9,
        ticks_per_second: hz,
        description: format!(
            "rdtsc at {:.3} GHz (measured against Instant): TSC ticks at the nominal frequency, \
             not the boosted core clock (core ~{:.3} GHz now, {:.2} cycles per tick)",
            hz / 1e9,
            core_hz / 1e9,
            core_hz / hz
        ),
        notes: Vec::new(),
    })
}

#[cfg(target_arch = "aarch64")]
fn open_tsc(core_hz: f64) -> Result<Counter, String> {
    let hz = tsc::frequency() as f64;
    if hz == 0.0 {
        return Err("CNTFRQ_EL0 reads 0".into());
    }
    Ok(Counter {
        source: Source::Tsc,
        cycles_per_tick: core_hz / hz,
        ticks_per_wait_ns: hz / 1e9,
        ticks_per_second: hz,
        description: format!(
            "CNTVCT_EL0 at {:.1} MHz (CNTFRQ_EL0) x {:.2} core cycles per tick (core clock {:.3} GHz, \
             measured by a chain of dependent adds)",
            hz / 1e6,
            core_hz / hz,
            core_hz / 1e9
        ),
        notes: Vec::new(),
    })
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn open_tsc(_: f64) -> Result<Counter, String> {
    Err("no architectural cycle counter on this target".into())
}

#[cfg(target_arch = "x86_64")]
mod tsc {
    #[inline(always)]
    pub fn read() -> u64 {
        // SAFETY: RDTSC exists on every x86_64 CPU and only reads the time-stamp counter.
        unsafe { core::arch::x86_64::_rdtsc() }
    }
}

#[cfg(target_arch = "aarch64")]
mod tsc {
    #[inline(always)]
    pub fn read() -> u64 {
        let t: u64;
        // SAFETY: CNTVCT_EL0 is readable at EL0 on Linux and macOS (the kernel sets
        // CNTKCTL_EL1.EL0VCTEN); ISB orders the read after earlier instructions.
        unsafe { core::arch::asm!("isb", "mrs {}, cntvct_el0", out(reg) t, options(nostack)) };
        t
    }

    pub fn frequency() -> u64 {
        let f: u64;
        // SAFETY: CNTFRQ_EL0 is readable at EL0 whenever CNTVCT_EL0 is.
        unsafe { core::arch::asm!("mrs {}, cntfrq_el0", out(reg) f, options(nomem, nostack)) };
        f
    }
}

/// Runs `n` iterations of eight dependent 1-cycle integer additions (8n cycles on every current
/// x86_64 and AArch64 core; elsewhere a compiled approximation).
///
/// The addend is a register, not an immediate: Intel's Golden Cove and later cores fold chains
/// of `add reg, imm` at register renaming (measured on a Xeon of family 6 model 167: about 8
/// such adds per TSC tick, which read as a 20 GHz core), while `add reg, reg` keeps its one
/// cycle of latency everywhere.
#[inline(never)]
fn add_chain(n: u64) -> u64 {
    let mut x = black_box(0u64);
    let y = black_box(1u64);
    #[cfg(target_arch = "x86_64")]
    // SAFETY: pure register arithmetic; the loop ends because n >= 1 counts down to zero.
    unsafe {
        core::arch::asm!(
            "2:",
            "add {x}, {y}", "add {x}, {y}", "add {x}, {y}", "add {x}, {y}",
            "add {x}, {y}", "add {x}, {y}", "add {x}, {y}", "add {x}, {y}",
            "dec {n}",
            "jnz 2b",
            x = inout(reg) x,
            y = in(reg) y,
            n = inout(reg) n.max(1) => _,
            options(nomem, nostack),
        );
    }
    #[cfg(target_arch = "aarch64")]
    // SAFETY: pure register arithmetic; the loop ends because n >= 1 counts down to zero.
    unsafe {
        core::arch::asm!(
            "2:",
            "add {x}, {x}, {y}", "add {x}, {x}, {y}", "add {x}, {x}, {y}", "add {x}, {x}, {y}",
            "add {x}, {x}, {y}", "add {x}, {x}, {y}", "add {x}, {x}, {y}", "add {x}, {x}, {y}",
            "subs {n}, {n}, #1",
            "b.ne 2b",
            x = inout(reg) x,
            y = in(reg) y,
            n = inout(reg) n.max(1) => _,
            options(nomem, nostack),
        );
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    for _ in 0..n {
        x = black_box(x + 8 * y);
    }
    x
}

/// The core clock right now, in Hz: the best of several timed runs of a dependent-add chain
/// (8 cycles per iteration), each about `span` long. Also serves as the warm-up that lets the
/// core leave its idle clock.
pub fn core_clock_hz(span: Duration) -> f64 {
    let mut n = 1u64 << 16;
    loop {
        let t = Instant::now();
        black_box(add_chain(n));
        let e = t.elapsed();
        if e >= span / 4 {
            break;
        }
        n *= 2;
    }
    // The best run, with any time spent waiting for a CPU (another task ran) taken out.
    (0..7)
        .map(|_| {
            let w0 = runqueue_wait_ns();
            let t = Instant::now();
            black_box(add_chain(n));
            let e = t.elapsed().as_nanos() as f64;
            let waited = match (w0, runqueue_wait_ns()) {
                (Some(a), Some(b)) => b.saturating_sub(a) as f64,
                _ => 0.0,
            };
            (8 * n) as f64 / (e - waited).max(e / 100.0) * 1e9
        })
        .fold(0.0, f64::max)
}

/// Core cycles per tick of `c` right now: `n` iterations of the dependent-add chain (8n core
/// cycles) timed by the counter itself. `None` if another task ran in the middle (the chain
/// then counts the other task's ticks too).
pub fn core_cycles_per_tick(c: &Counter, n: u64) -> Option<f64> {
    let w0 = runqueue_wait_ns();
    let t0 = c.read();
    black_box(add_chain(n));
    let t1 = c.read();
    if w0.is_some() && runqueue_wait_ns() != w0 {
        return None;
    }
    let ticks = t1.wrapping_sub(t0);
    (ticks > 0).then(|| (8 * n) as f64 / ticks as f64)
}

/// Linux `perf_event_open(2)` through a raw system call (no libc crate).
#[cfg(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
mod perf {
    use std::fs::File;
    use std::io::Read;
    use std::os::fd::FromRawFd;

    #[cfg(target_arch = "x86_64")]
    const SYS_PERF_EVENT_OPEN: usize = 298;
    #[cfg(target_arch = "aarch64")]
    const SYS_PERF_EVENT_OPEN: usize = 241;

    const PERF_TYPE_HARDWARE: u32 = 0;
    const PERF_COUNT_HW_CPU_CYCLES: u64 = 0;
    const PERF_FORMAT_TOTAL_TIME_ENABLED: u64 = 1;
    const PERF_FORMAT_TOTAL_TIME_RUNNING: u64 = 2;
    // Bits of the flags word: exclude_kernel (5), exclude_hv (6).
    const EXCLUDE_KERNEL_HV: u64 = (1 << 5) | (1 << 6);
    const PERF_FLAG_FD_CLOEXEC: usize = 8;

    /// `struct perf_event_attr` up to `PERF_ATTR_SIZE_VER0` (64 bytes); the kernel accepts the
    /// older, shorter layout and zero-extends it.
    #[repr(C)]
    #[derive(Default)]
    struct Attr {
        type_: u32,
        size: u32,
        config: u64,
        sample_period: u64,
        sample_type: u64,
        read_format: u64,
        flags: u64,
        wakeup_events: u32,
        bp_type: u32,
        config1: u64,
    }

    pub struct Counter(File);

    impl Counter {
        pub fn open() -> Result<Counter, String> {
            let attr = Attr {
                type_: PERF_TYPE_HARDWARE,
                size: std::mem::size_of::<Attr>() as u32,
                config: PERF_COUNT_HW_CPU_CYCLES,
                read_format: PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING,
                flags: EXCLUDE_KERNEL_HV,
                ..Attr::default()
            };
            // pid 0 = this thread, cpu -1 = any CPU, no group.
            let ret = syscall5(
                SYS_PERF_EVENT_OPEN,
                &attr as *const Attr as usize,
                0,
                -1isize as usize,
                -1isize as usize,
                PERF_FLAG_FD_CLOEXEC,
            ) as isize;
            if ret < 0 {
                let err = std::io::Error::from_raw_os_error(-ret as i32);
                let paranoid = std::fs::read_to_string("/proc/sys/kernel/perf_event_paranoid")
                    .map(|s| s.trim().to_string())
                    .unwrap_or_else(|_| "?".into());
                return Err(format!("{err} (perf_event_paranoid = {paranoid})"));
            }
            // SAFETY: the kernel just returned this descriptor to us and nothing else owns it.
            Ok(Counter(unsafe { File::from_raw_fd(ret as i32) }))
        }

        /// Cycles counted so far, scaled up if the kernel multiplexed the counter.
        pub fn read(&self) -> u64 {
            let mut buf = [0u8; 24];
            (&self.0)
                .read_exact(&mut buf)
                .expect("reading the perf counter");
            let word = |i: usize| u64::from_ne_bytes(buf[8 * i..8 * i + 8].try_into().unwrap());
            let (value, enabled, running) = (word(0), word(1), word(2));
            if running == 0 || running == enabled {
                value
            } else {
                (value as u128 * enabled as u128 / running as u128) as u64
            }
        }
    }

    fn syscall5(nr: usize, a0: usize, a1: usize, a2: usize, a3: usize, a4: usize) -> usize {
        let ret: usize;
        #[cfg(target_arch = "x86_64")]
        // SAFETY: perf_event_open only reads the attribute struct, which outlives the call;
        // the clobbered registers (rcx, r11) are declared.
        unsafe {
            core::arch::asm!(
                "syscall",
                inlateout("rax") nr => ret,
                in("rdi") a0, in("rsi") a1, in("rdx") a2, in("r10") a3, in("r8") a4,
                lateout("rcx") _, lateout("r11") _,
                options(nostack),
            );
        }
        #[cfg(target_arch = "aarch64")]
        // SAFETY: as above; the AArch64 Linux ABI passes the number in x8 and returns in x0.
        unsafe {
            core::arch::asm!(
                "svc 0",
                in("x8") nr,
                inlateout("x0") a0 => ret, in("x1") a1, in("x2") a2, in("x3") a3, in("x4") a4,
                options(nostack),
            );
        }
        ret
    }
}

/// Nanoseconds this thread has spent runnable but waiting for a CPU (Linux
/// `/proc/thread-self/schedstat`, second field): if it grows during a sample, another task ran
/// in the middle of it. `None` where the kernel does not say.
pub fn runqueue_wait_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

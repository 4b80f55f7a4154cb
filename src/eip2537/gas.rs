//! The gas schedule of EIP-2537 (final): fixed prices for the additions and the maps, a
//! discounted per-pair price for the MSMs, an affine one for the pairing check.

/// Gas of BLS12_G1ADD.
pub const G1_ADD_GAS: u64 = 375;
/// Gas of BLS12_G2ADD.
pub const G2_ADD_GAS: u64 = 600;
/// Gas of BLS12_MAP_FP_TO_G1.
pub const MAP_FP_TO_G1_GAS: u64 = 5500;
/// Gas of BLS12_MAP_FP2_TO_G2.
pub const MAP_FP2_TO_G2_GAS: u64 = 23800;
/// The multiplication cost of BLS12_G1MSM: the price of one pair before the discount.
pub const G1_MSM_BASE_GAS: u64 = 12000;
/// The multiplication cost of BLS12_G2MSM.
pub const G2_MSM_BASE_GAS: u64 = 22500;
/// The discount tables' denominator.
pub const MSM_MULTIPLIER: u64 = 1000;
/// The fixed part of BLS12_PAIRING_CHECK's price.
pub const PAIRING_BASE_GAS: u64 = 37700;
/// The price of each pair of BLS12_PAIRING_CHECK.
pub const PAIRING_PER_PAIR_GAS: u64 = 32600;

/// The G1MSM discounts for k = 1..=128 pairs, in thousandths (EIP-2537 "Gas schedule");
/// k > 128 takes the last entry.
pub const G1_MSM_DISCOUNT: [u16; 128] = [
    1000, 949, 848, 797, 764, 750, 738, 728, 719, 712, 705, 698, 692, 687, 682, 677, 673, 669, 665,
    661, 658, 654, 651, 648, 645, 642, 640, 637, 635, 632, 630, 627, 625, 623, 621, 619, 617, 615,
    613, 611, 609, 608, 606, 604, 603, 601, 599, 598, 596, 595, 593, 592, 591, 589, 588, 586, 585,
    584, 582, 581, 580, 579, 577, 576, 575, 574, 573, 572, 570, 569, 568, 567, 566, 565, 564, 563,
    562, 561, 560, 559, 558, 557, 556, 555, 554, 553, 552, 551, 550, 549, 548, 547, 547, 546, 545,
    544, 543, 542, 541, 540, 540, 539, 538, 537, 536, 536, 535, 534, 533, 532, 532, 531, 530, 529,
    528, 528, 527, 526, 525, 525, 524, 523, 522, 522, 521, 520, 520, 519,
];

/// The G2MSM discounts for k = 1..=128 pairs, in thousandths; k > 128 takes the last entry.
pub const G2_MSM_DISCOUNT: [u16; 128] = [
    1000, 1000, 923, 884, 855, 832, 812, 796, 782, 770, 759, 749, 740, 732, 724, 717, 711, 704,
    699, 693, 688, 683, 679, 674, 670, 666, 663, 659, 655, 652, 649, 646, 643, 640, 637, 634, 632,
    629, 627, 624, 622, 620, 618, 615, 613, 611, 609, 607, 606, 604, 602, 600, 598, 597, 595, 593,
    592, 590, 589, 587, 586, 584, 583, 582, 580, 579, 578, 576, 575, 574, 573, 571, 570, 569, 568,
    567, 566, 565, 563, 562, 561, 560, 559, 558, 557, 556, 555, 554, 553, 552, 552, 551, 550, 549,
    548, 547, 546, 545, 545, 544, 543, 542, 541, 541, 540, 539, 538, 537, 537, 536, 535, 535, 534,
    533, 532, 532, 531, 530, 530, 529, 528, 528, 527, 526, 526, 525, 524, 524,
];

/// `k · base · discount(k) / 1000` rounded down, 0 for k = 0, saturating at `u64::MAX`.
const fn msm_gas(k: usize, base: u64, table: &[u16; 128]) -> u64 {
    if k == 0 {
        return 0;
    }
    let i = if k > table.len() {
        table.len() - 1
    } else {
        k - 1
    };
    let gas = k as u128 * base as u128 * table[i] as u128 / MSM_MULTIPLIER as u128;
    if gas > u64::MAX as u128 {
        u64::MAX
    } else {
        gas as u64
    }
}

/// Gas of BLS12_G1MSM with `k` pairs (`k = input.len() / 160`): `k · 12000 · discount(k) /
/// 1000`, rounded down; 0 for k = 0 (an empty input fails anyway).
///
/// ```
/// use bls381::eip2537::g1_msm_gas;
/// assert_eq!(g1_msm_gas(1), 12000);
/// assert_eq!(g1_msm_gas(2), 22776);
/// assert_eq!(g1_msm_gas(200), g1_msm_gas(128) / 128 * 200);
/// ```
pub const fn g1_msm_gas(k: usize) -> u64 {
    msm_gas(k, G1_MSM_BASE_GAS, &G1_MSM_DISCOUNT)
}

/// Gas of BLS12_G2MSM with `k` pairs (`k = input.len() / 288`): `k · 22500 · discount(k) /
/// 1000`, rounded down; 0 for k = 0.
///
/// ```
/// use bls381::eip2537::g2_msm_gas;
/// assert_eq!(g2_msm_gas(1), 22500);
/// assert_eq!(g2_msm_gas(2), 45000);
/// ```
pub const fn g2_msm_gas(k: usize) -> u64 {
    msm_gas(k, G2_MSM_BASE_GAS, &G2_MSM_DISCOUNT)
}

/// Gas of BLS12_PAIRING_CHECK with `k` pairs (`k = input.len() / 384`): `32600 · k + 37700`,
/// saturating.
///
/// ```
/// use bls381::eip2537::pairing_gas;
/// assert_eq!(pairing_gas(2), 102900);
/// ```
pub const fn pairing_gas(k: usize) -> u64 {
    (k as u64)
        .saturating_mul(PAIRING_PER_PAIR_GAS)
        .saturating_add(PAIRING_BASE_GAS)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables start at 1000 (no discount for one pair) and never increase; the price of k
    /// pairs grows with k (more pairs never cost less).
    #[test]
    fn tables_are_monotone() {
        for t in [&G1_MSM_DISCOUNT, &G2_MSM_DISCOUNT] {
            assert_eq!(t[0] as u64, MSM_MULTIPLIER);
            assert!(t.windows(2).all(|w| w[1] <= w[0]));
        }
        for k in 1..300 {
            assert!(g1_msm_gas(k + 1) > g1_msm_gas(k), "G1, k = {k}");
            assert!(g2_msm_gas(k + 1) > g2_msm_gas(k), "G2, k = {k}");
        }
        assert_eq!(g1_msm_gas(0), 0);
        assert_eq!(g2_msm_gas(0), 0);
        assert_eq!(g1_msm_gas(usize::MAX), u64::MAX);
        assert_eq!(pairing_gas(usize::MAX), u64::MAX);
    }
}

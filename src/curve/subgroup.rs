//! Subgroup membership tests and cofactor clearing.
//!
//! * G1: P ∈ G1 ⇔ φ(P) = −[z²]P, i.e. [|z|]([|z|]P) = −φ(P) (Scott, ePrint 2021/1130 §6;
//!   proof in El Housni–Guillevic–Piellard, ePrint 2022/352 §3).
//! * G2: P ∈ G2 ⇔ ψ(P) = [z]P, i.e. [|z|]P = −ψ(P) (ePrint 2021/1130 §4; 2022/352 §3).
//! * G1 cofactor: [1 − z]P = P + [|z|]P (Wahby–Boneh, ePrint 2019/403 §5; RFC 9380 §8.8.1
//!   h_eff).
//! * G2 cofactor: [z² − z − 1]P + [z − 1]ψ(P) + ψ²(2P) (Budroni–Pintore, ePrint 2017/419 §4.1;
//!   equal to RFC 9380 §8.8.2 h_eff).
//!
//! The multiplications by |z| run in Jacobian coordinates with every exceptional addition
//! resolved by selection, so the tests are exact for points of any order, including the
//! small-order points that they exist to reject.

use subtle::{Choice, ConstantTimeEq};

use super::base_field::BaseField;
use super::endomorphism::{psi, psi2, psi_affine, BETA};
use super::g1::G1;
use super::g2::G2;
use super::group_law::{mul_by_abs_z, mul_by_abs_z_affine, Jacobian};
use super::point::{Affine, Curve, Projective};

/// Whether the Jacobian `q` and the affine `a` are the same point (constant time).
pub(crate) fn jacobian_eq_affine<C: Curve>(q: &Jacobian<C>, a: &Affine<C>) -> Choice {
    let z2 = q.z.square();
    let z3 = z2.mul(&q.z);
    let same = q.x.ct_eq(&a.x.mul(&z2)) & q.y.ct_eq(&a.y.mul(&z3));
    let q_inf = q.is_identity();
    (q_inf & a.infinity) | (!q_inf & !a.infinity & same)
}

/// −φ(P) = (βx, −y), which is [z²]P on G1.
fn neg_phi(p: &Affine<G1>) -> Affine<G1> {
    Affine {
        x: p.x.mul(&BETA),
        y: p.y.neg(),
        infinity: p.infinity,
    }
}

/// P ∈ G1 ⇔ [|z|]([|z|]P) = −φ(P) (ePrint 2021/1130 §6).
pub(crate) fn g1_is_torsion_free(p: &Affine<G1>) -> Choice {
    let q = mul_by_abs_z(&mul_by_abs_z_affine(p));
    jacobian_eq_affine(&q, &neg_phi(p))
}

/// [1 − z]P = P + [|z|]P (ePrint 2019/403 §5).
pub(crate) fn g1_clear_cofactor(p: &Projective<G1>) -> Projective<G1> {
    let q = mul_by_abs_z(&Jacobian::from_projective(p)).to_projective();
    q.add(p)
}

/// P ∈ G2 ⇔ [|z|]P = −ψ(P) (ePrint 2021/1130 §4).
pub(crate) fn g2_is_torsion_free(p: &Affine<G2>) -> Choice {
    let q = mul_by_abs_z_affine(p);
    jacobian_eq_affine(&q, &-psi_affine(p))
}

/// [z² − z − 1]P + [z − 1]ψ(P) + ψ²(2P) (ePrint 2017/419 §4.1), evaluated as blst does with
/// [−z] = [|z|]: ψ²(2P) − P − ψ(P) + [|z|]([|z|]P + P − ψ(P)).
pub(crate) fn g2_clear_cofactor(p: &Projective<G2>) -> Projective<G2> {
    let neg_psi = -psi(p);
    let out = psi2(&p.double()).add(&-p).add(&neg_psi);
    let t0 = mul_by_abs_z(&Jacobian::from_projective(p)).to_projective();
    let t0 = t0.add(p).add(&neg_psi);
    let t1 = mul_by_abs_z(&Jacobian::from_projective(&t0)).to_projective();
    out.add(&t1)
}

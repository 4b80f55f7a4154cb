//! RFC 9380 vectors through this facade's `hash_to_curve` (0.9 API: messages are
//! `IntoIterator`s of byte strings).
#![cfg(feature = "experimental")]

#[path = "../../../tests/h2c_support/json.rs"]
mod json;

macro_rules! msg {
    ($m:expr) => {
        [$m]
    };
}

macro_rules! hash_to_field {
    ($m:expr, $dst:expr, $out:expr) => {
        HashToField::hash_to_field::<Xmd, _>([$m], $dst, $out)
    };
}

macro_rules! expand {
    ($m:expr, $dst:expr, $len:expr) => {{
        use bls12_381::hash_to_curve::ExpandMessage;
        use digest::generic_array::typenum::U32;
        <Xmd as ExpandMessage>::init_expand::<_, U32>([$m], $dst, $len).into_vec()
    }};
}

include!("../../shared/tests/rfc9380.rs");

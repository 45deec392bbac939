//! Error measures the ops' unit tests share. Each is NaN as soon as one difference is NaN, so a
//! tolerance check fails on it (`f64::max` alone would skip a NaN operand).

use candle_core::{DType, Tensor};

/// The tensor's elements in f64, row-major.
pub(crate) fn flat(t: &Tensor) -> Vec<f64> {
    t.to_dtype(DType::F64)
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f64>()
        .unwrap()
}

/// `max |a - b|` over the elements of two equally long slices.
pub(crate) fn max_abs_diff(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    let mut m = 0f64;
    for (x, y) in a.iter().zip(b) {
        let d = (x - y).abs();
        if d.is_nan() {
            return f64::NAN;
        }
        m = m.max(d);
    }
    m
}

/// Max-norm relative error `||a - b||_inf / ||b||_inf` in f64; 0 when the two are equal (all
/// zeros included).
pub(crate) fn rel_err(a: &Tensor, b: &Tensor) -> f64 {
    let (a, b) = (flat(a), flat(b));
    let num = max_abs_diff(&a, &b);
    if num == 0.0 {
        return 0.0;
    }
    num / b.iter().fold(0f64, |m, v| m.max(v.abs()))
}

#[test]
fn a_nan_anywhere_makes_the_measures_nan() {
    let dev = candle_core::Device::Cpu;
    let a = Tensor::new(&[1f32, f32::NAN, 3.0], &dev).unwrap();
    let b = Tensor::new(&[1f32, 2.0, 3.5], &dev).unwrap();
    assert!(rel_err(&a, &b).is_nan());
    assert!(rel_err(&b, &a).is_nan());
    assert_eq!(rel_err(&b, &b), 0.0);
    assert_eq!(max_abs_diff(&flat(&b), &[1.0, 2.0, 3.0]), 0.5);
}

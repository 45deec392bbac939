//! The model's named parameters, created in a fixed order with their GPT-2 initialisation.

use candle_core::{DType, Device, Shape, Tensor, Var};
use rand_distr::{Distribution, Normal};

use crate::error::Result;
use crate::rng::{keyed_rng, stream};

/// How a parameter starts.
#[derive(Debug, Clone, Copy)]
pub enum Init {
    Normal(f64),
    Zeros,
    Ones,
}

/// Named master `Var`s in creation order. Names are a file format (the checkpoint's).
pub struct ParamSet {
    named: Vec<(String, Var)>,
    /// None: every parameter starts at zero, to be filled from a checkpoint.
    seed: Option<u64>,
    dtype: DType,
    device: Device,
}

impl ParamSet {
    pub fn new(seed: u64, dtype: DType, device: Device) -> Self {
        Self {
            named: Vec::new(),
            seed: Some(seed),
            dtype,
            device,
        }
    }

    /// Parameters that start at zero, for a model whose values come from a checkpoint next:
    /// no random numbers drawn (for GPT-2 small, 124 M normals) only to be overwritten.
    pub fn blank(dtype: DType, device: Device) -> Self {
        Self {
            named: Vec::new(),
            seed: None,
            dtype,
            device,
        }
    }

    /// Create parameter `name`; its initial values depend only on (seed, its index).
    pub fn param(&mut self, name: &str, shape: impl Into<Shape>, init: Init) -> Result<Var> {
        let shape = shape.into();
        let Some(seed) = self.seed else {
            let var = Var::zeros(shape, self.dtype, &self.device)?;
            self.named.push((name.to_string(), var.clone()));
            return Ok(var);
        };
        let n = shape.elem_count();
        let values: Vec<f64> = match init {
            Init::Zeros => vec![0.0; n],
            Init::Ones => vec![1.0; n],
            Init::Normal(std) => {
                let mut rng = keyed_rng(&[seed, stream::INIT, self.named.len() as u64]);
                let normal = Normal::new(0.0, std).expect("invariant: std is a positive constant");
                (0..n).map(|_| normal.sample(&mut rng)).collect()
            }
        };
        let t = Tensor::from_vec(values, shape, &self.device)?.to_dtype(self.dtype)?;
        let var = Var::from_tensor(&t)?;
        self.named.push((name.to_string(), var.clone()));
        Ok(var)
    }

    pub fn named(&self) -> &[(String, Var)] {
        &self.named
    }

    pub fn vars(&self) -> Vec<Var> {
        self.named.iter().map(|(_, v)| v.clone()).collect()
    }

    /// Total number of scalar parameters.
    pub fn count(&self) -> usize {
        self.named.iter().map(|(_, v)| v.elem_count()).sum()
    }
}

//! The thin binary: everything lives in the library (`minigpt::cli`).

fn main() -> std::process::ExitCode {
    minigpt::cli::main()
}

fn main() -> std::process::ExitCode {
    minigpt::cli::main()
}

"""What the program stands on: opening the store, files, input, the run."""

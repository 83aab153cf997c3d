"""Sharing without a server: a copy of the book as a file, and merging copies."""

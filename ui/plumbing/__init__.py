"""What the window stands on: background work, crashes, dialogs, words."""

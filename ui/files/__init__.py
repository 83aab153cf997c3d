"""Files in and out: campaigns, printing, PDF, cards, phones, copies, imports."""

"""A warband or a campaign as files to read elsewhere: JSON, HTML, forum text."""

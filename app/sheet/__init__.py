"""A warband's sheet as every reader sees it: figures, marks, the panel's offers."""

"""The live and stored graphs: curves, axes, their data and how often they are drawn."""

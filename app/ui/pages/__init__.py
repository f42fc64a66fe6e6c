"""The window's pages and side panels: the Quick, Peak, Steady, custom, cache and check pages, the grid."""

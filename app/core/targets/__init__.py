"""Device and mount discovery, and the safety policy every front end obeys."""

"""The trick table: the scene drawn from the controller's views (view), its items, the bidding box,
the geometry (layout) and the last-trick review."""

// Build-time render only (host/prerender): stands in for remote-capture's worker build, which the
// route shell never starts (workers start in effects, and a server render runs none).

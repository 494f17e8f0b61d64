//! The fault run placeholder.

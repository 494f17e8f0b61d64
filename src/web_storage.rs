//! The browser's local storage, where a page keeps what a terminal keeps
//! in its data directory: the unfinished game (`web`), the progress
//! (`tui::progress_file`).

/// The page's local storage, when the browser gives one.
fn storage() -> Option<ratzilla::web_sys::Storage> {
    ratzilla::web_sys::window()?.local_storage().ok().flatten()
}

/// The text kept under `key` in the browser's storage, if there is one.
pub(crate) fn kept(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Keeps `text` under `key` in the browser's storage, or forgets it
/// (`None`); whether it did. A browser that refuses (private mode, full)
/// keeps nothing, and play goes on.
pub(crate) fn keep_as(key: &str, text: Option<&str>) -> bool {
    storage().is_some_and(|storage| {
        match text {
            Some(text) => storage.set_item(key, text),
            None => storage.remove_item(key),
        }
        .is_ok()
    })
}

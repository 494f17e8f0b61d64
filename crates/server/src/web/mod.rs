//! The browser's page (`obereg server --web DIR`): the files of one
//! folder, read when the server starts and kept in memory, answered over
//! HTTP on the server's port beside the WebSocket (`front.rs`). A file
//! `NAME.gz` beside `NAME` is sent instead to a client that takes gzip.
//! Nothing is read from the disk while serving, so no request can reach
//! a file the folder did not hold at the start.

pub mod http;
mod load;

use std::collections::HashMap;
use std::path::PathBuf;

use sha2::{Digest, Sha256};

pub use http::{HeadError, MAX_HEAD, PageRequest};
pub use load::{MAX_BYTES, MAX_FILES};

/// Why the page's folder cannot be served.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// The folder or a file in it could not be read.
    #[error("{path}: {source}")]
    Read {
        /// The folder or file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The folder has no `index.html`.
    #[error("{0}: no index.html")]
    NoIndex(PathBuf),
    /// The folder holds more than [`MAX_FILES`] files.
    #[error("{0}: more than {MAX_FILES} files")]
    TooMany(PathBuf),
    /// The folder's files are more than [`MAX_BYTES`] bytes together.
    #[error("{0}: more than {MAX_BYTES} bytes")]
    TooLarge(PathBuf),
}

/// One form of a file: its bytes and the tag that names them (`ETag`).
struct Form {
    bytes: Vec<u8>,
    tag: String,
}

impl Form {
    fn new(bytes: Vec<u8>) -> Form {
        let digest = Sha256::digest(&bytes);
        let tag = digest.iter().take(12).map(|byte| format!("{byte:02x}")).collect::<String>();
        Form { bytes, tag: format!("\"{tag}\"") }
    }
}

/// A file served: as it is, gzipped if a `.gz` of it was there, and its type.
struct Served {
    plain: Form,
    gzipped: Option<Form>,
    kind: &'static str,
}

/// The page's files, by their paths below its folder.
pub struct Site {
    files: HashMap<String, Served>,
}

/// An answer to a request: its head, and its body unless none is sent.
pub struct Answer<'a> {
    /// The head, ready to send.
    pub head: String,
    /// The body (empty for `HEAD`, a refusal, or `304`).
    pub body: &'a [u8],
}

impl Site {
    /// The files of `dir`; a `NAME.gz` beside a `NAME` no older than it,
    /// and gzip by its first bytes, is that file's gzipped form.
    ///
    /// # Errors
    /// [`WebError`] when the folder cannot be read, has no `index.html`, or
    /// too many files or bytes.
    pub fn load(dir: &std::path::Path) -> Result<Site, WebError> {
        let mut read = load::read_folder(dir)?;
        if !read.contains_key("index.html") {
            return Err(WebError::NoIndex(dir.to_path_buf()));
        }
        let gzipped: Vec<String> = read
            .iter()
            .filter_map(|(name, file)| {
                let plain = read.get(name.strip_suffix(".gz")?)?;
                let fresh = file.modified.zip(plain.modified).is_none_or(|(gz, plain)| gz >= plain);
                (fresh && file.bytes.starts_with(&[0x1f, 0x8b])).then(|| name.clone())
            })
            .collect();
        let mut gz_of: HashMap<String, Vec<u8>> = HashMap::new();
        for name in gzipped {
            if let (Some(file), Some(plain)) = (read.remove(&name), name.strip_suffix(".gz")) {
                gz_of.insert(plain.to_string(), file.bytes);
            }
        }
        let files = read
            .into_iter()
            .map(|(name, file)| {
                let served = Served {
                    kind: kind_of(&name),
                    gzipped: gz_of.remove(&name).map(Form::new),
                    plain: Form::new(file.bytes),
                };
                (name, served)
            })
            .collect();
        Ok(Site { files })
    }

    /// The answer to `request`: the file it names (gzipped if the client
    /// takes it and there is a gzipped form), `304 Not Modified` when the
    /// client has it already, or a refusal.
    pub fn answer(&self, request: &PageRequest) -> Answer<'_> {
        if request.method != "GET" && request.method != "HEAD" {
            return refusal("405 Method Not Allowed", &[("Allow", "GET, HEAD".to_string())]);
        }
        let Some(name) = http::file_of(request.path()) else { return refusal("400 Bad Request", &[]) };
        let Some(served) = self.files.get(&name) else { return refusal("404 Not Found", &[]) };
        let (form, gzipped) = match &served.gzipped {
            Some(gzipped) if request.gzip => (gzipped, true),
            _ => (&served.plain, false),
        };
        let mut headers = vec![
            ("ETag", form.tag.clone()),
            // The page's files keep their names from one build to the
            // next: the browser asks each time whether its copy is current.
            ("Cache-Control", "no-cache".to_string()),
            ("Vary", "Accept-Encoding".to_string()),
        ];
        if request.if_none_match.as_deref().is_some_and(|tags| has_tag(tags, &form.tag)) {
            return Answer { head: http::head("304 Not Modified", &headers), body: &[] };
        }
        headers.push(("Content-Type", served.kind.to_string()));
        headers.push(("Content-Length", form.bytes.len().to_string()));
        headers.push(("X-Content-Type-Options", "nosniff".to_string()));
        if gzipped {
            headers.push(("Content-Encoding", "gzip".to_string()));
        }
        let body = if request.method == "HEAD" { &[][..] } else { &form.bytes[..] };
        Answer { head: http::head("200 OK", &headers), body }
    }
}

/// A refusal with `status` and no body.
pub fn refusal(status: &'static str, headers: &[(&str, String)]) -> Answer<'static> {
    let mut headers = headers.to_vec();
    headers.push(("Content-Length", "0".to_string()));
    Answer { head: http::head(status, &headers), body: &[] }
}

/// Whether an `If-None-Match` value names `tag` (or is `*`); a weak tag
/// (`W/"…"`) matches its strong one, as the header's comparison asks.
fn has_tag(tags: &str, tag: &str) -> bool {
    tags.split(',').map(str::trim).any(|each| each == "*" || each.trim_start_matches("W/") == tag)
}

/// The `Content-Type` of a file, by its name's ending.
fn kind_of(name: &str) -> &'static str {
    let ending = name.rsplit_once('.').map(|(_, ending)| ending.to_ascii_lowercase()).unwrap_or_default();
    match ending.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "ttf" => "font/ttf",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

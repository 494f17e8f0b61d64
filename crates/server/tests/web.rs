//! The browser's page served on the server's port (`--web DIR`): the
//! files of a temporary folder, their types, gzip, caching, and nothing
//! outside the folder, over TLS on 127.0.0.1.

use std::collections::HashMap;
use std::path::Path;

use obereg_client::connect_tls;
use obereg_server::web::WebError;
use obereg_server::{Limits, ManualNow, Server, ServerError};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::support::{Dirs, EPOCH, PATIENCE, Running, clients, config, http};

const INDEX: &str = "<!doctype html><title>Obereg</title>";
const SCRIPT: &str = "export default function start() {}";
const WASM: &[u8] = b"\0asm\x01\0\0\0";
/// A gzipped copy's stand-in: the server checks only its first bytes.
const WASM_GZ: &[u8] = b"\x1f\x8b\x08\0gzipped";
const SECRET: &str = "the operator's secret";

/// An answer: its status line, its headers (names in lower case), its body.
struct Answer {
    status: String,
    headers: HashMap<String, String>,
    body: Vec<u8>,
}

impl Answer {
    fn code(&self) -> &str {
        self.status.split(' ').nth(1).unwrap_or_default()
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).map(String::as_str)
    }
}

fn parse(said: &[u8]) -> Answer {
    let end = said.windows(4).position(|four| four == b"\r\n\r\n").expect("a whole head");
    let head = String::from_utf8(said[..end].to_vec()).unwrap();
    let mut lines = head.split("\r\n");
    let status = lines.next().unwrap().to_string();
    let headers = lines
        .map(|line| line.split_once(": ").unwrap())
        .map(|(name, value)| (name.to_ascii_lowercase(), value.to_string()))
        .collect();
    Answer { status, headers, body: said[end + 4..].to_vec() }
}

/// `GET path` with `headers`, answered.
async fn get(server: &Running, dir: &Path, path: &str, headers: &str) -> Answer {
    ask(server, dir, &format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{headers}\r\n")).await
}

async fn ask(server: &Running, dir: &Path, request: &str) -> Answer {
    parse(&http(server, dir, request.as_bytes()).await)
}

/// A temporary folder holding the page in `web/` (an index, a script, the
/// WebAssembly and its gzipped copy, a file in a subfolder, a hidden file
/// and a link to a file outside) and, beside it, a secret.
fn page() -> tempfile::TempDir {
    let root = tempfile::tempdir().unwrap();
    let web = root.path().join("web");
    std::fs::create_dir_all(web.join("pkg")).unwrap();
    std::fs::write(web.join("index.html"), INDEX).unwrap();
    std::fs::write(web.join("obereg.js"), SCRIPT).unwrap();
    std::fs::write(web.join("obereg_bg.wasm"), WASM).unwrap();
    std::fs::write(web.join("obereg_bg.wasm.gz"), WASM_GZ).unwrap();
    // A gzipped copy older than its file is not its copy any more.
    std::fs::write(web.join("obereg.js.gz"), WASM_GZ).unwrap();
    let an_hour_before = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(web.join("obereg.js.gz"))
        .unwrap()
        .set_modified(an_hour_before)
        .unwrap();
    std::fs::write(web.join("pkg").join("theme.css"), "body {}").unwrap();
    std::fs::write(web.join(".secret"), SECRET).unwrap();
    std::fs::write(root.path().join("secret.txt"), SECRET).unwrap();
    std::os::unix::fs::symlink(root.path().join("secret.txt"), web.join("link.txt")).unwrap();
    root
}

/// A server on 127.0.0.1 serving [`page`], a client's folder, and the
/// folders kept until the test ends.
fn serving() -> (Running, std::path::PathBuf, (Dirs, tempfile::TempDir)) {
    let (dirs, site) = (Dirs::new(), page());
    let server = Running::start_web(&dirs.server(), &ManualNow::at(EPOCH), &site.path().join("web"));
    (server, dirs.client("a"), (dirs, site))
}

#[test]
fn the_page_is_served_at_the_root_and_its_files_with_their_types() {
    let (server, dir, _kept) = serving();
    clients().block_on(async {
        let index = get(&server, &dir, "/", "").await;
        assert_eq!(index.code(), "200", "{}", index.status);
        assert_eq!(index.header("content-type"), Some("text/html; charset=utf-8"));
        assert_eq!(index.body, INDEX.as_bytes());
        assert_eq!(get(&server, &dir, "/index.html?lang=uk", "").await.body, INDEX.as_bytes());
        let script = get(&server, &dir, "/obereg.js", "").await;
        assert_eq!(script.header("content-type"), Some("text/javascript; charset=utf-8"));
        assert_eq!(script.header("content-length"), Some(SCRIPT.len().to_string().as_str()));
        assert_eq!(script.body, SCRIPT.as_bytes());
        let wasm = get(&server, &dir, "/obereg_bg.wasm", "").await;
        assert_eq!(wasm.header("content-type"), Some("application/wasm"));
        assert_eq!((wasm.body.as_slice(), wasm.header("content-encoding")), (WASM, None));
        let css = get(&server, &dir, "/pkg/theme.css", "").await;
        assert_eq!(css.header("content-type"), Some("text/css; charset=utf-8"));
        assert_eq!(get(&server, &dir, "/missing.js", "").await.code(), "404");
        assert_eq!(get(&server, &dir, "/pkg/", "").await.code(), "404", "no index there");
    });
}

#[test]
fn no_path_reaches_a_file_outside_the_folder_or_a_hidden_one() {
    let (server, dir, kept) = serving();
    clients().block_on(async {
        let paths = [
            "/../secret.txt",
            "/pkg/../../secret.txt",
            "/%2e%2e/secret.txt",
            "/%2E%2E%2Fsecret.txt",
            "/pkg/..%2f..%2fsecret.txt",
            "/..%5csecret.txt",
            "//secret.txt",
            "/./../secret.txt",
            "http://127.0.0.1/../secret.txt",
            "/link.txt",
            "/.secret",
            "/%2esecret",
            &format!("/{}", kept.1.path().join("secret.txt").display()),
        ];
        for path in paths {
            let answer = get(&server, &dir, path, "").await;
            assert!(["400", "404"].contains(&answer.code()), "{path}: {}", answer.status);
            assert!(answer.body.is_empty(), "{path}");
        }
    });
}

#[test]
fn a_gzipped_copy_beside_a_file_goes_to_a_client_that_takes_gzip() {
    let (server, dir, _kept) = serving();
    clients().block_on(async {
        let gzipped = get(&server, &dir, "/obereg_bg.wasm", "Accept-Encoding: gzip, deflate, br\r\n").await;
        assert_eq!(gzipped.header("content-encoding"), Some("gzip"));
        assert_eq!(gzipped.header("content-type"), Some("application/wasm"));
        assert_eq!(gzipped.header("vary"), Some("Accept-Encoding"));
        assert_eq!(gzipped.body, WASM_GZ);
        let refused = get(&server, &dir, "/obereg_bg.wasm", "Accept-Encoding: gzip;q=0\r\n").await;
        assert_eq!((refused.body.as_slice(), refused.header("content-encoding")), (WASM, None));
        let stale = get(&server, &dir, "/obereg.js", "Accept-Encoding: gzip\r\n").await;
        assert_eq!((stale.body.as_slice(), stale.header("content-encoding")), (SCRIPT.as_bytes(), None));
        let no_copy = get(&server, &dir, "/pkg/theme.css", "Accept-Encoding: gzip\r\n").await;
        assert_eq!(
            (no_copy.body.as_slice(), no_copy.header("content-encoding")),
            (b"body {}".as_slice(), None)
        );
        assert_eq!(get(&server, &dir, "/obereg_bg.wasm.gz", "").await.code(), "404", "a copy, not a file");
    });
}

#[test]
fn a_client_that_has_the_file_is_told_so_and_head_sends_no_body() {
    let (server, dir, _kept) = serving();
    clients().block_on(async {
        let first = get(&server, &dir, "/obereg_bg.wasm", "").await;
        let tag = first.header("etag").unwrap().to_string();
        assert_eq!(first.header("cache-control"), Some("no-cache"));
        let gzipped = get(&server, &dir, "/obereg_bg.wasm", "Accept-Encoding: gzip\r\n").await;
        assert_ne!(gzipped.header("etag"), Some(tag.as_str()), "each form has its own tag");
        let again = get(&server, &dir, "/obereg_bg.wasm", &format!("If-None-Match: {tag}\r\n")).await;
        assert_eq!((again.code(), again.body.len()), ("304", 0));
        let other = get(&server, &dir, "/obereg_bg.wasm", "If-None-Match: \"other\"\r\n").await;
        assert_eq!((other.code(), other.body.as_slice()), ("200", WASM));
        let head = ask(&server, &dir, "HEAD /obereg.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").await;
        assert_eq!(head.code(), "200");
        assert_eq!(head.header("content-length"), Some(SCRIPT.len().to_string().as_str()));
        assert!(head.body.is_empty());
    });
}

#[test]
fn oversized_heads_and_other_methods_are_refused() {
    let (server, dir, _kept) = serving();
    clients().block_on(async {
        let long_line = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(9000));
        assert_eq!(ask(&server, &dir, &long_line).await.code(), "431");
        let long_header = get(&server, &dir, "/", &format!("X-Long: {}\r\n", "a".repeat(9000))).await;
        assert_eq!(long_header.code(), "431");
        let many = get(&server, &dir, "/", &"X-Many: a\r\n".repeat(100)).await;
        assert_eq!(many.code(), "431");
        let other = ask(&server, &dir, "GETS / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").await;
        assert_eq!((other.code(), other.header("allow")), ("405", Some("GET, HEAD")));
        assert_eq!(get(&server, &dir, "/", "").await.body, INDEX.as_bytes(), "still serving");
    });
}

#[test]
fn a_client_that_stalls_in_its_request_holds_up_no_one() {
    let (server, dir, _kept) = serving();
    clients().block_on(async {
        let mut stalled = Vec::new();
        for _ in 0..4 {
            let (mut stream, _) = connect_tls(&server.addr, &dir).await.unwrap();
            stream.write_all(b"GET /obereg_bg.wasm HTTP/1.1\r\nHost: 127.").await.unwrap();
            stream.flush().await.unwrap();
            stalled.push(stream);
        }
        assert_eq!(get(&server, &dir, "/", "").await.body, INDEX.as_bytes());
        drop(stalled);
    });
}

#[test]
fn a_request_over_the_caps_on_connections_is_told_the_server_is_busy() {
    let (dirs, site) = (Dirs::new(), page());
    let limits = Limits { per_address: 1, ..Limits::default() };
    let server = Running::launch(
        config(&dirs.server(), Some(&site.path().join("web"))),
        &ManualNow::at(EPOCH),
        limits,
    );
    clients().block_on(async {
        let dir = dirs.client("a");
        let (mut holding, _) = connect_tls(&server.addr, &dir).await.unwrap();
        assert_eq!(get(&server, &dir, "/", "").await.code(), "503");
        // The server frees the place as it closes the connection, which the
        // client hears as the end of the stream; asked again a bounded
        // number of times, should the place be freed just after.
        holding.shutdown().await.unwrap();
        let _ = holding.read_to_end(&mut Vec::new()).await;
        let mut codes = Vec::new();
        for _ in 0..PATIENCE {
            codes.push(get(&server, &dir, "/", "").await.code().to_string());
            if codes.last().is_some_and(|code| code == "200") {
                break;
            }
        }
        assert_eq!(codes.last().map(String::as_str), Some("200"), "{codes:?}");
    });
}

#[test]
fn a_page_folder_without_an_index_does_not_start_the_server() {
    let (dirs, site) = (Dirs::new(), page());
    std::fs::remove_file(site.path().join("web").join("index.html")).unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let clock = std::sync::Arc::new(ManualNow::at(EPOCH));
    let no_index = config(&dirs.server(), Some(&site.path().join("web")));
    let bound = runtime.block_on(Server::bind(no_index, clock));
    assert!(matches!(bound, Err(ServerError::Web(WebError::NoIndex(_)))), "{:?}", bound.err());
    let missing = config(&dirs.server(), Some(&site.path().join("nowhere")));
    let bound = runtime.block_on(Server::bind(missing, std::sync::Arc::new(ManualNow::at(EPOCH))));
    assert!(matches!(bound, Err(ServerError::Web(WebError::Read { .. }))), "{:?}", bound.err());
}

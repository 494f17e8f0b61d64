//! The little of HTTP/1.1 the page needs: a request's head read and
//! checked (its size bounded), the path made safe, and an answer's head.

/// The longest request head read, in bytes: its line and headers together.
pub const MAX_HEAD: usize = 8192;

/// The most headers a request may have.
const MAX_HEADERS: usize = 64;

/// What a request asked, as far as the page cares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageRequest {
    /// The method, `GET` or `HEAD` (others are refused).
    pub method: String,
    /// The request's target as sent: the path and any query.
    pub target: String,
    /// Whether the client takes a gzipped answer (`Accept-Encoding`).
    pub gzip: bool,
    /// The `If-None-Match` header, if any.
    pub if_none_match: Option<String>,
}

impl PageRequest {
    /// The target's path without its query.
    pub fn path(&self) -> &str {
        self.target.split(['?', '#']).next().unwrap_or_default()
    }
}

/// Why a request's head was not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeadError {
    /// It is not HTTP.
    Malformed,
    /// It is longer than [`MAX_HEAD`], or has more headers than allowed.
    TooLarge,
}

impl HeadError {
    /// The status it is answered with.
    pub fn status(self) -> &'static str {
        match self {
            HeadError::Malformed => "400 Bad Request",
            HeadError::TooLarge => "431 Request Header Fields Too Large",
        }
    }
}

/// The request whose head `bytes` begin with, and the head's length; none
/// while the head is not complete.
///
/// # Errors
/// [`HeadError`] when it is not HTTP or too large.
pub fn parse_head(bytes: &[u8]) -> Result<Option<(usize, PageRequest)>, HeadError> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut request = httparse::Request::new(&mut headers);
    let size = match request.parse(bytes) {
        Ok(httparse::Status::Complete(size)) => size,
        Ok(httparse::Status::Partial) if bytes.len() < MAX_HEAD => return Ok(None),
        Ok(httparse::Status::Partial) | Err(httparse::Error::TooManyHeaders) => {
            return Err(HeadError::TooLarge);
        }
        Err(_) => return Err(HeadError::Malformed),
    };
    if size > MAX_HEAD {
        return Err(HeadError::TooLarge);
    }
    let header = |name: &str| {
        request
            .headers
            .iter()
            .find(|header| header.name.eq_ignore_ascii_case(name))
            .map(|header| String::from_utf8_lossy(header.value).into_owned())
    };
    let gzip = header("accept-encoding").is_some_and(|value| takes_gzip(&value));
    let page = PageRequest {
        method: request.method.unwrap_or_default().to_string(),
        target: request.path.unwrap_or_default().to_string(),
        gzip,
        if_none_match: header("if-none-match"),
    };
    Ok(Some((size, page)))
}

/// Whether an `Accept-Encoding` value takes gzip: named (or `*`) without
/// `q=0`.
fn takes_gzip(value: &str) -> bool {
    value.split(',').any(|item| {
        let mut parts = item.split(';').map(str::trim);
        let coding = parts.next().unwrap_or_default();
        let refused = parts
            .any(|param| param.strip_prefix("q=").is_some_and(|q| q.parse::<f32>().is_ok_and(|q| q <= 0.0)));
        (coding.eq_ignore_ascii_case("gzip") || coding == "*") && !refused
    })
}

/// The file a request's path names below the page's folder, with `/`
/// between its parts (`index.html` for a folder's path); none when the
/// path is not plain: not absolute, badly percent-encoded, not UTF-8, or
/// with an empty, `.` or `..` part, a backslash or a control character,
/// whether written so or percent-encoded.
pub fn file_of(path: &str) -> Option<String> {
    let decoded = String::from_utf8(percent_decoded(path)?).ok()?;
    let rest = decoded.strip_prefix('/')?;
    let parts: Vec<&str> = rest.split('/').collect();
    let (last, folders) = parts.split_last()?;
    let plain = |part: &&str| {
        !part.is_empty()
            && *part != "."
            && *part != ".."
            && !part.contains(['\\', ':'])
            && !part.contains(char::is_control)
    };
    if !folders.iter().all(plain) || !(last.is_empty() || plain(last)) {
        return None;
    }
    let name = if last.is_empty() { "index.html" } else { last };
    Some(folders.iter().copied().chain([name]).collect::<Vec<_>>().join("/"))
}

/// `path` with its `%XX` escapes decoded; none when one is not two hex digits.
fn percent_decoded(path: &str) -> Option<Vec<u8>> {
    let bytes = path.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        if byte == b'%' {
            let hex = std::str::from_utf8(bytes.get(at + 1..at + 3)?).ok()?;
            decoded.push(u8::from_str_radix(hex, 16).ok()?);
            at += 3;
        } else {
            decoded.push(byte);
            at += 1;
        }
    }
    Some(decoded)
}

/// An answer's head: `status`, then `headers`, then the connection's end
/// announced (one request a connection).
pub fn head(status: &str, headers: &[(&str, String)]) -> String {
    let mut text = format!("HTTP/1.1 {status}\r\n");
    for (name, value) in headers {
        text.push_str(&format!("{name}: {value}\r\n"));
    }
    text.push_str("Connection: close\r\n\r\n");
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_names_a_file_below_the_folder_only_when_it_is_plain() {
        assert_eq!(file_of("/").as_deref(), Some("index.html"));
        assert_eq!(file_of("/pkg/obereg.js").as_deref(), Some("pkg/obereg.js"));
        assert_eq!(file_of("/pkg/").as_deref(), Some("pkg/index.html"));
        assert_eq!(file_of("/a%20b.txt").as_deref(), Some("a b.txt"));
        for bad in [
            "",
            "index.html",
            "/../x",
            "/a/../x",
            "/%2e%2e/x",
            "/%2E%2E%2Fx",
            "/a/..%2f..%2fx",
            "//x",
            "/./x",
            "/a%5c..%5cx",
            "/%00",
            "/x%0a",
            "/%zz",
            "/%2",
            "/%ff",
            "/c:/x",
            "http://127.0.0.1/x",
        ] {
            assert_eq!(file_of(bad), None, "{bad}");
        }
    }

    #[test]
    fn gzip_is_taken_when_named_or_starred_without_a_zero_weight() {
        assert!(takes_gzip("gzip, deflate, br"));
        assert!(takes_gzip("br;q=1.0, GZIP;q=0.5"));
        assert!(takes_gzip("*"));
        assert!(!takes_gzip("gzip;q=0, br"));
        assert!(!takes_gzip("deflate, br"));
        assert!(!takes_gzip("x-gzip2"));
    }

    #[test]
    fn a_head_is_read_whole_its_size_and_headers_bounded() {
        let request =
            b"GET /a.js?v=1 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nIf-None-Match: \"e\"\r\n\r\nrest";
        let (size, page) = parse_head(request).unwrap().unwrap();
        assert_eq!(size, request.len() - 4);
        assert_eq!(page.path(), "/a.js");
        assert!(page.gzip);
        assert_eq!(page.if_none_match.as_deref(), Some("\"e\""));
        assert_eq!(parse_head(b"GET / HTTP/1.1\r\nHost:"), Ok(None));
        let long = [b"GET / HTTP/1.1\r\nX: ".as_slice(), &[b'a'; MAX_HEAD]].concat();
        assert_eq!(parse_head(&long), Err(HeadError::TooLarge));
        let many = format!("GET / HTTP/1.1\r\n{}\r\n", "X: y\r\n".repeat(MAX_HEADERS + 1));
        assert_eq!(parse_head(many.as_bytes()), Err(HeadError::TooLarge));
        assert_eq!(parse_head(b"GET \x00 HTTP/1.1\r\n\r\n"), Err(HeadError::Malformed));
    }
}

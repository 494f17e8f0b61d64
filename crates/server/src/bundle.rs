//! `GET /tournament/<number>.otg` on the main port: every finished game of
//! a tournament as OpenTafl records, round by round, one after another
//! with a blank line between; `404` for a tournament that does not exist
//! or has no game finished.

use crate::archive::otg;
use crate::store::Db;
use crate::web::Answer;
use crate::web::http::head;

/// The path's start and end: `/tournament/` … `.otg`.
const PREFIX: &str = "/tournament/";
/// The bundle's ending.
const SUFFIX: &str = ".otg";

/// The tournament a path asks for, if it is a bundle's: digits only, at
/// most 19 of them.
pub fn tournament_of(path: &str) -> Option<i64> {
    let digits = path.strip_prefix(PREFIX)?.strip_suffix(SUFFIX)?;
    if digits.is_empty() || digits.len() > 19 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The bundle of tournament `id`: its finished games' records, none when
/// it has none (or the store fails).
pub async fn bundle(db: &Db, id: i64) -> Option<String> {
    let finished = db.call(move |store| store.tournament_finished_games(id)).await.ok()?;
    let records: Vec<String> = finished.iter().filter_map(otg).collect();
    (!records.is_empty()).then(|| records.join("\n"))
}

/// The answer to a request for `body` (none: `404`); `with_body` false
/// for `HEAD`.
pub fn answer(body: Option<&str>, with_body: bool, id: i64) -> Answer<'_> {
    let Some(body) = body else { return crate::web::refusal("404 Not Found", &[]) };
    let headers = [
        ("Content-Type", "text/plain; charset=utf-8".to_string()),
        ("Content-Length", body.len().to_string()),
        ("Content-Disposition", format!("attachment; filename=\"tournament-{id}.otg\"")),
    ];
    Answer { head: head("200 OK", &headers), body: if with_body { body.as_bytes() } else { &[] } }
}

#[cfg(test)]
mod tests {
    use super::tournament_of;

    #[test]
    fn only_a_plain_number_names_a_bundle() {
        assert_eq!(tournament_of("/tournament/42.otg"), Some(42));
        for path in
            ["/tournament/.otg", "/tournament/4a.otg", "/tournament/-1.otg", "/tournament/42", "/t/42.otg"]
        {
            assert_eq!(tournament_of(path), None, "{path}");
        }
        assert_eq!(tournament_of(&format!("/tournament/{}.otg", "9".repeat(20))), None);
    }
}

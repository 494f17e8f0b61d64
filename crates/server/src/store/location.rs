//! Where the store is: `sqlite:PATH` or `postgres://user@host:port/db`.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// A store's location, as `--store` names it.
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    /// A SQLite database file.
    Sqlite(PathBuf),
    /// A PostgreSQL database, by its connection URL (which may hold a
    /// password: shown without it).
    Postgres(String),
}

impl FromStr for Location {
    type Err = String;

    fn from_str(text: &str) -> Result<Location, String> {
        if let Some(path) = text.strip_prefix("sqlite:") {
            return Ok(Location::Sqlite(PathBuf::from(path)));
        }
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            return Ok(Location::Postgres(text.to_string()));
        }
        Err("a store is sqlite:PATH or postgres://USER@HOST:PORT/DATABASE".into())
    }
}

impl fmt::Display for Location {
    /// The location without a password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Sqlite(path) => write!(f, "sqlite:{}", path.display()),
            Location::Postgres(url) => {
                let (scheme, rest) = url.split_once("://").unwrap_or(("postgres", url));
                match rest.split_once('@') {
                    Some((user, host)) => {
                        let user = user.split_once(':').map_or(user, |(user, _password)| user);
                        write!(f, "{scheme}://{user}@{host}")
                    }
                    None => write!(f, "{scheme}://{rest}"),
                }
            }
        }
    }
}

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

    use super::Location;

    #[test]
    fn a_postgres_location_is_shown_without_its_password() {
        let location: Location = "postgres://obereg:secret@127.0.0.1:5432/obereg".parse().unwrap();
        assert_eq!(location.to_string(), "postgres://obereg@127.0.0.1:5432/obereg");
        let sqlite: Location = "sqlite:/tmp/server.sqlite".parse().unwrap();
        assert_eq!(sqlite, Location::Sqlite("/tmp/server.sqlite".into()));
        assert!("mysql://x".parse::<Location>().is_err());
    }
}

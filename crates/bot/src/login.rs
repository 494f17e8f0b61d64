//! Connecting and logging in: the server's certificate pinned on first
//! use, a bot's account registered on first use (its token kept in the
//! data directory), resumed after that, and the level said.

use obereg_client::{Client, ClientError, Keyed, Trust};
use obereg_protocol::name_key;
use obereg_protocol::{ClientMessage, ErrorCode, Secret, ServerMessage};

use crate::{BotConfig, BotError, Event};

/// Why logging in failed.
pub(crate) enum Failure {
    /// Trying again cannot mend it.
    Fatal(BotError),
    /// Trying again later may: what happened.
    Again(String),
}

/// A connection logged in, and the bot's name as the server keeps it.
pub(crate) type LoggedIn = (Client, String);

/// Connects to the server and logs in as the bot, registering it on first use.
pub(crate) async fn log_in(config: &BotConfig, report: &mut impl FnMut(Event)) -> Result<LoggedIn, Failure> {
    let again = |error: ClientError| Failure::Again(error.to_string());
    let (mut client, trust) =
        Client::connect(&config.server, &config.dir).await.map_err(|error| match error {
            ClientError::FingerprintChanged { .. } => Failure::Fatal(BotError::Trust(error)),
            ClientError::Address(address) => Failure::Fatal(BotError::Address(address)),
            other => again(other),
        })?;
    if let Trust::New(fingerprint) = trust {
        Keyed::known_servers(&config.dir)
            .set(&config.server, &fingerprint)
            .map_err(|error| Failure::Fatal(BotError::Keep(error)))?;
        report(Event::Pinned { fingerprint });
    } else if trust == Trust::NowPublic {
        report(Event::NowPublic);
    }
    let tokens = Keyed::tokens(&config.dir);
    let key = token_key(config);
    let kept = tokens.get(&key);
    let registered = kept.is_none();
    let message = match kept {
        Some(token) => ClientMessage::Resume { token: Secret::from(token) },
        None => ClientMessage::RegisterBot {
            name: config.name.clone(),
            password: new_password()?,
            level: config.level.name().to_string(),
            rating: config.level.rating(),
        },
    };
    client.send(&message).await.map_err(again)?;
    match client.receive().await.map_err(again)? {
        ServerMessage::LoggedIn { name, token, .. } => {
            if let (true, Some(token)) = (registered, token) {
                tokens.set(&key, token.expose()).map_err(|error| Failure::Fatal(BotError::Keep(error)))?;
            }
            report(Event::LoggedIn { name: name.clone(), registered });
            Ok((client, name))
        }
        ServerMessage::Error { code: ErrorCode::NameTaken, .. } => {
            Err(Failure::Fatal(BotError::NameTaken(config.name.clone())))
        }
        ServerMessage::Error {
            code: code @ (ErrorCode::TryLater | ErrorCode::RateLimited | ErrorCode::Storage),
            ..
        } => Err(Failure::Again(format!("{code:?}"))),
        ServerMessage::Error { code, .. } => {
            Err(Failure::Fatal(BotError::Refused { name: config.name.clone(), code }))
        }
        other => Err(Failure::Again(format!("{other:?}"))),
    }
}

/// Where the bot's token is kept in `server_tokens`: its name and the
/// server, so a person's token for the same server stays apart.
fn token_key(config: &BotConfig) -> String {
    format!("{}@{}", name_key(&config.name), config.server)
}

/// A new random password for the bot's account. Nobody types it: the
/// token logs the bot in from then on, so it is not kept.
fn new_password() -> Result<Secret, Failure> {
    let mut bytes = [0u8; 24];
    getrandom::fill(&mut bytes).map_err(|error| Failure::Again(error.to_string()))?;
    Ok(Secret::from(bytes.iter().map(|byte| format!("{byte:02x}")).collect::<String>()))
}

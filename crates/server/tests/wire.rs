//! Bad bytes, an oversized line and a wrong protocol version close that
//! connection only; the others carry on.

use obereg_client::Client;
use obereg_server::ManualNow;
use obereg_server::protocol::{ClientMessage, ErrorCode, MAX_LINE, ServerMessage, SideChoice};

use crate::closing::{closed_with, said_until_closed};
use crate::support::{Dirs, EPOCH, Running, clients, game_between, play};

/// Writes `bytes` on a fresh TLS connection and returns the error the
/// server closes it with, after checking it said nothing else.
async fn close_with(server: &Running, dir: &std::path::Path, bytes: &[u8]) -> ErrorCode {
    closed_with(&said_until_closed(server, dir, bytes).await)
}

#[test]
fn bad_bytes_an_oversized_line_and_a_wrong_version_close_only_that_connection() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Vikings).await;
        let dir = dirs.client("a");
        assert_eq!(
            close_with(&server, &dir, b"{\"type\":\"hello\",\"version\":99}\n").await,
            ErrorCode::Version
        );
        assert_eq!(close_with(&server, &dir, b"{\"type\":\"ping\"}\n").await, ErrorCode::Version);
        let hello = b"{\"type\":\"hello\",\"version\":1}\n";
        assert_eq!(
            close_with(&server, &dir, &[hello.as_slice(), b"\xff\xfe\x00garbage\n"].concat()).await,
            ErrorCode::Malformed
        );
        assert_eq!(
            close_with(&server, &dir, &[hello.as_slice(), b"{\"type\":\"move\"}\n"].concat()).await,
            ErrorCode::Malformed
        );
        let long = vec![b'a'; MAX_LINE + 1];
        assert_eq!(close_with(&server, &dir, &[hello.as_slice(), &long].concat()).await, ErrorCode::TooLong);
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        let mut fresh = Client::connect(&server.addr, &dir).await.unwrap().0;
        fresh.send(&ClientMessage::Ping).await.unwrap();
        assert_eq!(fresh.receive().await.unwrap(), ServerMessage::Pong);
    });
}

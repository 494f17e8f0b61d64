//! The archive: a finished game downloaded as an OpenTafl record, read
//! back by `obereg-record` and replayed to the same end.

use obereg_client::Client;
use obereg_record::AnyRecord;
use obereg_rules::{Outcome, Side, WinReason};
use obereg_server::ManualNow;
use obereg_server::protocol::{ClientMessage, ErrorCode, ServerMessage, SideChoice};

use crate::support::{
    CAPTURE, Dirs, EPOCH, Running, clients, expect, game_between, play, play_line, refused,
};

/// The record of `game` as `client` downloads it, its parts joined.
pub async fn download(client: &mut Client, game: u64) -> String {
    client.send(&ClientMessage::Record { game }).await.unwrap();
    let mut text = String::new();
    for expected in 0.. {
        let part = expect(client, "a part", |m| matches!(m, ServerMessage::Record { .. })).await;
        let ServerMessage::Record { game: of, part, parts, text: piece } = part else { unreachable!() };
        assert_eq!((of, part), (game, expected));
        text.push_str(&piece);
        if part + 1 == parts {
            return text;
        }
    }
    unreachable!()
}

#[test]
fn a_finished_game_downloads_as_a_record_that_replays_to_the_same_end() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Vikings).await;
        assert_eq!(refused(&mut bob, ClientMessage::Record { game }).await, ErrorCode::NoSuchGame);
        let records = play_line(&mut alice, &mut bob, game, &CAPTURE).await;
        expect(&mut bob, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
        let text = download(&mut bob, game).await;
        let record = AnyRecord::from_otg(&text).unwrap().on_board::<9>().unwrap();
        assert_eq!(record.player(Side::Vikings), Some("alice"));
        assert_eq!(record.player(Side::Varangians), Some("bob"));
        assert_eq!(record.tag("date"), Some("2026.05.28"));
        assert_eq!(record.tag("result"), Some("1"));
        let replayed: Vec<String> = record.game().game_line().iter().map(|(_, mv)| mv.to_string()).collect();
        assert_eq!(replayed, records);
        assert!(records.last().unwrap().ends_with("++"));
        assert!(matches!(
            record.game().outcome(),
            Some(Outcome::Win { winner: Side::Vikings, reason: WinReason::PrinceCaptured(_) })
        ));
    });
}

#[test]
fn a_resigned_game_keeps_its_resignation_and_its_clock_in_the_record() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Varangians).await;
        play(&mut bob, &mut alice, game, 0, "a6-a8").await;
        alice.send(&ClientMessage::Resign { game }).await.unwrap();
        expect(&mut alice, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
        let text = download(&mut alice, game).await;
        let record = AnyRecord::from_otg(&text).unwrap().on_board::<9>().unwrap();
        assert_eq!(record.player(Side::Vikings), Some("bob"));
        assert_eq!(record.tag("result"), Some("1"));
        assert_eq!(
            record.game().outcome(),
            Some(Outcome::Win { winner: Side::Vikings, reason: WinReason::Resignation })
        );
        assert_eq!(record.game().game_line().len(), 1);
        let clock = record.clock().expect("a live game's clock is in its record");
        assert_eq!(clock.control().base.as_secs(), 300);
        let unknown = ClientMessage::Record { game: game + 1 };
        assert_eq!(refused(&mut alice, unknown).await, ErrorCode::NoSuchGame);
    });
}

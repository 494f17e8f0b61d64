//! The bot answers a draw offer by its judgement: it plays on while even,
//! and agrees once it judges itself three Vikings or more below even.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{Computer, Level, Player};
use obereg_rules::{Game, MoveRecord, Position};
use obereg_server::protocol::{ClientMessage, ServerMessage, SideChoice};

use crate::opponent::{bot_event, server, start_bot};
use crate::support::{Dirs, clients, expect, registered, terms};

/// The most of alice's moves before the test gives up.
const MOST_MOVES: usize = 150;

#[test]
fn the_bot_declines_a_draw_while_even_and_agrees_once_it_judges_itself_lost() {
    let dirs = Dirs::new();
    let server = server(&dirs);
    clients().block_on(async {
        let mut events = start_bot(&server.addr, &dirs.client("bot"), "hrafn", 1);
        bot_event(&mut events, |e| matches!(e, obereg_bot::Event::LoggedIn { .. })).await;
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        alice.send(&ClientMessage::Challenge(terms(SideChoice::Vikings))).await.unwrap();
        let started = expect(&mut alice, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let ServerMessage::Game(state) = started else { unreachable!() };
        let game = state.info.game;
        let mut rules = Game::<9>::new(Position::<9>::initial());
        let mut stronger = Computer::new(Level::Normal, None, 7);
        let mut declined = 0;
        for _ in 0..MOST_MOVES {
            let stop = Arc::new(AtomicBool::new(false));
            let mv = stronger.choose(&rules, stop, &mut |_| {}).unwrap();
            let ply = u32::try_from(rules.moves().len()).unwrap();
            alice.send(&ClientMessage::Move { game, ply, mv: mv.to_string() }).await.unwrap();
            alice.send(&ClientMessage::Draw { game }).await.unwrap();
            rules.play(mv).unwrap();
            // The bot's answer: its move, or the draw agreed. Its search may
            // end before the offer reaches it; then the bot, judging itself
            // lost, offers the draw itself, and alice agrees.
            let answer = |m: &ServerMessage| match m {
                ServerMessage::Moved { ply: p, .. } => *p == ply + 1,
                ServerMessage::DrawOffered { by, .. } => by == "hrafn",
                _ => matches!(m, ServerMessage::Ended { .. }),
            };
            let mut heard = expect(&mut alice, "the bot's answer", answer).await;
            if let ServerMessage::DrawOffered { .. } = heard {
                alice.send(&ClientMessage::Draw { game }).await.unwrap();
                heard = expect(&mut alice, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
            }
            match heard {
                ServerMessage::Moved { record, .. } => {
                    rules.play(record.parse::<MoveRecord>().unwrap().mv).unwrap();
                    declined += 1;
                }
                ServerMessage::Ended { end, .. } => {
                    assert_eq!(end.reason, "agreement", "{end:?} after {declined} offers declined");
                    assert!(declined > 0, "the bot agreed to a draw at the start");
                    return;
                }
                _ => unreachable!(),
            }
        }
        panic!("the bot never agreed in {MOST_MOVES} moves");
    });
}

//! A server's game with the die at this terminal, through the seat's
//! mapping and `update` with no network: the server's rolls are the host's,
//! and a turn the server passed passes on the board here too (D3).

use obereg_protocol::{DieState, GameState, ServerMessage};
use obereg_rules::{Roll, Side};

use crate::lang::Lang;
use crate::tests::common::start;
use crate::tests::network::{played, remote};
use crate::tui::network::online::game::{Seat, tests};
use crate::tui::network::remote::{LinkState, Remote, Role};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::notice::Notice;
use crate::tui::screens::game::update;

/// A new game with the die, alice the Vikings, bob the Varangians, the
/// Vikings to move with `pips`.
fn new_game(pips: u8) -> GameState {
    let mut state = tests::state(&[], tests::LIVE);
    state.to_move = "vikings".into();
    state.info.die = true;
    state.die = Some(DieState { reading: "exact".into(), rolls: Vec::new(), roll: Some(pips) });
    state
}

/// What the server says, as bob's terminal takes it.
fn told(app: &mut App, seat: &mut Seat, message: ServerMessage) {
    for event in seat.events::<9>(&message, "bob") {
        let _ = update(app, Action::Peer(event));
    }
}

#[test]
fn v2_a_servers_die_game_shows_its_rolls_and_passes_the_turn_the_server_passed() {
    let state = new_game(2);
    let mut seat = Seat::of(&state, "bob");
    let mut app = start(Lang::En);
    app.connect(Remote { game: 3, link: LinkState::Connecting, ..remote(Role::Guest, Side::Varangians) });
    told(&mut app, &mut seat, ServerMessage::Game(state));
    assert_eq!((app.die().is_some(), app.roll()), (true, Roll::new(2)), "the die and its roll");
    let moved = |ply, record: &str, pips| ServerMessage::Moved {
        game: 3,
        ply,
        record: record.into(),
        clocks: [598_000, 600_000],
        roll: Some(pips),
    };
    told(&mut app, &mut seat, moved(0, "a6-a8", 2));
    // No defender goes exactly 6 squares: the server passed bob's turn.
    told(&mut app, &mut seat, moved(1, "pass", 6));
    assert!(app.game().is_pass(app.game().current()), "{:?}", played(&app));
    assert_eq!(app.notice(), &Notice::Passed { side: Side::Varangians, roll: Roll::new(6).unwrap() });
    // The Vikings' next turn is rolled, and its roll shown.
    told(&mut app, &mut seat, ServerMessage::Rolled { game: 3, ply: 2, roll: 3 });
    assert_eq!(app.roll(), Roll::new(3));
    assert_eq!(app.game().depth(app.game().current()), 2);
}

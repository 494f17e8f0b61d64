//! What the two players of a network game ask of each other, by the rules
//! of `obereg-session`'s offers: asking what the other asked agrees to it,
//! an answer counts only for the request it names while that stands, a
//! turn played lets every request lapse, and a takeback takes back the
//! asker's last move with the reply to it.

use obereg_net::Message;
use obereg_rules::{DrawReason, Outcome, Side};
use obereg_session::Request;

use crate::lang::Lang;
use crate::tests::common::{press, start, type_move};
use crate::tests::net_pair::Pair;
use crate::tests::network::{played, receive, remote, sent};
use crate::tui::network::remote::Role;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::notice::{NetNotice, Notice};

const AGREED: Option<Outcome> = Some(Outcome::Draw(DrawReason::Agreement));

/// Host and guest after d9-d7 (the host's Vikings), f5-f7 and f1-f3: the
/// guest is to move.
fn opened() -> Pair {
    let mut pair = Pair::new(None);
    for mv in ["d9-d7", "f5-f7", "f1-f3"] {
        pair.play(mv);
    }
    pair
}

/// A host playing the Vikings, its guest connected, after d9-d7.
fn host_after_a_move() -> App {
    let mut app = start(Lang::En);
    app.connect(remote(Role::Host, Side::Vikings));
    type_move(&mut app, "d9-d7");
    app
}

/// Who stands behind `request` at `app`.
fn asker(app: &App, request: Request) -> Option<Side> {
    app.remote().and_then(|remote| remote.asking.offers.by(request))
}

#[test]
fn a_draw_asked_by_both_players_ends_the_game_agreed_at_both_ends() {
    let mut pair = Pair::new(None);
    pair.host_presses("d");
    pair.deliver();
    assert_eq!(pair.guest.notice(), &Notice::DrawOffered(Side::Vikings));
    // `d` on the other's turn is no offer of one's own: it agrees to theirs.
    let commands = pair.guest_presses("d");
    assert_eq!(sent(&commands), [Message::DrawOffer]);
    assert_eq!(pair.guest.game().outcome(), None, "the host's word ends it");
    pair.deliver();
    assert_eq!([pair.host.game().outcome(), pair.guest.game().outcome()], [AGREED, AGREED]);
}

#[test]
fn a_yes_overtaken_by_the_askers_move_ends_the_game_at_neither_end() {
    let mut pair = Pair::new(None);
    pair.host_presses("d");
    pair.deliver();
    // The host plays on; the guest says yes before the move arrives.
    pair.play_in_flight("d9-d7");
    pair.guest_presses("y");
    pair.deliver();
    let [host, guest] = pair.lines();
    assert_eq!(host, guest);
    assert_eq!(host, (vec!["d9-d7".to_string()], None));
}

#[test]
fn a_takeback_asked_by_both_players_is_made_for_the_first_to_ask() {
    let mut pair = Pair::new(None);
    pair.play("d9-d7");
    pair.play("f5-f7");
    // Both ask before either hears the other: each end finds the other's
    // asking agreeing to its own, and the host takes back its own move.
    pair.host_presses("u");
    pair.guest_presses("u");
    pair.deliver();
    let [host, guest] = pair.lines();
    assert_eq!(host, guest);
    assert!(host.0.is_empty(), "d9-d7 and the reply to it: {host:?}");
    assert_eq!([asker(&pair.host, Request::Takeback), asker(&pair.guest, Request::Takeback)], [None, None]);
}

#[test]
fn an_answer_to_a_request_that_does_not_stand_is_let_be() {
    let mut app = host_after_a_move();
    for answer in [Message::DrawAnswer(true), Message::TakebackAnswer(true), Message::TakebackAnswer(false)] {
        receive(&mut app, answer);
    }
    assert_eq!((played(&app), app.game().outcome()), (vec!["d9-d7".to_string()], None));
    // A yes to a draw counts for no takeback asked.
    press(&mut app, "u");
    let commands = receive(&mut app, Message::DrawAnswer(true));
    assert!(sent(&commands).is_empty());
    assert_eq!((played(&app), app.game().outcome()), (vec!["d9-d7".to_string()], None));
    assert_eq!(asker(&app, Request::Takeback), Some(Side::Vikings), "the takeback still stands");
    receive(&mut app, Message::TakebackAnswer(false));
    assert_eq!(app.notice(), &Notice::Net(NetNotice::TakebackDeclined));
    assert_eq!(asker(&app, Request::Takeback), None);
}

#[test]
fn what_was_asked_lapses_when_a_move_is_played() {
    let mut pair = opened();
    // The guest asks to take back its move, on its turn; the host lets it
    // be and the guest plays on: neither end holds the request then.
    pair.guest_presses("u");
    pair.deliver();
    assert_eq!(asker(&pair.host, Request::Takeback), Some(Side::Varangians));
    pair.play("e3-c3");
    assert_eq!([asker(&pair.host, Request::Takeback), asker(&pair.guest, Request::Takeback)], [None, None]);
    // The host offers a draw and moves: a `y` at the guest is no answer.
    pair.host_presses("d");
    pair.play("d1-d3");
    let commands = pair.guest_presses("y");
    assert!(sent(&commands).is_empty(), "{commands:?}");
    pair.deliver();
    assert_eq!([pair.host.game().outcome(), pair.guest.game().outcome()], [None, None]);
}

#[test]
fn a_takeback_agreed_takes_back_the_askers_last_move_with_the_reply() {
    // The guest, to move, asks: its f5-f7 goes, and the host's f1-f3.
    // The host, not to move, asks: only its f1-f3 goes.
    let kept: [(bool, &[&str]); 2] = [(false, &["d9-d7"]), (true, &["d9-d7", "f5-f7"])];
    for (host_asks, kept) in kept {
        let mut pair = opened();
        pair.presses(host_asks, "u");
        pair.deliver();
        pair.presses(!host_asks, "y");
        pair.deliver();
        let [host, guest] = pair.lines();
        assert_eq!(host, guest, "host asks: {host_asks}");
        assert_eq!(host.0, kept, "host asks: {host_asks}");
    }
}

#[test]
fn y_answers_what_the_other_player_asked_last() {
    let mut pair = opened();
    pair.guest_presses("u");
    pair.guest_presses("d");
    pair.deliver();
    assert_eq!(pair.host.notice(), &Notice::DrawOffered(Side::Varangians));
    pair.host_presses("y");
    pair.deliver();
    assert_eq!([pair.host.game().outcome(), pair.guest.game().outcome()], [AGREED, AGREED]);
    assert_eq!(pair.lines()[0].0, ["d9-d7", "f5-f7", "f1-f3"], "nothing taken back");
}

#[test]
fn a_move_the_guest_made_before_it_heard_the_game_end_is_taken_back_at_the_guest() {
    let dir = tempfile::TempDir::new().expect("a directory");
    let mut pair = Pair::new(None);
    pair.guest_store = Some(obereg_record::Store::new(dir.path()));
    pair.play("d9-d7");
    // The guest offers a draw, the host agrees; before the host's word
    // arrives, the guest has moved.
    pair.guest_presses("d");
    pair.deliver();
    pair.host_presses("y");
    pair.play_in_flight("f5-f7");
    pair.deliver();
    let [host, guest] = pair.lines();
    assert_eq!(host, (vec!["d9-d7".to_string()], AGREED));
    assert_eq!(guest, host, "the guest's move never counted");
    // Filed once, without it.
    let history = pair.guest_store.as_ref().and_then(|store| store.history().ok()).unwrap_or_default();
    assert_eq!(history.len(), 1, "one game, one record: {history:?}");
    let filed =
        obereg_record::GameRecord::<9>::read_otg(&std::fs::read_to_string(&history[0]).expect("the record"));
    let filed = filed.expect("a record");
    let game = filed.game();
    assert_eq!((game.depth(game.current()), game.outcome()), (1, AGREED));
}

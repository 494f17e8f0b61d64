//! What the screen says about a game over the network and the clocks: the
//! notices, the connection and the last chat line in the panel, and the
//! time each side has left.

use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::say;
use crate::i18n::{side_arg, text_arg};
use crate::tui::network::asking::Request;
use crate::tui::network::remote::{LinkState, Role, Trouble};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::notice::NetNotice;
use obereg_rules::{Side, clock_text};

/// The status line's words for `notice`.
pub fn notice_text<const N: usize>(app: &App<N>, notice: &NetNotice) -> (String, Style) {
    let messages = app.messages();
    let (plain, warning, emphasis) = (Style::new(), app.theme().warning(), app.theme().emphasis());
    let theirs = app.remote().map_or(Side::Varangians, |remote| remote.theirs());
    let their_name = text_arg("name", app.players().name(theirs));
    match notice {
        NetNotice::TheirTurn => (messages.format("net-their-turn", &[their_name]), warning),
        NetNotice::NotConnected => (messages.text("net-not-connected"), warning),
        NetNotice::AwaitingRoll => (messages.text("net-awaiting-roll"), warning),
        NetNotice::Joined(name) => (messages.format("net-joined", &[text_arg("name", name)]), emphasis),
        NetNotice::Watching => {
            let names = [Side::Vikings, Side::Varangians].map(|side| app.players().name(side).to_string());
            let args = [text_arg("vikings", &names[0]), text_arg("varangians", &names[1])];
            (messages.format("net-watching", &args), emphasis)
        }
        NetNotice::Welcomed { host, side, clock, die } => {
            let mut args = vec![text_arg("host", host), side_arg(*side)];
            let id = match clock {
                Some(control) => {
                    args.push(text_arg("clock", control));
                    "net-welcomed-clock"
                }
                None => "net-welcomed",
            };
            let welcomed = messages.format(id, &args);
            let text = match die {
                Some(reading) => messages.format(
                    "net-welcomed-die",
                    &[text_arg("welcomed", welcomed), super::die::reading_arg(*reading)],
                ),
                None => welcomed,
            };
            (text, emphasis)
        }
        NetNotice::ConnectionLost if app.remote().is_some_and(|remote| remote.role == Role::Host) => {
            (messages.format("net-lost-host", &[their_name]), warning)
        }
        NetNotice::ConnectionLost => (messages.text("net-lost"), warning),
        NetNotice::Failed(trouble) => (messages.text(trouble_id(*trouble)), warning),
        NetNotice::MoveRefused => (messages.text("net-move-refused"), warning),
        NetNotice::RollRefused => (messages.text("net-roll-refused"), warning),
        NetNotice::Asked(Request::Draw) => (messages.text("net-asked-draw"), plain),
        NetNotice::Asked(Request::Takeback) => (messages.text("net-asked-takeback"), plain),
        NetNotice::TakebackAsked => (messages.format("net-takeback-asked", &[their_name]), emphasis),
        NetNotice::TakebackDeclined => (messages.text("net-takeback-declined"), plain),
        NetNotice::TakenBack(record) => {
            (messages.format("net-taken-back", &[text_arg("record", record)]), plain)
        }
        NetNotice::Chat => (messages.text("net-chat-hint"), plain),
        NetNotice::Away(gone) => {
            (messages.format("net-away", &[their_name, text_arg("time", clock_text(*gone))]), warning)
        }
        NetNotice::Claimed if app.remote().is_some_and(|remote| remote.role == Role::Host) => {
            (messages.format("net-claimed", &[their_name]), emphasis)
        }
        NetNotice::Claimed => (messages.format("net-claimed-guest", &[their_name]), warning),
    }
}

fn trouble_id(trouble: Trouble) -> &'static str {
    match trouble {
        Trouble::WrongCode => "net-failed-wrong-code",
        Trouble::Version => "net-failed-version",
        Trouble::Busy => "net-failed-busy",
        Trouble::Broken => "net-failed-broken",
        Trouble::Unreachable => "net-failed-unreachable",
        Trouble::OtherBoard => "net-failed-board",
    }
}

/// The panel's lines about the connection and the last chat line.
pub fn link_lines<const N: usize>(app: &App<N>) -> Vec<Line<'static>> {
    let Some(remote) = app.remote() else { return Vec::new() };
    let messages = app.messages();
    let state = match &remote.link {
        LinkState::Waiting => messages.text("panel-net-waiting"),
        LinkState::Connecting => messages.text("panel-net-connecting"),
        LinkState::Connected if remote.watching => messages.text("panel-net-watching"),
        LinkState::Connected => messages.format("panel-net-connected", &[side_arg(remote.local)]),
        LinkState::Lost(_) => messages.text("net-lost"),
        LinkState::GaveUp(trouble) => messages.text(trouble_id(*trouble)),
    };
    let style = if remote.link == LinkState::Connected { Style::new() } else { app.theme().warning() };
    let mut lines = vec![Line::styled(say(app, state), style)];
    if let Some((name, text)) = &remote.chat {
        let said = messages.format("panel-chat", &[text_arg("name", name), text_arg("text", text)]);
        lines.push(Line::styled(say(app, said), app.theme().emphasis()));
    }
    lines.push(Line::styled(
        say(app, messages.text("panel-net-keys")),
        Style::new().add_modifier(Modifier::DIM),
    ));
    lines
}

/// The time `side` has left, marked while its clock runs.
pub fn clock_span<const N: usize>(app: &App<N>, side: Side) -> Option<Span<'static>> {
    let left = app.time_left(side)?;
    let running = app.clock().and_then(|clock| clock.running()) == Some(side);
    let text = format!("  {} ", clock_text(left));
    let style = if running { app.theme().emphasis().add_modifier(Modifier::REVERSED) } else { Style::new() };
    Some(Span::styled(text, style))
}

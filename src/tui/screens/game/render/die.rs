//! The die on screen (V2): the status line's words for a roll, a pass and
//! a move the die refuses, the panel's die and the game's title with the
//! variant.

use ratatui::style::Style;

use crate::i18n::{Arg, count_arg, side_arg, text_arg};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::notice::Notice;
use obereg_rules::{Reading, Roll, Side};

/// The catalogue's selector for a reading.
pub fn reading_arg(reading: Reading) -> Arg<'static> {
    text_arg("reading", reading.to_string())
}

/// The arguments a roll's message takes: the face, the number, the reading.
fn roll_args<const N: usize>(app: &App<N>, side: Side, roll: Roll) -> Vec<Arg<'static>> {
    let reading = app.die().map_or(Reading::Exact, |die| die.reading);
    vec![
        side_arg(side),
        text_arg("name", app.players().name(side)),
        count_arg("roll", usize::from(roll.pips())),
        text_arg("face", crate::tui::screens::game::die::face(roll.pips(), app.theme().ascii())),
        reading_arg(reading),
    ]
}

/// The status line's words for the die's notices, if `notice` is one.
pub fn notice_text<const N: usize>(app: &App<N>, notice: &Notice) -> Option<(String, Style)> {
    let messages = app.messages();
    Some(match notice {
        Notice::Rolled { side, roll } => {
            let rolled = messages.format("status-rolled", &roll_args(app, *side, *roll));
            // A turn that passed just before is said first, or it would never show.
            let game = app.game();
            match game.roll(game.current()).filter(|_| game.is_pass(game.current())) {
                Some(passed) => {
                    let passed = messages.format("status-passed", &roll_args(app, side.opponent(), passed));
                    (format!("{passed} {rolled}"), app.theme().emphasis())
                }
                None => (rolled, Style::new()),
            }
        }
        Notice::Passed { side, roll } => {
            (messages.format("status-passed", &roll_args(app, *side, *roll)), app.theme().emphasis())
        }
        Notice::DieRefused { refusal, mover } => {
            (messages.die_refusal(refusal, *mover), app.theme().warning())
        }
        _ => return None,
    })
}

/// The move prompt's words: with the die, the roll it must follow.
pub fn prompt_text<const N: usize>(app: &App<N>) -> String {
    let messages = app.messages();
    match (app.die(), app.roll()) {
        (Some(die), Some(roll)) => messages.format(
            "status-prompt-die",
            &[count_arg("roll", usize::from(roll.pips())), reading_arg(die.reading)],
        ),
        _ => messages.text("status-prompt"),
    }
}

/// The game's title, with the variant when it is played with the die.
pub fn title<const N: usize>(app: &App<N>) -> String {
    let messages = app.messages();
    let title = messages.text(if N == 11 { "game-title-11" } else { "game-title" });
    match app.die() {
        Some(die) => messages.format("game-title-die", &[text_arg("title", title), reading_arg(die.reading)]),
        None => title,
    }
}

/// The panel's line of the die: the face and the number rolled, in words
/// too, or that it is being rolled; none once the game is over.
pub fn panel_line<const N: usize>(app: &App<N>) -> Option<String> {
    app.die()?;
    let messages = app.messages();
    match (app.die_face(), app.roll()) {
        (Some(face), Some(roll)) => Some(
            messages
                .format("panel-die", &[text_arg("face", face), count_arg("roll", usize::from(roll.pips()))]),
        ),
        _ if app.game().outcome().is_some() => None,
        _ => Some(messages.text("panel-die-rolling")),
    }
}

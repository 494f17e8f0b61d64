//! Every change of the game in the terminal: [`update`] applies one
//! [`Action`] to the [`App`] and returns the [`Command`]s the game loop must
//! perform. It starts no thread, reads no clock and draws no random number,
//! so its tests need no terminal, thread or sleep.
//!
//! The files here split it by concept: the board (picking, moving, the
//! prompt, draws), the history (undo, redo, review, new games, the offer to
//! resume), the computer (searches, hints, the watch pause) and the files
//! (what came of a write, quitting with the game unsaved).

mod board;
mod clock;
mod computer;
mod die;
mod history;
mod net_asking;
mod net_away;
mod net_die;
mod net_sync;
mod network;
mod saving;

use super::action::Action;
use super::app::App;
use super::command::Command;
use super::help::HelpView;
use super::notice::{NetNotice, Notice};
use crate::tui::network::asking::Request;
use crate::tui::network::remote::{LinkState, PeerEvent};

/// Applies `action` to `app` and says what the game loop must do about it.
/// An action that means nothing now (a move after the end, a rematch
/// during play) changes nothing, and a move or an offer while the computer
/// is to move is refused politely, as is one over the network while the
/// other player is to move. Then the clocks run for the side to move, a
/// move played here goes to the other player, and the computer starts
/// thinking if it is to move.
#[must_use = "the game loop must perform the commands"]
pub fn update<const N: usize>(app: &mut App<N>, action: Action) -> Vec<Command<N>> {
    let mut commands = Vec::new();
    if app.computer_to_move() && takes_a_turn(&action) {
        app.notice = Notice::ComputerThinking;
        return commands;
    }
    if app.waits_for_remote() && takes_a_turn(&action) && !app.answers_remote(&action) {
        let connected = app.remote.as_ref().is_some_and(|remote| remote.link == LinkState::Connected);
        app.notice = Notice::Net(match (connected, app.awaits_roll()) {
            (false, _) => NetNotice::NotConnected,
            (true, true) => NetNotice::AwaitingRoll,
            (true, false) => NetNotice::TheirTurn,
        });
        return commands;
    }
    if is_a_key(&action) && action != Action::Resign {
        app.resign_armed = false;
    }
    if is_a_key(&action) && !matches!(action, Action::Quit | Action::Save) {
        app.quit_armed = false;
    }
    let before = app.game().depth(app.game().current());
    let standing = app.standing();
    let mover = app.game().position().to_move();
    let (from_here, welcomed) =
        (!matches!(action, Action::Peer(_)), matches!(action, Action::Peer(PeerEvent::Welcomed(_))));
    app.apply(action, &mut commands);
    if app.game().outcome().is_none() {
        // A game going on again (taken back, a new one) ends with its dialog shown.
        app.banner_hidden = false;
    } else {
        app.forget_hosting();
    }
    let after = app.game().depth(app.game().current());
    let moved = (after == before + 1 && !welcomed).then_some(mover);
    app.settle_clock(moved, &mut commands);
    if app.remote.is_some() {
        // The link learns the game first: a guest (re)joining meanwhile gets
        // the move either way, and a second copy is known by its number.
        if app.standing() != standing || welcomed {
            app.share(&mut commands);
        }
        if moved.is_some() {
            app.send_move(before, from_here, &mut commands);
        }
    }
    app.roll_if_needed(&mut commands);
    app.think_if_computer_to_move(&mut commands);
    app.stamp_clock(&commands);
    commands
}

impl<const N: usize> App<N> {
    fn apply(&mut self, action: Action, commands: &mut Vec<Command<N>>) {
        // The time is every screen's.
        if let Action::Now(now) = action {
            return self.on_now(now, commands);
        }
        if self.remote.is_some() && self.apply_networked(&action, commands) {
            return;
        }
        match action {
            Action::Quit => self.ask_to_quit(commands),
            Action::Resize(columns, rows) => self.size = (columns, rows),
            Action::ToggleHelp => {
                self.help = !self.help;
                self.help_scroll = 0;
            }
            Action::ScrollHelp(scroll) => self.help_scroll = HelpView::of(self).scrolled(scroll),
            Action::MoveCursor(direction) => self.move_cursor(direction),
            Action::Choose => self.choose(self.cursor, commands),
            Action::Click(square) => {
                self.cursor = square;
                self.choose(square, commands);
            }
            Action::Cancel => self.cancel(commands),
            Action::OpenPrompt if self.playing() => self.prompt = Some(String::new()),
            Action::PromptInput(c) => self.type_char(c),
            Action::PromptBackspace => {
                self.prompt.as_mut().map(String::pop);
            }
            Action::PromptSubmit => self.submit_prompt(commands),
            Action::Paste(text) => self.paste(&text),
            Action::Hint => self.ask_hint(commands),
            Action::Search(id, report) => self.on_search(id, report, commands),
            Action::OfferDraw => self.offer_draw(),
            Action::AcceptDraw if self.draw_offer.is_some() && self.playing() => self.accept_draw(commands),
            Action::NewGame if self.at_the_end() => self.restart(false, commands),
            Action::Rematch if self.at_the_end() => self.restart(true, commands),
            Action::Undo
            | Action::Redo
            | Action::Back
            | Action::Forward
            | Action::ToStart
            | Action::ToEnd => {
                self.step(&action, commands);
            }
            Action::Save => self.save(commands),
            Action::Resume | Action::Decline => self.answer_offer(action == Action::Resume, commands),
            Action::Stored(stored) => self.on_stored(stored),
            Action::ClockTick => self.on_clock_tick(commands),
            Action::StillAway => self.check_away(),
            Action::Begin => self.on_begin(commands),
            Action::Resign if self.playing() => self.resign(commands),
            Action::Peer(event) => self.on_peer(event, commands),
            Action::Learn => self.learn(),
            Action::Rolled(roll) => self.on_rolled(roll, commands),
            Action::DieFrame => self.on_die_frame(commands),
            Action::OpenPrompt
            | Action::AcceptDraw
            | Action::NewGame
            | Action::Rematch
            | Action::Resign
            | Action::OpenChat
            | Action::Demo(_)
            | Action::Now(_)
            | Action::PuzzleReply => {}
        }
    }

    /// The actions that mean something else over the network: offers and
    /// takebacks go to the other player, the chat opens, redo, hints and
    /// new games are for one keyboard. Returns whether `action` was one.
    fn apply_networked(&mut self, action: &Action, commands: &mut Vec<Command<N>>) -> bool {
        let asked = self.question().is_some();
        let claimable = self.claim_offered();
        match action {
            Action::AcceptDraw if claimable => self.claim(commands),
            Action::Cancel if claimable && self.prompt.is_none() => self.wait_longer(commands),
            Action::OfferDraw if self.playing() => self.ask(Request::Draw, commands),
            Action::Undo if self.playing() => self.ask(Request::Takeback, commands),
            Action::AcceptDraw if asked => self.answer(true, commands),
            Action::Cancel if asked && self.prompt.is_none() => self.answer(false, commands),
            Action::OpenChat if !self.overlaid() => {
                self.prompt = Some(String::new());
                self.chatting = true;
            }
            Action::PromptSubmit if self.chatting => {
                let text = self.prompt.take().unwrap_or_default();
                self.chatting = false;
                self.send_chat(&text, commands);
            }
            Action::Cancel if self.chatting => {
                self.prompt = None;
                self.chatting = false;
            }
            Action::Hint => self.notice = Notice::NoHint,
            Action::Redo | Action::NewGame | Action::Rematch | Action::OfferDraw | Action::Undo => {}
            _ => return false,
        }
        true
    }

    /// Whether `action` answers what the other player asked (`d` to their
    /// draw agrees to it), or the offer to claim the game of a guest gone:
    /// either may be done on their turn.
    fn answers_remote(&self, action: &Action) -> bool {
        match action {
            Action::AcceptDraw => self.question().is_some() || self.claim_offered(),
            Action::OfferDraw => self
                .remote
                .as_ref()
                .is_some_and(|remote| remote.asking.offers.by(Request::Draw) == Some(remote.theirs())),
            _ => false,
        }
    }

    /// What the other player asked that this one answers, if anything.
    fn question(&self) -> Option<Request> {
        self.remote.as_ref().and_then(|remote| remote.asking.question(remote.local))
    }
}

/// Whether `action` comes from the player's keys or mouse (not from the
/// loop, a search, a file or the network).
fn is_a_key(action: &Action) -> bool {
    !matches!(
        action,
        Action::Now(_)
            | Action::ClockTick
            | Action::StillAway
            | Action::Peer(_)
            | Action::Search(..)
            | Action::Stored(_)
            | Action::Begin
            | Action::Resize(..)
            | Action::Rolled(_)
            | Action::DieFrame
            | Action::PuzzleReply
    )
}

/// Whether the game's own handling of `action` serves every screen that
/// plays on the board: what [`is_the_games`] names, and what the loop
/// reports (the time, a search, the start).
pub fn serves_every_screen(action: &Action) -> bool {
    is_the_games(action) || matches!(action, Action::Now(_) | Action::Search(..) | Action::Begin)
}

/// Whether the game's own handling of `action` serves the other screens
/// on the board too: the cursor, cancelling, typing into the prompt, quitting,
/// the terminal's size and the files' reports.
fn is_the_games(action: &Action) -> bool {
    matches!(
        action,
        Action::MoveCursor(_)
            | Action::Cancel
            | Action::PromptInput(_)
            | Action::PromptBackspace
            | Action::Paste(_)
            | Action::Quit
            | Action::Resize(..)
            | Action::Stored(_)
            | Action::ToggleHelp
            | Action::ScrollHelp(_)
    )
}

/// Whether `action` is a move or an offer, which only the side to move makes.
pub(crate) fn takes_a_turn(action: &Action) -> bool {
    matches!(
        action,
        Action::Choose
            | Action::Click(_)
            | Action::OpenPrompt
            | Action::PromptSubmit
            | Action::OfferDraw
            | Action::AcceptDraw
    )
}

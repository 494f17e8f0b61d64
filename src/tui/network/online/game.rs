//! A server's game played on the board screens' machinery: the server is
//! the host of a network game and this terminal its guest, so what the
//! server says becomes what a host would send ([`Seat::events`]), and what
//! the game sends becomes the server's messages ([`to_server`]). In a game
//! with the die the server is the host that rolls: its `rolled` is the
//! host's roll of the turn under way, and a turn it passed is the roll of
//! that turn, which the game here passes by itself as the rules say (D3),
//! as a guest does with a host's roll that allows no move. Pure.

use std::time::Duration;

use obereg_net::{ClockState, Message, Turn, Welcome};
use obereg_protocol::{ClientMessage, ClockTerms, ErrorCode, GameEnd, GameState, ServerMessage};
use obereg_rules::{DrawReason, Move, Outcome, Reading, Roll, RulesString, Side, WinReason};

use crate::tui::network::remote::PeerEvent;

/// This terminal's place in one server game: its number, who plays here
/// (none when watching) and how many takebacks the line has had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The game's number.
    pub game: u64,
    /// The side played here; none for a spectator.
    pub side: Option<Side>,
    /// The board, 9 or 11.
    pub board: u8,
    /// A correspondence game (days a move: no clocks on the board).
    pub correspondence: bool,
    /// The line's version, as the game's link counts it: one more a takeback.
    version: u32,
}

impl Seat {
    /// The seat of `me` at the game `state` describes.
    pub fn of(state: &GameState, me: &str) -> Seat {
        let info = &state.info;
        let side = if info.vikings == me {
            Some(Side::Vikings)
        } else if info.varangians == me {
            Some(Side::Varangians)
        } else {
            None
        };
        let correspondence = matches!(state.clock, ClockTerms::Correspondence { .. });
        Seat { game: info.game, side, board: info.board, correspondence, version: 0 }
    }

    /// What the server's `message` is to the game at this seat, as the
    /// host's messages; nothing when it is not about this game.
    pub fn events<const N: usize>(&mut self, message: &ServerMessage, me: &str) -> Vec<PeerEvent> {
        let received = |message| vec![PeerEvent::Received(message)];
        match message {
            ServerMessage::Game(state) if state.info.game == self.game => {
                welcome::<N>(state, self).map(PeerEvent::Welcomed).into_iter().collect()
            }
            ServerMessage::Moved { game, ply, record, clocks, roll } if *game == self.game => {
                let turn = if record == PASS {
                    let Some(roll) = roll.and_then(Roll::new) else { return Vec::new() };
                    Message::Roll { number: *ply, roll }
                } else {
                    let Ok(mv) = record.parse::<Move>() else { return Vec::new() };
                    Message::Move { version: self.version, number: *ply, mv }
                };
                let mut events = received(turn);
                events.extend(self.clocks(*clocks).map(|state| PeerEvent::Received(Message::Clock(state))));
                events
            }
            ServerMessage::Rolled { game, ply, roll } if *game == self.game => Roll::new(*roll)
                .map(|roll| received(Message::Roll { number: *ply, roll }))
                .unwrap_or_default(),
            ServerMessage::DrawOffered { game, by } if *game == self.game && by != me => {
                received(Message::DrawOffer)
            }
            ServerMessage::TakebackOffered { game, by } if *game == self.game && by != me => {
                received(Message::TakebackRequest)
            }
            ServerMessage::TakenBack { game, plies, clocks } if *game == self.game => {
                self.version += 1;
                let mut events = received(Message::TakenBack { version: self.version, turns: *plies });
                events.extend(self.clocks(*clocks).map(|state| PeerEvent::Received(Message::Clock(state))));
                events
            }
            // The server answers a takeback it will not make (in a game with
            // the die, or before one's first move) with a refusal: the asking ends.
            ServerMessage::Error { code: ErrorCode::Unsupported | ErrorCode::NothingToTakeBack, .. } => {
                received(Message::TakebackAnswer(false))
            }
            ServerMessage::Ended { game, end } if *game == self.game => {
                outcome(end).map(|outcome| received(Message::Ended(outcome))).unwrap_or_default()
            }
            ServerMessage::Chat { game: Some(game), from, text } if *game == self.game && from != me => {
                // A player's chat is the opponent's; a spectator is told who speaks.
                let line = if self.side.is_some() { text.clone() } else { format!("{from}: {text}") };
                received(Message::Chat(line))
            }
            _ => Vec::new(),
        }
    }

    /// The clocks the server gives, for a game with clocks on the board.
    fn clocks(&self, clocks: [u64; 2]) -> Option<ClockState> {
        (!self.correspondence).then(|| ClockState {
            vikings: Duration::from_millis(clocks[0]),
            varangians: Duration::from_millis(clocks[1]),
            running: None,
        })
    }
}

/// How the server writes a turn that passed in a game with the die.
const PASS: &str = "pass";

/// The name of the player of `side` in `state`.
pub fn name_of(state: &GameState, side: Side) -> String {
    match side {
        Side::Vikings => state.info.vikings.clone(),
        Side::Varangians => state.info.varangians.clone(),
    }
}

/// The server's game as a host's welcome to the seat's guest; none when
/// it is not on the `N`×`N` board or a move is not a move.
fn welcome<const N: usize>(state: &GameState, seat: &Seat) -> Option<Welcome> {
    if usize::from(state.info.board) != N {
        return None;
    }
    let rolls = state.die.as_ref().map(|die| die.rolls.as_slice()).unwrap_or_default();
    let moves: Option<Vec<Turn>> = state
        .moves
        .iter()
        .enumerate()
        .map(|(turn, record)| {
            let mv = if record == PASS { None } else { Some(record.parse::<Move>().ok()?) };
            Some(Turn { mv, roll: rolls.get(turn).copied().and_then(Roll::new) })
        })
        .collect();
    let die = match &state.die {
        Some(die) => Some(die.reading.parse::<Reading>().ok()?),
        None => None,
    };
    let host_side = seat.side.unwrap_or(Side::Varangians).opponent();
    let time_control = match state.clock {
        ClockTerms::Fischer { .. } => Some(state.clock.control()),
        ClockTerms::Correspondence { .. } => None,
    };
    Some(Welcome {
        name: name_of(state, host_side),
        host_side,
        rules: RulesString::obereg_on::<N>().to_string(),
        time_control,
        clocks: seat.clocks(state.clocks),
        die,
        roll: state.die.as_ref().and_then(|die| die.roll).and_then(Roll::new),
        result: None,
        game: seat.game,
        version: seat.version,
        from: 0,
        more: 0,
        moves: moves?,
    })
}

/// The server's end as the rules write it; none for what they cannot say.
pub fn outcome(end: &GameEnd) -> Option<Outcome> {
    let winner = match end.winner.as_deref() {
        Some(name) => Some(name.parse::<Side>().ok()?),
        None => None,
    };
    Some(match (winner, end.reason.as_str()) {
        (None, "repetition") => Outcome::Draw(DrawReason::Repetition),
        (None, "time") => Outcome::Draw(DrawReason::Time),
        (None, _) => Outcome::Draw(DrawReason::Agreement),
        (Some(winner), "time") => Outcome::Win { winner, reason: WinReason::Time },
        (Some(winner), "resignation") => Outcome::Win { winner, reason: WinReason::Resignation },
        (Some(winner), "no_move") => Outcome::Win { winner, reason: WinReason::NoLegalMove },
        (Some(winner), _) => Outcome::Win { winner, reason: WinReason::OffTheBoard },
    })
}

/// What the game's `message` (as a guest sends it to its host) is to the
/// server, in game `game`; nothing for what the server does not hear (a
/// no, which it never asks for).
pub fn to_server(game: u64, message: &Message) -> Option<ClientMessage> {
    Some(match message {
        Message::Move { number, mv, .. } => ClientMessage::Move { game, ply: *number, mv: mv.to_string() },
        Message::DrawOffer | Message::DrawAnswer(true) => ClientMessage::Draw { game },
        Message::TakebackRequest | Message::TakebackAnswer(true) => ClientMessage::Takeback { game },
        Message::Resign => ClientMessage::Resign { game },
        Message::Chat(text) => ClientMessage::Chat { game: Some(game), text: text.clone() },
        _ => return None,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use obereg_protocol::{DieState, GameInfo};

    use super::*;

    /// Game 3, alice the Vikings, bob the Varangians, after `moves`.
    pub(crate) fn state(moves: &[&str], clock: ClockTerms) -> GameState {
        GameState {
            info: GameInfo {
                game: 3,
                board: 9,
                vikings: "alice".into(),
                varangians: "bob".into(),
                plies: moves.len() as u32,
                bots: Vec::new(),
                die: false,
            },
            clock,
            rated: false,
            moves: moves.iter().map(|mv| mv.to_string()).collect(),
            clocks: [299_000, 300_000],
            to_move: "varangians".into(),
            die: None,
        }
    }

    pub(crate) const LIVE: ClockTerms = ClockTerms::Fischer { minutes: 5, seconds: 3 };

    #[test]
    fn the_servers_game_is_a_hosts_welcome_to_the_player_here() {
        let state = state(&["a6-a8"], LIVE);
        let mut seat = Seat::of(&state, "bob");
        assert_eq!(seat.side, Some(Side::Varangians));
        let events = seat.events::<9>(&ServerMessage::Game(state.clone()), "bob");
        let [PeerEvent::Welcomed(welcome)] = &events[..] else { panic!("{events:?}") };
        assert_eq!((welcome.host_side, welcome.name.as_str(), welcome.game), (Side::Vikings, "alice", 3));
        assert_eq!(welcome.moves, vec![Turn { mv: "a6-a8".parse().ok(), roll: None }]);
        let clocks = welcome.clocks.unwrap();
        assert_eq!((clocks.vikings, clocks.varangians), (Duration::from_secs(299), Duration::from_secs(300)));
        assert_eq!(welcome.time_control.map(|control| control.increment), Some(Duration::from_secs(3)));
        // Not on this board: no welcome; a spectator sits as the Varangians.
        assert!(seat.events::<11>(&ServerMessage::Game(state.clone()), "bob").is_empty());
        assert_eq!(Seat::of(&state, "carol").side, None);
        let slow = Seat::of(&self::state(&[], ClockTerms::Correspondence { days: 3 }), "bob");
        assert!(slow.correspondence && slow.clocks([1, 2]).is_none());
    }

    #[test]
    fn moves_offers_takebacks_ends_and_chat_become_the_hosts_messages() {
        let state = state(&["a6-a8"], LIVE);
        let mut seat = Seat::of(&state, "bob");
        let moved = ServerMessage::Moved {
            game: 3,
            ply: 1,
            record: "e4-d4xd5".into(),
            clocks: [1000, 2000],
            roll: None,
        };
        let events = seat.events::<9>(&moved, "bob");
        assert_eq!(events.len(), 2);
        let mv = "e4-d4".parse().unwrap();
        assert_eq!(events[0], PeerEvent::Received(Message::Move { version: 0, number: 1, mv }));
        let other_game =
            ServerMessage::Moved { game: 4, ply: 1, record: "e4-d4".into(), clocks: [0, 0], roll: None };
        assert!(seat.events::<9>(&other_game, "bob").is_empty());
        let offered = |by: &str| ServerMessage::DrawOffered { game: 3, by: by.into() };
        assert_eq!(seat.events::<9>(&offered("alice"), "bob"), vec![PeerEvent::Received(Message::DrawOffer)]);
        assert!(
            seat.events::<9>(&offered("bob"), "bob").is_empty(),
            "one's own offer is not an offer to one"
        );
        let taken = ServerMessage::TakenBack { game: 3, plies: 1, clocks: [1000, 2000] };
        let events = seat.events::<9>(&taken, "bob");
        assert_eq!(events[0], PeerEvent::Received(Message::TakenBack { version: 1, turns: 1 }));
        // The next move is on the new line.
        let events = seat.events::<9>(&moved, "bob");
        assert_eq!(events[0], PeerEvent::Received(Message::Move { version: 1, number: 1, mv }));
        let end = GameEnd { winner: Some("vikings".into()), reason: "time".into() };
        let won = Outcome::Win { winner: Side::Vikings, reason: WinReason::Time };
        let ended = ServerMessage::Ended { game: 3, end };
        assert_eq!(seat.events::<9>(&ended, "bob"), vec![PeerEvent::Received(Message::Ended(won))]);
        let chat = ServerMessage::Chat { game: Some(3), from: "alice".into(), text: "gl".into() };
        assert_eq!(seat.events::<9>(&chat, "bob"), vec![PeerEvent::Received(Message::Chat("gl".into()))]);
    }

    #[test]
    fn the_servers_die_is_the_hosts_rolls_and_its_passes_the_rolls_that_pass() {
        let mut state = state(&["a6-a8", "pass"], LIVE);
        state.info.die = true;
        state.die = Some(DieState { reading: "exact".into(), rolls: vec![2, 6], roll: Some(4) });
        let mut seat = Seat::of(&state, "bob");
        let events = seat.events::<9>(&ServerMessage::Game(state.clone()), "bob");
        let [PeerEvent::Welcomed(welcome)] = &events[..] else { panic!("{events:?}") };
        let roll = |pips| Roll::new(pips);
        assert_eq!((welcome.die, welcome.roll), (Some(Reading::Exact), roll(4)));
        let first = Turn { mv: "a6-a8".parse().ok(), roll: roll(2) };
        assert_eq!(welcome.moves, vec![first, Turn { mv: None, roll: roll(6) }]);
        // The roll of the turn under way is the host's roll, numbered as the moves.
        let rolled = ServerMessage::Rolled { game: 3, ply: 2, roll: 5 };
        let host_rolls =
            |number, pips| PeerEvent::Received(Message::Roll { number, roll: roll(pips).unwrap() });
        assert_eq!(seat.events::<9>(&rolled, "bob"), vec![host_rolls(2, 5)]);
        let elsewhere = ServerMessage::Rolled { game: 4, ply: 2, roll: 5 };
        assert!(seat.events::<9>(&elsewhere, "bob").is_empty());
        // A turn the server passed is its roll, which the game here passes too.
        let passed =
            ServerMessage::Moved { game: 3, ply: 3, record: "pass".into(), clocks: [1, 2], roll: Some(6) };
        assert_eq!(seat.events::<9>(&passed, "bob")[0], host_rolls(3, 6));
        let no_roll =
            ServerMessage::Moved { game: 3, ply: 3, record: "pass".into(), clocks: [1, 2], roll: None };
        assert!(seat.events::<9>(&no_roll, "bob").is_empty());
        // A takeback refused is a no to the asking (the table says why).
        let refused = ServerMessage::Error { code: ErrorCode::Unsupported, detail: Some("die".into()) };
        assert_eq!(
            seat.events::<9>(&refused, "bob"),
            vec![PeerEvent::Received(Message::TakebackAnswer(false))]
        );
        let other = ServerMessage::Error { code: ErrorCode::RateLimited, detail: None };
        assert!(seat.events::<9>(&other, "bob").is_empty());
        // A reading the game does not know is no welcome.
        state.die = Some(DieState { reading: "sideways".into(), rolls: vec![2, 6], roll: None });
        assert!(seat.events::<9>(&ServerMessage::Game(state), "bob").is_empty());
    }

    #[test]
    fn the_servers_ends_are_the_rules_ends() {
        let end = |winner: Option<&str>, reason: &str| GameEnd {
            winner: winner.map(String::from),
            reason: reason.into(),
        };
        assert_eq!(outcome(&end(None, "agreement")), Some(Outcome::Draw(DrawReason::Agreement)));
        assert_eq!(outcome(&end(None, "repetition")), Some(Outcome::Draw(DrawReason::Repetition)));
        let resigned = Outcome::Win { winner: Side::Varangians, reason: WinReason::Resignation };
        assert_eq!(outcome(&end(Some("varangians"), "resignation")), Some(resigned));
        let abandoned = Outcome::Win { winner: Side::Vikings, reason: WinReason::OffTheBoard };
        assert_eq!(outcome(&end(Some("vikings"), "abandoned")), Some(abandoned));
        assert_eq!(outcome(&end(Some("nobody"), "time")), None);
    }

    #[test]
    fn what_the_game_sends_is_what_the_server_hears() {
        let mv = "d1-d2".parse().unwrap();
        let sent = to_server(3, &Message::Move { version: 2, number: 5, mv });
        assert_eq!(sent, Some(ClientMessage::Move { game: 3, ply: 5, mv: "d1-d2".into() }));
        assert_eq!(to_server(3, &Message::DrawOffer), Some(ClientMessage::Draw { game: 3 }));
        assert_eq!(to_server(3, &Message::DrawAnswer(true)), Some(ClientMessage::Draw { game: 3 }));
        assert_eq!(to_server(3, &Message::DrawAnswer(false)), None);
        assert_eq!(to_server(3, &Message::TakebackAnswer(true)), Some(ClientMessage::Takeback { game: 3 }));
        assert_eq!(to_server(3, &Message::Resign), Some(ClientMessage::Resign { game: 3 }));
        let chat = to_server(3, &Message::Chat("hi".into()));
        assert_eq!(chat, Some(ClientMessage::Chat { game: Some(3), text: "hi".into() }));
    }
}

//! The game the start menu chose, as the command line would have asked
//! for it: a [`Next`] turned into a [`GameConfig`].

use obereg_engine::PlayerKind;
use obereg_net::DEFAULT_PORT;
use obereg_rules::{Setup, Side};

use crate::cli::Board;
use crate::tui::config::{GameConfig, Network, computer_name};
use crate::tui::files::storage::Opening;
use crate::tui::learning::puzzles::Choice;
use crate::tui::screens::Next;

impl GameConfig {
    /// This run's options for what the menu chose with `go`; the menu
    /// stays behind it.
    pub fn for_choice(&self, go: &Next) -> GameConfig {
        let base = GameConfig { menu: true, opening: Opening::New, ..self.clone() };
        // The lessons, the puzzles, the free board and a game joined are the
        // plain 9×9 game: the settings' board, die and clock are a new game's.
        let plain = GameConfig { new_board: Board::Nine, die: None, clock: None, ..base.clone() };
        match go {
            Next::Continue => GameConfig { opening: Opening::Resume, ..base },
            Next::Keyboard
            | Next::Settings
            | Next::About
            | Next::Keep(_)
            | Next::Online(_)
            | Next::Menu
            | Next::Quit => base,
            Next::Computer { side, level } => {
                // The die's search needs a thread: a page's game against the computer has no die.
                let base = if cfg!(target_arch = "wasm32") { GameConfig { die: None, ..base } } else { base };
                let computer = side.opponent();
                let name = computer_name(*level, &self.messages);
                let kind = PlayerKind::Computer(*level);
                match computer {
                    Side::Vikings => GameConfig { vikings: name, vikings_player: kind, ..base },
                    Side::Varangians => GameConfig { varangians: name, varangians_player: kind, ..base },
                }
            }
            Next::Lessons => GameConfig { opening: Opening::Keep, lessons: Some(false), ..plain },
            Next::Puzzles => {
                GameConfig { opening: Opening::Puzzles, puzzles: Some(Choice::default()), ..plain }
            }
            Next::FreeBoard => {
                let start = obereg_rules::START_RECORD.parse::<Setup>().ok();
                let free_board = start.map(|setup| (setup, Side::Vikings));
                GameConfig { opening: Opening::Keep, free_board, ..plain }
            }
            Next::Host => GameConfig {
                network: Some(Network::Host { port: DEFAULT_PORT, side: Side::Vikings }),
                ..base
            },
            Next::Join { address, code } => {
                let network = Network::Join { address: address.clone(), code: code.clone(), name: None };
                GameConfig { network: Some(network), ..plain }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use obereg_engine::{Level, PlayerKind};
    use obereg_rules::Side;

    use crate::i18n::Messages;
    use crate::lang::Lang;
    use crate::tui::config::{GameConfig, Network};
    use crate::tui::files::storage::Opening;
    use crate::tui::screens::Next;

    fn chosen(go: &Next) -> GameConfig {
        GameConfig::two_people("Vikings", "Varangians", Messages::new(Lang::En)).for_choice(go)
    }

    #[test]
    fn each_choice_of_the_menu_opens_its_game_with_the_menu_behind_it() {
        assert_eq!(chosen(&Next::Continue).opening, Opening::Resume);
        assert_eq!(chosen(&Next::Keyboard).opening, Opening::New);
        let computer = chosen(&Next::Computer { side: Side::Vikings, level: Level::Hard });
        assert_eq!(computer.varangians_player, PlayerKind::Computer(Level::Hard));
        assert_eq!(
            (computer.vikings_player, computer.varangians.as_str()),
            (PlayerKind::Human, "Computer (hard)")
        );
        let lessons = chosen(&Next::Lessons);
        assert_eq!((lessons.opening, lessons.lessons), (Opening::Keep, Some(false)));
        assert_eq!(chosen(&Next::Puzzles).opening, Opening::Puzzles);
        assert!(chosen(&Next::Puzzles).puzzles.is_some());
        let board = chosen(&Next::FreeBoard);
        assert_eq!(board.free_board.map(|(_, side)| side), Some(Side::Vikings));
        assert!(matches!(chosen(&Next::Host).network, Some(Network::Host { side: Side::Vikings, .. })));
        let code = "7KQ2M9WX".parse().unwrap();
        let join = chosen(&Next::Join { address: "[::1]:4711".into(), code });
        assert!(matches!(join.network, Some(Network::Join { address, .. }) if address == "[::1]:4711"));
        assert!([Next::Continue, Next::Lessons, Next::Host].iter().all(|go| chosen(go).menu));
    }

    #[test]
    fn the_settings_board_die_and_clock_are_a_new_games_not_the_lessons_puzzles_free_board_or_a_join() {
        let mut kept = GameConfig::two_people("Vikings", "Varangians", Messages::new(Lang::En));
        kept.new_board = crate::cli::Board::Eleven;
        kept.die = Some(obereg_rules::Reading::Exact);
        kept.clock = "5+3".parse().ok();
        let keyboard = kept.for_choice(&Next::Keyboard);
        assert_eq!(keyboard.new_board, crate::cli::Board::Eleven);
        assert!(keyboard.die.is_some() && keyboard.clock.is_some());
        let code = "7KQ2M9WX".parse().unwrap();
        let join = Next::Join { address: "[::1]:4711".into(), code };
        for go in [Next::Lessons, Next::Puzzles, Next::FreeBoard, join] {
            let plain = kept.for_choice(&go);
            assert_eq!(
                (plain.new_board, plain.die, plain.clock),
                (crate::cli::Board::Nine, None, None),
                "{go:?}"
            );
        }
    }
}

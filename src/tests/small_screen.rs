//! The smallest screen the game allows (64×15) and a few wider ones: the
//! footer keeps each key beside its meaning, help scrolls and says where it
//! is, the end banner's title and keys are never cut.

use crate::i18n::{side_arg, text_arg};
use crate::lang::Lang;
use crate::tests::common::{press, start};
use crate::tests::render::{draw, screen_text};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::update;

const SMALLEST: (u16, u16) = (64, 15);

/// The rows of the screen, as text.
fn rows(app: &crate::tui::screens::game::app::App, (width, height): (u16, u16)) -> Vec<String> {
    screen_text(&draw(app, width, height)).lines().map(str::to_string).collect()
}

#[test]
fn the_footer_never_splits_a_key_from_its_meaning() {
    for lang in Lang::ALL {
        for (width, moves) in [64, 72, 80, 100, 120].into_iter().flat_map(|w| [(w, ""), (w, "md9-d8<Enter>")])
        {
            let mut app = start(lang);
            _ = update(&mut app, Action::Resize(width, 15));
            press(&mut app, moves);
            let id = if moves.is_empty() { "footer-keys-fresh" } else { "footer-keys" };
            let keys = app.messages().text(id);
            let pairs: Vec<&str> = keys.split(" · ").collect();
            for row in &rows(&app, (width, 15))[13..] {
                for piece in row.trim().split(" · ").filter(|piece| !piece.is_empty()) {
                    assert!(pairs.contains(&piece), "{lang:?} at {width}: {piece:?} is split in {row:?}");
                }
            }
        }
    }
}

#[test]
fn help_scrolls_at_the_smallest_size_and_says_where_it_is() {
    for lang in Lang::ALL {
        let mut app = start(lang);
        _ = update(&mut app, Action::Resize(SMALLEST.0, SMALLEST.1));
        press(&mut app, "?");
        let close = app.messages().text("help-close");
        let first = rows(&app, SMALLEST).join("\n");
        assert!(first.contains(" 1–11 "), "{lang:?}: where it is\n{first}");
        assert!(!first.contains(&close), "{lang:?}: the help fits in 64×15?");
        for _ in 0..6 {
            _ = update(&mut app, Action::ScrollHelp(crate::tui::screens::game::action::Scroll::PageDown));
        }
        let last = rows(&app, SMALLEST).join("\n");
        assert!(last.contains(&close), "{lang:?}: scrolled to its end\n{last}");
        press(&mut app, "<Up>");
        assert!(!rows(&app, SMALLEST).join("\n").contains(&close), "{lang:?}: one row back");
        press(&mut app, "<Esc>?");
        assert!(rows(&app, SMALLEST).join("\n").contains(" 1–11 "), "{lang:?}: opened again at its start");
    }
}

#[test]
fn the_end_banner_keeps_its_title_and_keys_at_the_smallest_size() {
    for lang in Lang::ALL {
        let mut app = start(lang);
        _ = update(&mut app, Action::Resize(SMALLEST.0, SMALLEST.1));
        press(&mut app, "RR");
        let above_the_status = rows(&app, SMALLEST)[..11].join("\n");
        let winner = obereg_rules::Side::Varangians;
        let args = [text_arg("name", app.players().name(winner)), side_arg(winner)];
        let title = app.messages().format("end-wins", &args);
        assert!(above_the_status.contains(&title), "{lang:?}: {title:?} cut from\n{above_the_status}");
        for key in app.messages().text("end-keys").split(" · ") {
            assert!(above_the_status.contains(key), "{lang:?}: {key:?} cut from\n{above_the_status}");
        }
    }
}

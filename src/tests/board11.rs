//! V1 in the terminal: the 11×11 board drawn with files a–k and ranks
//! 1–11, its title and panel line, the cursor across the whole board, a
//! move typed and clicked, the record it writes, and the help.

use crate::lang::Lang;
use crate::tests::common::{SIZE, config, moves, press, sq, type_move};
use crate::tests::render::{draw, screen_text};
use crate::tui::drawing::geometry::ScreenLayout;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::update;
use obereg_rules::{Piece, Position};
use ratatui::layout::Rect;

fn eleven(lang: Lang) -> App<11> {
    App::new(&config(lang), SIZE)
}

#[test]
fn v1_the_11x11_board_is_drawn_with_its_labels_title_and_pieces() {
    let app = eleven(Lang::En);
    let text = screen_text(&draw(&app, 100, 35));
    for expected in ["a    b", "j    k", "11   ◇", " 1 ", "Obereg · 11×11", "24 Vikings against"] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
    // The board takes the first 60 columns; the panel marks the players too.
    let board: String = text.lines().flat_map(|line| line.chars().take(60)).collect();
    let count = |glyph: &str| board.matches(glyph).count();
    assert_eq!((count("●"), count("○"), count("◆")), (24, 12, 1), "{text}");
    assert_eq!(app.cursor(), Position::<11>::throne());
    assert_eq!(app.cursor(), sq("f6"));
    let mut app = app;
    press(&mut app, "llllllllkkkkkkkk");
    assert_eq!(app.cursor(), sq("k11"), "the cursor reaches the far corner");
    press(&mut app, "hhhhhhhhhhhhjjjjjjjjjjjj");
    assert_eq!(app.cursor(), sq("a1"));
}

#[test]
fn v1_moves_typed_and_clicked_are_played_and_recorded_with_dim_11() {
    let mut app = eleven(Lang::En);
    type_move(&mut app, "d11-d9");
    assert_eq!(moves(&app), 1);
    let board = ScreenLayout::new(Rect::new(0, 0, SIZE.0, SIZE.1), 11).board.unwrap();
    for square in ["f8", "i8"] {
        let area = board.square_area(sq(square));
        let _ = update(&mut app, Action::Click(board.hit_test(area.x, area.y).unwrap()));
    }
    assert_eq!(moves(&app), 2, "the guard f8 went to i8");
    assert_eq!(app.position().piece_at(sq("i8")), Some(Piece::Guard));
    let otg = app.record().to_otg();
    assert!(otg.contains("[rules:dim:11 name:Obereg-11 "), "{otg}");
    assert!(otg.contains("1. d11-d9 f8-i8"), "{otg}");
}

#[test]
fn v1_help_explains_the_11x11_board_in_every_language() {
    for (lang, words) in [(Lang::En, "files a–k"), (Lang::Uk, "вертикалі a–k"), (Lang::Ru, "вертикали a–k")]
    {
        let mut app = eleven(lang);
        press(&mut app, "?");
        assert!(app.help_open());
        let text = screen_text(&draw(&app, 120, 40));
        assert!(text.contains(words) && text.contains("f6"), "{lang}: {text}");
    }
}

#[test]
fn v1_a_finished_11x11_game_loaded_opens_in_review_and_steps_to_its_escape() {
    let mut app = eleven(Lang::En);
    for mv in ["d1-d2", "g7-g9", "d2-d1", "f7-j7", "d1-d2", "f6-f7", "d2-d1", "f7-i7"] {
        type_move(&mut app, mv);
    }
    for mv in ["d1-d2", "i7-i10", "d2-d1", "i10-i11", "d1-d2", "i11-k11"] {
        type_move(&mut app, mv);
    }
    assert!(app.is_over(), "the prince escaped at k11");
    let text = app.record().to_otg();
    let record = obereg_record::GameRecord::<11>::read_otg(&text).unwrap();
    let mut loaded = App::with_record(&config(Lang::En), SIZE, record);
    assert!(loaded.is_reviewing());
    assert_eq!(*loaded.position(), Position::<11>::initial());
    press(&mut loaded, "]]]");
    assert_eq!(loaded.position().piece_at(sq("g9")), Some(Piece::Guard), "after 1. d1-d2 g7-g9 2. d2-d1");
    press(&mut loaded, "<End>");
    assert_eq!((loaded.is_over(), loaded.position().prince()), (true, Some(sq("k11"))));
}

#[test]
fn v1_the_lessons_are_not_offered_from_an_11x11_game() {
    // The lessons are the plain game on the 9×9 board: a 9×9 game offers
    // them before its first move, an 11×11 game neither offers nor opens them.
    let nine: App = App::new(&config(Lang::En), SIZE);
    assert!(screen_text(&draw(&nine, 100, 35)).contains("L lessons"));
    let mut app = eleven(Lang::En);
    let fresh = screen_text(&draw(&app, 100, 35));
    assert!(!fresh.contains("L lessons"), "{fresh}");
    press(&mut app, "L");
    assert!(!app.wants_lessons());
    press(&mut app, "?");
    let help = screen_text(&draw(&app, 120, 40));
    assert!(help.contains("open them with obereg learn"), "the help says where they are: {help}");
    press(&mut app, "?");
    press(&mut app, "RR");
    assert!(app.is_over(), "resigned");
    let over = screen_text(&draw(&app, 100, 35));
    assert!(!over.contains("L lessons") && over.contains("s rematch"), "{over}");
    press(&mut app, "L");
    assert!(!app.wants_lessons());
}

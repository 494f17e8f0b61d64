//! How long drawing one full frame of the game takes at 120×40.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use obereg::i18n::Lang;
use obereg::tui::{Action, App, GameConfig, input};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

const SIZE: (u16, u16) = (120, 40);

fn app(lang: Lang) -> App {
    let config = GameConfig::two_people("Olha", "Ihor", lang);
    App::new(&config, SIZE)
}

fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = if c == '\n' { KeyCode::Enter } else { KeyCode::Char(c) };
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        if let Some(action) = input::action_for(&event, app.mode(), app.size()) {
            app.update(action);
        }
    }
}

/// A game of twenty plies with a piece picked up and the cursor on a
/// target: every mark of the board is drawn.
fn busy_app() -> App {
    let mut app = app(Lang::Uk);
    for ply in 0..20 {
        let moves = app.position().legal_moves();
        let mv = moves[(ply * 7) % moves.len()];
        press(&mut app, &format!("m{mv}\n"));
    }
    let mv = app.position().legal_moves()[0];
    app.update(Action::Click(mv.from));
    let (files, ranks) = (
        i32::from(mv.to.file()) - i32::from(mv.from.file()),
        i32::from(mv.to.rank()) - i32::from(mv.from.rank()),
    );
    let steps = match (files.signum(), ranks.signum()) {
        (1, _) => "l".repeat(files as usize),
        (-1, _) => "h".repeat(-files as usize),
        (_, 1) => "k".repeat(ranks as usize),
        _ => "j".repeat(-ranks as usize),
    };
    press(&mut app, &steps);
    assert_eq!(app.game().depth(app.game().current()), 20, "every ply was played");
    assert!(app.selected().is_some() && app.targets().contains(&app.cursor()));
    app
}

fn render(c: &mut Criterion) {
    let area = Rect::new(0, 0, SIZE.0, SIZE.1);
    for (name, app) in [("start", app(Lang::En)), ("busy", busy_app())] {
        c.bench_function(&format!("widget 120x40 {name}"), |b| {
            let mut buffer = Buffer::empty(area);
            b.iter(|| {
                buffer.reset();
                black_box(&app).render(area, &mut buffer);
            })
        });
        c.bench_function(&format!("terminal draw 120x40 {name}"), |b| {
            let mut terminal = Terminal::new(TestBackend::new(SIZE.0, SIZE.1)).expect("a test terminal");
            b.iter(|| {
                // A cleared terminal redraws every cell: a full frame, not a diff.
                terminal.clear().expect("cleared");
                terminal.draw(|frame| frame.render_widget(black_box(&app), frame.area())).expect("drawn");
            })
        });
    }
}

criterion_group!(benches, render);
criterion_main!(benches);

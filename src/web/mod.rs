//! The page in the browser: ratatui drawn into the page's DOM by ratzilla
//! (text a test can read), its keys and taps made the app's own, and the
//! app run as [`crate::tui`]'s `Page` between the page's frames. The
//! language is the one the settings keep, else the browser's (uk, ru,
//! else en); the settings, the unfinished game and the progress (the
//! lessons' stars, the puzzles') are kept in the browser's local storage.

mod grid;
mod speed;
mod watch;

use grid::Grid;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use clap::Parser;
use ratzilla::event::{KeyCode as WebKey, KeyEvent as WebKeyEvent};
use ratzilla::ratatui::Terminal;
use ratzilla::ratatui::backend::Backend;
use ratzilla::ratatui::style::Color;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::cli::Cli;
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::settings::{Settings, SettingsFile};
use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use crate::tui::{GameConfig, Kept, Page};
use crate::web_storage::{keep_as, kept};

/// Opens the page on the start menu and hands it every key, tap and frame.
/// What cannot start (no page to draw in) is told on the browser's console.
pub fn main() {
    console_error_panic_hook::set_once();
    if let Err(why) = start() {
        ratzilla::web_sys::console::error_1(&why.into());
    }
}

/// Sets the page up; why not, in words.
fn start() -> Result<(), String> {
    // The settings kept in the browser's storage; a damaged value has
    // been moved aside, and the defaults are used.
    let file = SettingsFile::in_page();
    let (settings, trouble) = file.load();
    // The options of a run with no flags (the menu first), made again
    // when the settings screen changes the settings.
    let cli = Cli::try_parse_from(["obereg"]).map_err(|error| error.to_string())?;
    // The page lives as long as its window.
    let remake: &'static dyn Fn(&Settings) -> anyhow::Result<GameConfig> =
        Box::leak(Box::new(move |settings: &Settings| {
            let messages = Messages::new(settings.lang.unwrap_or_else(browser_lang));
            GameConfig::new(&cli, settings, |_| None, fastrand::bool, &messages)
                .map_err(|error| anyhow::Error::msg(error.describe(&messages)))
        }));
    let config = remake(&settings).map_err(|error| error.to_string())?;
    if let Some(trouble) = &trouble {
        ratzilla::web_sys::console::warn_1(&trouble.describe(&config.messages).into());
    }
    let config = GameConfig { settings_trouble: trouble, ..config };
    let settings = Kept { file: Some(file), settings, env_lang: browser_lang(), remake };
    let grid = Grid::new(PAGE_COLOURS).map_err(|error| error.to_string())?;
    let size = (grid.size().map_err(|error| error.to_string())?).into();
    let kept = kept(UNFINISHED);
    let page = Page::new(config, size, kept, Box::new(keep), settings);
    let page = Rc::new(RefCell::new(page));
    listen(
        grid.root(),
        "keydown",
        feeding(&page, |key: &ratzilla::web_sys::KeyboardEvent| key_event(&WebKeyEvent::from(key.clone()))),
    )?;
    let under = grid.under();
    listen(
        grid.root(),
        "pointerdown",
        feeding(&page, move |pointer: &ratzilla::web_sys::MouseEvent| {
            let (column, row) =
                under.cell_at(f64::from(pointer.client_x()), f64::from(pointer.client_y()))?;
            tap(pointer.button(), column, row)
        }),
    )?;
    let mut terminal = Terminal::new(grid).map_err(|error| error.to_string())?;
    // The window or the font changed: the cells are counted again before
    // the next frame is laid out.
    let refit = Rc::new(Cell::new(false));
    let window = ratzilla::web_sys::window().ok_or("no window")?;
    listen(&window, "resize", {
        let refit = Rc::clone(&refit);
        move |_: ratzilla::web_sys::Event| refit.set(true)
    })?;
    // A font loaded or changed changes the probe's size.
    let on_probe = Closure::<dyn FnMut()>::new({
        let refit = Rc::clone(&refit);
        move || refit.set(true)
    });
    let observer = ratzilla::web_sys::ResizeObserver::new(on_probe.as_ref().unchecked_ref())
        .map_err(|_| "no resize observer")?;
    observer.observe(terminal.backend().probe());
    // Observing as long as the page.
    std::mem::forget(observer);
    // As long as the page.
    on_probe.forget();
    keep_tab(&window)?;
    let document = window.document().ok_or("no document")?;
    // The screen the page's title names.
    let mut shown = "";
    each_frame(move || {
        if refit.replace(false) || terminal.backend().window_changed() {
            // The cells made again are blank, and so is what ratatui
            // takes to be on the page: the whole screen is drawn into them.
            let refitted = terminal.backend_mut().refit().and_then(|_| terminal.clear());
            if let Err(error) = refitted {
                ratzilla::web_sys::console::error_1(&error.to_string().into());
            }
        }
        match terminal.draw(|frame| page.borrow_mut().frame(frame)) {
            Ok(drawn) => watch::drawn(drawn.buffer),
            Err(error) => ratzilla::web_sys::console::error_1(&error.to_string().into()),
        }
        let kind = page.borrow().screen_kind();
        if kind != shown {
            document.set_title(&page.borrow().title());
            shown = kind;
        }
    });
    Ok(())
}

/// Calls `handler` with each event of `kind` on `target`, as long as the
/// page lives.
fn listen<E: wasm_bindgen::convert::FromWasmAbi + 'static>(
    target: &ratzilla::web_sys::EventTarget,
    kind: &str,
    handler: impl FnMut(E) + 'static,
) -> Result<(), String> {
    let handler = Closure::<dyn FnMut(E)>::new(handler);
    target
        .add_event_listener_with_callback(kind, handler.as_ref().unchecked_ref())
        .map_err(|_| format!("no {kind} events"))?;
    // As long as the page.
    handler.forget();
    Ok(())
}

/// Keeps Tab for the game (the next field of a form): the browser would
/// move the focus away from the page's grid with it, and the keys after
/// would go nowhere.
fn keep_tab(window: &ratzilla::web_sys::Window) -> Result<(), String> {
    listen(window, "keydown", |event: ratzilla::web_sys::KeyboardEvent| {
        if event.key() == "Tab" {
            event.prevent_default();
        }
    })
}

/// What the page calls before a frame.
type FrameCallback = Closure<dyn FnMut()>;

/// Runs `frame` before each of the page's frames (`requestAnimationFrame`).
fn each_frame(mut frame: impl FnMut() + 'static) {
    let next: Rc<RefCell<Option<FrameCallback>>> = Rc::new(RefCell::new(None));
    let again = Rc::clone(&next);
    *next.borrow_mut() = Some(Closure::new(move || {
        frame();
        if let Some(callback) = again.borrow().as_ref() {
            request_frame(callback);
        }
    }));
    if let Some(callback) = next.borrow().as_ref() {
        request_frame(callback);
    }
}

/// Asks the page to call `callback` before its next frame.
fn request_frame(callback: &FrameCallback) {
    if let Some(window) = ratzilla::web_sys::window() {
        let _ = window.request_animation_frame(callback.as_ref().unchecked_ref());
    }
}

/// A handler of the page's events of a kind `E` that hands `page` those
/// `convert` makes the app's.
fn feeding<E: 'static>(
    page: &Rc<RefCell<Page>>,
    convert: impl Fn(&E) -> Option<Event> + 'static,
) -> impl FnMut(E) + 'static {
    let page = Rc::clone(page);
    move |event| {
        if let Some(event) = convert(&event) {
            page.borrow_mut().on_event(&event);
        }
    }
}

/// The page's own text and background colours (`web/index.html`).
const PAGE_COLOURS: (Color, Color) = (Color::Rgb(0xdd, 0xdd, 0xdd), Color::Rgb(0, 0, 0));

/// Where the page keeps the unfinished game in the browser's storage.
const UNFINISHED: &str = "obereg.unfinished.otg";

/// Keeps the unfinished game's `record` in the browser's storage, or
/// forgets it (`None`).
fn keep(record: Option<&str>) {
    keep_as(UNFINISHED, record);
}

/// The browser's language, if it is one of the game's; else English.
fn browser_lang() -> Lang {
    let language = ratzilla::web_sys::window().and_then(|window| window.navigator().language());
    language.and_then(|language| Lang::from_locale(&language)).unwrap_or(Lang::En)
}

/// The app's key for a key pressed in the page; `None` for keys the game
/// has no use for.
fn key_event(key: &WebKeyEvent) -> Option<Event> {
    let code = match key.code {
        WebKey::Char(c) => KeyCode::Char(c),
        WebKey::F(n) => KeyCode::F(n),
        WebKey::Backspace => KeyCode::Backspace,
        WebKey::Enter => KeyCode::Enter,
        WebKey::Left => KeyCode::Left,
        WebKey::Right => KeyCode::Right,
        WebKey::Up => KeyCode::Up,
        WebKey::Down => KeyCode::Down,
        WebKey::Tab if key.shift => KeyCode::BackTab,
        WebKey::Tab => KeyCode::Tab,
        WebKey::Delete => KeyCode::Delete,
        WebKey::Home => KeyCode::Home,
        WebKey::End => KeyCode::End,
        WebKey::PageUp => KeyCode::PageUp,
        WebKey::PageDown => KeyCode::PageDown,
        WebKey::Esc => KeyCode::Esc,
        WebKey::Unidentified => return None,
    };
    let modifiers = if key.ctrl { KeyModifiers::CONTROL } else { KeyModifiers::NONE };
    Some(Event::Key(KeyEvent::new(code, modifiers)))
}

/// The app's click for a tap or a press of the mouse's `button` (the
/// browser's number: 0 the main, 2 the other) on the cell (`column`,
/// `row`); `None` for the other buttons.
fn tap(button: i16, column: u16, row: u16) -> Option<Event> {
    let button = match button {
        0 => MouseButton::Left,
        2 => MouseButton::Right,
        _ => return None,
    };
    Some(Event::Mouse(MouseEvent { kind: MouseEventKind::Down(button), column, row }))
}

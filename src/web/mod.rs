//! The page in the browser: ratatui drawn into the page's DOM by ratzilla
//! (text a test can read), its keys and taps made the app's own, and the
//! app run as [`crate::tui`]'s `Page` between the page's frames. The
//! language is the one the settings keep, else the browser's (uk, ru,
//! else en); the settings, the unfinished game and the progress (the
//! lessons' stars, the puzzles') are kept in the browser's local storage.

mod speed;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use clap::Parser;
use ratzilla::event::{KeyCode as WebKey, KeyEvent as WebKeyEvent, MouseButton as WebButton};
use ratzilla::event::{MouseEvent as WebMouseEvent, MouseEventKind as WebMouseKind};
use ratzilla::ratatui::Terminal;
use ratzilla::ratatui::backend::Backend;
use ratzilla::ratatui::style::Color;
use ratzilla::{DomBackend, WebEventHandler};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::cli::Cli;
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::settings::{Settings, SettingsFile};
use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use crate::tui::{GameConfig, Kept, Page, PageBackend};
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
    let mut cells = DomBackend::new().map_err(|error| error.to_string())?;
    let size = cells.window_size().map_err(|error| error.to_string())?.columns_rows;
    let kept = kept(UNFINISHED);
    let page = Page::new(config, (size.width, size.height), kept, Box::new(keep), settings);
    let page = Rc::new(RefCell::new(page));
    cells.on_key_event(feeding(&page, key_event)).map_err(|error| error.to_string())?;
    cells.on_mouse_event(feeding(&page, mouse_event)).map_err(|error| error.to_string())?;
    let backend = PageBackend::new(cells, PAGE_COLOURS).map_err(|error| error.to_string())?;
    let mut terminal = Terminal::new(backend).map_err(|error| error.to_string())?;
    let resized = Rc::new(Cell::new(false));
    let on_resize = Closure::<dyn FnMut()>::new({
        let resized = Rc::clone(&resized);
        move || resized.set(true)
    });
    let window = ratzilla::web_sys::window().ok_or("no window")?;
    window
        .add_event_listener_with_callback("resize", on_resize.as_ref().unchecked_ref())
        .map_err(|_| "no resize events")?;
    // The page lives as long as its window.
    on_resize.forget();
    keep_tab(&window)?;
    each_frame(move || {
        // The window changed: its cells are made again, blank, and all
        // of the screen is drawn into them.
        if resized.replace(false) {
            let _ = terminal.clear();
        }
        if let Err(error) = terminal.draw(|frame| page.borrow_mut().frame(frame)) {
            ratzilla::web_sys::console::error_1(&error.to_string().into());
        }
    });
    Ok(())
}

/// Keeps Tab for the game (the next field of a form): the browser would
/// move the focus away from the page's grid with it, and the keys after
/// would go nowhere.
fn keep_tab(window: &ratzilla::web_sys::Window) -> Result<(), String> {
    let on_key = Closure::<dyn FnMut(ratzilla::web_sys::KeyboardEvent)>::new(
        |event: ratzilla::web_sys::KeyboardEvent| {
            if event.key() == "Tab" {
                event.prevent_default();
            }
        },
    );
    window
        .add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref())
        .map_err(|_| "no key events")?;
    // As long as the window.
    on_key.forget();
    Ok(())
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
    convert: fn(&E) -> Option<Event>,
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

/// The app's click for a button pressed (or a tap) in the page; `None`
/// for the mouse moving, a button let go and the rest.
fn mouse_event(mouse: &WebMouseEvent) -> Option<Event> {
    let button = match mouse.kind {
        WebMouseKind::ButtonDown(WebButton::Left) => MouseButton::Left,
        WebMouseKind::ButtonDown(WebButton::Right) => MouseButton::Right,
        _ => return None,
    };
    let kind = MouseEventKind::Down(button);
    Some(Event::Mouse(MouseEvent { kind, column: mouse.col, row: mouse.row }))
}

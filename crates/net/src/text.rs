//! Text from the other player (a name, a chat line) made safe to show:
//! plain characters only, so no terminal control sequence or bidirectional
//! override reaches the screen, and no longer than the game allows.

/// The most characters of a player's name shown.
pub const NAME_LIMIT: usize = 24;

/// The most characters of a chat line.
pub const CHAT_LIMIT: usize = 200;

/// `text` without control characters or direction overrides, its spaces
/// collapsed, cut to `limit` characters.
pub fn plain_text(text: &str, limit: usize) -> String {
    let kept: String = text
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !c.is_control() && !is_direction_mark(*c))
        .collect();
    let words = kept.split(' ').filter(|word| !word.is_empty()).collect::<Vec<_>>().join(" ");
    words.chars().take(limit).collect::<String>().trim_end().to_string()
}

/// The Unicode marks that turn text around on screen (U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069): a name could hide what it says.
fn is_direction_mark(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

//! The lobby's lists a page at a time. The server sends the players online,
//! the open challenges and the live games as pages that fit in a line
//! (`lobby`, `lobby_page`), and a player's games ten at a time (`player`
//! with `page`): PageDown or `]` asks for the next page of the list shown,
//! PageUp or `[` for the one before, and every lobby asked for again (a
//! refresh, another tab, back from a game) keeps the pages shown.

use obereg_protocol::{ClientMessage, LobbyCounts, PAGE_GAMES};

use super::{Asked, Lobby, Tab};

/// A list of the lobby the server sends a page at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum List {
    Players,
    Challenges,
    Games,
}

impl List {
    const ALL: [List; 3] = [List::Players, List::Challenges, List::Games];

    /// The list `tab` shows, if the server pages it.
    const fn of(tab: Tab) -> Option<List> {
        match tab {
            Tab::Players => Some(List::Players),
            Tab::Challenges => Some(List::Challenges),
            Tab::Live => Some(List::Games),
            Tab::Yours | Tab::Leaders | Tab::Player | Tab::Tournaments => None,
        }
    }

    /// Its place among `counts`.
    fn in_counts(self, counts: &mut LobbyCounts) -> &mut u32 {
        match self {
            List::Players => &mut counts.players,
            List::Challenges => &mut counts.challenges,
            List::Games => &mut counts.games,
        }
    }

    /// Its number among `counts`.
    fn of_counts(self, mut counts: LobbyCounts) -> u32 {
        *self.in_counts(&mut counts)
    }
}

/// Where the lobby's lists stand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pages {
    /// Where the page shown of each list starts.
    pub from: LobbyCounts,
    /// How many each list has in all, as the server last said.
    pub counts: LobbyCounts,
    /// The starts of the pages shown before, of each list in the order of
    /// `List::ALL`: PageUp goes back to exactly the page it came from.
    before: [Vec<u32>; 3],
}

impl Pages {
    fn before(&mut self, list: List) -> &mut Vec<u32> {
        &mut self.before[list as usize]
    }
}

/// Which of its pages a list shows: its first item's place (from 1), its
/// last's, and how many in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The first item's place, from 1.
    pub first: usize,
    /// The last item's place.
    pub last: usize,
    /// How many in all.
    pub count: usize,
}

impl Lobby {
    /// PageDown or `]`: asks for the next page of the list shown, if there
    /// is one.
    pub(super) fn next_page(&mut self) -> Vec<Asked> {
        if self.tab == Tab::Player {
            let next = self.page.as_ref().filter(|page| page.more).map(|page| page.page + 1);
            return next.map_or_else(Vec::new, |page| self.games_page(page));
        }
        let Some(list) = List::of(self.tab) else { return Vec::new() };
        let from = list.of_counts(self.pages.from);
        let shown = self.shown(list);
        if shown == 0 || from.saturating_add(shown) >= list.of_counts(self.pages.counts) {
            return Vec::new();
        }
        self.pages.before(list).push(from);
        self.page_from(list, from.saturating_add(shown))
    }

    /// PageUp or `[`: asks for the page before that of the list shown, if
    /// there is one.
    pub(super) fn previous_page(&mut self) -> Vec<Asked> {
        if self.tab == Tab::Player {
            let before = self.page.as_ref().and_then(|page| page.page.checked_sub(1));
            return before.map_or_else(Vec::new, |page| self.games_page(page));
        }
        let Some(list) = List::of(self.tab) else { return Vec::new() };
        let from = list.of_counts(self.pages.from);
        if from == 0 {
            return Vec::new();
        }
        let shown = self.shown(list).max(1);
        let before = self.pages.before(list);
        before.retain(|place| *place < from);
        let place = before.pop().unwrap_or_else(|| from.saturating_sub(shown));
        self.page_from(list, place)
    }

    /// What to ask for the lobby again: its pages where they stand.
    pub(super) fn lobby_again(&self) -> ClientMessage {
        if self.pages.from == LobbyCounts::default() {
            ClientMessage::Lobby
        } else {
            ClientMessage::LobbyPage { from: self.pages.from }
        }
    }

    /// A page of the lobby came, starting at `from` and of `counts` in
    /// all: the cursor goes to the top of a new page; a page that came
    /// back empty (the list shrank meanwhile) asks again for an earlier
    /// one.
    pub(super) fn paged(&mut self, from: LobbyCounts, counts: LobbyCounts) -> Vec<Asked> {
        let moved =
            List::of(self.tab).is_some_and(|list| list.of_counts(from) != list.of_counts(self.pages.from));
        if moved {
            self.row = 0;
        }
        (self.pages.from, self.pages.counts) = (from, counts);
        let mut again = from;
        for list in List::ALL {
            let place = list.of_counts(from);
            if place > 0 && self.shown(list) == 0 {
                let count = list.of_counts(counts);
                let before = self.pages.before(list);
                before.retain(|earlier| *earlier < count.min(place));
                *list.in_counts(&mut again) = before.pop().unwrap_or(0);
            }
        }
        if again == from {
            return Vec::new();
        }
        vec![Asked::Send(ClientMessage::LobbyPage { from: again })]
    }

    /// A challenge came: counted, and listed when the last page is shown.
    pub(super) fn challenge_came(&mut self) -> bool {
        let counts = &mut self.pages.counts.challenges;
        let last = self.pages.from.challenges.saturating_add(count(self.challenges.len())) >= *counts;
        *counts = counts.saturating_add(1);
        last
    }

    /// A challenge went: counted.
    pub(super) fn challenge_went(&mut self) {
        let counts = &mut self.pages.counts.challenges;
        *counts = counts.saturating_sub(1);
    }

    /// Where the page of the list shown stands, when it is paged.
    pub fn place(&self) -> Option<Place> {
        let (first, shown, count) = match (self.tab, List::of(self.tab)) {
            (Tab::Player, _) => {
                let page = self.page.as_ref()?;
                (page.page.saturating_mul(PAGE_GAMES), count(page.games.len()), page.total.games)
            }
            (_, Some(list)) => {
                (list.of_counts(self.pages.from), self.shown(list), list.of_counts(self.pages.counts))
            }
            _ => return None,
        };
        let last = first.saturating_add(shown);
        // A server that does not count (before `counts`) counts what it sent.
        let count = count.max(last);
        let wide = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
        (shown > 0).then(|| Place { first: wide(first) + 1, last: wide(last), count: wide(count) })
    }

    /// How many of `list` are shown.
    fn shown(&self, list: List) -> u32 {
        count(match list {
            List::Players => self.players.len(),
            List::Challenges => self.challenges.len(),
            List::Games => self.live.len(),
        })
    }

    /// Asks for the lobby's page where `list` starts at `place`, the other
    /// lists staying where they are.
    fn page_from(&self, list: List, place: u32) -> Vec<Asked> {
        let mut from = self.pages.from;
        *list.in_counts(&mut from) = place;
        vec![Asked::Send(ClientMessage::LobbyPage { from })]
    }

    /// Asks for the page `page` of the games of the player shown.
    fn games_page(&mut self, page: u32) -> Vec<Asked> {
        let Some(name) = self.page.as_ref().map(|shown| shown.name.clone()) else { return Vec::new() };
        self.row = 0;
        vec![Asked::Send(ClientMessage::Player { name, page })]
    }
}

/// A list's length, as the protocol counts.
fn count(length: usize) -> u32 {
    u32::try_from(length).unwrap_or(u32::MAX)
}

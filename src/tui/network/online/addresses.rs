//! The addresses of one community's server, `HOST:PORT,HOST:PORT…`: its
//! nodes (`obereg server --bus`). The connection takes them in turn: when
//! one fails or drops, the next is tried at once, and only once every one
//! was tried since the last that answered does the connection wait before
//! going round again.

/// The addresses and where the connection stands among them.
#[derive(Debug)]
pub(super) struct Addresses {
    /// Each address, in the order given (one at least).
    all: Vec<String>,
    /// The one tried now.
    current: usize,
    /// How many have failed in a row since the last that answered.
    failed: usize,
}

impl Addresses {
    /// The addresses of `server`, split at commas; blanks are skipped, and
    /// a server of none is kept whole so that connecting says it is no
    /// address.
    pub(super) fn new(server: &str) -> Addresses {
        let mut all: Vec<String> =
            server.split(',').map(str::trim).filter(|a| !a.is_empty()).map(String::from).collect();
        if all.is_empty() {
            all.push(server.to_string());
        }
        Addresses { all, current: 0, failed: 0 }
    }

    /// The address to try now.
    pub(super) fn current(&self) -> &str {
        &self.all[self.current]
    }

    /// The current address answered.
    pub(super) fn answered(&mut self) {
        self.failed = 0;
    }

    /// The current address failed or dropped: the next one is current.
    /// Whether it is still to be tried in this round (connect at once),
    /// rather than every address having failed since the last that
    /// answered (wait first).
    pub(super) fn move_on(&mut self) -> bool {
        self.current = (self.current + 1) % self.all.len();
        self.failed += 1;
        if self.failed < self.all.len() {
            return true;
        }
        self.failed = 0;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::Addresses;

    #[test]
    fn one_address_waits_after_each_failure() {
        let mut addresses = Addresses::new("127.0.0.1:6237");
        assert_eq!(addresses.current(), "127.0.0.1:6237");
        assert!(!addresses.move_on());
        assert!(!addresses.move_on());
        assert_eq!(addresses.current(), "127.0.0.1:6237");
    }

    #[test]
    fn the_next_node_is_tried_at_once_and_the_round_ends_where_it_began() {
        let mut addresses = Addresses::new(" a:1, b:2 ,,c:3");
        let mut tried = vec![addresses.current().to_string()];
        let mut at_once = Vec::new();
        for _ in 0..4 {
            at_once.push(addresses.move_on());
            tried.push(addresses.current().to_string());
        }
        assert_eq!(tried, ["a:1", "b:2", "c:3", "a:1", "b:2"]);
        // a and b fail: c at once; c fails: the round is over, wait; then again.
        assert_eq!(at_once, [true, true, false, true]);
    }

    #[test]
    fn an_answer_starts_a_new_round_from_the_node_that_answered() {
        let mut addresses = Addresses::new("a:1,b:2,c:3");
        assert!(addresses.move_on());
        addresses.answered();
        // b answered, then dropped: c and a are tried at once, b after a wait.
        assert!(addresses.move_on());
        assert!(addresses.move_on());
        assert!(!addresses.move_on());
        assert_eq!(addresses.current(), "b:2");
    }

    #[test]
    fn no_address_is_kept_whole_for_its_error() {
        assert_eq!(Addresses::new(" , ").current(), " , ");
    }
}

//! The account's own page in the lobby (`a` on the lists, an account's
//! player only): log out here or everywhere, change the password (the
//! other sessions end), or delete the account (its finished games stay in
//! the archive under a retired name). Pure: keys and the server's answers
//! in, what to send out.

use obereg_protocol::{ClientMessage, PASSWORD_MAX, Secret, ServerMessage};

use super::{Asked, Lobby, LobbyAction, Phase, Said};

/// A field of the password form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccountField {
    /// The password now.
    Now,
    /// The new one.
    New,
    /// The new one again.
    Again,
}

/// What the account's page shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Account {
    /// `o` log out, `e` log out everywhere, `p` change the password,
    /// `d` delete the account.
    Choose,
    /// The password form.
    Password {
        /// The password now (shown as dots).
        now: String,
        /// The new one.
        new: String,
        /// The new one again.
        again: String,
        /// The field being typed.
        field: AccountField,
    },
    /// Deleting: the password asked again.
    Delete(String),
    /// Deleting for good? `y` or `n`; the password typed.
    Confirm(String),
    /// Sent; the server's answer awaited.
    Waiting,
}

impl Account {
    /// Whether a field is being typed (letters are text, not keys).
    pub fn typing(&self) -> bool {
        matches!(self, Account::Password { .. } | Account::Delete(_))
    }

    /// The field being typed, if any.
    fn field(&mut self) -> Option<&mut String> {
        match self {
            Account::Password { now, new, again, field } => Some(match field {
                AccountField::Now => now,
                AccountField::New => new,
                AccountField::Again => again,
            }),
            Account::Delete(password) => Some(password),
            _ => None,
        }
    }

    /// The empty password form.
    fn password_form() -> Account {
        Account::Password {
            now: String::new(),
            new: String::new(),
            again: String::new(),
            field: AccountField::Now,
        }
    }
}

impl Lobby {
    /// Whether the player logged in has an account (not a guest).
    pub fn has_account(&self) -> bool {
        self.me.as_ref().is_some_and(|(_, guest)| !guest)
    }

    /// A key on the account's page.
    pub(super) fn on_account_key(&mut self, action: LobbyAction) -> Vec<Asked> {
        let Phase::Account(account) = &mut self.phase else { return Vec::new() };
        match (&*account, action) {
            (Account::Waiting, _) => {}
            (_, LobbyAction::Back) => self.phase = Phase::Lists,
            (Account::Choose, LobbyAction::Key(key)) => match key {
                'o' | 'e' => {
                    *account = Account::Waiting;
                    return vec![Asked::Send(ClientMessage::Logout { everywhere: key == 'e' })];
                }
                'p' => *account = Account::password_form(),
                'd' => *account = Account::Delete(String::new()),
                _ => {}
            },
            (Account::Confirm(password), LobbyAction::Key('y')) => {
                let password = Secret::from(password.clone());
                *account = Account::Waiting;
                return vec![Asked::Send(ClientMessage::DeleteAccount { password })];
            }
            (Account::Confirm(_), LobbyAction::Key('n')) => self.phase = Phase::Lists,
            (_, LobbyAction::Type(c) | LobbyAction::Key(c)) => {
                if let Some(typed) = account.field()
                    && !c.is_control()
                    && typed.len() + c.len_utf8() <= PASSWORD_MAX
                {
                    typed.push(c);
                }
            }
            (_, LobbyAction::Erase) => {
                account.field().map(String::pop);
            }
            (Account::Password { .. }, LobbyAction::Next | LobbyAction::Down | LobbyAction::Up) => {
                if let Account::Password { field, .. } = account {
                    *field = match field {
                        AccountField::Now => AccountField::New,
                        AccountField::New => AccountField::Again,
                        AccountField::Again => AccountField::Now,
                    };
                }
            }
            (_, LobbyAction::Choose) => return self.send_account_form(),
            _ => {}
        }
        Vec::new()
    }

    /// Enter on a form: the password change sent (the two new ones the
    /// same), or the deletion's question asked.
    fn send_account_form(&mut self) -> Vec<Asked> {
        let Phase::Account(account) = &mut self.phase else { return Vec::new() };
        match account {
            Account::Password { now, new, again, field } => {
                if new != again || new.is_empty() {
                    new.clear();
                    again.clear();
                    *field = AccountField::New;
                    self.said = Some(Said::Form("online-passwords-differ"));
                    return Vec::new();
                }
                let message = ClientMessage::ChangePassword {
                    password: Secret::from(std::mem::take(now)),
                    new_password: Secret::from(std::mem::take(new)),
                };
                *account = Account::Waiting;
                vec![Asked::Send(message)]
            }
            Account::Delete(password) if !password.is_empty() => {
                *account = Account::Confirm(std::mem::take(password));
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// The server's answer to the account's page, if `message` is one;
    /// `None` for any other message.
    pub(super) fn account_answer(&mut self, message: &ServerMessage) -> Option<Vec<Asked>> {
        let said = match message {
            ServerMessage::LoggedOut => Said::LoggedOut,
            ServerMessage::AccountDeleted => Said::AccountDeleted,
            ServerMessage::PasswordChanged { ended } => {
                self.phase = Phase::Lists;
                self.said = Some(Said::PasswordChanged(*ended as usize));
                return Some(Vec::new());
            }
            _ => return None,
        };
        // The server closes the connection: the next one asks how to log in.
        (self.me, self.token, self.was_in, self.table) = (None, None, false, None);
        self.yours.clear();
        (self.phase, self.said) = (Phase::Connecting, Some(said));
        Some(vec![Asked::ForgetToken])
    }

    /// A refusal while the account's page waited: its choice again, the
    /// passwords to type again.
    pub(super) fn account_refused(&mut self) {
        if self.phase == Phase::Account(Account::Waiting) {
            self.phase = Phase::Account(Account::Choose);
        }
    }
}

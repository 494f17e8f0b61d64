//! The lobby's two forms: logging in (or registering, the password typed
//! twice) and a new challenge's terms.

use obereg_protocol::{ChallengeTerms, ClientMessage, ClockTerms, PASSWORD_MAX, Secret, SideChoice};

/// The longest name typed, in characters.
const MAX_NAME: usize = obereg_protocol::NAME_MAX;

/// A field of the login form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoginField {
    /// The account's name.
    Name,
    /// Its password.
    Password,
    /// The password again (registering).
    Again,
}

/// Logging in: first the choice (guest, log in, register), then the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Login {
    /// `g` a guest, `l` log in, `r` register.
    Choose,
    /// The form: registering or logging in.
    Form {
        /// Registering a new account (the password typed twice).
        register: bool,
        /// The name typed.
        name: String,
        /// The password typed (shown as dots).
        password: String,
        /// The password typed again.
        again: String,
        /// The field being typed.
        field: LoginField,
    },
}

impl Login {
    /// The empty form, to register or to log in.
    pub fn form(register: bool) -> Login {
        Login::Form {
            register,
            name: String::new(),
            password: String::new(),
            again: String::new(),
            field: LoginField::Name,
        }
    }

    /// The form as sent, to type again when the server refuses it: the
    /// name kept, the passwords to type again.
    pub fn retyped(&self) -> Login {
        match self {
            Login::Form { register, name, .. } => Login::Form {
                register: *register,
                name: name.clone(),
                password: String::new(),
                again: String::new(),
                field: LoginField::Password,
            },
            Login::Choose => Login::Choose,
        }
    }

    /// `c` typed into the field being typed.
    pub fn type_char(&mut self, c: char) {
        let Login::Form { name, password, again, field, .. } = self else { return };
        let (typed, most) = match field {
            LoginField::Name => (name, MAX_NAME),
            LoginField::Password => (password, PASSWORD_MAX),
            LoginField::Again => (again, PASSWORD_MAX),
        };
        if !c.is_control() && typed.len() + c.len_utf8() <= most {
            typed.push(c);
        }
    }

    /// The last character of the field erased.
    pub fn erase(&mut self) {
        if let Login::Form { name, password, again, field, .. } = self {
            match field {
                LoginField::Name => name.pop(),
                LoginField::Password => password.pop(),
                LoginField::Again => again.pop(),
            };
        }
    }

    /// The next field, round.
    pub fn next_field(&mut self) {
        if let Login::Form { register, field, .. } = self {
            *field = match (*field, *register) {
                (LoginField::Name, _) => LoginField::Password,
                (LoginField::Password, true) => LoginField::Again,
                _ => LoginField::Name,
            };
        }
    }

    /// The message the form sends; `Err` with the catalogue key of what
    /// is wrong (the two passwords differ), the passwords then cleared.
    pub fn message(&mut self) -> Result<ClientMessage, &'static str> {
        let Login::Form { register, name, password, again, field } = self else {
            return Ok(ClientMessage::Guest);
        };
        if name.trim().is_empty() {
            *field = LoginField::Name;
            return Err("online-name-missing");
        }
        if *register && password != again {
            password.clear();
            again.clear();
            *field = LoginField::Password;
            return Err("online-passwords-differ");
        }
        let (name, secret) = (name.trim().to_string(), Secret::from(std::mem::take(password)));
        again.clear();
        Ok(if *register {
            ClientMessage::Register { name, password: secret }
        } else {
            ClientMessage::Login { name, password: secret }
        })
    }
}

/// The clocks a challenge offers: Fischer minutes + seconds, or days a move.
pub const CLOCKS: [ClockTerms; 7] = [
    ClockTerms::Fischer { minutes: 5, seconds: 3 },
    ClockTerms::Fischer { minutes: 10, seconds: 5 },
    ClockTerms::Fischer { minutes: 15, seconds: 10 },
    ClockTerms::Fischer { minutes: 30, seconds: 20 },
    ClockTerms::Correspondence { days: 1 },
    ClockTerms::Correspondence { days: 3 },
    ClockTerms::Correspondence { days: 7 },
];

/// The sides a challenger may take.
pub const SIDES: [SideChoice; 3] = [SideChoice::Lot, SideChoice::Vikings, SideChoice::Varangians];

/// A row of the challenge form, in the order shown.
pub const FORM_ROWS: usize = 5;

/// A new challenge's terms, as the form sets them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeForm {
    /// The row being changed: board, clock, rated, side, die.
    pub row: usize,
    /// 9 or 11.
    pub board: u8,
    /// The place of the clock in [`CLOCKS`].
    pub clock: usize,
    /// Rated.
    pub rated: bool,
    /// The place of the side in [`SIDES`].
    pub side: usize,
    /// With the die.
    pub die: bool,
    /// The player challenged by name; none: open to everyone.
    pub opponent: Option<String>,
}

impl Default for ChallengeForm {
    fn default() -> ChallengeForm {
        ChallengeForm { row: 0, board: 9, clock: 1, rated: false, side: 0, die: false, opponent: None }
    }
}

impl ChallengeForm {
    /// The highlighted row's value `by` steps on, round.
    pub fn change(&mut self, by: isize) {
        let step = |at: usize, count: usize| (at as isize + by).rem_euclid(count as isize) as usize;
        match self.row {
            0 => self.board = if self.board == 9 { 11 } else { 9 },
            1 => self.clock = step(self.clock, CLOCKS.len()),
            2 => self.rated = !self.rated,
            3 => self.side = step(self.side, SIDES.len()),
            _ => self.die = !self.die,
        }
    }

    /// The terms the form sets, open to anyone or to the player named.
    pub fn terms(&self) -> ChallengeTerms {
        ChallengeTerms {
            board: self.board,
            die: self.die,
            clock: CLOCKS.get(self.clock).copied().unwrap_or(CLOCKS[0]),
            rated: self.rated,
            side: SIDES.get(self.side).copied().unwrap_or(SideChoice::Lot),
            opponent: self.opponent.clone(),
        }
    }
}

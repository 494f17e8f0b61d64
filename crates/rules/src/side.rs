//! The two sides and the three kinds of piece (R2). Their names as text
//! are read and written in `notation.rs`.

/// One of the two sides of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The attackers («вікінги» / «викинги»): 16 dark pieces; they move first (R4).
    Vikings,
    /// The defenders («варяги»): the prince and his 8 guards.
    Varangians,
}

impl Side {
    /// The other side.
    pub const fn opponent(self) -> Side {
        match self {
            Side::Vikings => Side::Varangians,
            Side::Varangians => Side::Vikings,
        }
    }

    /// The lowercase English name used on the command line: `vikings` or `varangians`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Vikings => "vikings",
            Side::Varangians => "varangians",
        }
    }
}

/// A kind of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A Viking («вікінг» / «викинг»), OTN letter `t`.
    Viking,
    /// A guard of the prince («дружинник»), OTN letter `T`.
    Guard,
    /// The prince («князь»), OTN letter `K`.
    Prince,
}

impl Piece {
    /// The side this piece plays for.
    pub const fn side(self) -> Side {
        match self {
            Piece::Viking => Side::Vikings,
            Piece::Guard | Piece::Prince => Side::Varangians,
        }
    }

    /// The letter of this piece in an OTN position record.
    pub const fn letter(self) -> char {
        match self {
            Piece::Viking => 't',
            Piece::Guard => 'T',
            Piece::Prince => 'K',
        }
    }

    /// The piece an OTN position record writes as `letter`.
    pub const fn from_letter(letter: char) -> Option<Piece> {
        match letter {
            't' => Some(Piece::Viking),
            'T' => Some(Piece::Guard),
            'K' => Some(Piece::Prince),
            _ => None,
        }
    }
}

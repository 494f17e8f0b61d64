//! The values that go into the store's statements and come out of its
//! rows, the same for SQLite and PostgreSQL: integers (a flag too, 0 or
//! 1), reals, text and bytes.

use bytes::BytesMut;
use postgres::types::{IsNull, ToSql, Type, to_sql_checked};

use super::StoreError;

/// One value of a statement or a row.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// SQL's NULL.
    Null,
    /// An integer, or a flag (1 or 0).
    Int(i64),
    /// A real.
    Real(f64),
    /// Text.
    Text(String),
    /// Bytes.
    Bytes(Vec<u8>),
}

/// What can be a statement's parameter.
pub trait Param {
    /// As a value.
    fn value(&self) -> Value;
}

/// The parameters of a statement, `?1` the first.
macro_rules! args {
    ($($arg:expr),* $(,)?) => { &[$(&$arg as &dyn $crate::store::Param),*] as &[&dyn $crate::store::Param] };
}
pub(super) use args;

impl<T: Param + ?Sized> Param for &T {
    fn value(&self) -> Value {
        (**self).value()
    }
}

impl<T: Param> Param for Option<T> {
    fn value(&self) -> Value {
        self.as_ref().map_or(Value::Null, Param::value)
    }
}

impl Param for Value {
    fn value(&self) -> Value {
        self.clone()
    }
}

/// Integers that fit an `i64` (and the flags).
macro_rules! int_params {
    ($($int:ty),*) => {$(
        impl Param for $int {
            fn value(&self) -> Value {
                Value::Int(i64::from(*self))
            }
        }
    )*};
}
int_params!(i64, i32, u32, u8, bool);

impl Param for u64 {
    fn value(&self) -> Value {
        // Times in milliseconds and clocks: far below `i64::MAX`.
        Value::Int(i64::try_from(*self).unwrap_or(i64::MAX))
    }
}

impl Param for usize {
    fn value(&self) -> Value {
        Value::Int(i64::try_from(*self).unwrap_or(i64::MAX))
    }
}

impl Param for f64 {
    fn value(&self) -> Value {
        Value::Real(*self)
    }
}

impl Param for str {
    fn value(&self) -> Value {
        Value::Text(self.to_string())
    }
}

impl Param for String {
    fn value(&self) -> Value {
        Value::Text(self.clone())
    }
}

impl Param for [u8] {
    fn value(&self) -> Value {
        Value::Bytes(self.to_vec())
    }
}

impl Param for Vec<u8> {
    fn value(&self) -> Value {
        Value::Bytes(self.clone())
    }
}

/// What a row's value can be read as.
pub trait FromValue: Sized {
    /// `value` as `Self`, if it is one.
    fn from_value(value: Value) -> Option<Self>;
}

impl FromValue for Value {
    fn from_value(value: Value) -> Option<Self> {
        Some(value)
    }
}

impl<T: FromValue> FromValue for Option<T> {
    fn from_value(value: Value) -> Option<Self> {
        match value {
            Value::Null => Some(None),
            value => T::from_value(value).map(Some),
        }
    }
}

/// Integers read from an integer value that fits them.
macro_rules! int_values {
    ($($int:ty),*) => {$(
        impl FromValue for $int {
            fn from_value(value: Value) -> Option<Self> {
                match value {
                    Value::Int(n) => <$int>::try_from(n).ok(),
                    _ => None,
                }
            }
        }
    )*};
}
int_values!(i64, i32, u64, u32, u8);

impl FromValue for bool {
    fn from_value(value: Value) -> Option<Self> {
        i64::from_value(value).map(|n| n != 0)
    }
}

impl FromValue for f64 {
    fn from_value(value: Value) -> Option<Self> {
        match value {
            Value::Real(x) => Some(x),
            // An integer kept in a real's column.
            Value::Int(n) => Some(n as f64),
            _ => None,
        }
    }
}

impl FromValue for String {
    fn from_value(value: Value) -> Option<Self> {
        match value {
            Value::Text(text) => Some(text),
            _ => None,
        }
    }
}

impl FromValue for Vec<u8> {
    fn from_value(value: Value) -> Option<Self> {
        match value {
            Value::Bytes(bytes) => Some(bytes),
            _ => None,
        }
    }
}

/// A row read: its values in the order of the query's columns.
#[derive(Clone, Debug, PartialEq)]
pub struct Row(pub(super) Vec<Value>);

impl Row {
    /// The `index`-th value (0 the first) as a `T`.
    ///
    /// # Errors
    /// [`StoreError::Column`] when there is none, or it is no `T`.
    pub fn get<T: FromValue>(&self, index: usize) -> Result<T, StoreError> {
        let value = self.0.get(index).cloned().ok_or(StoreError::Column(index))?;
        T::from_value(value).ok_or(StoreError::Column(index))
    }
}

impl From<rusqlite::types::ValueRef<'_>> for Value {
    fn from(value: rusqlite::types::ValueRef<'_>) -> Value {
        use rusqlite::types::ValueRef;
        match value {
            ValueRef::Null => Value::Null,
            ValueRef::Integer(n) => Value::Int(n),
            ValueRef::Real(x) => Value::Real(x),
            ValueRef::Text(text) => Value::Text(String::from_utf8_lossy(text).into_owned()),
            ValueRef::Blob(bytes) => Value::Bytes(bytes.to_vec()),
        }
    }
}

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(ToSqlOutput::Borrowed(match self {
            Value::Null => ValueRef::Null,
            Value::Int(n) => ValueRef::Integer(*n),
            Value::Real(x) => ValueRef::Real(*x),
            Value::Text(text) => ValueRef::Text(text.as_bytes()),
            Value::Bytes(bytes) => ValueRef::Blob(bytes),
        }))
    }
}

impl ToSql for Value {
    /// Written as the type PostgreSQL expects: an integer as the column's
    /// width, or a flag where it wants a boolean.
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match self {
            Value::Null => Ok(IsNull::Yes),
            Value::Int(n) => match *ty {
                Type::INT2 => i16::try_from(*n)?.to_sql(ty, out),
                Type::INT4 => i32::try_from(*n)?.to_sql(ty, out),
                Type::BOOL => (*n != 0).to_sql(ty, out),
                Type::FLOAT8 => (*n as f64).to_sql(ty, out),
                _ => n.to_sql(ty, out),
            },
            Value::Real(x) => x.to_sql(ty, out),
            Value::Text(text) => text.to_sql(ty, out),
            Value::Bytes(bytes) => bytes.to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

/// The `index`-th value of a PostgreSQL row.
pub(super) fn from_postgres(row: &postgres::Row, index: usize) -> Result<Value, StoreError> {
    let ty = row.columns().get(index).ok_or(StoreError::Column(index))?.type_().clone();
    let value = match ty {
        Type::INT2 => row.try_get::<_, Option<i16>>(index)?.map(|n| Value::Int(n.into())),
        Type::INT4 => row.try_get::<_, Option<i32>>(index)?.map(|n| Value::Int(n.into())),
        Type::INT8 => row.try_get::<_, Option<i64>>(index)?.map(Value::Int),
        Type::BOOL => row.try_get::<_, Option<bool>>(index)?.map(|b| Value::Int(b.into())),
        Type::FLOAT4 => row.try_get::<_, Option<f32>>(index)?.map(|x| Value::Real(x.into())),
        Type::FLOAT8 => row.try_get::<_, Option<f64>>(index)?.map(Value::Real),
        Type::BYTEA => row.try_get::<_, Option<Vec<u8>>>(index)?.map(Value::Bytes),
        _ => row.try_get::<_, Option<String>>(index)?.map(Value::Text),
    };
    Ok(value.unwrap_or(Value::Null))
}

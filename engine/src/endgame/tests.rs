//! The endgame database checked against the solver.

use super::*;

#[test]
fn the_index_is_dense_and_in_enumeration_order() {
    let counting = Counting::new(4);
    let mut expected = 0;
    for stones in 0..=4u8 {
        let mut pits = [0u8; 12];
        pits[11] = stones;
        loop {
            assert_eq!(counting.index(&pits, stones), expected, "{pits:?}");
            expected += 1;
            if !next_distribution(&mut pits) {
                break;
            }
        }
    }
    assert_eq!(expected, counting.len());
    // C(4 + 12, 12) distributions of up to 4 stones.
    assert_eq!(counting.len(), 1820);
}

#[test]
fn a_written_database_reads_back_and_damage_is_detected() {
    let database = EndgameDatabase::build(5, false, |_, _, _| {});
    let mut bytes = Vec::new();
    database.write(&mut bytes).unwrap();
    let read = EndgameDatabase::read(bytes.as_slice()).unwrap();
    assert_eq!(read.shares, database.shares);
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    assert!(matches!(
        EndgameDatabase::read(bytes.as_slice()),
        Err(DatabaseError::Invalid(_))
    ));
}

// The files of the `through PgBouncer` project (jest.config.cjs): `shopDatabase` then gives their shops the
// pooler's address. Jest gives each file its own copy of the environment, so the other files are not touched.
process.env.TEST_THROUGH_PGBOUNCER = '1';

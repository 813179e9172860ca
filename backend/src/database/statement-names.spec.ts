import { statementNames } from './statement-names';

describe('statementNames', () => {
  const select = { sql: 'SELECT id FROM users WHERE id = $1' };

  it('names a statement by its text: the same text always, another text otherwise', () => {
    const nameOf = statementNames(500);
    const name = nameOf(select);
    expect(name).toMatch(/^shop_[\w-]{24}$/);
    expect(nameOf({ sql: `${select.sql}` })).toBe(name);
    expect(nameOf({ sql: 'SELECT id FROM users WHERE email = $1' })).not.toBe(name);
    // Another generator (another shop process) gives the same text the same name.
    expect(statementNames(500)(select)).toBe(name);
  });

  it('leaves statements that steer a transaction or the session unnamed', () => {
    const nameOf = statementNames(500);
    for (const sql of ['BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT s1', 'SET TRANSACTION ISOLATION LEVEL SERIALIZABLE']) {
      expect(nameOf({ sql })).toBe('');
    }
  });

  it('names only the first texts up to its limit, and keeps their names', () => {
    const nameOf = statementNames(2);
    const first = nameOf({ sql: 'SELECT 1' });
    const second = nameOf({ sql: 'SELECT 2' });
    expect([first, second]).not.toContain('');
    expect(nameOf({ sql: 'SELECT 3' })).toBe('');
    expect(nameOf({ sql: 'SELECT 1' })).toBe(first);
    expect(statementNames(0)({ sql: 'SELECT 1' })).toBe('');
  });
});

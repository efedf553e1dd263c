import { describe, expect, it } from 'vitest';
import { ident, inList, isBusy, isUniqueViolation, joinSql, notInList, renderSql, sql, trustedSql } from './sql.js';

describe('sql tagged template', () => {
  it('turns every value into a parameter, ? for SQLite and $n for PostgreSQL', () => {
    const evil = "x'); DROP TABLE customers; --";
    const query = sql`SELECT * FROM t WHERE a = ${evil} AND b > ${3}`;
    expect(renderSql(query, 'sqlite')).toEqual({ text: 'SELECT * FROM t WHERE a = ? AND b > ?', values: [evil, 3] });
    expect(renderSql(query, 'postgres')).toEqual({
      text: 'SELECT * FROM t WHERE a = $1 AND b > $2',
      values: [evil, 3],
    });
  });

  it('inlines nested fragments and numbers their parameters in order', () => {
    const where = sql`b = ${'two'}`;
    const query = sql`UPDATE t SET a = ${1} WHERE ${where} AND c = ${true}`;
    expect(renderSql(query, 'postgres')).toEqual({
      text: 'UPDATE t SET a = $1 WHERE b = $2 AND c = $3',
      values: [1, 'two', 1],
    });
    expect(renderSql(sql`SELECT ${undefined}`, 'sqlite').values).toEqual([null]);
  });

  it('renders IN lists as one parameter per dialect', () => {
    const query = sql`SELECT * FROM t WHERE id ${inList([1, 2])} AND sku ${notInList(['a'])}`;
    expect(renderSql(query, 'sqlite')).toEqual({
      text: 'SELECT * FROM t WHERE id IN (SELECT value FROM json_each(?)) AND sku NOT IN (SELECT value FROM json_each(?))',
      values: ['[1,2]', '["a"]'],
    });
    expect(renderSql(query, 'postgres')).toEqual({
      text: 'SELECT * FROM t WHERE id = ANY($1) AND sku <> ALL($2)',
      values: [[1, 2], ['a']],
    });
  });

  it('quotes checked identifiers as text and refuses anything else', () => {
    expect(renderSql(sql`SELECT ${ident('to')} FROM ${ident('mail_outbox')}`, 'postgres').text).toBe(
      'SELECT "to" FROM "mail_outbox"',
    );
    expect(() => ident('a"; DROP TABLE x; --')).toThrow(/identifier/);
    expect(() => ident('')).toThrow(/identifier/);
  });

  it('joins fragments and passes trusted constant text through', () => {
    const set = joinSql([sql`a = ${1}`, sql`b = ${2}`]);
    expect(renderSql(sql`UPDATE t SET ${set}`, 'postgres')).toEqual({
      text: 'UPDATE t SET a = $1, b = $2',
      values: [1, 2],
    });
    expect(renderSql(trustedSql('CREATE TABLE x (a TEXT); CREATE TABLE y (b TEXT);'), 'postgres').values).toEqual([]);
  });
});

describe('error mapping', () => {
  it('knows unique violations and busy errors of both engines', () => {
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_CHECK' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '55P03', '40001', '40P01']) {
      expect(isBusy({ code })).toBe(true);
    }
    expect(isBusy({ code: '23505' })).toBe(false);
    expect(isBusy(undefined)).toBe(false);
  });
});

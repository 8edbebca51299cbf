import { describe, expect, it } from 'vitest';
import { stackWithoutStatement, withoutStatement, withoutValueFields } from './log-statements';

describe('statements cut from log lines', () => {
  it('cuts a statement at the start, keeping the database error', () => {
    expect(
      withoutStatement(
        "insert into `up_users` (`email`) values ('mario.rossi@example.it') - UNIQUE constraint failed",
      ),
    ).toBe('[statement omitted] - UNIQUE constraint failed');
  });

  it('cuts a statement our own line repeats after its label', () => {
    const line =
      "[forgot-password] recovery mail not sent: update `up_users` set `reset_password_token` = 'abc', `email` = 'a@b.it' where (`id` = 802) - test: write refused";
    expect(withoutStatement(line)).toBe(
      '[forgot-password] recovery mail not sent: [statement omitted] - test: write refused',
    );
  });

  it('cuts PostgreSQL statements and selects, with an error name before them', () => {
    expect(
      withoutStatement(
        'error: select "t0"."id" from "hr_users" as "t0" where "t0"."telefono" = $1 - timeout',
      ),
    ).toBe('error: [statement omitted] - timeout');
    expect(withoutStatement('DatabaseError: delete from "notes" where "id" = 4')).toBe(
      'DatabaseError: [statement omitted]',
    );
  });

  it('keeps a line that only mentions a word like update', () => {
    const line = '[job-run] profile update skipped: nothing to do - retry later';
    expect(withoutStatement(line)).toBe(line);
  });

  it('keeps the frames of a stack', () => {
    const stack =
      "insert into `files` (`name`) values ('cv-mario.pdf') - write refused\n    at _query (knex.js:1:1)";
    expect(stackWithoutStatement(stack)).toBe(
      '[statement omitted] - write refused\n    at _query (knex.js:1:1)',
    );
  });

  it("drops the fields of an error that hold values (a body koa-body refused, PostgreSQL's detail)", () => {
    const info = {
      level: 'error',
      message: 'Object contains forbidden prototype property',
      code: '23505',
      body: '{"__proto__":{},"email":"mario.rossi@example.it"}',
      detail: 'Key (email)=(mario.rossi@example.it) already exists.',
      bindings: ['mario.rossi@example.it'],
    };
    expect(withoutValueFields(info)).toEqual({
      level: 'error',
      message: 'Object contains forbidden prototype property',
      code: '23505',
      body: '[omitted]',
      detail: '[omitted]',
      bindings: '[omitted]',
    });
  });
});

import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { takeConsoleProblems } from './browser';

// Every journey logs in and registers from 127.0.0.1 on the one e2e server: more staff logins a
// minute and registrations an hour than the per-address limits allow a real visitor. Each test
// starts with those two counters cleared (the limits themselves have their own API tests).
beforeEach(() => {
  const db = new Database(inject('dbPath'));
  try {
    db.prepare(
      "delete from rate_counter where counter_key like 'servicer-login:ip:%' or counter_key like 'register:ip:%'",
    ).run();
  } finally {
    db.close();
  }
});

// Every page a journey visits must be free of console errors and hydration warnings (issue 11).
afterEach(() => {
  expect(takeConsoleProblems(), 'console errors or hydration warnings on the pages this test visited').toEqual([]);
});

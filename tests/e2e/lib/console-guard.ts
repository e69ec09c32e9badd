import { afterEach, expect } from 'vitest';
import { takeConsoleProblems } from './browser';

// Every page a journey visits must be free of console errors and hydration warnings (issue 11).
afterEach(() => {
  expect(takeConsoleProblems(), 'console errors or hydration warnings on the pages this test visited').toEqual([]);
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nicknameSchema, passwordRules } from './account.rules';
import { issueMessageKey, issueParams, messageKeyErrorMap, translateIssue } from './issues';
import { withdrawalAmountSchema } from './order.rules';

const firstIssue = (schema: z.ZodType, input: unknown, params?: { error?: z.core.$ZodErrorMap }) => {
  const issue = schema.safeParse(input, params).error?.issues[0];
  if (!issue) throw new Error('expected an issue');
  return issue;
};

describe('issueMessageKey', () => {
  it('keeps a catalogue key given by the schema', () => {
    expect(issueMessageKey(firstIssue(nicknameSchema, ''))).toBe('NICKNAME_REQUIRED');
  });

  it.each([
    [z.object({ a: z.string().max(3) }), { a: 'abcd' }, 'FIELD_TOO_LONG'],
    [z.object({ a: z.string().min(3) }), { a: 'ab' }, 'FIELD_TOO_SHORT'],
    [z.object({ a: z.string().min(1) }), { a: '' }, 'FIELD_REQUIRED'],
    [z.object({ a: z.number().int() }), { a: 1.5 }, 'FIELD_NOT_INTEGER'],
    [z.object({ a: z.number().max(9) }), { a: 10 }, 'FIELD_TOO_LARGE'],
    [z.object({ a: z.number().min(1) }), { a: 0 }, 'FIELD_TOO_SMALL'],
    [z.object({ a: z.array(z.number()).max(1) }), { a: [1, 2] }, 'FIELD_TOO_MANY'],
    [z.object({ a: z.array(z.number()).min(2) }), { a: [1] }, 'FIELD_TOO_FEW'],
    [z.object({ a: z.email() }), { a: 'x' }, 'EMAIL_INVALID'],
    [z.object({ a: z.enum(['x', 'y']) }), { a: 'z' }, 'FIELD_INVALID'],
    [z.object({ a: z.string() }), { a: 5 }, 'FIELD_INVALID'],
    [z.object({ a: z.string() }).strict(), { a: 'x', b: 1 }, 'PARAMETER_ERROR'],
  ] as const)('derives a key from zod’s own issue %#', (schema, input, key) => {
    expect(issueMessageKey(firstIssue(schema, input))).toBe(key);
  });

  it('cannot tell a missing field from a wrong type once the input is gone', () => {
    expect(issueMessageKey(firstIssue(z.object({ a: z.string() }), {}))).toBe('FIELD_INVALID');
  });
});

describe('messageKeyErrorMap', () => {
  it('gives catalogue keys while the input is still known', () => {
    const schema = z.object({ a: z.string(), b: z.number().int(), c: z.string().max(2) });
    const issues = schema.safeParse({ b: 1.5, c: 'abc' }, { error: messageKeyErrorMap }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['FIELD_REQUIRED', 'FIELD_NOT_INTEGER', 'FIELD_TOO_LONG']);
  });

  it('does not override the keys a schema names', () => {
    expect(firstIssue(nicknameSchema, 'x'.repeat(31), { error: messageKeyErrorMap }).message).toBe('NICKNAME_TOO_LONG');
  });
});

describe('issueParams and translateIssue', () => {
  it('fills field and limits from zod’s checks', () => {
    const issue = firstIssue(z.object({ nickname: z.string().max(30) }), { nickname: 'x'.repeat(31) });
    expect(issueParams(issue)).toEqual({ field: 'nickname', max: 30 });
    expect(translateIssue('en-us', issue)).toBe('nickname may have at most 30 characters');
    expect(translateIssue('zh-cn', issue)).toBe('nickname最多30个字符');
  });

  it('uses a dotted path for nested fields', () => {
    const issue = firstIssue(z.object({ goods: z.array(z.object({ num: z.number().min(1) })) }), {
      goods: [{ num: 1 }, { num: 0 }],
    });
    expect(issueParams(issue)).toMatchObject({ field: 'goods.1.num', min: 1 });
  });

  it('fills the params our rules attach', () => {
    const issue = firstIssue(passwordRules({ minLength: 10 }), 'short');
    expect(translateIssue('en-us', issue)).toBe('The password must have at least 10 characters');
    expect(translateIssue('md-mm', issue)).toContain('10');

    const min = firstIssue(withdrawalAmountSchema({ max: 1_000_000, min: 500_000 }), '10');
    expect(translateIssue('en-us', min)).toBe('The withdrawal amount is below the minimum of 5,000.00 Ks');
  });

  it('translates fixed-limit rules without params', () => {
    expect(translateIssue('md-mm', firstIssue(nicknameSchema, ''))).toBe('အမည်ပြောင် ထည့်သွင်းပါ');
  });

  it('says "Invalid parameters" for a field message without a field', () => {
    expect(translateIssue('en-us', firstIssue(z.string(), 5))).toBe('Invalid parameters');
  });
});

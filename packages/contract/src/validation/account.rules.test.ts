import { describe, expect, it } from 'vitest';
import {
  mobileSchema,
  nicknameSchema,
  normaliseMobile,
  parsePasswordComplexity,
  passwordChangeSchema,
  passwordConfirmSchema,
  passwordRules,
  payPasswordSchema,
  smsCodeSchema,
} from './account.rules';
import { messages } from './rules-test-kit';

describe('mobileSchema', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['091234567', '091234567'],
    ['09123456789', '09123456789'],
    ['+959123456789', '09123456789'],
    ['959123456789', '09123456789'],
    ['+95 9 123 456 789', '09123456789'],
    ['09-123-456-789', '09123456789'],
    [' 09 7812 3456 ', '0978123456'],
    ['(09) 1234567', '091234567'],
    ['၀၉၁၂၃၄၅၆၇၈၉', '09123456789'],
    ['13812345678', '13812345678'],
    ['+8613812345678', '13812345678'],
    ['+86 138 1234 5678', '13812345678'],
    ['8613812345678', '13812345678'],
  ])('accepts %j as %j', (input, mobile) => {
    expect(mobileSchema.parse(input)).toBe(mobile);
    expect(normaliseMobile(input)).toBe(mobile);
  });

  it.each([
    '091234',
    '091234567890',
    '08123456789',
    '9123456789',
    '+9591234',
    '+95912345678901',
    '12345678901',
    '+861012345678',
    '1381234567',
    '+14155550100',
    '0912345678a',
    '09 123 456 7x',
    '+09123456789',
    '0095 9123456789',
  ])('refuses %j with the format error', (input) => {
    expect(messages(mobileSchema, input)).toEqual(['MOBILE_FORMAT_ERROR']);
  });

  it.each([undefined, null, '', '   '])('asks for a number when given %j', (input) => {
    expect(messages(mobileSchema, input)).toEqual(['MOBILE_REQUIRED']);
  });

  it('refuses a non-string', () => {
    expect(messages(mobileSchema, 9123456789)).toEqual(['FIELD_INVALID']);
  });
});

describe('passwordRules', () => {
  it('enforces the minimum length with its value as a param', () => {
    const schema = passwordRules({ minLength: 6, complexity: [] });
    expect(schema.safeParse('abcdef').success).toBe(true);
    const issue = schema.safeParse('abcde').error?.issues[0];
    expect(issue).toMatchObject({ message: 'PASSWORD_TOO_SHORT', params: { min: 6 } });
  });

  it('defaults to 8 characters and no complexity', () => {
    expect(passwordRules().safeParse('aaaaaaaa').success).toBe(true);
    expect(messages(passwordRules(), 'aaaaaaa')).toEqual(['PASSWORD_TOO_SHORT']);
  });

  it('asks for a password when missing or empty, once', () => {
    const schema = passwordRules({ minLength: 6, complexity: ['number', 'symbol'] });
    expect(messages(schema, undefined)).toEqual(['PASSWORD_REQUIRED']);
    expect(messages(schema, '')).toEqual(['PASSWORD_REQUIRED']);
  });

  it('caps the length at 128', () => {
    expect(passwordRules().safeParse('a'.repeat(128)).success).toBe(true);
    expect(messages(passwordRules(), 'a'.repeat(129))).toEqual(['PASSWORD_TOO_LONG']);
  });

  it('does not trim: spaces count', () => {
    expect(passwordRules({ minLength: 6 }).parse(' abcd ')).toBe(' abcd ');
  });

  const all = ['number', 'letter', 'upper_case', 'symbol'] as const;
  it.each([
    ['abcdefgh', ['number'], ['PASSWORD_NEEDS_DIGIT']],
    ['abcdefg1', ['number'], []],
    ['ABCDEFG1', ['letter'], ['PASSWORD_NEEDS_LOWER']],
    ['abcdefg1', ['upper_case'], ['PASSWORD_NEEDS_UPPER']],
    ['Abcdefg1', ['symbol'], ['PASSWORD_NEEDS_SYMBOL']],
    ['Abcdef1!', all, []],
    ['abcdefgh', all, ['PASSWORD_NEEDS_DIGIT', 'PASSWORD_NEEDS_UPPER', 'PASSWORD_NEEDS_SYMBOL']],
    ['12345678', all, ['PASSWORD_NEEDS_LOWER', 'PASSWORD_NEEDS_UPPER', 'PASSWORD_NEEDS_SYMBOL']],
    ['!!!!!!!!', ['number', 'letter'], ['PASSWORD_NEEDS_DIGIT', 'PASSWORD_NEEDS_LOWER']],
    ['Abcdefg 1', all, []],
    ['Abcdefg1中', all, ['PASSWORD_NEEDS_SYMBOL']],
    ['ABCDEFG1', ['letter', 'upper_case', 'number'], ['PASSWORD_NEEDS_LOWER']],
  ] as const)('%j under %j gives %j', (password, complexity, expected) => {
    expect(messages(passwordRules({ minLength: 8, complexity }), password)).toEqual(expected);
  });

  it('reports every broken rule together with a short length', () => {
    expect(messages(passwordRules({ minLength: 8, complexity: all }), 'abc')).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NEEDS_DIGIT',
      'PASSWORD_NEEDS_UPPER',
      'PASSWORD_NEEDS_SYMBOL',
    ]);
  });

  it('reads the register config complexity list', () => {
    expect(parsePasswordComplexity('number, letter,upper_case,symbol,unknown')).toEqual([...all]);
    expect(parsePasswordComplexity('')).toEqual([]);
    expect(parsePasswordComplexity(undefined)).toEqual([]);
    expect(parsePasswordComplexity('symbol,number,symbol')).toEqual(['number', 'symbol']);
  });
});

describe('passwordConfirmSchema', () => {
  const schema = passwordConfirmSchema(passwordRules({ minLength: 6 }));

  it('accepts matching passwords', () => {
    expect(schema.safeParse({ password: 'secret1', confirm_password: 'secret1' }).success).toBe(true);
  });

  it('puts a mismatch on the confirmation field', () => {
    const issues = schema.safeParse({ password: 'secret1', confirm_password: 'secret2' }).error?.issues;
    expect(issues).toEqual([expect.objectContaining({ message: 'PASSWORD_MISMATCH', path: ['confirm_password'] })]);
  });

  it('shows a mismatch beside a too-short password', () => {
    expect(messages(schema, { password: 'abc', confirm_password: 'abd' })).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_MISMATCH',
    ]);
  });

  it('asks for the confirmation when missing', () => {
    expect(messages(schema, { password: 'secret1' })).toEqual(['PASSWORD_REQUIRED']);
  });
});

describe('passwordChangeSchema', () => {
  const schema = passwordChangeSchema(passwordRules({ minLength: 6 }));

  it('accepts a new, confirmed password', () => {
    expect(
      schema.safeParse({ old_password: 'oldpass', new_password: 'newpass', confirm_password: 'newpass' }).success,
    ).toBe(true);
  });

  it('refuses the old password as the new one', () => {
    const issues = schema.safeParse({ old_password: 'samepw', new_password: 'samepw', confirm_password: 'samepw' })
      .error?.issues;
    expect(issues).toEqual([expect.objectContaining({ message: 'PASSWORD_SAME_AS_OLD', path: ['new_password'] })]);
  });

  it('refuses a mismatched confirmation', () => {
    expect(messages(schema, { old_password: 'oldpass', new_password: 'newpass', confirm_password: 'newpas' })).toEqual([
      'PASSWORD_MISMATCH',
    ]);
  });
});

describe('nicknameSchema', () => {
  it.each([
    ['a', 'a'],
    ['  Ko Ko  ', 'Ko Ko'],
    ['x'.repeat(30), 'x'.repeat(30)],
    ['ဇ'.repeat(30), 'ဇ'.repeat(30)],
    ['😀'.repeat(30), '😀'.repeat(30)],
    ['小明', '小明'],
  ])('accepts %j', (input, nickname) => {
    expect(nicknameSchema.parse(input)).toBe(nickname);
  });

  it.each(['x'.repeat(31), 'ဇ'.repeat(31), '😀'.repeat(31), `  ${'x'.repeat(31)}  `])(
    'refuses 31 characters',
    (input) => {
      expect(messages(nicknameSchema, input)).toEqual(['NICKNAME_TOO_LONG']);
    },
  );

  it('counts 30 characters after trimming', () => {
    expect(nicknameSchema.safeParse(`   ${'x'.repeat(30)}   `).success).toBe(true);
  });

  it.each([undefined, '', '    ', '\t\n'])('asks for a nickname when given %j', (input) => {
    expect(messages(nicknameSchema, input)).toEqual(['NICKNAME_REQUIRED']);
  });

  it('refuses control characters inside', () => {
    expect(messages(nicknameSchema, 'a\nb')).toEqual(['FIELD_INVALID']);
  });
});

describe('payPasswordSchema', () => {
  it.each(['123456', '000000', '၁၂၃၄၅၆'])('accepts %j', (input) => {
    expect(payPasswordSchema.parse(input)).toMatch(/^\d{6}$/);
  });

  it.each(['12345', '1234567', '12345a', ' 123456', '', 123456, undefined])('refuses %j', (input) => {
    expect(messages(payPasswordSchema, input)).toEqual(['PAY_PASSWORD_FORMAT']);
  });
});

describe('smsCodeSchema', () => {
  it('accepts 6 digits, trimmed', () => {
    expect(smsCodeSchema.parse(' 012345 ')).toBe('012345');
  });

  it.each(['12345', '1234567', 'abcdef', '', undefined])('refuses %j', (input) => {
    expect(messages(smsCodeSchema, input)).toEqual(['SMS_CODE_ERROR']);
  });
});

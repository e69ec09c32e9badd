import { z } from 'zod';
import { MONEY_RE, moneyText, toMinor } from './money-format';

// The arithmetic and display live in money-format.ts, which has no zod: a browser page that only
// shows prices then loads no schema code (a module's schemas run when any of it is imported).
export { formatKs, fromMinor, toMinor } from './money-format';

/** A money amount as the API sends it. */
export const moneySchema = z.string().regex(/^-?\d{1,13}\.\d{2}$/);

/** A money amount a client may send: "12", "12.5", "12.50" or a number; becomes minor units. */
export const moneyInputSchema = z
  .union([z.string().max(20), z.number().finite()])
  .refine((v) => MONEY_RE.test(moneyText(v)), 'invalid money amount')
  .transform((v) => toMinor(v));

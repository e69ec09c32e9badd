import { invoiceSchema, type InvoiceInput } from '@zay/contract';

/** The invoice form as typed; `is_invoice` "1" asks for one. */
export interface InvoiceValues {
  is_invoice: '0' | '1';
  invoice_type: string;
  invoice_title_type: string;
  invoice_title: string;
  taxpayer_number: string;
  invoice_content: string;
  invoice_full_address: string;
  invoice_email: string;
}

export type InvoiceIssues = Partial<Record<keyof InvoiceValues, string>>;

export const NO_INVOICE: InvoiceValues = {
  is_invoice: '0',
  invoice_type: 'electronic',
  invoice_title_type: 'personal',
  invoice_title: '',
  taxpayer_number: '',
  invoice_content: 'office_supplies',
  invoice_full_address: '',
  invoice_email: '',
};

export type InvoiceCheck = { invoice: InvoiceInput; issues: InvoiceIssues } | { invoice: null; issues: InvoiceIssues };

/**
 * The invoice to send, checked by the contract's rules (the ones the API applies): a complete one,
 * or null with the issue key of each field that is missing or wrong.
 */
export function checkInvoice(values: InvoiceValues): InvoiceCheck {
  if (values.is_invoice !== '1') return { invoice: { is_invoice: 0 }, issues: {} };
  const input = {
    ...values,
    is_invoice: 1 as const,
    // Only the field the chosen kind uses travels, so a stale one cannot be refused.
    invoice_full_address: values.invoice_type === 'paper' ? values.invoice_full_address : '',
    invoice_email: values.invoice_type === 'electronic' ? values.invoice_email : '',
  } as InvoiceInput;
  const parsed = invoiceSchema.safeParse(input);
  if (parsed.success) return { invoice: input, issues: {} };
  const issues: InvoiceIssues = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof InvoiceValues | undefined;
    if (field && !issues[field]) issues[field] = issue.message;
  }
  return { invoice: null, issues };
}

/** What decides the invoice's cost: asked for or not, complete or not, paper or electronic. */
export const invoiceCostKey = (check: InvoiceCheck) =>
  check.invoice
    ? `${check.invoice.is_invoice}:${'invoice_type' in check.invoice ? check.invoice.invoice_type : ''}`
    : 'incomplete';

/**
 * The invoice rate as a buyer reads it: "3.00" → "3", "2.50" → "2.5". Trimmed as text, not
 * through a float, so the figure shown is exactly the configured one.
 */
export function rateText(rate: string): string {
  if (!rate.includes('.')) return rate;
  return rate.replace(/0+$/, '').replace(/\.$/, '');
}

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InvoiceInput } from '@zay/contract';
import { checkInvoice, invoiceCostKey, NO_INVOICE, type InvoiceValues } from './invoice-input';

/**
 * The invoice form. Each change hands the checkout a complete invoice (or null while it is not);
 * a change that can move its cost (asked for, kind, complete) also asks for new figures.
 */
export function useInvoice(onChange: (invoice: InvoiceInput | null, recalc: boolean) => void) {
  const form = useForm<InvoiceValues>({ defaultValues: NO_INVOICE });
  const [showIssues, setShowIssues] = useState(false);
  const costKey = useRef(invoiceCostKey(checkInvoice(NO_INVOICE)));
  const notify = useRef(onChange);
  useEffect(() => {
    notify.current = onChange;
  });

  useEffect(() => {
    const sub = form.watch((values) => {
      const check = checkInvoice({ ...NO_INVOICE, ...values } as InvoiceValues);
      const key = invoiceCostKey(check);
      notify.current(check.invoice, key !== costKey.current);
      costKey.current = key;
    });
    return () => sub.unsubscribe();
  }, [form]);

  const check = checkInvoice(form.watch());
  return {
    form,
    issues: showIssues ? check.issues : {},
    /** Shows what is missing; true when the invoice (or no invoice) can be sent. */
    validate: () => {
      setShowIssues(true);
      return check.invoice !== null;
    },
  };
}

import { PAY_PASSWORD_LENGTH, type Checkout } from '@zay/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiResult } from '~/lib/api';
import { notifyError } from '~/lib/notify';
import { markSessionChanged } from '~/lib/session';
import { useTranslation } from '~/lib/translation';

interface Options {
  checkout: Checkout;
  useBalance: boolean;
  /** Shows what the invoice still needs; false when it cannot be sent yet. */
  validateInvoice: () => boolean;
  create: (payPassword?: string) => Promise<ApiResult<string>>;
  refresh: () => void;
}

/**
 * "Submit order": the invoice must be complete, and balance needs the payment password; then
 * ordercreate/create and on to /pay. A refusal shows the API's message and asks for fresh figures.
 */
export function useSubmitOrder({ checkout, useBalance, validateInvoice, create, refresh }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const needsPassword = useBalance && Number(checkout.balance_money) > 0;

  async function submit() {
    if (!validateInvoice()) return document.getElementById('checkout-invoice')?.scrollIntoView({ block: 'center' });
    if (needsPassword && checkout.member_account.is_pay_password === 0)
      return void notifyError(t('payPassword.setFirst'));
    if (needsPassword && password.length !== PAY_PASSWORD_LENGTH) return setPasswordError(t('payPassword.format'));
    setPasswordError('');
    setSubmitting(true);
    const result = await create(needsPassword ? password : undefined);
    if (result.ok) {
      // The ordered cart lines are gone: the header's count is asked for again on the way to /pay.
      markSessionChanged();
      return navigate(`/pay?out_trade_no=${encodeURIComponent(result.data)}`, { replace: true });
    }
    setSubmitting(false);
    void notifyError(result.message || t('errors.network'));
    refresh();
  }

  return { password, setPassword, passwordError, submitting, submit: () => void submit() };
}

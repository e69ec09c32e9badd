import { passwordRules, type MessageKey } from '@zay/contract';
import { Check, Circle, Eye, EyeOff } from 'lucide-react';
import { useMemo, useState, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '~/components/ui/text-field';
import type { Messages } from '~/lib/i18n';
import { useTranslation } from '~/lib/translation';
import type { PasswordPolicyView } from '../auth-config';

type InputProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inner'>;

/** A password field with a show/hide switch, so a shopper can check a long password before sending it. */
export function PasswordInput(props: InputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      onClick={() => setShown((s) => !s)}
      aria-label={t('auth.showPassword')}
      aria-pressed={shown}
      className="grid size-9 place-items-center rounded text-subtle hover:text-brand"
    >
      {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
    </button>
  );
  return <TextField {...props} type={shown ? 'text' : 'password'} inner={toggle} spellCheck={false} />;
}

type RuleKey = keyof Messages['auth']['rules'];

const COMPLEXITY_ITEMS: Record<PasswordPolicyView['complexity'][number], { rule: RuleKey; issue: MessageKey }> = {
  number: { rule: 'digit', issue: 'PASSWORD_NEEDS_DIGIT' },
  letter: { rule: 'lower', issue: 'PASSWORD_NEEDS_LOWER' },
  upper_case: { rule: 'upper', issue: 'PASSWORD_NEEDS_UPPER' },
  symbol: { rule: 'symbol', issue: 'PASSWORD_NEEDS_SYMBOL' },
};

/**
 * The platform's password rules, ticked off while the shopper types. Each item is met when the
 * contract's own rules raise no issue of its kind, so the list and the validation never disagree.
 */
export function PasswordChecklist({ policy, value }: { policy: PasswordPolicyView; value: string }) {
  const { t } = useTranslation();
  const rules = useMemo(() => passwordRules(policy), [policy]);
  const failing = useMemo(() => {
    const result = rules.safeParse(value);
    return new Set(result.success ? [] : result.error.issues.map((i) => i.message));
  }, [rules, value]);
  const items = [
    { rule: 'length' as RuleKey, issue: 'PASSWORD_TOO_SHORT' as MessageKey },
    ...policy.complexity.map((c) => COMPLEXITY_ITEMS[c]),
  ];
  return (
    <ul className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5" aria-label={t('auth.rules.title')}>
      {items.map(({ rule, issue }) => {
        const met = value !== '' && !failing.has(issue);
        return (
          <li key={rule} className={`flex items-center gap-1.5 ${met ? 'text-[#1a7f37]' : 'text-subtle'}`}>
            {met ? <Check size={13} strokeWidth={3} aria-hidden /> : <Circle size={9} aria-hidden className="mx-0.5" />}
            <span>{t(`auth.rules.${rule}`, { min: policy.minLength })}</span>
            <span className="sr-only">{met ? t('auth.rules.met') : t('auth.rules.unmet')}</span>
          </li>
        );
      })}
    </ul>
  );
}

interface Props {
  policy: PasswordPolicyView;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** The password as typed, for the live checklist. */
  value: string;
  errors: { password?: string; confirm?: string };
  /** "New password" on the recovery page. */
  label?: string;
}

/** A new password under the platform's rules, with its checklist, and the confirmation that must match. */
export function NewPasswordFields({ policy, password, confirm, value, errors, label }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={label ?? t('auth.password')}
        placeholder={t('auth.newPasswordPlaceholder', { min: policy.minLength })}
        autoComplete="new-password"
        error={errors.password}
        hint={<PasswordChecklist policy={policy} value={value} />}
        {...password}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}

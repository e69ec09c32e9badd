import type { PayType } from '@zay/contract';
import { Globe, Landmark, QrCode, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from '~/lib/translation';

const ICONS: Record<PayType, LucideIcon> = {
  offlinepay: Landmark,
  balance: Wallet,
  mobilewallet: QrCode,
  onlinewallet: Globe,
};

interface Props {
  types: PayType[];
  value: PayType | null;
  disabled: boolean;
  onChange: (type: PayType) => void;
}

/** The configured payment methods as a radio group of cards. */
export function PayMethods({ types, value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-[15px] font-semibold text-ink">{t('pay.method')}</legend>
      <div className="flex flex-wrap gap-3">
        {types.map((type) => {
          const Icon = ICONS[type];
          const chosen = value === type;
          return (
            <label
              key={type}
              className={`flex h-14 min-w-48 cursor-pointer items-center gap-3 rounded border-2 px-4 text-[14px] has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand ${chosen ? 'border-brand bg-brand-soft text-brand' : 'border-line text-body hover:border-[#f0b5b6]'}`}
            >
              <input
                type="radio"
                name="pay-type"
                value={type}
                checked={chosen}
                onChange={() => onChange(type)}
                className="sr-only"
              />
              <Icon size={20} aria-hidden />
              {t(`pay.type_${type}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

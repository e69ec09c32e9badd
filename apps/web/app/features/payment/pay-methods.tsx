import type { PayType, PayTypes } from '@zay/contract';
import { Globe, Landmark, QrCode, Wallet, type LucideIcon } from 'lucide-react';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';

const ICONS: Record<PayType, LucideIcon> = {
  offlinepay: Landmark,
  balance: Wallet,
  wechatpay: QrCode,
  alipay: Globe,
};

interface Props {
  types: PayType[];
  /** The wallets' configured names and logos; a wallet without a logo shows its icon. */
  wallets: PayTypes['wallets'];
  value: PayType | null;
  disabled: boolean;
  onChange: (type: PayType) => void;
}

/** The configured payment methods as a radio group of cards. */
export function PayMethods({ types, wallets, value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-[15px] font-semibold text-ink">{t('pay.method')}</legend>
      <div className="flex flex-wrap gap-3">
        {types.map((type) => {
          const Icon = ICONS[type];
          const wallet = wallets.find((w) => w.pay_type === type);
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
              {wallet?.logo ? (
                <img src={imageUrl(wallet.logo)} width={20} height={20} alt="" className="size-5 object-contain" />
              ) : (
                <Icon size={20} aria-hidden />
              )}
              {wallet?.name ?? t(`pay.type_${type}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

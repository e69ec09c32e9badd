import { WITHDRAW_TYPES, type SettingsValues } from '@zay/contract';
import {
  CheckField,
  CheckList,
  FieldRow,
  GroupForm,
  NumberField,
  useGroupForm,
} from '~/components/console/settings-form';
import { useTranslation } from '~/lib/translation';

const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;

/** Members' withdrawals: on or off, the minimum in Ks, the fee in percent, review, the ways to receive. */
export function WithdrawalSettingsForm({ initial }: { initial: SettingsValues['withdrawal'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('withdrawal', initial);
  const { value: v, patch } = form;
  return (
    <GroupForm group="withdrawal" form={form}>
      <CheckField
        label={t('platformSettings.withdrawOn')}
        checked={!!v.is_use}
        onChange={(on) => patch({ is_use: flag(on) })}
      />
      <FieldRow>
        {/* Minor units on the wire, Ks with two decimals here; the fee in hundredths of a percent, percent here. */}
        <NumberField
          label={t('platformSettings.withdrawMin')}
          value={v.min}
          scale={2}
          onChange={(min) => patch({ min })}
          name="withdraw_min"
        />
        <NumberField
          label={t('platformSettings.withdrawRate')}
          value={v.rate}
          scale={2}
          onChange={(rate) => patch({ rate })}
          name="withdraw_rate"
        />
      </FieldRow>
      <CheckField
        label={t('platformSettings.withdrawAuto')}
        checked={!!v.is_auto_audit}
        onChange={(on) => patch({ is_auto_audit: flag(on) })}
      />
      <CheckList
        legend={t('platformSettings.transferTypes')}
        options={WITHDRAW_TYPES}
        label={(w) => t(`platformSettings.tt_${w}`)}
        value={v.transfer_type}
        onChange={(transfer_type) => patch({ transfer_type })}
      />
    </GroupForm>
  );
}

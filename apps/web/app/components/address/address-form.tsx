import {
  CONSIGNEE_MAX,
  type AddressInput,
  type MemberAddress,
  type Region,
  TELEPHONE_MAX,
  ADDRESS_DETAIL_MAX,
} from '@zay/contract';
import type { FieldErrors } from 'react-hook-form';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/translation';
import { useIssueText } from './issue-text';
import { RegionSelects } from './region-selects';
import { useAddressForm, type AddressFields } from './use-address-form';

interface Props {
  /** The address being edited, or null for a new one. */
  address: MemberAddress | null;
  regions: { childrenOf: (pid: number) => Region[] | undefined; load: (pid: number) => void };
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/** Who receives the goods: name, mobile and an optional landline, side by side. */
function ContactFields({ fields, errors }: { fields: AddressFields; errors: FieldErrors<AddressInput> }) {
  const { t } = useTranslation();
  const issue = useIssueText();
  return (
    <div className="grid grid-cols-3 gap-3">
      <TextField
        label={t('checkout.consignee')}
        maxLength={CONSIGNEE_MAX}
        autoComplete="name"
        error={issue(errors.name)}
        {...fields.name}
      />
      <TextField
        label={t('checkout.mobile')}
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        error={issue(errors.mobile)}
        {...fields.mobile}
      />
      <TextField
        label={t('checkout.telephone')}
        inputMode="tel"
        maxLength={TELEPHONE_MAX}
        error={issue(errors.telephone)}
        {...fields.telephone}
      />
    </div>
  );
}

function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3">
      <button
        type="submit"
        disabled={busy}
        className="h-9 rounded bg-brand px-6 text-[14px] text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {t('checkout.saveAddress')}
      </button>
      <button
        type="button"
        onClick={onCancel}
        className="h-9 rounded border border-line px-6 text-[14px] text-body hover:border-brand hover:text-brand"
      >
        {t('confirm.cancel')}
      </button>
    </div>
  );
}

/** Adds or edits a delivery address in place (memberaddress/add|edit), checked by the API's own rules. */
export function AddressForm({ address, regions, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const issue = useIssueText();
  const { form, fields, failure, submit } = useAddressForm(address, onSaved);
  const { errors, isSubmitting } = form.formState;
  const title = t(address ? 'checkout.editAddress' : 'checkout.newAddress');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="mt-4 grid gap-4 rounded border border-line bg-[#fcfcfc] p-5"
    >
      <h3 className="text-[15px] font-semibold text-ink">{title}</h3>
      <ContactFields fields={fields} errors={errors} />
      <RegionSelects form={form} childrenOf={regions.childrenOf} load={regions.load} />
      <TextField
        label={t('checkout.detailAddress')}
        maxLength={ADDRESS_DETAIL_MAX}
        autoComplete="street-address"
        placeholder={t('checkout.detailPlaceholder')}
        error={issue(errors.address)}
        {...fields.address}
      />
      <label className="flex w-fit cursor-pointer items-center gap-2 text-[13px] text-body">
        <input type="checkbox" className="size-4 accent-brand" {...fields.is_default} />
        {t('checkout.setDefault')}
      </label>
      {failure && (
        <p role="alert" className="text-[13px] text-brand">
          {failure}
        </p>
      )}
      <FormButtons busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

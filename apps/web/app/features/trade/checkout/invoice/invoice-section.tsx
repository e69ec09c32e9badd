import {
  ADDRESS_DETAIL_MAX,
  EMAIL_MAX,
  formatKs,
  INVOICE_TITLE_MAX,
  INVOICE_TITLE_TYPES,
  INVOICE_TYPES,
  TAXPAYER_ID_MAX,
  type Checkout,
} from '@zay/contract';
import { FileText } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/translation';
import { AT_CONTROL, choiceClass, LABEL_BY_CHOICES } from '../form-layout';
import { rateText, type InvoiceIssues, type InvoiceValues } from './invoice-input';
import { useIssueText } from '~/components/address/issue-text';
import { SectionTitle } from '../section-title';

export type InvoiceForm = UseFormReturn<InvoiceValues>;

function Choice({
  form,
  field,
  options,
  label,
}: {
  form: InvoiceForm;
  field: 'invoice_type' | 'invoice_title_type' | 'is_invoice';
  options: { value: string; label: string }[];
  label: string;
}) {
  const current = String(form.watch(field));
  return (
    <fieldset className="flex items-center gap-3">
      {/* Floated, the legend is laid out as a flex item beside the buttons instead of on the border. */}
      <legend className={`float-left ${LABEL_BY_CHOICES}`}>{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className={choiceClass(current === o.value)}>
            <input type="radio" value={o.value} className="sr-only" {...form.register(field)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface Props {
  form: InvoiceForm;
  config: Checkout['invoice_config'];
  /** Issue keys per field, once the buyer has tried to submit. */
  issues: InvoiceIssues;
}

/** Sized like the text fields beside it (TextField's label and height). */
function ContentSelect({
  form,
  contents,
}: {
  form: InvoiceForm;
  contents: Checkout['invoice_config']['invoice_content'];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor="invoice-content" className="mb-1.5 block text-[13px] leading-tight-text font-medium text-ink">
        {t('checkout.invoiceContent')}
      </label>
      <select
        id="invoice-content"
        className="h-11 w-full rounded border border-[#d4d4d4] bg-white px-2 text-[14px] outline-none focus:border-brand"
        {...form.register('invoice_content')}
      >
        {contents.map((c) => (
          <option key={c} value={c}>
            {t(`checkout.invoice_${c}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What an invoice costs, and which kind and header type the shopper wants. */
function InvoiceKinds({ form, config }: Pick<Props, 'form' | 'config'>) {
  const { t } = useTranslation();
  return (
    <>
      <p className={`${AT_CONTROL} -mt-1 text-xs text-subtle`}>
        {t('checkout.invoiceRate', { rate: rateText(config.invoice_rate), postage: formatKs(config.paper_money) })}
      </p>
      <Choice
        form={form}
        field="invoice_type"
        label={t('checkout.invoiceType')}
        options={INVOICE_TYPES.map((v) => ({ value: v, label: t(`checkout.invoice_${v}`) }))}
      />
      <Choice
        form={form}
        field="invoice_title_type"
        label={t('checkout.invoiceTitleType')}
        options={INVOICE_TITLE_TYPES.map((v) => ({ value: v, label: t(`checkout.invoice_${v}`) }))}
      />
    </>
  );
}

/** A paper invoice goes to a postal address, an electronic one to an e-mail address. */
function DestinationField({
  form,
  issue,
}: {
  form: InvoiceForm;
  issue: (field: keyof InvoiceValues) => string | undefined;
}) {
  const { t } = useTranslation();
  const paper = form.watch('invoice_type') === 'paper';
  return paper ? (
    <TextField
      label={t('checkout.invoiceAddress')}
      maxLength={ADDRESS_DETAIL_MAX}
      error={issue('invoice_full_address')}
      {...form.register('invoice_full_address')}
    />
  ) : (
    <TextField
      label={t('checkout.invoiceEmail')}
      type="email"
      maxLength={EMAIL_MAX}
      autoComplete="email"
      error={issue('invoice_email')}
      {...form.register('invoice_email')}
    />
  );
}

/** The header, taxpayer id, where it goes (post or e-mail) and content: in the control column. */
function InvoiceFields({ form, config, issues }: Props) {
  const { t } = useTranslation();
  const text = useIssueText();
  const issue = (field: keyof InvoiceValues) => text(issues[field] ? { message: issues[field] } : undefined);
  const enterprise = form.watch('invoice_title_type') === 'enterprise';
  return (
    <div className={`${AT_CONTROL} grid max-w-3xl grid-cols-2 gap-4`}>
      <TextField
        label={t('checkout.invoiceHeader')}
        maxLength={INVOICE_TITLE_MAX}
        error={issue('invoice_title')}
        {...form.register('invoice_title')}
      />
      <TextField
        label={enterprise ? t('checkout.taxpayerId') : t('checkout.taxpayerIdOptional')}
        maxLength={TAXPAYER_ID_MAX}
        error={issue('taxpayer_number')}
        {...form.register('taxpayer_number')}
      />
      <DestinationField form={form} issue={issue} />
      <ContentSelect form={form} contents={config.invoice_content} />
    </div>
  );
}

/** The invoice request (SPEC §3, §5): every field the chosen kind needs is required. */
export function InvoiceSection({ form, config, issues }: Props) {
  const { t } = useTranslation();
  const wanted = form.watch('is_invoice') === '1';
  if (!config.is_open) return null;
  return (
    <section aria-labelledby="checkout-invoice" className="grid gap-4 bg-white p-5">
      <SectionTitle id="checkout-invoice" icon={FileText} title={t('checkout.invoiceTitle')} />
      <Choice
        form={form}
        field="is_invoice"
        label={t('checkout.invoiceWanted')}
        options={[
          { value: '0', label: t('checkout.invoiceNo') },
          { value: '1', label: t('checkout.invoiceYes') },
        ]}
      />
      {wanted && (
        <>
          <InvoiceKinds form={form} config={config} />
          <InvoiceFields form={form} config={config} issues={issues} />
        </>
      )}
    </section>
  );
}

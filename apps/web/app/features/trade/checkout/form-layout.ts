/**
 * The checkout's rows share one label column and one control column, in every section.
 *
 * Burmese puts no spaces between words, so a label column narrower than a label breaks it inside a
 * word. 13rem (182px) fits the longest label at 13px: md-mm "ရောင်းသူထံ မှာကြားချက်" measures 168px
 * in Noto Sans Myanmar (en-us "Message to the seller" 139px).
 */
export const ROW = 'flex items-center gap-3';
export const LABEL = 'w-52 shrink-0 text-[13px] text-muted';
/** For a row of choice buttons that may wrap below: the label's text sits on the first buttons' line. */
export const LABEL_BY_CHOICES = `${LABEL} self-start pt-[calc(0.375rem+1px)]`;
/** Content without a label of its own (a hint, a block of text fields) starts at the control column: the label's 13rem plus the row's gap. */
export const AT_CONTROL = 'ml-55';
/** Selects, the message box and the pickup store's card are one width, so their right edges line up. */
export const FIELD_WIDTH = 'w-lg max-w-full';
export const FIELD = `h-9 ${FIELD_WIDTH} rounded border border-[#d4d4d4] bg-white px-3 text-[13px] text-ink outline-none focus:border-brand`;

/**
 * A radio drawn as a button. It grows with its text rather than having a fixed height: Burmese
 * stacks vowels and medials below the line (the ူ of "စက္ကူ"), which a fixed height pressed onto
 * the border.
 */
export const choiceClass = (checked: boolean) =>
  `flex min-h-9 cursor-pointer items-center gap-2 rounded border px-4 py-1.5 text-[13px] has-focus-visible:outline-2 has-focus-visible:outline-brand ${checked ? 'border-brand bg-brand-soft text-brand' : 'border-line text-body hover:border-brand'}`;

import type { LucideIcon } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { StatusPanel } from '~/components/ui/status-panel';

/**
 * The shared frame of the consoles' promotion pages (seckill, group buy, combo, slots, topics):
 * a table with its column heads, the shop's create/edit form, the goods to choose from and a
 * row's post button (end, close, switch off).
 */

export const FIELD = 'grid gap-1 text-[13px] text-muted';
export const INPUT = 'h-9 rounded border border-line bg-white px-2 text-[14px] text-ink';
/** A table cell of the promotion tables. */
export const TD = 'px-3 py-2';
const TH = 'px-3 py-2 text-left font-normal whitespace-nowrap';

/** A console table: its column heads, then the rows given as children. */
export function ConsoleTable(props: { heads: string[]; className?: string; testId?: string; children: ReactNode }) {
  return (
    <table className={props.className ?? 'w-full rounded-lg bg-white text-[13px]'} data-testid={props.testId}>
      <thead className="bg-page text-muted">
        <tr>
          {props.heads.map((head, i) => (
            <th key={i} className={TH}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  );
}

/** A shop's promotion page: the title, the form, then the table — or, when there are no rows, a note. */
export function PromotionPage(props: {
  title: string;
  form: ReactNode;
  rows: number;
  empty: { icon: LucideIcon; title: string; message: string };
  heads: string[];
  children: ReactNode;
}) {
  const { icon, title, message } = props.empty;
  return (
    <div className="mx-auto max-w-[1100px]">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{props.title}</h1>
      {props.form}
      {props.rows === 0 ? (
        <StatusPanel icon={icon} title={title} description={message} compact />
      ) : (
        <ConsoleTable heads={props.heads}>{props.children}</ConsoleTable>
      )}
    </div>
  );
}

/**
 * The create/edit form of a shop's promotion: its heading, the hidden intent (and the id of what
 * is edited), the fields given as children, the submit button, a way back out of editing and the
 * outcome of the last submit.
 */
export function PromotionForm(props: {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  intent: string;
  /** The hidden id field of the promotion being edited. */
  editing?: { name: string; value: number };
  submitLabel: string;
  /** Where "cancel" leads while editing. */
  cancel?: { to: string; label: string };
  outcome?: { ok: boolean; text: string };
  children: ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  const { editing, cancel, outcome } = props;
  return (
    <Form method="post" className="mb-5 grid gap-4 rounded-lg bg-white p-5" aria-labelledby={props.id}>
      <h2 id={props.id} className="text-[16px] font-semibold text-ink">
        {props.title}
      </h2>
      <input type="hidden" name="intent" value={props.intent} />
      {editing && <input type="hidden" name={editing.name} value={editing.value} />}
      {props.children}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded bg-brand px-8 text-[14px] text-white hover:bg-brand-dark disabled:bg-[#ccc]"
        >
          {props.submitLabel}
        </button>
        {editing && cancel && (
          <Link to={cancel.to} className="text-[14px] text-muted hover:text-brand">
            {cancel.label}
          </Link>
        )}
        <p role="status" className={`text-[13px] ${outcome?.ok ? 'text-green-700' : 'text-brand'}`}>
          {outcome?.text ?? ''}
        </p>
      </div>
    </Form>
  );
}

/** A labelled input of a promotion form; the rest of the props go to the input. */
export function Field({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={FIELD}>
      {label}
      <input className={INPUT} {...input} />
    </label>
  );
}

/** A goods of the shop to choose (its default SKU). */
export interface GoodsChoice {
  skuId: number;
  name: string;
  price: string;
}

/** The goods to put on promotion: the shop's goods to choose from, or (the platform's staff) a SKU id to type. */
export function SkuField({ goods, label }: { goods: GoodsChoice[] | null; label: string }) {
  return (
    <label className={`${FIELD} col-span-3`}>
      {label}
      {goods ? (
        <select name="sku_id" required className={INPUT}>
          {goods.map((g) => (
            <option key={g.skuId} value={g.skuId}>
              {g.name} — {g.price} Ks
            </option>
          ))}
        </select>
      ) : (
        <input name="sku_id" inputMode="numeric" required className={INPUT} />
      )}
    </label>
  );
}

/**
 * A row's post button (end, close, switch on or off): its hidden fields, and a question to confirm
 * first; with `edit`, the row's edit link before it.
 */
export function RowAction(props: {
  fields: Record<string, string | number>;
  label: string;
  confirm?: string;
  edit?: { to: string; label: string };
}) {
  const { confirm, edit } = props;
  const post = (
    <Form
      method="post"
      onSubmit={
        confirm
          ? (e) => {
              if (!window.confirm(confirm)) e.preventDefault();
            }
          : undefined
      }
    >
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="text-brand hover:underline">
        {props.label}
      </button>
    </Form>
  );
  if (!edit) return post;
  return (
    <div className="flex flex-wrap gap-3 whitespace-nowrap">
      <Link to={edit.to} className="text-brand hover:underline">
        {edit.label}
      </Link>
      {post}
    </div>
  );
}

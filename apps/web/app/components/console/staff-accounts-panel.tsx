import { PASSWORD_MAX, type ShopStaffRow } from '@zay/contract';
import { UserPlus, X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BUTTON, FORM_INPUT, FORM_LABEL, PLAIN_BUTTON, RowButton, SELECT } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation, type TranslationKey } from '~/lib/translation';

const COLUMNS: Column[] = [
  { label: 'shopStaff.colName' },
  { label: 'shopStaff.colRole', className: 'w-[16%]' },
  { label: 'shopStaff.colState', className: 'w-[12%]' },
  { label: 'shopStaff.colCreated', className: 'w-[16%]' },
  { label: 'shopStaff.colActions', className: 'w-[30%]' },
];

type Run = ReturnType<typeof useConsoleCall>['run'];

/** The four changes a console makes to its staff accounts, each one call of its own endpoints. */
export interface StaffCalls<R extends string> {
  add(body: { username: string; nickname: string; role: R; password: string }): Promise<boolean>;
  edit(body: { staff_id: number; nickname: string; role: R }): Promise<boolean>;
  password(body: { staff_id: number; password: string }): Promise<boolean>;
  status(body: { staff_id: number; status: 0 | 1 }): Promise<boolean>;
}

/**
 * One console's staff accounts (the shop's, ADR 098; the platform's, ADR 103): the roles it gives
 * (with their names and hints), its calls, and the rows nobody
 * changes here (the text shown in place of their actions).
 */
export interface StaffSide<R extends string> {
  /** A role's name and what it may do, as translation keys. */
  roleName(role: R): TranslationKey;
  roleHint(role: R): TranslationKey;
  roles: readonly R[];
  /** The role a new account starts with. */
  defaultRole: R;
  calls(run: Run): StaffCalls<R>;
  fixed(row: ShopStaffRow): string | null;
}

/** What the dialog is doing: adding, editing a member's name and role, or resetting their password. */
type Editing = { kind: 'add' } | { kind: 'edit'; row: ShopStaffRow } | { kind: 'password'; row: ShopStaffRow };

function StaffDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[460px] max-w-[92vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl"
          aria-describedby={undefined}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="text-[17px] leading-tight-text font-semibold text-ink">{title}</Dialog.Title>
            <Dialog.Close className="text-muted hover:text-brand" aria-label={t('shopStaff.cancel')}>
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The add and edit form: username and first password when adding, name and role always. */
function StaffForm<R extends string>({
  side,
  editing,
  onDone,
}: {
  side: StaffSide<R>;
  editing: Editing;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const calls = side.calls(desk.run);
  const row = editing.kind === 'add' ? null : editing.row;
  const [role, setRole] = useState<R>(
    row && (side.roles as readonly string[]).includes(row.role) ? (row.role as R) : side.defaultRole,
  );

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const saved =
      editing.kind === 'add'
        ? await calls.add({ username: text('username'), nickname: text('nickname'), role, password: text('password') })
        : editing.kind === 'edit'
          ? await calls.edit({ staff_id: editing.row.staff_id, nickname: text('nickname'), role })
          : await calls.password({ staff_id: editing.row.staff_id, password: text('password') });
    if (saved) onDone();
  }

  const title =
    editing.kind === 'add'
      ? t('shopStaff.addTitle')
      : editing.kind === 'edit'
        ? t('shopStaff.editTitle', { name: editing.row.nickname })
        : t('shopStaff.passwordTitle', { name: editing.row.nickname });
  return (
    <StaffDialog title={title} onClose={onDone}>
      <form onSubmit={(e) => void submit(e)} className="grid gap-3" data-testid="staff-form">
        {editing.kind === 'add' && (
          <label className={FORM_LABEL}>
            {t('shopStaff.username')}
            <input name="username" required maxLength={30} autoComplete="off" className={FORM_INPUT} />
            <span className="text-[12px] text-subtle">{t('shopStaff.usernameHint')}</span>
          </label>
        )}
        {editing.kind !== 'password' && (
          <>
            <label className={FORM_LABEL}>
              {t('shopStaff.nickname')}
              <input
                name="nickname"
                required
                maxLength={30}
                defaultValue={row?.nickname ?? ''}
                className={FORM_INPUT}
              />
            </label>
            <label className={FORM_LABEL}>
              {t('shopStaff.role')}
              <select name="role" value={role} onChange={(e) => setRole(e.target.value as R)} className={SELECT}>
                {side.roles.map((r) => (
                  <option key={r} value={r}>
                    {t(side.roleName(r))}
                  </option>
                ))}
              </select>
              <span className="text-[12px] leading-normal text-subtle">{t(side.roleHint(role))}</span>
            </label>
          </>
        )}
        {editing.kind !== 'edit' && (
          <label className={FORM_LABEL}>
            {editing.kind === 'add' ? t('shopStaff.password') : t('shopStaff.newPassword')}
            <input
              name="password"
              type="password"
              required
              maxLength={PASSWORD_MAX}
              autoComplete="new-password"
              className={FORM_INPUT}
            />
            {editing.kind === 'password' && (
              <span className="text-[12px] text-subtle">{t('shopStaff.passwordEndsSessions')}</span>
            )}
          </label>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={onDone} className={PLAIN_BUTTON}>
            {t('shopStaff.cancel')}
          </button>
          <button type="submit" disabled={desk.busy} className={BUTTON}>
            {t('shopStaff.save')}
          </button>
        </div>
      </form>
    </StaffDialog>
  );
}

/**
 * A console's staff accounts with their roles and states, added, edited, disabled and enabled and
 * their passwords reset in dialogs; `empty` is shown above the table when nobody is listed to change.
 */
export function StaffAccountsPanel<R extends string>({
  side,
  list,
  empty,
}: {
  side: StaffSide<R>;
  list: ShopStaffRow[];
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const calls = side.calls(desk.run);
  const { ask, dialog } = useAskFirst();
  const [editing, setEditing] = useState<Editing | null>(null);

  const setStatus = (row: ShopStaffRow, status: 0 | 1) =>
    ask({
      title: t(status ? 'shopStaff.enableTitle' : 'shopStaff.disableTitle', { name: row.nickname }),
      description: t(status ? 'shopStaff.enableText' : 'shopStaff.disableText'),
      confirmLabel: t(status ? 'shopStaff.enable' : 'shopStaff.disable'),
      run: () => calls.status({ staff_id: row.staff_id, status }),
    });

  return (
    <>
      <div className="flex justify-end bg-white px-4 pt-4">
        <button type="button" className={BUTTON} onClick={() => setEditing({ kind: 'add' })}>
          <UserPlus size={16} aria-hidden className="mr-1.5" />
          {t('shopStaff.add')}
        </button>
      </div>
      {empty && <div className="bg-white px-4 pt-4">{empty}</div>}
      <table className="w-full table-fixed border-collapse bg-white text-[13px]" data-testid="shop-staff">
        <ColumnHeads
          columns={COLUMNS}
          rowClassName="border-b border-line text-left text-muted"
          cellClassName="p-3 font-normal"
        />
        <tbody>
          {list.map((r) => {
            const fixed = side.fixed(r);
            return (
              <tr key={r.staff_id} className="border-b border-line align-top last:border-0" data-testid="staff-row">
                <td className="p-3 leading-tight-text break-words">
                  <span className="font-semibold text-ink">{r.nickname}</span>
                  {r.username && <span className="block text-muted">{r.username}</span>}
                </td>
                <td className="p-3 text-body">{r.role_name}</td>
                <td className={`p-3 ${r.status === 1 ? 'text-[var(--success-text)]' : 'text-muted'}`}>
                  {r.status === 1 ? t('shopStaff.enabled') : t('shopStaff.disabled')}
                </td>
                <td className="p-3 text-body tabular-nums">{formatDateTime(r.create_time)}</td>
                <td className="p-3">
                  {fixed ? (
                    <span className="text-muted">{fixed}</span>
                  ) : (
                    <div className="flex flex-wrap gap-1.5">
                      <RowButton
                        aria-label={t('shopStaff.editTitle', { name: r.nickname })}
                        onClick={() => setEditing({ kind: 'edit', row: r })}
                      >
                        {t('shopStaff.edit')}
                      </RowButton>
                      <RowButton
                        aria-label={t('shopStaff.passwordTitle', { name: r.nickname })}
                        onClick={() => setEditing({ kind: 'password', row: r })}
                      >
                        {t('shopStaff.resetPassword')}
                      </RowButton>
                      <RowButton disabled={desk.busy} onClick={() => setStatus(r, r.status === 1 ? 0 : 1)}>
                        {r.status === 1 ? t('shopStaff.disable') : t('shopStaff.enable')}
                      </RowButton>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {editing && <StaffForm side={side} editing={editing} onDone={() => setEditing(null)} />}
      {dialog}
    </>
  );
}

import {
  PASSWORD_MAX,
  SHOP_STAFF_ROLES,
  sellerStaffAddEndpoint,
  sellerStaffEditEndpoint,
  sellerStaffPasswordEndpoint,
  sellerStaffStatusEndpoint,
  type ShopStaffRole,
  type ShopStaffRow,
} from '@zay/contract';
import { UserPlus, UsersRound, X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BUTTON, FORM_INPUT, FORM_LABEL, PLAIN_BUTTON, RowButton, SELECT } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { StatusPanel } from '~/components/ui/status-panel';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

const COLUMNS: Column[] = [
  { label: 'shopStaff.colName' },
  { label: 'shopStaff.colRole', className: 'w-[16%]' },
  { label: 'shopStaff.colState', className: 'w-[12%]' },
  { label: 'shopStaff.colCreated', className: 'w-[16%]' },
  { label: 'shopStaff.colActions', className: 'w-[30%]' },
];

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
function StaffForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const row = editing.kind === 'add' ? null : editing.row;
  const [role, setRole] = useState<ShopStaffRole>(
    row && (SHOP_STAFF_ROLES as readonly string[]).includes(row.role) ? (row.role as ShopStaffRole) : 'clerk',
  );

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const saved =
      editing.kind === 'add'
        ? await desk.run(sellerStaffAddEndpoint, {
            username: text('username'),
            nickname: text('nickname'),
            role,
            password: text('password'),
          })
        : editing.kind === 'edit'
          ? await desk.run(sellerStaffEditEndpoint, {
              staff_id: editing.row.staff_id,
              nickname: text('nickname'),
              role,
            })
          : await desk.run(sellerStaffPasswordEndpoint, { staff_id: editing.row.staff_id, password: text('password') });
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
              <select
                name="role"
                value={role}
                onChange={(e) => setRole(e.target.value as ShopStaffRole)}
                className={SELECT}
              >
                {SHOP_STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`shopStaff.role_${r}`)}
                  </option>
                ))}
              </select>
              <span className="text-[12px] leading-normal text-subtle">{t(`shopStaff.roleHint_${role}`)}</span>
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

/** `/seller/staff`: the shop's staff with their roles and states; the owner adds, edits, disables and resets them. */
export function ShopStaffPanel({ list }: { list: ShopStaffRow[] }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const [editing, setEditing] = useState<Editing | null>(null);

  const setStatus = (row: ShopStaffRow, status: 0 | 1) =>
    ask({
      title: t(status ? 'shopStaff.enableTitle' : 'shopStaff.disableTitle', { name: row.nickname }),
      description: t(status ? 'shopStaff.enableText' : 'shopStaff.disableText'),
      confirmLabel: t(status ? 'shopStaff.enable' : 'shopStaff.disable'),
      run: () => desk.run(sellerStaffStatusEndpoint, { staff_id: row.staff_id, status }),
    });

  return (
    <>
      <div className="flex justify-end bg-white px-4 pt-4">
        <button type="button" className={BUTTON} onClick={() => setEditing({ kind: 'add' })}>
          <UserPlus size={16} aria-hidden className="mr-1.5" />
          {t('shopStaff.add')}
        </button>
      </div>
      {list.length <= 1 && (
        <div className="bg-white px-4 pt-4">
          <StatusPanel icon={UsersRound} compact title={t('shopStaff.none')} description={t('shopStaff.noneText')} />
        </div>
      )}
      <table className="w-full table-fixed border-collapse bg-white text-[13px]" data-testid="shop-staff">
        <ColumnHeads
          columns={COLUMNS}
          rowClassName="border-b border-line text-left text-muted"
          cellClassName="p-3 font-normal"
        />
        <tbody>
          {list.map((r) => {
            const owner = r.role === 'owner';
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
                  {owner ? (
                    <span className="text-muted">{t('shopStaff.ownerAccount')}</span>
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
      {editing && <StaffForm editing={editing} onDone={() => setEditing(null)} />}
      {dialog}
    </>
  );
}

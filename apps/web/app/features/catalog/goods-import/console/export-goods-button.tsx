import { useState } from 'react';
import { PLAIN_BUTTON } from '~/components/console/console-ui';
import { notifyError } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { downloadGoods } from './import-files';

/** Downloads the shop's goods and SKUs as a CSV file that imports back to the same goods. */
export function ExportGoodsButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    const refused = await downloadGoods();
    setBusy(false);
    if (refused !== null) void notifyError(refused || t('goodsImport.exportFailed'));
  }
  return (
    <button type="button" className={PLAIN_BUTTON} onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? t('goodsImport.exporting') : t('goodsImport.export')}
    </button>
  );
}

import { ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { useTranslation } from '~/lib/translation';

/** What the redemption desk's pages show a member who is no verifier: a way back to the member centre. */
export function NotVerifier() {
  const { t } = useTranslation();
  return (
    <StatusPanel icon={ShieldOff} title={t('verify.notVerifier')} description={t('verify.notVerifierText')} compact>
      <Link to="/member/index" className={PRIMARY_BUTTON}>
        {t('pages.member_index')}
      </Link>
    </StatusPanel>
  );
}

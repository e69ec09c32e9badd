import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from '~/lib/translation';
import { TextField } from '~/components/ui/text-field';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'inner'>;

/** A password field with a show/hide switch, so a shopper can check a long password before sending it. */
export function PasswordInput(props: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      onClick={() => setShown((s) => !s)}
      aria-label={t('auth.showPassword')}
      aria-pressed={shown}
      className="grid size-9 place-items-center rounded text-subtle hover:text-brand"
    >
      {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
    </button>
  );
  return <TextField {...props} type={shown ? 'text' : 'password'} inner={toggle} spellCheck={false} />;
}

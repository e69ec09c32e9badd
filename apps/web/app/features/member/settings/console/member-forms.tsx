import { ACCOUNT_WAYS, LEVELS_MAX, PASSWORD_COMPLEXITIES, type LevelSetting, type SettingsValues } from '@zay/contract';
import { PLAIN_BUTTON, ROW_ACTION } from '~/components/console/console-ui';
import {
  AreaField,
  CheckField,
  CheckList,
  FieldRow,
  GroupForm,
  NumberField,
  TextField,
  useGroupForm,
} from '~/components/console/settings-form';
import { useTranslation } from '~/lib/translation';

const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;

/** Who may register and log in how, captchas, and the password rules. */
export function RegisterForm({ initial }: { initial: SettingsValues['register'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('register', initial);
  const { value: v, patch } = form;
  const way = (w: (typeof ACCOUNT_WAYS)[number]) => t(`platformSettings.way_${w}`);
  return (
    <GroupForm group="register" form={form}>
      <FieldRow>
        <CheckList
          legend={t('platformSettings.registerWays')}
          options={ACCOUNT_WAYS}
          label={way}
          value={v.register}
          onChange={(register) => patch({ register })}
        />
        <CheckList
          legend={t('platformSettings.loginWays')}
          options={ACCOUNT_WAYS}
          label={way}
          value={v.login}
          onChange={(login) => patch({ login })}
        />
      </FieldRow>
      <FieldRow>
        <NumberField
          label={t('platformSettings.pwdLen')}
          value={v.pwd_len}
          onChange={(pwd_len) => patch({ pwd_len })}
          name="pwd_len"
        />
        <CheckList
          legend={t('platformSettings.pwdComplexity')}
          options={PASSWORD_COMPLEXITIES}
          label={(c) => t(`platformSettings.cx_${c}`)}
          value={v.pwd_complexity}
          onChange={(pwd_complexity) => patch({ pwd_complexity })}
        />
      </FieldRow>
      <div className="grid gap-2">
        <CheckField
          label={t('platformSettings.captcha')}
          checked={!!v.captcha}
          onChange={(on) => patch({ captcha: flag(on) })}
        />
        <CheckField
          label={t('platformSettings.captchaLogin')}
          checked={!!v.captcha_login}
          onChange={(on) => patch({ captcha_login: flag(on) })}
        />
      </div>
    </GroupForm>
  );
}

type Reward = SettingsValues['points']['signin']['reward'][number];

/** Daily sign-in rewards by streak day, and what a completed order earns. */
export function PointsForm({ initial }: { initial: SettingsValues['points'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('points', initial);
  const { value: v, patch } = form;
  const signin = (change: Partial<SettingsValues['points']['signin']>) => patch({ signin: { ...v.signin, ...change } });
  const reward = (i: number, change: Partial<Reward>) =>
    signin({ reward: v.signin.reward.map((r, j) => (j === i ? { ...r, ...change } : r)) });
  const last = v.signin.reward.at(-1);
  return (
    <GroupForm group="points" form={form}>
      <CheckField
        label={t('platformSettings.signinOn')}
        checked={!!v.signin.is_use}
        onChange={(on) => signin({ is_use: flag(on) })}
      />
      <FieldRow>
        <NumberField
          label={t('platformSettings.signinCycle')}
          value={v.signin.cycle}
          onChange={(cycle) => signin({ cycle })}
        />
        <NumberField
          label={t('platformSettings.growthRate')}
          value={v.return_growth_rate}
          onChange={(return_growth_rate) => patch({ return_growth_rate })}
        />
        <NumberField
          label={t('platformSettings.pointRate')}
          value={v.return_point_rate}
          onChange={(return_point_rate) => patch({ return_point_rate })}
        />
      </FieldRow>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-[13px] text-muted">{t('platformSettings.rewards')}</legend>
        {v.signin.reward.map((r, i) => (
          // Rows are keyed by position: a removed row takes its typed values with it.
          <div key={`${i}:${v.signin.reward.length}`} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-3">
            <NumberField label={t('platformSettings.rewardDay')} value={r.day} onChange={(day) => reward(i, { day })} />
            <NumberField
              label={t('platformSettings.rewardPoint')}
              value={r.point}
              onChange={(point) => reward(i, { point })}
            />
            <NumberField
              label={t('platformSettings.rewardGrowth')}
              value={r.growth}
              onChange={(growth) => reward(i, { growth })}
            />
            <button
              type="button"
              className={ROW_ACTION}
              disabled={v.signin.reward.length === 1}
              onClick={() => signin({ reward: v.signin.reward.filter((_, j) => j !== i) })}
            >
              {t('platformSettings.removeRow', { n: i + 1 })}
            </button>
          </div>
        ))}
        <div>
          <button
            type="button"
            className={PLAIN_BUTTON}
            disabled={v.signin.reward.length >= 31}
            onClick={() =>
              signin({
                reward: [
                  ...v.signin.reward,
                  { day: (last?.day ?? 0) + 1, point: last?.point ?? 0, growth: last?.growth ?? 0 },
                ],
              })
            }
          >
            {t('platformSettings.addReward')}
          </button>
        </div>
      </fieldset>
    </GroupForm>
  );
}

const NEW_LEVEL: Omit<LevelSetting, 'growth'> = {
  level_name: '',
  level_name_en: '',
  level_name_mm: '',
  remark: '',
  remark_en: '',
  remark_mm: '',
};

/** Member levels lowest first: names and benefits in three languages, the growth each needs. */
export function LevelsForm({ initial }: { initial: SettingsValues['levels'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('levels', initial);
  const levels = form.value.levels;
  const set = (next: LevelSetting[]) => form.patch({ levels: next });
  const level = (i: number, change: Partial<LevelSetting>) =>
    set(levels.map((l, j) => (j === i ? { ...l, ...change } : l)));
  return (
    <GroupForm group="levels" form={form} hint={t('platformSettings.levelsHint')}>
      <ol className="grid gap-4">
        {levels.map((l, i) => (
          <li key={l.level_id ?? `new-${i}`} className="rounded border border-line p-4">
            <fieldset className="grid gap-3">
              <legend className="px-1 text-[14px] font-semibold text-ink">
                {t('platformSettings.levelN', { n: i + 1 })}
              </legend>
              <FieldRow>
                <TextField
                  label={t('platformSettings.levelNameMm')}
                  value={l.level_name_mm}
                  maxLength={30}
                  onChange={(level_name_mm) => level(i, { level_name_mm })}
                />
                <TextField
                  label={t('platformSettings.levelNameZh')}
                  value={l.level_name}
                  maxLength={30}
                  onChange={(level_name) => level(i, { level_name })}
                />
                <TextField
                  label={t('platformSettings.levelNameEn')}
                  value={l.level_name_en}
                  maxLength={30}
                  onChange={(level_name_en) => level(i, { level_name_en })}
                />
                <NumberField
                  label={t('platformSettings.levelGrowth')}
                  value={l.growth}
                  onChange={(growth) => level(i, { growth })}
                />
              </FieldRow>
              <FieldRow>
                <AreaField
                  label={t('platformSettings.benefitsMm')}
                  value={l.remark_mm}
                  maxLength={300}
                  onChange={(remark_mm) => level(i, { remark_mm })}
                />
                <AreaField
                  label={t('platformSettings.benefitsZh')}
                  value={l.remark}
                  maxLength={300}
                  onChange={(remark) => level(i, { remark })}
                />
                <AreaField
                  label={t('platformSettings.benefitsEn')}
                  value={l.remark_en}
                  maxLength={300}
                  onChange={(remark_en) => level(i, { remark_en })}
                />
              </FieldRow>
              <div>
                <button
                  type="button"
                  className={ROW_ACTION}
                  disabled={levels.length === 1}
                  onClick={() => set(levels.filter((_, j) => j !== i))}
                >
                  {t('platformSettings.removeLevel', { n: i + 1 })}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className={PLAIN_BUTTON}
          disabled={levels.length >= LEVELS_MAX}
          onClick={() => set([...levels, { ...NEW_LEVEL, growth: (levels.at(-1)?.growth ?? 0) + 1000 }])}
        >
          {t('platformSettings.addLevel')}
        </button>
      </div>
    </GroupForm>
  );
}

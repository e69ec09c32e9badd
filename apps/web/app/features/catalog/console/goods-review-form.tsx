import type { SettingsValues } from '@zay/contract';
import { CheckField, GroupForm, useGroupForm } from '~/components/console/settings-form';
import { useTranslation } from '~/lib/translation';

/** The review switches (ADR 099): whether new goods, and changes to approved ones, wait for the platform. */
export function GoodsReviewForm({ initial }: { initial: SettingsValues['goods_review'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('goods_review', initial);
  const { value: v, patch } = form;
  return (
    <GroupForm group="goods_review" form={form} hint={t('platformGoods.switchesHint')}>
      <CheckField
        label={t('platformGoods.reviewNew')}
        name="new_goods"
        checked={v.new_goods === 1}
        onChange={(on) => patch({ new_goods: on ? 1 : 0 })}
      />
      <CheckField
        label={t('platformGoods.reviewEdits')}
        name="edits"
        checked={v.edits === 1}
        onChange={(on) => patch({ edits: on ? 1 : 0 })}
      />
    </GroupForm>
  );
}

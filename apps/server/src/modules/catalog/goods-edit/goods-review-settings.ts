import { registerSettingsGroup, siteConfig, updateConfig } from '../../site';

/**
 * The review switches on `/platform/settings` (ADR 099): whether a shop's new goods, and a change
 * to an approved one, wait for the platform's review. The goods editor reads them on each save.
 */
export function registerGoodsReviewSettings(): void {
  registerSettingsGroup({
    group: 'goods_review',
    permission: 'operations',
    keys: ['goods_review'],
    async read(ctx) {
      const review = await siteConfig(ctx.db, 'goods_review');
      return { new_goods: review.new_goods ? 1 : 0, edits: review.edits ? 1 : 0 };
    },
    async write(ctx, value) {
      await updateConfig(ctx.db, 'goods_review', (stored) => ({
        ...stored,
        new_goods: value.new_goods,
        edits: value.edits,
      }));
    },
  });
}

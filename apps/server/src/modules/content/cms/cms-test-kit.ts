import { platformContentSaveEndpoint } from '@zay/contract';
import { ok } from '../../../test/call';
import type { Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** Helpers for the platform content editor's tests: help classes and articles saved through the editor's call. */

/** A help class saved by `editor`, `more` added to the body; answers its id. */
export const newClass = async (editor: Staff, title: string, more: object = {}) =>
  ok(await editor.call(platformContentSaveEndpoint, { kind: 'help_class', title, ...more }));

/** A help article in the class saved by `editor` (its body `<p>title</p>` unless `more` says otherwise); answers its id. */
export const newArticle = async (editor: Staff, class_id: number, title: string, more: object = {}) =>
  ok(
    await editor.call(platformContentSaveEndpoint, {
      kind: 'help',
      class_id,
      title,
      content: `<p>${title}</p>`,
      ...more,
    }),
  );

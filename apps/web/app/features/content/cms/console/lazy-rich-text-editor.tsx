import { lazy, Suspense } from 'react';
import { useTranslation } from '~/lib/translation';
import type { RichTextEditorProps } from './rich-text-editor';

const Editor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, fetched when an edit page shows it (never in a storefront page's load). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p className="min-h-[300px] rounded border border-[#d4d4d4] bg-white p-4 text-[13px] text-muted">
          {t('platformContent.editorLoading')}
        </p>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}

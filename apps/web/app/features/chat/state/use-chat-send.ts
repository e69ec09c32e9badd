import { CHAT_CONTENT_TYPES, type ChatRecord, type ChatContentType } from '@zay/contract';
import { useState, type RefObject } from 'react';
import type { ApiResult } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { toMessageView } from './chat-records';
import type { ThreadAction, ThreadState } from './chat-state';
import { isChatImage, uploadChatImage } from '../composer/chat-upload';

export interface OutgoingMessage {
  content_type: ChatContentType;
  message?: string;
  goods_id?: number;
  order_id?: number;
}

/** The `say` of one side: the buyer's (to a shop) or the servicer's (to a buyer). */
export type SayCall = (peer: number, message: OutgoingMessage) => Promise<ApiResult<{ record: ChatRecord }>>;

/** One `say` at a time (SPEC §4: locked until it returns); `error` says why the last one failed. */
function useSay<S extends ThreadState>(
  live: RefObject<S>,
  dispatch: (action: ThreadAction) => void,
  post: SayCall,
  onSent: () => void,
) {
  const { t } = useTranslation();
  // Shown in the composer's alert line, beside the text it is about, rather than as a toast.
  const [error, setError] = useState('');

  const say = async (message: OutgoingMessage): Promise<boolean> => {
    if (live.current.sending) return false;
    setError('');
    const peer = live.current.peer;
    live.current = { ...live.current, sending: true };
    dispatch({ type: 'sending', on: true });
    const result = await post(peer, message);
    live.current = { ...live.current, sending: false };
    dispatch({ type: 'sending', on: false });
    if (!result.ok) {
      setError(result.message || t('chat.sendFailed'));
      return false;
    }
    if (live.current.peer === peer) dispatch({ type: 'received', message: toMessageView(result.data.record) });
    onSent();
    return true;
  };
  return { error, setError, say };
}

/** Sends text, pictures and the pending card; one send at a time (SPEC §4: locked until `say` returns). */
export function useChatSend<S extends ThreadState>(
  live: RefObject<S>,
  dispatch: (action: ThreadAction) => void,
  post: SayCall,
  onSent: () => void,
) {
  const { t } = useTranslation();
  const { error, setError, say } = useSay(live, dispatch, post, onSent);

  const sendImage = async (file: File) => {
    if (!isChatImage(file)) return setError(t('chat.badPicture'));
    setError('');
    dispatch({ type: 'uploading', percent: 0 });
    const uploaded = await uploadChatImage(file, {
      lang: document.documentElement.dataset.lang,
      onProgress: (percent) => dispatch({ type: 'uploading', percent }),
    });
    dispatch({ type: 'uploading', percent: null });
    if (!uploaded.ok) return setError(uploaded.message || t('chat.uploadFailed'));
    await say({ content_type: CHAT_CONTENT_TYPES.image, message: uploaded.path });
  };

  const sendPending = async () => {
    const link = live.current.pending;
    if (!link) return;
    const sent =
      link.kind === 'goods'
        ? await say({ content_type: CHAT_CONTENT_TYPES.goods, goods_id: link.goods.skuId })
        : await say({ content_type: CHAT_CONTENT_TYPES.order, order_id: link.order.orderId });
    if (sent) dispatch({ type: 'pending', link: null });
  };

  return {
    error,
    sendText: (text: string) => say({ content_type: CHAT_CONTENT_TYPES.text, message: text }),
    sendImage: (file: File) => void sendImage(file),
    sendPending: () => void sendPending(),
  };
}

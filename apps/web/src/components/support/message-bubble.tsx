// One message of a support conversation, as both sides show it (the practitioner's ticket dialog, the desk's ticket
// page): a bubble with its author, its date, its text and its picture (docs/support-api.md#pictures). Each side says
// who wrote it and on which side it sits.
import { ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSupportMessageView } from '../../lib/api-types';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { useAuthorizedImage } from '../../lib/use-authorized-image';
import { cn } from '../ui';

/** The message's picture, fetched with the session's token (an <img src> cannot send it), opened full size on click. */
export function MessagePicture({ url }: { url: string }) {
  const { t } = useTranslation('support');
  const image = useAuthorizedImage(url);
  if (image.status === 'ready')
    return (
      <a
        href={image.src}
        target="_blank"
        rel="noreferrer"
        className="mt-2 block w-fit rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <img src={image.src} alt={t('ticket.picture')} className="max-h-64 rounded-lg border border-slate-200 object-contain" />
      </a>
    );
  return (
    <p className="mt-2 flex items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white/60 px-3 py-2 text-xs text-slate-600">
      <ImageIcon className="size-4" aria-hidden="true" />
      {image.status === 'error' ? t('ticket.pictureError') : t('ticket.pictureLoading')}
    </p>
  );
}

/**
 * A list item (inside an <ol>): the support desk's messages tinted brand, the user's grey; `side` puts the bubble at
 * the start or the end of the line; `note` follows the author's name (the desk marks its own messages).
 */
export function MessageBubble({
  message,
  author,
  side,
  note,
  testId,
}: {
  message: TSupportMessageView;
  author: string;
  side: 'start' | 'end';
  note?: ReactNode;
  testId?: string;
}) {
  const locale = useLocale();
  return (
    <li className={cn('flex flex-col gap-1', side === 'end' ? 'items-end' : 'items-start')} data-testid={testId}>
      <div
        className={cn(
          'max-w-[90%] rounded-2xl px-4 py-3 text-sm',
          message.fromSupport ? 'bg-brand-50 text-slate-900 ring-1 ring-brand-200' : 'bg-slate-100 text-slate-900',
        )}
      >
        <p className="mb-1 text-xs font-semibold text-slate-700">
          {author}
          {note && <> {note}</>} · <time dateTime={message.createdAt}>{formatDate(locale, message.createdAt, true)}</time>
        </p>
        <p className="break-words whitespace-pre-wrap">{message.body}</p>
        {message.attachmentUrl && <MessagePicture url={message.attachmentUrl} />}
      </div>
    </li>
  );
}

// How a session names its device: "Chrome 131 · macOS", with words for what the User-Agent did not say.
import type { TFunction } from 'i18next';
import type { TActiveSession } from '../../../lib/api-types';

export function sessionLabel(session: Pick<TActiveSession, 'browser' | 'os'>, t: TFunction): string {
  return `${session.browser ?? t('sessions.unknownBrowser')} · ${session.os ?? t('sessions.unknownSystem')}`;
}

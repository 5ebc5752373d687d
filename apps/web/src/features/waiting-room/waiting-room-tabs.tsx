// All / Pending / Completed tabs with their counts; arrow keys move between tabs (WAI-ARIA tabs pattern).
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui';
import { WAITING_ROOM_TABS, type TWaitingRoomTab } from './waiting-room-query';

export const TAB_PANEL_ID = 'waiting-room-panel';
export const tabId = (tab: TWaitingRoomTab) => `waiting-room-tab-${tab}`;

export function WaitingRoomTabs({
  selected,
  counts,
  onSelect,
}: {
  selected: TWaitingRoomTab;
  counts: { anonymous: number; completed: number } | undefined;
  onSelect: (tab: TWaitingRoomTab) => void;
}) {
  const { t } = useTranslation('submissions');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const countOf = (tab: TWaitingRoomTab) => (counts ? (tab === 'all' ? counts.anonymous + counts.completed : counts[tab]) : null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = WAITING_ROOM_TABS.indexOf(selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: WAITING_ROOM_TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = WAITING_ROOM_TABS[(target + WAITING_ROOM_TABS.length) % WAITING_ROOM_TABS.length] ?? 'all';
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('waitingRoom.tabsLabel')}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 sm:w-fit"
    >
      {WAITING_ROOM_TABS.map((tab) => {
        const active = tab === selected;
        const count = countOf(tab);
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={active}
            aria-controls={TAB_PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={cn(
              'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-none',
              active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`waitingRoom.tabs.${tab}`)}
            {count !== null && (
              <span
                className={cn('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-brand-100 text-brand-800' : 'bg-slate-200 text-slate-700')}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

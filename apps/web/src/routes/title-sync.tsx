// Keeps document.title in step with the matched route and the active language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { pageTitle } from './page-title';
import { currentRouteName, type TMatchLike } from './route-handle';

/** 'loaded' too: a page whose name is in its own namespace (page-title.ts) gets its title once that namespace arrives. */
const FOLLOW_LOADS = { bindI18n: 'languageChanged loaded' };

/** In the SPA's data router: the matches are the router's. */
export function TitleSync() {
  return <DocumentTitle matches={useMatches()} />;
}

/** The title of the deepest named route of `matches` (the guest entry matches its routes itself). */
export function DocumentTitle({ matches }: { matches: readonly TMatchLike[] }) {
  const { t, i18n } = useTranslation(undefined, FOLLOW_LOADS);
  const name = currentRouteName(matches);
  const language = i18n.language;
  useEffect(() => {
    document.title = pageTitle(name, (key) => t(key, { lng: language }));
  }, [name, t, language]);
  return null;
}

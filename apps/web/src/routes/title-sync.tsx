// Keeps document.title in step with the matched route and the active language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { pageTitle } from './page-title';
import { currentRouteName } from './route-handle';

export function TitleSync() {
  const { t, i18n } = useTranslation();
  const name = currentRouteName(useMatches());
  const language = i18n.language;
  useEffect(() => {
    document.title = pageTitle(name, (key) => t(key, { lng: language }));
  }, [name, t, language]);
  return null;
}

// The page's texts for every part of the browser's app. Lingui's own provider draws every part reading texts again
// whenever a catalogue is loaded; here nothing needs it: the page's language is its address's for as long as it lives,
// and an area's texts are loaded before the code that shows them is drawn (pageI18n.ts). That drawing again reached the
// parts the page had not yet taken over, and either threw their server HTML away (the footer vanished) or, in a
// transition, held a navigation begun meanwhile for good (docs/decisions/640).
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type ReactNode, useMemo } from 'react';

export function PageI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const texts = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={texts}>{children}</LinguiContext.Provider>;
}

// A tab per language the shop speaks, for the dashboard's forms of the owner's texts (decision 600): the English tab
// holds the texts themselves, every other one their translations. Headless UI's tabs: arrow keys move between them,
// Home and End go to the first and last; a panel holds fields, so it takes no focus itself, and the panels not shown
// stay in the form, so nothing typed is lost.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type TranslatedLanguage } from '@atelier/domain';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { languageName } from '../shared/i18n/languageName';

interface LanguageTabsProps {
  /** What the texts are, for a screen reader's name of the tab list: "Product texts". */
  label: string;
  /** The English texts, the entity's own. */
  english: React.ReactNode;
  /** The fields of the texts in another language. */
  translation: (language: TranslatedLanguage) => React.ReactNode;
  /** The tab shown, when the form decides it (English, to show a missing required text). */
  shown?: Language;
  onShow?: (language: Language) => void;
}

const tabClasses =
  '-mb-px rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted outline-none hover:text-ink focus-visible:ring-2 focus-visible:ring-ink data-selected:border-ink data-selected:text-ink';

export function LanguageTabs({ label, english, translation, shown, onShow }: LanguageTabsProps) {
  const controlled = shown === undefined ? {} : { selectedIndex: LANGUAGES.indexOf(shown) };
  return (
    <TabGroup {...controlled} onChange={(index) => onShow?.(LANGUAGES[index] ?? DEFAULT_LANGUAGE)}>
      <TabList aria-label={label} className="flex gap-1 border-b border-line">
        {LANGUAGES.map((language) => (
          <Tab key={language} lang={language} className={tabClasses}>
            {languageName(language)}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-5">
        {LANGUAGES.map((language) => (
          <TabPanel key={language} unmount={false} tabIndex={-1} className="space-y-5 outline-none">
            {language === DEFAULT_LANGUAGE ? english : translation(language as TranslatedLanguage)}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

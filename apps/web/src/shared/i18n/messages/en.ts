// The storefront's texts in English, the spec's words; every other language's catalogue has these ids (decision 590).
// ICU MessageFormat: `{count, plural, one {# item} other {# items}}`.
export const messages = {
  'language.name': 'English',
  'language.switch': 'Language',
};

export type MessageId = keyof typeof messages;

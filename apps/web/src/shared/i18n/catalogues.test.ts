import { LANGUAGES } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { i18nOf } from './everyCatalogue';
import { messages as english } from './messages/en';

describe('the message catalogues', () => {
  it.each(LANGUAGES)('%s has every id of the English catalogue, compiled', (language) => {
    const i18n = i18nOf[language];
    for (const id of Object.keys(english)) expect(i18n.messages[id], `${language} ${id}`).toBeDefined();
    expect(Object.keys(i18n.messages).sort()).toEqual(Object.keys(english).sort());
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LanguageNote } from './LanguageNote';
import { HeaderLanguageLinks, LanguageList } from './LanguageSwitcher';

const forgetChoice = () => {
  document.cookie = 'language=; path=/; max-age=0';
};

describe('the language switchers', () => {
  afterEach(() => {
    forgetChoice();
    vi.restoreAllMocks();
  });

  it('lead from an English page to the same page and query in French, and remember the choice', async () => {
    const { user } = renderWithProviders(<HeaderLanguageLinks className="" />, { route: '/shop/42?size=M' });
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/shop/42?size=M');
    expect(french).toHaveAttribute('hreflang', 'fr');
    expect(french).toHaveTextContent('FR');
    french.addEventListener('click', (event) => event.preventDefault());
    await user.click(french);
    expect(document.cookie).toContain('language=fr');
  });

  it('list every language on a French page, named in French, the page’s marked', () => {
    renderWithProviders(<LanguageList linkClassName="" />, {
      route: '/search?q=robe',
      preloadedState: { language: 'fr' },
    });
    expect(screen.getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/search?q=robe');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('the note offering another language', () => {
  afterEach(() => {
    forgetChoice();
    vi.restoreAllMocks();
  });

  it('offers a French browser the French page, and goes once dismissed, remembering the choice', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en']);
    const { user } = renderWithProviders(<LanguageNote />, { route: '/shop/42' });
    expect(await screen.findByRole('link', { name: 'See this page in French' })).toHaveAttribute('href', '/fr/shop/42');
    await user.click(screen.getByRole('button', { name: 'Keep this language' }));
    expect(screen.queryByRole('link', { name: /See this page/ })).not.toBeInTheDocument();
    expect(document.cookie).toContain('language=en');
  });

  it('says nothing to a browser preferring the page’s language, or one the shop does not speak', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-US']);
    renderWithProviders(<LanguageNote />, { route: '/shop/42' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('offers a French page’s visitor who chose English before the English page, in French', async () => {
    document.cookie = 'language=en; path=/';
    renderWithProviders(<LanguageNote />, { route: '/cart', preloadedState: { language: 'fr' } });
    expect(await screen.findByRole('link', { name: 'Voir cette page en anglais' })).toHaveAttribute('href', '/cart');
  });
});
